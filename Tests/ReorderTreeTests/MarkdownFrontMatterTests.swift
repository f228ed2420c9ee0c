import Testing

@testable import ReorderCore
@testable import ReorderTree

/// Front matter as Jekyll, Hugo, Zola and pandoc read it (and the oracle's
/// markdown_blocks.py before it asks cmark): at the very top, `---` or
/// `+++`, a line that is not blank, up to the same fence (or YAML's `...`).
@Suite struct MarkdownFrontMatterTests {
  func lines(_ text: String) -> Int? {
    let store = ItemStore()
    Array(text.utf8).withUnsafeBytes { _ = store.append($0) }
    store.finish()
    return MarkdownFrontMatter.lineCount(in: store)
  }

  @Test func frontMatterIsKnownAsTheSiteGeneratorsKnowIt() {
    #expect(lines("---\ntitle: x\n# draft: true\n---\n\n# A\n") == 4)
    #expect(lines("---\r\ntitle: x\r\n...\r\n# A\r\n") == 3)
    #expect(lines("+++\ntitle = \"x\"\n+++\n# A\n") == 3)
    // Not front matter: a blank second line (a thematic break), no closing
    // fence, a fence that is not the first line, the other fence.
    #expect(lines("---\n\n# A\n---\n") == nil)
    #expect(lines("---\ntitle: x\n# A\n") == nil)
    #expect(lines("\n---\ntitle: x\n---\n") == nil)
    #expect(lines("+++\ntitle = 1\n---\n") == nil)
  }

  /// The outline's reader reads the same front matter as it loads: its
  /// lines are the preamble, however the text is cut into chunks.
  @Test func theOutlineReaderKeepsTheSameFrontMatter() throws {
    for text in [
      "---\ntitle: x\n# draft: true\n---\n\n# A\n", "---\r\ntitle: x\r\n...\r\n# A\r\n",
      "+++\ntitle = \"x\"\n+++\n# A\n", "---\n\n# A\n---\n", "---\ntitle: x\n# A\n",
      "+++\ntitle = 1\n---\n# A\n",
      "---\ntitle\n---\nText\n===\n",
    ] {
      let expected = lines(text)
      for chunk in [1, 3, 4096] {
        let rows = try TreeReaderTests.readInChunks(
          Array(text.utf8), chunk: chunk, reading: .markdownHeadings, fixedCount: 0)
        let preamble = (0..<rows.count).prefix { rows.role(ofID: UInt32($0)) == .preamble }.count
        let firstNode = (0..<rows.count).first { rows.role(ofID: UInt32($0)) == .node }
        #expect(preamble == firstNode ?? rows.count, "\(text.debugDescription)")
        if let expected { #expect(preamble >= expected, "\(text.debugDescription)") }
        #expect(firstNode != nil, "\(text.debugDescription): no heading read")
      }
    }
  }
}
