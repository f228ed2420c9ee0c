import ReorderCore

/// What a board keeps in the engine between actions
/// (``KindContext/kindState``): its viewport (the first column shown,
/// each column's scroll) and its sideways auto-scroll. The engine carries
/// it without knowing its type; only the board's own code reads it.
struct BoardState: KindState {
  var viewport = BoardViewport()
  /// Sideways auto-scroll, by columns (``KindContext/autoScrollBoard(_:)``).
  var sideScroller = AutoScroller.boardSideways
}

extension KindContext {
  /// A board's sideways and per-column scroll (``BoardViewport``): the
  /// first column shown and each column's scroll, as the board view
  /// draws them.
  public internal(set) var board: BoardViewport {
    get { boardState.viewport }
    set { boardState.viewport = newValue }
  }

  /// The board's state in the engine; a fresh one before the board first
  /// keeps any.
  var boardState: BoardState {
    get { kindState as? BoardState ?? BoardState() }
    set { kindState = newValue }
  }
}

/// The board laid out as the engine asks (``KindLayout``): a pointer's
/// place among the columns, where a card's or a header's cell begins,
/// and whether a pointer drag is in an edge zone.
struct BoardPlacement: KindLayout {
  func position(at point: Point, in context: borrowing KindContext) -> Int? {
    context.boardPosition(at: point)
  }

  func origin(ofPosition position: Int, in context: borrowing KindContext) -> Point? {
    context.boardOrigin(ofPosition: position)
  }

  func scrolls(at point: Point, for drag: DragSession, in context: borrowing KindContext) -> Bool {
    context.boardScrolls(at: point, for: drag)
  }
}
