import ReorderCore

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
    let line = { (id: Int) -> [UInt8] in store[id].array }
    guard let fence = opening(line(0)), !LeadingBytes.isBlank(line(1)) else { return nil }
    for id in 1..<store.count where closes(line(id), fence: fence) { return id + 1 }
    return nil
  }

  /// The fence's character if `line` (the file's first) opens front
  /// matter: `---` or `+++` alone (a final `\r` aside).
  static func opening(_ line: some BidirectionalCollection<UInt8>) -> UInt8? {
    let text = line.last == 0x0D ? Array(line.dropLast()) : Array(line)
    return text == Array("---".utf8) || text == Array("+++".utf8) ? text[0] : nil
  }

  /// Whether `line` closes front matter opened with `fence`: the same
  /// fence, or YAML's `...`.
  static func closes(_ line: some BidirectionalCollection<UInt8>, fence: UInt8) -> Bool {
    let text = line.last == 0x0D ? Array(line.dropLast()) : Array(line)
    return text == [UInt8](repeating: fence, count: 3) || (fence == 0x2D && text == Array("...".utf8))
  }

}
