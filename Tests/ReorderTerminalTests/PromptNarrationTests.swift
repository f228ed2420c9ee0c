import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// What the front end's own keys say: prompts, counts, keys that do
/// nothing here.
@Suite struct PromptNarrationTests {
  static let twenty = (1...20).map { "row \($0)" }

  func said(_ app: AppModel) -> String { app.engine.narration.text }

  @Test func positionZeroIsSaidToBeNone() {
    var app = makeApp(Self.twenty)
    feed(&app, ":0\r", at: ms(0))
    #expect(said(app) == "No position 0: positions are 1 to 20; nothing moved")
    #expect(strings(app) == Self.twenty)
  }

  @Test func aLetterInThePositionPromptIsSaidThere() {
    var app = makeApp(Self.twenty, width: 100)
    feed(&app, ":1x", at: ms(0))
    #expect(said(app) == "Only digits go here (\"x\" is not one): type a position, Enter moves, Esc cancels")
    let status = ListView.render(app.listScreen).lines[7]
    #expect(status.contains(":1▏ Only digits go here"), "the prompt says it in place of its hint: \(status)")
    feed(&app, "2", at: ms(10))
    #expect(
      ListView.render(app.listScreen).lines[7].contains(":12▏ move to position"),
      "the next key brings the hint back")
    feed(&app, "\r", at: ms(20))
    #expect(said(app) == "Moved 1 → 12 of 20 · \"row 1\"")
  }

  @Test func cancelledPromptsSaySo() {
    var app = makeApp(Self.twenty)
    feed(&app, ":5", at: ms(0))
    feed(&app, "\u{1B}", at: ms(10))
    #expect(said(app) == "Move cancelled; nothing moved")
    feed(&app, ":\r", at: ms(20))
    #expect(said(app) == "No position typed; nothing moved")
    feed(&app, "jj/row 1", at: ms(30))
    #expect(app.engine.focus == 9)
    feed(&app, "\u{1B}", at: ms(40))
    #expect(said(app) == "Search cancelled; back at position 3 of 20 · \"row 3\"")
  }

  @Test func aPositionPastTheEndLandsLastAndSaysSo() {
    var app = makeApp(Self.twenty)
    feed(&app, "jj:999\r", at: ms(0))
    #expect(said(app) == "Moved 3 → 20 of 20 (the last; there is no position 999) · \"row 3\"")
  }

  @Test func aCountOnAKeyThatTakesNoneIsSaid() {
    var app = makeApp(Self.twenty)
    feed(&app, "jj5t", at: ms(0))
    #expect(said(app) == "Moved 3 → 1 of 20; count 5 ignored: move-top takes none · \"row 3\"")
    feed(&app, "3m", at: ms(10))
    #expect(said(app).hasPrefix("Swap mode: "))
    #expect(said(app).hasSuffix("; count 3 ignored: toggle-drop-mode takes none"))
  }

  @Test func countedUndoSaysHowManyStepsItUndid() {
    var app = makeApp(Self.twenty)
    feed(&app, "JJ3u", at: ms(0))
    #expect(said(app) == "Undid 2 moves; nothing more to undo")
    #expect(strings(app) == Self.twenty)
    feed(&app, "u", at: ms(10))
    #expect(said(app) == "Nothing to undo")
  }

  @Test func keysThatDoNothingHereSayWhy() {
    var app = makeApp(Self.twenty)
    feed(&app, "n", at: ms(0))
    #expect(said(app) == "No search yet: / searches")
    feed(&app, "h", at: ms(10))
    #expect(said(app) == "Left and right move only in a grid (--columns, --grid)")
    feed(&app, " :", at: ms(20))
    #expect(
      app.keys.prompt == nil && said(app) == "A row is lifted: Enter drops it, Esc cancels; then try again")
  }

  @Test func gitModesSentencesNameItsOwnKeys() throws {
    let options = try TestOptions.parse(["--git"])
    let store = makeStore(["pick a1 Add the parser", "pick b2 Fix it", "", "# Commands:"])
    var app = try AllKinds.model(options: options, store: store, width: 100, height: 8)
    feed(&app, "E", at: ms(0))
    #expect(said(app) == "Edit mode: D or click [x] deletes a row; E, Esc or Done leaves")
    feed(&app, "D", at: ms(20))
    #expect(said(app) == "Deleted position 1 of 2; u undoes · \"Add the parser\" (pick a1)")
  }
}
