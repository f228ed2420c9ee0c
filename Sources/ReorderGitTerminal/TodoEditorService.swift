import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `!` beside the loop: the todo in `$VISUAL`/`$EDITOR` on the terminal
/// (``EditTodoEffect``), the screen left as Ctrl-Z leaves it; a todo git
/// takes comes back as one edit (undo returns to the list before),
/// anything else changes nothing and the status line says why.
final class TodoEditorService: LoopService {
  var descriptors: [Int32] { [] }
  var nextDeadline: Duration? { nil }

  func update(_ model: inout AppModel, at now: Duration) -> Bool { false }
  func perform(_ effect: ModelEffect, on model: inout AppModel, at now: Duration) -> Bool { false }
  func pause(at now: Duration) {}
  func shutdown() {}

  func perform(_ effect: any KindEffect, model: AppModel, terminal: TerminalLoan)
    -> ((inout AppModel, Duration) -> [ModelEffect])?
  {
    guard let effect = effect as? EditTodoEffect else { return nil }
    var environment: [String: String] = [:]
    for name in ["TERM", "VISUAL", "EDITOR"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    let comment = model.engine.configuration.gitComment
    let result = terminal.lend { fd in
      TodoEditor.edit(
        effect.todo, editor: TodoEditor.command(environment: environment), comment: comment, terminal: fd)
    }
    switch result {
    case .success(let edited):
      return { model, now in model.apply(.kind(GitTodoAction.replaceTodo(edited.bytes)), at: now) }
    case .failure(let failure):
      return { model, _ in model.tell(Narration(stringLiteral: failure.description)) }
    }
  }
}
