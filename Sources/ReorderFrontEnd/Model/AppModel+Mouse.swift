import ReorderCore

extension AppModel {
  // MARK: - Mouse

  /// A mouse report: over the help or the review a press closes the help
  /// and the wheel scrolls the review; else the left button (and motion
  /// with no button named, as X10 reports it) drags and clicks, the right
  /// button cancels, the wheel scrolls, and the Done button leaves edit
  /// mode.
  mutating func handleMouse(_ mouse: MouseEvent, at time: Duration) -> [Effect] {
    guard let mouse = listMouse(mouse) else { return [] }
    let point = Point(x: mouse.x, y: mouse.y)
    if quitQuestion != nil {
      // The question before quitting: a press goes back to the list.
      if mouse.kind == .press { dismissQuitQuestion() }
      return []
    }
    if (showHelp || reviewScreen != nil) && !continuesGesture(mouse) {
      if mouse.kind == .press { showHelp = false }
      if reviewScreen != nil, mouse.kind == .wheelDown || mouse.kind == .wheelUp {
        var screen = reviewScreen!
        screen.scroll = max(
          0, min(screen.scroll + (mouse.kind == .wheelDown ? 3 : -3), max(screen.review.rows.count - 1, 0)))
        reviewScreen = screen
      }
      return []
    }
    if mouse.kind == .press && prompt != nil {
      return endPromptForPress(at: time) + handleMouse(mouse, at: time)
    }
    switch mouse.kind {
    case .press:
      switch mouse.button {
      case .primary?:
        if engine.isEditing && UIGeometry(engine.layout).isOnDoneButton(point) {
          return perform(.endEditMode, at: time)
        }
        if !mouse.modifiers.contains(.shift), let row = UIGeometry.deleteMark(at: point, in: engine) {
          return perform(.deleteRow(at: row), at: time)
        }
        return perform(.pointerDown(point, .primary, shift: mouse.modifiers.contains(.shift)), at: time)
      case .secondary?:
        return perform(.pointerDown(point, .secondary, shift: false), at: time)
      default:
        return []
      }
    case .drag:
      return mouse.button == .primary || mouse.button == nil ? perform(.pointerMoved(point), at: time) : []
    case .release:
      return mouse.button == .primary || mouse.button == nil ? perform(.pointerUp(point), at: time) : []
    case .wheelUp:
      return perform(.scroll(-3), at: time)
    case .wheelDown:
      return perform(.scroll(3), at: time)
    case .move, .wheelLeft, .wheelRight:
      return []
    }
  }
}
