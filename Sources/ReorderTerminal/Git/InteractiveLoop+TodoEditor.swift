import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension InteractiveLoop {
  /// `!`: the todo in `$VISUAL`/`$EDITOR` on the terminal, the screen left
  /// as Ctrl-Z leaves it; a todo git takes comes back as one edit (undo
  /// returns to the list before), anything else changes nothing and the
  /// status line says why.
  func editTodo(_ todo: [UInt8]) -> Outcome? {
    var environment: [String: String] = [:]
    for name in ["TERM", "VISUAL", "EDITOR"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    pauseServices()
    session.leaveModes()
    screen.suspend()
    session.restoreTermios()
    let result = TodoEditor.edit(
      todo, editor: TodoEditor.command(environment: environment),
      comment: model.engine.configuration.gitComment, terminal: session.fd)
    screen.resume()
    session.reenterModes(mouse: options.mouse)
    resize()
    switch result {
    case .success(let edited):
      return perform(model.apply(.kind(GitTodoAction.replaceTodo(edited.bytes)), at: now))
    case .failure(let failure):
      return perform(model.tell(Narration(stringLiteral: failure.description)))
    }
  }
}
