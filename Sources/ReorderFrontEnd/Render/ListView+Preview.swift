import ReorderCore

extension ListView {
  /// Draws the whole screen: the list, and beside it the preview pane
  /// when there is one (`--preview`).
  ///
  ///     ┌ list (its own canvas, pasted) ┐╭─ pane ──────── 1/40╮
  ///     │ > focused row                 ││ its preview         │
  ///     │ 3/20 status line              │╰─────────────────────╯
  ///
  /// The list is drawn on a canvas of its own, the size the engine lays
  /// it out in, and pasted where ``PreviewLayout`` puts it; the review and
  /// the help take the whole screen.
  public static func render(_ model: ListScreen) -> Canvas {
    guard let preview = model.preview, let pane = preview.layout.pane else { return renderList(model) }
    let screen = preview.screen
    var canvas = Canvas(width: screen.width, height: screen.height)
    if let review = model.reviewScreen {
      drawReview(review, model, into: &canvas)
      return canvas
    }
    var list = model
    list.showHelp = false
    canvas.paste(renderList(list), at: model.listOrigin)
    preview.view(in: pane).render(pane, into: &canvas)
    if preview.showsPendingMark && preview.isPending { drawPending(pane, into: &canvas) }
    if model.showHelp { drawHelp(model, into: &canvas) }
    return canvas
  }

  /// A mark in the pane's top-left corner while its output is not yet the
  /// focused row's whole output (an older row's, or still coming) after a
  /// while (``PreviewFeed/pendingMarkDelay``).
  static func drawPending(_ pane: PreviewLayout.Pane, into canvas: inout Canvas) {
    let onBorder = pane.edges.contains(.top) && pane.frame.width > 3
    let x = onBorder ? pane.frame.x + 1 : pane.content.x
    let y = onBorder ? pane.frame.y : pane.content.y
    canvas.draw("…", at: Point(x: x, y: y), limit: pane.frame.maxX, style: PreviewView.Styles.standard.info)
  }
}
