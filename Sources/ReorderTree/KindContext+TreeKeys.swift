import ReorderCore

// A tree's moves without a drag: J/K past a sibling, H/L out or in, t/b
// and :N to a place (the subtree keeps its depth where the rows around
// allow it), and Left/Right along the tree.

extension KindContext {
  /// `J`/`K` (with a count: that many siblings), `t`, `b`, `:N`; `H`/`L`
  /// as horizontal moves.
  mutating func moveTree(_ move: CursorMove, kind: TreeKind) {
    guard let node = kind.tree.rows.owner(of: focus, in: list.order) else { return }
    switch move {
    case .vertical(let n):
      movePastSiblings(from: node, steps: n, kind: kind)
    case .horizontal(let n):
      for _ in 0..<max(1, abs(n)) where shiftTree(outward: n < 0, kind: kind) {}
    case .first, .last, .pageUp, .pageDown, .to:
      placeSubtree(at: node, move: move, kind: kind)
    }
  }

  private mutating func movePastSiblings(from node: Int, steps: Int, kind: TreeKind) {
    let down = steps > 0
    var here = node
    for done in 0..<max(1, abs(steps)) {
      let name = label(at: here)
      let planned = kind.tree.rows.planMovePastSibling(
        at: here, down: down, in: list.order, store: list.store)
      switch planned {
      case .failure(let refusal):
        if done == 0 {
          let parent = kind.tree.rows.parent(of: here, in: list.order)
          narration = Narrator.treeRefused(
            refusal, name, kind: down ? .down : .up, parent: parent.map { label(at: $0) },
            outline: kind.reading.isOutline)
        }
        return
      case .success(let move):
        if let locked = lockedRow(movedBy: move) {
          if done == 0 {
            narration = lockRefusal(
              name, verb: down ? "move down" : "move up", locked: locked, source: move.source)
          }
          return
        }
        let place = kind.tree.rows.placeAmongSiblings(of: here, in: list.order)
        let summary = Narrator.treeMovedPastSibling(
          name, down: down, position: place.index + (down ? 2 : 0), of: place.count,
          under: place.parent.map { label(at: $0) })
        commitTree(move, kind: kind, summary: summary)
        here = move.landing
      }
    }
  }

  /// `t`, `b`, `:N`: the subtree to the first gap, the last, or the gap at
  /// N (past a body it would split), at its depth clamped to the gap's
  /// bounds.
  private mutating func placeSubtree(at node: Int, move: CursorMove, kind: TreeKind) {
    let subtree = kind.tree.rows.subtree(of: node, in: list.order)
    let name = label(at: node)
    if let locked = firstLockedRow(in: subtree) {
      narration = lockRefusal(name, verb: "move", locked: locked, source: subtree)
      return
    }
    // Between the locked rows around it, below a first section header,
    // as far as it goes.
    let fence = treeFence(around: subtree)
    let top = max(fence.lowerBound, kind.tree.rows.preambleEnd(in: list.order))
    let k = subtree.count
    let restCount = fence.upperBound - k
    var gap: Int
    switch move {
    case .last, .pageDown: gap = restCount
    case .to(let p): gap = min(max(p, top), restCount)
    default: gap = top
    }
    while gap < restCount
      && kind.tree.rows.role(ofID: list.order[gap < subtree.lowerBound ? gap : gap + k]) == .attached
    {
      gap += 1
    }
    let bounds = kind.tree.rows.depthBounds(gap: gap, lifted: subtree, in: list.order)
    let depth = bounds.clamp(kind.tree.rows.depth(ofID: list.order[node]))
    let planned = kind.tree.rows.planDrop(
      lifted: subtree, gap: gap, depth: depth, in: list.order, store: list.store)
    switch planned {
    case .failure(let refusal):
      narration = Narrator.treeRefused(refusal, name, kind: .drop, outline: kind.reading.isOutline)
    case .success(let move) where move.changesNothing:
      narration = Narrator.alreadyThere(name, positions: [node + 1], of: narratedTotal, note: nil)
    case .success(let move):
      commitTree(move, kind: kind, summary: placeSummary(of: move, name: name, rows: kind.tree.rows))
    }
  }

  /// `H`/`L`: the focused subtree one level out or in, where it is.
  /// - Returns: whether it moved.
  @discardableResult
  mutating func shiftTree(outward: Bool, kind: TreeKind) -> Bool {
    guard let node = kind.tree.rows.owner(of: focus, in: list.order) else { return false }
    let name = label(at: node)
    let planned = kind.tree.rows.planShift(at: node, outward: outward, in: list.order, store: list.store)
    switch planned {
    case .failure(let refusal):
      narration = Narrator.treeRefused(
        refusal, name, kind: outward ? .outdent : .indent, outline: kind.reading.isOutline)
      return false
    case .success(let move):
      if let locked = lockedRow(movedBy: move) {
        narration = lockRefusal(
          name, verb: outward ? "outdent" : "indent", locked: locked, source: move.source)
        return false
      }
      let level = kind.reading.isOutline ? (move.rewrites.first?.level ?? move.depth + 1) : move.depth + 1
      commitTree(move, kind: kind, summary: Narrator.treeShifted(name, outward: outward, toLevel: level))
      return true
    }
  }

  /// Promote or demote: the focused heading alone one level out or in,
  /// where it is; only an outline's headings (their levels are markers:
  /// an indented line's children would have to move with it).
  mutating func shiftHeading(outward: Bool, kind: TreeKind) {
    guard kind.reading.isOutline else {
      narration = Narrator.headingShiftOnlyInOutlines()
      return
    }
    guard let node = kind.tree.rows.owner(of: focus, in: list.order) else { return }
    let name = label(at: node)
    let planned = kind.tree.rows.planLevelShift(
      at: node, outward: outward, wholeSubtree: false, in: list.order, store: list.store)
    switch planned {
    case .failure(let refusal):
      narration = Narrator.treeRefused(
        refusal, name, kind: outward ? .promote : .demote, outline: true)
    case .success(let move):
      if let locked = lockedRow(movedBy: move) {
        narration = lockRefusal(
          name, verb: outward ? "promote" : "demote", locked: locked, source: node..<(node + 1))
        return
      }
      let level = move.rewrites.first?.level ?? 1
      commitTree(move, kind: kind, summary: Narrator.headingShifted(name, outward: outward, toLevel: level))
    }
  }

  /// Left/Right with nothing lifted: the focus to the parent, or to the
  /// first child, said as a focus move is.
  mutating func focusAlongTree(down: Bool, rows: TreeRows) {
    guard let node = rows.owner(of: focus, in: list.order) else { return }
    let name = label(at: node)
    if down {
      let subtree = rows.subtree(of: node, in: list.order)
      guard let child = subtree.dropFirst().first(where: { rows.role(ofID: list.order[$0]) == .node }) else {
        narration = Narrator.treeNoChildren(name)
        return
      }
      focus = child
    } else {
      guard let parent = rows.parent(of: node, in: list.order) else {
        narration = Narrator.treeAtTopLevel(name)
        return
      }
      focus = parent
    }
    scrollToShow(focus, margin: configuration.scrollMargin)
    // The status line names the row the focus went to, as j and k do.
    narrateFocus()
  }
}
