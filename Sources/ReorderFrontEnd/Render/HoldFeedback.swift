import ReorderCore

/// A row held on its way to lifting: from the left, in steps, it takes on
/// the look it will have once lifted (the shade cell, then the raised
/// colours), so the lift is anticipated as a phone's cell swells before it
/// lifts. Released early, the row is as it was.
///
///     > write the report          pressed
///     ░ write the report          0.3 of the delay: three cells raised
///     ░ write the report          0.9: nearly all of the row
///     ░ write the report          lifted (the snapshot)
enum HoldFeedback {
  /// Draws the engine's ``ReorderEngine/holdProgress`` over the rows
  /// already drawn; nothing when no row is being held.
  static func draw(_ model: ListScreen, into canvas: inout Canvas) {
    let engine = model.engine
    guard let progress = engine.holdProgress,
      let origin = engine.layout.origin(ofPosition: engine.shownPosition(of: progress.position))
    else { return }
    let width = raisedWidth(model, canvas: canvas)
    let raised = max(1, Int((Double(width) * progress.fraction).rounded()))
    canvas.restyle(row: origin.y, from: origin.x, to: origin.x + raised) { $0.role = .snapshot }
    canvas.draw("░", at: origin, style: Style(.shade))
  }

  /// The cells a raised row covers: a list row's width (but for the
  /// scroll bar's column), a grid cell but for its gap.
  static func raisedWidth(_ model: ListScreen, canvas: Canvas) -> Int {
    let layout = model.engine.layout
    return layout.isGrid ? layout.cellWidth - 1 : layout.width - ScrollBar.reservedColumns(layout)
  }
}
