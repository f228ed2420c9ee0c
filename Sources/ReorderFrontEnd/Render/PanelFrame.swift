import ReorderCore

/// A frame around a panel (the help overlay): rounded box-drawing
/// characters, or ASCII where the locale is not UTF-8. The panel's title
/// and notes are drawn over its top and bottom edges afterwards.
///
///     ╭ reorder keys (any key closes) ─╮     +-----------+
///     │  j down                         │     |  j down   |
///     ╰─────────────────────────────────╯     +-----------+
enum PanelFrame {
  /// Draws the frame on the edges of the rectangle; nothing if it is
  /// smaller than 2×2.
  static func draw(
    into canvas: inout Canvas, x: Int, y: Int, width: Int, height: Int, boxDrawing: Bool
  ) {
    guard width >= 2 && height >= 2 else { return }
    let (horizontal, vertical) = boxDrawing ? ("─", "│") : ("-", "|")
    let corners = boxDrawing ? ["╭", "╮", "╰", "╯"] : ["+", "+", "+", "+"]
    let style = Style(.border)
    let right = x + width - 1
    let bottom = y + height - 1
    for column in (x + 1)..<right {
      canvas.draw(horizontal, at: Point(x: column, y: y), style: style)
      canvas.draw(horizontal, at: Point(x: column, y: bottom), style: style)
    }
    for row in (y + 1)..<bottom {
      canvas.draw(vertical, at: Point(x: x, y: row), style: style)
      canvas.draw(vertical, at: Point(x: right, y: row), style: style)
    }
    canvas.draw(corners[0], at: Point(x: x, y: y), style: style)
    canvas.draw(corners[1], at: Point(x: right, y: y), style: style)
    canvas.draw(corners[2], at: Point(x: x, y: bottom), style: style)
    canvas.draw(corners[3], at: Point(x: right, y: bottom), style: style)
  }
}
