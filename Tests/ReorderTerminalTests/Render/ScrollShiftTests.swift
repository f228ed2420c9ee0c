import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// When the painter lets the terminal move rows (``ScrollShift``): when
/// that saves more bytes than the scroll costs.
@Suite struct ScrollShiftTests {
  /// A list of `rows` plain rows of `text(y)`, with the lifted row's band
  /// on row `lifted`.
  private func list(_ rows: Int, width: Int = 120, lifted: Int? = nil, text: (Int) -> String) -> Canvas {
    var c = Canvas(width: width, height: rows)
    for y in 0..<rows { c.draw(text(y), at: Point(x: 0, y: y), style: .normal) }
    if let lifted {
      c.fill(row: lifted, style: Style(.snapshot))
      c.draw("░ lifted row", at: Point(x: 0, y: lifted), style: Style(.snapshot))
    }
    return c
  }

  @Test func aListScrolledByOneRowIsOneScroll() {
    let before = list(10) { "  item \($0 + 100)" }
    let after = list(10) { "  item \($0 + 101)" }
    #expect(ScrollShift.find(after, over: before, rows: 10) == ScrollShift(top: 0, bottom: 9, by: 1))
    #expect(ScrollShift.find(before, over: after, rows: 10) == ScrollShift(top: 0, bottom: 9, by: -1))
  }

  /// A drag step: the row below the lifted one moves up into its place,
  /// with its look; only the lifted row is painted again.
  @Test func aDragStepScrollsTheNeighbourIntoPlace() {
    // The rows other than the lifted one, in order, with the lifted
    // row's band at `lifted`.
    func frame(lifted: Int) -> Canvas {
      list(20, lifted: lifted) { y in
        let item = y < lifted ? y : y - 1
        return "  src/m\(100 + item)/file-00000\(100 + item).go"
      }
    }
    let down = ScrollShift.find(frame(lifted: 6), over: frame(lifted: 5), rows: 20)
    #expect(down == ScrollShift(top: 5, bottom: 6, by: 1))
    let up = ScrollShift.find(frame(lifted: 5), over: frame(lifted: 6), rows: 20)
    #expect(up == ScrollShift(top: 5, bottom: 6, by: -1))
  }

  /// Rows of one letter cost less to paint than a scroll.
  @Test func shortRowsArePaintedNotScrolled() {
    let before = list(4, width: 10) { ["a", "b", "c", "d"][$0] }
    let after = list(4, width: 10) { ["b", "a", "c", "d"][$0] }
    #expect(ScrollShift.find(after, over: before, rows: 4) == nil)
    #expect(ScrollShift.paintCost(before, row: 0) == 3 + 1 + 8)
  }
}
