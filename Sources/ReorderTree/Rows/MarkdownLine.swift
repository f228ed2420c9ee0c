import ReorderCore

/// What a Markdown line starts, read as CommonMark 0.30 reads a line at
/// the start of a block (after at most three columns of indentation):
/// the predicates ``MarkdownBlocks`` needs to follow the document's
/// top-level blocks. Each reads one line, from `start` (its first byte
/// that is not indentation) to `end` (before a final `\r`).
struct MarkdownLine {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The first byte after the indentation.
  let start: Int
  /// The end of the content (a final `\r` excluded).
  let end: Int
  /// The indentation's columns (tabs to stops of 4), not capped.
  let columns: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    end = LeadingBytes.contentEnd(bytes)
    var (index, columns) = (0, 0)
    while index < end {
      let byte = bytes[index]
      if byte == LeadingBytes.space {
        columns += 1
      } else if byte == LeadingBytes.tab {
        columns += 4 - columns % 4
      } else {
        break
      }
      index += 1
    }
    (start, self.columns) = (index, columns)
  }

  /// Nothing but spaces, tabs and `\r`.
  var isBlank: Bool { start == end }

  var first: UInt8 { bytes[start] }

  /// The index of the byte at `columns` of indentation, if the line's
  /// indentation reaches it at a byte's edge (else the first byte past it).
  func index(afterColumns wanted: Int) -> Int {
    var (index, columns) = (0, 0)
    while index < end && columns < wanted {
      columns += bytes[index] == LeadingBytes.tab ? 4 - columns % 4 : 1
      index += 1
    }
    return index
  }

  /// A thematic break (4.1): three or more `-`, `*` or `_`, the same,
  /// with spaces or tabs between.
  var isThematicBreak: Bool {
    guard columns < 4, start < end else { return false }
    let marker = first
    guard marker == 0x2D || marker == 0x2A || marker == 0x5F else { return false }
    var count = 0
    for index in start..<end {
      let byte = bytes[index]
      if byte == marker {
        count += 1
      } else if byte != LeadingBytes.space && byte != LeadingBytes.tab {
        return false
      }
    }
    return count >= 3
  }

  /// A setext heading's underline (4.3): a run of `=` (level 1) or `-`
  /// (level 2), then only spaces or tabs; its level, or nil.
  var setextLevel: Int? {
    guard columns < 4, start < end else { return nil }
    let marker = first
    guard marker == 0x3D || marker == 0x2D else { return nil }
    var index = start
    while index < end && bytes[index] == marker { index += 1 }
    while index < end && (bytes[index] == LeadingBytes.space || bytes[index] == LeadingBytes.tab) {
      index += 1
    }
    guard index == end else { return nil }
    return marker == 0x3D ? 1 : 2
  }

  /// An ATX heading's level (4.2), or nil.
  var atxLevel: Int? {
    guard columns < 4, start < end, first == 0x23 else { return nil }
    var index = start
    while index < end && bytes[index] == 0x23 && index - start < 7 { index += 1 }
    let level = index - start
    guard level <= 6 else { return nil }
    guard index == end || bytes[index] == LeadingBytes.space || bytes[index] == LeadingBytes.tab else {
      return nil
    }
    return level
  }

  /// A fence's opening (4.5): three or more backticks or tildes (a
  /// backtick fence's info string has no backtick).
  var opensFence: Bool {
    guard columns < 4, start < end else { return false }
    var fence = MarkdownFence()
    let opens = fence.scan(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    return opens && fence.isOpen
  }

  /// A list item's start (5.2): its marker's kind (bullet, or ordered
  /// with its number), and the column its content starts at; nil if the
  /// line starts none. `interrupting`: the line would otherwise continue a
  /// paragraph, where an empty item or an ordered one not numbered 1
  /// starts no list.
  func listItem(interrupting: Bool) -> (ordered: Bool, contentColumn: Int)? {
    guard columns < 4, start < end else { return nil }
    var index = start
    let byte = first
    var ordered = false
    if byte == 0x2D || byte == 0x2B || byte == 0x2A {
      index += 1
    } else if byte >= 0x30 && byte <= 0x39 {
      var number = 0
      while index < end && index - start < 9 && bytes[index] >= 0x30 && bytes[index] <= 0x39 {
        number = number * 10 + Int(bytes[index] - 0x30)
        index += 1
      }
      guard index < end, bytes[index] == 0x2E || bytes[index] == 0x29 else { return nil }
      if interrupting && number != 1 { return nil }
      index += 1
      ordered = true
    } else {
      return nil
    }
    let markerColumns = columns + (index - start)
    guard index < end else { return interrupting ? nil : (ordered, markerColumns + 1) }
    guard bytes[index] == LeadingBytes.space || bytes[index] == LeadingBytes.tab else { return nil }
    // The spaces after the marker: 1 to 4 are part of it; 5 or more, or
    // none before the line's end, leave 1 (the content is indented code,
    // or starts on the next line).
    var spaces = 0
    var scan = index
    while scan < end && (bytes[scan] == LeadingBytes.space || bytes[scan] == LeadingBytes.tab) {
      spaces += bytes[scan] == LeadingBytes.tab ? 4 - (markerColumns + spaces) % 4 : 1
      scan += 1
    }
    if scan == end {
      guard !interrupting else { return nil }
      return (ordered, markerColumns + 1)
    }
    return (ordered, markerColumns + (spaces > 4 ? 1 : spaces))
  }

  /// The HTML block this line starts (4.6), 1 to 7, or nil; type 7 only
  /// where it would not interrupt a paragraph.
  func htmlBlock(interrupting: Bool) -> Int? {
    guard columns < 4, end - start >= 2, first == 0x3C else { return nil }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
    return MarkdownHTML.startType(text, interrupting: interrupting)
  }

  /// A block quote's marker (5.1): `>` after at most three spaces.
  var opensBlockQuote: Bool { columns < 4 && start < end && first == 0x3E }

  /// A block quote's content: the line after its `>` and the one space
  /// that may follow it, read as a line of its own; nil if the line opens
  /// no quote.
  var quoteContent: MarkdownLine? {
    guard opensBlockQuote else { return nil }
    let after = start + 1
    let skip = after < end && bytes[after] == LeadingBytes.space ? 1 : 0
    return MarkdownLine(UnsafeBufferPointer(rebasing: bytes[(after + skip)...]))
  }

  /// Whether the line starts a block that ends a paragraph (so that it is
  /// no paragraph's continuation, lazy or not): an ATX heading, a fence,
  /// a block quote, a thematic break, a list item, an HTML block of
  /// types 1 to 6.
  var interruptsParagraph: Bool {
    guard columns < 4, start < end else { return false }
    switch first {
    case 0x23: return atxLevel != nil
    case 0x60, 0x7E: return opensFence
    case 0x3E: return true
    case 0x3C: return htmlBlock(interrupting: true) != nil
    case 0x2D, 0x2A, 0x5F, 0x2B, 0x30...0x39:
      return isThematicBreak || listItem(interrupting: true) != nil
    default: return false
    }
  }
}
