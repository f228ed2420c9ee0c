/// A preview command's output as lines ready to draw: colour codes (SGR)
/// kept as colours, everything else made safe exactly as items are (see
/// ``DisplayText``): other escape sequences are hidden, controls, bidi
/// marks and bad UTF-8 are shown as visible escapes. Tabs go to the next
/// multiple of ``tabWidth``.
///
/// Output arrives in pieces (``append(_:)``); each piece costs time in
/// proportion to its own length, never to what came before. A colour set
/// on one line goes on into the next, as on a terminal.
///
///     var content = PreviewContent()
///     content.append(Array("\u{1B}[31mred\nstill red\u{1B}[0m\n".utf8))
///     content.lineCount   // 2; both lines red
public struct PreviewContent: Equatable {
  /// A status shown after the output: how the command ended when that is
  /// worth saying (a failure, a signal, output cut short).
  public struct Note: Equatable, Sendable {
    public var text: String
    /// A failure (drawn as one) rather than information.
    public var isFailure: Bool

    public init(_ text: String, isFailure: Bool) {
      self.text = text
      self.isFailure = isFailure
    }
  }

  fileprivate struct Line: Equatable {
    var range: Range<Int>
    /// The SGR state in force where the line starts.
    var style: AnsiStyle
  }

  /// The bytes and lines, shared by the copies of a content: a copy sees
  /// the prefix that was there when it was made, and appending to the copy
  /// that owns the end adds in place, so a pane holding a copy while more
  /// output arrives costs no copying (a plain array would be copied whole
  /// on every append). A copy that appends where it does not own the end
  /// takes its prefix into storage of its own first.
  private final class Storage {
    var bytes: [UInt8] = []
    var lines: [Line] = []

    init(bytes: [UInt8] = [], lines: [Line] = []) {
      self.bytes = bytes
      self.lines = lines
    }
  }

  public let tabWidth: Int
  private var storage = Storage()
  /// How much of the storage this content is.
  public private(set) var byteCount = 0
  private var completeLines = 0
  /// Where the line not yet ended by a newline starts, and its style.
  private var pendingStart = 0
  private var pendingStyle = AnsiStyle()
  public var note: Note?

  public init(tabWidth: Int = 8) {
    self.tabWidth = max(1, tabWidth)
  }

  /// Content made of `bytes` at once, with an optional note.
  public init(_ bytes: [UInt8], note: Note? = nil, tabWidth: Int = 8) {
    self.init(tabWidth: tabWidth)
    append(bytes)
    self.note = note
  }

  /// The output's bytes (a copy).
  var bytes: [UInt8] { Array(storage.bytes[..<byteCount]) }

  private func line(_ index: Int) -> Line {
    index < completeLines
      ? storage.lines[index] : Line(range: pendingStart..<byteCount, style: pendingStyle)
  }

  /// Makes sure this content owns the end of its storage.
  private mutating func ownEnd() {
    guard storage.bytes.count != byteCount || storage.lines.count != completeLines else { return }
    storage = Storage(
      bytes: Array(storage.bytes[..<byteCount]), lines: Array(storage.lines[..<completeLines]))
  }

  /// Adds output. A line is ended by LF (a CR before it is dropped too).
  ///
  /// - Complexity: O(*k*) in the length of `chunk`.
  public mutating func append<C: Collection>(_ chunk: C) where C.Element == UInt8 {
    ownEnd()
    let storage = self.storage
    var scanFrom = byteCount
    storage.bytes.append(contentsOf: chunk)
    byteCount = storage.bytes.count
    while let newline = storage.bytes[scanFrom...].firstIndex(of: 0x0A) {
      var end = newline
      if end > pendingStart && storage.bytes[end - 1] == 0x0D { end -= 1 }
      storage.lines.append(Line(range: pendingStart..<end, style: pendingStyle))
      pendingStyle.applyCodes(in: storage.bytes[pendingStart..<end])
      pendingStart = newline + 1
      scanFrom = pendingStart
    }
    completeLines = storage.lines.count
  }

  /// Keeps the first `count` output lines and drops the rest (and a line
  /// not yet ended).
  public mutating func truncate(toLines count: Int) {
    guard count < completeLines + (pendingStart < byteCount ? 1 : 0) else { return }
    let end = count < completeLines ? storage.lines[count].range.lowerBound : pendingStart
    let kept = Array(storage.lines[..<min(count, completeLines)])
    storage = Storage(bytes: Array(storage.bytes[..<end]), lines: kept)
    byteCount = end
    completeLines = kept.count
    pendingStart = end
    pendingStyle =
      kept.last.map { line in
        var style = line.style
        style.applyCodes(in: storage.bytes[line.range])
        return style
      } ?? AnsiStyle()
  }

  public static func == (a: PreviewContent, b: PreviewContent) -> Bool {
    a.tabWidth == b.tabWidth && a.note == b.note && a.byteCount == b.byteCount
      && a.completeLines == b.completeLines && a.pendingStart == b.pendingStart
      && a.pendingStyle == b.pendingStyle
      && (a.storage === b.storage
        || (a.storage.bytes[..<a.byteCount] == b.storage.bytes[..<b.byteCount]
          && a.storage.lines[..<a.completeLines] == b.storage.lines[..<b.completeLines]))
  }

  /// Output lines so far (a last line without newline counts), plus the
  /// note.
  public var lineCount: Int {
    completeLines + (pendingStart < byteCount ? 1 : 0) + (note == nil ? 0 : 1)
  }

  /// Whether line `index` is the ``note``.
  public func isNote(_ index: Int) -> Bool {
    note != nil && index == lineCount - 1
  }

  /// The glyphs of line `index`, enough for `maxColumns` cells (see
  /// ``DisplayText/glyphs(_:tabWidth:maxColumns:ansi:)``).
  public func glyphs(ofLine index: Int, maxColumns: Int = Int.max) -> [Glyph] {
    if isNote(index), let note { return DisplayText.glyphs(note.text) }
    let line = line(index)
    let start = line.style.selectGraphicRendition
    if start.isEmpty {
      return DisplayText.glyphs(
        storage.bytes[line.range], tabWidth: tabWidth, maxColumns: maxColumns, ansi: true)
    }
    return DisplayText.glyphs(
      start + storage.bytes[line.range], tabWidth: tabWidth, maxColumns: maxColumns, ansi: true)
  }

  /// Line `index` cut into rows of at most `width` cells (one row when it
  /// is empty), at most `limit` rows. A wide glyph that would straddle the
  /// end of a row starts the next one.
  public func rows(ofLine index: Int, width: Int, limit: Int = Int.max) -> [[Glyph]] {
    let width = max(1, width)
    let limit = max(1, limit)
    let (cells, overflow) = width.multipliedReportingOverflow(by: limit)
    let glyphs = glyphs(ofLine: index, maxColumns: overflow ? Int.max : cells)
    var rows: [[Glyph]] = [[]]
    var column = 0
    for glyph in glyphs {
      if column + glyph.width > width && column > 0 {
        if rows.count == limit { break }
        rows.append([])
        column = 0
      }
      rows[rows.count - 1].append(glyph)
      column += glyph.width
    }
    return rows
  }

  /// How many rows line `index` takes in a pane `width` cells wide: 1
  /// without `wrap`; counted up to `limit`.
  func rowCount(ofLine index: Int, width: Int, wrap: Bool, limit: Int) -> Int {
    wrap ? rows(ofLine: index, width: width, limit: limit).count : 1
  }

  /// The largest useful scroll offset (first line below the header lines)
  /// for a pane `width` × `height`: the one that shows the last line on
  /// the last row.
  ///
  /// - Complexity: O(`height`) lines laid out, whatever the output's
  ///   length.
  public func maxOffset(width: Int, height: Int, wrap: Bool, headerLines: Int) -> Int {
    let header = min(headerLines, lineCount)
    var headerRows = 0
    for index in 0..<header {
      headerRows += rowCount(ofLine: index, width: width, wrap: wrap, limit: height)
    }
    var room = height - headerRows
    var first = lineCount
    while first > header {
      let rows = rowCount(ofLine: first - 1, width: width, wrap: wrap, limit: height)
      if rows > room { break }
      room -= rows
      first -= 1
    }
    return min(max(header, first), max(header, lineCount - 1))
  }
}
