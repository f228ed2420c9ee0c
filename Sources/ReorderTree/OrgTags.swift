import ReorderCore

/// An org heading's tags after its level changed, where org-mode puts
/// them: `org-demote` and `org-promote` align them again (with
/// `org-auto-align-tags`, on by default) so that they end at column 77
/// (`org-tags-column` -77), one space after the title at least.
///
///     "* Title              :work:"   demoted   "** Title             :work:"
///
/// Only the blanks before the tags change; a heading without tags (a last
/// word that is no `:tag:tag:`) comes back as it was.
enum OrgTags {
  /// The column the tags end at (`org-tags-column`'s -77).
  static let column = 77

  /// `line` (an org heading, maybe ending in `\r`) with its tags aligned
  /// as org aligns them.
  static func aligned(_ line: [UInt8]) -> [UInt8] {
    var end = line.count
    if end > 0 && line[end - 1] == 0x0D { end -= 1 }
    let stars = line.prefix { $0 == 0x2A }.count
    guard stars > 0, stars < end, line[stars] == LeadingBytes.space else { return line }
    // The tags: the last word, `:` … `:`, after a blank (the one after
    // the stars counts), then only blanks.
    var tagsEnd = end
    while tagsEnd > stars + 1 && isBlank(line[tagsEnd - 1]) { tagsEnd -= 1 }
    var tagsStart = tagsEnd
    while tagsStart > stars + 1 && !isBlank(line[tagsStart - 1]) { tagsStart -= 1 }
    guard isTags(line[tagsStart..<tagsEnd]) else { return line }
    var blankStart = tagsStart
    while blankStart > stars + 1 && isBlank(line[blankStart - 1]) { blankStart -= 1 }
    if blankStart == stars + 1 { blankStart = stars }  // "* :tag:": the space after the stars
    let before = columns(of: line[..<blankStart])
    let wanted = max(column - columns(of: line[tagsStart..<tagsEnd]), before + 1)
    guard wanted != columns(of: line[..<tagsStart]) else { return line }
    return Array(line[..<blankStart]) + [UInt8](repeating: LeadingBytes.space, count: wanted - before)
      + line[tagsStart...]
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == LeadingBytes.space || byte == LeadingBytes.tab
  }

  /// `:tag:tag:`: letters and digits (of any script), `_@#%` and `:`
  /// between two colons, at least one.
  private static func isTags(_ word: ArraySlice<UInt8>) -> Bool {
    guard word.count >= 3, word.first == 0x3A, word.last == 0x3A else { return false }
    return String(decoding: word.dropFirst().dropLast(), as: UTF8.self).unicodeScalars.allSatisfy { scalar in
      if scalar.isASCII {
        let byte = UInt8(scalar.value)
        return (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
          || "_@#%:".utf8.contains(byte)
      }
      return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
    }
  }

  /// The columns Emacs counts for `bytes` from the line's start: a tab
  /// to the next multiple of 8, an East Asian wide character 2, a
  /// combining mark 0.
  static func columns(of bytes: ArraySlice<UInt8>) -> Int {
    var columns = 0
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar.value {
      case 0x09: columns += 8 - columns % 8
      case _ where isWide(scalar.value): columns += 2
      case _ where [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory): break
      default: columns += 1
      }
    }
    return columns
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
