import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
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
      lines += ListView.render(app.listScreen).styledLines
    }
    return lines
  }

  @Test func holdingARowRaisesItInStepsUntilItLifts() {
    var app = makeApp(["alpha", "beta", "gamma", "delta"], width: 30, height: 6)
    feed(&app, mouse(.press, x: 4, y: 1), at: ms(0))
    let frames = Self.frames(&app, at: [0, 50, 250, 450, 500])
    assertSnapshot(lines: frames, named: "hold")
  }

  @Test func releasedEarlyTheRowIsAsItWas() {
    var app = makeApp(["alpha", "beta", "gamma"], width: 30, height: 5)
    let before = ListView.render(app.listScreen).styledLines
    feed(&app, mouse(.press, x: 4, y: 0), at: ms(0))
    _ = app.tick(at: ms(300))
    #expect(ListView.render(app.listScreen).styledLines[0].hasPrefix("{shade}░{/}{snapshot} alph"))
    feed(&app, mouse(.release, x: 4, y: 0), at: ms(320))
    let after = ListView.render(app.listScreen).styledLines
    #expect(after.dropLast() == before.dropLast(), "only the status line tells of the tap")
  }

  @Test func aHeldHeaderSaysWhyOnTheStatusLine() {
    var app = makeApp(["# Today", "write", "read"], width: 60, height: 5)
    feed(&app, mouse(.press, x: 4, y: 0), at: ms(0))
    _ = app.tick(at: ms(250))
    #expect(
      !ListView.render(app.listScreen).lines.joined().contains("░"), "a header never looks about to lift")
    _ = app.tick(at: ms(500))
    #expect(
      ListView.render(app.listScreen).lines[4].contains("Position 1 is a section header; it can't be moved"))
  }
}

/// Golden frames of the settle after a drop or cancel: the landing rows
/// stay a gap until the snapshot is in them; nothing shows twice and the
/// snapshot covers no other row.
@Suite struct SettleScreensTests {
  static let items = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]

  static func app(_ items: [String] = items) -> AppModel {
    makeApp(items, width: 30, height: 10) { $0.animationDuration = .milliseconds(150) }
  }

  /// A long press on screen row `from` (0-based), a drag row by row to
  /// `to`; returns the time of the last report.
  static func drag(_ app: inout AppModel, from: Int, to: Int) -> Int {
    feed(&app, mouse(.press, x: 4, y: from), at: ms(0))
    _ = app.tick(at: ms(600))
    var time = 600
    for row in stride(from: from, through: to, by: to >= from ? 1 : -1) {
      time += 20
      feed(&app, mouse(.drag, x: 4, y: row), at: ms(time))
    }
    return time
  }

  static let ticks = [0, 30, 60, 90, 120, 150]

  static func release(_ app: inout AppModel, row: Int, at time: Int) -> [String] {
    feed(&app, mouse(.release, x: 4, y: row), at: ms(time))
    return GestureScreensTests.frames(&app, at: ticks, from: time)
  }

  /// A drop down and up on a row (no glide: the snapshot is in its gap),
  /// and below the last row (it glides up through the empty space).
  @Test(arguments: [("settle-drop-down", 1, 4), ("settle-drop-up", 4, 1), ("settle-drop-below", 1, 8)])
  func drop(named name: String, from: Int, to: Int) {
    var app = Self.app()
    let time = Self.drag(&app, from: from, to: to)
    assertSnapshot(lines: Self.release(&app, row: to, at: time + 20), named: name)
  }

  @Test func cancelGlidesBackThroughItsGap() {
    var app = Self.app()
    let time = Self.drag(&app, from: 0, to: 5)
    feed(&app, mouse(.press, .right, x: 4, y: 5), at: ms(time + 20))  // the right button cancels
    let frames = GestureScreensTests.frames(&app, at: Self.ticks, from: time + 20)
    assertSnapshot(lines: frames, named: "settle-cancel")
  }

  @Test func keyboardDrop() {
    var app = Self.app()
    feed(&app, "j jj", at: ms(0))
    feed(&app, " ", at: ms(100))
    let frames = GestureScreensTests.frames(&app, at: Self.ticks, from: 100)
    assertSnapshot(lines: frames, named: "settle-keyboard-drop")
  }

  @Test func aBlockOfThreeCancelledGlidesBackAsOneGap() {
    var app = Self.app(Self.items + ["eta", "theta"])
    feed(&app, "vjjv", at: ms(0))  // alpha, beta, gamma selected
    feed(&app, mouse(.press, x: 4, y: 1), at: ms(10))  // hold beta
    _ = app.tick(at: ms(610))
    var time = 610
    for row in 2...6 {
      time += 20
      feed(&app, mouse(.drag, x: 4, y: row), at: ms(time))
    }
    feed(&app, "\u{1B}", at: ms(time + 20))
    let frames = GestureScreensTests.frames(&app, at: Self.ticks, from: time + 20)
    assertSnapshot(lines: frames, named: "settle-block-cancel")
  }
}
