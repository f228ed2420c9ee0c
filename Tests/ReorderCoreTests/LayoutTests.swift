import Testing

@testable import ReorderCore

@Suite struct LayoutTests {
  @Test func cursorMovesInAList() {
    // 5 rows on screen: a page is 4 rows.
    let layout = Layout(width: 20, height: 6, itemCount: 10)
    #expect(layout.position(after: .vertical(1), from: 3) == 4)
    #expect(layout.position(after: .vertical(-5), from: 3) == 0, "clamped at the top")
    #expect(layout.position(after: .horizontal(2), from: 3) == 5, "in a list a column is a row")
    #expect(layout.position(after: .pageDown, from: 3) == 7)
    #expect(layout.position(after: .pageUp, from: 3) == 0)
    #expect(layout.position(after: .first, from: 3) == 0)
    #expect(layout.position(after: .last, from: 3) == 9)
    #expect(layout.position(after: .to(42), from: 3) == 9, "clamped at the bottom")
    #expect(layout.offset(of: .to(4)) == nil, "a place, not a distance")
    #expect(Layout(width: 20, height: 6, itemCount: 0).position(after: .last, from: 0) == 0)
  }

  @Test func cursorMovesInAGrid() {
    // 3 columns, 10 items, 4 rows on screen: a page is 3 rows, 9 positions.
    let layout = Layout(width: 24, height: 5, itemCount: 10, columns: 3, cellWidth: 8)
    #expect(layout.offset(of: .vertical(1)) == 3)
    #expect(layout.offset(of: .horizontal(-1)) == -1)
    #expect(layout.offset(of: .pageDown) == 9)
    #expect(layout.position(after: .vertical(1), from: 4) == 7, "one row down, the same column")
    #expect(layout.position(after: .vertical(1), from: 8) == 9, "below the last row: the last item")
    #expect(layout.position(after: .horizontal(1), from: 2) == 3, "past a row's end: the next row")
    #expect(layout.position(after: .pageUp, from: 8) == 0)
  }

  @Test func resizingKeepsAListCellTheWholeWidth() {
    var list = Layout(width: 20, height: 10, itemCount: 30)
    list.scroll(to: 25)
    #expect(list.scroll == 21)
    list.resize(width: 30, height: 20)
    #expect(list.cellWidth == 30)
    #expect(list.scroll == 11, "a taller screen scrolls less far")
    var grid = Layout(width: 24, height: 10, itemCount: 30, columns: 3, cellWidth: 8)
    grid.resize(width: 40, height: 10)
    #expect(grid.cellWidth == 8, "a grid keeps its cells")
    grid.setGrid(columns: 1, cellWidth: 8)
    #expect(grid.cellWidth == 40, "back to a list: the whole width")
    grid.setGrid(columns: 4, cellWidth: 1)
    #expect(grid.cellWidth == 2, "a grid cell holds a character and its gap")
    grid.setTopInset(-3)
    #expect(grid.topInset == 0)
  }

  @Test func listHitTestingMapsRowsToItems() {
    // 5 items, 10 rows: a header line on top, status line at the bottom.
    let layout = Layout(width: 20, height: 10, itemCount: 5, topInset: 1)
    #expect(layout.visibleRows == 8)
    #expect(layout.position(at: Point(x: 0, y: 1)) == 0)
    #expect(layout.position(at: Point(x: 19, y: 5)) == 4)
    #expect(layout.position(at: Point(x: 3, y: 0)) == nil, "header line")
    #expect(layout.position(at: Point(x: 3, y: 6)) == nil, "below the last item")
    #expect(layout.position(at: Point(x: 3, y: 9)) == nil, "status line")
    #expect(layout.position(at: Point(x: 20, y: 2)) == nil, "right of the screen")
    #expect(layout.position(at: Point(x: -1, y: 2)) == nil)
  }

  @Test func engineHitTestSkipsHeaders() {
    let engine = ReorderEngine(list: makeList(["#A", "a", "#B", "b"]), width: 20, height: 10)
    #expect(engine.hitTest(Point(x: 2, y: 0)) == nil)
    #expect(engine.hitTest(Point(x: 2, y: 1)) == IndexPath(section: 0, row: 0))
    #expect(engine.hitTest(Point(x: 2, y: 2)) == nil)
    #expect(engine.hitTest(Point(x: 2, y: 3)) == IndexPath(section: 1, row: 0))
    #expect(engine.hitTest(Point(x: 2, y: 4)) == nil)
    #expect(engine.hitTest(Point(x: 2, y: 9)) == nil)
  }

  @Test func gridHitTestingIsTwoDimensional() {
    // 3 columns of 8 cells (7 + a gap), 7 items.
    let layout = Layout(width: 30, height: 6, itemCount: 7, columns: 3, cellWidth: 8)
    #expect(layout.position(at: Point(x: 0, y: 0)) == 0)
    #expect(layout.position(at: Point(x: 8, y: 0)) == 1)
    #expect(layout.position(at: Point(x: 22, y: 1)) == 5)
    #expect(layout.position(at: Point(x: 7, y: 0)) == nil, "gap between cells")
    #expect(layout.position(at: Point(x: 25, y: 0)) == nil, "right of the last column")
    #expect(layout.position(at: Point(x: 8, y: 2)) == nil, "empty cell after the last item")
    #expect(layout.position(at: Point(x: 0, y: 2)) == 6)
    #expect(layout.origin(ofPosition: 5) == Point(x: 16, y: 1))
    #expect(layout.targetPosition(at: Point(x: 20, y: 4)) == 6, "below the items aims at the last")
  }

  @Test func scrollingKeepsTheFocusVisibleAndNeverScrollsAListThatFits() {
    var layout = Layout(width: 10, height: 6, itemCount: 100)  // 5 rows
    layout.scrollToVisible(10)
    #expect(layout.scroll == 6)
    #expect(layout.visiblePositions == 6..<11)
    layout.scrollToVisible(3)
    #expect(layout.scroll == 3)
    layout.scrollToVisible(99)
    #expect(layout.scroll == 95)
    layout.itemCount = 4
    #expect(layout.scroll == 0, "a list that fits is drawn from the top")
    layout.scroll(by: 3)
    #expect(layout.scroll == 0)
  }

  @Test func scrollMarginKeepsContext() {
    var layout = Layout(width: 10, height: 11, itemCount: 100)  // 10 rows
    layout.scrollToVisible(9, margin: 2)
    #expect(layout.scroll == 2)
    layout.scrollToVisible(1, margin: 2)
    #expect(layout.scroll == 0)
  }

  @Test func tinyViewportsDoNotCrash() {
    var layout = Layout(width: 1, height: 1, itemCount: 10)
    #expect(layout.visibleRows == 0)
    #expect(layout.position(at: Point(x: 0, y: 0)) == nil)
    layout.scrollToVisible(5)
    #expect(layout.visiblePositions.isEmpty)
    let zero = Layout(width: 0, height: 0, itemCount: 0)
    #expect(zero.targetPosition(at: Point(x: 3, y: 3)) == 0)
  }
}
