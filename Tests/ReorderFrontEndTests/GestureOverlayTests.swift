import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd

/// Overlays and prompts never steal a gesture: asked for while a button
/// holds a row, they open at the release; the release always reaches the
/// engine.
@Suite struct GestureOverlayTests {
  func app(confirm: Bool = false) -> AppModel {
    var app = makeApp((1...12).map { "r\($0)" }, width: 40, height: 15)
    app.settings.confirmBeforeAccept = confirm
    return app
  }

  /// Holds the row on screen row `row` (0-based) past the long press.
  func lift(_ app: inout AppModel, row: Int) {
    feed(&app, mouse(.press, x: 4, y: row), at: ms(0))
    _ = app.tick(at: ms(600))
    #expect(app.engine.isDragging)
  }

  func dragAndRelease(_ app: inout AppModel, to row: Int, typing key: String) {
    feed(&app, mouse(.drag, x: 4, y: row), at: ms(620))
    feed(&app, key, at: ms(640))
    #expect(app.engine.isDragging, "\(key.debugDescription) leaves the drag alone")
    feed(&app, mouse(.release, x: 4, y: row), at: ms(660))
    #expect(!app.engine.isDragging)
    #expect(strings(app)[row] == "r2", "\(key.debugDescription): dropped where released")
  }

  @Test func helpAskedForDuringADragOpensAtTheDrop() {
    var app = app()
    lift(&app, row: 1)
    dragAndRelease(&app, to: 5, typing: "?")
    #expect(app.keys.showsHelp, "the help opens once the row is down")
    feed(&app, mouse(.press, x: 9, y: 9), at: ms(700))
    feed(&app, mouse(.release, x: 9, y: 9), at: ms(710))
    #expect(!app.keys.showsHelp)
    #expect(strings(app)[5] == "r2", "the click that closes the help moves nothing")
    #expect(!app.engine.isDragging)
  }

  @Test func eachPromptAndOverlayWaitsForTheRelease() {
    let cases: [(String, (AppModel) -> Bool)] = [
      ("/", { $0.keys.prompt == .search("", origin: 5) }),
      (":", { $0.keys.prompt == .position("") }),
      ("r", { $0.keys.reviewScreen != nil }),
      ("e", { $0.engine.isEditing }),
    ]
    for (key, opened) in cases {
      var app = app()
      lift(&app, row: 1)
      dragAndRelease(&app, to: 5, typing: key)
      #expect(opened(app), "\(key) opens after the drop")
    }
  }

  @Test func theReviewWaitsForAPressThatIsNotYetALift() {
    var app = app(confirm: true)
    feed(&app, mouse(.press, x: 4, y: 1), at: ms(0))
    feed(&app, "\r", at: ms(100))
    #expect(app.keys.reviewScreen == nil, "Enter with --confirm waits while the button is down")
    _ = app.tick(at: ms(600))
    #expect(app.engine.isDragging, "the press still lifts the row")
    feed(&app, mouse(.drag, x: 4, y: 3), at: ms(620))
    feed(&app, mouse(.release, x: 4, y: 3), at: ms(640))
    #expect(strings(app)[3] == "r2")
    #expect(app.keys.reviewScreen != nil, "then the review opens")
  }

  @Test func anotherKeyDropsWhatWaited() {
    var app = app()
    lift(&app, row: 1)
    feed(&app, "?", at: ms(620))
    feed(&app, "\u{1B}", at: ms(630))
    #expect(!app.engine.isDragging, "Esc cancels the drag")
    feed(&app, mouse(.release, x: 4, y: 1), at: ms(640))
    #expect(!app.keys.showsHelp, "and the help asked for before it")
    #expect(strings(app) == (1...12).map { "r\($0)" })
  }

  @Test func aReleaseUnderAnOpenOverlayStillDrops() {
    var app = app()
    lift(&app, row: 1)
    feed(&app, mouse(.drag, x: 4, y: 6), at: ms(620))
    app.keys = .help(scroll: 0)  // however it came to be open
    feed(&app, mouse(.drag, x: 4, y: 7), at: ms(630))
    feed(&app, mouse(.release, x: 4, y: 7), at: ms(640))
    #expect(!app.engine.isDragging)
    #expect(strings(app)[7] == "r2")
  }

  @Test func theHoldKeysReleaseGetsThroughTheHelp() {
    var app = makeApp(["a", "b", "c"], height: 10) { $0.holdKeyReportsReleases = true }
    _ = app.handle(.key(KeyPress(.char(" "))), at: ms(0))
    #expect(app.engine.isDragging)
    _ = app.handle(.key(KeyPress(.down)), at: ms(10))
    _ = app.handle(.key(KeyPress(.char("?"))), at: ms(20))
    #expect(app.keys.showsHelp)
    _ = app.handle(.key(KeyPress(.char(" "), [], .release)), at: ms(30))
    #expect(!app.engine.isDragging, "releasing Space drops, help or not")
    #expect(strings(app) == ["b", "a", "c"])
  }

  @Test func aPressEndsAPromptAsItsOwnKeysWould() {
    var app = app()
    feed(&app, "/r3", at: ms(0))
    feed(&app, mouse(.press, x: 4, y: 5), at: ms(10))
    #expect(app.keys.prompt == nil)
    #expect(app.search.lastQuery == "r3", "a search ends as with Enter: n goes on from it")
    feed(&app, mouse(.release, x: 4, y: 5), at: ms(20))
    #expect(app.engine.focus == 5, "and the press is a click")
    feed(&app, ":9", at: ms(30))
    feed(&app, mouse(.press, x: 4, y: 1), at: ms(40))
    feed(&app, mouse(.release, x: 4, y: 1), at: ms(50))
    #expect(app.keys.prompt == nil)
    #expect(strings(app) == (1...12).map { "r\($0)" }, "a position is dropped, as with Esc")
  }
}
