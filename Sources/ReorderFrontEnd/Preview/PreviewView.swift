import ReorderCore

/// Draws the preview pane into a ``Canvas``: its border, the fixed header
/// lines, the output from the scroll offset (cut at the pane's edge, or
/// wrapped), the note after the output, and the scroll position
/// (`12/340`) in the top-right corner when the output is longer than the
/// pane. Like a ratatui widget, it draws only inside the rectangle it is
/// given and keeps no state.
///
///     ╭──────────── 3/40╮
///     │line 3 of the    │
///     │output           │
///     ╰─────────────────╯
public struct PreviewView {
  /// The styles the pane is drawn with.
  public struct Styles: Equatable, Sendable {
    public var text: Style
    public var border: Style
    /// The scroll position.
    public var info: Style
    /// A note that reports a failure (exit status, a signal).
    public var failure: Style
    /// Any other note (output cut short).
    public var note: Style

    /// Roles that exist today; a theme role of the pane's own can replace
    /// them (fzf has `preview-fg`, `preview-border`…).
    public static let standard = Styles(
      text: Style(.normal), border: Style(.locked), info: Style(.statusAccent),
      failure: Style(.deleteMark), note: Style(.locked))
  }

  public var content: PreviewContent
  public var scroll: PreviewScroll
  public var spec: PreviewWindowSpec
  public var styles: Styles

  public init(
    content: PreviewContent, scroll: PreviewScroll, spec: PreviewWindowSpec, styles: Styles = .standard
  ) {
    self.content = content
    self.scroll = scroll
    self.spec = spec
    self.styles = styles
  }

  /// The scroll limits for this content in a pane whose text area is
  /// `content` (pass them to ``PreviewScroll/apply(_:within:)``).
  public func bounds(in area: Rect) -> PreviewScroll.Bounds {
    let header = min(spec.headerLines, self.content.lineCount)
    // An offset names a line: at most the last (`~N` past the end of the
    // output pins every line, and the offset stays on the last one).
    let last = max(0, self.content.lineCount - 1)
    return PreviewScroll.Bounds(
      minimum: min(header, last),
      maximum: min(
        last,
        self.content.maxOffset(width: area.width, height: area.height, wrap: spec.wrap, headerLines: header)),
      page: area.height - header, cycles: spec.cycle)
  }

  /// Draws the pane (`pane` from ``PreviewLayout/split(_:spec:visible:)``).
  public func render(_ pane: PreviewLayout.Pane, into canvas: inout Canvas) {
    for y in pane.frame.y..<pane.frame.maxY {
      canvas.fill(row: y, from: pane.frame.x, to: pane.frame.maxX, style: styles.text)
    }
    drawBorder(pane, into: &canvas)
    let area = pane.content
    let header = min(spec.headerLines, content.lineCount)
    var y = area.y
    for index in 0..<header where y < area.maxY {
      y = drawLine(index, from: y, in: area, into: &canvas)
    }
    var index = max(scroll.offset, header)
    while y < area.maxY && index < content.lineCount {
      y = drawLine(index, from: y, in: area, into: &canvas)
      index += 1
    }
    drawInfo(pane, into: &canvas)
  }

  /// Draws one line from row `y` and returns the row after it.
  private func drawLine(_ index: Int, from y: Int, in area: Rect, into canvas: inout Canvas) -> Int {
    let style =
      content.isNote(index)
      ? (content.note?.isFailure == true ? styles.failure : styles.note) : styles.text
    guard spec.wrap else {
      let glyphs = content.glyphs(ofLine: index, maxColumns: area.width)
      canvas.draw(glyphs, at: area.x, row: y, limit: area.maxX, style: style)
      return y + 1
    }
    var row = y
    for glyphs in content.rows(ofLine: index, width: area.width, limit: area.maxY - y) {
      canvas.draw(glyphs, at: area.x, row: row, limit: area.maxX, style: style)
      row += 1
    }
    return row
  }

  private func drawBorder(_ pane: PreviewLayout.Pane, into canvas: inout Canvas) {
    let frame = pane.frame
    let edges = pane.edges
    let glyphs = spec.border.glyphs
    func put(_ text: String, _ x: Int, _ y: Int) {
      canvas.draw(text, at: Point(x: x, y: y), limit: x + 1, style: styles.border)
    }
    let top = frame.y
    let bottom = frame.maxY - 1
    let left = frame.x
    let right = frame.maxX - 1
    if edges.contains(.top) { for x in left...right { put(glyphs[0], x, top) } }
    if edges.contains(.bottom) { for x in left...right { put(glyphs[1], x, bottom) } }
    if edges.contains(.left) { for y in top...bottom { put(glyphs[2], left, y) } }
    if edges.contains(.right) { for y in top...bottom { put(glyphs[3], right, y) } }
    if edges.isSuperset(of: [.top, .left]) { put(glyphs[4], left, top) }
    if edges.isSuperset(of: [.top, .right]) { put(glyphs[5], right, top) }
    if edges.isSuperset(of: [.bottom, .left]) { put(glyphs[6], left, bottom) }
    if edges.isSuperset(of: [.bottom, .right]) { put(glyphs[7], right, bottom) }
  }

  /// `offset/lines` at the top right (on the border when there is one),
  /// only when the output does not fit.
  private func drawInfo(_ pane: PreviewLayout.Pane, into canvas: inout Canvas) {
    let area = pane.content
    let limits = bounds(in: area)
    guard spec.info, limits.maximum > limits.minimum || scroll.offset > 0 else { return }
    let text = "\(min(scroll.offset, max(0, content.lineCount - 1)) + 1)/\(content.lineCount)"
    guard text.count <= area.width else { return }
    let y = pane.edges.contains(.top) ? pane.frame.y : area.y
    canvas.draw(text, at: Point(x: area.maxX - text.count, y: y), limit: area.maxX, style: styles.info)
  }
}
