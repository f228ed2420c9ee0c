import ReorderCore

/// The board's moves on the engine: each is one range move of the flat
/// order planned by ``BoardColumns``, committed as any move is (undo,
/// log, narration by ``BoardKind/narration(of:in:)``).
extension KindContext {
  var boardColumns: BoardColumns { BoardColumns(list) }

  mutating func focusColumn(by delta: Int) {
    let columns = boardColumns
    guard let place = columns.place(of: focus) else { return }
    let target = min(max(place.column + delta, 0), columns.columnCount - 1)
    guard target != place.column else {
      narration = Narrator.boardEdge(
        columnLabel(place.column, columns), column: true, side: delta < 0 ? "the first" : "the last")
      return
    }
    let cards = columns.cards(of: target)
    if let row = place.row, !cards.isEmpty {
      focus = cards.lowerBound + min(row, cards.count - 1)
    } else {
      focus = columns.headers[target]
    }
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
    narration = focusNarration
  }

  mutating func moveSideways(by delta: Int) {
    let columns = boardColumns
    guard let place = columns.place(of: focus) else { return }
    let target = min(max(place.column + delta, 0), columns.columnCount - 1)
    guard let row = place.row else {
      commitBoard(
        columns.moveColumn(place.column, to: target), columns, edge: delta < 0 ? "the first" : "the last")
      return
    }
    guard let cards = boardCards() else { return }
    commitBoard(
      columns.moveCards(cards, toColumn: target, row: row), columns,
      edge: delta < 0 ? "in the first column" : "in the last column")
  }

  mutating func moveWithinColumn(by delta: Int) {
    let columns = boardColumns
    guard let place = columns.place(of: focus) else { return }
    guard let row = place.row else {
      narration = Narrator.columnsMoveSideways
      return
    }
    guard let cards = boardCards() else { return }
    let others =
      columns.cards(of: place.column).count
      - cards.filter { columns.cards(of: place.column).contains($0) }.count
    let start = cards.firstIndex(of: focus).map { row - $0 } ?? row
    let wanted = min(max(start + delta, 0), others)
    commitBoard(
      columns.moveCards(cards, toColumn: place.column, row: wanted), columns,
      edge: delta < 0 ? "at the top of its column" : "at the bottom of its column")
  }

  mutating func moveToColumnEnd(top: Bool) {
    let columns = boardColumns
    guard let place = columns.place(of: focus) else { return }
    guard place.row != nil else {
      commitBoard(
        columns.moveColumn(place.column, to: top ? 0 : columns.columnCount), columns,
        edge: top ? "the first" : "the last")
      return
    }
    guard let cards = boardCards() else { return }
    commitBoard(
      columns.moveCards(cards, toColumn: place.column, row: top ? 0 : Int.max), columns,
      edge: top ? "at the top of its column" : "at the bottom of its column")
  }

  /// The cards a move takes: the selection, else the focused card; nil
  /// (and said why) when a header is among them.
  private mutating func boardCards() -> [Int]? {
    materializeRange()
    let positions = selection.markedCount > 0 ? selectedPositions() : [focus]
    if let stuck = positions.first(where: { !list.isLiftable($0) }) {
      narration = Narrator.notLiftable(label(at: stuck), position: stuck + 1, header: isHeader(stuck))
      return nil
    }
    return positions.isEmpty ? nil : positions
  }

  /// Commits a planned move, the focus following its row; with no plan,
  /// says the row is already at that `edge`.
  private mutating func commitBoard(_ plan: BoardColumns.Plan?, _ columns: BoardColumns, edge: String) {
    guard let plan else {
      let isColumn = columns.place(of: focus)?.row == nil
      narration = Narrator.boardEdge(label(at: focus), column: isColumn, side: edge)
      return
    }
    let moved = plan.ranks.count
    let index = plan.ranks.contains(focus) ? plan.ranks.countBelow(focus) : 0
    let edit = Edit.place(from: plan.ranks, to: PositionSet(plan.toRank..<(plan.toRank + moved)))
    commit(
      edit,
      summary: Narrator.moved(
        label(at: focus), from: [focus + 1], to: [plan.toRank + index + 1], of: narratedTotal))
    focus = plan.toRank + index
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
  }

  private func columnLabel(_ column: Int, _ columns: BoardColumns) -> ItemLabel {
    label(at: columns.headers[column])
  }
}
