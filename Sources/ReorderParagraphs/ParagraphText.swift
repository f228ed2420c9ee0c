import ReorderCore

/// How the lines of a text become its paragraphs (`--paragraphs`): the
/// lines between blank lines are one block, and each run of blank lines
/// is one separator.
///
///     line                        row
///     ""                          separator (before the first block)
///     "@book{knuth,"              block, 3 lines
///     "  title = {TAOCP},"
///     "}"
///     ""                          separator
///     ""
///     "2026-01-05 Rent"           block, 2 lines
///     "    expenses:rent  900"
///
/// Each row is one item of the list: its bytes are its lines with the
/// line ends between them, so the flat order of items is the text itself
/// and an unchanged text is written back byte for byte. The separators
/// are locked rows (``ParagraphsKind``): the blocks move among the places
/// the separators leave, and each separator keeps its place and its lines,
/// so the file keeps its own layout whatever moves.
public enum ParagraphText {
  /// Whether a line is blank: nothing, or only spaces, tabs and a CR
  /// (a CRLF file's empty line).
  public static func isBlank<C: Collection>(_ line: C) -> Bool where C.Element == UInt8 {
    line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// Whether a row is a separator (all its lines blank).
  public static func isSeparator<C: Collection>(_ row: C) -> Bool where C.Element == UInt8 {
    row.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
  }

  /// Makes the loaded lines of `store` its blocks and separators: a line
  /// joins the row above when both are blank or both are not.
  /// - Returns: false, changing nothing, past 4 GiB of input.
  /// - Complexity: O(n) for n bytes.
  public static func joinBlocks(of store: ItemStore) -> Bool {
    guard store.count > 0 else { return true }
    var aboveIsBlank = store.withBytes(of: 0) { isBlank($0) }
    return store.joinItems { line in
      let blank = isBlank(line)
      defer { aboveIsBlank = blank }
      return blank == aboveIsBlank
    }
  }

  /// How many lines a row carries.
  public static func lineCount<C: Collection>(of row: C) -> Int where C.Element == UInt8 {
    row.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  }

  /// A row's first line, without its line end (and a CRLF file's CR).
  public static func firstLine<C: Collection>(of row: C) -> [UInt8] where C.Element == UInt8 {
    var line = Array(row.prefix { $0 != 0x0A })
    if line.last == 0x0D { line.removeLast() }
    return line
  }
}
