import ReorderCore

/// A git rebase todo's own actions (``GitTodoKind``): what its keys do
/// besides moving rows.
public enum GitTodoAction: KindAction {
  /// Sets the action of the focused or selected commits.
  case setAction(GitAction)
  /// The next action (pick → reword → edit → squash → fixup → drop).
  case cycleAction
  /// Inserts a line after the focused one (`b`: a `break`).
  case insertLine([UInt8])
  /// Inserts `exec COMMAND` after the focused line.
  case insertExec([UInt8])
  /// Replaces the focused line's text; it must stay a line of its kind.
  case editLine([UInt8])
  /// A copy of the focused line below it.
  case duplicateLine
  /// `fixup -C` / `fixup -c` on the focused or selected commits.
  case setFixupFlag(GitMessageFlag)
  /// Folds the lifted commit (or, with nothing lifted, the focused one
  /// into the commit above); `into`: a position, for tests and replays.
  case fold(GitAction, into: Int?)
  /// Switches an armed fold between squash and fixup.
  case toggleFoldAction
  /// The whole todo, as the text editor gave it back.
  case replaceTodo([UInt8])

  public var worksWhileLifted: Bool {
    switch self {
    case .fold, .toggleFoldAction: return true
    default: return false
    }
  }

  public func perform(on engine: inout ReorderEngine) {
    switch self {
    case .setAction(let action): engine.rewriteGitActions { _ in action }
    case .cycleAction: engine.rewriteGitActions { $0.next }
    case .insertLine(let bytes): engine.insertLine(bytes)
    case .insertExec(let command): engine.insertExec(command)
    case .editLine(let text): engine.editLine(text)
    case .duplicateLine: engine.duplicateLine()
    case .setFixupFlag(let flag): engine.setFixupFlag(flag)
    case .fold(let action, let target): engine.fold(action, into: target)
    case .toggleFoldAction: engine.toggleFoldAction()
    case .replaceTodo(let bytes): engine.replaceTodo(bytes)
    }
  }
}
