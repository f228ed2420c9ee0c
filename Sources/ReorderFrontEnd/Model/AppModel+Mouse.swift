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
    switch keys {
    case .quitQuestion:
      // The question before quitting: a press goes back to the list.
      if mouse.kind == .press { dismissQuitQuestion() }
      return []
    case .help where !continuesGesture(mouse):
      if mouse.kind == .press { keys = .list }
      return []
    case .review(var screen) where !continuesGesture(mouse):
      if mouse.kind == .wheelDown || mouse.kind == .wheelUp {
        screen.scroll = max(
          0, min(screen.scroll + (mouse.kind == .wheelDown ? 3 : -3), max(screen.review.rows.count - 1, 0)))
        keys = .review(screen)
      }
      return []
    case .prompt where mouse.kind == .press:
      return endPromptForPress(at: time) + handleMouse(mouse, at: time)
    case .list, .help, .review, .prompt:
      return mouseOnList(mouse, at: time)
    }
  }

  /// A mouse report on the list.
  private mutating func mouseOnList(_ mouse: MouseEvent, at time: Duration) -> [Effect] {
    let point = Point(x: mouse.x, y: mouse.y)
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
      guard mouse.button == .primary || mouse.button == nil else { return [] }
      return tapOnKind(perform(.pointerUp(point), at: time), at: time)
    case .wheelUp:
      return perform(.scroll(-3), at: time)
    case .wheelDown:
      return perform(.scroll(3), at: time)
    case .move, .wheelLeft, .wheelRight:
      return []
    }
  }

  /// A release's effects with its tap (``Effect/tapped(position:at:)``)
  /// taken out and given to the kind, which may act on what it drew
  /// there.
  private mutating func tapOnKind(_ effects: [Effect], at time: Duration) -> [Effect] {
    var tap: (position: Int, point: Point)?
    let rest = effects.filter {
      guard case .tapped(let position, let point) = $0 else { return true }
      tap = (position, point)
      return false
    }
    guard let tap else { return rest }
    return rest + (askPresentation { $0.tap(at: tap.point, on: tap.position, in: &$1, at: time) } ?? [])
  }
}
