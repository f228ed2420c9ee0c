import ReorderCore

/// What a board's session can change (``ListKind/violation(of:in:)``): a
/// column moves whole, header and cards, to a place between columns;
/// cards move into a column, never above the first column's header;
/// swaps and deletes are the list's (cards only).
///
///     # A  ┐ a column move: rows 1…3 before "# C" or to the end,
///     - a1 │ never between "# B" and its cards
///     - a2 ┘
///     # B
///     - b1
extension BoardKind {
  public func violation(of edit: Edit, in list: ReorderList) -> String? {
    if case .group(let edits) = edit, edits.count > 1, case .place = edits[0] {
      return violation(of: edits[0], in: list) ?? boxViolation(of: edits, in: list)
    }
    guard case .place(let from, let to) = edit, let first = from.first, let last = from.last,
      let toLast = to.last, first >= 0, last < list.count, toLast < list.count
    else {
      return list.listViolation(of: edit, lineEdits: ReorderList.refusingLineEdits)
    }
    // A board's only locked row is a footer after every column: ranks are
    // the positions above it.
    let columns = BoardColumns(list)
    guard from.contains(where: { list.flags(at: $0).contains(.header) }) else {
      // Cards go into any column, the first one too (empty or not).
      let lowest = (columns.headers.first ?? -1) + 1
      if let landing = to.first, landing < lowest {
        return "a card lands in a column: nothing goes above the first column's header"
      }
      return list.placeViolation(from: from, to: to, lowest: lowest)
    }
    guard let place = columns.place(of: first), place.row == nil,
      from == PositionSet(columns.span(of: place.column))
    else {
      return "a column moves whole: its header with all its cards, and nothing else"
    }
    if columns.keepsLastColumn && place.column == columns.columnCount - 1 {
      return "the archive stays the last column"
    }
    guard to.isContiguous, let landing = to.first, from.count == to.count else {
      return "a column lands as one block"
    }
    // The row the column lands before, in the list without it.
    let restCount = columns.rowCount - from.count
    guard landing >= 0, landing <= restCount else { return "a move outside the rows that can move" }
    if landing == first { return "a move that moves nothing" }
    let before = landing < first ? landing : landing + from.count
    guard landing == restCount || list.flags(at: before).contains(.header) else {
      return "a column lands between two columns, not among a column's cards"
    }
    if columns.keepsLastColumn && landing == restCount { return "the archive stays the last column" }
    return nil
  }

  /// The moves of a board's session toward `target`, position by position
  /// (`cursor`): a run of cards is moved up to where it belongs; where a
  /// column belongs, the cards still in its way go into it first, then the
  /// column moves there whole.
  public func nextMove(toward target: [UInt32], in list: ReorderList, cursor: inout Int) -> Edit? {
    let order = list.order
    while cursor < list.count {
      let want = target[cursor]
      if order[cursor] == want {
        cursor += 1
        continue
      }
      guard let at = order.firstIndex(of: want) else { return nil }
      let isHeader = { (p: Int) in list.flags(at: p).contains(.header) }
      guard isHeader(at) else {
        var k = 1
        while cursor + k < list.count, at + k < list.count, !isHeader(at + k),
          target[cursor + k] == order[at + k]
        {
          k += 1
        }
        return .place(from: PositionSet(at..<(at + k)), to: PositionSet(cursor..<(cursor + k)))
      }
      if !isHeader(cursor) {
        // Cards of the column above, which the target puts elsewhere: into
        // the column that belongs here, right below its header.
        var end = cursor
        while end < at && !isHeader(end) { end += 1 }
        let landing = at - (end - cursor) + 1
        return .place(
          from: PositionSet(cursor..<end), to: PositionSet(landing..<(landing + end - cursor)))
      }
      let columns = BoardColumns(list)
      guard let column = columns.place(of: at)?.column else { return nil }
      let span = columns.span(of: column)
      return .place(from: PositionSet(span), to: PositionSet(cursor..<(cursor + span.count)))
    }
    return nil
  }
}
