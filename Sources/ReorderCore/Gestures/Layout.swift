/// Where items are on the screen: a one-column list or an N-column grid in a
/// viewport of `width` × `height` cells, with fixed rows at the top (a
/// header) and bottom (the status line) and a scroll offset.
///
///     y=0   ┌ header lines (topInset) ┐
///           │ item  item  item        │  ← content row `scroll`
///           │ item  item  item        │
///           │ item                    │  ← below the last item: nothing
///     y=H-1 └ status line (bottomInset)┘
///
/// Content rows hold `columns` items each; in a list `columns` is 1.
/// A grid cell is `cellWidth` wide; its last column is a gap between cells.
///
/// Bottom-up (`--bottom-up`), the first content row is the item area's
/// last row and the list grows upwards; the header lines sit below the
/// items, the first nearest the status line (as fzf's default layout):
///
///     y=0   ┌ item 5                   ┐  ← content row scroll + 4
///           │ item 4 … item 1          │  ← content row `scroll` at the bottom
///           │ header line 2            │
///           │ header line 1            │
///     y=H-1 └ status line              ┘
///
/// Positions, scrolling offsets and ``scrollToVisible(_:margin:)`` count in
/// the list's order either way; what the screen shows (``origin(ofPosition:)``,
/// ``position(at:)``), vertical moves (up is up on the screen) and
/// ``scroll(by:)`` (the wheel, auto-scroll) follow the screen.
public struct Layout: Hashable, Sendable {
  public var width: Int
  public var height: Int
  /// Rows above the items (fixed header lines).
  public var topInset: Int
  /// Rows below the items (the status line).
  public var bottomInset: Int
  /// Items per content row: 1 for a list.
  public var columns: Int
  /// Width of a grid cell including its trailing gap column; a list's
  /// cell is the whole width.
  public var cellWidth: Int
  /// The first content row shown.
  public private(set) var scroll: Int = 0
  /// The first item on the last row, the list growing upwards.
  public var bottomUp = false
  /// How many items there are.
  public var itemCount: Int {
    didSet { clampScroll() }
  }

  public init(
    width: Int, height: Int, itemCount: Int, topInset: Int = 0, bottomInset: Int = 1,
    columns: Int = 1, cellWidth: Int? = nil
  ) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.itemCount = max(0, itemCount)
    self.topInset = max(0, topInset)
    self.bottomInset = max(0, bottomInset)
    self.columns = max(1, columns)
    self.cellWidth = max(1, cellWidth ?? width)
  }

  /// Whether items are laid out in a grid (more than one column).
  public var isGrid: Bool { columns > 1 }

  /// Screen rows available to items.
  public var visibleRows: Int { max(0, height - topInset - bottomInset) }

  /// The first screen row of the items: below the header lines, or at the
  /// top when bottom-up.
  public var itemTop: Int { bottomUp ? 0 : topInset }

  /// Which way content rows go on the screen: 1 downwards, -1 bottom-up.
  public var rowStep: Int { bottomUp ? -1 : 1 }

  /// The screen row of header line `index` (0-based).
  public func headerRow(_ index: Int) -> Int {
    bottomUp ? visibleRows + topInset - 1 - index : index
  }

  /// The screen row of the `row`th content row on screen (0: the first
  /// shown).
  private func screenRow(_ row: Int) -> Int {
    bottomUp ? itemTop + visibleRows - 1 - row : itemTop + row
  }

  /// Which content row on screen (0: the first shown) a screen row is.
  private func shownRow(atScreenRow y: Int) -> Int {
    bottomUp ? visibleRows - 1 - (y - itemTop) : y - itemTop
  }

  /// Content rows needed for every item.
  public var contentRows: Int { (itemCount + columns - 1) / columns }

  /// The largest useful scroll offset: a list that fits is never scrolled.
  public var maxScroll: Int { max(0, contentRows - visibleRows) }

  /// Item positions currently on screen.
  public var visiblePositions: Range<Int> {
    let first = min(scroll * columns, itemCount)
    let last = min((scroll + visibleRows) * columns, itemCount)
    return first..<last
  }

  // MARK: - Geometry

  /// The screen cell where an item's cell begins, or nil if it is not on
  /// screen.
  public func origin(ofPosition position: Int) -> Point? {
    guard position >= 0 && position < itemCount else { return nil }
    let row = position / columns - scroll
    guard row >= 0 && row < visibleRows else { return nil }
    return Point(x: (position % columns) * cellWidth, y: screenRow(row))
  }

  /// The screen cell where an item's cell would begin if the viewport
  /// extended far enough (may be off screen).
  public func unclippedOrigin(ofPosition position: Int) -> Point {
    Point(x: (position % columns) * cellWidth, y: screenRow(position / columns - scroll))
  }

  /// The item position under a point, or nil for the header lines, the
  /// status line, the gap column of a grid cell, the space after the last
  /// column and below the last item, and anything outside the viewport.
  /// (Which items are headers is the list's business: see
  /// ``ReorderEngine/hitTest(_:)``.)
  public func position(at point: Point) -> Int? {
    guard point.x >= 0 && point.x < width,
      point.y >= itemTop && point.y < itemTop + visibleRows
    else { return nil }
    let column = point.x / cellWidth
    guard column < columns else { return nil }
    if isGrid && point.x % cellWidth == cellWidth - 1 { return nil }
    let position = (scroll + shownRow(atScreenRow: point.y)) * columns + column
    return position < itemCount ? position : nil
  }

  /// The position a dragged item aims at when the pointer is at `point`:
  /// like ``position(at:)`` but defined everywhere, clamped to the items
  /// (above the list aims at the first visible row, below the last item at
  /// the last one, a grid's gap at the cell to its left; bottom-up, below
  /// the list is the first visible row, above the last item the last one).
  public func targetPosition(at point: Point) -> Int {
    guard itemCount > 0 else { return 0 }
    let y = min(max(point.y, itemTop), itemTop + max(visibleRows - 1, 0))
    let row = shownRow(atScreenRow: y) + scroll
    let column = min(max(point.x, 0) / cellWidth, columns - 1)
    return min(row * columns + column, itemCount - 1)
  }

  // MARK: - Scrolling

  /// Scrolls by whole rows on the screen, clamped: a negative count shows
  /// what is above (earlier rows, or later ones bottom-up).
  public mutating func scroll(by rows: Int) {
    scroll += bottomUp ? -rows : rows
    clampScroll()
  }

  /// Sets the scroll offset, clamped.
  public mutating func scroll(to row: Int) {
    scroll = row
    clampScroll()
  }

  /// Scrolls as little as possible so the item is on screen, keeping
  /// `margin` rows of context above and below where the list allows.
  public mutating func scrollToVisible(_ position: Int, margin: Int = 0) {
    guard itemCount > 0, visibleRows > 0 else { return }
    let row = min(max(position, 0), itemCount - 1) / columns
    let margin = min(margin, (visibleRows - 1) / 2)
    if row - margin < scroll { scroll = row - margin }
    if row + margin >= scroll + visibleRows { scroll = row + margin - visibleRows + 1 }
    clampScroll()
  }

  /// Keeps the scroll offset within `0...maxScroll`.
  public mutating func clampScroll() {
    scroll = min(max(scroll, 0), maxScroll)
  }

  /// Content rows per page (for PgUp/PgDn).
  public var pageRows: Int { max(1, visibleRows - 1) }

  // MARK: - Cursor moves

  /// How far a relative cursor move goes, in positions: a row is
  /// `columns` positions, a page `pageRows` rows; up is up on the screen
  /// (bottom-up, towards later positions). Nil for `.first`, `.last` and
  /// `.to`, which name a place in the list's order instead.
  ///
  ///     grid of 3 columns     .vertical(1): +3    .horizontal(-1): -1
  public func offset(of move: CursorMove) -> Int? {
    switch move {
    case .vertical(let n): return n * columns * rowStep
    case .horizontal(let n): return n
    case .pageUp: return -pageRows * columns * rowStep
    case .pageDown: return pageRows * columns * rowStep
    case .first, .last, .to: return nil
    }
  }

  /// Where a cursor move from `position` lands, clamped to the items (the
  /// focus, a row lifted by keyboard).
  public func position(after move: CursorMove, from position: Int) -> Int {
    let target: Int
    switch move {
    case .first: target = 0
    case .last: target = itemCount - 1
    case .to(let p): target = p
    case .vertical, .horizontal, .pageUp, .pageDown: target = position + (offset(of: move) ?? 0)
    }
    return min(max(target, 0), max(itemCount - 1, 0))
  }

  // MARK: - Geometry changes

  /// A new viewport size; a list's cell stays the whole width.
  public mutating func resize(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    if !isGrid { cellWidth = max(1, self.width) }
    clampScroll()
  }

  /// Sets the grid geometry; `columns` 1 goes back to a list.
  public mutating func setGrid(columns: Int, cellWidth: Int) {
    self.columns = max(1, columns)
    self.cellWidth = isGrid ? max(2, cellWidth) : max(1, width)
    clampScroll()
  }

  /// Sets how many rows above the items are reserved.
  public mutating func setTopInset(_ rows: Int) {
    topInset = max(0, rows)
    clampScroll()
  }
}
