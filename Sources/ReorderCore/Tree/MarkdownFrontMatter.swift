/// A Markdown file's front matter: YAML between `---` lines (or closed by
/// YAML's `...`), TOML between `+++` lines, at the very top, as Jekyll,
/// Hugo, Zola and pandoc read it (and as `scripts/oracle/markdown_blocks.py`
/// does before it asks cmark). It is data, not the document: a `# key: …`
/// comment in it is no heading, and an outline keeps it where it is, as
/// it keeps the lines before the first heading.
///
///     ---                 line 0: the fence
///     title: Notes        line 1: not blank
///     # draft: true       a YAML comment, no heading
///     ---                 the same fence: lines 0…3 are the front matter
///     # Notes             the first heading
public enum MarkdownFrontMatter {
  /// How many lines the front matter of the store's lines takes (through
  /// its closing fence); nil when the text does not start with one.
  /// - Complexity: O(lines of the front matter).
  public static func lineCount(in store: ItemStore) -> Int? {
    guard store.count >= 3 else { return nil }
    let line = { (id: Int) -> [UInt8] in
      var bytes = store[id].array
      if bytes.last == 0x0D { bytes.removeLast() }
      return bytes
    }
    let fence = line(0)
    guard fence == Array("---".utf8) || fence == Array("+++".utf8) else { return nil }
    guard !line(1).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
    for id in 1..<store.count {
      let text = line(id)
      if text == fence || (fence == Array("---".utf8) && text == Array("...".utf8)) { return id + 1 }
    }
    return nil
  }
}
