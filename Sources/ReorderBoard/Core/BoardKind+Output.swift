import ReorderCore

// What a board writes: its rows in their new order with the blank lines
// where the layout puts them (``BoardSpacing``), read back before it is
// written, and refused if the board read back is not the board shown.

extension BoardKind {
  public func writtenText(of list: ReorderList) throws(OutputRefusal) -> [UInt8]? {
    let store = list.store
    let loaded = list.fixedIDs.upperBound..<store.loadedCount
    // Unmoved: the output writer gives the input back byte for byte.
    if list.count == loaded.count && list.order.elementsEqual(loaded.lazy.map(UInt32.init)) { return nil }
    let crlf = store.loadedCount > 0 && store.withBytes(of: 0) { $0.last == 0x0D }
    let lastID = store.loadedCount - 1
    let row = { (id: Int) -> BoardSpacing.Row in
      var bytes = store[id].array
      // A CRLF file's unterminated last line gets its CR back where
      // another line now ends the file (the output writer's rule).
      if crlf && id == lastID && !store.lastItemTerminated && bytes.last != 0x0D { bytes.append(0x0D) }
      return BoardSpacing.Row(id: UInt32(id), bytes: bytes)
    }
    let original = Self.columns(of: Array(loaded), in: list)
    let spacing = BoardSpacing(original: original.columns.map { $0.map(row) })
    let ids = list.order.map { Int($0) }
    let now = Self.columns(of: ids, in: list)
    var lines: [[UInt8]] = list.fixedIDs.flatMap { row($0).content + row($0).blanks }
    lines += now.before.flatMap { row($0).content + row($0).blanks }
    lines += spacing.lines(of: now.columns.map { $0.map(row) })
    lines += now.after.flatMap { row($0).content + row($0).blanks }
    var text: [UInt8] = []
    for (index, line) in lines.enumerated() {
      let last = index == lines.count - 1
      if last && !store.lastItemTerminated {
        text += crlf && line.last == 0x0D ? line.dropLast() : line[...]
      } else {
        text += line
        text.append(0x0A)
      }
    }
    try readBack(text, as: list)
    return text
  }

  /// A run of rows as columns: the rows before the first header, each
  /// column its header then its cards, and the locked rows after them
  /// (a footer).
  static func columns(of ids: [Int], in list: ReorderList) -> (before: [Int], columns: [[Int]], after: [Int])
  {
    var before: [Int] = []
    var columns: [[Int]] = []
    var after: [Int] = []
    for id in ids {
      let flags = list.flags(ofID: id)
      if flags.contains(.locked) || !after.isEmpty {
        after.append(id)
      } else if flags.contains(.header) {
        columns.append([id])
      } else if columns.isEmpty {
        before.append(id)
      } else {
        columns[columns.count - 1].append(id)
      }
    }
    return (before, columns, after)
  }

  /// Reads `text` again as this board is read, and throws unless it is
  /// the board shown: the same rows, in the same order, the same headers.
  func readBack(_ text: [UInt8], as list: ReorderList) throws(OutputRefusal) {
    let expected =
      (Array(list.fixedIDs) + list.order.map { Int($0) }).map { id in
        (
          BoardSpacing.Row(id: 0, bytes: list.store[id].array).content.map(Self.trimCR),
          list.flags(ofID: id).contains(.header)
        )
      }
    let store = ItemStore()
    text.withUnsafeBytes { _ = store.append($0) }
    _ = store.finish()
    let headerLines = Set(expected.filter(\.1).compactMap { $0.0.first })
    let isHeader: ((UnsafeBufferPointer<UInt8>) -> Bool)? =
      readsHeadings ? nil : { headerLines.contains(Self.trimCR(Array($0))) }
    guard BoardText.joinRows(of: store, format: format, isHeader: isHeader) != nil else {
      throw OutputRefusal("the board's text could not be read back")
    }
    let read = (0..<store.count).map { id in
      let content = BoardSpacing.Row(id: 0, bytes: store[id].array).content.map(Self.trimCR)
      let header =
        readsHeadings ? flags(of: store[id]).contains(.header) : headerLines.contains(content[0])
      return (content, header)
    }
    guard read.count == expected.count else {
      throw OutputRefusal(
        "nothing written: the board would read back as \(read.count) rows, not the \(expected.count) shown")
    }
    for (index, (got, want)) in zip(read, expected).enumerated() where got.0 != want.0 || got.1 != want.1 {
      let name = String(decoding: want.0.first ?? [], as: UTF8.self)
      throw OutputRefusal("nothing written: row \(index + 1) ('\(name)') would not read back as shown")
    }
  }

  static func trimCR(_ line: [UInt8]) -> [UInt8] { line.last == 0x0D ? Array(line.dropLast()) : line }
}
