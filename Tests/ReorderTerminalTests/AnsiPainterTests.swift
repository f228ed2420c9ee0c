import Testing

@testable import ReorderCore
@testable import ReorderTerminal

@Suite struct AnsiPainterTests {
  @Test func theFirstFramePaintsEveryCellAndEndsHome() {
    var painter = AnsiPainter(theme: .dark)
    let frame = painter.frame(canvas(["ab  ", "cd  "]), over: nil)
    #expect(visible(frame) == "␛[?7lab  ␛[B⏏cd  ␛[A⏏␛[?7h")
  }

  @Test func laterFramesSendOnlyWhatChanged() {
    var painter = AnsiPainter(theme: .dark)
    let before = canvas(["ab  ", "cd  "])
    _ = painter.frame(before, over: nil)
    #expect(painter.frame(before, over: before).isEmpty)
    let after = canvas(["aX  ", "cd Z"])
    #expect(visible(painter.frame(after, over: before)) == "␛[?7l␛[CX␛[B␛[CZ␛[A⏏␛[?7h")
    // Leftwards: back to the start of the line, then right.
    let third = canvas(["aX Y", "cQ Z"])
    #expect(visible(painter.frame(third, over: after)) == "␛[?7l␛[3CY␛[B⏏␛[CQ␛[A⏏␛[?7h")
  }

  @Test func stylesBecomeSGRAndAreResetAtTheEnd() {
    var c = Canvas(width: 3, height: 1)
    c.draw("ab", at: Point(x: 0, y: 0), style: Style(.focus))
    var painter = AnsiPainter(theme: .dark)
    #expect(visible(painter.frame(c, over: nil)) == "␛[?7l␛[0;1;38;5;254;48;5;236mab␛[0m ⏏␛[?7h")
    var mono = AnsiPainter(theme: .monochrome)
    var d = Canvas(width: 2, height: 1)
    d.draw("ab", at: Point(x: 0, y: 0), style: Style(.focus))
    #expect(visible(mono.frame(d, over: nil)) == "␛[?7l␛[0;1;4mab⏏␛[0m␛[?7h")
  }

  @Test func colourCodes() {
    typealias Look = Theme.Look
    #expect(visible(AnsiPainter.sgr(Look(), usesColor: true)) == "␛[0m")
    #expect(
      visible(AnsiPainter.sgr(Look([.bold, .dim, .italic, .underline, .reverse]), usesColor: true))
        == "␛[0;1;2;3;4;7m")
    #expect(
      visible(AnsiPainter.sgr(Look([.reverse], foreground: 3, background: 12), usesColor: true))
        == "␛[0;7;33;104m")
    #expect(
      visible(AnsiPainter.sgr(Look(foreground: 200, background: 236), usesColor: true))
        == "␛[0;38;5;200;48;5;236m")
    #expect(
      visible(AnsiPainter.sgr(Look([.reverse], foreground: 200, background: 4), usesColor: false)) == "␛[0;7m"
    )
  }

  @Test func wideGlyphsArePaintedWhole() {
    var painter = AnsiPainter(theme: .monochrome)
    let wide = canvas(["日x "])
    #expect(visible(painter.frame(wide, over: canvas(["abcd"]))) == "␛[?7l日x ⏏␛[?7h")
    // Only the right half's style changed: the glyph is written again.
    var restyled = wide
    restyled.restyle(row: 0, from: 1, to: 2) { $0.role = .match }
    #expect(visible(painter.frame(restyled, over: wide)) == "␛[?7l日⏏␛[?7h")
  }

  @Test func controlsInACellNeverReachTheTerminal() {
    var c = Canvas(width: 4, height: 1)
    c.draw(
      [Glyph(text: "\u{1B}", width: 1), Glyph(text: "\u{9B}", width: 1), Glyph(text: "\u{7F}", width: 1)],
      at: 0, row: 0, style: .normal)
    var painter = AnsiPainter(theme: .monochrome)
    #expect(visible(painter.frame(c, over: nil)) == "␛[?7l��� ⏏␛[?7h")
  }

  @Test func onlyTheRegionsRowsArePainted() {
    var painter = AnsiPainter(theme: .monochrome)
    #expect(visible(painter.frame(canvas(["a", "b", "c"]), over: nil, rows: 2)) == "␛[?7la␛[B⏏b␛[A⏏␛[?7h")
  }
}

/// A canvas of plain rows (wide glyphs allowed).
private func canvas(_ rows: [String]) -> Canvas {
  var c = Canvas(
    width: rows.map { DisplayText.glyphs($0).reduce(0) { $0 + $1.width } }.max() ?? 0, height: rows.count)
  for (y, row) in rows.enumerated() { c.draw(row, at: Point(x: 0, y: y), style: .normal) }
  return c
}

/// Bytes as text with ESC as `␛`, LF as `⏎` and CR as `⏏`.
func visible(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar -> String in
    switch scalar {
    case "\u{1B}": return "␛"
    case "\n": return "⏎"
    case "\r": return "⏏"
    default: return String(scalar)
    }
  }.joined()
}
