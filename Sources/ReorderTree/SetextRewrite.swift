import ReorderCore

/// A setext heading (`Title` over `=====` or `-----`) at a new level, as
/// a move or `H`/`L` writes it: level 1 and 2 keep the underline and
/// change its character (as long as it was); past level 2, which setext
/// cannot write, the heading becomes an ATX heading and its underline
/// an empty line, so no other line moves:
///
///     "Usage" / "-----"  2 → 1:  "Usage" / "====="
///     "Usage" / "-----"  2 → 3:  "### Usage" / ""
///
/// A heading whose text runs over several lines cannot become one ATX
/// line without changing its text: it stays at level 1 or 2
/// (``TreeRefusal/setextTextPastLevelTwo``).
enum SetextRewrite {
  /// Whether a Markdown heading's row is a setext heading's text: its
  /// first byte after the indentation is not `#`.
  static func isSetext(_ line: [UInt8]) -> Bool {
    line.first { $0 != LeadingBytes.space && $0 != LeadingBytes.tab } != 0x23
  }

  /// Whether `line` is a setext underline.
  static func isUnderline(_ line: [UInt8]) -> Bool {
    line.withUnsafeBufferPointer { MarkdownLine($0).setextLevel != nil }
  }

  /// The underline for `level` (1 or 2): each `=` or `-` becomes the
  /// level's character; spaces and a final `\r` stay.
  static func underline(_ line: [UInt8], level: Int) -> [UInt8] {
    let marker: UInt8 = level == 1 ? 0x3D : 0x2D
    return line.map { $0 == 0x3D || $0 == 0x2D ? marker : $0 }
  }

  /// The heading's text as an ATX heading of `level`: `#`s, a space, the
  /// text without its indentation (a final `\r` stays).
  static func atx(_ text: [UInt8], level: Int) -> [UInt8] {
    let body = text.drop { $0 == LeadingBytes.space || $0 == LeadingBytes.tab }
    return [UInt8](repeating: 0x23, count: level) + [LeadingBytes.space] + body
  }

  /// An empty line in place of `line` (a CRLF line keeps its `\r`).
  static func emptied(_ line: [UInt8]) -> [UInt8] {
    line.last == LeadingBytes.carriageReturn ? [LeadingBytes.carriageReturn] : []
  }
}
