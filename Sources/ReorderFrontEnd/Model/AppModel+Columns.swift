import ReorderCore

/// `--columns N` on a screen too narrow for N: as `ls`, `column` and every
/// icon view do, the grid shows as many columns as fit, each wide enough
/// for the widest item (measured as `--grid` measures it: its gutter and a
/// gap, up to the screen's width), and the items flow through them in the
/// same order; the status line says so when that number changes. No
/// column is ever past the edge and no item is drawn as a lone `…`, so
/// the focus is always on screen and readable, and a 2-D drag sees every
/// neighbour. Grown back, the screen shows all N again.
extension AppModel {
  /// The narrowest grid cell: the gutter, one character and the gap.
  static let minimumCellWidth = 4

  /// Lays out `asked` columns, or as many as fit in `width` with the
  /// widest item whole.
  mutating func fitColumns(_ asked: Int, width: Int) {
    let readable = min(max(gridFit.widestItem + UIGeometry.gutter + 1, Self.minimumCellWidth), max(width, 1))
    let shown = min(asked, max(1, width / readable))
    engine.setGrid(columns: shown, cellWidth: max(width / shown, Self.minimumCellWidth))
    defer { gridFit.shownColumns = shown }
    guard shown != gridFit.shownColumns, shown < asked || gridFit.shownColumns != nil else { return }
    engine.say(Narrator.columns(shown: shown, asked: asked, width: width))
  }
}
