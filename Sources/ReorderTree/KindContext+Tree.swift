import ReorderCore

// A tree's moves on the engine: a lift takes the node's subtree, the gap
// skips attached rows and lands at a projected depth, and a drop (or J, K,
// H, L, t, b, :N) commits the place and the depth rewrites as one edit.
//
// The engine never keeps a copy of the kind's ``TreeRows`` across a
// commit: registering a rewrite then appends in place instead of copying
// a million depths.

extension KindContext {
  /// The lifted subtree's positions (the preamble is the fixed header, so
  /// every row of the list has a node).
  func treeLiftedPositions(at position: Int, rows: TreeRows) -> [Int] {
    guard let node = rows.owner(of: position, in: list.order) else { return [] }
    let subtree = rows.subtree(of: node, in: list.order)
    // A subtree that holds a locked row stays (`treeLiftRefusal` says so).
    if firstLockedRow(in: subtree) != nil { return [] }
    return Array(subtree)
  }

  /// Why the row at `position` lifts nothing: its node, or a row under
  /// it, is locked.
  func treeLiftRefusal(at position: Int, rows: TreeRows) -> Narration? {
    guard let node = rows.owner(of: position, in: list.order) else {
      return Narrator.treeFixedRow(label(at: position))
    }
    let subtree = rows.subtree(of: node, in: list.order)
    guard let locked = firstLockedRow(in: subtree) else { return nil }
    if locked == node { return Narrator.notLiftable(label(at: node), position: node + 1, header: false) }
    return lockRefusal(label(at: node), verb: "move", locked: locked, source: subtree)
  }

  /// Puts the gap on the nearest place a subtree may land (never between
  /// a node and its attached rows: past them going down, before their
  /// node going up) and projects the landing depth: from the pointer's
  /// sideways offset, or the depth the keys asked for, within the gap's
  /// ``DepthBounds``.
  /// - Complexity: O(attached rows skipped); O(1) in the subtree's size.
  func aimTreeDrag(_ drag: inout DragSession, step: Int, rows: TreeRows) {
    guard let place = treePlace(of: drag) else { return }
    let order = list.order
    let k = drag.count
    let lifted = place.lifted
    let first = lifted.lowerBound
    // Between the locked rows around it (all of the list without locks).
    let fence = treeFence(around: lifted)
    let lowest = fence.lowerBound
    let highest = fence.upperBound - k
    func isGap(_ g: Int) -> Bool {
      // Before a node or a section header, never before an attached row.
      g == order.count - k || rows.role(ofID: order[g < first ? g : g + k]) != .attached
    }
    var gap = min(max(place.gap, lowest), highest)
    if let run = folds.restHidden.run(hiding: gap) {
      // Never among a collapsed subtree's hidden rows (or a folded body):
      // past them, the way the gap goes.
      gap = (step != 0 ? step : drag.lastStep) >= 0 ? run.upperBound : max(run.lowerBound - 1, 0)
      gap = min(max(gap, lowest), highest)
    }
    if !isGap(gap) {
      var up = gap
      var down = gap
      while up > lowest && !isGap(up) { up -= 1 }
      while down < highest && !isGap(down) { down += 1 }
      if !isGap(up) { up = down }
      if !isGap(down) { down = up }
      gap = step > 0 ? down : step < 0 ? up : (gap - up <= down - gap ? up : down)
    }
    drag.targetRank = gap - place.locksAbove
    if drag.landingDepth == nil { drag.wantedDepth = rows.depth(ofID: drag.ids[0]) }
    let bounds = shownDepthBounds(gap: gap, lifted: lifted, rows: rows)
    if drag.driver == .pointer {
      drag.landingDepth = bounds.clamp(
        rows.projectedDepth(
          gap: gap, lifted: lifted, offsetColumns: drag.pointer.x - drag.liftPointer.x, in: order))
    } else {
      drag.landingDepth = bounds.clamp(drag.wantedDepth)
    }
  }

  /// The depths a subtree may land at in `gap` where a person sees it
  /// land: below a collapsed row it goes no deeper than that row (as one
  /// of its hidden children it would vanish).
  func shownDepthBounds(gap: Int, lifted: Range<Int>, rows: TreeRows) -> DepthBounds {
    let bounds = rows.depthBounds(gap: gap, lifted: lifted, in: list.order)
    guard gap > 0, let run = folds.restHidden.run(hiding: gap - 1), run.lowerBound > 0 else { return bounds }
    let owner = run.lowerBound - 1
    let id = list.order[owner < lifted.lowerBound ? owner : owner + lifted.count]
    guard folds.collapsed.contains(id) else { return bounds }
    let most = min(bounds.most, rows.depth(ofID: id))
    return DepthBounds(least: min(bounds.least, most), most: most)
  }

  /// Left/Right while lifted: the landing depth one level up or down, if
  /// the rows around the gap allow it.
  mutating func changeLandingDepth(by delta: Int, rows: TreeRows) {
    guard let drag, let place = treePlace(of: drag), let landing = drag.landingDepth else { return }
    let bounds = shownDepthBounds(gap: place.gap, lifted: place.lifted, rows: rows)
    let wanted = landing + delta
    guard bounds.contains(wanted) else {
      narration = Narrator.treeDepthBounds(
        label(id: Int(drag.ids[0])), deeper: delta > 0, least: bounds.least + 1, most: bounds.most + 1)
      return
    }
    updateDrag {
      $0.wantedDepth = wanted
      $0.landingDepth = wanted
    }
    narrateDragPosition()
  }

  /// What a tree drag says over its gap: the parent it would land under
  /// and the depth (not its place among the siblings: that costs a walk
  /// over the parent's children, said once at the drop).
  /// - Complexity: O(rows between the gap and the parent).
  func treeDragNarration(_ drag: DragSession, rows: TreeRows) -> Narration? {
    guard let depth = drag.landingDepth, let place = treePlace(of: drag) else { return nil }
    let parent = restParent(gap: place.gap, depth: depth, lifted: place.lifted, rows: rows)
    let said = Narrator.treeOver(
      label(id: Int(drag.ids[0])), under: parent.map { label(at: $0) }, depth: depth + 1, rows: drag.count)
    // At a fence, which locked row stops the gap there.
    guard !list.lockedPositions.isEmpty else { return said }
    let fence = treeFence(around: place.lifted)
    if place.gap == fence.lowerBound && fence.lowerBound > 0 {
      return said + Narrator.treeStops(at: label(at: fence.lowerBound - 1), above: true)
    }
    if place.gap == fence.upperBound - drag.count && fence.upperBound < list.count {
      return said + Narrator.treeStops(at: label(at: fence.upperBound), above: false)
    }
    return said
  }

  /// The drop: the planned move, committed; or, refused, the rows back
  /// where they were and why said.
  mutating func dropTree(_ drag: DragSession, kind: TreeKind) -> PositionSet? {
    guard let place = treePlace(of: drag) else { return nil }
    let lifted = place.lifted
    let first = lifted.lowerBound
    let depth = drag.landingDepth ?? kind.tree.rows.depth(ofID: drag.ids[0])
    let name = label(id: Int(drag.ids[0]))
    let planned = kind.tree.rows.planDrop(
      lifted: lifted, gap: place.gap, depth: depth, in: list.order, store: list.store)
    switch planned {
    case .failure(let refusal):
      focus = first
      narration = Narrator.treeRefused(refusal, name, kind: .drop, outline: kind.reading.isOutline)
      return drag.block
    case .success(let move):
      if move.changesNothing {
        focus = first
        narration = Narrator.droppedInPlace(name, position: focus + 1, of: narratedTotal)
      } else if let locked = lockedRow(movedBy: move) {
        focus = first
        narration = lockRefusal(name, verb: "move", locked: locked, source: lifted)
        return drag.block
      } else {
        lastMove = nil
        commitTree(move, kind: kind, summary: placeSummary(of: move, name: name, rows: kind.tree.rows))
      }
      return PositionSet(move.destination).shifted(by: -place.locksAbove)
    }
  }

  /// "Moved "Home" under "Work", position 2 of 3 there · depth 2", said
  /// before the move is applied.
  func placeSummary(of move: TreeMove, name: ItemLabel, rows: TreeRows) -> Narration {
    let lifted = move.source
    let gap = move.destination.lowerBound
    let place = restPlace(gap: gap, depth: move.depth, lifted: lifted, rows: rows)
    return Narrator.treePlace(
      name, under: place.parent.map { label(at: $0) }, position: place.index + 1, of: place.count,
      depth: move.depth + 1)
  }

  /// Stores the move's rewritten rows, registers them with the tree and
  /// the list, and commits the move as one undoable edit.
  /// - Complexity: O(rows rewritten) besides the place.
  mutating func commitTree(_ move: TreeMove, kind: TreeKind, summary: Narration) {
    var ids: [UInt32] = []
    ids.reserveCapacity(move.rewrites.count)
    for rewrite in move.rewrites {
      let id = list.store.appendSynthesized(rewrite.bytes)
      kind.tree.rows.register(rewrite, as: id)
      folds.carry(from: rewrite.old, to: id)
      registerSynthesized(id: id, flags: [], replacing: rewrite.old)
      ids.append(id)
    }
    // No locked row is in the way, so the rows' ranks are their positions
    // less the locked rows above them.
    let locksAbove = lockedRows(before: min(move.source.lowerBound, move.destination.lowerBound))
    guard let edit = move.edit(newIDs: ids, locksAbove: locksAbove) else { return }
    commit(edit, summary: summary)
    focus = move.landing
    scrollToShow(focus, margin: configuration.scrollMargin)
  }

  // MARK: - Places in the list without the lifted rows

  /// The parent a subtree landing at `gap` (a gap in the list without
  /// `lifted`) at `depth` would have: its position in the list as it is.
  private func restParent(gap: Int, depth: Int, lifted: Range<Int>, rows: TreeRows) -> Int? {
    guard depth > 0 else { return nil }
    let order = list.order
    var r = gap - 1
    while r >= 0 {
      let p = r < lifted.lowerBound ? r : r + lifted.count
      let id = order[p]
      if rows.role(ofID: id) == .node && rows.depth(ofID: id) < depth { return p }
      r -= 1
    }
    return nil
  }

  /// Where a subtree landing at `gap` at `depth` would be among its new
  /// parent's children: the parent, its 0-based index and the count.
  /// - Complexity: O(rows of the new parent's subtree); O(n) at the top.
  private func restPlace(gap: Int, depth: Int, lifted: Range<Int>, rows: TreeRows) -> (
    parent: Int?, index: Int, count: Int
  ) {
    let order = list.order
    let k = lifted.count
    let restCount = order.count - k
    // A node's depth; -1 for a section header (it ends the siblings).
    func node(_ r: Int) -> Int? {
      let id = order[r < lifted.lowerBound ? r : r + k]
      switch rows.role(ofID: id) {
      case .node: return rows.depth(ofID: id)
      case .preamble: return -1
      case .attached: return nil
      }
    }
    var parent: Int?
    var index = 0
    var r = gap - 1
    while r >= 0 {
      if let d = node(r) {
        if d < 0 { break }
        if d < depth {
          parent = r < lifted.lowerBound ? r : r + k
          break
        }
        if d == depth { index += 1 }
      }
      r -= 1
    }
    var after = 0
    r = gap
    while r < restCount {
      if let d = node(r) {
        if d < depth { break }
        if d == depth { after += 1 }
      }
      r += 1
    }
    return (parent, index, index + after + 1)
  }
}
