import Testing

@testable import ReorderCore
@testable import ReorderTree

/// `--tree` on a Markdown file: a list item's wrapped lines (indented or
/// lazy) and its fence's lines belong to it and are no rows of their own
/// (issue 31's examples: librsync's TODO.md, OpenSSL's NEWS).
@Suite struct MarkdownListTreeTests {
  typealias Loaded = TreeCorpusTests.Loaded

  static func loaded(_ text: String) throws -> Loaded {
    var doc = try Loaded(bytes: Array(text.utf8), .indentation(tabWidth: 8))
    doc.rows.attachMarkdownContinuations(doc.list.store)
    return doc
  }

  @Test func wrappedAndLazyLinesBelongToTheirItem() throws {
    let doc = try Self.loaded(
      """
      * scoop.c: the scoop is read; Perhaps the API needs
        tweaking?
      * Stream the result somewhere: write
        it somewhere, then moving into a different state.
        * The public and private DRBG instance are per thread for lock free
        operation
        * next
      Lazy text after the list item.

      Not the item's: a paragraph.
      """)
    #expect(
      doc.nodes == [
        "0 * scoop.c: the scoop is read; Perhaps the API needs", "0 * Stream the result somewhere: write",
        "1   * The public and private DRBG instance are per thread for lock free", "1   * next",
        "0 Not the item's: a paragraph.",
      ])
  }

  @Test func aWrappedLineMovesWithItsItemAndNeverAlone() throws {
    var doc = try Self.loaded("- a: Perhaps the API needs\n  tweaking?\n- b\n")
    let a = doc.position(of: "- a")
    try doc.perform(
      doc.planPastSibling(at: a, down: true))
    #expect(text(of: doc.list).string == "- b\n- a: Perhaps the API needs\n  tweaking?\n")
  }

  @Test func aFencesLinesFollowTheItemsIndentation() throws {
    var doc = try Self.loaded("- a\n- b\n  ```sh\n  make\n  ```\n  text\n")
    #expect(doc.nodes == ["0 - a", "0 - b", "1   ```sh", "1   text"])
    let b = doc.position(of: "- b")
    try doc.perform(doc.rows.planShift(at: b, outward: false, in: doc.list.order, store: doc.list.store))
    #expect(text(of: doc.list).string == "- a\n  - b\n    ```sh\n    make\n    ```\n    text\n")
  }

  @Test func anOrderedItemAndAHeadingStartRowsOfTheirOwn() throws {
    let doc = try Self.loaded("1. one\n2. two\n# Title\ntext\n---\nmore\n- item\n---\n")
    // `text` / `---` is a setext heading: one row; under an item, `---` is
    // a thematic break.
    #expect(doc.nodes == ["0 1. one", "0 2. two", "0 # Title", "0 text", "0 more", "0 - item", "0 ---"])
  }

  /// nodejs's documentation.md: a list in a block quote. An item's lazy
  /// and indented lines are its own, and its last item stays in it.
  @Test func aListInABlockQuoteKeepsItsItemsLinesAndItsEnd() throws {
    let input = "> * 1.0 - Early\n>   development.\n> * 1.1 - Active\n> development.\n>\n> After the list.\n"
    var doc = try Self.loaded(input)
    #expect(doc.nodes == ["0 > * 1.0 - Early", "0 > * 1.1 - Active", "0 >", "0 > After the list."])
    let last = doc.position(of: "> * 1.1")
    #expect(
      doc.planPastSibling(at: last, down: true) == .failure(.endOfList(last: true, item: true)))
    try doc.perform(doc.planPastSibling(at: doc.position(of: "> * 1.0"), down: true))
    #expect(
      text(of: doc.list).string
        == "> * 1.1 - Active\n> development.\n> * 1.0 - Early\n>   development.\n>\n> After the list.\n")
  }
}

/// An ordered list is numbered again after a move among its items: from
/// its first number, with its delimiter, an all-same style kept.
@Suite struct OrderedListNumberingTests {
  static func moved(_ input: String, _ line: String, down: Bool) throws -> String {
    var doc = try MarkdownListTreeTests.loaded(input)
    let at = doc.position(of: line)
    try doc.perform(
      doc.planPastSibling(at: at, down: down))
    return text(of: doc.list).string
  }

  @Test func jOnTheFirstItemNumbersTheListAgain() throws {
    #expect(
      try Self.moved("1. **Finds current shell.**\n   text\n2. Reads\n3. Runs\n", "1. **Finds", down: true)
        == "1. Reads\n2. **Finds current shell.**\n   text\n3. Runs\n")
  }

  @Test func theStartNumberTheDelimiterAndAllOnesStay() throws {
    #expect(try Self.moved("5) e\n6) f\n7) g\n", "7) g", down: false) == "5) e\n6) g\n7) f\n")
    #expect(try Self.moved("1. a\n1. b\n1. c\n", "1. a", down: true) == "1. b\n1. a\n1. c\n")
    // Nested, under a bullet item: its own list.
    #expect(
      try Self.moved("- x\n  1. a\n  2. b\n- y\n", "  2. b", down: false) == "- x\n  1. b\n  2. a\n- y\n")
  }

  @Test func aBulletListIsNotNumbered() throws {
    #expect(try Self.moved("- 1. a\n- b\n", "- b", down: false) == "- b\n- 1. a\n")
  }
}

/// A list item stays in its list on J/K, and the blank line that ends the
/// list stays at its end: the paragraph after it is never absorbed
/// (issue 31's nodejs changelog and pyenv checklist).
@Suite struct ListEndTests {
  typealias Loaded = TreeCorpusTests.Loaded

  @Test func theLastItemMovedUpLeavesTheEndBlankLineAndTheParagraph() throws {
    let input = "* [0.10.x]\n* [io.js]\n* [Archive]\n\n_Note_: the end.\n"
    var doc = try MarkdownListTreeTests.loaded(input)
    let archive = doc.position(of: "* [Archive]")
    try doc.perform(
      doc.planPastSibling(at: archive, down: false))
    #expect(text(of: doc.list).string == "* [0.10.x]\n* [Archive]\n* [io.js]\n\n_Note_: the end.\n")
    let io = doc.position(of: "* [io.js]")
    #expect(
      doc.planPastSibling(at: io, down: true)
        == .failure(.endOfList(last: true, item: true)))
    let note = doc.position(of: "_Note_")
    #expect(
      doc.planPastSibling(at: note, down: false)
        == .failure(.endOfList(last: false, item: false)))
  }

  @Test func jOnAnItemIntoTheLastPlaceKeepsTheListTight() throws {
    var doc = try MarkdownListTreeTests.loaded("- [ ] a\n- [ ] b\n\n### Description\n")
    let a = doc.position(of: "- [ ] a")
    try doc.perform(
      doc.planPastSibling(at: a, down: true))
    #expect(text(of: doc.list).string == "- [ ] b\n- [ ] a\n\n### Description\n")
  }
}

/// Where the list's end blank line cannot follow (the item that would be
/// last ends with a sub-item, at another depth), the move is refused, not
/// made with the paragraph after the list read as a lazy line (zstd's
/// CONTRIBUTING.md, line 136).
@Suite struct ListEndRefusalTests {
  @Test func anItemWithSubItemsDoesNotBecomeLastOverTheEndBlankLine() throws {
    let doc = try MarkdownListTreeTests.loaded("- a\n   + a1\n- b\n\nThis is different.\n")
    let a = doc.position(of: "- a")
    #expect(
      doc.planPastSibling(at: a, down: true)
        == .failure(.listEndWouldMove))
    let b = doc.position(of: "- b")
    #expect(
      doc.planPastSibling(at: b, down: false)
        == .failure(.listEndWouldMove))
  }

  /// `8.` under `Solaris` continues the item's paragraph: an ordered list
  /// not numbered 1 interrupts no paragraph (libpipeline's NEWS).
  @Test func aNumberInsideAnItemsParagraphIsItsText() throws {
    let doc = try MarkdownListTreeTests.loaded(" * Fix test failures.\n * Fix build on Solaris\n   8.\n")
    #expect(doc.nodes == ["0  * Fix test failures.", "0  * Fix build on Solaris"])
  }
}

/// A drop that takes an item out of its list, across a `--section` header,
/// is no move among the list's own items: nothing is numbered again.
@Suite struct NumberingAcrossSectionsTests {
  @Test func aDropAcrossASectionHeaderRenumbersNothing() throws {
    var doc = try MarkdownListTreeTests.loaded("1. a\n2. b\n## S\n5. c\n")
    doc.rows.restartAtSections([2])
    let move = try doc.rows.planDrop(
      lifted: 0..<1, gap: 3, depth: 0, in: doc.list.order, store: doc.list.store
    )
    .get()
    #expect(move.renumbered == 0)
    #expect(move.rewrites.isEmpty)
  }
}

/// `--tree` on a Markdown file keeps its front matter fixed, as an outline
/// does (systemd's DISTRO_PORTING.md starts with Jekyll's).
@Suite struct ListFrontMatterTests {
  @Test func frontMatterIsNoRowOfTheList() throws {
    let doc = try MarkdownListTreeTests.loaded("---\ntitle: Porting\ncategory: x\n---\n\n# Porting\n- a\n")
    #expect(doc.nodes == ["0 # Porting", "0 - a"])
    // The front matter and the blank line under it.
    #expect((0..<5).allSatisfy { doc.rows.role(ofID: UInt32($0)) == .preamble })
  }
}
