import ReorderCore
import ReorderFrontEnd

/// `!`: the todo (these bytes) opened in the person's text editor on the
/// terminal; what comes back goes to the engine as
/// ``GitTodoAction/replaceTodo(_:)``. Performed by git's work beside the
/// loop (`ReorderGitTerminal`'s todo editor).
public struct EditTodoEffect: KindEffect {
  public var todo: [UInt8]

  public init(todo: [UInt8]) { self.todo = todo }
}
