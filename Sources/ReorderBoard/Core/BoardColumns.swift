import ReorderCore

/// A board's columns in the list's flat order: each header row starts a
/// column, whose cards are the rows after it up to the next header.
///
///     position: 0        1    2    3       4        5
///     row:      ## Todo  a    b    ## Doing ## Done  c
///     column:   0 (a b)            1 ()    2 (c)
///
/// Cards are items (a card's sub-lines are in its bytes, ``BoardText``),
/// so every move of the board is one range move of the flat order: a
/// card to another column goes after that column's header, a column goes
/// with all its cards before another header. Plans are given as the
/// arguments of ``ReorderList/moveBlock(ranks:toRank:)``; a board has no
/// locked rows, so ranks are positions.
public struct BoardColumns: Hashable, Sendable {
  /// The flat positions of the headers, ascending.
  public let headers: [Int]
  /// How many rows the columns have: the list's, less a locked footer
  /// (Obsidian's settings), which is no column's.
  public let rowCount: Int
  /// Whether the last column stays last (Obsidian's archive: `***`, then
  /// its heading): it takes cards, but neither moves nor has a column
  /// put after it.
  public let keepsLastColumn: Bool

  public init(headers: [Int], rowCount: Int, keepsLastColumn: Bool = false) {
    self.headers = headers
    self.rowCount = rowCount
    self.keepsLastColumn = keepsLastColumn && !headers.isEmpty
  }

  /// The columns of a list whose headers are flagged.
  public init(_ list: ReorderList) {
    var rows = list.count
    while rows > 0, list.isLocked(rows - 1) { rows -= 1 }
    let archive = list.headerPositions.last.map { position in
      list.store.withBytes(of: Int(list.id(at: position))) { bytes in
        BoardFormat.isThematicBreak(bytes[..<BoardText.firstLineEnd(bytes)])
      }
    }
    self.init(headers: list.headerPositions, rowCount: rows, keepsLastColumn: archive == true)
  }

  /// How many columns move: all, or all but the last that stays.
  public var movableColumnCount: Int { keepsLastColumn ? columnCount - 1 : columnCount }

  /// A range move, as ``ReorderList/moveBlock(ranks:toRank:)`` takes it.
  public struct Plan: Hashable, Sendable {
    public var ranks: PositionSet
    public var toRank: Int
  }

  /// Where a row is: its column, and its place among the column's cards
  /// (nil for the header itself).
  public struct Place: Hashable, Sendable {
    public var column: Int
    public var row: Int?
  }

  public var columnCount: Int { headers.count }

  /// The positions of a column's cards.
  public func cards(of column: Int) -> Range<Int> {
    let start = headers[column] + 1
    return start..<(column + 1 < headers.count ? headers[column + 1] : rowCount)
  }

  /// The positions of a column: its header and its cards.
  public func span(of column: Int) -> Range<Int> { headers[column]..<cards(of: column).upperBound }

  /// Where the row at `position` is; nil before the first header.
  /// - Complexity: O(log c) for c columns.
  public func place(of position: Int) -> Place? {
    let after = headers.upperBound(of: position)
    guard after > 0 else { return nil }
    let column = after - 1
    let header = headers[column]
    return Place(column: column, row: position == header ? nil : position - header - 1)
  }

  /// A row's place as the board counts it, 1-based, with how many there
  /// are: a card's among its column's cards, a header's among the
  /// columns; nil before the first header. What the counter, the focus
  /// and a lift say.
  public func ordinal(of position: Int) -> (position: Int, total: Int)? {
    guard let place = place(of: position) else { return nil }
    guard let row = place.row else { return (place.column + 1, columnCount) }
    return (row + 1, cards(of: place.column).count)
  }

  /// Where lifted cards (`block`, no header among them) land if dropped
  /// with their first at rank `target` (the list without them, then
  /// them): the column, the first one's place among its cards, and how
  /// many cards the column then has.
  /// - Complexity: O(r log c) for a block of r runs and c columns: a
  ///   drag step's, whatever the board's size.
  public func landing(of block: PositionSet, at target: Int) -> (column: Int, row: Int, count: Int)? {
    // A header's rank among the rows that stay: its position less the
    // lifted rows above it; these increase with the columns.
    let rank = { (column: Int) in self.headers[column] - block.countBelow(self.headers[column]) }
    var lo = 0
    var hi = columnCount
    while lo < hi {
      let mid = (lo + hi) / 2
      if rank(mid) < target { lo = mid + 1 } else { hi = mid }
    }
    guard lo > 0 else { return nil }
    let column = lo - 1
    let span = span(of: column)
    let lifted = block.countBelow(span.upperBound) - block.countBelow(span.lowerBound)
    return (column, target - rank(column) - 1, cards(of: column).count - lifted + block.count)
  }

  // MARK: - Plans

  /// Moves cards (ascending positions, no header among them) to `column`,
  /// the first of them to place `row` among that column's other cards
  /// (clamped: past the end is the end, and an empty column's top).
  /// - Returns: nil when nothing would change.
  public func moveCards(_ positions: [Int], toColumn column: Int, row: Int) -> Plan? {
    guard !positions.isEmpty, column >= 0, column < columnCount else { return nil }
    let block = PositionSet(positions)
    let cards = cards(of: column)
    var remaining = 0
    var boundary = cards.upperBound
    for position in cards where !block.contains(position) {
      if remaining == max(row, 0) {
        boundary = position
        break
      }
      remaining += 1
    }
    return plan(block, before: boundary)
  }

  /// Moves column `column` (its header and cards) to place `index` among
  /// the columns (clamped).
  /// - Returns: nil when nothing would change.
  public func moveColumn(_ column: Int, to index: Int) -> Plan? {
    guard column >= 0, column < movableColumnCount else { return nil }
    let block = PositionSet(span(of: column))
    let others = (0..<columnCount).filter { $0 != column }
    let place = min(max(index, 0), others.count - (keepsLastColumn ? 1 : 0))
    let boundary = place < others.count ? headers[others[place]] : rowCount
    return plan(block, before: boundary)
  }

  /// The plan that puts `block` just before flat position `boundary` (a
  /// position outside the block, or the end).
  private func plan(_ block: PositionSet, before boundary: Int) -> Plan? {
    let toRank = boundary - block.countBelow(boundary)
    guard let first = block.first, !(block.isContiguous && first == toRank) else { return nil }
    return Plan(ranks: block, toRank: toRank)
  }
}
