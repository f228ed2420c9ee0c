import ReorderCore

/// How the lines of a board's text become its rows (`--board`): a column
/// header, or a card with the lines it carries.
///
///     line                       row
///     "## Todo"                  header of column "Todo"
///     ""                         (carried by the header)
///     "- Write tests"            card
///     "    > before Friday"      (carried by the card)
///     "    * [ ] unit"           (carried by the card)
///     "- Ship"                   card
///
/// A line that is blank (nothing, or only spaces, tabs and a CR) or
/// indented (a space or a tab first) is carried by the row above it, so
/// a card's sub-lines and the blank lines after it move with it. Such a
/// row is one item of the list: its bytes are its lines with the line
/// ends between them, so the flat order of items is the text itself and
/// an unchanged board is written back byte for byte.
public enum BoardText {
  /// Whether `line` continues the row above it (a sub-line or a blank
  /// line) rather than starting a card or a header.
  public static func continuesRow(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = line.first else { return true }
    if first == 0x20 || first == 0x09 { return true }
    return LeadingBytes.isBlank(line)
  }

  /// Whether a line is a Markdown heading: 1 to 6 `#`, then a space.
  public static func isHeading<C: Collection>(_ line: C) -> Bool where C.Element == UInt8 {
    var hashes = 0
    for byte in line {
      if byte == UInt8(ascii: "#") {
        hashes += 1
        if hashes > 6 { return false }
        continue
      }
      return hashes >= 1 && (byte == 0x20 || byte == 0x09)
    }
    return false
  }

  /// The same for a line in place (not generic: called once a line).
  public static func isHeading(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard line.first == UInt8(ascii: "#") else { return false }
    return isHeading(line[...])
  }

  /// The first line of a row (a card's title line, a header's line),
  /// without its line end.
  public static func firstLine(of item: ItemBytes) -> ItemBytes { item.firstLine }

  /// The line a row is named by: its first, or for the archive's header
  /// (a thematic break, then the heading) the heading.
  static func titleLine(of item: ItemBytes) -> [UInt8] {
    let first = Array(firstLine(of: item))
    guard BoardFormat.isThematicBreak(first) else { return first }
    let lines = Array(item).split(separator: 0x0A, omittingEmptySubsequences: false)
    return lines.first(where: { isHeading($0) }).map(Array.init) ?? first
  }

  /// How many lines a row carries besides its first that are not blank:
  /// the "+N" a card shows.
  public static func carriedLineCount(of item: ItemBytes) -> Int {
    var count = 0
    var lineHasText = false
    var afterFirst = false
    for byte in item {
      if byte == 0x0A {
        if afterFirst && lineHasText { count += 1 }
        afterFirst = true
        lineHasText = false
      } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
        lineHasText = true
      }
    }
    if afterFirst && lineHasText { count += 1 }
    return count
  }

  /// What a row is called in sentences: its first line without a
  /// Markdown bullet (`- `, `* `, `+ `) or heading marks (`## `).
  public static func title(of item: ItemBytes) -> [UInt8] {
    var bytes = Array(titleLine(of: item))
    if bytes.last == 0x0D { bytes.removeLast() }
    if isHeading(bytes) {
      bytes.removeFirst(bytes.prefix { $0 == UInt8(ascii: "#") }.count)
    } else if bytes.count >= 2, [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(bytes[0]),
      bytes[1] == 0x20
    {
      bytes.removeFirst()
    }
    return Array(bytes.drop { $0 == 0x20 || $0 == 0x09 })
  }

  /// Makes the loaded lines of `store` a board's rows: every line that
  /// continues the row above joins it (``continuesRow(_:)``), except a
  /// header line, which always starts a column. In Obsidian's format
  /// (``BoardFormat``) also: `**Complete**` under a heading joins the
  /// heading's row; a thematic break starts a row that the heading after it
  /// joins (`***` and `## Archive`: the archive's header); the settings
  /// footer and every line after it are one row.
  /// - Parameter isHeader: whether a line is a column's header; nil for
  ///   Markdown headings (``isHeading(_:)-swift.type.method``, checked
  ///   in place rather than called through a closure a line).
  /// - Returns: how many rows come before the first header (the fixed
  ///   preamble, shown above the board); nil when the input is too large
  ///   to be read as a board (past 4 GiB).
  /// - Complexity: O(n) for n lines, reading each line's first bytes.
  public static func joinRows(
    of store: ItemStore, format: BoardFormat = .plain, isHeader: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil
  ) -> Int? {
    let joined: Bool
    if format == .obsidian {
      var reader = ObsidianRows()
      joined = store.joinItems { reader.continues($0) }
    } else {
      joined = store.joinItems { line in
        // Most lines start a row: their first byte says so.
        if let first = line.first, first != 0x20 && first != 0x09 && first != 0x0D { return false }
        // A heading starts with `#`: a blank or indented line is none.
        return continuesRow(line) && !(isHeader?(line) ?? isHeading(line))
      }
    }
    guard joined else { return nil }
    for id in 0..<store.count {
      let header = store.withBytes(of: id) {
        let line = UnsafeBufferPointer(rebasing: $0[..<firstLineEnd($0)])
        return isHeader?(line) ?? isHeading(line)
      }
      if header { return id }
    }
    return store.count
  }

  /// Obsidian's rows, line by line (``joinRows(of:format:isHeader:)``).
  struct ObsidianRows {
    /// What the row being read is.
    enum Row { case preamble, header, card, archiveBreak, footer }
    var row = Row.preamble

    mutating func continues(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
      if row == .footer { return true }
      if BoardFormat.isSettingsFooter(line) {
        row = .footer
        return false
      }
      if isHeading(line) {
        if row == .archiveBreak {
          row = .header
          return true
        }
        row = .header
        return false
      }
      if continuesRow(line) { return true }
      if row == .header && BoardFormat.isCompleteMarker(line) { return true }
      if BoardFormat.isThematicBreak(line) && row != .preamble {
        row = .archiveBreak
        return false
      }
      if row != .preamble { row = .card }
      return false
    }
  }

  /// Where a row's first line ends (its first line end, else its end).
  static func firstLineEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.firstIndex(of: 0x0A) ?? bytes.count
  }
}
