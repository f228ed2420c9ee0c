extension ReorderList {
  /// Why `edit` cannot even be applied to this list: a size or position
  /// outside it. Steps of a group are held to this while the group is
  /// built (each against the list the step before left); the group as a
  /// whole is then held to the rules.
  func structuralViolation(of edit: Edit) -> String? {
    switch edit {
    case .place(let from, let to):
      guard let fromFirst = from.first, let fromLast = from.last, let toFirst = to.first,
        let toLast = to.last,
        from.count == to.count
      else { return "a move needs as many places as rows" }
      guard fromFirst >= 0, toFirst >= 0, fromLast < movableCount, toLast < movableCount else {
        return "a move outside the rows that can move"
      }
    case .swap(let a, let b):
      guard a >= 0, b >= 0, a < count, b < count else { return "a swap outside the rows" }
    case .delete(let positions, _):
      guard let first = positions.first, let last = positions.last else { return "a delete needs a row" }
      guard first >= 0, last < count else { return "a delete outside the rows" }
    case .insert(let positions, let ids):
      guard positions.count == ids.count, (positions.first ?? 0) >= 0,
        (positions.last ?? 0) < count + ids.count
      else { return "insert positions out of range" }
    case .replace(let position, _, _):
      guard position >= 0 && position < count else { return "position \(position + 1) is outside 1…\(count)" }
    case .group:
      return "a group inside a group"
    }
    return nil
  }
}
