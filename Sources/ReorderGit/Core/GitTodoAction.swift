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

  public func perform(on context: inout KindContext) {
    switch self {
    case .setAction(let action): context.rewriteGitActions { _ in action }
    case .cycleAction: context.rewriteGitActions { $0.next }
    case .insertLine(let bytes): context.insertLine(bytes)
    case .insertExec(let command): context.insertExec(command)
    case .editLine(let text): context.editLine(text)
    case .duplicateLine: context.duplicateLine()
    case .setFixupFlag(let flag): context.setFixupFlag(flag)
    case .fold(let action, let target): context.fold(action, into: target)
    case .toggleFoldAction: context.toggleFoldAction()
    case .replaceTodo(let bytes): context.replaceTodo(bytes)
    }
  }
}
