import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
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

  /// Drawing a wide glyph again where it is (a search match over an item's
  /// text, a restyled row) keeps it whole: its right half used to blank
  /// its left half, leaving a blank and an orphan right half.
  @Test func aWideGlyphDrawnAgainInPlaceStaysWhole() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw("日本", at: Point(x: 0, y: 0), style: .normal)
    canvas.draw("日", at: Point(x: 0, y: 0), style: Style(.match))
    #expect(canvas.lines == ["日本  "])
    #expect((0..<6).map { canvas[$0, 0].width } == [2, 0, 2, 0, 1, 1])
    #expect(canvas[0, 0].style == Style(.match))
  }

  /// A span that starts past where it ends (a todo's hash beyond the
  /// edge of a narrow screen) restyles nothing; it used to trap.
  @Test func restylingAnEmptyOrBackwardSpanChangesNothing() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw("pick 1", at: Point(x: 0, y: 0), style: .normal)
    let before = canvas.styledLines
    canvas.restyle(row: 0, from: 7, to: 5) { $0.role = .hash }
    canvas.restyle(row: 0, from: 3, to: 3) { $0.role = .hash }
    #expect(canvas.styledLines == before)
    canvas.restyle(row: 0, from: 0, to: 4) { $0.role = .actionPick }
    #expect(canvas[3, 0].style.role == .actionPick && canvas[4, 0].style.role != .actionPick)
  }

  /// git mode on a screen six columns wide: the rows are drawn, their
  /// action word coloured as far as it shows (found by SessionDigestTests).
  @Test func aGitTodoDrawsOnANarrowScreen() throws {
    let options = try TestOptions.parse(["--git", "--no-animation", "--preview-window", "hidden"]).validated()
    let store = makeStore(["pick 1a2b3c4 Base", "pick 5d6e7f8 Next", "", "# Rebase"])
    let app = try AllKinds.model(options: options, store: store, width: 6, height: 5)
    let canvas = ListView.render(app.listScreen)
    #expect(canvas.lines[1].hasPrefix("  pic"))
    #expect(canvas[2, 1].style.role == .actionPick)
  }

  @Test func glyphsKeepTheirItemColoursOnTopOfTheStyle() {
    var canvas = Canvas(width: 10, height: 1)
    let glyphs = DisplayText.glyphs(Array("a\u{1B}[31mb\u{1B}]0;t\u{7}".utf8), ansi: true)
    canvas.draw(glyphs, at: 0, row: 0, style: Style(.focus))
    #expect(canvas[1, 0].style == Style(.focus, ansi: AnsiStyle(foreground: 1)))
    #expect(
      canvas.styledLines == [
        "{focus}a{/}{focus+fg1}b{/}{focus+esc}^[{/}{focus+fg1}]0;t{/}{focus+esc}^G{/}"
      ])
  }

  @Test func styledLinesMarkStyleRuns() {
    var canvas = Canvas(width: 8, height: 1)
    canvas.draw("ab", at: Point(x: 0, y: 0), style: Style(.focus))
    canvas.draw("c", at: Point(x: 3, y: 0), style: .normal)
    #expect(canvas.styledLines == ["{focus}ab{/} c"])
  }
}
