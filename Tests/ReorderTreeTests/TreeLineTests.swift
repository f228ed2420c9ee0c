import Testing

@testable import ReorderCore
@testable import ReorderTree

/// The per-line rules, as tables: headings, fences, indentation, rewrites.
@Suite struct TreeLineTests {
  private func with<R>(_ line: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    Array(line.utf8).withUnsafeBufferPointer(body)
  }

  @Test func markdownHeadingLevels() {
    let table: [(String, Int?)] = [
      ("# Title", 1), ("###### six", 6), ("####### seven", nil), ("#5 bolt", nil), ("#hashtag", nil),
      ("#", 1), ("##\r", 2), ("## \r", 2), ("   ## three spaces", 2), ("    # four: code", nil),
      ("\t# tab: code", nil), ("#\tTab", 1), ("\\# escaped", nil), ("", nil), ("text # not", nil),
    ]
    for (line, level) in table {
      #expect(with(line) { LeadingBytes.markdownHeadingLevel($0) } == level, "\(line)")
    }
  }

  @Test func orgHeadingLevels() {
    let table: [(String, Int?)] = [
      ("* a", 1), ("*** TODO c", 3), ("*bold*", nil), (" * indented", nil), ("*", nil), ("**\t", nil),
    ]
    for (line, level) in table {
      #expect(with(line) { LeadingBytes.orgHeadingLevel($0) } == level, "\(line)")
    }
  }

  @Test func indentationColumnsAndBlankLines() {
    let table: [(String, Int, Int, Bool)] = [
      ("x", 8, 0, false), ("  - milk", 8, 2, false), ("\tx", 8, 8, false), ("  \tx", 8, 8, false),
      ("\t  x", 4, 6, false), ("   \r", 8, 3, true), ("", 8, 0, true), ("\r", 8, 0, true),
      (" \u{0B}x", 8, 1, false),
    ]
    for (line, width, columns, blank) in table {
      let result = with(line) { LeadingBytes.indentation($0, tabWidth: width) }
      #expect(result.columns == columns && result.isBlank == blank, "\(line.debugDescription)")
    }
  }

  /// Which lines a fence scan says are code, line by line.
  @Test func fencesFollowCommonMarksClosingRules() {
    let lines = [
      "```bash", "# in", "~~~", "```", "# out", "~~~~ info", "```", "~~~", "# in", "~~~~~", "# out",
      "``` a`b", "# out: a backtick fence's info has no backtick", "   ```", "# in", "    ```",
      "# in: 4 spaces do not close",
      "```  \r", "# out", "    ```", "# out: indented 4, no fence",
    ]
    let expected = [
      true, true, true, true, false, true, true, true, true, true, false,
      false, false, true, true, true, true, true, false, false, false,
    ]
    var fence = MarkdownFence()
    let code = lines.map { line in with(line) { fence.scan($0) } }
    #expect(code == expected)
  }

  @Test func rewritingChangesOnlyTheIndentation() {
    let spaces = IndentUnit.spaces(2)
    let table: [(String, Int, IndentUnit, String)] = [
      ("  - milk", 2, spaces, "    - milk"), ("    - milk\r", -2, spaces, "  - milk\r"),
      ("\t- a", 2, spaces, "\t  - a"), ("\t- a", -2, spaces, "      - a"), ("x", 4, .spaces(4), "    x"),
      ("\t  x", 8, .tab, "\t\t  x"), ("\t\tx", -8, .tab, "\tx"), ("        x", -8, .tab, "x"),
      ("  caf\u{E9} \t end  ", 2, spaces, "    caf\u{E9} \t end  "),
    ]
    for (line, delta, unit, expected) in table {
      let out = DepthRewrite.indentation(Array(line.utf8), byColumns: delta, unit: unit, tabWidth: 8)
      #expect(out == Array(expected.utf8), "\(line.debugDescription) \(delta)")
    }
    #expect(
      DepthRewrite.headingMarkers(Array("  ## Usage\r".utf8), level: 2, to: 3, marker: 0x23)
        == Array("  ### Usage\r".utf8))
    #expect(
      DepthRewrite.headingMarkers(Array("** TODO x".utf8), level: 2, to: 1, marker: 0x2A)
        == Array("* TODO x".utf8))
  }

  /// Bytes that are not UTF-8 are data: read, moved and written back.
  @Test func invalidUTF8IsKept() throws {
    let bytes: [UInt8] = [0x61, 0xFF, 0x0A, 0x20, 0x20, 0xC3, 0x28, 0x0D, 0x0A, 0x62, 0xFE]
    let store = makeRawStore(bytes)
    var rows = try TreeRows.read(store, reading: .indentation(tabWidth: 8))
    var list = ReorderList(store: store)
    #expect(nodeDepths(rows, list) == [0, 1, 0])
    #expect(text(of: list) == bytes)
    apply(
      try rows.planShift(at: 1, outward: true, in: list.order, store: store).get(), rows: &rows, list: &list)
    #expect(text(of: list) == [0x61, 0xFF, 0x0A, 0xC3, 0x28, 0x0D, 0x0A, 0x62, 0xFE])
  }

  @Test func unitDetection() throws {
    func unit(_ text: String) throws -> IndentUnit {
      try TreeRows.read(
        makeStore(text.split(separator: "\n").map(String.init)), reading: .indentation(tabWidth: 8)
      ).unit
    }
    #expect(try unit("a\n    b\n        c\nd\n    e") == .spaces(4))
    #expect(try unit("a\n  b\n   c\n  d\n    e") == .spaces(2))
    #expect(try unit("a\n\tb\n\t\tc\n  d") == .tab)
    #expect(try unit("a\nb") == .standard)
    #expect(try unit("a\n b\n c") == .standard)  // a 1-column step is no unit
  }

  @Test func tooDeepIsOneClearError() {
    let line = String(repeating: " ", count: 70_000) + "x"
    #expect(throws: TreeReadError.tooDeep(line: 2)) {
      try TreeRows.read(makeStore(["a", line]), reading: .indentation(tabWidth: 8))
    }
    #expect(
      TreeReadError.tooDeep(line: 2).description == "line 2 nests deeper than 16383 levels or 65535 columns")
  }

  @Test func headerLinesArePreamble() throws {
    let rows = try TreeRows.read(
      makeStore(["# not a heading: a header line", "# A", "## B"]), reading: .markdownHeadings, fixedCount: 1)
    #expect(rows.role(ofID: 0) == .preamble && rows.depth(ofID: 2) == 1)
  }
}
