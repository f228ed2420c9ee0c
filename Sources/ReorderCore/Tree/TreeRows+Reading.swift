// Reading a loaded file as a tree: one pass over the items' first bytes.

extension TreeRows {
  /// Reads every item of `store` (finished loading) as a tree row.
  ///
  ///     let rows = try TreeRows.read(store, reading: .indentation(tabWidth: 8))
  ///
  /// - Parameters:
  ///   - fixedCount: the first items are a fixed header (`--header-lines`):
  ///     preamble, and no part of the tree.
  /// - Throws: ``TreeReadError/tooDeep(line:)`` past ``maxDepth`` levels
  ///   or ``maxLevel`` columns.
  /// - Complexity: O(n) in lines; each line is read only up to its first
  ///   byte that is not indentation (a heading's marker, a fence's run).
  public static func read(_ store: ItemStore, reading: TreeReading, fixedCount: Int = 0) throws(TreeReadError)
    -> TreeRows
  {
    var scan = Scan(reading: reading, count: store.count)
    let failure: TreeReadError? = store.withBuffer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      for id in 0..<store.count {
        let range = store.range(of: id)
        let line = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        if id < fixedCount {
          scan.appendPreamble()
        } else if !scan.take(line) {
          return .tooDeep(line: id + 1)
        }
      }
      return nil
    }
    if let failure { throw failure }
    return scan.rows()
  }

  /// The state of one read: a stack of the levels of the open ancestors.
  private struct Scan {
    let reading: TreeReading
    let tabWidth: Int
    var words: [UInt16] = []
    var levels: [UInt16] = []
    /// The levels of the current row's ancestors and itself.
    var stack: [Int] = []
    var fence = MarkdownFence()
    var vote = IndentUnitVote()
    /// The depth of the node that the next attached row belongs to; nil
    /// before the first node.
    var ownerDepth: Int?
    /// Whether every node so far has level == depth × step (tree) or
    /// depth + 1 (outline); the step is checked once the unit is known.
    var outlineAligned = true
    /// For `--tree`: the columns of the first node seen at each depth
    /// (-1: none yet); aligned needs one width per depth.
    var columnsAtDepth: [Int] = []

    init(reading: TreeReading, count: Int) {
      self.reading = reading
      if case .indentation(let width) = reading { tabWidth = max(1, width) } else { tabWidth = 8 }
      words.reserveCapacity(count)
      levels.reserveCapacity(count)
    }

    mutating func appendPreamble() {
      words.append(TreeRows.preambleBit)
      levels.append(0)
    }

    /// Takes in the next line; false if it nests too deep.
    @inline(__always)
    mutating func take(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
      switch reading {
      case .indentation:
        let (columns, isBlank) = LeadingBytes.indentation(line, tabWidth: tabWidth)
        if isBlank { return appendNonNode() }
        return appendNode(level: columns, firstByte: columns > 0 ? line[0] : 0)
      case .markdownHeadings:
        if fence.scan(line) { return appendNonNode() }
        guard let level = LeadingBytes.markdownHeadingLevel(line) else { return appendNonNode() }
        return appendNode(level: level, firstByte: 0)
      case .orgHeadings:
        guard let level = LeadingBytes.orgHeadingLevel(line) else { return appendNonNode() }
        return appendNode(level: level, firstByte: 0)
      }
    }

    @inline(__always)
    mutating func appendNonNode() -> Bool {
      if let ownerDepth {
        words.append(UInt16(ownerDepth) | TreeRows.attachedBit)
        levels.append(0)
      } else {
        appendPreamble()
      }
      return true
    }

    @inline(__always)
    mutating func appendNode(level: Int, firstByte: UInt8) -> Bool {
      while let last = stack.last, last >= level { stack.removeLast() }
      let depth = stack.count
      guard depth <= TreeRows.maxDepth, level <= TreeRows.maxLevel else { return false }
      vote.count(step: level - (stack.last ?? 0), firstByte: firstByte)
      if reading.isOutline {
        if level != depth + 1 { outlineAligned = false }
      } else if outlineAligned {
        // One width per depth; that it is depth × unit is checked at the
        // end, once the unit is known.
        if depth == columnsAtDepth.count {
          columnsAtDepth.append(level)
        } else if columnsAtDepth[depth] != level {
          outlineAligned = false
        }
      }
      stack.append(level)
      words.append(UInt16(depth))
      levels.append(UInt16(level))
      ownerDepth = depth
      return true
    }

    func rows() -> TreeRows {
      let unit = reading.isOutline ? IndentUnit.standard : vote.unit
      let step = unit.columns(tabWidth: tabWidth)
      let aligned =
        outlineAligned
        && (reading.isOutline || columnsAtDepth.enumerated().allSatisfy { $0.element == $0.offset * step })
      return TreeRows(
        reading: reading, unit: unit, tabWidth: tabWidth, words: words, levels: levels, isAligned: aligned)
    }
  }
}
