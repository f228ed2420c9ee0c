import ReorderCore

// Move plans: a subtree dropped in a gap at a depth, past a sibling (J/K),
// one level out or in (H/L). Pure: each returns a ``TreeMove`` or says why
// not, and changes nothing.

extension TreeRows {
  /// A lifted subtree dropped at `gap` (a gap in the list without it, as
  /// ``depthBounds(gap:lifted:in:)`` counts) at `depth`.
  ///
  ///     0 A          lifted 1..<2 (b), gap 2, depth 0:    A
  ///     1   b                                             c
  ///     2 c                                               b   ("  b" → "b")
  ///
  /// - Complexity: O(rows lifted) without a check; where the file's
  ///   indentation does not line up, also O(rows between source and gap).
  public func planDrop<O: RandomAccessCollection<UInt32>>(
    lifted: Range<Int>, gap: Int, depth: Int, in order: O, store: ItemStore
  ) -> Result<TreeMove, TreeRefusal> where O.Index == Int {
    precondition(!lifted.isEmpty && subtree(of: lifted.lowerBound, in: order) == lifted, "lift a subtree")
    let k = lifted.count
    let restCount = order.count - k
    guard gap >= 0 && gap <= restCount && gap >= preambleEnd(in: order) else {
      return .failure(.notADropPlace)
    }
    func restPosition(_ r: Int) -> Int { r < lifted.lowerBound ? r : r + k }
    if gap < restCount && role(ofID: order[restPosition(gap)]) == .attached {
      return .failure(.notADropPlace)
    }
    guard depthBounds(gap: gap, lifted: lifted, in: order).contains(depth) else {
      return .failure(.notADropPlace)
    }
    let delta = depth - self.depth(at: lifted.lowerBound, in: order)
    let rewritten: [TreeRewrite]
    switch rewrites(of: lifted, landingAt: gap, by: delta, in: order, store: store) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let rows): rewritten = rows
    }
    let move = TreeMove(
      kind: .drop, source: lifted, destination: gap..<(gap + k), depth: depth, depthChange: delta,
      rewrites: rewritten)
    let laid = laidOut(move, in: order, store: store)
    if laid.layoutRefused { return .failure(.listEndWouldMove) }
    return checked(laid, in: order, store: store)
  }

  /// `K` (up) or `J` (down): the subtree at `position` changes places with
  /// the neighbouring sibling's subtree (org-mode's M-up/M-down); refused
  /// at its parent's first or last child.
  public func planMovePastSibling<O: RandomAccessCollection<UInt32>>(
    at position: Int, down: Bool, in order: O, store: ItemStore? = nil
  ) -> Result<TreeMove, TreeRefusal> where O.Index == Int {
    guard role(at: position, in: order) == .node else { return .failure(.inPreamble) }
    let mine = subtree(of: position, in: order)
    let depth = depth(at: position, in: order)
    let move: TreeMove
    if down {
      guard let next = nextSibling(of: position, in: order) else {
        return .failure(.lastAmongSiblings(parent: parent(of: position, in: order)))
      }
      if let store, sameListEnds(position, next, in: order, store: store) {
        return .failure(.endOfList(last: true, item: isListItem(at: position, in: order, store: store)))
      }
      let end = subtree(of: next, in: order).upperBound
      move = TreeMove(
        kind: .down, source: mine, destination: (end - mine.count)..<end, depth: depth, depthChange: 0,
        rewrites: [])
    } else {
      guard let previous = previousSibling(of: position, in: order) else {
        return .failure(.firstAmongSiblings(parent: parent(of: position, in: order)))
      }
      if let store, sameListEnds(position, previous, in: order, store: store) {
        return .failure(.endOfList(last: false, item: isListItem(at: position, in: order, store: store)))
      }
      move = TreeMove(
        kind: .up, source: mine, destination: previous..<(previous + mine.count), depth: depth,
        depthChange: 0,
        rewrites: [])
    }
    let laid = laidOut(move, in: order, store: store)
    if laid.layoutRefused { return .failure(.listEndWouldMove) }
    return checked(laid, in: order, store: store)
  }

  /// `H` (outdent) or `L` (indent): the subtree at `position` one level
  /// out or in, where it is (org-mode's M-S-left/right).
  ///
  /// As in org, the rows stay in place and only their depth changes:
  /// outdented, the node's following siblings become its children (org
  /// promotes the text, and the headings after it are then under it);
  /// indented, it becomes the last child of the sibling above it. In an
  /// indented file refused at the top level (outdent) and for a first
  /// child (indent: no sibling above to go under); an outline's headings
  /// change level as org's do (``planLevelShift(at:outward:wholeSubtree:in:store:)``).
  ///
  ///     A              H on b:   A            L on c:   A
  ///       b                      b                        b
  ///       c                        c                        c
  ///
  /// In an indented file the subtree goes to the column where its new
  /// siblings sit (the parent's, outdented; the children of the sibling
  /// above, indented), so that it reads as one of them whatever the
  /// file's unit; only a sibling with no children yet gives the unit.
  ///
  ///     - a                 L on c:   - a
  ///             - b                           - b
  ///     - c                                   - c     (8 columns, not 4)
  public func planShift<O: RandomAccessCollection<UInt32>>(
    at position: Int, outward: Bool, in order: O, store: ItemStore
  ) -> Result<TreeMove, TreeRefusal> where O.Index == Int {
    guard role(at: position, in: order) == .node else { return .failure(.inPreamble) }
    // An outline's levels are written by markers, so any level can be:
    // org's M-S-left/right, the tree read again from the new levels.
    if reading.isOutline {
      return planLevelShift(at: position, outward: outward, wholeSubtree: true, in: order, store: store)
    }
    let depth = depth(at: position, in: order)
    if outward {
      guard depth > 0 else { return .failure(.atTopLevel) }
    } else {
      guard previousSibling(of: position, in: order) != nil else {
        return .failure(.nothingAboveToIndentUnder)
      }
    }
    let mine = subtree(of: position, in: order)
    let delta = outward ? -1 : 1
    let column = siblingsColumn(forShiftOf: position, outward: outward, in: order)
    switch rewrites(
      of: mine, landingAt: mine.lowerBound, by: delta, rootColumn: column, in: order, store: store)
    {
    case .failure(let refusal): return .failure(refusal)
    case .success(let rows):
      let move = TreeMove(
        kind: outward ? .outdent : .indent, source: mine, destination: mine, depth: depth + delta,
        depthChange: delta, rewrites: rows)
      return checked(move, in: order, store: store)
    }
  }

  /// The column of the siblings a node at `position` gets from `H`/`L`
  /// in an indented file: its parent's (outdented), or that of the last
  /// child of the sibling above (indented); nil where the sibling above
  /// has no child (the file's unit decides) or the file is an outline.
  func siblingsColumn<O: RandomAccessCollection<UInt32>>(
    forShiftOf position: Int, outward: Bool, in order: O
  ) -> Int? where O.Index == Int {
    guard case .indentation = reading else { return nil }
    if outward { return parent(of: position, in: order).map { level(ofID: order[$0]) } }
    guard let above = previousSibling(of: position, in: order) else { return nil }
    let childDepth = depth(at: position, in: order) + 1
    let child = subtree(of: above, in: order).dropFirst().last {
      role(ofID: order[$0]) == .node && depth(ofID: order[$0]) == childDepth
    }
    return child.map { level(ofID: order[$0]) }
  }

  /// Every row of `source` rewritten for a depth change of `delta`, at
  /// positions from `start` on; in an indented file by `delta` units, or
  /// so that the root lands at `rootColumn` when that is given.
  private func rewrites<O: RandomAccessCollection<UInt32>>(
    of source: Range<Int>, landingAt start: Int, by delta: Int, rootColumn: Int? = nil, in order: O,
    store: ItemStore
  ) -> Result<[TreeRewrite], TreeRefusal> where O.Index == Int {
    guard delta != 0 else { return .success([]) }
    let columns = rootColumn.map { $0 - level(ofID: order[source.lowerBound]) } ?? delta * unitColumns
    var rows: [TreeRewrite] = []
    rows.reserveCapacity(source.count)
    // A setext heading's new level, until its underline is rewritten.
    var setextLevel: Int?
    // `--tree`: the columns the last node moved by, which the lines
    // attached to it (a Markdown item's wrapped lines, its fence's lines)
    // move by too, where they have the indentation to lose.
    var ownerShift = 0
    for (offset, p) in source.enumerated() {
      let id = order[p]
      let role = role(ofID: id)
      let depth = depth(ofID: id) + delta
      guard depth >= 0 && depth <= Self.maxDepth else { return .failure(.tooDeep) }
      let line = store[Int(id)].array
      guard role == .node else {
        var bytes = line
        if ownerShift != 0 {
          let (indent, isBlank) = line.withUnsafeBufferPointer {
            LeadingBytes.indentation($0, tabWidth: tabWidth)
          }
          if !isBlank && indent + ownerShift >= 0 {
            bytes = DepthRewrite.indentation(line, byColumns: ownerShift, unit: unit, tabWidth: tabWidth)
          }
        }
        if let level = setextLevel {
          if SetextRewrite.isUnderline(line) {
            bytes = level <= 2 ? SetextRewrite.underline(line, level: level) : SetextRewrite.emptied(line)
            setextLevel = nil
          } else if level > 2 {
            // The heading's text goes on: it has several lines.
            return .failure(.setextTextPastLevelTwo)
          }
        }
        rows.append(
          TreeRewrite(
            position: start + offset, old: id, bytes: bytes, changesBytes: bytes != line, role: role,
            depth: depth, level: 0))
        continue
      }
      setextLevel = nil
      let level = level(ofID: id)
      let bytes: [UInt8]
      let newLevel: Int
      switch reading {
      case .indentation:
        newLevel = level + columns
        guard newLevel >= 0 else { return .failure(.indentationDoesNotLineUp) }
        guard newLevel <= Self.maxLevel else { return .failure(.tooDeep) }
        bytes = DepthRewrite.indentation(line, byColumns: newLevel - level, unit: unit, tabWidth: tabWidth)
        ownerShift = newLevel - level
      case .markdownHeadings, .orgHeadings:
        newLevel = level + delta
        if let deepest = reading.deepestLevel, newLevel > deepest {
          return .failure(.beyondDeepestLevel(deepest))
        }
        guard newLevel >= 1 else { return .failure(.indentationDoesNotLineUp) }
        guard newLevel <= Self.maxLevel else { return .failure(.tooDeep) }
        if reading == .markdownHeadings && SetextRewrite.isSetext(line) {
          setextLevel = newLevel
          bytes = newLevel <= 2 ? line : SetextRewrite.atx(line, level: newLevel)
        } else {
          bytes = headingLine(line, level: level, to: newLevel)
        }
      }
      rows.append(
        TreeRewrite(
          position: start + offset, old: id, bytes: bytes, changesBytes: true, role: .node, depth: depth,
          level: newLevel))
    }
    return .success(rows)
  }

  /// The move, if its lines read back as the tree it plans (always, in an
  /// aligned file); else the refusal that the indentation does not line up.
  /// `move` as a Markdown file has it: its blank lines in their places,
  /// its ordered list numbered again.
  private func laidOut<O: RandomAccessCollection<UInt32>>(_ move: TreeMove, in order: O, store: ItemStore?)
    -> TreeMove where O.Index == Int
  {
    renumbering(keepingBlankLines(move, in: order, store: store), in: order, store: store)
  }

  /// In Markdown (given the store), also if Markdown reads the same
  /// headings there.
  private func checked<O: RandomAccessCollection<UInt32>>(_ move: TreeMove, in order: O, store: ItemStore?)
    -> Result<TreeMove, TreeRefusal> where O.Index == Int
  {
    guard isAligned || move.changesNothing || readsBack(move, in: order) else {
      return .failure(.indentationDoesNotLineUp)
    }
    if let store, !readsAsMarkdown(move, in: order, store: store) {
      return .failure(.headingsWouldReadOtherwise)
    }
    return .success(move)
  }
}
