import ReorderCore

/// Where a board is on the screen: its columns side by side, each a
/// header on top and its cards below, scrolled on its own.
///
///     x=0          16           32
///     ## Todo      ## Doing     ## Done      ← the headers' row
///     > write      review       ship         ← cards, from each column's scroll
///       test                                 ← an empty column: its drop zone
///     ◂ 1 more                  2 more ▸     ← only when columns are off screen
///
/// Columns share the width, at least ``minimumColumnWidth`` cells each;
/// the last cell of a column is the gap to the next. When they do not all
/// fit, ``firstColumn`` is the first shown and the last row of the area
/// says how many are off screen on either side. Pure geometry: the view
/// draws with it and the engine hit-tests a pointer with it.
public struct BoardLayout: Hashable, Sendable {
  public static let minimumColumnWidth = 16

  public let columnCount: Int
  /// The first column shown, and how many are.
  public let firstColumn: Int
  public let shownCount: Int
  /// A column's cells, its gap included.
  public let columnWidth: Int
  /// The screen row of the headers.
  public let top: Int
  /// Screen rows for cards under the headers.
  public let cardRows: Int
  /// The row that says what is off screen; nil when every column is shown.
  public let moreRow: Int?

  /// `area`: the first screen row and how many rows the board has.
  public init(columnCount: Int, width: Int, top: Int, rows: Int, firstColumn: Int) {
    self.columnCount = columnCount
    self.top = top
    let fit = max(1, width / Self.minimumColumnWidth)
    shownCount = min(columnCount, fit)
    self.firstColumn = min(max(firstColumn, 0), max(columnCount - shownCount, 0))
    columnWidth = shownCount > 0 ? max(1, width / shownCount) : width
    let hides = shownCount < columnCount && rows > 2
    moreRow = hides ? top + rows - 1 : nil
    cardRows = max(0, rows - 1 - (hides ? 1 : 0))
  }

  /// How many columns are off screen to the left and to the right.
  public var hiddenLeft: Int { firstColumn }
  public var hiddenRight: Int { max(0, columnCount - firstColumn - shownCount) }

  /// The first screen row of the cards.
  public var cardTop: Int { top + 1 }

  /// The cells column `column` is drawn in (its gap excluded); nil when it
  /// is off screen.
  public func xRange(ofColumn column: Int) -> Range<Int>? {
    guard column >= firstColumn && column < firstColumn + shownCount else { return nil }
    let x = (column - firstColumn) * columnWidth
    return x..<(x + max(1, columnWidth - 1))
  }

  /// The shown column nearest screen column `x`.
  public func column(atX x: Int) -> Int {
    min(max(x, 0) / max(columnWidth, 1), max(shownCount - 1, 0)) + firstColumn
  }

  /// The screen row of card `row` of a column scrolled to `scroll`; nil
  /// when it is not shown.
  public func y(ofCard row: Int, scroll: Int) -> Int? {
    let shown = row - scroll
    return shown >= 0 && shown < cardRows ? cardTop + shown : nil
  }

  /// The card row a screen row is, in a column scrolled to `scroll`; nil
  /// for the header's row (and above).
  public func cardRow(atY y: Int, scroll: Int) -> Int? {
    guard y >= cardTop else { return nil }
    return min(y - cardTop, max(cardRows - 1, 0)) + scroll
  }

  /// The first column shown after the least sideways scroll from
  /// `first` that shows `column`.
  public func following(column: Int) -> Int {
    if column < firstColumn { return column }
    if column >= firstColumn + shownCount { return column - shownCount + 1 }
    return firstColumn
  }

  /// A column's scroll after the least move from `scroll` that shows card
  /// `row` (clamped to its `count` cards).
  public func scroll(_ scroll: Int, showing row: Int, count: Int) -> Int {
    let rows = max(cardRows, 1)
    var scroll = min(scroll, max(count - rows, 0))
    if row < scroll { scroll = row }
    if row >= scroll + rows { scroll = row - rows + 1 }
    return max(scroll, 0)
  }
}

/// What a board's view has scrolled to: the first column shown, and each
/// column's first card row shown (by the item id of its header, so a
/// column keeps its scroll when it moves).
public struct BoardViewport: Hashable, Sendable {
  public var firstColumn = 0
  public var scrolls: [Int: Int] = [:]

  public init() {}

  public func scroll(ofHeader id: Int) -> Int { scrolls[id] ?? 0 }
}
