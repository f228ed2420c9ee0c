/// The hold key (Space: lift, and drop where keys report no release) and
/// focus moves.
extension ReorderEngine {
  mutating func holdKey(_ phase: KeyEventPhase) {
    if let drag, drag.driver == .pointer { return }
    guard !list.isEmpty else { return }
    let point = layout.unclippedOrigin(ofPosition: focus)
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
    let clamped = layout.position(after: move, from: focus)
    let step = clamped >= focus ? 1 : -1
    focus = firstFocusable(from: clamped, step: step) ?? firstFocusable(from: clamped, step: -step) ?? focus
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
    if selection.anchor != nil {
      narration = Narrator.selecting(selectedPositions().count)
    } else {
      narration = Narrator.focused(label(at: focus), position: focus + 1, of: list.count)
    }
  }
}
