import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Counts cost what the list costs, and long work never holds a key up:
/// each figure here is counted (engine actions, rows examined), never
/// timed.
@Suite struct CountBoundsTests {
  func rows(_ n: Int) -> [String] { (1...n).map { "r\($0)" } }

  /// Runs the pending work to its end, as the loop does between polls.
  func drain(_ app: inout AppModel, budget: Int = 1 << 20, at time: Duration) {
    while app.hasPendingWork { _ = app.continueWork(budget: budget, at: time) }
  }

  @Test func pageDownTenMillionTimesIsOneMove() {
    var app = makeApp(rows(100), height: 10)
    let before = app.engine.narrationCount
    feed(&app, "9999999\u{1B}[6~", at: ms(0))
    #expect(app.engine.narrationCount - before == 1)
    #expect(app.engine.focus == 99, "clamped at the last row")
    feed(&app, "2\u{1B}[5~", at: ms(10))
    #expect(app.engine.focus == 99 - 2 * app.engine.layout.pageRows)
  }

  @Test func repeatingAMoveTenMillionTimesIsOneMove() {
    var app = makeApp(rows(20), height: 30)
    feed(&app, "2J", at: ms(0))
    #expect(strings(app)[2] == "r1")
    let before = app.engine.narrationCount
    feed(&app, "9999999.", at: ms(10))
    #expect(app.engine.narrationCount - before == 1)
    #expect(strings(app).last == "r1", "as far as it goes")
    #expect(app.engine.history.undoCount == 2, "one step to undo, not ten million")
    feed(&app, "3.", at: ms(20))
    #expect(app.engine.narration.text.contains("r1"), "at the bottom already: said, nothing moved")
  }

  @Test func undoTenMillionTimesStopsAtTheBottomOfTheHistory() {
    var app = makeApp(rows(12), height: 15)
    feed(&app, "JJJ", at: ms(0))
    let before = app.engine.narrationCount
    feed(&app, "9999999u", at: ms(10))
    drain(&app, at: ms(10))
    #expect(app.engine.narrationCount - before == 1, "12 rows: the count is one action, not a slice each")
    #expect(strings(app) == rows(12))
    #expect(!app.engine.narration.text.contains("Nothing"), "the last undo is said, not an empty stack")
    feed(&app, "9999999\u{12}", at: ms(20))
    drain(&app, at: ms(20))
    #expect(app.engine.narrationCount - before == 2)
    #expect(strings(app)[3] == "r1")
    feed(&app, "5u", at: ms(30))
    feed(&app, "u", at: ms(40))
    #expect(app.engine.narration == Narrator.nothingToUndo)
  }

  @Test func aCountedUndoRunsAStepASliceAndEscStopsIt() {
    var app = makeApp(rows(12), height: 15) { $0.searchSliceBudget = 1 }
    feed(&app, "JJJ", at: ms(0))
    feed(&app, "3u", at: ms(10))
    #expect(app.engine.history.undoCount == 2, "one step now")
    #expect(app.pendingRepeat != nil)
    _ = app.continueWork(budget: 1, at: ms(11))
    #expect(app.engine.history.undoCount == 1, "one more in the next slice")
    feed(&app, "\u{1B}", at: ms(12))
    #expect(app.pendingRepeat == nil)
    #expect(app.engine.history.undoCount == 1)
    #expect(app.engine.narration == "Stopped after 2 of 3 undos")
  }

  @Test func nextTenMillionTimesIsAtMostTwoPasses() {
    var app = makeApp((0..<1000).map { $0 % 3 == 0 ? "hit \($0)" : "row \($0)" }, height: 20)
    feed(&app, "/hit\r", at: ms(0))
    drain(&app, at: ms(0))
    let examined = app.engine.rowsExamined
    let actions = app.engine.narrationCount
    feed(&app, "9999999n", at: ms(10))
    drain(&app, at: ms(10))
    #expect(app.engine.narrationCount - actions == 1)
    #expect(app.engine.rowsExamined - examined <= 1000)
    // 334 matches (0, 3, …, 999); 9999999 on from match 1 is match
    // (1 - 1 + 9999999) mod 334 + 1 = 40, at row 117.
    #expect(app.engine.focus == 117)
    #expect(app.engine.searchMatch?.index == 40)
  }
}

@Suite struct SearchWhileTypingTests {
  /// Ten thousand rows, none with a "z", searched a hundred rows a slice.
  func app() -> AppModel {
    var app = makeApp((0..<10_000).map { "row \($0)" }, height: 20) { $0.searchSliceBudget = 2_600 }
    feed(&app, "5j", at: ms(0))
    return app
  }

  @Test func keysTypedDuringAMatchlessScanActAtOnce() {
    var app = app()
    feed(&app, "/zz", at: ms(10))
    let isSearching = app.engine.isSearching
    #expect(isSearching, "still looking after the first slice")
    #expect(app.engine.rowsExamined <= 400)
    feed(&app, "q", at: ms(20))
    #expect(app.keys.prompt == .search("zzq", origin: 5), "a letter goes to the prompt at once")
    let restarted = app.engine.isSearching
    #expect(restarted, "and starts the search again with it")
    feed(&app, "\u{1B}", at: ms(30))
    #expect(app.keys.prompt == nil)
    let pending = app.hasPendingWork
    #expect(!pending, "Esc cancels the search")
    #expect(app.engine.focus == 5, "and puts the focus back")
  }

  @Test func ctrlCQuitsDuringAScan() {
    var app = app()
    feed(&app, "/zzz\r", at: ms(10))
    let isSearching = app.engine.isSearching
    #expect(isSearching)
    let effects = feed(&app, "\u{03}", at: ms(20))
    #expect(effects.contains(.engine(.quit)))
  }

  @Test func escDuringNStopsTheSearchAndDoesNotQuit() {
    var app = app()
    feed(&app, "/zzz\r", at: ms(10))
    _ = app.continueWork(budget: 1 << 30, at: ms(10))
    feed(&app, "9n", at: ms(20))
    #expect(app.engine.narration == "No row contains \"zzz\"", "known to match nothing: said at once")
    feed(&app, "/row 9\r", at: ms(30))
    #expect(app.engine.focus == 9)
    feed(&app, "/row 99999\r", at: ms(40))
    let isSearching = app.engine.isSearching
    #expect(isSearching)
    let effects = feed(&app, "\u{1B}", at: ms(50))
    #expect(effects.isEmpty, "Esc stopped the search; it did not quit")
    let pending = app.hasPendingWork
    #expect(!pending)
    #expect(app.engine.focus == 9)
  }
}
