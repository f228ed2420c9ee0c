import Testing

@testable import ReorderCore
@testable import ReorderTree

/// The outline readings (`--outline`, org) skip body lines by their first
/// byte and read `#` lines in place: their rows must be what the per-line
/// rules give when every line is read in full, however the input is cut.
@Suite struct OutlineReadingTests {
  /// Lines of every kind the fast paths treat apart: headings long and
  /// short, `#` without a space, too many `#`, CRLF, indented headings and
  /// code, fences of both characters opened, kept and closed, blanks,
  /// org stars, body text that starts like none of them.
  static let vocabulary = [
    "# A", "## Section two", "###### six", "####### seven", "#no", "#", "##", "#\tT", "# A\r", "##\r",
    "#\r", "######\r", "   ### C", "    # code", " # one space", "\t# tab", "```", "```sh", "``` a`b",
    "````", "~~~", "~~~~ x", "   ```", "    ```", "``", "```  \r", "body text", "", " ", "\r", "- a point",
    "* org", "** org two", "*not", "*", "**", "* ", "`inline`", "~tilde", "#######",
    "# a heading whose title runs past a word", "text of a longer line that spans words", "make build",
    "===", "---", "- - -", "Setext", "  ===", "<!--", "-->", "<div>", "</div>", "<span class=\"a\">", "> # q",
    "> quoted", "1. one", "2. two", "  # in an item", "  continued", "+ plus", "<pre>", "</pre>", "***",
  ]

  /// Documents drawn from the vocabulary, with or without a final newline.
  static func documents(count: Int, seed: UInt64) -> [[UInt8]] {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    return (0..<count).map { _ in
      let lines = (0..<(1 + next(40))).map { _ in vocabulary[next(vocabulary.count)] }
      return Array((lines.joined(separator: "\n") + (next(2) == 0 ? "\n" : "")).utf8)
    }
  }

  /// The rows line by line, every line read in full (Markdown: every
  /// line given to ``MarkdownBlocks``, none skipped by its first byte),
  /// as ``TreeReaderTests/summary(_:)`` words them.
  static func naiveSummary(
    _ bytes: [UInt8], org: Bool, fixedCount: Int, readsFrontMatter: Bool = true
  ) -> [String] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if bytes.isEmpty || bytes.last == 0x0A { lines.removeLast() }
    var blocks = MarkdownBlocks(readsFrontMatter: readsFrontMatter)
    defer { blocks.deallocate() }
    var levels: [Int] = []
    var aligned = true
    var rows: [String] = []
    for (index, line) in lines.enumerated() {
      guard index >= fixedCount else {
        rows.append("preamble 0 0")
        continue
      }
      rows.append(levels.isEmpty ? "preamble 0 0" : "attached \(levels.count - 1) 0")
      let found = line.withUnsafeBufferPointer { line -> Int in
        if org { return line.count > 1 ? LeadingBytes.orgHeadingLevel(line) ?? 0 : 0 }
        return blocks.take(line, id: index)
      }
      guard found != 0 else { continue }
      let level = found & 0x7
      let first = found & MarkdownBlocks.setextFlag != 0 ? blocks.setextFirst : index
      while let last = levels.last, last >= level { levels.removeLast() }
      if level != levels.count + 1 { aligned = false }
      levels.append(level)
      rows[first] = "node \(levels.count - 1) \(level)"
      for body in (first + 1)..<(index + 1) { rows[body] = "attached \(levels.count - 1) 0" }
    }
    if !org && blocks.isInFrontMatter {
      // Front matter that never closed is none.
      return naiveSummary(bytes, org: org, fixedCount: fixedCount, readsFrontMatter: false)
    }
    return ["\(IndentUnit.standard) \(aligned) \(lines.count)"] + rows
  }

  @Test(arguments: [TreeReading.markdownHeadings, .orgHeadings])
  func rowsAreThePerLineRulesInEveryCut(reading: TreeReading) throws {
    for (index, bytes) in Self.documents(count: 300, seed: 21).enumerated() {
      for fixed in [0, 2] {
        let expected = Self.naiveSummary(bytes, org: reading == .orgHeadings, fixedCount: fixed)
        let whole = try TreeRows.read(makeRawStore(bytes), reading: reading, fixedCount: fixed)
        #expect(TreeReaderTests.summary(whole) == expected, "document \(index), \(fixed) fixed")
        for chunk in [1, 5, 64] {
          let chunked = try TreeReaderTests.readInChunks(
            bytes, chunk: chunk, reading: reading, fixedCount: fixed)
          #expect(TreeReaderTests.summary(chunked) == expected, "document \(index), chunks of \(chunk)")
        }
        let searched = try Self.readWrapped(bytes, chunk: 7, reading: reading, fixedCount: fixed)
        #expect(TreeReaderTests.summary(searched) == expected, "document \(index), ends searched for")
      }
    }
  }

  /// The bytes loaded `chunk` at a time into a store whose offsets wrap
  /// every 8 bytes (as past 4 GiB with 32 bits): it has no plain starts,
  /// so the reader searches for each line's end.
  static func readWrapped(
    _ bytes: [UInt8], chunk: Int, reading: TreeReading, fixedCount: Int
  ) throws(TreeReadError) -> TreeRows {
    try TreeReaderTests.readInChunks(
      bytes, chunk: chunk, reading: reading, fixedCount: fixedCount,
      store: ItemStore(separator: 0x0A, expectedBytes: 0, offsetBits: 3))
  }

  /// An org heading past ``TreeRows/maxLevel`` stars stops the reader at
  /// its line, read whole or in chunks.
  @Test func orgHeadingTooDeepNamesItsLine() {
    let bytes = Array(("* a\n" + String(repeating: "*", count: TreeRows.maxLevel + 1) + " b\n* c\n").utf8)
    #expect(throws: TreeReadError.tooDeep(line: 2)) {
      try TreeRows.read(makeRawStore(bytes), reading: .orgHeadings)
    }
    #expect(throws: TreeReadError.tooDeep(line: 2)) {
      try TreeReaderTests.readInChunks(bytes, chunk: 4096, reading: .orgHeadings, fixedCount: 0)
    }
  }
}
