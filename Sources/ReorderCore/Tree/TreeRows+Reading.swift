// Reading a loaded file as a tree: one pass over the items' first bytes.
//
// Loading a million lines as a tree may cost at most 1.3× loading them as
// a list, so the pass is written for speed: the loop keeps its state in
// locals and raw buffers (no property, no array growth, no exclusivity
// check inside it), reads each line only up to its first byte that is not
// indentation, and in an outline looks further only at a line that starts
// with `#`, a blank, a backtick or a tilde (or, inside a fence, the
// fence's character). A line's end is found with `memchr` from its
// first byte that is not indentation (the separator that the store puts
// after every item), not from the store's offsets: asking the store per
// item costs more than that search on lines of a few dozen bytes.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// - Complexity: O(n) in lines; each line is read only as far as its
  ///   first byte that is not indentation (a heading's marker, a fence's run).
  public static func read(_ store: ItemStore, reading: TreeReading, fixedCount: Int = 0) throws(TreeReadError)
    -> TreeRows
  {
    let count = store.count
    var scan = Scan(reading: reading)
    defer { scan.deallocate() }
    var failedLine: Int?
    var levels: [UInt16] = []
    let words = [UInt16](unsafeUninitializedCapacity: count) { wordBuffer, initialized in
      levels = [UInt16](unsafeUninitializedCapacity: count) { levelBuffer, levelsInitialized in
        failedLine = store.withBuffer { buffer in
          // The store's starts give each line's end without a search; past
          // 4 GiB (no starts) the separator is searched for.
          store.withStarts { starts in
            scan.run(
              store, buffer: buffer, starts: starts.baseAddress, fixedCount: fixedCount,
              words: wordBuffer.baseAddress!, levels: levelBuffer.baseAddress!)
          }
            ?? scan.run(
              store, buffer: buffer, starts: nil, fixedCount: fixedCount, words: wordBuffer.baseAddress!,
              levels: levelBuffer.baseAddress!)
        }
        levelsInitialized = count
      }
      initialized = count
    }
    if let failedLine { throw .tooDeep(line: failedLine) }
    return scan.rows(words: words, levels: levels)
  }

  /// The state of one read, in buffers the loop owns.
  private struct Scan {
    let reading: TreeReading
    let tabWidth: Int
    /// The levels of the current row's ancestors and itself.
    let stack: UnsafeMutablePointer<Int32>
    /// `--tree`: the columns of the first node seen at each depth.
    let columnsAtDepth: UnsafeMutablePointer<Int32>
    var depthsSeen = 0
    var vote = IndentUnitVote()
    var aligned = true

    init(reading: TreeReading) {
      self.reading = reading
      if case .indentation(let width) = reading { tabWidth = max(1, width) } else { tabWidth = 8 }
      stack = .allocate(capacity: TreeRows.maxDepth + 2)
      columnsAtDepth = .allocate(capacity: TreeRows.maxDepth + 2)
    }

    func deallocate() {
      stack.deallocate()
      columnsAtDepth.deallocate()
    }

    /// Reads every line into `words` and `levels`.
    /// - Returns: the 1-based line that nests too deep, or nil.
    mutating func run(
      _ store: ItemStore, buffer: UnsafeBufferPointer<UInt8>, starts: UnsafePointer<UInt32>?, fixedCount: Int,
      words: UnsafeMutablePointer<UInt16>, levels: UnsafeMutablePointer<UInt16>
    ) -> Int? {
      let count = store.count
      let fixed = min(max(0, fixedCount), count)
      for id in 0..<fixed {
        words[id] = TreeRows.preambleBit
        levels[id] = 0
      }
      guard count > fixed, let base = buffer.baseAddress else { return nil }
      var depth = 0
      var owner: UInt16 = TreeRows.preambleBit
      var fence = MarkdownFence()
      let separator = Int32(store.separator)
      let limit = base + buffer.count
      var start = base + store.range(of: fixed).lowerBound
      for id in fixed..<count {
        // Items lie end to end, each followed by one separator: read the
        // leading bytes, then find the separator from there.
        let level: Int?
        var firstByte: UInt8 = 0
        var scanned = start
        // Where the next line starts, if the store says so.
        let next: UnsafePointer<UInt8>? = starts.map { base + Int($0[id + 1]) }
        switch reading {
        case .indentation:
          var columns = 0
          while scanned < limit {
            let byte = scanned.pointee
            if byte == LeadingBytes.space {
              columns += 1
            } else if byte == LeadingBytes.tab {
              columns += tabWidth - columns % tabWidth
            } else {
              break
            }
            scanned += 1
          }
          if scanned > start { firstByte = start.pointee }
          // Blank: nothing but spaces, tabs and `\r` up to the separator.
          var rest = scanned
          while rest < limit {
            let byte = rest.pointee
            guard
              byte == LeadingBytes.carriageReturn || byte == LeadingBytes.space || byte == LeadingBytes.tab
            else { break }
            rest += 1
          }
          level = rest < limit && Int32(rest.pointee) != separator ? columns : nil
        case .markdownHeadings, .orgHeadings:
          let end = next.map { $0 - 1 } ?? Self.lineEnd(from: start, limit: limit, separator: separator)
          let line = UnsafeBufferPointer(start: start, count: end - start)
          level =
            reading == .orgHeadings
            ? (line.count > 1 && line[0] == 0x2A ? LeadingBytes.orgHeadingLevel(line) : nil)
            : Self.markdownHeading(line, fence: &fence)
          scanned = end
        }
        start = next ?? Self.lineEnd(from: scanned, limit: limit, separator: separator) + 1
        guard let level else {
          words[id] = owner
          levels[id] = 0
          continue
        }
        while depth > 0 && Int(stack[depth - 1]) >= level { depth -= 1 }
        guard depth <= TreeRows.maxDepth, level <= TreeRows.maxLevel else { return id + 1 }
        note(level: level, depth: depth, firstByte: firstByte)
        stack[depth] = Int32(level)
        words[id] = UInt16(depth)
        levels[id] = UInt16(level)
        owner = UInt16(depth) | TreeRows.attachedBit
        depth += 1
      }
      return nil
    }

    /// Where the item that `from` is in ends: its separator.
    ///
    /// Most lines end within a few words: those are searched eight bytes
    /// at a time in registers (as ``ItemStore`` finds separators), a call
    /// to `memchr` costing more there; past 64 bytes, `memchr` goes on.
    @inline(__always)
    static func lineEnd(
      from: UnsafePointer<UInt8>, limit: UnsafePointer<UInt8>, separator: Int32
    ) -> UnsafePointer<UInt8> {
      var p = from
      let pattern = UInt64(UInt8(truncatingIfNeeded: separator)) &* 0x0101_0101_0101_0101
      let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
      var words = 0
      while limit - p >= 8 && words < 8 {
        let x = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)) ^ pattern
        let hits = ~(((x & low7) &+ low7) | x | low7)
        if hits != 0 { return p + hits.trailingZeroBitCount >> 3 }
        p += 8
        words += 1
      }
      guard p < limit, let hit = memchr(p, separator, limit - p) else { return limit }
      return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
    }

    /// A Markdown line's heading level, or nil; `fence` follows code fences.
    /// Only a line starting with `#`, a blank, a backtick or a tilde can
    /// be either (inside a fence: a blank or the fence's character).
    @inline(__always)
    static func markdownHeading(_ line: UnsafeBufferPointer<UInt8>, fence: inout MarkdownFence) -> Int? {
      guard let first = line.first else { return nil }
      if let open = fence.open {
        if first != open.marker && first != LeadingBytes.space { return nil }
        _ = fence.scan(line)
        return nil
      }
      guard first == 0x23 || first == LeadingBytes.space || first == 0x60 || first == 0x7E else { return nil }
      if fence.scan(line) { return nil }
      return LeadingBytes.markdownHeadingLevel(line)
    }

    /// Counts a node towards the unit and the alignment.
    @inline(__always)
    mutating func note(level: Int, depth: Int, firstByte: UInt8) {
      vote.count(step: level - (depth > 0 ? Int(stack[depth - 1]) : 0), firstByte: firstByte)
      if reading.isOutline {
        if level != depth + 1 { aligned = false }
      } else if depth == depthsSeen {
        columnsAtDepth[depth] = Int32(level)
        depthsSeen += 1
      } else if depth < depthsSeen && Int(columnsAtDepth[depth]) != level {
        aligned = false
      }
    }

    func rows(words: [UInt16], levels: [UInt16]) -> TreeRows {
      let unit = reading.isOutline ? IndentUnit.standard : vote.unit
      let step = unit.columns(tabWidth: tabWidth)
      var isAligned = aligned
      if !reading.isOutline {
        for depth in 0..<depthsSeen where Int(columnsAtDepth[depth]) != depth * step { isAligned = false }
      }
      return TreeRows(
        reading: reading, unit: unit, tabWidth: tabWidth, words: words, levels: levels, isAligned: isAligned)
    }
  }
}
