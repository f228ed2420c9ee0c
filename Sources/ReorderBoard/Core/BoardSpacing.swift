import ReorderCore

/// A board's blank lines keep their places when its cards and columns
/// move: they belong to the board's layout, not to the row above them.
///
///     ## To do          ┐ header gap: the column's (one blank line)
///                       ┘
///     - Water           ┐ card gap: the column's, between its cards (none)
///     - Call            ┐ tail: the place's, after the column's last card
///                       │ (two blank lines here; before the file's
///                       ┘  footer, or at its end, what was there)
///     ## Doing
///
/// Read from the board as it was loaded, then written for the rows as
/// they are: a card brings no blank line along and leaves none behind, a
/// heading is never glued to a card, a column that empties keeps its
/// header gap and its place's tail (Obsidian: 1 + 2 = the three blank
/// lines the plugin writes under an empty lane; taskell: 1 + 1), and a
/// column that gets its first card splits its blank lines so again. An
/// unmoved board is written back byte for byte.
public struct BoardSpacing {
  /// A row's lines: its text without the blank lines at its end, and them.
  struct Row {
    var id: UInt32
    var content: ArraySlice<[UInt8]>
    var blanks: ArraySlice<[UInt8]>

    init(id: UInt32, bytes: [UInt8]) {
      self.id = id
      let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
      var end = lines.count
      while end > 1, LeadingBytes.isBlank(lines[end - 1]) { end -= 1 }
      content = lines[..<end]
      blanks = lines[end...]
    }
  }

  /// Each column's own gaps, by its header's id.
  var headerGaps: [UInt32: [[UInt8]]] = [:]
  var cardGaps: [UInt32: [[[UInt8]]]] = [:]
  /// The blank lines after the last card of the column at each place.
  var tails: [[[UInt8]]] = []
  var typicalHeaderGap: [[UInt8]] = []
  var typicalCardGap: [[UInt8]] = []

  /// The gaps of the board as loaded: `columns` are the original columns'
  /// rows, each its header first.
  init(original columns: [[Row]]) {
    var headerCounts: [[[UInt8]]: Int] = [:]
    var cardCounts: [[[UInt8]]: Int] = [:]
    for column in columns where column.count > 1 {
      headerCounts[Array(column[0].blanks), default: 0] += 1
      for card in column.dropFirst().dropLast() { cardCounts[Array(card.blanks), default: 0] += 1 }
    }
    typicalHeaderGap = Self.mostCommon(headerCounts)
    typicalCardGap = Self.mostCommon(cardCounts)
    for column in columns {
      let header = column[0]
      guard column.count > 1 else {
        let split = min(typicalHeaderGap.count, header.blanks.count)
        headerGaps[header.id] = Array(header.blanks.prefix(split))
        tails.append(Array(header.blanks.dropFirst(split)))
        continue
      }
      headerGaps[header.id] = Array(header.blanks)
      cardGaps[header.id] = column.dropFirst().dropLast().map { Array($0.blanks) }
      tails.append(Array(column[column.count - 1].blanks))
    }
  }

  /// The most frequent gap, the shortest among equals (none if none).
  static func mostCommon(_ counts: [[[UInt8]]: Int]) -> [[UInt8]] {
    counts.max { a, b in a.value != b.value ? a.value < b.value : a.key.count > b.key.count }?.key ?? []
  }

  /// The lines of `columns` (each its header first, in their order now)
  /// with the blank lines the layout puts between them.
  func lines(of columns: [[Row]]) -> [[UInt8]] {
    var out: [[UInt8]] = []
    for (place, column) in columns.enumerated() {
      let header = column[0]
      let cards = column.dropFirst()
      out += header.content
      out += headerGaps[header.id] ?? typicalHeaderGap
      let own = cardGaps[header.id] ?? []
      for (index, card) in cards.enumerated() {
        out += card.content
        if index < cards.count - 1 {
          out += index < own.count ? own[index] : (own.last ?? typicalCardGap)
        }
      }
      out += place < tails.count ? tails[place] : []
    }
    return out
  }
}
