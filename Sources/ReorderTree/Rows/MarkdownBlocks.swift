import ReorderCore

/// The top-level blocks of a Markdown document as CommonMark reads them,
/// line by line, as far as an outline needs them: which lines are the
/// document's own headings (ATX and setext), and which are inside
/// something that holds them (a fence, an HTML block, a list item, a
/// block quote, a paragraph's continuation).
///
///     Usage                 setext heading, level 1: its first line is
///     =====                 the section's row, the underline its body
///     <!--                  an HTML block: the `#` line is HTML
///     # not a heading
///     -->
///     - an item
///       # inside the item   not a section: it moves with its item
///     # Next                a heading: it ends the list
///
/// The reader's loop (``TreeReader``) skips the lines whose first byte
/// cannot change anything here, by the class table ``classes`` gives for
/// the state the last line left: in a paragraph, a line starting with a
/// letter only continues it; in a fence, only a blank or the fence's
/// character can close it; in an HTML block that ends at a blank line,
/// only a blank can. Every other line comes to ``take(_:id:)``.
struct MarkdownBlocks {
  /// What ``take(_:id:)`` found: no heading, an ATX heading on the line
  /// (its level), or a setext heading whose row is ``setextFirst``.
  static let setextFlag = 0x10

  /// Where nothing but paragraphs is open (``isPlain``), the reader's loop
  /// reads three more classes in place: an empty line (it ends the
  /// paragraph), a letter in no paragraph (one begins), a `#` (an ATX
  /// heading, or a paragraph's text: then ``take(_:id:)``).
  static let hash: UInt8 = 1
  static let blank: UInt8 = 3
  static let text: UInt8 = 4

  /// Four tables of 256 classes: in a paragraph, anywhere else, in an
  /// HTML block ending at a blank line, in a fence.
  private let tables: UnsafeMutablePointer<UInt8>
  /// The table for the next line.
  var classes: UnsafeMutablePointer<UInt8>

  /// Whether a `---` or `+++` first line opens front matter (false when
  /// the file was read once and its front matter never closed).
  private let readsFrontMatter: Bool
  /// The open front matter's fence character, or 0 (``MarkdownFrontMatter``).
  private var frontMatter: UInt8 = 0
  /// Whether the lines so far are front matter that has not closed: at
  /// the end, the file has none, and is read again without.
  var isInFrontMatter: Bool { frontMatter != 0 }

  /// The first line of the open top-level paragraph, or -1.
  var paragraph = -1
  /// No front matter, fence, HTML block or container is open: a blank
  /// line, a letter-led line and an ATX heading change only ``paragraph``
  /// and the table.
  private(set) var isPlain = true
  /// A setext heading's first line, once ``take(_:id:)`` found one.
  private(set) var setextFirst = 0
  /// The top-level fence.
  private var fence = MarkdownFence()
  /// The open HTML block's type (1–7), or 0.
  private var html = 0
  /// The open top-level list item's content column, or -1; a block
  /// quote's is 0.
  private var container = -1
  private var isQuote = false
  /// A blank line since the container's last line that was not blank.
  private var containerBlank = false
  /// A paragraph is open inside the container: a line less indented may
  /// continue it (lazily).
  private var lazyParagraph = false
  /// A fence inside the container.
  private var innerFence = MarkdownFence()

  /// A value, not an object: the reader's loop keeps it in a local, where
  /// changing it needs no check of exclusive access. Its tables are freed
  /// by ``deallocate()``.
  init(readsFrontMatter: Bool = true) {
    self.readsFrontMatter = readsFrontMatter
    tables = .allocate(capacity: 4 * 256)
    tables.initialize(repeating: OutlineClass.other, count: 4 * 256)
    // In a paragraph: a letter, a digit but 1, most punctuation continue it.
    let paragraph = tables
    let starters = Array(" \t\r\n#`~=-*+_><1".utf8)
    for byte in 0..<256 where !starters.contains(UInt8(byte)) { paragraph[byte] = OutlineClass.body }
    // Anywhere else, a letter (or a byte of a UTF-8 sequence) begins one.
    let elsewhere = tables + 256
    for byte in 0..<256 where byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) {
      elsewhere[byte] = Self.text
    }
    for table in [paragraph, elsewhere] {
      table[0x0A] = Self.blank
      table[0x23] = Self.hash
    }
    // In an HTML block of type 6 or 7: only a blank line ends it.
    let htmlToBlank = tables + 2 * 256
    for byte in 0..<256 where !" \t\r\n".utf8.contains(UInt8(byte)) { htmlToBlank[byte] = OutlineClass.body }
    // In a fence: only an indented line or the fence's character (set
    // when it opens) may close it; a blank line is the fence's too.
    let inFence = tables + 3 * 256
    for byte in 0..<256 where byte != 0x20 && byte != 0x09 { inFence[byte] = OutlineClass.body }
    classes = tables + 256
  }

  func deallocate() { tables.deallocate() }

  /// Takes in line `id`, which the class table did not skip.
  /// - Returns: 0, the level of an ATX heading on this line, or
  ///   ``setextFlag`` plus the level of a setext heading whose first line
  ///   is ``setextFirst``.
  mutating func take(_ bytes: UnsafeBufferPointer<UInt8>, id: Int) -> Int {
    defer { classes = table() }
    if frontMatter != 0 || id == 0 {
      if frontMatter(bytes, id: id) { return 0 }
    }
    let line = MarkdownLine(bytes)
    if fence.isOpen {
      _ = fence.scan(bytes)
      return 0
    }
    if html != 0 {
      if html >= 6 ? line.isBlank : MarkdownHTML.ends(html, UnsafeBufferPointer(rebasing: bytes[..<line.end]))
      {
        html = 0
      }
      return 0
    }
    if container >= 0 && continuesContainer(line) { return 0 }
    return topLevel(line, id: id)
  }

  /// Where ``isPlain``: the table in a paragraph (after a letter-led or a
  /// body line) and elsewhere (after an empty line). The reader's loop
  /// sets ``paragraph`` and ``classes`` itself there.
  var plainTables: (paragraph: UnsafeMutablePointer<UInt8>, elsewhere: UnsafeMutablePointer<UInt8>) {
    (tables, tables + 256)
  }

  /// An ATX heading where ``isPlain``: it ends the paragraph.
  @inline(__always)
  mutating func plainHeading() {
    paragraph = -1
    classes = tables + 256
  }

  /// Front matter's lines: whether line `id` is one (the first, with a
  /// non-blank line after it, up to its closing fence).
  private mutating func frontMatter(_ bytes: UnsafeBufferPointer<UInt8>, id: Int) -> Bool {
    if frontMatter == 0 {
      guard readsFrontMatter, let fence = MarkdownFrontMatter.opening(bytes) else { return false }
      frontMatter = fence
      return true
    }
    if id == 1 && LeadingBytes.isBlank(bytes) {
      // `---` over a blank line: a thematic break, and no front matter.
      frontMatter = 0
      return false
    }
    if MarkdownFrontMatter.closes(bytes, fence: frontMatter) { frontMatter = 0 }
    return true
  }

  /// A line at the top level (no container holds it).
  private mutating func topLevel(_ line: MarkdownLine, id: Int) -> Int {
    guard !line.isBlank else {
      paragraph = -1
      return 0
    }
    if line.columns >= 4 { return 0 }  // a paragraph's continuation, or indented code
    let interrupting = paragraph >= 0
    switch line.first {
    case 0x23:
      if let level = line.atxLevel {
        paragraph = -1
        return level
      }
    case 0x3D, 0x2D:
      if interrupting, let level = line.setextLevel {
        setextFirst = paragraph
        paragraph = -1
        return Self.setextFlag | level
      }
    case 0x60, 0x7E:
      if fence.scan(line.bytes) {
        paragraph = -1
        return 0
      }
    case 0x3C:
      if let type = line.htmlBlock(interrupting: interrupting) {
        paragraph = -1
        html =
          MarkdownHTML.ends(type, UnsafeBufferPointer(rebasing: line.bytes[line.start..<line.end])) ? 0 : type
        if type >= 6 { html = type }
        return 0
      }
    case 0x3E:
      paragraph = -1
      open(container: 0, quote: true, content: line, from: line.start + 1)
      return 0
    default:
      break
    }
    if line.isThematicBreak {
      paragraph = -1
      return 0
    }
    if let item = line.listItem(interrupting: interrupting) {
      paragraph = -1
      open(
        container: item.contentColumn, quote: false, content: line,
        from: line.index(afterColumns: item.contentColumn))
      return 0
    }
    if paragraph < 0 { paragraph = id }
    return 0
  }

  /// Opens a list item or a block quote whose first line's content
  /// starts at byte `from`.
  private mutating func open(container column: Int, quote: Bool, content line: MarkdownLine, from: Int) {
    (container, isQuote, containerBlank) = (column, quote, false)
    innerFence = MarkdownFence()
    let rest = UnsafeBufferPointer(rebasing: line.bytes[min(from, line.end)..<line.end])
    lazyParagraph = inner(MarkdownLine(rest))
  }

  /// Whether the line belongs to the open container (else it is closed).
  private mutating func continuesContainer(_ line: MarkdownLine) -> Bool {
    if line.isBlank {
      lazyParagraph = false
      // A blank line ends a block quote; a list item goes on past it.
      if isQuote { container = -1 }
      containerBlank = true
      return !isQuote
    }
    if isQuote && line.opensBlockQuote {
      let rest = UnsafeBufferPointer(rebasing: line.bytes[(line.start + 1)..<line.end])
      lazyParagraph = inner(MarkdownLine(rest))
      return true
    }
    if !isQuote && line.columns >= container {
      containerBlank = false
      let rest = UnsafeBufferPointer(rebasing: line.bytes[line.index(afterColumns: container)..<line.end])
      lazyParagraph = inner(MarkdownLine(rest))
      return true
    }
    if !containerBlank && lazyParagraph && !innerFence.isOpen && !line.interruptsParagraph
      && line.setextLevel != 2
    {
      return true
    }
    container = -1
    return false
  }

  /// Takes in a line of the container's content; whether a paragraph is
  /// open inside the container after it.
  private mutating func inner(_ content: MarkdownLine) -> Bool {
    if innerFence.isOpen || content.opensFence {
      _ = innerFence.scan(content.bytes)
      return false
    }
    if content.isBlank { return false }
    if content.columns >= 4 { return lazyParagraph }
    return content.atxLevel == nil && !content.isThematicBreak
  }

  /// The class table for the next line.
  private mutating func table() -> UnsafeMutablePointer<UInt8> {
    isPlain = frontMatter == 0 && !fence.isOpen && html == 0 && container < 0
    if frontMatter != 0 { return tables + 256 }
    if let open = fence.open {
      let inFence = tables + 3 * 256
      inFence[0x60] = open.marker == 0x60 ? OutlineClass.other : OutlineClass.body
      inFence[0x7E] = open.marker == 0x7E ? OutlineClass.other : OutlineClass.body
      return inFence
    }
    if html >= 6 { return tables + 2 * 256 }
    if html != 0 { return tables + 256 }
    if container >= 0 { return lazyParagraph && !containerBlank ? tables : tables + 256 }
    return paragraph >= 0 ? tables : tables + 256
  }
}

/// The classes of a line's first byte in an outline's loop: a body line
/// (attached to the heading above, nothing else to read) or a line worth
/// a closer look.
enum OutlineClass {
  static let body: UInt8 = 0
  static let other: UInt8 = 2
}
