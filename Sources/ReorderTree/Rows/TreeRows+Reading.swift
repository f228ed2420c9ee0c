import ReorderCore

// Reading a loaded file as a tree: one pass over the items' first bytes.
//
// Loading a million lines as a tree, or 100,000 headings as an outline,
// may cost at most 1.3× loading them as a list, so the pass is written
// for speed (`reorder-bench once tree` and `once outline` under callgrind
// count its instructions):
//
// - one loop per reading (indentation, headings), each with its state in
//   locals and raw buffers: no property, no array growth, no exclusivity
//   check, no switch on the reading inside it;
// - each line is read only up to its first byte that is not indentation,
//   and its leading spaces are counted eight at a time in a register: a
//   line indented by spaces alone and then text (nearly every line) costs
//   a load and a few operations, and only a line with a tab, a blank line
//   or in the last word of the buffer takes the byte-by-byte path;
// - in an outline, most lines are body text, and they are skipped in a
//   loop of their own that does nothing but read a line's start, look
//   its first byte up in a table of classes and store the row's entry
//   (attached to the heading above). In org, the loop takes two lines a
//   turn with one test of the chunk's end, and only a line that starts
//   with `*` leaves it. In Markdown (TreeReader+Markdown.swift) the table
//   is the one the blocks the last line left open give (in a paragraph,
//   a letter only continues it; in a fence, only a blank or the fence's
//   character may close it), and every other line is read whole by
//   ``MarkdownBlocks``, out of the loop, so that its state stays in
//   registers;
// - the nesting is a stack of levels with a sentinel below the root, so
//   finding a row's parent is one comparison for a child or a sibling;
// - in `--tree`, a node at the level of the first node at its depth (in
//   a tidy file, every node) costs one more comparison: a new depth, a
//   misaligned node and the limits are checked out of the loop;
// - each line's end comes from the store's starts (asking the store per
//   item costs more than the pass itself); past 4 GiB, where the store
//   has no plain starts, it is searched for as ``ItemStore`` does.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TreeReader {
  /// Where every row's entry goes, by id (``TreeRows``' layout).
  struct Output {
    let entries: UnsafeMutablePointer<UInt32>

    @inline(__always)
    func attach(_ id: Int, to owner: UInt16) { entries[id] = UInt32(owner) }

    @inline(__always)
    func node(_ id: Int, depth: Int, level: Int) { entries[id] = TreeRows.entry(depth: depth, level: level) }
  }

  /// The state of one read, kept between chunks, in buffers the loops
  /// own; each loop copies what it changes into locals and writes it back
  /// once, at the end of the chunk.
  final class Scan {
    let reading: TreeReading
    let tabWidth: Int
    let fixedCount: Int
    /// `stack[1...top]`: the levels of the last node read and its
    /// ancestors; `stack[0]` is -1, below every level, so popping needs
    /// no test of the depth.
    let stack: UnsafeMutablePointer<Int>
    var top = 0
    /// `--tree`, for each depth seen: `depths[2 × d]` the columns of the
    /// first node seen at depth `d`, `depths[2 × d + 1]` how many nodes
    /// are at depth `d` (side by side: one pointer for the loop to keep);
    /// at the first depth not seen yet, -1 columns.
    let depths: UnsafeMutablePointer<Int>
    var depthsSeen = 0
    /// `--tree`: how many nodes' indentation begins with a tab (counted
    /// where such lines are read, byte by byte).
    let tabLed: UnsafeMutablePointer<Int>
    /// Not zero once a node is not at the level of the first node seen at
    /// its depth (`--tree`), or not at its depth + 1 (`--outline`).
    var misaligned = 0
    /// `--outline` on org: the first bytes worth a closer look.
    let candidates: OutlineCandidates
    /// `--outline` on Markdown: the blocks the lines read so far leave open.
    var blocks: MarkdownBlocks

    var aligned: Bool { misaligned == 0 }

    init(reading: TreeReading, fixedCount: Int, readsFrontMatter: Bool = true) {
      self.reading = reading
      blocks = MarkdownBlocks(readsFrontMatter: readsFrontMatter)
      self.fixedCount = fixedCount
      if case .indentation(let width) = reading { tabWidth = max(1, width) } else { tabWidth = 8 }
      stack = .allocate(capacity: TreeRows.maxDepth + 2)
      stack[0] = -1
      depths = .allocate(capacity: 2 * (TreeRows.maxDepth + 2))
      depths[0] = -1
      tabLed = .allocate(capacity: 1)
      tabLed.initialize(to: 0)
      candidates = OutlineCandidates()
    }

    deinit {
      stack.deallocate()
      depths.deallocate()
      tabLed.deallocate()
      candidates.deallocate()
      blocks.deallocate()
    }

    /// Reads the lines `ids` into `output`.
    /// - Returns: the 1-based line that nests too deep, or nil.
    func run<Ends: LineEnds>(
      _ store: ItemStore, buffer: UnsafeBufferPointer<UInt8>, ends: Ends, ids: Range<Int>, _ output: Output
    ) -> Int? {
      let fixedEnd = min(max(fixedCount, ids.lowerBound), ids.upperBound)
      for id in ids.lowerBound..<fixedEnd { output.attach(id, to: TreeRows.preambleBit) }
      guard ids.upperBound > fixedEnd, let base = buffer.baseAddress else { return nil }
      let lines = Lines(
        ends: ends, base: base, limit: base + buffer.count,
        first: base + store.range(of: fixedEnd).lowerBound,
        ids: fixedEnd..<ids.upperBound)
      switch reading {
      case .indentation: return readIndented(lines, output)
      case .markdownHeadings: return readMarkdown(lines, output)
      case .orgHeadings: return readHeadings(lines, output)
      }
    }

    /// `--tree`: every line that is not blank is a node at its columns.
    ///
    /// The loop keeps the nesting in `stack[1...top]`, with -1 in
    /// `stack[0]` (below every level): a node's parent is the nearest
    /// entry below its level, its depth the index of that entry. For the
    /// indent unit's vote it only counts nodes by depth (and the rare
    /// tab-led ones): in a file where every depth has one level, that is
    /// every node's step past its parent (``vote(entries:)``).
    ///
    /// A node at the level of the first node seen at its depth costs one
    /// comparison; every other one (a new depth, a misaligned node, a
    /// level or depth past the limits) takes ``unusual(level:depth:)``,
    /// which alone checks the limits: a depth not seen yet holds -1, so a
    /// node past them is never usual.
    @inline(never)
    func readIndented<Ends: LineEnds>(_ lines: Lines<Ends>, _ output: Output) -> Int? {
      let (stack, depths, entries) = (self.stack, self.depths, output.entries)
      let (ends, base, limit) = (lines.ends, lines.base, lines.limit)
      // The last address a word of eight bytes may be read from (0: none).
      let lastWord = limit - base >= 8 ? UInt(bitPattern: limit) &- 8 : 0
      var top = self.top
      defer { self.top = top }
      var start = lines.first
      var id = lines.ids.lowerBound
      let end = lines.ids.upperBound
      while id < end {
        let level: Int
        if let text = Self.spaceLed(start, lastWord: lastWord) {
          level = text - start
          start = ends.start(after: id, searchingFrom: text, base: base, limit: limit)
        } else {
          let leading = slowLeading(start, limit: limit, separator: lines.separator)
          start = ends.start(after: id, searchingFrom: leading.text, base: base, limit: limit)
          level = leading.columns
          if level < 0 {
            // A blank line belongs to the last node (at depth top - 1).
            entries[id] = UInt32(Self.owner(top: top))
            id &+= 1
            continue
          }
        }
        var depth = top
        while stack[depth] >= level { depth &-= 1 }
        if depths[2 &* depth] != level {
          guard unusual(level: level, depth: depth) else { return id + 1 }
        }
        depths[2 &* depth &+ 1] &+= 1
        entries[id] = TreeRows.entry(depth: depth, level: level)
        top = depth &+ 1
        stack[top] = level
        id &+= 1
      }
      return nil
    }

    /// `--tree`: a node at a depth not seen yet (its level becomes that
    /// depth's), or not at the level of the first node seen at its depth.
    /// - Returns: false past ``TreeRows/maxLevel`` or ``TreeRows/maxDepth``.
    @inline(never)
    func unusual(level: Int, depth: Int) -> Bool {
      guard level <= TreeRows.maxLevel, depth <= TreeRows.maxDepth else { return false }
      if depth == depthsSeen {
        // A node is at most one deeper than the deepest seen so far.
        depths[2 * depth] = level
        depths[2 * depth + 1] = 0
        depths[2 * depth + 2] = -1
        depthsSeen += 1
      } else {
        misaligned = 1
      }
      return true
    }

    /// The text after a line's indentation when it is spaces alone
    /// followed by text (a byte above 0x20: not a tab, a `\r` or a
    /// separator), read eight bytes at a time in a register; else nil.
    @inline(__always)
    static func spaceLed(_ start: UnsafePointer<UInt8>, lastWord: UInt) -> UnsafePointer<UInt8>? {
      var p = start
      while UInt(bitPattern: p) <= lastWord {
        // Zero bytes where the line has spaces: the first byte that is
        // not one is the lowest that is not zero.
        let x =
          UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)) ^ 0x2020_2020_2020_2020
        if x == 0 {
          p += 8
          continue
        }
        let text = p + x.trailingZeroBitCount >> 3
        return text.pointee > LeadingBytes.space ? text : nil
      }
      return nil
    }

    /// A line's indentation byte by byte: spaces count one column, a tab
    /// to the next multiple of `tabWidth`; a line of nothing but spaces,
    /// tabs and `\r` is blank (-1 columns). Also gives where the search
    /// for the line's end may begin, and counts a node whose indentation
    /// begins with a tab in `tabLed`.
    @inline(never)
    func slowLeading(_ start: UnsafePointer<UInt8>, limit: UnsafePointer<UInt8>, separator: Int32)
      -> (columns: Int, text: UnsafePointer<UInt8>)
    {
      var columns = 0
      var scanned = start
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
      var rest = scanned
      while rest < limit {
        let byte = rest.pointee
        guard byte == LeadingBytes.carriageReturn || byte == LeadingBytes.space || byte == LeadingBytes.tab
        else { break }
        rest += 1
      }
      let isBlank = !(rest < limit && Int32(rest.pointee) != separator)
      if isBlank { return (-1, scanned) }
      if scanned > start && start.pointee == LeadingBytes.tab { tabLed.pointee += 1 }
      return (columns, scanned)
    }

    /// `--outline` on org: headings are the nodes, at their marker count;
    /// every other line is attached to the heading above (before the first
    /// heading: preamble).
    ///
    /// Most lines are body text, and they have a loop of their own: a
    /// line's first byte has a class (``OutlineCandidates``) that says
    /// whether to look further, so a body line costs its start, its first
    /// byte, one look-up and its entry's store. A line starting with `*`
    /// is read out of the loop, so that the loop's state stays in
    /// registers.
    @inline(never)
    func readHeadings<Ends: LineEnds>(_ lines: Lines<Ends>, _ output: Output) -> Int? {
      let (entries, ends, base, limit) = (output.entries, lines.ends, lines.base, lines.limit)
      let classes = self.candidates.classes
      var nesting = Nesting(stack: stack, top: top)
      var owner = UInt32(Self.owner(top: top))
      var misaligned = self.misaligned
      defer { (top, self.misaligned) = (nesting.top, misaligned) }
      var id = lines.ids.lowerBound
      let endID = lines.ids.upperBound
      // Where line `id` begins, if the ends are searched for.
      var next = lines.first
      lines: while id < endID {
        // A run of body lines, in a loop of its own. Every line is
        // followed by its separator: an empty line's first byte is that
        // separator, never a candidate.
        var lineStart = next
        run: do {
          // Two lines a turn while two are left: one test of the end.
          while id < endID &- 1 {
            lineStart = ends.start(of: id, following: next, base: base)
            if classes[Int(lineStart.pointee)] != OutlineCandidates.body { break run }
            entries[id] = owner
            // Unused where the starts are stored: the line is not read.
            next = ends.start(after: id, searchingFrom: lineStart, base: base, limit: limit)
            id &+= 1
            lineStart = ends.start(of: id, following: next, base: base)
            if classes[Int(lineStart.pointee)] != OutlineCandidates.body { break run }
            entries[id] = owner
            next = ends.start(after: id, searchingFrom: lineStart, base: base, limit: limit)
            id &+= 1
          }
          guard id < endID else { break lines }
          lineStart = ends.start(of: id, following: next, base: base)
          guard classes[Int(lineStart.pointee)] != OutlineCandidates.body else {
            entries[id] = owner
            break lines
          }
        }
        entries[id] = owner
        let end = ends.end(of: id, searchingFrom: lineStart, base: base, limit: limit)
        next = end + 1
        id &+= 1
        let line = UnsafeBufferPointer(start: lineStart, count: end - lineStart)
        let level = Self.orgHeading(line)
        guard level > 0 else { continue }
        guard level <= TreeRows.maxLevel else { return id }
        let depth = nesting.depth(of: level)
        guard depth <= TreeRows.maxDepth else { return id }
        nesting.push(level)
        misaligned |= level ^ (depth &+ 1)
        output.node(id &- 1, depth: depth, level: level)
        owner = UInt32(truncatingIfNeeded: depth) | UInt32(TreeRows.attachedBit)
      }
      return nil
    }

    /// The heading level of an org line that starts with `*` (0: not a
    /// heading).
    @inline(never)
    static func orgHeading(_ line: UnsafeBufferPointer<UInt8>) -> Int {
      line.count > 1 ? LeadingBytes.orgHeadingLevel(line) ?? 0 : 0
    }

    /// The word of a row attached to the last node read (`stack[top]`,
    /// at depth `top - 1`), or of the preamble before the first node.
    @inline(__always)
    static func owner(top: Int) -> UInt16 {
      top == 0 ? TreeRows.preambleBit : UInt16(truncatingIfNeeded: top &- 1) | TreeRows.attachedBit
    }

    func rows(entries: [UInt32]) -> TreeRows {
      let unit = reading.isOutline ? IndentUnit.standard : vote(entries: entries).unit
      let step = unit.columns(tabWidth: tabWidth)
      var isAligned = aligned
      if !reading.isOutline {
        for depth in 0..<depthsSeen where depths[2 * depth] != depth * step { isAligned = false }
      }
      return TreeRows(
        reading: reading, unit: unit, tabWidth: tabWidth, entries: entries, isAligned: isAligned)
    }

    /// `--tree`: the votes for the indent unit, each node's step past its
    /// parent and what its indentation begins with.
    ///
    /// Where every depth has one level (``aligned``), a node's parent is
    /// at the level of the depth above, so the counts by depth are the
    /// votes; else the rows are walked again, each node's parent being
    /// the last node seen one depth up.
    func vote(entries: [UInt32]) -> IndentUnitVote {
      var steps = [Int](repeating: 0, count: IndentUnitVote.stepLimit + 2)
      var indented = 0
      let countStep = { (step: Int, nodes: Int) in steps[min(step, IndentUnitVote.stepLimit + 1)] += nodes }
      if aligned {
        for depth in 0..<depthsSeen {
          let (level, nodes) = (depths[2 * depth], depths[2 * depth + 1])
          countStep(level - (depth > 0 ? depths[2 * depth - 2] : 0), nodes)
          if level > 0 { indented += nodes }
        }
      } else {
        // The last node's level at each depth (the stack is free again).
        let last = stack
        let notNodes = UInt32(TreeRows.attachedBit | TreeRows.preambleBit)
        for entry in entries where entry & notNodes == 0 {
          let depth = Int(entry & 0x3FFF)
          let level = Int(entry >> 16)
          countStep(level - (depth > 0 ? last[depth - 1] : 0), 1)
          last[depth] = level
          if level > 0 { indented += 1 }
        }
      }
      // An indented node's indentation begins with a tab or a space.
      return steps.withUnsafeBufferPointer {
        IndentUnitVote(steps: $0, tabLed: tabLed.pointee, spaceLed: indented - tabLed.pointee)
      }
    }
  }
}
