import ReorderCore

/// How a board says what happens: a card counts within its column, a
/// header among the columns, and a move names the columns it goes between.
extension BoardKind {
  public func narration(of moment: NarrationMoment, in context: borrowing KindContext) -> Narration? {
    switch moment {
    case .focus(let position): return focusNarration(at: position, in: context)
    case .lift(let positions, let drag):
      return columnDragNarration(drag, in: context) ?? liftNarration(of: positions, in: context)
    case .drag(let drag):
      return columnDragNarration(drag, in: context)
        ?? (drag.mode == .insert ? cardsDragNarration(drag, in: context) : nil)
    case .move(let edit, let listSentence):
      let sentence = moveNarration(of: edit, in: context)
      guard let note = completionNote(onMove: edit, in: context) else { return sentence }
      return (sentence ?? listSentence).noting(note)
    case .quitQuestion: return nil
    }
  }

  /// A lifted column says where it is among the columns.
  func columnDragNarration(_ drag: DragSession, in context: borrowing KindContext) -> Narration? {
    guard let slot = context.liftedBoardColumn(of: drag), let first = drag.block.first else { return nil }
    let columns = context.boardColumns
    let label = context.label(at: first)
    guard slot != columns.place(of: first)?.column else {
      return Narrator.liftedColumn(label, cards: drag.count - 1, position: slot + 1, of: columns.columnCount)
    }
    return Narrator.movingColumn(label, to: slot + 1, of: columns.columnCount)
  }

  /// The focus counts within its column (a card) or among the columns
  /// (a header), as the counter does.
  func focusNarration(at position: Int, in context: borrowing KindContext) -> Narration? {
    let columns = context.boardColumns
    guard let place = columns.place(of: position), let (ordinal, total) = columns.ordinal(of: position) else {
      return nil
    }
    guard place.row != nil else {
      return Narrator.focusedColumn(
        context.label(at: columns.headers[place.column]), position: ordinal, of: total,
        cards: columns.cards(of: place.column).count)
    }
    return Narrator.focusedCard(
      context.label(at: position), row: ordinal, of: total,
      in: Self.columnName(place.column, of: columns, in: context.list, context))
  }

  /// Cards lifted from one column, in a run, say where they are in it.
  func liftNarration(of positions: [Int], in context: borrowing KindContext) -> Narration? {
    let columns = context.boardColumns
    guard let first = positions.first, let last = positions.last, last - first == positions.count - 1,
      let place = columns.place(of: first), place.row != nil, columns.place(of: last)?.column == place.column,
      let (row, total) = columns.ordinal(of: first)
    else { return nil }
    return Narrator.liftedCards(
      context.label(at: first), count: positions.count,
      in: Self.columnName(place.column, of: columns, in: context.list, context), row: row, of: total)
  }

  /// Cards aimed somewhere name the column and the row they would land at.
  func cardsDragNarration(_ drag: DragSession, in context: borrowing KindContext) -> Narration? {
    let label = context.label(id: Int(drag.ids[drag.grabbedIndex]))
    let columns = BoardColumns(context.list)
    guard let landing = columns.landing(of: drag.block, at: drag.targetRank) else { return nil }
    let column = Self.columnName(landing.column, of: columns, in: context.list, context)
    return Narrator.movingCards(label, count: drag.count, to: column, row: landing.row + 1, of: landing.count)
  }

  /// A move names the columns it leaves and enters, or, for a column, its
  /// new place among them.
  func moveNarration(of edit: Edit, in context: borrowing KindContext) -> Narration? {
    guard case .place(let from, let to) = edit, let first = from.first, let landed = to.first else {
      return nil
    }
    let before = BoardColumns(context.list)
    var list = context.list
    list.apply(edit)
    let after = BoardColumns(list)
    guard let origin = before.place(of: first), let target = after.place(of: landed) else { return nil }
    if origin.row == nil {
      return Narrator.movedColumn(
        context.label(at: first), to: target.column + 1, of: after.columnCount)
    }
    return Narrator.movedCards(
      context.label(at: first), count: from.count,
      from: Self.columnName(origin.column, of: before, in: context.list, context),
      to: Self.columnName(target.column, of: after, in: list, context),
      sameColumn: origin.column == target.column,
      row: (target.row ?? 0) + 1, of: after.cards(of: target.column).count)
  }

  /// A column as a sentence names it: its title, `"Todo"`; where another
  /// column has the same title, with its place too, `column 2 "Todo"` (so
  /// a move between two columns called "Todo" says which is which).
  static func columnName(
    _ index: Int, of columns: BoardColumns, in list: ReorderList, _ context: borrowing KindContext
  )
    -> Narration
  {
    let label = context.label(id: list.id(at: columns.headers[index]))
    let repeated = columns.headers.indices.contains { other in
      other != index && context.label(id: list.id(at: columns.headers[other])).text == label.text
    }
    return repeated ? "column \(index + 1) \(label)" : "\(label)"
  }
}
