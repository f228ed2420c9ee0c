import ReorderCore

/// The scroll bar, as fzf draws one: when the list is longer than the
/// screen, a thumb in the rightmost column shows how much of the list is
/// on screen (its length) and where (its place); the track stays blank.
/// The thumb is a heavy line: fzf's thin one was easy to miss.
///
///     item 1       ┃      rows 1-8 of 24: a thumb of 2 rows at the top
///     item 2       ┃
///     item 3
///     …
///     item 8
///
/// A list's rows leave that column to the bar (a grid's last cell ends in
/// its gap already). Drawn after the rows and the snapshot, so it shows
/// while a row is dragged and the list auto-scrolls.
enum ScrollBar {
  /// The thumb's rows, counted from the first item row; nil when every
  /// row fits (no bar). Its length is the share of the rows on screen (at
  /// least one); it touches the top only when the list is not scrolled,
  /// the bottom only when it is scrolled to the end.
  ///
  ///     thumb(visibleRows: 8, contentRows: 24, scroll: 0)  == 0..<2
  ///     thumb(visibleRows: 8, contentRows: 24, scroll: 1)  == 1..<3
  ///     thumb(visibleRows: 8, contentRows: 24, scroll: 16) == 6..<8
  static func thumb(visibleRows: Int, contentRows: Int, scroll: Int) -> Range<Int>? {
    guard visibleRows > 0, contentRows > visibleRows else { return nil }
    let length = max(1, visibleRows * visibleRows / contentRows)
    let maxScroll = contentRows - visibleRows
    let scroll = min(max(scroll, 0), maxScroll)
    var start = (visibleRows - length) * scroll / maxScroll
    if scroll > 0 { start = max(start, 1) }
    if scroll < maxScroll { start = min(start, visibleRows - length - 1) }
    start = min(max(start, 0), visibleRows - length)
    return start..<(start + length)
  }

  static func thumb(_ layout: Layout) -> Range<Int>? {
    thumb(visibleRows: layout.visibleRows, contentRows: layout.contentRows, scroll: layout.scroll)
  }

  /// Columns a list row leaves at its right for the bar: 1 when there is a
  /// bar, else 0 (and always 0 in a grid).
  static func reservedColumns(_ layout: Layout) -> Int {
    !layout.isGrid && layout.width > 4 && thumb(layout) != nil ? 1 : 0
  }

  static func draw(_ model: ListScreen, into canvas: inout Canvas) {
    let layout = model.engine.layout
    guard layout.width > 4, let thumb = thumb(layout) else { return }
    let glyph = model.boxDrawing ? "┃" : "|"
    for row in thumb {
      canvas.draw(glyph, at: Point(x: layout.width - 1, y: layout.topInset + row), style: Style(.scrollbar))
    }
  }
}
