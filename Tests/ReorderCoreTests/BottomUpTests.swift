import Testing

@testable import ReorderCore

/// `--bottom-up`: the first item on the last item row, the list growing
/// upwards; positions, moves and output keep the list's order.
@Suite struct BottomUpTests {
  /// 20 × 8: 7 item rows above the status line.
  func layout(items: Int, topInset: Int = 0, columns: Int = 1) -> Layout {
    var layout = Layout(
      width: 20, height: 8, itemCount: items, topInset: topInset, columns: columns,
      cellWidth: columns > 1 ? 10 : nil)
    layout.bottomUp = true
    return layout
  }

  @Test func theFirstItemIsOnTheLastRowAndTheListGrowsUp() {
    let short = layout(items: 3)
    #expect(short.origin(ofPosition: 0) == Point(x: 0, y: 6))
    #expect(short.origin(ofPosition: 2) == Point(x: 0, y: 4))
    #expect(short.position(at: Point(x: 3, y: 6)) == 0)
    #expect(short.position(at: Point(x: 3, y: 4)) == 2)
    #expect(short.position(at: Point(x: 3, y: 1)) == nil, "above a short list: nothing")
    #expect(short.position(at: Point(x: 3, y: 7)) == nil, "the status line")
    #expect(short.targetPosition(at: Point(x: 3, y: 0)) == 2, "above the list aims at its last item")
    #expect(short.targetPosition(at: Point(x: 3, y: 7)) == 0, "below it at the first row shown")
  }

  @Test func headerLinesSitBelowTheItemsTheFirstNearestTheStatusLine() {
    let withHeader = layout(items: 10, topInset: 2)
    #expect(withHeader.visibleRows == 5)
    #expect(withHeader.itemTop == 0)
    #expect(withHeader.origin(ofPosition: 0) == Point(x: 0, y: 4))
    #expect(withHeader.headerRow(0) == 6)
    #expect(withHeader.headerRow(1) == 5)
    #expect(withHeader.position(at: Point(x: 3, y: 5)) == nil, "a header row holds no item")
  }

  @Test func upIsUpOnTheScreen() {
    let list = layout(items: 30)
    #expect(list.position(after: .vertical(-1), from: 3) == 4, "up: the row above, a later one")
    #expect(list.position(after: .vertical(1), from: 3) == 2)
    #expect(list.position(after: .pageUp, from: 0) == 6)
    #expect(list.position(after: .first, from: 9) == 0, "first and last are the list's")
    #expect(list.position(after: .last, from: 9) == 29)
    #expect(list.offset(of: .horizontal(1)) == 1)
  }

  @Test func theWheelAndScrollingFollowTheScreen() {
    var list = layout(items: 30)
    list.scroll(by: -3)
    #expect(list.scroll == 3, "the wheel up shows the later rows above")
    #expect(list.origin(ofPosition: 3) == Point(x: 0, y: 6))
    list.scrollToVisible(29)
    #expect(list.scroll == 23)
    #expect(list.origin(ofPosition: 29) == Point(x: 0, y: 0))
  }

  @Test func aGridFillsRowsLeftToRightFromTheBottom() {
    let grid = layout(items: 5, columns: 2)
    #expect(grid.origin(ofPosition: 0) == Point(x: 0, y: 6))
    #expect(grid.origin(ofPosition: 1) == Point(x: 10, y: 6))
    #expect(grid.origin(ofPosition: 4) == Point(x: 0, y: 4))
    #expect(grid.position(at: Point(x: 12, y: 5)) == 3)
    #expect(grid.position(after: .vertical(-1), from: 1) == 3)
  }

  // MARK: - The engine

  func session(_ items: [String], height: Int = 11) -> Session {
    Session(items, width: 40, height: height) { $0.bottomUp = true }
  }

  @Test func keysMoveRowsTheWayTheyPoint() {
    var s = session(["a", "b", "c", "d"])
    s.send(.cursor(.vertical(-1)))
    #expect(s.engine.focus == 1, "Up focuses the row drawn above: b")
    s.send(.moveSelection(.vertical(-1)))
    #expect(s.strings == ["a", "c", "b", "d"], "K moves b up the screen: after c")
    s.send(.moveSelection(.first))
    #expect(s.strings == ["b", "a", "c", "d"], "t moves to the first position, at the bottom")
    s.send(.moveSelection(.vertical(1)))
    #expect(s.engine.narration == "Already at the bottom, position 1 of 4 · \"b\"")
  }

  @Test func aMouseDragUpTheScreenMovesTheRowLater() {
    var s = session(["a", "b", "c", "d"])
    // 10 item rows: a on row 9, b on 8, c on 7, d on 6.
    s.longPressDrag(from: 9, to: 7)
    #expect(s.strings == ["b", "c", "a", "d"])
    #expect(s.engine.focus == 2)
  }

  @Test func aKeyboardLiftFollowsTheRowUpTheScreen() {
    var s = session(["a", "b", "c"])
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(-2)))
    #expect(s.engine.snapshot?.origin == Point(x: 0, y: 7), "two rows above a's row 9")
    s.send(.confirm)
    #expect(s.strings == ["b", "c", "a"])
  }

  @Test func holdingAtTheTopEdgeScrollsTowardsTheLaterRows() {
    var s = session((1...100).map { "r\($0)" })
    s.press(row: 9)
    s.wait(600)
    s.drag(row: 0)
    for _ in 0..<150 { s.wait(20) }
    #expect(s.engine.layout.scroll > 0, "the rows above, later ones, come into view")
    #expect(s.engine.focus > 9)
    s.release(row: 0)
    #expect(s.strings.firstIndex(of: "r1") == s.engine.focus)
  }
}
