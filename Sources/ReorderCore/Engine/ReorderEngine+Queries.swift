/// What the view asks the engine: what is shown where, what is selected,
/// the floating snapshot, hit testing and when the next tick is due.
extension ReorderEngine {
  /// Whether a row is lifted (by pointer or keyboard).
  public var isDragging: Bool { drag != nil }

  /// The item shown at a position, and whether it is the placeholder of a
  /// lifted row (the gap). During a drag this is a view over the original
  /// order; otherwise it is the order itself.
  /// - Complexity: O(log n).
  public func displayed(at position: Int) -> (id: Int, isPlaceholder: Bool) {
    let shown = storedPosition(shownAt: position)
    return (list.id(at: shown.position), shown.isPlaceholder)
  }

  /// The stored position of the row shown at `position` (they differ only
  /// during a drag).
  public func storedPosition(shownAt position: Int) -> (position: Int, isPlaceholder: Bool) {
    guard let drag, let rank = list.rank(of: position) else { return (position, false) }
    let shown = drag.originalRank(shownAt: rank)
    return (list.position(ofRank: shown.rank), shown.isPlaceholder)
  }

  /// Whether the row shown at `position` is selected; `id` is the item
  /// shown there (``displayed(at:)``).
  public func isSelected(id: Int, displayedAt position: Int) -> Bool {
    if selection.isMarked(id) { return true }
    if !isDragging, let anchor = selection.anchor {
      return position >= min(anchor, focus) && position <= max(anchor, focus)
        && list.flags(at: position).isLiftable
    }
    return false
  }

  /// The floating snapshot to draw, if a row is lifted or settling.
  public var snapshot: SnapshotView? {
    switch interaction {
    case .dragging(let drag, _):
      let origin: Point
      switch drag.driver {
      case .pointer:
        let y = min(
          max(drag.pointer.y - drag.grabOffset.y, layout.itemTop),
          layout.itemTop + max(layout.visibleRows - 1, 0))
        let x = layout.isGrid ? drag.pointer.x - drag.grabOffset.x : 0
        origin = Point(x: x, y: y)
      case .keyboard:
        origin = layout.unclippedOrigin(ofPosition: focus)
      }
      return SnapshotView(ids: drag.ids, grabbedIndex: drag.grabbedIndex, origin: origin, isSettling: false)
    case .settling(let settle):
      let to = layout.unclippedOrigin(ofPosition: settle.landing)
      let duration = configuration.animationDuration
      var t = duration > .zero ? (now - settle.start) / duration : 1
      t = min(max(t, 0), 1)
      let eased = 1 - (1 - t) * (1 - t)
      let origin = Point(
        x: settle.from.x + Int((Double(to.x - settle.from.x) * eased).rounded()),
        y: settle.from.y + Int((Double(to.y - settle.from.y) * eased).rounded()))
      return SnapshotView(
        ids: settle.ids, grabbedIndex: settle.grabbedIndex, origin: origin, isSettling: true)
    case .idle, .pressed, .selectingRange:
      return nil
    }
  }

  /// The item under a screen cell, as an index path; nil for headers, the
  /// status line, gaps, and anything below or beside the items.
  public func hitTest(_ point: Point) -> IndexPath? {
    guard let position = layout.position(at: point) else { return nil }
    return list.indexPath(at: storedPosition(shownAt: position).position)
  }

  /// When the loop must deliver a ``EngineAction/tick`` even without input.
  public var nextDeadline: Duration? {
    var deadlines: [Duration] = []
    if let d = recognizer.deadline { deadlines.append(d) }
    if let d = keyHold.deadline { deadlines.append(d) }
    if let d = foldRest.deadline { deadlines.append(d) }
    if let drag, drag.driver == .pointer,
      autoScroller.zone(row: drag.pointer.y - layout.itemTop, rows: layout.visibleRows).direction != 0
    {
      deadlines.append(now + configuration.autoScrollInterval)
    }
    if case .settling(let settle) = interaction {
      deadlines.append(
        min(now + configuration.animationFrameInterval, settle.start + configuration.animationDuration))
    }
    return deadlines.min()
  }
}

extension ReorderEngine {
  /// Whether a mouse button is down on the rows: a press, a range being
  /// drawn, a pointer lift, or a press held under a keyboard lift. Its
  /// motion and release must reach the engine, whatever is shown over it.
  public var isButtonHeld: Bool {
    switch interaction {
    case .pressed, .selectingRange: return true
    case .dragging(let drag, let held): return drag.driver == .pointer || held != nil
    case .idle, .settling: return false
    }
  }
}
