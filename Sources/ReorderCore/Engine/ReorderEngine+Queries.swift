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

  /// How many rows the list shows: a folded lift's rows (and while they
  /// settle) leave it but the gap.
  /// Folded rows (``Folds``) are not shown either.
  public var shownCount: Int { list.count - (shownDrag?.hiddenRows ?? 0) - foldedCount }

  /// Keeps the layout's count of rows to what is shown.
  public mutating func syncShownCount() {
    let shown = shownCount
    if layout.itemCount != shown { layout.itemCount = shown }
  }

  /// The lift whose gap is shown: the drag, or the rows settling after it.
  private var shownDrag: DragSession? {
    switch interaction {
    case .dragging(let drag, _): return drag
    case .settling(let settle): return settle.view
    case .idle, .pressed, .selectingRange: return nil
    }
  }

  /// The stored position of the row the layout shows at index `shown`
  /// (they differ during a drag, while its rows settle, and where rows
  /// are folded).
  public func storedPosition(shownAt shown: Int) -> (position: Int, isPlaceholder: Bool) {
    let position = position(shownAt: shown)
    guard let drag = shownDrag else { return (position, false) }
    if drag.hiddenRows > 0 && !list.lockedPositions.isEmpty { return foldedPosition(shownAt: position, drag) }
    guard let rank = list.rank(of: position) else { return (position, false) }
    let shown = drag.originalRank(shownAt: rank)
    return (list.position(ofRank: shown.rank), shown.isPlaceholder)
  }

  /// ``storedPosition(shownAt:)`` for a folded lift (a tree's subtree)
  /// in a list with locked rows: no locked row is among the lifted rows or
  /// between them and the gap (a tree's locked rows are fences), so the
  /// locked rows above the lifted rows show where they are and those
  /// below them show as many rows higher as the lift hides.
  ///
  ///     stored: a [B b1 b2] c L d      B lifted (2 rows hidden), L locked
  ///     shown:  a ░B c L d             L at 5 shows at 3
  private func foldedPosition(shownAt position: Int, _ drag: DragSession) -> (
    position: Int, isPlaceholder: Bool
  ) {
    let locks = list.lockedPositions
    let hidden = drag.hiddenRows
    let above = locks.lowerBound(of: list.position(ofRank: drag.block.first ?? 0))
    let before = locks.lowerBound(of: position)
    if before < above && locks[before] == position { return (position, false) }
    let after = max(locks.lowerBound(of: position + hidden), above)
    if after < locks.count && locks[after] == position + hidden { return (locks[after], false) }
    let shown = drag.originalRank(shownAt: position - min(before, above) - (after - above))
    return (list.position(ofRank: shown.rank), shown.isPlaceholder)
  }

  /// Whether the row shown at layout index `position` is selected; `id` is the item
  /// shown there (``displayed(at:)``).
  public func isSelected(id: Int, displayedAt position: Int) -> Bool {
    if selection.isMarked(id) { return true }
    if !isDragging, let anchor = selection.anchor {
      let position = self.position(shownAt: position)
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
        // Over a grid or a kind's own layout it follows the pointer sideways too.
        let sideways = layout.isGrid || configuration.kind.ownLayout != nil
        let x = sideways ? drag.pointer.x - drag.grabOffset.x : 0
        origin = Point(x: x, y: y)
      case .keyboard:
        origin = rowOrigin(of: focus)
      }
      return SnapshotView(drag, origin: origin, isSettling: false)
    case .settling(let settle):
      return SnapshotView(settle.view, origin: settle.origin, isSettling: true)
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

  /// How far a press held on a row has come towards lifting it, once it
  /// has come a step; nil for anything else, and for a row that cannot
  /// lift (a header, a locked row: the status line says why at the delay).
  public var holdProgress: HoldProgress? {
    guard case .pressed(let press) = interaction, canLift(press.position),
      let progress = recognizer.progress(at: now)
    else { return nil }
    let steps = max(configuration.holdSteps, 1)
    let step = Int(progress * Double(steps))
    guard step > 0 && step < steps else { return nil }
    return HoldProgress(position: press.position, fraction: Double(step) / Double(steps))
  }

  /// When the loop must deliver a ``EngineAction/tick`` even without input.
  /// The M of "position N of M": every row, or only the rows that move
  /// where the kind counts so (a todo's commands, as the status line's
  /// counter counts them).
  public var narratedTotal: Int { configuration.kind.countsMovableRowsOnly ? list.movableCount : list.count }

  public var nextDeadline: Duration? {
    var deadlines: [Duration] = []
    if let d = recognizer.deadline { deadlines.append(d) }
    if case .pressed(let press) = interaction, canLift(press.position),
      let d = recognizer.nextStep(after: now, steps: configuration.holdSteps)
    {
      deadlines.append(d)
    }
    if let d = keyHold.deadline { deadlines.append(d) }
    if let d = kindState?.deadline { deadlines.append(d) }
    if let drag, drag.driver == .pointer,
      ownLayoutScrolls(drag)
        ?? (autoScroller.zone(row: drag.pointer.y - layout.itemTop, rows: layout.visibleRows).direction != 0)
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
