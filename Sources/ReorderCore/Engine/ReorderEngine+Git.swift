/// What a squash or fixup folds into, for narration.
extension ReorderEngine {
  /// The commit a squash or fixup at `position` folds into: the nearest
  /// commit above it, past comments, `exec`, `break` and dropped commits,
  /// and past other squashes and fixups to the first of their chain;
  /// ``Narrator/Fold/nothingAbove`` where there is none (git refuses such
  /// a todo); nil where a `reset` or `label` line makes it unclear.
  ///
  /// - Parameter newActions: actions being given to lines, by position,
  ///   that the list does not show yet.
  func fold(of position: Int, newActions: [Int: GitAction]) -> Narrator.Fold? {
    var p = position - 1
    while p >= 0 {
      let action =
        newActions[p]
        ?? GitTodoLine.parse(list.item(at: p).prefixArray(64), commentChar: configuration.gitCommentChar)
        .action
      switch action {
      case .pick?, .reword?, .edit?, .merge?:
        return .into(position: p + 1, label: label(at: p))
      case .reset?, .label?:
        return nil
      case .squash?, .fixup?, .drop?, .exec?, .break?, .updateRef?, .noop?, nil:
        p -= 1
      }
    }
    return .nothingAbove
  }
}
