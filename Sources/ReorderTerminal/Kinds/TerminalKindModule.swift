import ReorderCore
import ReorderFrontEnd

/// A kind module with work beside its list (git: its repository, the
/// files each commit changes, the todo in a text editor, the rebase
/// aborted on quit), in a terminal-side target of the kind's own, which
/// `main.swift` lists among the ``KindModules``. The command line asks the
/// chosen one; no generic file names it.
public protocol TerminalKindModule: KindModule {
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
