import ReorderCore

/// Where the list and the preview pane go in an area (the whole screen,
/// or the `--height` band, less whatever rows the caller keeps for itself
/// such as the status line).
///
///     right,50%,border on 40×6:         down,3 (noborder) on 40×6:
///     ┌──── list ────────╭─ pane ────╮  ┌──── list ─────────────────┐
///     │ 20 columns       │ 18 × 4    │  │ 3 rows                    │
///     │                  │           │  └───────────────────────────┘
///     └──────────────────╰───────────╯  pane: 3 rows of text
///
/// The list keeps at least ``minimumListWidth`` columns (beside a left or
/// right pane) or ``minimumListHeight`` rows (beside an up or down pane):
/// the pane gives way, and where it would have no room for a single line
/// of text it is not shown.
public struct PreviewLayout: Equatable, Sendable {
  public struct Pane: Equatable, Sendable {
    /// The whole pane, border included.
    public var frame: Rect
    /// Where its text goes.
    public var content: Rect
    /// The border edges drawn around ``content`` inside ``frame``.
    public var edges: PreviewBorder.Edges
  }

  public var list: Rect
  /// nil when the pane is hidden or has no room.
  public var pane: Pane?

  public static let minimumListWidth = 16
  public static let minimumListHeight = 3
  /// The least text a side pane shows; smaller, it is not shown.
  public static let minimumPaneWidth = 4

  /// Splits `area` between the list and the pane that `spec` describes
  /// (its ``PreviewWindowSpec/alternative`` when the area is below the
  /// threshold).
  ///
  /// - Parameters:
  ///   - visible: false when the pane is toggled off (or starts `hidden`):
  ///     the list gets the whole area.
  public static func split(_ area: Rect, spec: PreviewWindowSpec, visible: Bool = true) -> PreviewLayout {
    let spec = spec.effective(width: area.width, height: area.height)
    let whole = PreviewLayout(list: area, pane: nil)
    guard visible, !area.isEmpty else { return whole }
    let edges = spec.border.edges(at: spec.position)
    let across = spec.position.isSide ? area.width : area.height
    let borderCells =
      spec.position.isSide
      ? (edges.contains(.left) ? 1 : 0) + (edges.contains(.right) ? 1 : 0)
      : (edges.contains(.top) ? 1 : 0) + (edges.contains(.bottom) ? 1 : 0)
    var outer: Int
    switch spec.size {
    case .percent(let percent): outer = across * percent / 100
    case .cells(let cells):
      guard cells > 0 else { return whole }
      outer = cells + borderCells
    }
    let minimumList = spec.position.isSide ? minimumListWidth : minimumListHeight
    outer = min(outer, across - minimumList)
    let minimumText = spec.position.isSide ? minimumPaneWidth : 1
    guard outer - borderCells >= minimumText else { return whole }
    let frame: Rect
    var list = area
    switch spec.position {
    case .right:
      frame = Rect(x: area.maxX - outer, y: area.y, width: outer, height: area.height)
      list.width -= outer
    case .left:
      frame = Rect(x: area.x, y: area.y, width: outer, height: area.height)
      list.x += outer
      list.width -= outer
    case .up:
      frame = Rect(x: area.x, y: area.y, width: area.width, height: outer)
      list.y += outer
      list.height -= outer
    case .down:
      frame = Rect(x: area.x, y: area.maxY - outer, width: area.width, height: outer)
      list.height -= outer
    }
    let content = frame.inset(by: edges)
    guard !content.isEmpty else { return whole }
    return PreviewLayout(list: list, pane: Pane(frame: frame, content: content, edges: edges))
  }
}
