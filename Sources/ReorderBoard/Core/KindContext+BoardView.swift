import ReorderCore

/// The board as shown: its columns side by side (``BoardLayout``), the
/// viewport following the focus, and a pointer's place on it. During a
/// drag the board shows the gap where the lifted cards would land, so its
/// columns are those of the shown order.
extension KindContext {
  /// The board's geometry on the list's part of the screen; nil unless
  /// the list is a board.
  public var boardLayout: BoardLayout? {
    guard configuration.kind is BoardKind else { return nil }
    return BoardLayout(
      columnCount: list.headerPositions.count, width: layout.width, top: layout.itemTop,
      rows: layout.visibleRows, firstColumn: board.firstColumn)
  }

  /// The columns of the order shown: the stored one, or during a drag
  /// (and while it settles) the rows that stay with the lifted ones at
  /// their target. O(c log r) for c columns and a block of r runs.
  public var shownBoardColumns: BoardColumns {
    let columns = boardColumns
    guard let drag = shownBoardDrag, drag.mode == .insert else { return columns }
    // A lifted header (a column's lift) is shown at its target, as the
    // first row of the gap.
    let headers = columns.headers.map { header -> Int in
      guard !drag.block.contains(header) else { return drag.targetRank + drag.block.countBelow(header) }
      let rank = header - drag.block.countBelow(header)
      return rank >= drag.targetRank ? rank + drag.count : rank
    }
    return BoardColumns(
      headers: headers.sorted(), rowCount: columns.rowCount, keepsLastColumn: columns.keepsLastColumn)
  }

  /// The lift whose gap the board shows: the drag, or the rows settling.
  var shownBoardDrag: DragSession? {
    switch interaction {
    case .dragging(let drag, _): return drag
    case .settling(let settle): return settle.view
    case .idle, .pressed, .selectingRange: return nil
    }
  }

  /// Scrolls the board as little as possible to show the focus: its
  /// column sideways, its row within the column.
  mutating func followBoardFocus() {
    guard let geometry = boardLayout else { return }
    let columns = shownBoardColumns
    guard let place = columns.place(of: focus) else { return }
    board.firstColumn = geometry.following(column: place.column)
    let header = shownID(at: columns.headers[place.column])
    let count = columns.cards(of: place.column).count
    let scroll = geometry.scroll(board.scroll(ofHeader: header), showing: place.row ?? 0, count: count)
    board.scrolls[header] = scroll == 0 ? nil : scroll
  }

  /// The shown position under a point: a header or a card; nil off the
  /// board, in a column's gap and below its last card.
  func boardPosition(at point: Point) -> Int? {
    guard let geometry = boardLayout, point.y >= geometry.top,
      point.y < geometry.cardTop + geometry.cardRows, point.x >= 0, point.x < layout.width
    else { return nil }
    let columns = shownBoardColumns
    let column = geometry.column(atX: point.x)
    guard column < columns.columnCount, geometry.xRange(ofColumn: column)?.contains(point.x) == true
    else { return nil }
    let header = columns.headers[column]
    guard let row = geometry.cardRow(atY: point.y, scroll: board.scroll(ofHeader: shownID(at: header)))
    else { return header }
    let cards = columns.cards(of: column)
    return row < cards.count ? cards.lowerBound + row : nil
  }

  /// Where the cell of the shown row at `position` begins on the board
  /// (off screen rows included, as a drag's grab offset needs).
  public func boardOrigin(ofPosition position: Int) -> Point? {
    guard let geometry = boardLayout, let place = shownBoardColumns.place(of: position) else { return nil }
    let x = (place.column - geometry.firstColumn) * geometry.columnWidth
    let columns = shownBoardColumns
    let scroll = board.scroll(ofHeader: shownID(at: columns.headers[place.column]))
    return Point(x: x, y: place.row.map { geometry.cardTop + $0 - scroll } ?? geometry.top)
  }

  /// The id of the item shown at `position`.
  func shownID(at position: Int) -> Int { displayed(at: position).id }
}
