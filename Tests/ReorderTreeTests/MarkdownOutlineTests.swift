import Testing

@testable import ReorderCore
@testable import ReorderTree

/// `--outline` on Markdown reads the headings CommonMark reads: setext
/// headings are sections; HTML blocks, fences, list items and block
/// quotes hold no section of the document. Each document below is one of
/// issue 31's examples; ``MarkdownOracleTests`` compares real documents
/// with cmark's own reading.
@Suite struct MarkdownOutlineTests {
  /// Each node as "depth line".
  static func nodes(_ text: String) throws -> [String] {
    try TreeCorpusTests.Loaded(bytes: Array(text.utf8), .markdownHeadings).nodes
  }

  @Test func setextHeadingsAreSectionsOfLevelOneAndTwo() throws {
    let text = """
      News
      ====

      Version 2
      ---------
      text
      ### Details
      Two lines of
      heading text
      ------------
      """
    #expect(try Self.nodes(text) == ["0 News", "1 Version 2", "2 ### Details", "1 Two lines of"])
  }

  /// apt's README: a setext section inside a `###` section ends it.
  @Test func aSetextSectionEndsTheAtxSectionAboveIt() throws {
    let text = "### Coding\ntext\n\nDebugging\n---------\nmore\n"
    #expect(try Self.nodes(text) == ["0 ### Coding", "0 Debugging"])
  }

  /// A `---` under no paragraph is a thematic break, not an underline.
  @Test func aThematicBreakIsNoUnderline() throws {
    #expect(try Self.nodes("# A\n\n---\ntext\n***\n") == ["0 # A"])
    #expect(try Self.nodes("# A\n    code\n---\n") == ["0 # A"])
  }

  @Test func htmlBlocksHoldNoHeading() throws {
    let text = """
      # A
      <!--
      # x
      -->
      <div>
      # y
      </div>

      # B
      <script>
      # z
      </script>
      <custom-tag class="c">
      # w

      # C
      """
    #expect(try Self.nodes(text) == ["0 # A", "0 # B", "0 # C"])
  }

  /// A type 7 HTML tag cannot interrupt a paragraph: the `#` line after it
  /// is a heading.
  @Test func anInlineTagInAParagraphStartsNoHtmlBlock() throws {
    #expect(try Self.nodes("# A\ntext\n<span>\n# B\n") == ["0 # A", "0 # B"])
  }

  @Test func headingsInListItemsAndBlockQuotesAreNotSections() throws {
    let text = """
      # A
      - an item
        # inside the item
      - another

        ## still inside, after a blank line
      > # quoted
      # B
      1. first
         lazy line
      # C
      """
    #expect(try Self.nodes(text) == ["0 # A", "0 # B", "0 # C"])
  }

  /// Less indented than the item's content after a blank line: the list
  /// ended, and an indented `#` line is a heading again.
  @Test func aListEndsWhereItsIndentationDoes() throws {
    #expect(try Self.nodes("# A\n- item\n\n  # inside\n\n # outside\n") == ["0 # A", "0  # outside"])
  }

  /// A setext underline cannot be a lazy line: `---` under an item's
  /// paragraph ends the list as a thematic break.
  @Test func anUnderlineAfterAListItemIsABreak() throws {
    #expect(try Self.nodes("# A\n- Foo\n---\n") == ["0 # A"])
    #expect(try Self.nodes("# A\n- Foo\n===\n") == ["0 # A"])
  }
}

/// A setext heading at another level: its underline follows (level 1 and
/// 2), or it becomes an ATX heading (past 2).
@Suite struct SetextMoveTests {
  typealias Loaded = TreeCorpusTests.Loaded

  @Test func indentingASetextHeadingChangesItsUnderline() throws {
    var doc = try Loaded(bytes: Array("News\n====\n\nOld\n===\ntext\n".utf8), .markdownHeadings)
    let old = doc.position(of: "Old")
    try doc.perform(doc.rows.planShift(at: old, outward: false, in: doc.list.order, store: doc.list.store))
    #expect(text(of: doc.list).string == "News\n====\n\nOld\n---\ntext\n")
    #expect(doc.nodes == ["0 News", "1 Old"])
    #expect(try doc.readsBack())
  }

  @Test func pastLevelTwoASetextHeadingBecomesAnAtxHeading() throws {
    var doc = try Loaded(bytes: Array("News\n====\nA\n-\n\nOld\n---\r\ntext\n".utf8), .markdownHeadings)
    let old = doc.position(of: "Old")
    try doc.perform(doc.rows.planShift(at: old, outward: false, in: doc.list.order, store: doc.list.store))
    #expect(text(of: doc.list).string == "News\n====\nA\n-\n\n### Old\n\r\ntext\n")
    #expect(doc.nodes == ["0 News", "1 A", "2 ### Old"])
    #expect(try doc.readsBack())
  }

  @Test func aHeadingOfSeveralLinesStaysAtLevelTwo() throws {
    let doc = try Loaded(
      bytes: Array("Top\n===\nA\n-\nTwo lines\nof text\n-------\n".utf8), .markdownHeadings)
    let two = doc.position(of: "Two lines")
    #expect(
      doc.rows.planShift(at: two, outward: false, in: doc.list.order, store: doc.list.store)
        == .failure(.setextTextPastLevelTwo))
  }
}

/// A move that Markdown would read with other headings is refused: an
/// underlined heading right under a paragraph joins it.
@Suite struct MarkdownReadBackTests {
  typealias Loaded = TreeCorpusTests.Loaded

  @Test func aParagraphCannotRunIntoAnUnderlinedHeading() throws {
    // B's last row is its child's: A's blank line cannot go there, and
    // `more` / `A` / `=` would read as one heading.
    let doc = try Loaded(bytes: Array("A\n=\ntext\n\nB\n=\n\nSub\n---\nmore\n".utf8), .markdownHeadings)
    let b = doc.position(of: "B")
    #expect(
      doc.planPastSibling(at: b, down: false)
        == .failure(.headingsWouldReadOtherwise))
    let a = doc.position(of: "A")
    #expect(
      doc.planPastSibling(at: a, down: true)
        == .failure(.headingsWouldReadOtherwise))
  }

  @Test func withABlankLineOrAnAtxHeadingTheMoveIsMade() throws {
    var loose = try Loaded(bytes: Array("A\n=\ntext\n\nB\n=\nmore\n\n".utf8), .markdownHeadings)
    let b = loose.position(of: "B")
    try loose.perform(
      loose.planPastSibling(at: b, down: false))
    #expect(text(of: loose.list).string == "B\n=\nmore\n\nA\n=\ntext\n\n")
    var atx = try Loaded(bytes: Array("# A\ntext\n\n# B\nmore\n".utf8), .markdownHeadings)
    let atxB = atx.position(of: "# B")
    try atx.perform(
      atx.planPastSibling(at: atxB, down: false))
    #expect(atx.nodes == ["0 # B", "0 # A"])
  }
}

/// Blank lines keep their places: the last section's (or list item's) end
/// stays the file's end when it moves.
@Suite struct BlankLineLayoutTests {
  typealias Loaded = TreeCorpusTests.Loaded

  static func moved(_ input: String, _ line: String, down: Bool, reading: TreeReading = .markdownHeadings)
    throws -> (String, Loaded)
  {
    var doc = try Loaded(bytes: Array(input.utf8), reading)
    if reading != .markdownHeadings { doc.rows.attachMarkdownContinuations(doc.list.store) }
    let at = doc.position(of: line)
    let move = try doc.planPastSibling(at: at, down: down)
      .get()
    let ids = move.rewrites.map { doc.list.store.appendSynthesized($0.bytes) }
    for (rewrite, id) in zip(move.rewrites, ids) { doc.rows.register(rewrite, as: id) }
    if let edit = move.edit(newIDs: ids) { doc.list.apply(edit) }
    #expect(
      doc.list.order[move.landing]
        == doc.list.order.first { doc.list.store[Int($0)].array.string.hasPrefix(line) })
    return (text(of: doc.list).string, doc)
  }

  @Test func theLastSectionMovedUpGetsTheBlankLineBetween() throws {
    let text = "# A\ntext\n\n# B\nmore\n"
    #expect(try Self.moved(text, "# B", down: false).0 == "# B\nmore\n\n# A\ntext\n")
    #expect(try Self.moved(text, "# A", down: true).0 == "# B\nmore\n\n# A\ntext\n")
    let setext = "A\n=\ntext\n\nB\n=\nmore\n"
    let (out, doc) = try Self.moved(setext, "B", down: false)
    #expect(out == "B\n=\nmore\n\nA\n=\ntext\n")
    #expect(try doc.readsBack())
  }

  @Test func theFilesEndStaysWhereItWas() throws {
    // Two blank lines end the file, one is between: they stay so.
    #expect(
      try Self.moved("# A\ntext\n\n# B\nmore\n\n\n", "# B", down: false).0
        == "# B\nmore\n\n# A\ntext\n\n\n")
  }

  @Test func aMoveInTheMiddleCarriesItsOwnBlankLines() throws {
    #expect(
      try Self.moved("# A\na\n\n# B\nb\n\n# C\nc\n", "# B", down: false).0
        == "# B\nb\n\n# A\na\n\n# C\nc\n")
  }

  @Test func aTightListStaysTightAndItsEndBlankLineStays() throws {
    let tree = TreeReading.indentation(tabWidth: 8)
    #expect(try Self.moved("- a\n- b\n\n", "- b", down: false, reading: tree).0 == "- b\n- a\n\n")
    #expect(try Self.moved("- a\n- b\n\n", "- a", down: true, reading: tree).0 == "- b\n- a\n\n")
    #expect(
      try Self.moved("- a\n\n- b\n\n- c\n", "- c", down: false, reading: tree).0 == "- a\n\n- c\n\n- b\n")
  }
}
