import ReorderCore
import ReorderFrontEnd
import Synchronization

/// The terminal side of a kind that needs the world beside its list (git:
/// its repository, the files each commit changes, the todo in a text
/// editor, the rebase aborted on quit): a module in a terminal-side
/// target of the kind's own, which `main.swift` lists
/// (``TerminalKindModules``). The command line asks the chosen one; no
/// generic file names it.
public protocol TerminalKindModule: Sendable {
  /// Whether the command line chose this kind (by an option the module
  /// does not bring yet: `--git`, or a file named so).
  func isChosen(by options: Options) -> Bool
  /// The kind, made once the input's start is read, with what it learns
  /// from the world (git: the todo's comment character, from git's
  /// configuration or the todo's own help).
  func prepare(_ store: ItemStore, options: Options) -> any ListKind
  /// Before the terminal is taken: tells the interface's `model` what
  /// the world says (git: its default preview pane shows the commits of
  /// the todo's repository); returns how to make the work beside the
  /// loop once it starts (git: the files each commit changes, the todo
  /// editor).
  func prepareInterface(_ model: inout AppModel, options: Options) -> (AppModel) -> [any LoopService]
  /// The exit status of a session the person quit, when the kind ends it
  /// its own way (git: the rebase aborted); nil: as any list.
  func quitStatus(options: Options) -> Int32?
}

/// The terminal-side kind modules the program was built with, as
/// `main.swift` lists them.
public enum TerminalKindModules {
  private static let modules = Mutex<[any TerminalKindModule]>([])

  /// The installed modules, in `main.swift`'s order.
  public static var installed: [any TerminalKindModule] { modules.withLock { $0 } }

  /// Makes `list` the program's terminal-side kind modules.
  public static func install(_ list: [any TerminalKindModule]) { modules.withLock { $0 = list } }

  /// The module the command line chose, if one is installed.
  public static func chosen(by options: Options) -> (any TerminalKindModule)? {
    installed.first { $0.isChosen(by: options) }
  }
}
