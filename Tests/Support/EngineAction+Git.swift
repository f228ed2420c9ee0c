import ReorderCore
import ReorderGit

// The git todo's actions under the names the engine's tests have always
// used for them (they are ``GitTodoAction``s, routed as kind actions).
extension EngineAction {
  public static func setGitAction(_ action: GitAction) -> EngineAction {
    .kind(GitTodoAction.setAction(action))
  }
  public static var cycleGitAction: EngineAction { .kind(GitTodoAction.cycleAction) }
  public static func insertLine(_ bytes: [UInt8]) -> EngineAction { .kind(GitTodoAction.insertLine(bytes)) }
  public static func insertExec(_ bytes: [UInt8]) -> EngineAction { .kind(GitTodoAction.insertExec(bytes)) }
  public static func editLine(_ bytes: [UInt8]) -> EngineAction { .kind(GitTodoAction.editLine(bytes)) }
  public static var duplicateLine: EngineAction { .kind(GitTodoAction.duplicateLine) }
  public static func setFixupFlag(_ flag: GitMessageFlag) -> EngineAction {
    .kind(GitTodoAction.setFixupFlag(flag))
  }
  public static func fold(_ action: GitAction, into target: Int?) -> EngineAction {
    .kind(GitTodoAction.fold(action, into: target))
  }
  public static var toggleFoldAction: EngineAction { .kind(GitTodoAction.toggleFoldAction) }
  public static func replaceTodo(_ bytes: [UInt8]) -> EngineAction { .kind(GitTodoAction.replaceTodo(bytes)) }
}
