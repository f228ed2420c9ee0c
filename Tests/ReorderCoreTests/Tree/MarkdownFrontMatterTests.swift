import Testing

@testable import ReorderCore

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
}
