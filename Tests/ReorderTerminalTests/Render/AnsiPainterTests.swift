import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

private typealias Look = Theme.Look

@Suite struct AnsiPainterTests {
  @Test func theFirstFramePaintsEveryCellAndEndsHome() {
    var painter = AnsiPainter(theme: .dark)
    let frame = painter.frame(canvas(["ab  ", "cd  "]), over: nil)
    #expect(visible(frame) == "␛[?7lab  ⏏⏎cd  ␛[A⏏␛[?7h")
  }

  @Test func laterFramesSendOnlyWhatChanged() {
    var painter = AnsiPainter(theme: .dark)
    let before = canvas(["ab  ", "cd  "])
    _ = painter.frame(before, over: nil)
    #expect(painter.frame(before, over: before).isEmpty)
    let after = canvas(["aX  ", "cd Z"])
    // "a" again is shorter than moving over it (␛[C).
    #expect(visible(painter.frame(after, over: before)) == "␛[?7laX␛[B␛[CZ␛[A⏏␛[?7h")
    // The next row's start: CR LF, shorter than ␛[B and CR.
    let third = canvas(["aX Y", "cQ Z"])
    #expect(visible(painter.frame(third, over: after)) == "␛[?7laX Y⏏⏎␛[CQ␛[A⏏␛[?7h")
    // Far along a row: a move, not the cells in between.
    let wide = canvas(["a         b", "c         d"])
    let wider = canvas(["a         B", "c         d"])
    _ = painter.frame(wide, over: nil)
    #expect(visible(painter.frame(wider, over: wide)) == "␛[?7l␛[10CB⏏␛[?7h")
  }

  @Test func stylesBecomeSGRAndAreResetAtTheEnd() {
    var c = Canvas(width: 3, height: 1)
    c.draw("ab", at: Point(x: 0, y: 0), style: Style(.focus))
    var painter = AnsiPainter(theme: .dark)
    // From the default look only what differs is set.
    #expect(visible(painter.frame(c, over: nil)) == "␛[?7l␛[1;38;5;254;48;5;236mab␛[m ⏏␛[?7h")
    var mono = AnsiPainter(theme: .monochrome)
    var d = Canvas(width: 2, height: 1)
    d.draw("ab", at: Point(x: 0, y: 0), style: Style(.focus))
    #expect(visible(mono.frame(d, over: nil)) == "␛[?7l␛[1;4mab⏏␛[m␛[?7h")
  }

  @Test func colourCodes() {
    #expect(visible(AnsiPainter.sgr(Look(), usesColor: true)) == "␛[m")
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

  @Test func lookChangesTakeTheShorterForm() {
    let band = Look([.bold], background: 236)
    let pointer = Look([.bold], foreground: 4, background: 236)
    #expect(visible(LookChange.bytes(from: band, to: pointer)) == "␛[34m")
    #expect(visible(LookChange.bytes(from: pointer, to: band)) == "␛[39m")
    #expect(visible(LookChange.bytes(from: Look([.reverse]), to: Look([.reverse, .bold]))) == "␛[1m")
    // 22 ends bold and dim together: dim comes back.
    #expect(
      visible(LookChange.bytes(from: Look([.bold, .dim, .reverse]), to: Look([.dim, .reverse]))) == "␛[22;2m")
    #expect(visible(LookChange.bytes(from: Look([.reverse], foreground: 200), to: Look())) == "␛[m")
    #expect(visible(LookChange.bytes(from: nil, to: Look([.bold]))) == "␛[0;1m")
    #expect(LookChange.bytes(from: band, to: band).isEmpty)
  }

  @Test func cursorMotionTakesTheShortestWay() {
    let full = CursorMotion(absolute: true)
    let inline = CursorMotion(absolute: false)
    #expect(visible(full.bytes(fromRow: 3, column: 7, toRow: 3, column: 9)) == "␛[2C")
    #expect(visible(full.bytes(fromRow: 3, column: 100, toRow: 3, column: 1)) == "⏏␛[C")
    #expect(visible(full.bytes(fromRow: 3, column: 100, toRow: 3, column: 50)) == "␛[50D")
    #expect(visible(full.bytes(fromRow: 3, column: nil, toRow: 4, column: 0)) == "⏏⏎")
    #expect(visible(full.bytes(fromRow: 3, column: 2, toRow: 39, column: 2)) == "␛[36B")
    #expect(visible(full.bytes(fromRow: 30, column: nil, toRow: 2, column: 10)) == "␛[3;11H")
    #expect(visible(full.bytes(fromRow: 30, column: 5, toRow: 0, column: 0)) == "␛[H")
    #expect(visible(inline.bytes(fromRow: 30, column: 5, toRow: 0, column: 0)) == "␛[30A⏏")
  }

  /// As curses: attributes the terminal lacks are left out, and those it
  /// cannot show with a colour (`ncv`, the Linux console's underline) are
  /// left out where a colour is shown; colours beyond its palette are
  /// approximated.
  @Test func looksFollowWhatTheTerminalCanShow() {
    var linux = AnsiPainter.Terminal()
    linux.colors = 8
    linux.attributes = [.bold, .dim, .reverse, .underline]
    linux.notWithColor = [.underline, .dim]
    let theme = Theme(looks: [
      .section: Look([.bold, .underline], foreground: 3), .focus: Look([.bold], background: 236),
    ])
    var painter = AnsiPainter(theme: theme, terminal: linux)
    var c = Canvas(width: 3, height: 1)
    c.draw("#", at: Point(x: 0, y: 0), style: Style(.section))  // bold, underline, yellow
    c.draw("a", at: Point(x: 1, y: 0), style: Style(.focus))  // bold on 236: no grey in 8 colours
    #expect(visible(painter.frame(c, over: nil)) == "␛[?7l␛[1;33m#␛[39ma␛[m ⏏␛[?7h")
  }

  /// ``Theme/approximate(_:colors:behindDefaultText:)``, as curses' colour
  /// pairs had it: a grey band behind the terminal's own text colour
  /// becomes the default (black or white could hide that text), behind a
  /// text colour of its own the nearest colour.
  @Test func aGreyBandIsApproximatedByTheTextInFrontOfIt() {
    var xterm = AnsiPainter.Terminal()
    xterm.colors = 8
    let theme = Theme(looks: [
      .focus: Look([], background: 236), .pointer: Look([], foreground: 255, background: 236),
      .match: Look([], foreground: 196),
    ])
    var painter = AnsiPainter(theme: theme, terminal: xterm)
    var c = Canvas(width: 3, height: 1)
    c.draw("a", at: Point(x: 0, y: 0), style: Style(.focus))
    c.draw("b", at: Point(x: 1, y: 0), style: Style(.pointer))
    c.draw("c", at: Point(x: 2, y: 0), style: Style(.match))
    #expect(visible(painter.frame(c, over: nil)) == "␛[?7la␛[37;40mb␛[0;31mc⏏␛[m␛[?7h")
  }

  /// The 8/16-colour looks are the screen's business
  /// (``Theme/forColors(_:)``); the painter shows the theme it is given.
  @Test func basicLooksArePaintedAsGiven() {
    var xterm = AnsiPainter.Terminal()
    xterm.colors = 8
    var painter = AnsiPainter(theme: Theme.dark.forColors(8), terminal: xterm)
    var c = Canvas(width: 2, height: 1)
    c.draw("ab", at: Point(x: 0, y: 0), style: Style(.focus))
    #expect(visible(painter.frame(c, over: nil)) == "␛[?7l␛[1;37;44mab⏏␛[m␛[?7h")
  }

  /// Plain rows with a look of their own (`--color bg:…`): the blanks a
  /// cleared screen shows are not the canvas's, so they are painted too.
  @Test func blanksArePaintedWhenPlainRowsHaveALook() {
    let plain = AnsiPainter(theme: .dark)
    #expect(plain.plainIsDefault)
    var themed = Theme.dark
    themed.looks[.normal] = Look([], background: 17)
    var painter = AnsiPainter(theme: themed)
    #expect(!painter.plainIsDefault)
    let frame = painter.frame(canvas(["a  "]), over: nil)
    #expect(visible(frame) == "␛[?7l␛[48;5;17ma  ⏏␛[m␛[?7h")
    // Without colour, plain rows are the default again.
    themed.usesColor = false
    let mono = AnsiPainter(theme: themed)
    #expect(mono.plainIsDefault)
  }

  /// Every frame ends with the cursor on the canvas's resting place (the
  /// focused row's text), by the shortest motion; a frame where only that
  /// place moved is only the motion.
  @Test func theCursorRestsWhereTheCanvasSays() {
    var full = AnsiPainter.Terminal()
    full.fullScreen = true
    var painter = AnsiPainter(theme: .monochrome, terminal: full)
    var before = canvas(["  a", "  b", "  c"])
    before.cursor = Point(x: 2, y: 0)
    _ = painter.clearScreen()
    #expect(visible(painter.frame(before, over: canvas(["   ", "   ", "   "]))) == "  a␛[2;3Hb␛[3;3Hc␛[1;3H")
    var after = before
    after.cursor = Point(x: 2, y: 1)
    #expect(visible(painter.frame(after, over: before)) == "␛[B")
    #expect(painter.frame(after, over: after).isEmpty)
    // No place named: the cursor stays where painting ended.
    var unnamed = canvas(["  a", "  B", "  c"])
    unnamed.cursor = nil
    #expect(visible(painter.frame(unnamed, over: after)) == "B")
  }

  /// Inline, the frame ends at the resting place too (relative moves), and
  /// ``AnsiPainter/home()`` is the way back to the band's first row.
  @Test func inlineTheCursorRestsAndGoesHomeOnRequest() {
    var painter = AnsiPainter(theme: .monochrome)
    var c = canvas(["  a", "  b", "  c"])
    c.cursor = Point(x: 2, y: 1)
    #expect(visible(painter.frame(c, over: nil)) == "␛[?7l  a⏏⏎  b⏏⏎  c␛[A⏏␛[2C␛[?7h")
    var moved = c
    moved.cursor = Point(x: 2, y: 2)
    #expect(visible(painter.frame(moved, over: c)) == "␛[B")
    #expect(visible(painter.home()) == "␛[2A⏏")
    #expect(painter.home().isEmpty)
  }

  @Test func onlyTheRegionsRowsArePainted() {
    var painter = AnsiPainter(theme: .monochrome)
    #expect(visible(painter.frame(canvas(["a", "b", "c"]), over: nil, rows: 2)) == "␛[?7la⏏⏎b␛[A⏏␛[?7h")
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
