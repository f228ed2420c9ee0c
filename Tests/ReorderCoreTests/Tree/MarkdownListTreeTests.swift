import Testing

@testable import ReorderCore

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
      doc.rows.planMovePastSibling(at: a, down: true, in: doc.list.order, store: doc.list.store))
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
}
