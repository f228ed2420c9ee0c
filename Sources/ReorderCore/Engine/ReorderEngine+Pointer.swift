/// Pointer input: a press on a row becomes a lift (held past the delay), a
/// range selection (moved first) or a tap (released first); the wheel
/// scrolls.
extension ReorderEngine {
  mutating func pointerDown(_ point: Point, button: PointerButton, shift: Bool) {
    dropKeyboardLift()
    guard button == .primary else {
      if isDragging { handleGestures(recognizer.cancel(), driver: .pointer) }
      return
    }
    guard !isDragging else { return }
    guard let position = pressedPosition(at: point) else {
      forgetPress()
      return
    }
    // A header is pressed too, never focused: held, it says why it cannot
    // lift, as a locked row does.
    let isHeader = list.flags(at: position).contains(.header)
    if shift {
      if !isHeader { extendSelection(to: position) }
      forgetPress()
      return
    }
    if !isHeader { focus = position }
    interaction = .pressed(Press(position: position, point: point))
    handleGestures(recognizer.down(at: point, time: now), driver: .pointer)
  }

  /// A press drops a keyboard lift, then counts as a press.
  mutating func dropKeyboardLift() {
    guard let drag, drag.driver == .keyboard else { return }
    keyHold.reset()
    endDrag()
  }

  mutating func pointerMoved(_ point: Point) {
    switch interaction {
    case .pressed(let press):
      handleGestures(recognizer.moved(to: point, time: now), driver: .pointer)
      // Moved before the delay (or the row would not lift): a range, but
      // never from a header.
      guard case .pressed = interaction, recognizer.state == .failed else { return }
      guard !isHeader(press.position) else { return forgetPress() }
      interaction = .selectingRange(press)
      selection.anchor = press.position
      extendRange(to: point, saying: true)
    case .selectingRange:
      handleGestures(recognizer.moved(to: point, time: now), driver: .pointer)
      extendRange(to: point)
    case .dragging(let drag, let held):
      guard drag.driver == .pointer || held != nil else { return }
      handleGestures(recognizer.moved(to: point, time: now), driver: .pointer)
    case .idle, .settling:
      return
    }
  }

  /// Said again only when the range changed (`saying`: anyway), as a
  /// pointer moves often.
  private mutating func extendRange(to point: Point, saying: Bool = false) {
    let before = focus
    focus = reachedPosition(at: point)
    if focus != before || saying { narration = Narrator.selecting(selectedPositions().count) }
  }

  mutating func pointerUp(_ point: Point) {
    switch interaction {
    case .pressed(let press):
      let wasPossible = recognizer.state == .possible
      let events = recognizer.up(at: point, time: now)
      handleGestures(events, driver: .pointer)
      if case .pressed = interaction { interaction = .idle }
      if wasPossible && events.isEmpty && !isHeader(press.position) {
        // A tap: focus the row and drop any selection.
        selection.clear()
        focus = press.position
        narration = focusNarration
        effects.append(.tapped(position: press.position, at: press.point))
      }
    case .selectingRange:
      handleGestures(recognizer.up(at: point, time: now), driver: .pointer)
      interaction = .idle
      materializeRange()
      narration = Narrator.selectedByDragging(selection.markedCount)
    case .dragging(let drag, _) where drag.driver == .pointer:
      handleGestures(recognizer.up(at: point, time: now), driver: .pointer)
    case .dragging(let drag, .some):
      // The button held under a keyboard lift came up: the lift goes on.
      _ = recognizer.up(at: point, time: now)
      interaction = .dragging(drag, held: nil)
    case .dragging, .idle, .settling:
      recognizer.reset()
    }
  }

  /// The position a press at `point` is on: where the kind lays its rows
  /// out itself, its row there; else the list's.
  func pressedPosition(at point: Point) -> Int? {
    guard let own = configuration.kind.ownLayout else {
      return layout.position(at: point).map { position(shownAt: $0) }
    }
    return withKindView { own.position(at: point, in: $0) }
  }

  /// The position a range selection by pointer reaches at `point`.
  func reachedPosition(at point: Point) -> Int {
    guard let own = configuration.kind.ownLayout else {
      return position(shownAt: layout.targetPosition(at: point))
    }
    return withKindView { own.position(at: point, in: $0) } ?? focus
  }

  /// Where the cell of the shown row at `position` begins, as the kind
  /// lays its rows out, else as the list does (on screen or off it).
  func rowOrigin(of position: Int) -> Point {
    ownOrigin(of: position) ?? unclippedOrigin(of: position)
  }

  /// Where the kind that lays its rows out itself puts the cell of the
  /// shown row at `position`; nil: the list's layout places it.
  func ownOrigin(of position: Int) -> Point? {
    guard let own = configuration.kind.ownLayout else { return nil }
    return withKindView { own.origin(ofPosition: position, in: $0) }
  }

  /// Whether the kind that lays its rows out itself scrolls a pointer
  /// drag at its pointer; nil: the list's auto-scroll decides.
  func ownLayoutScrolls(_ drag: DragSession) -> Bool? {
    guard let own = configuration.kind.ownLayout else { return nil }
    return withKindView { own.scrolls(at: drag.pointer, for: drag, in: $0) }
  }

  /// Forgets the press (the button is no longer on the row it went down
  /// on); the recognizer keeps its state.
  mutating func forgetPress() {
    switch interaction {
    case .pressed, .selectingRange: interaction = .idle
    case .dragging(let drag, .some): interaction = .dragging(drag, held: nil)
    case .dragging(_, .none), .idle, .settling: break
    }
  }

  /// Forgets the press and its gesture: rows came or went under it.
  mutating func releasePress() {
    switch interaction {
    case .pressed, .selectingRange, .dragging(_, .some):
      forgetPress()
      recognizer.reset()
    case .dragging(let drag, .none) where drag.driver == .pointer:
      recognizer.reset()
    case .dragging, .idle, .settling:
      break
    }
  }

  /// The wheel: the view scrolls and the focus moves with it, the same
  /// number of rows, so it stays where it was on the screen while the view
  /// can scroll and goes on to the end when it cannot; a key after the
  /// wheel acts on a row the person sees. A row lifted by keyboard moves
  /// the same way; a pointer drag re-aims at what is now under the
  /// pointer; a press waiting to become a lift keeps its row.
  mutating func scroll(by rows: Int) {
    switch interaction {
    case .dragging(let drag, _) where drag.driver == .keyboard:
      moveKeyboardDrag(.vertical(rows))
    case .dragging:
      layout.scroll(by: rows)
      aimPointerDrag()
    case .pressed:
      layout.scroll(by: rows)
    case .idle, .settling, .selectingRange:
      layout.scroll(by: rows)
      guard !list.isEmpty else { return }
      let target = position(after: .vertical(rows), from: focus)
      let step = rows >= 0 ? 1 : -1
      focus = firstFocusable(from: target, step: step) ?? firstFocusable(from: target, step: -step) ?? focus
      scrollToShow(focus)
      narrateFocus()
    }
  }
}
