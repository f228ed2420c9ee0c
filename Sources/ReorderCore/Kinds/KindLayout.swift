/// Rows on the screen as a kind lays them out itself, rather than one
/// under another as the engine's ``Layout`` puts them (a board's columns
/// side by side, each scrolled on its own). The engine asks it where a
/// pointer is and where a row's cell begins; over such rows a lifted
/// row's snapshot follows the pointer both ways, and a settling snapshot
/// glides to where its rows landed while their gap waits there.
/// ``ListKind/ownLayout`` gives it; nil: the engine's ``Layout``.
public protocol KindLayout {
  /// The shown row under `point` (a header or a row); nil: no row there.
  func position(at point: Point, in context: borrowing KindContext) -> Int?
  /// Where the cell of the shown row at `position` begins, on screen or
  /// off it; nil for a row the kind does not lay out (the engine's
  /// ``Layout`` places it).
  func origin(ofPosition position: Int, in context: borrowing KindContext) -> Point?
  /// Whether a pointer drag at `point` is in an edge zone where the kind
  /// scrolls (``ListKind/afterAction(_:on:)``, on a tick), so ticks are due.
  func scrolls(at point: Point, for drag: DragSession, in context: borrowing KindContext) -> Bool
}
