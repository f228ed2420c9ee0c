/// A moment the status line speaks of, which a kind may say its own way
/// (``ListKind/narration(of:in:)``): a board counts within a column and
/// names columns, a tree names the parent a subtree lands under, git
/// notes the branch a commit moves into.
public enum NarrationMoment: Sendable {
  /// The focus rests on the row at this position.
  case focus(Int)
  /// The rows at these positions were just lifted, as this drag.
  case lift([Int], DragSession)
  /// A drag was aimed again (by the pointer or the keys), or rests.
  case drag(DragSession)
  /// An edit is about to be committed; the list would say `listSentence`
  /// of it (the kind may add to that sentence, or say another).
  case move(Edit, listSentence: Narration)
  /// Quitting would lose `changes` changes (`summary`: "2 moved, 1
  /// deleted"); what is asked before.
  case quitQuestion(changes: Int, summary: String)
}
