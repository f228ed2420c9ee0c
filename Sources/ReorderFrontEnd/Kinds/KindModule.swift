import ReorderCore
import Synchronization

/// A kind of list that comes as a module of its own: a target that
/// depends on the core and the front end, never the other way, and that
/// `main.swift` lists (``KindModules/install(_:)``). The command line asks
/// the modules: each brings the option that chooses it (its name, its
/// `--help` line, the words a shell completes after it) and
/// ``prepare(_:)``, which turns the loaded lines into the kind's rows and
/// gives the ``ListKind`` (whose ``KindPresentation``, if the kind value
/// conforms, is what the front end draws and binds). Work beside the loop
/// (processes, files) comes from a terminal-side module
/// (`TerminalKindModule`), in a target of the kind's own.
///
///     struct BlocksModule: KindModule {    // (ReorderParagraphs' is so)
///       var option: String { "blocks" }
///       var help: String { "blank-line-separated blocks move as one row each" }
///       func prepare(_ store: ItemStore) throws(KindModuleError) -> any ListKind {
///         ...join each block's lines into one item...
///         return BlocksKind()
///       }
///     }
public protocol KindModule: Sendable {
  /// The long option that chooses the kind, without its dashes
  /// (`paragraphs` for `--paragraphs`); a flag.
  var option: String { get }
  /// The option's line in `--help`.
  var help: String { get }
  /// Makes the loaded lines of `store` the kind's rows (joining the lines
  /// that form one row into one item, ``ItemStore/joinItems(where:)``) and
  /// returns the kind. Called once the whole input is read, before a list
  /// is built over the store; a refusal is one line for the person.
  func prepare(_ store: ItemStore) throws(KindModuleError) -> any ListKind
}

/// Why a module could not read its input as its kind, said as one line.
public struct KindModuleError: Error, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

/// The kind modules the program was built with, as `main.swift` lists
/// them: what the command line, `--help` and the completions ask.
public enum KindModules {
  /// Set at the start of `main`, before anything reads it (and by tests,
  /// to the same list, while other tests read it: hence the lock).
  private static let modules = Mutex<[any KindModule]>([])

  /// The installed modules, in `main.swift`'s order.
  public static var installed: [any KindModule] { modules.withLock { $0 } }

  /// Makes `list` the program's kind modules (replacing any before).
  public static func install(_ list: [any KindModule]) { modules.withLock { $0 = list } }

  /// The module chosen by its option name, if one is installed so.
  public static func named(_ option: String) -> (any KindModule)? {
    installed.first { $0.option == option }
  }
}
