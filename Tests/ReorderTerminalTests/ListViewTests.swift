import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Golden screens: what the terminal shows in each state, with styles.
@Suite struct ListViewTests {
  @Test func idleWithFocusOnTheFirstRow() {
    let app = makeApp(["alpha", "beta", "gamma"])
    assertSnapshot(ListView.render(app.listScreen), named: "idle")
  }

  @Test func focusMovedDown() {
    var app = makeApp(["alpha", "beta", "gamma"])
    feed(&app, "jj", at: ms(0))
    assertSnapshot(ListView.render(app.listScreen), named: "focused")
  }

  @Test func draggingShowsTheSnapshotAndTheGap() {
    var app = makeApp(["alpha", "beta", "gamma", "delta", "epsilon"])
    feed(&app, mouse(.press, x: 4, y: 0), at: ms(0))
    _ = app.tick(at: ms(600))
    feed(&app, mouse(.drag, x: 4, y: 1), at: ms(620))
    feed(&app, mouse(.drag, x: 4, y: 2), at: ms(640))
    assertSnapshot(ListView.render(app.listScreen), named: "dragging")
  }

  @Test func draggingBelowTheItemsShowsTheGapApart() {
    var app = makeApp(["alpha", "beta", "gamma"])
    feed(&app, mouse(.press, x: 4, y: 0), at: ms(0))
    _ = app.tick(at: ms(600))
    feed(&app, mouse(.drag, x: 4, y: 5), at: ms(620))
    let canvas = ListView.render(app.listScreen)
    // The snapshot floats at the pointer (row 6); the gap is at the end of
    // the list (row 3), drawn as a ghost.
    #expect(canvas.styledLines[2] == "  {placeholder}alpha{/}")
    #expect(canvas.styledLines[5].hasPrefix("{shade}░{/}{snapshot} alpha"))
  }

  @Test func selectionMarks() {
    var app = makeApp(["alpha", "beta", "gamma", "delta"])
    feed(&app, "vjj", at: ms(0))
    assertSnapshot(ListView.render(app.listScreen), named: "selection")
  }

  @Test func narrowTerminalTruncatesWithAnEllipsis() {
    let app = makeApp(["a rather long line that cannot fit", "short"], width: 12, height: 4)
    let canvas = ListView.render(app.listScreen)
    #expect(canvas.lines[0] == "> a rather …")
    #expect(canvas.lines[1] == "  short     ")
  }

  @Test func wideCharactersAndEmojiKeepTheirColumns() {
    let app = makeApp(["日本語のテキスト", "A👍🏽B👩‍💻C❤️D", "e\u{301}x"], width: 14, height: 5)
    let lines = ListView.render(app.listScreen).lines
    #expect(lines[0] == "> 日本語のテ …", "a wide glyph never straddles the ellipsis")
    #expect(lines[1] == "  A👍B👩C❤D   ")
    #expect(lines[2] == "  e\u{301}x          ")
    assertSnapshot(ListView.render(app.listScreen), named: "wide")
  }

  @Test func controlsInItemsAreShownNotSent() {
    let app = makeApp(["\u{1B}]0;pwned\u{7}title", "bidi\u{202E}txet"], width: 30, height: 4)
    let lines = ListView.render(app.listScreen).lines
    #expect(lines[0].hasPrefix("> ^[]0;pwned^Gtitle"))
    #expect(lines[1].hasPrefix("  bidi<U+202E>txet"))
    let scalars = ListView.render(app.listScreen).cells.flatMap { $0.text.unicodeScalars }
    #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
  }

  /// Items for `--ansi`: ls and git colours, a truecolor, an erase, an
  /// OSC title that must stay visible.
  static let colouredItems = [
    "\u{1B}[01;34mdir\u{1B}[0m/",
    "\u{1B}[32mgreen\u{1B}[0m plain\u{1B}[K",
    "\u{1B}[38;2;255;135;0morange\u{1B}[m \u{1B}]0;pwned\u{7}",
    "\u{1B}[7mreversed\u{1B}[27m",
    "plain",
  ]

  @Test func ansiColoursInItemsWithFocusAndSearch() {
    var app = makeApp(Self.colouredItems, width: 40, height: 7)
    app.settings.ansi = true
    feed(&app, "/an\r", at: ms(0))  // focus on "orange", "an" highlighted
    let canvas = ListView.render(app.listScreen)
    #expect(canvas.lines[2].hasPrefix("> orange ^[]0;pwned^G "))
    assertSnapshot(canvas, named: "ansi")
  }

  @Test func withoutAnsiColourCodesAreShownAsEscapes() {
    let app = makeApp(Self.colouredItems, width: 40, height: 7)
    #expect(ListView.render(app.listScreen).lines[0].hasPrefix("> ^[[01;34mdir^[[0m/"))
  }

  @Test func aLiftedColouredRowLooksLikeAnyLiftedRow() {
    var app = makeApp(Self.colouredItems, width: 40, height: 7)
    app.settings.ansi = true
    feed(&app, "j ", at: ms(0))
    let canvas = ListView.render(app.listScreen)
    #expect(canvas.lines[1].hasPrefix("░ green plain "))
    for x in 2..<canvas.width {
      #expect(Theme.neutral.look(for: canvas[x, 1].style) == Theme.neutral.look(.snapshot), "column \(x)")
    }
    // The narration quotes the item without its codes (nor ESC[K), its
    // start kept where the line is short (words: prose keeps its start).
    #expect(canvas.lines[6].contains("Lifted position 2 of 5 · \"green "), "\(canvas.lines[6])")
    #expect(canvas.lines[6].hasSuffix("…\""), "\(canvas.lines[6])")
    #expect(!canvas.lines[6].contains("^["))
  }

  @Test func headersAndLockedRows() {
    let app = makeApp(["# Today", "write", "!locked", "# Later", "read"], width: 20, height: 7)
    assertSnapshot(ListView.render(app.listScreen), named: "sections")
  }

  @Test func helpOverlayListsBindings() {
    var app = makeApp(["alpha"], width: 100, height: 60)
    feed(&app, "?", at: ms(0))
    let text = ListView.render(app.listScreen).lines.joined(separator: "\n")
    #expect(text.contains("reorder keys (any key closes)"))
    #expect(text.contains("lift the row (or selection); again to drop"))
    #expect(text.contains("ctrl-r"))
    feed(&app, "j", at: ms(10))
    #expect(!app.keys.showsHelp, "a help that fits has nothing to scroll: j closes it too")
  }

  @Test func aTallHelpScrollsWithTheMotionKeysAndClosesWithOthers() {
    var app = makeApp(["alpha"], width: 80, height: 12)
    feed(&app, "?", at: ms(0))
    #expect(ListView.render(app.listScreen).lines.joined().contains("(↑↓ scroll, other keys close)"))
    feed(&app, "jj", at: ms(10))
    #expect(app.keys.showsHelp && app.keys.helpScroll == 2)
    feed(&app, "x", at: ms(20))
    #expect(!app.keys.showsHelp)
  }

  @Test func tooSmallSaysSo() {
    let app = makeApp(["alpha"], width: 3, height: 1)
    #expect(ListView.render(app.listScreen).lines == ["…  "])
    let tiny = makeApp(["alpha"], width: 40, height: 1)
    #expect(ListView.render(tiny.listScreen).lines[0].hasPrefix("terminal too small (40×1)"))
  }

  @Test func statusLineShowsPositionNarrationAndHint() {
    var app = makeApp(["alpha", "beta"], width: 80, height: 4)
    feed(&app, "J", at: ms(0))
    let status = ListView.render(app.listScreen).lines[3]
    #expect(status.hasPrefix(" 2/2  Moved 1 → 2 of 2 · \"alpha\""))
    #expect(status.hasSuffix("Space lift · Enter accept · ? help "))
  }
}

/// A whole interaction fed as terminal bytes, checked by what would be
/// printed.
@Suite struct SessionTests {
  @Test func longPressDragPrintsTheNewOrder() {
    var app = makeApp(["one", "two", "three", "four"])
    feed(&app, mouse(.press, x: 2, y: 1), at: ms(0))
    _ = app.tick(at: ms(500))
    feed(&app, mouse(.drag, x: 2, y: 2), at: ms(520))
    feed(&app, mouse(.drag, x: 2, y: 3), at: ms(540))
    feed(&app, mouse(.release, x: 2, y: 3), at: ms(560))
    let effects = feed(&app, "\r", at: ms(600))
    #expect(effects.last == .engine(.accept))
    #expect(output(app) == Array("one\nthree\nfour\ntwo\n".utf8))
  }

  @Test func keyboardLiftWithKittyReleaseReports() {
    var app = makeApp(["one", "two", "three"]) { $0.holdKeyReportsReleases = true }
    feed(&app, "\u{1B}[32;1:1u", at: ms(0))  // Space pressed
    feed(&app, "\u{1B}[32;1:2u", at: ms(700))  // autorepeat
    feed(&app, "\u{1B}[1;1:1B", at: ms(800))  // Down pressed
    feed(&app, "\u{1B}[1;1:3B", at: ms(850))  // Down released
    feed(&app, "\u{1B}[1;1:1B", at: ms(900))
    feed(&app, "\u{1B}[32;1:3u", at: ms(1000))  // Space released: drop
    #expect(!app.engine.isDragging)
    #expect(output(app) == Array("two\nthree\none\n".utf8))
  }

  @Test func anUnterminatedLastLineNeverGluesOntoItsNeighbour() {
    var app = makeApp(["a", "b", "c"], terminated: false)
    #expect(output(app) == Array("a\nb\nc".utf8))
    feed(&app, "GK", at: ms(0))
    #expect(output(app) == Array("a\nc\nb".utf8))
  }

  @Test func escapeCancelsTheDragNotTheProgram() {
    var app = makeApp(["a", "b"])
    feed(&app, " j", at: ms(0))
    var effects = feed(&app, "\u{1B}", at: ms(300))
    #expect(effects.isEmpty)
    #expect(!app.engine.isDragging)
    effects = feed(&app, "\u{1B}", at: ms(400))
    #expect(effects == [.engine(.quit)])
    #expect(output(app) == Array("a\nb\n".utf8))
  }

  @Test func ctrlCQuitsEvenFromTheHelp() {
    var app = makeApp(["a"])
    feed(&app, "?", at: ms(0))
    #expect(feed(&app, "\u{3}", at: ms(10)) == [.engine(.quit)])
  }

  @Test func wheelScrollsAndPasteIsIgnored() {
    var app = makeApp((1...50).map { "row \($0)" }, height: 11)
    feed(&app, mouse(.wheelDown, x: 2, y: 2), at: ms(0))
    #expect(app.engine.layout.scroll == 3)
    feed(&app, "\u{1B}[200~qqq\r\u{1B}[201~", at: ms(10))
    #expect(output(app) == Array((1...50).map { "row \($0)\n" }.joined().utf8))
  }
}
