import ReorderCore

/// Draws a ``ListScreen`` (what the model shows) into a ``Canvas``: the
/// rows (a list or a grid), the floating snapshot, the status line and the
/// help overlay.
///
/// A list row is a two-column gutter and the item's text:
///
///     > focused item        ← pointer in column 0, the row in a band
///     • selected item       ← selection mark in column 1
///       plain item
///     ░ lifted item         ← the snapshot: shade, then raised text
///
/// Nothing an item contains reaches the terminal as control: every item
/// goes through ``DisplayText``.
public enum ListView {
  /// The list alone, on a canvas the size of its part of the screen.
  static func renderList(_ model: ListScreen) -> Canvas {
    let layout = model.engine.layout
    var canvas = Canvas(width: layout.width, height: layout.height)
    guard layout.width >= 4 && layout.visibleRows >= 1 else {
      drawTooSmall(into: &canvas)
      return canvas
    }
    if let review = model.reviewScreen {
      drawReview(review, model, into: &canvas)
      return canvas
    }
    HeaderLabel.draw(model, into: &canvas)
    drawFixedHeader(model, into: &canvas)
    // A kind that lays its rows out its own way (a board) draws them all.
    if !model.presentation.drawRows(of: model, into: &canvas) {
      drawRows(model, into: &canvas)
      HoldFeedback.draw(model, into: &canvas)
      drawSnapshot(model, into: &canvas)
      ScrollBar.draw(model, into: &canvas)
    }
    drawStatus(model, into: &canvas)
    if model.showHelp { drawHelp(model, into: &canvas) }
    return canvas
  }

  // MARK: - Rows

  static func drawRows(_ model: ListScreen, into canvas: inout Canvas) {
    let engine = model.engine
    let layout = engine.layout
    let snapshotHidesFocus = engine.snapshot != nil
    let gutter = UIGeometry.gutter(editing: engine.isEditing)
    let matcher = model.highlightedQuery.map { TextMatcher($0, ignoringCodes: model.ansi) }
    let shownFocus = engine.shownFocus
    for position in layout.visiblePositions {
      guard let (origin, end) = rowFrame(ofShown: position, in: layout) else { continue }
      let (id, isPlaceholder) = engine.displayed(at: position)
      let flags = engine.list.flags(ofID: id)
      let focused = position == shownFocus && !snapshotHidesFocus
      let selected = engine.isSelected(id: id, displayedAt: position)
      let cellWidth = end - origin.x
      let (glyphs, matches) = itemGlyphs(
        engine.list.store, id: id, columns: cellWidth, tabWidth: model.tabWidth, ansi: model.ansi,
        matcher: isPlaceholder ? nil : matcher, fields: model.displayFields)

      let role: StyleRole
      if isPlaceholder {
        role = .placeholder
      } else if flags.contains(.header) {
        // Only a kind that focuses headers (a board's column) has one focused.
        role = focused ? .focus : .section
      } else if focused {
        role = .focus
      } else if selected {
        role = .selected
      } else if flags.contains(.locked) {
        role = .locked
      } else {
        role = .normal
      }
      let x = origin.x
      let y = origin.y
      let textX = x + gutter + model.presentation.textIndent(ofID: id, of: model)
      if focused { canvas.cursor = Point(x: flags.contains(.header) ? x : x + gutter, y: y) }
      // A new canvas is all normal blanks already: only the focus band
      // needs filling (a fill is a cell write per column, 40 rows a frame).
      if role == .focus { canvas.fill(row: y, from: x, to: end, style: Style(.focus)) }
      if flags.contains(.header) && !isPlaceholder {
        drawText(glyphs, into: &canvas, x: x, y: y, end: end, style: Style(role))
        continue
      }
      if focused { canvas.draw(">", at: Point(x: x, y: y), style: Style(.pointer)) }
      if selected && !isPlaceholder {
        canvas.draw("•", at: Point(x: x + 1, y: y), style: Style(focused ? .pointer : .selected))
      }
      if engine.isEditing && UIGeometry.showsDeleteMark(flags, isPlaceholder: isPlaceholder) {
        let mark = Point(x: x + UIGeometry.deleteMarkColumns.lowerBound, y: y)
        canvas.draw("[x]", at: mark, limit: end, style: Style(.deleteMark))
      }
      drawText(glyphs, into: &canvas, x: textX, y: y, end: end, style: Style(role))
      model.presentation.decorate(
        RowDecoration(
          id: id, x: x, y: y, textX: textX, end: end, isPlaceholder: isPlaceholder, isFocused: focused),
        of: model, into: &canvas)
      SearchHighlight.mark(
        matches, of: glyphs, into: &canvas, x: textX, y: y, end: end,
        role: role == .focus ? .focusMatch : .match)
    }
  }

  /// Where the row at the layout's index `position` is drawn: its first
  /// cell (the gutter's) and the cell after its last (a grid's cell, or
  /// the row up to the scroll bar); nil when it is not on the screen.
  public static func rowFrame(ofShown position: Int, in layout: Layout) -> (origin: Point, end: Int)? {
    guard let origin = layout.origin(ofPosition: position) else { return nil }
    let width = layout.isGrid ? layout.cellWidth - 1 : layout.width - ScrollBar.reservedColumns(layout)
    return (origin, origin.x + width)
  }

  /// The fixed header lines (`--header-lines`) above the list, below the
  /// `--header` label.
  static func drawFixedHeader(_ model: ListScreen, into canvas: inout Canvas) {
    let engine = model.engine
    let label = min(model.headerLabel.count, engine.layout.topInset)
    let rows = engine.layout.topInset - label
    let fixed = engine.list.fixedIDs
    for row in 0..<min(rows, fixed.count) {
      let glyphs = itemGlyphs(
        engine.list.store, id: fixed.lowerBound + row, columns: canvas.width, tabWidth: model.tabWidth,
        ansi: model.ansi, fields: model.displayFields)
      drawText(
        glyphs, into: &canvas, x: UIGeometry.gutter, y: engine.layout.headerRow(label + row),
        end: canvas.width,
        style: Style(.fixedHeader))
    }
  }

  /// Draws an item's glyphs in `x..<end`, with "…" in the last cell if it
  /// does not fit.
  static func drawText(_ glyphs: [Glyph], into canvas: inout Canvas, x: Int, y: Int, end: Int, style: Style) {
    guard end > x else { return }
    let fitted = DisplayText.fit(glyphs, columns: end - x)
    canvas.draw(fitted.glyphs, at: x, row: y, limit: end, style: style)
  }

  /// An item's glyphs, enough for `columns` cells; a trailing CR (a CRLF
  /// file) is not shown. With `ansi` (`--ansi`) its colour codes become
  /// the glyphs' styles; how they combine with the row's role is
  /// ``Theme/look(for:)``'s decision.
  public static func itemGlyphs(
    _ store: ItemStore, id: Int, columns: Int, tabWidth: Int, ansi: Bool = false, fields: FieldSelector? = nil
  ) -> [Glyph] {
    itemGlyphs(store, id: id, columns: columns, tabWidth: tabWidth, ansi: ansi, matcher: nil, fields: fields)
      .glyphs
  }

  /// The same, and the glyphs that show a match of `matcher`
  /// (``SearchHighlight``).
  static func itemGlyphs(
    _ store: ItemStore, id: Int, columns: Int, tabWidth: Int, ansi: Bool, matcher: TextMatcher?,
    fields: FieldSelector? = nil
  ) -> (glyphs: [Glyph], matches: [Range<Int>]) {
    store.withBytes(of: id) { whole in
      // A row shows its first line: only a board's rows (cards with their
      // sub-lines) hold a line end when lines are the items.
      let bytes =
        store.separator == 0x0A
        ? UnsafeBufferPointer(rebasing: whole[..<(whole.firstIndex(of: 0x0A) ?? whole.count)]) : whole
      guard let fields else {
        return textGlyphs(bytes, columns: columns, tabWidth: tabWidth, ansi: ansi, matcher: matcher)
      }
      return fields.displayed(Array(bytes), ansi: ansi).withUnsafeBufferPointer {
        textGlyphs($0, columns: columns, tabWidth: tabWidth, ansi: ansi, matcher: matcher)
      }
    }
  }

  /// The glyphs of an item's text (as shown: `--with-nth`'s fields).
  private static func textGlyphs(
    _ bytes: UnsafeBufferPointer<UInt8>, columns: Int, tabWidth: Int, ansi: Bool, matcher: TextMatcher?
  ) -> (glyphs: [Glyph], matches: [Range<Int>]) {
    var slice = bytes[...]
    if slice.last == 0x0D { slice = slice.dropLast() }
    let text = UnsafeBufferPointer(rebasing: slice)
    guard let matcher else {
      return (DisplayText.glyphs(text, tabWidth: tabWidth, maxColumns: columns + 1, ansi: ansi), [])
    }
    let (glyphs, sources) = DisplayText.glyphsAndSources(
      text, tabWidth: tabWidth, maxColumns: columns + 1, ansi: ansi)
    return (glyphs, SearchHighlight.glyphRanges(matcher, text: text, sources: sources))
  }

  // MARK: - Snapshot

  static func drawSnapshot(_ model: ListScreen, into canvas: inout Canvas) {
    let engine = model.engine
    guard let snapshot = engine.snapshot else { return }
    let layout = engine.layout
    let top = layout.itemTop
    let bottom = layout.itemTop + layout.visibleRows
    if layout.isGrid {
      let id = Int(snapshot.ids[snapshot.grabbedIndex])
      let badge = snapshot.ids.count > 1 ? " +\(snapshot.ids.count - 1)" : ""
      drawRaised(
        model, id: id, badge: badge, x: snapshot.origin.x, y: snapshot.origin.y,
        width: layout.cellWidth - 1, top: top, bottom: bottom, into: &canvas)
      return
    }
    if engine.isDragging && snapshot.origin.y >= top && snapshot.origin.y < bottom {
      let gutter = UIGeometry.gutter(editing: engine.isEditing)
      canvas.cursor = Point(x: (layout.isGrid ? snapshot.origin.x : 0) + gutter, y: snapshot.origin.y)
    }
    // Only the rows on screen: a lifted subtree may hold 100,000.
    let step = layout.rowStep
    for y in top..<bottom where (y - snapshot.origin.y) % step == 0 {
      let index = snapshot.grabbedIndex + (y - snapshot.origin.y) / step
      guard index >= 0 && index < snapshot.ids.count else { continue }
      // A folded lift (a tree's subtree) says how many rows travel with it.
      let badge =
        snapshot.carried > 0 ? " +\(snapshot.carried) \(snapshot.carried == 1 ? "row" : "rows")" : ""
      drawRaised(
        model, id: Int(snapshot.ids[index]), badge: badge, x: 0, y: y,
        width: layout.width - ScrollBar.reservedColumns(layout), top: top, bottom: bottom, into: &canvas)
    }
  }

  /// The raised row: a shade cell, then the text in reverse and bold over
  /// the rest of the cell.
  static func drawRaised(
    _ model: ListScreen, id: Int, badge: String, x: Int, y: Int, width: Int, top: Int, bottom: Int,
    into canvas: inout Canvas
  ) {
    guard y >= top && y < bottom else { return }
    let end = min(x + width, canvas.width)
    canvas.fill(row: y, from: x, to: end, style: Style(.snapshot))
    canvas.draw("░", at: Point(x: x, y: y), style: Style(.shade))
    let glyphs = model.presentation.snapshotGlyphs(
      itemGlyphs(
        model.engine.list.store, id: id, columns: width, tabWidth: model.tabWidth, ansi: model.ansi,
        fields: model.displayFields), id: id, of: model)
    let badgeGlyphs = DisplayText.glyphs(badge)
    let textEnd = end - badgeGlyphs.count
    let gutter = UIGeometry.gutter(editing: model.engine.isEditing)
    drawText(glyphs, into: &canvas, x: x + gutter, y: y, end: textEnd, style: Style(.snapshot))
    canvas.draw(badgeGlyphs, at: textEnd, row: y, limit: end, style: Style(.snapshot))
  }

  // MARK: - Status line

  static func drawStatus(_ model: ListScreen, into canvas: inout Canvas) {
    StatusLine(model, width: canvas.width, height: canvas.height).draw(into: &canvas)
  }

  // MARK: - Review

  static func drawReview(_ screen: ReviewScreen, _ model: ListScreen, into canvas: inout Canvas) {
    let review = screen.review
    let title = " Review: \(review.summary) " + (review.hasChanges ? "" : "(nothing changed) ")
    canvas.fill(row: 0, style: Style(.panelTitle))
    canvas.draw(title, at: Point(x: 0, y: 0), style: Style(.panelTitle))
    canvas.cursor = Point(x: 1, y: 0)
    let digits = String(max(review.rows.count, 1)).count
    let rows = max(0, canvas.height - 2)
    for (offset, row) in review.rows.dropFirst(screen.scroll).prefix(rows).enumerated() {
      let y = 1 + offset
      let old = row.oldPosition > 0 ? String(row.oldPosition) : "+"
      let new = row.newPosition.map(String.init) ?? "✗"
      let padOld = String(repeating: " ", count: max(0, digits - old.count)) + old
      let padNew = new + String(repeating: " ", count: max(0, digits - new.count))
      let mark =
        row.newPosition == nil ? "-" : row.moved ? "*" : row.edited ? "~" : row.oldPosition == 0 ? "+" : " "
      let role: StyleRole =
        row.newPosition == nil
        ? .locked : (row.moved || row.edited || row.oldPosition == 0) ? .changed : .normal
      let prefix = "\(mark) \(padOld) → \(padNew)  "
      let x = canvas.draw(prefix, at: Point(x: 0, y: y), style: Style(role))
      let glyphs = itemGlyphs(
        model.engine.list.store, id: row.id, columns: canvas.width - x, tabWidth: model.tabWidth,
        ansi: model.ansi, fields: model.displayFields)
      drawText(glyphs, into: &canvas, x: x, y: y, end: canvas.width, style: Style(role))
    }
    let y = canvas.height - 1
    canvas.fill(row: y, style: Style(.status))
    let hint = " * moved  ~ edited  + new  - deleted · Enter accept · Esc back"
    canvas.draw(hint, at: Point(x: 0, y: y), style: Style(.status))
  }

  // MARK: - Help

  /// What the help says for the model: its bindings, in its mode.
  static func keyHelp(_ model: ListScreen) -> KeyHelp {
    KeyHelp(
      bindings: model.bindings, kind: model.presentation, confirmBeforeAccept: model.confirmBeforeAccept,
      otherKinds: model.otherKinds)
  }

  /// The help's box width on a screen `width` columns wide, and its rows
  /// (the text wrapped inside the box).
  static func helpLayout(_ model: ListScreen, width: Int) -> (boxWidth: Int, rows: [KeyHelp.Line]) {
    let box = keyHelp(model).box(width: width)
    return (box.width, box.rows)
  }

  static func drawHelp(_ model: ListScreen, into canvas: inout Canvas) {
    let (keyWidth, actionWidth) = keyHelp(model).columnWidths()
    let (boxWidth, lines) = helpLayout(model, width: canvas.width)
    let boxHeight = min(canvas.height, lines.count + 3)
    let x0 = (canvas.width - boxWidth) / 2
    let y0 = max(0, (canvas.height - boxHeight) / 2)
    let rows = max(0, boxHeight - 2)
    let scrolls = lines.count > rows
    for y in y0..<(y0 + boxHeight) { canvas.fill(row: y, from: x0, to: x0 + boxWidth, style: Style(.panel)) }
    PanelFrame.draw(
      into: &canvas, x: x0, y: y0, width: boxWidth, height: boxHeight, boxDrawing: model.boxDrawing)
    let title = scrolls ? " reorder keys (↑↓ scroll, other keys close) " : " reorder keys (any key closes) "
    canvas.draw(title, at: Point(x: x0 + 1, y: y0), limit: x0 + boxWidth, style: Style(.panelTitle))
    canvas.cursor = Point(x: min(x0 + 2, canvas.width - 1), y: y0)
    let end = x0 + boxWidth - 1
    for (i, line) in lines.dropFirst(model.helpScroll).prefix(rows).enumerated() {
      let y = y0 + 1 + i
      canvas.draw(line.keys, at: Point(x: x0 + 2, y: y), limit: end, style: Style(.panelTitle))
      canvas.draw(line.action, at: Point(x: x0 + 4 + keyWidth, y: y), limit: end, style: Style(.panel))
      canvas.draw(
        line.text, at: Point(x: x0 + 6 + keyWidth + actionWidth, y: y), limit: end, style: Style(.panel))
    }
    if scrolls {
      let shown = "\(model.helpScroll + 1)–\(min(model.helpScroll + rows, lines.count)) of \(lines.count) "
      canvas.draw(
        shown, at: Point(x: x0 + boxWidth - shown.count - 1, y: y0 + boxHeight - 1), limit: x0 + boxWidth,
        style: Style(.panelTitle))
    }
  }

  static func drawTooSmall(into canvas: inout Canvas) {
    guard canvas.height > 0 else { return }
    let notices = tooSmallNotices(width: canvas.width, height: canvas.height)
    let message = notices.first { DisplayText.glyphs($0).count <= canvas.width } ?? "…"
    canvas.draw(message, at: Point(x: 0, y: 0), style: Style(.status))
  }

  /// What to say when no row fits, longest first: the longest that fits
  /// is shown (down to "…" in a single column).
  static func tooSmallNotices(width: Int, height: Int) -> [String] {
    ["terminal too small (\(width)×\(height))", "too small (\(width)×\(height))", "too small", "small", "…"]
  }
}
