/// What a kind's own code sees of the engine (its `extension KindContext`
/// files: a tree's moves, a board's columns, git's folds and line edits):
/// the list, the focus and the selection, the drag, the layout and the
/// folds, committing, deleting and saying, and its own state. The engine
/// is the one context; a kind's code names nothing else of it, so the
/// compiler keeps the seam.
package protocol KindContext {
  // The list and where the person is in it.
  var list: ReorderList { get }
  var configuration: EngineConfiguration { get }
  var focus: Int { get set }
  var selection: Selection { get set }
  func selectedPositions() -> [Int]
  mutating func materializeRange()
  var isEditing: Bool { get }
  var lastMove: CursorMove? { get set }
  var now: Duration { get }
  // The drag.
  var drag: DragSession? { get }
  var interaction: Interaction { get set }
  mutating func updateDrag(_ change: (inout DragSession) -> Void)
  mutating func aimPointerDrag()
  var snapshot: SnapshotView? { get }
  /// A drop the kind makes itself: the press and the hold key let go,
  /// then the snapshot glides to where the rows `landed`.
  mutating func releasePointer(at point: Point)
  mutating func forgetKeyHold()
  mutating func settle(_ drag: DragSession, landed: PositionSet, from origin: Point, held: Press?)
  // What is shown.
  var layout: Layout { get set }
  var folds: Folds { get set }
  var autoScroller: AutoScroller { get set }
  func displayed(at position: Int) -> (id: Int, isPlaceholder: Bool)
  mutating func scrollToShow(_ position: Int, margin: Int)
  mutating func syncShownCount()
  mutating func refreshHidden()
  func isHeader(_ position: Int) -> Bool
  // Changing the list.
  mutating func commit(_ edit: Edit, summary: Narration, narration: Narration?)
  mutating func delete(positions: [Int], summary: Narration?)
  var history: History { get }
  mutating func carrySelection(through edit: Edit)
  /// A row the kind writes (a rewritten line), stored already.
  mutating func registerSynthesized(id: UInt32, flags: ItemFlags, replacing original: UInt32?)
  // Saying.
  var narration: Narration { get set }
  func label(at position: Int) -> ItemLabel
  func label(id: Int) -> ItemLabel
  var narratedTotal: Int { get }
  var focusNarration: Narration { get }
  mutating func narrateFocus()
  mutating func narrateDragPosition()
  // The kind's own state.
  var kindState: (any KindState)? { get set }
}

extension KindContext {
  package mutating func commit(_ edit: Edit, summary: Narration) {
    commit(edit, summary: summary, narration: nil)
  }
  package mutating func scrollToShow(_ position: Int) { scrollToShow(position, margin: 0) }
  package mutating func delete(positions: [Int]) { delete(positions: positions, summary: nil) }
}

extension ReorderEngine {
  package mutating func releasePointer(at point: Point) { _ = recognizer.up(at: point, time: now) }
  package mutating func forgetKeyHold() { keyHold.reset() }
  package mutating func registerSynthesized(id: UInt32, flags: ItemFlags, replacing original: UInt32?) {
    list.registerSynthesized(id: id, flags: flags, replacing: original)
  }
}

extension ReorderEngine: KindContext {}
