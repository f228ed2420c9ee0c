/// The drag: gestures begin, aim, end and cancel it; the drop commits one
/// edit; the snapshot then settles into place.
extension ReorderEngine {
  mutating func handleGestures(_ events: [GestureEvent], driver: DragSession.Driver) {
    for event in events {
      switch event {
      case .began(let point):
        beginDrag(at: point, driver: driver)
      case .changed(let point):
        guard let drag, drag.driver == driver else { continue }
        updateDrag { $0.pointer = point }
        if driver == .pointer { aimPointerDrag() }
      case .ended(let point):
        guard let drag, drag.driver == driver else { continue }
        if driver == .pointer {
          updateDrag { $0.pointer = point }
          aimPointerDrag()
        }
        endDrag()
      case .cancelled:
        guard let drag, drag.driver == driver else { continue }
        cancelDrag()
      }
    }
  }

  /// Enter while lifted.
  mutating func drop(_ drag: DragSession) {
    switch drag.driver {
    case .keyboard: handleGestures(keyHold.drop(at: drag.pointer), driver: .keyboard)
    case .pointer: endDrag()
    }
  }

  /// Esc while lifted.
  mutating func cancel(_ drag: DragSession) {
    switch drag.driver {
    case .keyboard: handleGestures(keyHold.cancel(), driver: .keyboard)
    case .pointer: cancelDrag()
    }
  }

  private mutating func beginDrag(at point: Point, driver: DragSession.Driver) {
    let press: Press?
    switch interaction {
    case .dragging: return
    case .pressed(let held), .selectingRange(let held): press = held
    case .idle, .settling: press = nil
    }
    let position: Int
    switch driver {
    case .pointer:
      guard let press else { return }
      position = press.position
    case .keyboard:
      position = focus
    }
    guard position >= 0 && position < list.count else { return }
    // The keyboard lifts the selection wherever the focus is, as J, K, t,
    // b and :N move it; a press lifts it when it is on one of its rows.
    let liftsSelection =
      selection.isMarked(list.id(at: position))
      || (driver == .keyboard && !selectedPositions().isEmpty)
    guard liftsSelection || canLift(position) else {
      narration = Narrator.notLiftable(
        label(at: position), position: position + 1, header: isHeader(position))
      if driver == .keyboard { keyHold.reset() } else { _ = recognizer.cancel() }
      return
    }
    materializeRange()
    var positions = [position]
    var mode = configuration.dropMode
    var folding = false
    switch askKind({ $0.lift(at: position, in: $1) }) {
    case .refused(let why):
      if let why { narration = why }
      if driver == .keyboard { keyHold.reset() } else { _ = recognizer.cancel() }
      return
    case .rows(let rows, let folded):
      positions = rows
      mode = .insert  // a kind that lifts its own rows places them
      folding = folded && positions.count > 1
    case nil:
      if liftsSelection { positions = selectedPositions() } else { selection.clear() }
    }
    // A folded lift is held by its first row: the snapshot is that row.
    let grabbedIndex = folding ? 0 : positions.firstIndex(of: position) ?? 0
    let grabbed = positions[grabbedIndex]
    let ranks = PositionSet(positions.compactMap { list.rank(of: $0) })
    hideAround(ranks)
    let ids = positions.map { list.order[$0] }
    let origin = rowOrigin(of: grabbed)
    let grabOffset =
      driver == .pointer ? Point(x: point.x - origin.x, y: point.y - origin.y) : Point(x: 0, y: 0)
    var session = DragSession(
      driver: driver, mode: mode, block: ranks,
      ids: ids, grabbedIndex: grabbedIndex,
      pointer: driver == .pointer ? point : origin, grabOffset: grabOffset,
      minTarget: leadingHeaderRanks(), maxTarget: list.movableCount - ids.count, folding: folding)
    askKind { $0.aim(&session, after: .lift, in: $1) }
    interaction = .dragging(session, held: driver == .keyboard ? press : nil)
    syncShownCount()
    focus = list.position(ofRank: session.grabbedTargetRank)
    autoScroller.stop()
    narration =
      askKind { $0.narration(of: .lift(positions, session), in: $1) }
      ?? Narrator.lifted(label(at: grabbed), positions: positions.map { $0 + 1 }, of: narratedTotal)
  }

  /// Re-aims a pointer drag at the row under the pointer.
  package mutating func aimPointerDrag() {
    guard var drag, drag.driver == .pointer else { return }
    let before = drag.grabbedTargetRank
    switch drag.mode {
    case .insert:
      // A folded lift aims where its one-row snapshot is, wherever in the
      // subtree it was pressed.
      let aimed =
        drag.foldsBlock ? Point(x: drag.pointer.x, y: drag.pointer.y - drag.grabOffset.y) : drag.pointer
      let position = position(shownAt: layout.targetPosition(at: aimed))
      drag.aim(grabbedAt: list.nearestRank(to: position))
      askKind { $0.aim(&drag, after: .pointer, in: $1) }
    case .swap:
      if let position = pressedPosition(at: drag.pointer),
        list.isLiftable(position) || position == list.position(ofRank: drag.sourceRank)
      {
        drag.swapTarget = list.rank(of: position)
      } else {
        drag.swapTarget = nil
      }
    }
    let aimBefore = self.drag?.kindAim
    updateDrag { [drag] in $0 = drag }
    focus = list.position(ofRank: drag.grabbedTargetRank)
    if drag.grabbedTargetRank != before || !DragSession.sameAim(drag.kindAim, aimBefore) {
      narrateDragPosition()
    }
  }

  mutating func moveKeyboardDrag(_ move: CursorMove) {
    guard var drag else { return }
    let grabbedPosition = list.position(ofRank: drag.grabbedTargetRank)
    let targetPosition = position(after: move, from: grabbedPosition)
    switch drag.mode {
    case .insert:
      let before = drag
      drag.aim(grabbedAt: list.nearestRank(to: targetPosition))
      let step = targetPosition >= grabbedPosition ? 1 : -1
      askKind { $0.aim(&drag, after: .keys(move, step: step, before: before), in: $1) }
    case .swap:
      let step = targetPosition >= grabbedPosition ? 1 : -1
      var p = targetPosition
      while p >= 0 && p < list.count && !list.isLiftable(p) { p += step }
      if p >= 0 && p < list.count, let rank = list.rank(of: p) { drag.swapTarget = rank }
    }
    focus = list.position(ofRank: drag.grabbedTargetRank)
    scrollToShow(focus, margin: configuration.scrollMargin)
    drag.pointer = rowOrigin(of: focus)
    updateDrag { [drag] in $0 = drag }
    narrateDragPosition()
  }

  public mutating func narrateDragPosition() {
    guard let drag else { return }
    if let said = askKind({ $0.narration(of: .drag(drag), in: $1) }) {
      narration = said
      return
    }
    let name = label(id: Int(drag.ids[drag.grabbedIndex]))
    switch drag.mode {
    case .insert:
      narration = Narrator.over(name, count: drag.count, position: focus + 1, of: narratedTotal)
    case .swap:
      if let target = drag.swapTarget, target != drag.sourceRank {
        narration = Narrator.overSwap(
          name, target: label(at: list.position(ofRank: target)), position: list.position(ofRank: target) + 1)
      } else {
        narration = Narrator.overSwap(name, target: nil, position: list.position(ofRank: drag.sourceRank) + 1)
      }
    }
  }

  mutating func endDrag() {
    guard case .dragging(let drag, let held) = interaction else { return }
    let snapshotOrigin = snapshot?.origin ?? unclippedOrigin(of: focus)
    let name = label(id: Int(drag.ids[drag.grabbedIndex]))
    let sourcePosition = list.position(ofRank: drag.sourceRank)
    let total = narratedTotal
    interaction = .idle
    syncShownCount()
    autoScroller.stop()
    keyHold.reset()
    let landed: PositionSet
    let kind = configuration.kind
    if let kindLanded = withKindContext({ kind.drop(drag, on: &$0) }) {
      scrollToShow(focus, margin: 0)
      settle(drag, landed: kindLanded, from: snapshotOrigin, held: held)
      return
    }
    switch drag.mode {
    case .insert:
      landed = PositionSet(drag.targetRank..<(drag.targetRank + drag.count))
      focus = list.position(ofRank: drag.targetRank + drag.grabbedIndex)
      if let edit = drag.edit {
        // `.` moves the focused row (or selection) as far again.
        lastMove = .horizontal(drag.grabbedTargetRank - drag.sourceRank)
        let landed = (drag.targetRank..<(drag.targetRank + drag.count)).map { list.position(ofRank: $0) + 1 }
        let from = drag.block.map { list.position(ofRank: $0) + 1 }
        commit(edit, summary: Narrator.moved(name, from: from, to: landed, of: total))
      } else {
        narration = Narrator.droppedInPlace(name, position: focus + 1, of: narratedTotal)
      }
    case .swap:
      if let target = drag.swapTarget, target != drag.sourceRank {
        landed = PositionSet(target..<(target + 1))
        let targetPosition = list.position(ofRank: target)
        let otherName = label(at: targetPosition)
        focus = targetPosition
        commit(
          .swap(sourcePosition, targetPosition),
          summary: Narrator.swapped(
            name, otherName, from: sourcePosition + 1, to: targetPosition + 1, of: total))
      } else {
        landed = PositionSet(drag.sourceRank..<(drag.sourceRank + 1))
        focus = sourcePosition
        narration = Narrator.droppedInPlace(name, position: focus + 1, of: narratedTotal)
      }
    }
    scrollToShow(focus, margin: 0)
    settle(drag, landed: landed, from: snapshotOrigin, held: held)
  }

  mutating func cancelDrag() {
    guard case .dragging(let drag, let held) = interaction else { return }
    let snapshotOrigin = snapshot?.origin ?? unclippedOrigin(of: focus)
    let name = label(id: Int(drag.ids[drag.grabbedIndex]))
    interaction = .idle
    syncShownCount()
    autoScroller.stop()
    keyHold.reset()
    _ = recognizer.cancel()
    focus = list.position(ofRank: drag.sourceRank)
    narration = Narrator.cancelled(name, position: focus + 1, of: narratedTotal)
    settle(drag, landed: drag.block, from: snapshotOrigin, held: held)
  }

  mutating func tick() {
    handleGestures(recognizer.tick(now), driver: .pointer)
    handleGestures(keyHold.tick(now), driver: .keyboard)
    // A kind that lays its rows out itself scrolls them (after the action).
    if let drag, drag.driver == .pointer, configuration.kind.ownLayout == nil {
      let rows = autoScroller.tick(
        row: drag.pointer.y - layout.itemTop, rows: layout.visibleRows, time: now)
      if rows != 0 {
        layout.scroll(by: rows)
        aimPointerDrag()
      }
    }
    tickSettle()
  }
}
