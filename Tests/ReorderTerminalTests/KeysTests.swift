import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// An app from a command line over `text` (lines).
private func app(_ arguments: [String], _ text: String, width: Int = 40, height: Int = 10) throws -> AppModel
{
  let options = try TestOptions.parse(arguments + ["--no-animation"]).validated()
  let store = ItemStore()
  store.append(Array(text.utf8))
  store.finish()
  return try AllKinds.model(options: options, store: store, width: width, height: height)
}

private func status(_ app: AppModel) -> String {
  ListView.render(app.listScreen).lines.last ?? ""
}

@Suite struct FzfKeysTests {
  @Test func ctrlJNKPMoveTheFocusAndLFNeverAccepts() {
    var app = makeApp(["a", "b", "c", "d"])
    #expect(feed(&app, "\n", at: ms(0)).isEmpty, "LF is ctrl-j: focus down, not Enter")
    #expect(app.engine.focus == 1)
    feed(&app, "\u{0E}", at: ms(10))  // ctrl-n
    #expect(app.engine.focus == 2)
    feed(&app, "\u{0B}", at: ms(20))  // ctrl-k
    #expect(app.engine.focus == 1)
    feed(&app, "\u{10}", at: ms(30))  // ctrl-p
    #expect(app.engine.focus == 0)
    #expect(strings(app) == ["a", "b", "c", "d"])
  }

  @Test func shiftTabTogglesAndMovesUp() {
    var app = makeApp(["a", "b", "c", "d"])
    feed(&app, "G\u{1B}[Z\u{1B}[Z", at: ms(0))
    #expect(app.engine.selectedPositions() == [2, 3])
    #expect(app.engine.focus == 1)
  }

  @Test func chainsRunInOrderWithTheCount() throws {
    var app = makeApp((1...9).map { "r\($0)" })
    for binding in try KeyBindings.parseBindSpec("ctrl-j:down+down,X:toggle+down,U:UP") {
      app.bindings.bind(binding.key, to: binding.actions)
    }
    feed(&app, "\n", at: ms(0))
    #expect(app.engine.focus == 2)
    feed(&app, "2\n", at: ms(10))
    #expect(app.engine.focus == 6, "a count goes to each action that takes one")
    feed(&app, "X", at: ms(20))
    #expect(app.engine.selectedPositions() == [6] && app.engine.focus == 7)
    feed(&app, "U", at: ms(30))
    #expect(app.engine.focus == 6, "action names in any case")
    #expect(
      KeyHelp(bindings: app.bindings).lines.contains { $0.keys == "ctrl-j" && $0.action == "down+down" })
  }

  @Test func fzfActionNames() throws {
    let bindings = try KeyBindings.parseBindSpec(
      "a:select-all,b:deselect-all,c:toggle-all,d:half-page-down,e:half-page-up,f:cancel,g:toggle-down,"
        + "h:toggle-preview,i:clear-selection,j:first,k:last,l:abort,m:accept,n:select,o:deselect,p:top")
    #expect(
      bindings.map(\.actions) == [
        [.selectAll], [.deselectAll], [.toggleAll], [.halfPageDown], [.halfPageUp], [.escape], [.toggleMark],
        [.togglePreview], [.deselectAll], [.first], [.last], [.abort], [.accept], [.select], [.deselect],
        [.first],
      ])
  }

  @Test func keyNamesAsFzfWritesThem() throws {
    let bindings = try KeyBindings.parseBindSpec("CTRL-J:up,bs:up,alt-bs:up,comma:up,,:down,alt-,:up,btab:up")
    #expect(
      bindings.map(\.key) == [
        KeyPress(.char("j"), .ctrl), KeyPress(.backspace), KeyPress(.backspace, .alt), KeyPress(.char(",")),
        KeyPress(.char(",")), KeyPress(.char(","), .alt), KeyPress(.tab, .shift),
      ])
    #expect(bindings[4].actions == [.down])
  }

  @Test func selectionCommands() {
    var app = makeApp(["a", "!L", "b", "c"])
    app.bindings.bind(KeyPress(.char("A")), to: .selectAll)
    app.bindings.bind(KeyPress(.char("I")), to: .toggleAll)
    app.bindings.bind(KeyPress(.char("Z")), to: .deselectAll)
    feed(&app, "A", at: ms(0))
    #expect(app.engine.selectedPositions() == [0, 2, 3], "locked rows are not selected")
    #expect(app.engine.narration == "Selected all 3 rows")
    feed(&app, "xI", at: ms(10))
    #expect(app.engine.selectedPositions() == [0])
    feed(&app, "Z", at: ms(20))
    #expect(app.engine.selectedPositions().isEmpty)
  }

  @Test func halfPages() {
    var app = makeApp((1...40).map { "r\($0)" }, height: 11)
    app.bindings.bind(KeyPress(.char("d"), .ctrl), to: .halfPageDown)
    feed(&app, "\u{04}", at: ms(0))
    #expect(app.engine.focus == 5, "10 rows shown: half is 5")
  }
}

@Suite struct TypingOutsideEditModeTests {
  @Test func typingAsIfToFilterDeletesNothing() {
    var app = makeApp(["apt", "debian", "dnf"])
    feed(&app, "dog", at: ms(0))
    #expect(strings(app) == ["apt", "debian", "dnf"])
    #expect(app.engine.history.undoCount == 0)
    feed(&app, "\u{1B}[3~", at: ms(10))  // Delete
    #expect(app.engine.narration == Narrator.deleteNeedsEditMode)
    feed(&app, "o", at: ms(20))
    #expect(app.engine.narration == "o does nothing here: / searches, ? lists the keys")
    feed(&app, "ed", at: ms(40))
    #expect(strings(app) == ["apt", "debian", "dnf"], "in edit mode too, no letter deletes")
    feed(&app, "\u{1B}[3~", at: ms(50))  // Delete
    #expect(strings(app) == ["debian", "dnf"], "in edit mode Delete deletes")
  }

  /// Every default letter that changes the list is undone by u and says
  /// what it did.
  @Test(arguments: ["J", "K", "t", "b", ".", ":2\r"])
  func lettersThatChangeTheListAreUndoableAndNarrated(keys: String) {
    var app = makeApp(["a", "b", "c", "d"])
    feed(&app, "jJ", at: ms(0))  // b to 3, so . has a move to repeat
    feed(&app, "u", at: ms(5))
    let before = strings(app)
    feed(&app, "gjj" + keys, at: ms(10))  // on c: every one of them moves it
    #expect(strings(app) != before, "\(keys) moves c")
    #expect(app.engine.narration.text.hasPrefix("Moved"), "\(keys): \(app.engine.narration)")
    feed(&app, "u", at: ms(20))
    #expect(strings(app) == before, "u undoes \(keys)")
  }

  /// In a grid H and L move a row left and right (and u undoes it);
  /// outside one they change nothing and say it is only in a grid.
  @Test(arguments: ["H", "L"])
  func leftAndRightMoveOnlyInAGrid(key: String) throws {
    var app = makeApp(["a", "b", "c", "d"])
    feed(&app, "j" + key, at: ms(0))
    #expect(strings(app) == ["a", "b", "c", "d"])
    #expect(app.engine.narration == Narrator.onlyInAGrid)
    #expect(app.engine.history.undoCount == 0)
    let options = try TestOptions.parse(["--columns", "2", "--no-animation"])
    var grid = try AllKinds.model(
      options: options, store: makeStore(["a", "b", "c", "d"]), width: 30, height: 8)
    feed(&grid, "l" + key, at: ms(0))  // b, the second cell of the first row
    #expect(strings(grid) == (key == "H" ? ["b", "a", "c", "d"] : ["a", "c", "b", "d"]))
    #expect(grid.engine.narration.text.hasPrefix("Moved"), "\(grid.engine.narration)")
    feed(&grid, "u", at: ms(10))
    #expect(strings(grid) == ["a", "b", "c", "d"])
  }
}

@Suite struct EscapeOrderTests {
  @Test func escCancelsAPendingCountFirst() {
    var app = makeApp(["a", "b", "c"])
    let effects = feed(&app, "5\u{1B}", at: ms(0))
    #expect(effects.isEmpty && app.count == nil)
    #expect(app.engine.narration == "Count 5 cancelled")
    #expect(feed(&app, "\u{1B}", at: ms(10)) == [.engine(.quit)], "then Esc quits")
  }

  @Test func escCancelsAnOpenPromptAndSaysSo() {
    var app = makeApp(["a", "b", "c"])
    feed(&app, ":2\u{1B}", at: ms(0))
    #expect(app.keys.prompt == nil && strings(app) == ["a", "b", "c"])
    #expect(app.engine.narration == Narrator.moveCancelled)
    feed(&app, "j/c\u{1B}", at: ms(10))
    #expect(app.engine.focus == 1)
    #expect(app.engine.narration == "Search cancelled; back at position 2 of 3 · \"b\"")
  }

  @Test func escClearsSearchHighlightsBeforeTheRest() {
    var app = makeApp(["apple", "banana", "grape"])
    feed(&app, "x/ap\r", at: ms(0))
    #expect(app.highlightedQuery == "ap")
    feed(&app, "\u{1B}", at: ms(10))
    #expect(app.highlightedQuery == nil)
    #expect(app.engine.narration == Narrator.searchHighlightsCleared)
    #expect(app.engine.selectedPositions() == [0], "the selection is the next Esc's")
    feed(&app, "\u{1B}", at: ms(20))
    #expect(app.engine.selectedPositions().isEmpty)
    feed(&app, "n", at: ms(30))
    #expect(app.highlightedQuery == "ap", "n searches and shows them again")
  }

  @Test func highlightsGoWhenTheFocusLeavesTheMatch() {
    var app = makeApp(["apple", "banana", "grape"])
    feed(&app, "/ban\r", at: ms(0))
    #expect(app.engine.focus == 1 && app.highlightedQuery == "ban")
    feed(&app, "J", at: ms(10))
    #expect(app.highlightedQuery == "ban", "moving the matched row keeps them")
    feed(&app, "k", at: ms(20))
    #expect(app.highlightedQuery == nil, "the focus left the match")
  }
}

@Suite struct QuitQuestionTests {
  @Test func withoutChangesEscAndQQuitAtOnce() {
    var app = makeApp(["a", "b"])
    #expect(feed(&app, "q", at: ms(0)) == [.engine(.quit)])
    var moved = makeApp(["a", "b"])
    feed(&moved, "Ju", at: ms(0))
    #expect(feed(&moved, "\u{1B}", at: ms(10)) == [.engine(.quit)], "a move undone is no change")
    var back = makeApp(["a", "b"])
    feed(&back, "JK", at: ms(0))
    #expect(feed(&back, "\u{07}", at: ms(10)) == [.engine(.quit)], "nor a row moved back by hand (ctrl-g)")
  }

  @Test(arguments: [("\u{1B}", true), ("y", true), ("x", false), ("j", false)])
  func withChangesEscAsksFirst(answer: String, quits: Bool) {
    var app = makeApp(["a", "b", "c"], width: 100)
    feed(&app, "J", at: ms(0))
    #expect(feed(&app, "\u{1B}", at: ms(10)).isEmpty)
    #expect(app.keys.quitQuestion == QuitQuestion(changes: 1))
    #expect(
      status(app).contains("1 unsaved change: Esc or y quits, Enter accepts, other keys go back (1 moved)"))
    let effects = feed(&app, answer, at: ms(20))
    #expect(effects == (quits ? [.engine(.quit)] : []))
    #expect(app.keys.quitQuestion == nil)
    if !quits {
      #expect(app.engine.narration == "Not quitting; 1 change kept")
      #expect(app.engine.focus == 1, "the answer is not also a key: j did not move the focus")
    }
  }

  @Test func enterAccepts() {
    var app = makeApp(["a", "b", "c"])
    feed(&app, "J", at: ms(0))
    #expect(feed(&app, "q", at: ms(10)).isEmpty)
    #expect(feed(&app, "\r", at: ms(20)) == [.engine(.accept)])
  }

  @Test func ctrlQAndCtrlGAskToo() {
    for key in ["\u{11}", "\u{07}"] {
      var app = makeApp(["a", "b", "c"])
      feed(&app, "J", at: ms(0))
      #expect(feed(&app, key, at: ms(10)).isEmpty)
      #expect(app.keys.quitQuestion != nil)
    }
  }

  @Test func ctrlCAndAbortQuitAtOnce() throws {
    var app = makeApp(["a", "b", "c"])
    feed(&app, "J", at: ms(0))
    #expect(feed(&app, "\u{03}", at: ms(10)) == [.engine(.quit)])
    var abort = makeApp(["a", "b", "c"])
    abort.bindings.bind(KeyPress(.char("q")), to: .abort)
    feed(&abort, "J", at: ms(0))
    #expect(feed(&abort, "q", at: ms(10)) == [.engine(.quit)], "--bind q:abort: the old way")
    var asked = makeApp(["a", "b", "c"])
    feed(&asked, "J\u{1B}", at: ms(0))
    #expect(feed(&asked, "\u{03}", at: ms(10)) == [.engine(.quit)], "Ctrl-C while asked")
  }

  @Test func deletesAndGitRewritesCount() throws {
    var app = try app(["--git"], "pick 1a First\npick 2b Second\n# comment\n")
    feed(&app, "s", at: ms(0))
    feed(&app, "\u{1B}", at: ms(10))
    #expect(app.keys.quitQuestion == QuitQuestion(changes: 1))
    #expect(app.engine.narration.text.contains("Esc/y abort the rebase"))
    feed(&app, "n", at: ms(20))
    feed(&app, "cccccc", at: ms(30))  // squash → fixup → drop → pick → …: back to squash
    feed(&app, "u", at: ms(40))
    #expect(feed(&app, "q", at: ms(50)).isEmpty, "one rewrite left")
  }

  @Test func aPressGoesBack() {
    var app = makeApp(["a", "b", "c"])
    feed(&app, "Jq", at: ms(0))
    feed(&app, mouse(.press, x: 4, y: 2), at: ms(10))
    #expect(app.keys.quitQuestion == nil && app.engine.focus == 1, "the press is only an answer")
  }
}

@Suite struct LiftAndRepeatTests {
  @Test func spaceLiftsTheSelectionWhereverTheFocusIs() {
    var app = makeApp(["a", "b", "c", "d", "e"])
    feed(&app, "xxG", at: ms(0))  // a and b selected, focus on e
    feed(&app, " ", at: ms(10))
    #expect(app.engine.drag?.count == 2)
    feed(&app, "jj\r", at: ms(500))
    #expect(strings(app) == ["c", "d", "a", "b", "e"])
  }

  @Test func xAndTabWhileLiftedAreRefusedAndSaid() {
    var app = makeApp(["a", "b", "c"])
    feed(&app, " ", at: ms(0))
    feed(&app, "x\t", at: ms(10))
    #expect(app.engine.isDragging)
    #expect(app.engine.focus == 0, "the lifted row did not move")
    #expect(app.engine.narration == Narrator.selectionWaitsForDrop(keyboard: true))
    feed(&app, "u", at: ms(20))
    #expect(app.engine.narration == Narrator.waitsForDrop(keyboard: true))
  }

  @Test func dotRepeatsAMoveMadeByLiftAndDrop() {
    var app = makeApp(["a", "b", "c", "d", "e", "f"])
    feed(&app, " jj\r", at: ms(0))
    #expect(strings(app) == ["b", "c", "a", "d", "e", "f"])
    feed(&app, "k.", at: ms(500))
    #expect(strings(app) == ["b", "a", "d", "c", "e", "f"], "c moved two down as a did")
  }

  @Test func theWheelMovesTheFocusWithTheView() {
    var app = makeApp((1...30).map { "r\($0)" }, height: 11)
    feed(&app, mouse(.wheelDown, x: 4, y: 2), at: ms(0))
    #expect(app.engine.layout.scroll == 3)
    #expect(app.engine.focus == 3, "the focus moved with the view: still on screen")
    feed(&app, "J", at: ms(10))
    #expect(strings(app)[4] == "r4", "J moved the row the person sees")
    feed(&app, mouse(.wheelUp, x: 4, y: 2), at: ms(20))
    feed(&app, mouse(.wheelUp, x: 4, y: 2), at: ms(30))
    #expect(app.engine.layout.scroll == 0 && app.engine.focus == 0)
  }
}

@Suite struct GitCommandsTests {
  @Test func endAndGGoToTheLastCommandAndTheCounterCountsCommands() throws {
    var app = try app(
      ["--git", "--preview-window", "hidden"],
      "pick 1a A\npick 2b B\npick 3c C\n\n# Rebase\n# p, pick\n# d, drop\n")
    #expect(status(app).hasPrefix(" 1/3 git "))
    feed(&app, "G", at: ms(0))
    #expect(app.engine.focus == 2)
    #expect(status(app).hasPrefix(" 3/3 git "))
    feed(&app, "\u{1B}[F", at: ms(10))  // End
    #expect(app.engine.focus == 2)
    feed(&app, "jj", at: ms(20))
    #expect(status(app).hasPrefix(" 3/3 git "), "a comment counts the commands above it")
    feed(&app, "g", at: ms(30))
    #expect(app.engine.focus == 0)
  }
}

@Suite struct HeaderLabelTests {
  @Test func theHeaderIsALabelAboveTheList() throws {
    let app = try app(["--header", "Sort by priority", "--header-lines", "1"], "TITLE\na\nb\n", height: 6)
    let lines = ListView.render(app.listScreen).lines
    #expect(lines[0].hasPrefix("  Sort by priority"))
    #expect(lines[1].hasPrefix("  TITLE"))
    #expect(lines[2].hasPrefix("> a"))
    #expect(app.engine.layout.topInset == 2)
    #expect(output(app) == Array("TITLE\na\nb\n".utf8), "the label is never printed")
  }

  @Test func aSectionPatternMakesSectionHeaders() throws {
    let app = try app(["--section", "^## "], "## Now\na\n## Later\nb\n")
    #expect(app.engine.list.headerPositions == [0, 2])
  }
}
