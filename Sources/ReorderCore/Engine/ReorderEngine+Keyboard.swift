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
    let target: Int
    switch move {
    case .vertical(let n): target = focus + n * layout.columns
    case .horizontal(let n): target = focus + n
    case .pageUp: target = focus - layout.pageRows * layout.columns
    case .pageDown: target = focus + layout.pageRows * layout.columns
    case .first: target = 0
    case .last: target = list.count - 1
    case .to(let p): target = p
    }
    let clamped = min(max(target, 0), list.count - 1)
    let step = clamped >= focus ? 1 : -1
    focus = firstFocusable(from: clamped, step: step) ?? firstFocusable(from: clamped, step: -step) ?? focus
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
    if selection.anchor != nil {
      let count = selectedPositions().count
      narration = "Selecting \(count) \(count == 1 ? "row" : "rows")"
    } else {
      narration = "\(label(at: focus)), position \(focus + 1) of \(list.count)"
    }
  }
}
