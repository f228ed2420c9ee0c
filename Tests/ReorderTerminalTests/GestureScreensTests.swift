import Testing

@testable import ReorderCore
@testable import ReorderTerminal

/// Golden screens of the gesture as it unfolds: each file holds several
/// frames of one interaction, each under the time it was drawn at.
@Suite struct GestureScreensTests {
  /// Renders the app at each time (ticking it there first) and stacks the
  /// frames, each under a `--- N ms ---` line.
  static func frames(_ app: inout AppModel, at times: [Int], from start: Int = 0) -> [String] {
    var lines: [String] = []
    for time in times {
      _ = app.tick(at: ms(start + time))
      lines.append("--- \(time) ms ---")
      lines += ListView.render(app).styledLines
    }
    return lines
  }

  @Test func holdingARowRaisesItInStepsUntilItLifts() {
    var app = makeApp(["alpha", "beta", "gamma", "delta"], width: 30, height: 6)
    feed(&app, "\u{1B}[<0;5;2M", at: ms(0))
    let frames = Self.frames(&app, at: [0, 50, 250, 450, 500])
    assertSnapshot(lines: frames, named: "hold")
  }

  @Test func releasedEarlyTheRowIsAsItWas() {
    var app = makeApp(["alpha", "beta", "gamma"], width: 30, height: 5)
    let before = ListView.render(app).styledLines
    feed(&app, "\u{1B}[<0;5;1M", at: ms(0))
    _ = app.tick(at: ms(300))
    #expect(ListView.render(app).styledLines[0].hasPrefix("{shade}░{/}{snapshot} alph"))
    feed(&app, "\u{1B}[<0;5;1m", at: ms(320))
    let after = ListView.render(app).styledLines
    #expect(after.dropLast() == before.dropLast(), "only the status line tells of the tap")
  }

  @Test func aHeldHeaderSaysWhyOnTheStatusLine() {
    var app = makeApp(["# Today", "write", "read"], width: 60, height: 5)
    feed(&app, "\u{1B}[<0;5;1M", at: ms(0))
    _ = app.tick(at: ms(250))
    #expect(!ListView.render(app).lines.joined().contains("░"), "a header never looks about to lift")
    _ = app.tick(at: ms(500))
    #expect(ListView.render(app).lines[4].contains("\"# Today\" is a section header and can't be moved"))
  }
}
