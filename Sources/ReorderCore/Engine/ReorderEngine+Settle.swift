/// After a drop or cancel, the snapshot glides to where its rows now are.
///
/// It only ever travels through a gap: the landing rows are shown as the
/// gap (the dim ghost) and, while the snapshot is on its way, the gap
/// moves with it one row at a time, the rows between shifting as they do
/// during a drag. So the rows are never shown twice (the snapshot and the
/// row it lands as), and the snapshot never covers a row that is not its
/// own. Past the last row it glides through the empty space below.
///
///     cancel, "b" dragged to row 4 and let go:
///     t=0        t=0.5      t=1 (idle)
///     a          a          a
///     c          c          b
///     d          [b]  ▓b▓   c
///     e          d          d
///     [b]  ▓b▓   e          e
extension ReorderEngine {
  /// Starts the glide of `drag`'s rows, which now sit at movable ranks
  /// `landed` of the list, from the snapshot's `origin`; or a press held
  /// under a keyboard lift carries on; or, without animation, nothing.
  package mutating func settle(_ drag: DragSession, landed: PositionSet, from origin: Point, held: Press?) {
    if let held {
      interaction = .pressed(held)
      return
    }
    guard configuration.animationDuration > .zero else {
      interaction = .idle
      return
    }
    let view = DragSession(
      driver: drag.driver, mode: .insert, block: landed, ids: drag.ids, grabbedIndex: drag.grabbedIndex,
      pointer: origin, grabOffset: Point(x: 0, y: 0), minTarget: min(drag.minTarget, landed.first ?? 0),
      maxTarget: drag.maxTarget,
      folding: drag.foldsBlock)
    var settle = Settle(view: view, from: origin, landing: focus, start: now, origin: origin)
    hideAround(landed)
    interaction = .settling(settle)
    syncShownCount()
    advance(&settle)
    interaction = .settling(settle)
  }

  /// Ticks the glide: the next frame, or the end of it.
  mutating func tickSettle() {
    guard case .settling(var settle) = interaction else { return }
    if now - settle.start >= configuration.animationDuration {
      interaction = .idle
    } else {
      advance(&settle)
      interaction = .settling(settle)
    }
  }

  /// Puts the snapshot where it is at `now` (eased out: fast, then slow)
  /// and the gap under it.
  private func advance(_ settle: inout Settle) {
    let duration = configuration.animationDuration
    let t = duration > .zero ? min(max((now - settle.start) / duration, 0), 1) : 1
    let eased = 1 - (1 - t) * (1 - t)
    let ownsLayout = configuration.kind.ownLayout != nil
    let to =
      ownOrigin(of: settle.landing)
      ?? (folds.restHidden.isEmpty
        ? layout.unclippedOrigin(ofPosition: settle.landing)
        : layout.unclippedOrigin(ofPosition: shownGap(of: settle.view, at: settle.view.block.first ?? 0)))
    let point = Point(
      x: settle.from.x + Int((Double(to.x - settle.from.x) * eased).rounded()),
      y: settle.from.y + Int((Double(to.y - settle.from.y) * eased).rounded()))
    // Where the kind lays its rows out (a board) the gap waits where the
    // rows landed; the snapshot glides over them to it.
    guard !ownsLayout else {
      settle.origin = point
      return
    }
    let grabbed = settle.view.grabbedIndex
    guard let position = unclippedPosition(at: point) else {
      // Below the last row: the gap waits at the end, the snapshot glides
      // through the empty space towards it.
      settle.view.aim(grabbedAt: list.movableCount - 1 - (settle.view.count - 1 - grabbed))
      settle.origin = point
      return
    }
    let folded = folds.restHidden
    settle.view.aim(
      grabbedAt: folded.isEmpty ? list.nearestRank(to: position) : folded.position(shownAt: position))
    settle.origin = layout.unclippedOrigin(ofPosition: shownGap(of: settle.view, at: settle.view.targetRank))
  }

  /// The layout index of the grabbed row of `view` with its gap at rank
  /// `gap` (among rows folded away, where the next shown row is).
  private func shownGap(of view: DragSession, at gap: Int) -> Int {
    let folded = folds.restHidden
    guard !folded.isEmpty else { return list.position(ofRank: gap + view.grabbedIndex) }
    return folded.shownIndex(of: gap) + view.grabbedIndex
  }

  /// The position whose cell is nearest to a snapshot origin, on screen or
  /// off it (above the first row: the first); nil below the last row.
  private func unclippedPosition(at point: Point) -> Int? {
    let row = point.y - layout.topInset + layout.scroll
    let cellWidth = max(layout.cellWidth, 1)
    let column = min(max((point.x + cellWidth / 2) / cellWidth, 0), layout.columns - 1)
    let position = max(row, 0) * layout.columns + column
    return position < shownCount ? position : nil
  }
}
