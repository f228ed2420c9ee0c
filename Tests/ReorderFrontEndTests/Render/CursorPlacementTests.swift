import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd

/// Where the view says the terminal's cursor rests (``Canvas/cursor``),
/// so that screen readers and magnifiers that follow the cursor follow
/// the focus: the focused row's first text cell, the lifted row while
/// lifted, a prompt's insertion point.
@Suite struct CursorPlacementTests {
  @Test func theCursorIsOnTheFocusedRowsText() {
    var app = makeApp(["alpha", "beta", "gamma", "delta"])
    #expect(ListView.render(app.listScreen).cursor == Point(x: 2, y: 0))
    feed(&app, "jj", at: ms(0))
    #expect(ListView.render(app.listScreen).cursor == Point(x: 2, y: 2))
  }

  @Test func whileLiftedTheCursorFollowsTheLiftedRow() {
    var app = makeApp(["alpha", "beta", "gamma", "delta"])
    feed(&app, "j ", at: ms(0))
    #expect(app.engine.isDragging)
    #expect(ListView.render(app.listScreen).cursor == Point(x: 2, y: 1))
    feed(&app, "jj", at: ms(10))
    #expect(ListView.render(app.listScreen).cursor == Point(x: 2, y: 3))
    // With the mouse: the row under the pointer.
    var dragged = makeApp(["alpha", "beta", "gamma", "delta", "epsilon"])
    feed(&dragged, mouse(.press, x: 4, y: 0), at: ms(0))
    _ = dragged.tick(at: ms(600))
    feed(&dragged, mouse(.drag, x: 4, y: 3), at: ms(620))
    #expect(ListView.render(dragged.listScreen).cursor == Point(x: 2, y: 3))
  }

  @Test func inAPromptTheCursorIsWhereTheNextCharacterGoes() {
    var app = makeApp(["alpha", "beta", "gamma"], width: 40, height: 6)
    feed(&app, "/ga", at: ms(0))
    let canvas = ListView.render(app.listScreen)
    let status = canvas.lines[5]
    // " 3/3  ga▏…": the insertion point is the bar after the query.
    let bar = status.distance(from: status.startIndex, to: status.firstIndex(of: "▏")!)
    #expect(canvas.cursor == Point(x: bar, y: 5))
    feed(&app, "m", at: ms(10))
    #expect(ListView.render(app.listScreen).cursor == Point(x: bar + 1, y: 5))
  }

  @Test func theHelpAndTheReviewHaveTheCursorOnTheirTitle() {
    var app = makeApp(["alpha", "beta", "gamma"], width: 60, height: 30)
    feed(&app, "?", at: ms(0))
    let help = ListView.render(app.listScreen)
    let y = help.cursor!.y
    #expect(help.lines[y].dropFirst(help.cursor!.x).hasPrefix("reorder keys"))
    feed(&app, "\u{1B}", at: ms(10))
    feed(&app, "Jr", at: ms(20))
    let review = ListView.render(app.listScreen)
    #expect(review.lines[0].hasPrefix(" Review"))
    #expect(review.cursor == Point(x: 1, y: 0))
  }
}
