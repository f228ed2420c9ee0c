import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

@Suite struct InlineRegionTests {
  typealias Height = InlineRegion.Height

  @Test(arguments: [
    ("8", Height.rows(8)), ("3", .rows(3)), ("500", .rows(500)),
    ("50%", .percent(50)), ("1%", .percent(1)), ("100%", .percent(100)),
  ])
  func heightsThatParse(text: String, height: Height) {
    #expect(Height(text) == height)
    #expect(height.description == text)
  }

  @Test(arguments: ["2", "0", "-5", "0%", "101%", "%", "50%%", "abc", "8.5", " 8", "", "8 "])
  func heightsThatDoNot(text: String) {
    #expect(Height(text) == nil)
  }

  @Test func rowsAreClampedToTheTerminalAndAtLeastThree() {
    #expect(Height.rows(8).rows(terminalHeight: 24) == 8)
    #expect(Height.rows(80).rows(terminalHeight: 24) == 24)
    #expect(Height.percent(50).rows(terminalHeight: 25) == 12)
    #expect(Height.percent(100).rows(terminalHeight: 24) == 24)
    #expect(Height.percent(1).rows(terminalHeight: 24) == 3)
    #expect(Height.percent(10).rows(terminalHeight: 2) == 2)
    #expect(Height.rows(3).rows(terminalHeight: 1) == 1)
  }

  @Test func placedBelowTheCursorWhenThereIsRoom() {
    let (region, bytes) = InlineRegion.place(rows: 8, cursor: (row: 5, column: 0), terminalHeight: 24)
    #expect(region == InlineRegion(top: 5, rows: 8))
    #expect(visible(bytes) == String(repeating: "⏎", count: 7) + "␛[7A⏏")
  }

  @Test func theTerminalScrollsWhenTheCursorIsNearTheBottom() {
    let (region, bytes) = InlineRegion.place(rows: 8, cursor: (row: 20, column: 0), terminalHeight: 24)
    #expect(region.top == 16)
    #expect(visible(bytes) == String(repeating: "⏎", count: 7) + "␛[7A⏏")
  }

  @Test func aLineWithTextOnItIsKept() {
    // `printf 'no newline'; reorder --height 8`: start on the next line.
    let (region, bytes) = InlineRegion.place(rows: 8, cursor: (row: 5, column: 10), terminalHeight: 24)
    #expect(region.top == 6)
    #expect(visible(bytes) == String(repeating: "⏎", count: 8) + "␛[7A⏏")
    let atBottom = InlineRegion.place(rows: 8, cursor: (row: 23, column: 10), terminalHeight: 24)
    #expect(atBottom.region.top == 16)
  }

  @Test func theWholeTerminal() {
    let (region, _) = InlineRegion.place(rows: 10, cursor: (row: 9, column: 0), terminalHeight: 10)
    #expect(region == InlineRegion(top: 0, rows: 10))
    // A report from before a shrink cannot place the region off screen.
    let stale = InlineRegion.place(rows: 4, cursor: (row: 30, column: 0), terminalHeight: 10)
    #expect(stale.region.top == 6)
  }

  @Test func withoutACursorReportTheTopIsUnknown() {
    let (region, bytes) = InlineRegion.place(rows: 3, cursor: nil, terminalHeight: 24)
    #expect(region == InlineRegion(top: nil, rows: 3))
    #expect(visible(bytes) == "⏎⏎␛[2A⏏")
  }

  @Test func mouseRowsAreMadeRegionRows() {
    let region = InlineRegion(top: 5, rows: 8)
    #expect(
      region.canvasMouse(MouseEvent(.press, .primary, x: 3, y: 5)) == MouseEvent(.press, .primary, x: 3, y: 0)
    )
    #expect(
      region.canvasMouse(MouseEvent(.press, .primary, x: 3, y: 12))
        == MouseEvent(.press, .primary, x: 3, y: 7))
    // The scrollback above and anything below are not ours…
    #expect(region.canvasMouse(MouseEvent(.press, .primary, x: 3, y: 4)) == nil)
    #expect(region.canvasMouse(MouseEvent(.press, .primary, x: 3, y: 13)) == nil)
    #expect(region.canvasMouse(MouseEvent(.wheelUp, nil, x: 3, y: 1)) == nil)
    // …but a drag that began inside goes on at the nearest edge.
    #expect(
      region.canvasMouse(MouseEvent(.drag, .primary, x: 3, y: 1)) == MouseEvent(.drag, .primary, x: 3, y: 0))
    #expect(
      region.canvasMouse(MouseEvent(.release, .primary, x: 3, y: 20))
        == MouseEvent(.release, .primary, x: 3, y: 7))
    #expect(InlineRegion(top: nil, rows: 8).canvasMouse(MouseEvent(.press, .primary, x: 3, y: 5)) == nil)
  }
}
