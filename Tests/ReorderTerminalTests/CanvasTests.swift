import Testing

@testable import ReorderCore
@testable import ReorderTerminal

@Suite struct CanvasTests {
  @Test func wideGlyphsTakeTwoCellsAndNeverStraddleTheEdge() {
    var canvas = Canvas(width: 5, height: 1)
    canvas.draw("日本語", at: Point(x: 0, y: 0), style: .normal)
    #expect(canvas.lines == ["日本 "])
    #expect(canvas[1, 0].width == 0)
    #expect(canvas[4, 0].text == " ")
  }

  @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("日本", at: Point(x: 0, y: 0), style: .normal)
    canvas.draw("x", at: Point(x: 1, y: 0), style: .normal)
    #expect(canvas.lines == [" x本"])
    canvas.draw("y", at: Point(x: 2, y: 0), style: .normal)
    #expect(canvas.lines == [" xy "])
  }

  @Test func styledLinesMarkStyleRuns() {
    var canvas = Canvas(width: 8, height: 1)
    canvas.draw("ab", at: Point(x: 0, y: 0), style: Style(.focus))
    canvas.draw("c", at: Point(x: 3, y: 0), style: .normal)
    #expect(canvas.styledLines == ["{focus}ab{/} c"])
  }
}
