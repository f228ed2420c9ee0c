import ReorderCore

// An outline's H and L, and its promote and demote of one heading, as org
// does them (org-promote-subtree, org-demote-subtree; org-do-promote,
// org-do-demote): the headings' levels change by one star (or `#`) where
// they are, and the tree is then what the levels say. Nothing moves, and
// no depth is decided in advance: the rows from the heading on are read
// again from their new levels, and each row whose depth the reading
// changes is rewritten (the heading's lines with new markers, every other
// row with its bytes, as a new id for its new depth).
//
//     * A              L on b (a first child): org writes "*** b",
//     ** b             still A's child, its own children under it.
//     *** c
//
//     * A              demote b alone: "*** b"; c is now b's sibling,
//     ** b             both A's children (c's depth changes).
//     ** x             promote x alone: "* x", a top-level heading;
//     *** c            c is its child (c's depth changes).

extension TreeRows {
  /// The headings' level change at `position`: the heading and its whole
  /// subtree (`H`/`L`) or the heading alone, one level out or in.
  ///
  /// Refused only where the format cannot write it: promoting a level-1
  /// heading (org: "Cannot promote to level 0"), demoting past Markdown's
  /// `######`, or (Markdown) where it would read other headings.
  ///
  /// - Complexity: O(rows from `position` to the first heading after it
  ///   at the heading's old or new level, or shallower).
  public func planLevelShift<O: RandomAccessCollection<UInt32>>(
    at position: Int, outward: Bool, wholeSubtree: Bool, in order: O, store: ItemStore
  ) -> Result<TreeMove, TreeRefusal> where O.Index == Int {
    precondition(reading.isOutline, "levels change by a heading's markers")
    guard role(at: position, in: order) == .node else { return .failure(.inPreamble) }
    let delta = outward ? -1 : 1
    let rootLevel = level(ofID: order[position])
    guard rootLevel + delta >= 1 else { return .failure(.atTopLevel) }
    let changed = wholeSubtree ? subtree(of: position, in: order) : position..<(position + 1)
    let rewrites: [TreeRewrite]
    switch levelRewrites(from: position, changed: changed, delta: delta, in: order, store: store) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let rows): rewrites = rows
    }
    // The rows it changes, and its subtree: a locked row there keeps the
    // heading where it is, as it keeps it from any move.
    let span =
      position..<max(
        subtree(of: position, in: order).upperBound, rewrites.last.map { $0.position + 1 } ?? position + 1)
    let move = TreeMove(
      kind: wholeSubtree ? (outward ? .outdent : .indent) : (outward ? .promote : .demote), source: span,
      destination: span,
      depth: rewrites.first?.depth ?? depth(at: position, in: order), depthChange: delta, rewrites: rewrites)
    if reading == .markdownHeadings && !markdownReadsBack(move, in: order, store: store) {
      return .failure(.headingsWouldReadOtherwise)
    }
    return .success(move)
  }

  /// The rows from `position` on that the new levels of the headings in
  /// `changed` rewrite: those headings, and every row the levels then
  /// read at another depth.
  private func levelRewrites<O: RandomAccessCollection<UInt32>>(
    from position: Int, changed: Range<Int>, delta: Int, in order: O, store: ItemStore
  ) -> Result<[TreeRewrite], TreeRefusal> where O.Index == Int {
    // The reading goes on until a heading no deeper than both the old and
    // the new level: every level on the stack above it is closed there,
    // so from there on the reading is the one before.
    let rootLevel = level(ofID: order[position])
    let closing = min(rootLevel, rootLevel + delta)
    var stack = openLevels(above: position, in: order)
    var ownerDepth = 0
    var rewrites: [TreeRewrite] = []
    // A setext heading's new level, until its underline is rewritten.
    var setextLevel: Int?
    var p = position
    while p < order.count {
      let id = order[p]
      let role = role(ofID: id)
      if role == .preamble { break }
      let line = store[Int(id)].array
      guard role == .node else {
        var bytes = line
        if let level = setextLevel {
          switch setextUnderline(line, level: level) {
          case .failure(let refusal): return .failure(refusal)
          case .success(let rewritten?):
            bytes = rewritten
            setextLevel = nil
          case .success(nil): break
          }
        }
        if ownerDepth != depth(ofID: id) || bytes != line {
          rewrites.append(
            TreeRewrite(
              position: p, old: id, bytes: bytes, changesBytes: bytes != line, role: .attached,
              depth: ownerDepth, level: 0))
        }
        p += 1
        continue
      }
      setextLevel = nil
      let old = level(ofID: id)
      let isChanged = changed.contains(p)
      let new = isChanged ? old + delta : old
      if p > position && !isChanged && new <= closing { break }
      if isChanged, let deepest = reading.deepestLevel, new > deepest {
        return .failure(.beyondDeepestLevel(deepest))
      }
      guard new <= Self.maxLevel else { return .failure(.tooDeep) }
      while let last = stack.last, last >= new { stack.removeLast() }
      ownerDepth = stack.count
      guard ownerDepth <= Self.maxDepth else { return .failure(.tooDeep) }
      stack.append(new)
      var bytes = line
      if isChanged {
        bytes = headingLine(line, level: old, to: new)
        if reading == .markdownHeadings && SetextRewrite.isSetext(line) { setextLevel = new }
      }
      if isChanged || ownerDepth != depth(ofID: id) {
        rewrites.append(
          TreeRewrite(
            position: p, old: id, bytes: bytes, changesBytes: bytes != line, role: .node, depth: ownerDepth,
            level: new))
      }
      p += 1
    }
    return .success(rewrites)
  }

  /// A heading's line at level `new`: its markers, or (Markdown) a setext
  /// heading's text as ATX past level 2; an org heading's tags aligned
  /// again, as org-mode does.
  func headingLine(_ line: [UInt8], level old: Int, to new: Int) -> [UInt8] {
    if reading == .markdownHeadings && SetextRewrite.isSetext(line) {
      return new <= 2 ? line : SetextRewrite.atx(line, level: new)
    }
    guard reading == .orgHeadings else {
      return DepthRewrite.headingMarkers(line, level: old, to: new, marker: 0x23)
    }
    return OrgTags.aligned(DepthRewrite.headingMarkers(line, level: old, to: new, marker: 0x2A))
  }

  /// A setext heading's underline at the heading's new `level` (nil: the
  /// row is no underline, the text goes on); a text of several lines
  /// cannot go past level 2.
  private func setextUnderline(_ line: [UInt8], level: Int) -> Result<[UInt8]?, TreeRefusal> {
    if SetextRewrite.isUnderline(line) {
      return .success(level <= 2 ? SetextRewrite.underline(line, level: level) : SetextRewrite.emptied(line))
    }
    return level > 2 ? .failure(.setextTextPastLevelTwo) : .success(nil)
  }

  /// The reading's stack of open levels before the row at `position`:
  /// the node the row above belongs to and its ancestors, outermost first.
  func openLevels<O: RandomAccessCollection<UInt32>>(above position: Int, in order: O) -> [Int]
  where O.Index == Int {
    guard position > 0, var p = owner(of: position - 1, in: order) else { return [] }
    var levels = [level(ofID: order[p])]
    while let up = parent(of: p, in: order) {
      levels.append(level(ofID: order[up]))
      p = up
    }
    return levels.reversed()
  }
}
