/// The hold key (Space: lift, and drop where keys report no release) and
/// focus moves.
extension ReorderEngine {
  mutating func holdKey(_ phase: KeyEventPhase) {
    if let drag, drag.driver == .pointer { return }
    guard !list.isEmpty else { return }
    let point = unclippedOrigin(of: focus)
    switch phase {
    case .press:
      handleGestures(keyHold.press(at: point, time: now), driver: .keyboard)
    case .repeat:
      handleGestures(keyHold.repeatPress(time: now), driver: .keyboard)
    case .release:
      handleGestures(keyHold.release(at: point, time: now), driver: .keyboard)
    }
  }

  mutating func moveFocus(_ move: CursorMove) {
    guard !list.isEmpty else { return }
    var clamped = position(after: move, from: focus)
    if configuration.kind.countsMovableRowsOnly, list.movableCount > 0 {
      // Where only the movable rows count (a todo ends in comments), the
      // first and last places are the first and last of those.
      if move == .first { clamped = list.position(ofRank: 0) }
      if move == .last { clamped = list.position(ofRank: list.movableCount - 1) }
    }
    let step = clamped >= focus ? 1 : -1
    focus = firstFocusable(from: clamped, step: step) ?? firstFocusable(from: clamped, step: -step) ?? focus
    scrollToShow(focus, margin: configuration.scrollMargin)
    narrateFocus()
  }

  /// Where the focus is, or how far a live range reaches.
  public mutating func narrateFocus() {
    if selection.anchor != nil {
      narration = Narrator.selecting(selectedPositions().count)
    } else {
      narration = focusNarration
    }
  }

  /// Where the focus is: "Position N of M", or as the kind counts.
  package var focusNarration: Narration {
    withKindView { configuration.kind.narration(of: .focus(focus), in: $0) }
      ?? Narrator.focused(label(at: focus), position: narratedPosition(of: focus), of: narratedTotal)
  }

  /// The N of "position N of M" for a row: its place, or where the kind
  /// counts only the rows that move, the movable rows up to it (a comment
  /// below a todo's 13 commands is "13 of 13", as the counter reads).
  func narratedPosition(of position: Int) -> Int {
    guard configuration.kind.countsMovableRowsOnly, list.isLocked(position) else { return position + 1 }
    return position - list.lockedPositions.prefix { $0 < position }.count
  }
}
