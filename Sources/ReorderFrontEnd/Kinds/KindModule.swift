import ReorderCore
import Synchronization

/// A kind of list that comes as a module of its own: a target that
/// depends on the core and the front end, never the other way, and that
/// `main.swift` lists (``KindModules/install(_:)``). The command line asks
/// the modules and names none: each brings the option that chooses it
/// (its name, its values, its `--help` line, the words a shell completes
/// after it), the rules it keeps with the other options, and
/// ``prepare(_:request:loaded:)``, which turns the loaded lines into the
/// kind's rows and gives the ``ListKind`` (whose ``KindPresentation``, if
/// the kind value conforms, is what the front end draws and binds). Work
/// beside the loop (processes, files) comes from a terminal-side module
/// (`TerminalKindModule`), in a target of the kind's own.
///
///     struct BlocksModule: KindModule {    // (--paragraphs' module is so)
///       var option: String { "blocks" }
///       var help: String { "blank-line-separated blocks move as one row each" }
///       func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
///         throws(KindModuleError) -> PreparedKind {
///         ...join each block's lines into one item...
///         return PreparedKind(BlocksKind())
///       }
///     }
public protocol KindModule: Sendable {
  /// The long option that chooses the kind, without its dashes
  /// (`paragraphs` for `--paragraphs`).
  var option: String { get }
  /// The option's line in `--help`.
  var help: String { get }
  /// The values `--OPTION=VALUE` takes, as a shell completes them (the
  /// option may also go bare); empty: the option is a flag.
  var values: [String] { get }
  /// How `--help` writes the values (`md|plain`).
  var valueSyntax: String { get }
  /// Whether a FILE so named is this kind without its option (git's
  /// `git-rebase-todo`).
  func choosesFile(named name: String) -> Bool
  /// Whether some FILE's name chooses the kind: `--no-OPTION` then says
  /// it is not.
  var detectsFiles: Bool { get }
  /// Why `value` is not one the option takes, as one line; nil: it is.
  func refusal(ofValue value: String) -> String?
  /// The first option of `request` the kind cannot go with, as one line
  /// (found before any file is read); nil: none.
  func conflict(with request: KindRequest) -> String?
  /// Why the kind cannot go with the kind another module's `--other`
  /// chose, as one line; nil: the command line says it plainly.
  func clash(with other: String) -> String?
  /// Whether the kind is a result that goes back into FILE, as an
  /// editor's buffer does; its name in messages (`git mode`), else nil.
  var writesBackAs: String? { get }
  /// Whether the kind is read whole before the interface opens (a
  /// producer that is still writing is waited for); git's todo is not.
  var readsWholeInput: Bool { get }
  /// What reads the input while it loads, a chunk at a time (a tree reads
  /// each chunk's lines while its bytes are in the cache); nil: nothing.
  func loader(for request: KindRequest) -> (any KindLoader)?
  /// Makes the loaded lines of `store` the kind's rows (joining the lines
  /// that form one row into one item, ``ItemStore/joinItems(where:)``) and
  /// returns the kind. Called once the input is read (whole, if
  /// ``readsWholeInput``), before a list is built over the store. It may
  /// fix more lines at the start (`request.headerLines`); `loaded` is
  /// what ``loader(for:)`` read. A refusal is one line for the person.
  func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
    throws(KindModuleError) -> PreparedKind
  /// The keys the kind binds, as `--help` lists them under a title; nil:
  /// none of its own (or another module of the same kind lists them).
  var keysHelp: (title: String, keys: any KindPresentation)? { get }
  /// The kind's keys, named in `?` when another kind is chosen (a key
  /// that does something in git mode says so); nil: not named there.
  var keysElsewhere: (any KindPresentation)? { get }
  /// The kind's own commands (``Command/kind(_:)``), in the order `?`
  /// lists them: installing the module registers them, so `--bind` takes
  /// their names whichever kind is chosen (``KindCommand/registered``).
  var commands: [KindCommand] { get }
}

extension KindModule {
  public var values: [String] { [] }
  public var valueSyntax: String { values.joined(separator: "|") }
  public func choosesFile(named name: String) -> Bool { false }
  public var detectsFiles: Bool { false }
  public func conflict(with request: KindRequest) -> String? { nil }
  public func clash(with other: String) -> String? { nil }
  public var writesBackAs: String? { nil }
  public var readsWholeInput: Bool { true }
  public func loader(for request: KindRequest) -> (any KindLoader)? { nil }
  public var keysHelp: (title: String, keys: any KindPresentation)? { nil }
  public var keysElsewhere: (any KindPresentation)? { nil }
  public var commands: [KindCommand] { [] }

  /// Refuses a value that is not one of ``values``.
  public func refusal(ofValue value: String) -> String? {
    guard !values.contains(value) else { return nil }
    let words =
      values.dropLast().joined(separator: ", ") + (values.count > 1 ? " or " : "") + (values.last ?? "")
    return "--\(option) must be \(words), not '\(value)'"
  }
}

/// What reads the input while it loads (``KindModule/loader(for:)``).
public protocol KindLoader {
  /// Reads the lines of `store` that came since the last call.
  mutating func read(_ store: ItemStore)
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

  /// Makes `list` the program's kind modules (replacing any before), and
  /// so their commands the registered ones (``KindCommand/registered``).
  public static func install(_ list: [any KindModule]) { modules.withLock { $0 = list } }

  /// The module chosen by its option name, if one is installed so.
  public static func named(_ option: String) -> (any KindModule)? {
    installed.first { $0.option == option }
  }
}
