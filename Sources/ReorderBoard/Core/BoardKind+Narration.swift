import ReorderCore

/// How a board says what happens: a card counts within its column, a
/// header among the columns, and a move names the columns it goes between.
extension BoardKind {
  public func narration(of moment: NarrationMoment, in engine: ReorderEngine) -> Narration? {
    switch moment {
    case .focus(let position): return focusNarration(at: position, in: engine)
    case .lift(let positions, let drag):
      return columnDragNarration(drag, in: engine) ?? liftNarration(of: positions, in: engine)
    case .drag(let drag):
      return columnDragNarration(drag, in: engine)
        ?? (drag.mode == .insert ? cardsDragNarration(drag, in: engine) : nil)
    case .move(let edit, let listSentence):
      let sentence = moveNarration(of: edit, in: engine)
      guard let note = completionNote(onMove: edit, in: engine) else { return sentence }
      return (sentence ?? listSentence).noting(note)
    case .quitQuestion: return nil
    }
  }

  /// A lifted column says where it is among the columns.
  func columnDragNarration(_ drag: DragSession, in engine: ReorderEngine) -> Narration? {
    guard let slot = engine.liftedBoardColumn(of: drag), let first = drag.block.first else { return nil }
    let columns = engine.boardColumns
    let label = engine.label(at: first)
    guard slot != columns.place(of: first)?.column else {
      return Narrator.liftedColumn(label, cards: drag.count - 1, position: slot + 1, of: columns.columnCount)
    }
    return Narrator.movingColumn(label, to: slot + 1, of: columns.columnCount)
  }

  /// The focus counts within its column (a card) or among the columns
  /// (a header), as the counter does.
  func focusNarration(at position: Int, in engine: ReorderEngine) -> Narration? {
    let columns = engine.boardColumns
    guard let place = columns.place(of: position), let (ordinal, total) = columns.ordinal(of: position) else {
      return nil
    }
    guard place.row != nil else {
      return Narrator.focusedColumn(
        engine.label(at: columns.headers[place.column]), position: ordinal, of: total,
        cards: columns.cards(of: place.column).count)
    }
    return Narrator.focusedCard(
      engine.label(at: position), row: ordinal, of: total,
      in: Self.columnName(place.column, of: columns, in: engine.list, engine))
  }

  /// Cards lifted from one column, in a run, say where they are in it.
  func liftNarration(of positions: [Int], in engine: ReorderEngine) -> Narration? {
    let columns = engine.boardColumns
    guard let first = positions.first, let last = positions.last, last - first == positions.count - 1,
      let place = columns.place(of: first), place.row != nil, columns.place(of: last)?.column == place.column,
      let (row, total) = columns.ordinal(of: first)
    else { return nil }
    return Narrator.liftedCards(
      engine.label(at: first), count: positions.count,
      in: Self.columnName(place.column, of: columns, in: engine.list, engine), row: row, of: total)
  }

  /// Cards aimed somewhere name the column and the row they would land at.
  func cardsDragNarration(_ drag: DragSession, in engine: ReorderEngine) -> Narration? {
    let label = engine.label(id: Int(drag.ids[drag.grabbedIndex]))
    let columns = BoardColumns(engine.list)
    guard let landing = columns.landing(of: drag.block, at: drag.targetRank) else { return nil }
    let column = Self.columnName(landing.column, of: columns, in: engine.list, engine)
    return Narrator.movingCards(label, count: drag.count, to: column, row: landing.row + 1, of: landing.count)
  }

  /// A move names the columns it leaves and enters, or, for a column, its
  /// new place among them.
  func moveNarration(of edit: Edit, in engine: ReorderEngine) -> Narration? {
    guard case .place(let from, let to) = edit, let first = from.first, let landed = to.first else {
      return nil
    }
    let before = BoardColumns(engine.list)
    var list = engine.list
    list.apply(edit)
    let after = BoardColumns(list)
    guard let origin = before.place(of: first), let target = after.place(of: landed) else { return nil }
    let column = { (columns: BoardColumns, list: ReorderList, index: Int) in
      Self.columnName(index, of: columns, in: list, engine)
    }
    if origin.row == nil {
      return Narrator.movedColumn(
        engine.label(at: first), to: target.column + 1, of: after.columnCount)
    }
    return Narrator.movedCards(
      engine.label(at: first), count: from.count, from: column(before, engine.list, origin.column),
      to: column(after, list, target.column), sameColumn: origin.column == target.column,
      row: (target.row ?? 0) + 1, of: after.cards(of: target.column).count)
  }

  /// A column as a sentence names it: its title, `"Todo"`; where another
  /// column has the same title, with its place too, `column 2 "Todo"` (so
  /// a move between two columns called "Todo" says which is which).
  static func columnName(
    _ index: Int, of columns: BoardColumns, in list: ReorderList, _ engine: ReorderEngine
  )
    -> Narration
  {
    let label = engine.label(id: list.id(at: columns.headers[index]))
    let repeated = columns.headers.indices.contains { other in
      other != index && engine.label(id: list.id(at: columns.headers[other])).text == label.text
    }
    return repeated ? "column \(index + 1) \(label)" : "\(label)"
  }
}
