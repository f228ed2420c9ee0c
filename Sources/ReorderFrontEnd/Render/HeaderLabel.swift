import ReorderCore

/// The `--header` text, as fzf's `--header`: a label of one or more lines
/// (split at newlines) drawn above the list and above any `--header-lines`,
/// in the header colour (the `fixed-header` role, fzf's `header`). It is
/// not an item: never moved, never printed. Its characters are shown as
/// items are (controls as visible escapes), its colour codes as colours
/// with `--ansi`.
package enum HeaderLabel {
  /// The label's lines; none for no text.
  package static func lines(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Draws the lines that fit in the rows above the list, from the top
  /// (below it, from the bottom, with `--bottom-up`).
  static func draw(_ model: ListScreen, into canvas: inout Canvas) {
    let rows = min(model.headerLabel.count, model.engine.layout.topInset)
    for (row, line) in model.headerLabel.prefix(rows).enumerated() {
      let glyphs = DisplayText.glyphs(line.utf8, maxColumns: canvas.width + 1, ansi: model.ansi)
      ListView.drawText(
        glyphs, into: &canvas, x: UIGeometry.gutter, y: model.engine.layout.headerRow(row), end: canvas.width,
        style: Style(.fixedHeader))
    }
  }
}
