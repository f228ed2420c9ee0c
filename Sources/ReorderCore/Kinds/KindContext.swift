/// What a kind sees of the engine while the engine asks it something
/// (a ``ListKind`` hook, a ``KindAction``): the list, the focus and the
/// selection, the drag, the layout and the folds, committing, deleting
/// and saying, and its own state; nothing else of the engine.
///
/// The engine lends itself for the length of one call: a context cannot
/// be copied or kept (it is `~Copyable`, and its engine is the core's
/// own), and a hook that only asks receives it `borrowing`, so the
/// compiler refuses a change there. A kind's own code is written as
/// `extension KindContext`.
public struct KindContext: ~Copyable {
  /// The engine lent for the call; valid until the call returns.
  let engine: UnsafeMutablePointer<ReorderEngine>

  init(_ engine: UnsafeMutablePointer<ReorderEngine>) { self.engine = engine }

  // The list and where the person is in it.
  public var list: ReorderList { _read { yield engine.pointee.list } }
  public var configuration: EngineConfiguration { engine.pointee.configuration }
  public var focus: Int {
    get { engine.pointee.focus }
    set { engine.pointee.focus = newValue }
  }
  public var selection: Selection {
    _read { yield engine.pointee.selection }
    _modify { yield &engine.pointee.selection }
  }
  public func selectedPositions() -> [Int] { engine.pointee.selectedPositions() }
  public mutating func materializeRange() { engine.pointee.materializeRange() }
  public var isEditing: Bool { engine.pointee.isEditing }
  public var lastMove: CursorMove? {
    get { engine.pointee.lastMove }
    set { engine.pointee.lastMove = newValue }
  }
  public var now: Duration { engine.pointee.now }

  // The drag.
  public var drag: DragSession? { engine.pointee.drag }
  public var isDragging: Bool { engine.pointee.isDragging }
  package var interaction: Interaction {
    _read { yield engine.pointee.interaction }
    _modify { yield &engine.pointee.interaction }
  }
  public mutating func updateDrag(_ change: (inout DragSession) -> Void) { engine.pointee.updateDrag(change) }
  public mutating func aimPointerDrag() { engine.pointee.aimPointerDrag() }
  public var snapshot: SnapshotView? { engine.pointee.snapshot }
  /// A drop the kind makes itself: the press and the hold key let go,
  /// then the snapshot glides to where the rows `landed`.
  public mutating func releasePointer(at point: Point) { engine.pointee.releasePointer(at: point) }
  public mutating func forgetKeyHold() { engine.pointee.forgetKeyHold() }
  package mutating func settle(_ drag: DragSession, landed: PositionSet, from origin: Point, held: Press?) {
    engine.pointee.settle(drag, landed: landed, from: origin, held: held)
  }

  // What is shown.
  public var layout: Layout {
    _read { yield engine.pointee.layout }
    _modify { yield &engine.pointee.layout }
  }
  public var folds: Folds {
    _read { yield engine.pointee.folds }
    _modify { yield &engine.pointee.folds }
  }
  public var autoScroller: AutoScroller {
    _read { yield engine.pointee.autoScroller }
    _modify { yield &engine.pointee.autoScroller }
  }
  public func displayed(at position: Int) -> (id: Int, isPlaceholder: Bool) {
    engine.pointee.displayed(at: position)
  }
  public mutating func scrollToShow(_ position: Int, margin: Int = 0) {
    engine.pointee.scrollToShow(position, margin: margin)
  }
  public mutating func syncShownCount() { engine.pointee.syncShownCount() }
  public mutating func refreshHidden() { engine.pointee.refreshHidden() }
  public func isHeader(_ position: Int) -> Bool { engine.pointee.isHeader(position) }

  // Changing the list.
  public mutating func commit(_ edit: Edit, summary: Narration, narration: Narration? = nil) {
    engine.pointee.commit(edit, summary: summary, narration: narration)
  }
  public mutating func delete(positions: [Int], summary: Narration? = nil) {
    engine.pointee.delete(positions: positions, summary: summary)
  }
  public var history: History { _read { yield engine.pointee.history } }
  public mutating func carrySelection(through edit: Edit) { engine.pointee.carrySelection(through: edit) }
  /// A row the kind writes (a rewritten line), stored already.
  public mutating func registerSynthesized(id: UInt32, flags: ItemFlags, replacing original: UInt32?) {
    engine.pointee.list.registerSynthesized(id: id, flags: flags, replacing: original)
  }

  // Saying.
  public var narration: Narration {
    get { engine.pointee.narration }
    set { engine.pointee.narration = newValue }
  }
  public func label(at position: Int) -> ItemLabel { engine.pointee.label(at: position) }
  public func label(id: Int) -> ItemLabel { engine.pointee.label(id: id) }
  public var narratedTotal: Int { engine.pointee.narratedTotal }
  public var focusNarration: Narration { engine.pointee.focusNarration }
  public mutating func say(_ narration: Narration) { engine.pointee.say(narration) }
  public mutating func narrateFocus() { engine.pointee.narrateFocus() }
  public mutating func narrateDragPosition() { engine.pointee.narrateDragPosition() }

  // The kind's own state.
  public var kindState: (any KindState)? {
    _read { yield engine.pointee.kindState }
    _modify { yield &engine.pointee.kindState }
  }
}

extension ReorderEngine {
  package mutating func releasePointer(at point: Point) { _ = recognizer.up(at: point, time: now) }
  package mutating func forgetKeyHold() { keyHold.reset() }

  /// Lends the engine to a kind for one change (a hook that may change
  /// the list, a ``KindAction``).
  public mutating func withKindContext<Result>(_ body: (inout KindContext) throws -> Result) rethrows
    -> Result
  {
    try withUnsafeMutablePointer(to: &self) { engine in
      var context = KindContext(engine)
      return try body(&context)
    }
  }

  /// Asks the kind a question (a hook that only reads) from code that
  /// holds the engine `inout`, an action being handled: the engine is
  /// lent in place, where ``withKindView(_:)`` would copy it first (a
  /// copy of every buffer reference on each drag step, measured).
  package mutating func askKind<Result>(
    _ question: (any ListKind, borrowing KindContext) throws -> Result
  ) rethrows -> Result {
    let kind = configuration.kind
    return try withUnsafeMutablePointer(to: &self) { try question(kind, KindContext($0)) }
  }

  /// Lends the engine to a kind for one question (a hook that only
  /// reads, a presentation asking what to draw).
  public func withKindView<Result>(_ body: (borrowing KindContext) throws -> Result) rethrows -> Result {
    try withUnsafePointer(to: self) { try body(KindContext(UnsafeMutablePointer(mutating: $0))) }
  }
}
