import ReorderCore

/// CommonMark's HTML blocks (0.30, 4.6): the seven ways a line starts
/// one, and how each ends. A `# x` inside one is HTML, never a heading.
///
///     <!-- … -->                 2: ends at a line holding `-->`
///     <script>, <pre>, <style>,  1: ends at a line holding the closing tag
///       <textarea>
///     <? … ?>, <!DOCTYPE …>,     3, 4, 5: end at `?>`, `>`, `]]>`
///       <![CDATA[ … ]]>
///     <div>, </table>, …         6: a block-level tag; ends at a blank line
///     <span class="x">           7: any other whole tag alone on its line;
///                                   ends at a blank line, and cannot
///                                   interrupt a paragraph
enum MarkdownHTML {
  /// Type 1's tags (``TagName``s), and the text that ends each.
  static let rawTags = ["script", "pre", "style", "textarea"].map(TagName.init(literal:))
  static let rawEnds: [StaticString] = ["</script>", "</pre>", "</style>", "</textarea>"]

  /// Type 6's block-level tag names, sorted (``isBlockTag(_:)``).
  static let blockTags: [TagName] = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
    "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
    "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr",
    "html",
    "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup",
    "option", "p", "param", "section", "source", "summary", "table", "tbody", "td", "tfoot", "th", "thead",
    "title", "tr", "track", "ul",
  ].map(TagName.init(literal:)).sorted { $0.packed < $1.packed }

  /// The type of the HTML block that `text` (a line from its `<`, its
  /// `\r` excluded) starts, or nil.
  static func startType(_ text: UnsafeBufferPointer<UInt8>, interrupting: Bool) -> Int? {
    guard text.count > 1 else { return nil }
    let second = text[1]
    if second == 0x21 {
      if hasPrefix(text, "<!--") { return 2 }
      if hasPrefix(text, "<![CDATA[") { return 5 }
      if text.count > 2 && isLetter(text[2]) { return 4 }
      return nil
    }
    if second == 0x3F { return 3 }
    let closing = second == 0x2F
    var index = closing ? 2 : 1
    let nameStart = index
    while index < text.count && (isLetter(text[index]) || isDigit(text[index]) || text[index] == 0x2D) {
      index += 1
    }
    guard index > nameStart, isLetter(text[nameStart]) else { return nil }
    let name = TagName(text, nameStart..<index)
    let next: UInt8? = index < text.count ? text[index] : nil
    let isRaw = !closing && rawTags.contains(name)
    if isRaw, next == nil || next == 0x20 || next == 0x09 || next == 0x3E { return 1 }
    if isBlockTag(name) {
      if next == nil || next == 0x20 || next == 0x09 || next == 0x3E { return 6 }
      if next == 0x2F, index + 1 < text.count, text[index + 1] == 0x3E { return 6 }
    }
    guard !interrupting, !isRaw else { return nil }
    guard let tagEnd = closing ? closingTagEnd(text, from: index) : openTagEnd(text, from: index) else {
      return nil
    }
    return text[tagEnd...].allSatisfy { $0 == 0x20 || $0 == 0x09 } ? 7 : nil
  }

  /// Whether `name` is one of type 6's (a binary search: no hashing, no
  /// allocation, for a line that starts with `<`).
  static func isBlockTag(_ name: TagName) -> Bool {
    let tags = blockTags
    var (low, high) = (0, tags.count)
    while low < high {
      let middle = (low + high) / 2
      if tags[middle].packed < name.packed { low = middle + 1 } else { high = middle }
    }
    return low < tags.count && tags[low] == name
  }

  /// Whether `text` (a line, `\r` excluded) holds the end of a block of
  /// `type` 1 to 5.
  static func ends(_ type: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    switch type {
    case 1: return rawEnds.contains { contains(text, $0, ignoringCase: true) }
    case 2: return contains(text, "-->")
    case 3: return contains(text, "?>")
    case 4: return text.contains(0x3E)
    default: return contains(text, "]]>")
    }
  }

  /// After an open tag's name: its attributes, optional blanks, an
  /// optional `/`, then `>`; the index after the `>`, or nil.
  private static func openTagEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while true {
      let blanks = skipBlanks(text, from: index)
      guard blanks < text.count else { return nil }
      if text[blanks] == 0x3E { return blanks + 1 }
      if text[blanks] == 0x2F {
        return blanks + 1 < text.count && text[blanks + 1] == 0x3E ? blanks + 2 : nil
      }
      // An attribute needs a blank before it.
      guard blanks > index, let next = attributeEnd(text, from: blanks) else { return nil }
      index = next
    }
  }

  /// `</name` read: optional blanks, then `>`.
  private static func closingTagEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let index = skipBlanks(text, from: start)
    return index < text.count && text[index] == 0x3E ? index + 1 : nil
  }

  /// An attribute: a name (`[A-Za-z_:][A-Za-z0-9_.:-]*`), then optionally
  /// `=` and a value (unquoted, or in single or double quotes).
  private static func attributeEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    guard isLetter(text[index]) || text[index] == 0x5F || text[index] == 0x3A else { return nil }
    index += 1
    while index < text.count,
      isLetter(text[index]) || isDigit(text[index]) || "_.:-".utf8.contains(text[index])
    {
      index += 1
    }
    let equals = skipBlanks(text, from: index)
    guard equals < text.count, text[equals] == 0x3D else { return index }
    var value = skipBlanks(text, from: equals + 1)
    guard value < text.count else { return nil }
    let quote = text[value]
    if quote == 0x22 || quote == 0x27 {
      value += 1
      while value < text.count && text[value] != quote { value += 1 }
      return value < text.count ? value + 1 : nil
    }
    let start = value
    while value < text.count, !" \t\"'=<>`".utf8.contains(text[value]) { value += 1 }
    return value > start ? value : nil
  }

  private static func skipBlanks(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < text.count && (text[index] == 0x20 || text[index] == 0x09) { index += 1 }
    return index
  }

  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

  private static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard text.count >= count else { return false }
    let bytes = prefix.utf8Start
    for index in 0..<count where lowercased(text[index]) != lowercased(bytes[index]) { return false }
    return true
  }

  private static func contains(
    _ text: UnsafeBufferPointer<UInt8>, _ needle: StaticString, ignoringCase: Bool = false
  ) -> Bool {
    let (bytes, count) = (needle.utf8Start, needle.utf8CodeUnitCount)
    guard text.count >= count else { return false }
    for start in 0...(text.count - count) {
      var index = 0
      while index < count {
        let byte = ignoringCase ? lowercased(text[start + index]) : text[start + index]
        if byte != bytes[index] { break }
        index += 1
      }
      if index == count { return true }
    }
    return false
  }

}

/// An HTML tag's name, lower-cased, as one number: 6 bits a byte (a
/// letter, a digit or `-`), so a name of up to 10 bytes is compared at
/// once; a longer one is no tag that CommonMark names.
struct TagName: Equatable {
  let packed: UInt64

  init(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    guard range.count <= 10 else {
      packed = .max
      return
    }
    var packed: UInt64 = 0
    for index in range { packed = packed << 6 | UInt64(Self.code(text[index])) }
    self.packed = packed
  }

  init(literal: String) {
    let bytes = Array(literal.utf8)
    self = bytes.withUnsafeBufferPointer { TagName($0, 0..<$0.count) }
  }

  /// 1–26 a letter of either case, 27–36 a digit, 37 `-`.
  private static func code(_ byte: UInt8) -> UInt8 {
    if byte >= 0x30 && byte <= 0x39 { return byte - 0x30 + 27 }
    if byte == 0x2D { return 37 }
    return (byte | 0x20) - 0x60
  }
}
