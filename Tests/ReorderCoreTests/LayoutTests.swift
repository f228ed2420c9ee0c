import Testing

@testable import ReorderCore

@Suite struct LayoutTests {
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
