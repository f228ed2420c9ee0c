import ReorderCore
import ReorderFrontEnd

/// Draws a board (`--board`) as its columns side by side, in the
/// geometry of ``KindContext/boardLayout``:
///
///     ## Todo (2)     ## Doing (0)    ## Done (1)
///     > write +2        ┄ empty ┄       ship
///       test
///     ◂ 1 more                        2 more ▸
///
/// Each column shows its header (and how many cards it has), then its
/// cards from its own scroll: a card's first line and how many lines it
/// carries (+N). The focused card is in the focus band; an empty column
/// shows its drop zone. While cards are lifted, the shown order has their
/// gap where they would land and the grabbed card floats with the
/// pointer (over its gap when lifted by keys).
enum BoardView {
  static func draw(_ model: ListScreen, into canvas: inout Canvas) {
    let engine = model.engine
    guard let geometry = engine.withKindView({ $0.boardLayout }) else { return }
    let columns = engine.withKindView({ $0.shownBoardColumns })
    for column in geometry.firstColumn..<(geometry.firstColumn + geometry.shownCount)
    where column < columns.columnCount {
      drawColumn(column, of: columns, geometry, model, into: &canvas)
      // Each column's cards move up and down by themselves.
      if let xs = geometry.xRange(ofColumn: column) { canvas.bands.append(xs) }
    }
    drawOffScreen(geometry, into: &canvas)
    drawHold(geometry, model, into: &canvas)
    drawFloating(geometry, model, into: &canvas)
  }

  private static func drawColumn(
    _ column: Int, of columns: BoardColumns, _ geometry: BoardLayout, _ model: ListScreen,
    into canvas: inout Canvas
  ) {
    let engine = model.engine
    guard let xs = geometry.xRange(ofColumn: column) else { return }
    let header = columns.headers[column]
    let (headerID, headerGap) = engine.displayed(at: header)
    let cards = columns.cards(of: column)
    let focusShown = engine.snapshot == nil
    let headerFocused = header == engine.focus && focusShown
    // A lifted column's gap: its header and cards dim where it would land.
    let role: StyleRole = headerGap && !focusShown ? .placeholder : headerFocused ? .focus : .section
    if headerFocused {
      canvas.fill(row: geometry.top, from: xs.lowerBound, to: xs.upperBound, style: Style(.focus))
      canvas.cursor = Point(x: xs.lowerBound, y: geometry.top)
    }
    let count = " \(cards.count)"
    let glyphs = ListView.itemGlyphs(
      engine.list.store, id: headerID, columns: xs.count, tabWidth: model.tabWidth, ansi: model.ansi)
    ListView.drawText(
      glyphs, into: &canvas, x: xs.lowerBound, y: geometry.top, end: xs.upperBound - count.count,
      style: Style(role))
    canvas.draw(
      count, at: Point(x: xs.upperBound - count.count, y: geometry.top),
      style: Style(headerFocused ? .focus : .locked))
    guard !cards.isEmpty else {
      drawDropZone(xs, y: geometry.cardTop, rows: geometry.cardRows, into: &canvas)
      return
    }
    let scroll = engine.withKindView({ $0.board }).scroll(ofHeader: headerID)
    for row in scroll..<min(cards.count, scroll + geometry.cardRows) {
      guard let y = geometry.y(ofCard: row, scroll: scroll) else { continue }
      drawCard(at: cards.lowerBound + row, x: xs, y: y, model, into: &canvas)
    }
    if scroll > 0 {
      canvas.draw("↑", at: Point(x: xs.upperBound - 1, y: geometry.cardTop), style: Style(.locked))
    }
    if cards.count > scroll + geometry.cardRows {
      canvas.draw(
        "↓", at: Point(x: xs.upperBound - 1, y: geometry.cardTop + geometry.cardRows - 1),
        style: Style(.locked))
    }
  }

  private static func drawCard(
    at position: Int, x xs: Range<Int>, y: Int, _ model: ListScreen, into canvas: inout Canvas
  ) {
    let engine = model.engine
    let (id, shownAsGap) = engine.displayed(at: position)
    // Under the floating snapshot (lifted, or gliding into place) the
    // lifted rows are their gap.
    let isPlaceholder = shownAsGap && engine.snapshot != nil
    // The gap is an empty slot, not a dim copy of the card: the snapshot
    // floats beside it, offset by the pointer, and a copy under it showed
    // through as fragments ("Investigate flaky login te… te…").
    if isPlaceholder {
      canvas.fill(row: y, from: xs.lowerBound, to: xs.upperBound - 1, style: Style(.placeholder))
      return
    }
    let focused = position == engine.focus && engine.snapshot == nil
    let selected = engine.isSelected(id: id, displayedAt: position)
    let role: StyleRole = isPlaceholder ? .placeholder : focused ? .focus : selected ? .selected : .normal
    let gutter = UIGeometry.gutter(editing: engine.isEditing)
    if focused {
      canvas.fill(row: y, from: xs.lowerBound, to: xs.upperBound, style: Style(.focus))
      canvas.draw(">", at: Point(x: xs.lowerBound, y: y), style: Style(.pointer))
      canvas.cursor = Point(x: xs.lowerBound + gutter, y: y)
    }
    if selected && !isPlaceholder {
      canvas.draw("•", at: Point(x: xs.lowerBound + 1, y: y), style: Style(focused ? .pointer : .selected))
    }
    let glyphs = ListView.itemGlyphs(
      engine.list.store, id: id, columns: xs.count, tabWidth: model.tabWidth, ansi: model.ansi)
    // The text ends before the "+N" the kind draws, so a cut shows "…".
    let carried = BoardText.carriedLineCount(of: engine.list.store[id])
    let badge = carried > 0 && !isPlaceholder ? " +\(carried)".count : 0
    ListView.drawText(
      glyphs, into: &canvas, x: xs.lowerBound + gutter, y: y, end: xs.upperBound - badge, style: Style(role))
    model.presentation.decorate(
      RowDecoration(
        id: id, x: xs.lowerBound, y: y, textX: xs.lowerBound + gutter, end: xs.upperBound,
        isPlaceholder: isPlaceholder, isFocused: focused),
      of: model, into: &canvas)
  }

  /// An empty column: where a card dropped on it goes.
  private static func drawDropZone(_ xs: Range<Int>, y: Int, rows: Int, into canvas: inout Canvas) {
    guard rows > 0 else { return }
    let label = "┄ empty ┄"
    let x = xs.lowerBound + max(0, (xs.count - label.count) / 2)
    canvas.draw(label, at: Point(x: x, y: y), limit: xs.upperBound, style: Style(.placeholder))
  }

  /// "◂ 2 more" and "3 more ▸" on the last row when columns are off screen.
  private static func drawOffScreen(_ geometry: BoardLayout, into canvas: inout Canvas) {
    guard let y = geometry.moreRow else { return }
    if geometry.hiddenLeft > 0 {
      canvas.draw("◂ \(geometry.hiddenLeft) more", at: Point(x: 0, y: y), style: Style(.statusAccent))
    }
    if geometry.hiddenRight > 0 {
      let text = "\(geometry.hiddenRight) more ▸"
      canvas.draw(text, at: Point(x: canvas.width - text.count, y: y), style: Style(.statusAccent))
    }
  }

  /// The grabbed card, raised: at the pointer (where it was grabbed), over
  /// its gap when lifted by keys, on its way there as it settles; "+N"
  /// for the other lifted cards, or alone for the lines it carries. A
  /// lifted column floats whole, its header on the headers' row.
  private static func drawFloating(_ geometry: BoardLayout, _ model: ListScreen, into canvas: inout Canvas) {
    let engine = model.engine
    guard let snapshot = engine.snapshot,
      let gap = engine.withKindView({ $0.boardOrigin(ofPosition: engine.focus) })
    else {
      return
    }
    let origin: Point
    if let drag = engine.drag {
      origin =
        drag.driver == .pointer
        ? Point(x: drag.pointer.x - drag.grabOffset.x, y: drag.pointer.y - drag.grabOffset.y) : gap
    } else {
      origin = snapshot.origin
    }
    let width = max(1, geometry.columnWidth - 1)
    let x = min(max(origin.x, 0), max(canvas.width - width, 0))
    if let slot = engine.withKindView({ $0.liftedBoardColumn }) {
      drawFloatingColumn(slot, x: x, geometry, model, into: &canvas)
      return
    }
    let y = min(max(origin.y, geometry.cardTop), geometry.cardTop + max(geometry.cardRows - 1, 0))
    // One card shows the lines it carries, as in its column; more cards,
    // how many more travel with it.
    let id = Int(snapshot.ids[snapshot.grabbedIndex])
    let count = snapshot.ids.count + snapshot.carried
    let carried = BoardText.carriedLineCount(of: engine.list.store[id])
    let badge = count > 1 ? " +\(count - 1)" : carried > 0 ? " +\(carried)" : ""
    ListView.drawRaised(
      model, id: id, badge: badge, x: x, y: y, width: width,
      top: geometry.cardTop, bottom: geometry.cardTop + geometry.cardRows, into: &canvas)
    canvas.cursor = Point(x: x + UIGeometry.gutter(editing: engine.isEditing), y: y)
  }

  /// A lifted column raised at `x`: its header and the cards its scroll
  /// shows, over the other columns.
  private static func drawFloatingColumn(
    _ slot: Int, x: Int, _ geometry: BoardLayout, _ model: ListScreen, into canvas: inout Canvas
  ) {
    let engine = model.engine
    let columns = engine.withKindView({ $0.shownBoardColumns })
    guard slot < columns.columnCount else { return }
    let width = max(1, geometry.columnWidth - 1)
    let bottom = geometry.cardTop + geometry.cardRows
    let headerID = engine.displayed(at: columns.headers[slot]).id
    let cards = columns.cards(of: slot)
    ListView.drawRaised(
      model, id: headerID, badge: " \(cards.count)", x: x, y: geometry.top, width: width, top: geometry.top,
      bottom: bottom, into: &canvas)
    let scroll = engine.withKindView({ $0.board }).scroll(ofHeader: headerID)
    for row in scroll..<min(cards.count, scroll + geometry.cardRows) {
      guard let y = geometry.y(ofCard: row, scroll: scroll) else { continue }
      let id = engine.displayed(at: cards.lowerBound + row).id
      let carried = BoardText.carriedLineCount(of: engine.list.store[id])
      ListView.drawRaised(
        model, id: id, badge: carried > 0 ? " +\(carried)" : "", x: x, y: y, width: width,
        top: geometry.cardTop, bottom: bottom, into: &canvas)
    }
    if cards.isEmpty, geometry.cardRows > 0 {
      canvas.fill(row: geometry.cardTop, from: x, to: min(x + width, canvas.width), style: Style(.snapshot))
    }
    canvas.cursor = Point(x: x, y: geometry.top)
  }

  /// A card held on its way to lifting takes on the lifted look from the
  /// left (``HoldFeedback``'s, in its column).
  private static func drawHold(_ geometry: BoardLayout, _ model: ListScreen, into canvas: inout Canvas) {
    guard let progress = model.engine.holdProgress,
      let origin = model.engine.withKindView({ $0.boardOrigin(ofPosition: progress.position) }),
      origin.y >= geometry.top, origin.y < geometry.cardTop + geometry.cardRows
    else { return }
    let width = max(1, geometry.columnWidth - 1)
    let raised = max(1, Int((Double(width) * progress.fraction).rounded()))
    canvas.restyle(row: origin.y, from: origin.x, to: origin.x + raised) { $0.role = .snapshot }
    canvas.draw("░", at: origin, style: Style(.shade))
  }
}
