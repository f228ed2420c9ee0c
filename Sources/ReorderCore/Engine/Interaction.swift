/// What the person is doing with the rows right now: one value, so a state
/// that cannot happen cannot be written, and what an action means depends
/// on it alone.
///
///     idle ──press──▶ pressed ──held past the delay──▶ dragging ──drop, cancel──▶ settling ──▶ idle
///      │                 └──moved first──▶ selectingRange ──release──▶ idle
///      └──Space──▶ dragging (keyboard)
package enum Interaction: Sendable {
  /// Nothing is held.
  case idle
  /// The primary button went down on a row; the long press decides what
  /// it becomes.
  case pressed(Press)
  /// The press moved before the delay: the rows from it to the pointer are
  /// a live range.
  case selectingRange(Press)
  /// Rows are lifted. `held`: a press still held under a keyboard lift
  /// (Space while the button was down), which the drop hands back.
  case dragging(DragSession, held: Press?)
  /// After a drop or cancel the snapshot glides to where its rows are; any
  /// input ends it at once.
  case settling(Settle)
}

/// Where the primary button went down on a row.
package struct Press: Sendable {
  var position: Int
  var point: Point
}

/// The snapshot gliding into place after a drop (or back after a cancel);
/// see ``ReorderEngine/settle(_:landed:from:held:)``.
package struct Settle: Sendable {
  /// The landed rows as a drag over the list as it now is: its block is
  /// where they landed, its target where their gap is shown now.
  package var view: DragSession
  /// Where the snapshot was at the drop.
  var from: Point
  /// Where the grabbed row landed.
  var landing: Int
  var start: Duration
  /// Where the snapshot is drawn now.
  var origin: Point
}
