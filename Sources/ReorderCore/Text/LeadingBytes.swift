/// What the first bytes of a line say about it in a tree: its indentation,
/// whether it is blank, whether it is a heading. Every function reads only
/// as far as it must (a long line costs no more than a short one).
public enum LeadingBytes {
  public static let space: UInt8 = 0x20
  public static let tab: UInt8 = 0x09
  public static let carriageReturn: UInt8 = 0x0D

  /// The columns of a line's leading spaces and tabs (a tab goes to the
  /// next multiple of `tabWidth`), and whether the line is blank (nothing
  /// but spaces, tabs and `\r`).
  ///
  ///     "  - milk"   → (2, false)      "\t  x" (tab width 8) → (10, false)
  ///     "   \r"      → (3, true)       ""                    → (0, true)
  @inline(__always)
  public static func indentation(_ line: UnsafeBufferPointer<UInt8>, tabWidth: Int) -> (
    columns: Int, isBlank: Bool
  ) {
    var columns = 0
    var index = 0
    let count = line.count
    while index < count {
      let byte = line[index]
      if byte == space {
        columns += 1
      } else if byte == tab {
        columns += tabWidth - columns % tabWidth
      } else {
        break
      }
      index += 1
    }
    var rest = index
    while rest < count {
      let byte = line[rest]
      guard byte == space || byte == tab || byte == carriageReturn else { return (columns, false) }
      rest += 1
    }
    return (columns, true)
  }

  /// The number of leading spaces and tabs (bytes, not columns).
  public static func indentationLength(_ line: some Collection<UInt8>) -> Int {
    var n = 0
    for byte in line {
      guard byte == space || byte == tab else { break }
      n += 1
    }
    return n
  }

  /// Whether a line is blank: nothing but spaces, tabs and `\r` (a
  /// CRLF line's), or nothing.
  public static func isBlank(_ line: some Sequence<UInt8>) -> Bool {
    line.allSatisfy { $0 == space || $0 == tab || $0 == carriageReturn }
  }

  /// Where a line's text ends: before a final `\r` (a CRLF line).
  @inline(__always)
  public static func contentEnd(_ line: UnsafeBufferPointer<UInt8>) -> Int {
    line.count > 0 && line[line.count - 1] == carriageReturn ? line.count - 1 : line.count
  }

  /// CommonMark's indentation of a line, up to 4 columns (tabs to stops
  /// of 4), and the index of its first other byte: a line indented 4 or
  /// more is never a heading or a fence.
  @inline(__always)
  public static func markdownIndentation(_ line: UnsafeBufferPointer<UInt8>) -> (columns: Int, index: Int) {
    // Most lines (a fence's, in an outline) are not indented: one test.
    guard let first = line.first, first == space || first == tab else { return (0, 0) }
    var columns = 0
    var index = 0
    while index < line.count && columns < 4 {
      let byte = line[index]
      if byte == space {
        columns += 1
      } else if byte == tab {
        columns += 4 - columns % 4
      } else {
        break
      }
      index += 1
    }
    return (columns, index)
  }

  /// The level of a Markdown ATX heading (CommonMark 4.2): up to three
  /// spaces, 1–6 `#`, then a space, a tab or the end of the line; nil for
  /// any other line.
  ///
  ///     "## Usage" → 2     "#5 bolt" → nil     "#" → 1     "    # x" → nil
  @inline(__always)
  public static func markdownHeadingLevel(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    let (columns, start) = markdownIndentation(line)
    guard columns < 4 else { return nil }
    let end = contentEnd(line)
    var index = start
    while index < end && line[index] == 0x23 && index - start < 7 { index += 1 }
    let level = index - start
    guard level >= 1 && level <= 6 else { return nil }
    guard index == end || line[index] == space || line[index] == tab else { return nil }
    return level
  }

  /// ``markdownHeadingLevel(_:)`` of a line whose first byte is `#`
  /// (no indentation to measure).
  @inline(__always)
  public static func markdownHeadingLevel(hashLed line: UnsafeBufferPointer<UInt8>) -> Int? {
    if line.count >= 8 {
      // The run of `#` is the lowest bytes of the word that are `#`; the
      // byte after a run of at most 6 lies in the word (and the line).
      let word = UInt64(littleEndian: UnsafeRawPointer(line.baseAddress!).loadUnaligned(as: UInt64.self))
      let hashes = (word ^ 0x2323_2323_2323_2323).trailingZeroBitCount >> 3
      guard hashes <= 6 else { return nil }
      // A `\r` after the run ends a heading only as the line's last byte,
      // in a line of 7 bytes at most: not here.
      let next = line[hashes]
      if next == space { return hashes }
      return next == tab ? hashes : nil
    }
    let end = contentEnd(line)
    var index = 1
    while index < end && line[index] == 0x23 && index < 7 { index += 1 }
    guard index <= 6 else { return nil }
    guard index == end || line[index] == space || line[index] == tab else { return nil }
    return index
  }

  /// The level of an org heading: one or more `*` at the start of the
  /// line, then a space (org's `org-outline-regexp`, `^\*+ `); nil else.
  @inline(__always)
  public static func orgHeadingLevel(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < line.count && line[index] == 0x2A { index += 1 }
    guard index > 0, index < line.count, line[index] == space else { return nil }
    return index
  }
}
