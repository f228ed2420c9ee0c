import ReorderCore

/// A drag on a board: where the pointer or the arrows aim a lifted card
/// (the row under the pointer in the column under it; by keys up and down
/// within its column, sideways into the next column at the same row) or
/// a lifted column (the place among the columns under the pointer), and
/// the edge auto-scroll: sideways by columns, up and down the column under
/// the pointer. Targets are ranks of the flat order, as for any drag:
///
///     flat:    ## A  a1  a2  ## B  b1  ## C        lift a1 (block {1})
///     staying: ## A  a2  ## B  b1  ## C            ranks 0 1 2 3 4
///     B, row 1 → target 2 + 1 + 1 = 4:  ## A a2 ## B b1 [a1] ## C
///
/// A column's lift (its header and cards) aims at another column's header
/// among the rows that stay, or the end.
extension KindContext {
  /// Whether `drag` lifted a column (its first row is a header).
  func isColumnDrag(_ drag: DragSession) -> Bool {
    guard let first = drag.block.first else { return false }
    return isHeader(first)
  }

  /// The lifted column's place among the columns shown, while a column
  /// is dragged; nil otherwise.
  public var liftedBoardColumn: Int? { shownBoardDrag.flatMap { liftedBoardColumn(of: $0) } }

  /// The place among the columns shown of a column lifted by `drag`.
  func liftedBoardColumn(of drag: DragSession) -> Int? {
    guard boardLayout != nil, isColumnDrag(drag) else { return nil }
    return columnSlot(of: drag)
  }

  // MARK: - Aiming

  /// Aims a pointer drag at what is under its pointer (a keyboard lift,
  /// just lifted, stays where it is).
  func aimBoard(_ drag: inout DragSession) {
    guard let geometry = boardLayout else { return }
    if isColumnDrag(drag) {
      guard drag.driver == .pointer else {
        drag.targetRank = drag.block.first ?? drag.targetRank
        return
      }
      drag.targetRank = columnTarget(slot: geometry.column(atX: drag.pointer.x), for: drag)
      return
    }
    guard drag.driver == .pointer else { return }
    let column = min(geometry.column(atX: drag.pointer.x), boardColumns.columnCount - 1)
    guard column >= 0 else { return }
    let header = shownBoardColumns.headers[column]
    let scroll = board.scroll(ofHeader: shownID(at: header))
    // The header's row is the column's top; below its last card, its end.
    let row = geometry.cardRow(atY: drag.pointer.y, scroll: scroll) ?? 0
    drag.targetRank = cardTarget(column: column, row: row, for: drag)
  }

  /// Moves a keyboard lift by `move`: a card up and down its column
  /// (pages by the rows shown, `g`/`G` its ends) or sideways to the same
  /// row of another column (or its end); a column sideways.
  func aimBoard(_ drag: inout DragSession, by move: CursorMove) {
    guard let geometry = boardLayout else { return }
    let columns = boardColumns
    if isColumnDrag(drag) {
      let slot = columnSlot(of: drag)
      let wanted: Int
      switch move {
      case .horizontal(let n): wanted = slot + n
      case .first: wanted = 0
      case .last: wanted = columns.columnCount
      case .to(let position): wanted = columns.place(of: position)?.column ?? slot
      case .vertical, .pageUp, .pageDown: wanted = slot  // a column moves sideways only
      }
      drag.targetRank = columnTarget(slot: wanted, for: drag)
      return
    }
    guard let landing = columns.landing(of: drag.block, at: drag.targetRank) else { return }
    var column = landing.column
    var row = landing.row
    switch move {
    case .vertical(let n): row += n
    case .horizontal(let n): column = min(max(column + n, 0), columns.columnCount - 1)
    case .pageUp: row -= max(geometry.cardRows - 1, 1)
    case .pageDown: row += max(geometry.cardRows - 1, 1)
    case .first: row = 0
    case .last: row = Int.max - drag.count
    case .to(let position):
      guard let place = columns.place(of: position) else { return }
      (column, row) = (place.column, place.row ?? 0)
    }
    drag.targetRank = cardTarget(column: column, row: row, for: drag)
  }

  /// The target rank that puts lifted cards in `column` before its
  /// `row`th staying card (clamped: past the end is the end).
  private func cardTarget(column: Int, row: Int, for drag: DragSession) -> Int {
    let columns = boardColumns
    let header = columns.headers[column]
    let headerRank = header - drag.block.countBelow(header)
    let span = columns.cards(of: column)
    let staying =
      span.count - (drag.block.countBelow(span.upperBound) - drag.block.countBelow(span.lowerBound))
    return headerRank + 1 + min(max(row, 0), staying)
  }

  /// The target rank that shows a lifted column at place `slot` among the
  /// columns (clamped): before the header of the other column there, or
  /// after the last one.
  private func columnTarget(slot: Int, for drag: DragSession) -> Int {
    let columns = boardColumns
    let others = columns.headers.filter { !drag.block.contains($0) }
    let slot = min(max(slot, 0), others.count - (columns.keepsLastColumn ? 1 : 0))
    guard slot < others.count else { return list.movableCount - drag.count }
    return others[slot] - drag.block.countBelow(others[slot])
  }

  /// The lifted column's place among the columns shown: how many other
  /// columns come before its target.
  private func columnSlot(of drag: DragSession) -> Int {
    boardColumns.headers.filter { header in
      !drag.block.contains(header) && header - drag.block.countBelow(header) < drag.targetRank
    }.count
  }

  // MARK: - Auto-scroll

  /// Holding a dragged card or column near an edge: sideways by columns
  /// when some are off screen, and (for a card) up or down the column under
  /// the pointer, each by depth into its edge (``AutoScroller``); then
  /// aims at what is under the pointer now.
  mutating func autoScrollBoard(_ drag: DragSession) {
    guard let geometry = boardLayout else { return }
    var moved = false
    let columns = boardState.sideScroller.tick(row: drag.pointer.x, rows: layout.width, time: now)
    if columns != 0 {
      let first = min(max(board.firstColumn + columns, 0), geometry.columnCount - geometry.shownCount)
      if first != board.firstColumn {
        board.firstColumn = first
        moved = true
      }
    }
    if !isColumnDrag(drag) {
      let rows = autoScroller.tick(
        row: drag.pointer.y - geometry.cardTop, rows: geometry.cardRows, time: now)
      if rows != 0, let column = columnUnderPointer(drag.pointer) {
        let shown = shownBoardColumns
        let header = shownID(at: shown.headers[column])
        let scroll = board.scroll(ofHeader: header)
        let count = shown.cards(of: column).count
        let scrolled = min(max(scroll + rows, 0), max(count - geometry.cardRows, 0))
        if scrolled != scroll {
          board.scrolls[header] = scrolled == 0 ? nil : scrolled
          moved = true
        }
      }
    }
    if moved { aimPointerDrag() }
  }

  /// Whether a pointer drag at `point` is in an edge zone (ticks due).
  func boardScrolls(at point: Point, for drag: DragSession) -> Bool {
    guard let geometry = boardLayout else { return false }
    if geometry.shownCount < geometry.columnCount,
      boardState.sideScroller.zone(row: point.x, rows: layout.width).direction != 0
    {
      return true
    }
    return !isColumnDrag(drag)
      && autoScroller.zone(row: point.y - geometry.cardTop, rows: geometry.cardRows).direction != 0
  }

  /// The shown column under a pointer.
  private func columnUnderPointer(_ point: Point) -> Int? {
    guard let geometry = boardLayout else { return nil }
    let column = geometry.column(atX: point.x)
    return column < shownBoardColumns.columnCount ? column : nil
  }
}

extension AutoScroller {
  /// A board's sideways auto-scroll: 4 cells at each side, a column a
  /// second on the inner cell, 8 on the outermost (speeding up as it is
  /// held there), so a person can stop on a column.
  static var boardSideways: AutoScroller { AutoScroller(edgeRows: 4, crawlSpeed: 1, speedOctaves: 3) }
}
