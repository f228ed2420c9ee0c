import ReorderCore

/// A board (`--board`): the sections of a list side by side as columns,
/// cards moved between them. Headers are `--section REGEX`'s lines, else
/// Markdown headings (`^#{1,6} `); a card is one item with the sub-lines
/// and blank lines it carries (``BoardText``); the rows before the first
/// header are the fixed preamble. A header is a column's top row: it is
/// focused like a card, and moves its whole column.
public struct BoardKind: ListKind {
  /// Whether Markdown headings are the headers (no `--section`).
  public var readsHeadings: Bool
  /// Whose Markdown the board is: what else is a header or a fixed part.
  public var format: BoardFormat

  public init(readsHeadings: Bool = true, format: BoardFormat = .plain) {
    self.readsHeadings = readsHeadings
    self.format = format
  }

  public func flags(ofLine line: [UInt8]) -> ItemFlags {
    readsHeadings && BoardText.isHeading(line) ? .header : []
  }

  /// A row's flags from its bytes in place (a card's sub-lines never
  /// change them: a heading's marks are on its first line). In Obsidian's
  /// format the archive's header starts with its `***`, and the settings
  /// footer is locked: it never moves, and nothing moves past it.
  public func flags(ofLoaded line: ItemBytes) -> ItemFlags {
    guard readsHeadings else { return [] }
    if line.withContiguousStorageIfAvailable({ BoardText.isHeading($0) }) == true { return .header }
    guard format == .obsidian else { return [] }
    let first = BoardText.firstLine(of: line)
    if BoardFormat.isSettingsFooter(first) { return .locked }
    if BoardFormat.isThematicBreak(first) && BoardText.isHeading(BoardText.titleLine(of: line)) {
      return .header
    }
    return []
  }

  public func label(of item: ItemBytes) -> ItemLabel? {
    let title = BoardText.title(of: item)
    let text = String(decoding: title, as: UTF8.self)
    return text.isEmpty ? .blankLine : ItemLabel(text: text, cut: .keepingStart)
  }

  public var focusesHeaders: Bool { true }

  /// A header moves its column: `--order` is planned as moves.
  public var movesRowsAlone: Bool { false }

  /// A header lifts its column: the header and its cards.
  public var liftsHeaders: Bool { true }

  public func liftedPositions(at position: Int, in engine: ReorderEngine) -> [Int]? {
    let columns = engine.boardColumns
    guard let place = columns.place(of: position), place.row == nil,
      place.column < columns.movableColumnCount
    else { return nil }
    return Array(columns.span(of: place.column))
  }

  /// A header's column is the first to take cards, even when empty.
  public func firstTargetRank(in list: ReorderList) -> Int { min(list.leadingHeaderRanks, 1) }

  /// The columns side by side, each scrolled on its own.
  public func ownLayout(in engine: ReorderEngine) -> (any KindLayout)? { BoardPlacement(engine: engine) }

  /// After every action the board's viewport follows the focus; its
  /// sideways auto-scroll starts afresh with each pointer drag.
  public func afterAction(on engine: inout ReorderEngine) {
    if engine.drag?.driver != .pointer, engine.boardState.sideScroller.isActive {
      engine.boardState.sideScroller.stop()
    }
    engine.followBoardFocus()
  }

  /// Sideways by columns, and up and down the column under the pointer.
  public func autoScroll(_ drag: DragSession, on engine: inout ReorderEngine) -> Bool {
    engine.autoScrollBoard(drag)
    return true
  }

  public func aim(_ drag: inout DragSession, step: Int, in engine: ReorderEngine) {
    if step == 0 { engine.aimBoard(&drag) }
  }

  public func aimLifted(_ drag: inout DragSession, by move: CursorMove, in engine: ReorderEngine) -> Bool {
    engine.aimBoard(&drag, by: move)
    return true
  }

  /// A lifted column says where it is among the columns.
  public func dragNarration(_ drag: DragSession, in engine: ReorderEngine) -> Narration? {
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
  public func focusNarration(at position: Int, in engine: ReorderEngine) -> Narration? {
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
  public func liftNarration(of positions: [Int], in engine: ReorderEngine) -> Narration? {
    let columns = engine.boardColumns
    guard let first = positions.first, let last = positions.last, last - first == positions.count - 1,
      let place = columns.place(of: first), place.row != nil, columns.place(of: last)?.column == place.column,
      let (row, total) = columns.ordinal(of: first)
    else { return nil }
    return Narrator.liftedCards(
      engine.label(at: first), count: positions.count,
      in: Self.columnName(place.column, of: columns, in: engine.list, engine), row: row, of: total)
  }

  public func narration(over drag: DragSession, label: ItemLabel, in engine: ReorderEngine) -> Narration? {
    let columns = BoardColumns(engine.list)
    guard let landing = columns.landing(of: drag.block, at: drag.targetRank) else { return nil }
    let column = Self.columnName(landing.column, of: columns, in: engine.list, engine)
    return Narrator.movingCards(label, count: drag.count, to: column, row: landing.row + 1, of: landing.count)
  }

  public func summary(ofMove edit: Edit, in engine: ReorderEngine) -> Narration? {
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
