import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd

/// The scroll bar and the help overlay's frame.
@Suite struct ScrollBarTests {
  @Test(
    arguments: [
      // visible, content, scroll → thumb
      (8, 8, 0, nil), (8, 24, 0, 0..<2), (8, 24, 1, 1..<3), (8, 24, 8, 3..<5), (8, 24, 15, 5..<7),
      (8, 24, 16, 6..<8), (8, 9, 0, 0..<7), (8, 9, 1, 1..<8), (3, 1000, 500, 1..<2), (8, 1_000_000, 1, 1..<2),
    ] as [(Int, Int, Int, Range<Int>?)])
  func theThumbIsTheShareOnScreenAndTouchesAnEndOnlyThere(
    visible: Int, content: Int, scroll: Int, thumb: Range<Int>?
  ) {
    #expect(ScrollBar.thumb(visibleRows: visible, contentRows: content, scroll: scroll) == thumb)
  }

  @Test func theThumbFollowsTheScrollAndTheRowsLeaveItsColumn() {
    var app = makeApp((1...24).map { "item \($0) with a long enough name" }, width: 30, height: 9)
    var frames: [String] = ["--- top ---"] + ListView.render(app.listScreen).styledLines
    feed(&app, "\u{1B}[6~", at: ms(0))  // PgDn
    frames += ["--- a page down ---"] + ListView.render(app.listScreen).styledLines
    feed(&app, "G", at: ms(10))
    frames += ["--- the end ---"] + ListView.render(app.listScreen).styledLines
    assertSnapshot(lines: frames, named: "scroll-bar")
  }

  @Test func itShowsWhileARowIsDraggedAndNotWhenEverythingFits() {
    var app = makeApp((1...24).map { "item \($0)" }, width: 30, height: 9)
    feed(&app, " ", at: ms(0))
    let lifted = ListView.render(app.listScreen)
    #expect(lifted.lines[0].hasSuffix("┃"), "beside the lifted row")
    #expect(lifted.lines[0].dropLast().hasSuffix(" "), "which leaves its column")
    let short = makeApp(["a", "b"], width: 30, height: 9)
    #expect(!ListView.render(short.listScreen).lines.joined().contains("┃"))
  }

  @Test func asciiWhereTheLocaleIsNotUTF8() {
    var app = makeApp((1...24).map { "item \($0)" }, width: 30, height: 9)
    app.settings.boxDrawing = false
    #expect(ListView.render(app.listScreen).lines[0].hasSuffix("|"))
  }

  @Test func theHelpHasAFrame() {
    var app = makeApp(["alpha"], width: 72, height: 12)
    feed(&app, "?", at: ms(0))
    assertSnapshot(ListView.render(app.listScreen), named: "help-frame")
    app.settings.boxDrawing = false
    assertSnapshot(ListView.render(app.listScreen), named: "help-frame-ascii")
  }
}
