import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

@Suite struct CountTests {
  @Test func countsScaleMovesAndFocus() {
    var app = makeApp((1...12).map { "r\($0)" }, height: 15)
    feed(&app, "5J", at: ms(0))
    #expect(strings(app)[5] == "r1")
    feed(&app, "3k", at: ms(10))
    #expect(app.engine.focus == 2)
    feed(&app, "10G", at: ms(20))
    #expect(app.engine.focus == 9, "a count before G goes to that row")
    feed(&app, "2u", at: ms(30))
    #expect(strings(app).first == "r1", "2u undoes twice (only one move happened)")
  }

  @Test func countShowsInTheStatusLineUntilUsed() {
    var app = makeApp(["a", "b"], width: 40, height: 5)
    feed(&app, "4", at: ms(0))
    #expect(app.count == 4)
    #expect(ListView.render(app.listScreen).lines[4].hasPrefix(" 1/2 4 "))
    feed(&app, "\u{1B}", at: ms(10))
    #expect(app.count == nil)
  }

  @Test func topBottomAndPositionPrompt() {
    var app = makeApp(["a", "b", "c", "d", "e"], width: 40, height: 8)
    feed(&app, "jjt", at: ms(0))
    #expect(strings(app) == ["c", "a", "b", "d", "e"])
    feed(&app, "b", at: ms(10))
    #expect(strings(app) == ["a", "b", "d", "e", "c"])
    feed(&app, ":2", at: ms(20))
    #expect(ListView.render(app.listScreen).lines[7].contains(":2"))
    feed(&app, "\r", at: ms(30))
    #expect(strings(app) == ["a", "c", "b", "d", "e"])
    #expect(app.keys.prompt == nil)
    feed(&app, ":x9\u{7F}\u{7F}", at: ms(40))
    #expect(app.keys.prompt == nil, "backspace on an empty prompt closes it; letters are refused")
  }

  @Test func toggleMarkMovesOnAndBuildsANonContiguousSelection() {
    var app = makeApp(["a", "b", "c", "d"])
    feed(&app, "xjx", at: ms(0))
    #expect(app.engine.selectedPositions() == [0, 2])
    #expect(app.engine.focus == 3)
    feed(&app, "\t", at: ms(10))
    #expect(app.engine.selectedPositions() == [0, 2, 3])
  }
}

@Suite struct SearchPromptTests {
  @Test func incrementalSearchThenNextAndPrevious() {
    var app = makeApp(["apple", "banana", "cherry", "blueberry", "apricot"], width: 40, height: 8)
    feed(&app, "/b", at: ms(0))
    #expect(app.engine.focus == 1)
    feed(&app, "l", at: ms(10))
    #expect(app.engine.focus == 3, "incremental: bl is blueberry")
    feed(&app, "\r", at: ms(20))
    #expect(app.keys.prompt == nil)
    #expect(app.engine.focus == 3, "Enter ends the search; it does not accept")
    feed(&app, "N", at: ms(30))
    #expect(app.engine.focus == 3, "previous wraps to the only match")
    feed(&app, "/ap\u{1B}", at: ms(40))
    #expect(app.engine.focus == 3, "Esc goes back to where the search started")
    #expect(strings(app) == ["apple", "banana", "cherry", "blueberry", "apricot"])
  }

  @Test func matchesAreHighlighted() {
    var app = makeApp(["apple", "pineapple"], width: 20, height: 4)
    feed(&app, "/app\r", at: ms(0))
    let lines = ListView.render(app.listScreen).styledLines
    #expect(lines[0] == "{pointer}>{/}{focus} {/}{focusMatch}app{/}{focus}le             {/}")
    #expect(lines[1] == "  pine{match}app{/}le")
  }

  /// Cases where the highlight, which compared the drawn glyphs, marked
  /// text that `/` does not find, or missed text it finds.
  @Test(arguments: [
    // A decomposed é: the bytes hold "cafe", the glyph is "é".
    (["tea", "cafe\u{301} au lait"], "cafe", 1, "cafe\u{301}"),
    // A tab is drawn as spaces, but it is no space.
    (["a\tb", "x y"], " ", 1, " "),
    // A control is drawn as ^A, but those are not its bytes.
    (["a\u{1}b", "^A"], "^A", 1, "^A"),
    // The Kelvin sign lowercases to k, but an ASCII query folds ASCII only.
    (["\u{212A}elvin", "k"], "k", 1, "k"),
  ])
  func theHighlightIsWhatSearchFinds(items: [String], query: String, found: Int, marked: String) {
    var app = makeApp(items, width: 30, height: 4)
    feed(&app, "/\(query)\r", at: ms(0))
    #expect(app.engine.focus == found, "/ finds row \(found + 1)")
    let lines = ListView.render(app.listScreen).styledLines
    for (row, line) in lines.prefix(items.count).enumerated() {
      // The found row has the focus, so its match is drawn on the band.
      if row == found {
        #expect(line.contains("{focusMatch}\(marked){/}"), "\(line)")
        #expect(line.components(separatedBy: "atch").count == 2, "one match: \(line)")
      } else {
        #expect(!line.contains("atch"), "row \(row + 1) has no match: \(line)")
      }
    }
  }

  @Test func withAnsiTheHighlightLooksPastColourCodes() {
    var app = makeApp(["\u{1B}[31mre\u{1B}[1md\u{1B}[0m apple", "red"], width: 30, height: 4)
    app.settings.ansi = true
    app.engine.configuration.itemsHaveCodes = true
    feed(&app, "/red\r", at: ms(0))
    #expect(app.engine.focus == 0)
    let lines = ListView.render(app.listScreen).styledLines
    #expect(
      lines[0].hasPrefix(
        "{pointer}>{/}{focus} {/}{focusMatch+fg1}re{/}{focusMatch+fg1,bold}d{/}{focus} apple"))
    #expect(lines[1] == "  {match}red{/}")
  }
}

@Suite struct ReviewScreenTests {
  @Test func reviewThenAccept() {
    var app = makeApp(["a", "b", "c", "d"], width: 40, height: 8)
    feed(&app, "Gt", at: ms(0))
    feed(&app, "r", at: ms(10))
    #expect(app.keys.reviewScreen != nil)
    assertSnapshot(ListView.render(app.listScreen), named: "review")
    let effects = feed(&app, "\r", at: ms(20))
    #expect(effects == [.engine(.accept)])
  }

  @Test func escapeReturnsFromTheReview() {
    var app = makeApp(["a", "b"])
    feed(&app, "r", at: ms(0))
    #expect(feed(&app, "\u{1B}", at: ms(10)).isEmpty)
    #expect(app.keys.reviewScreen == nil)
  }

  @Test func confirmShowsTheReviewBeforeAccepting() {
    var app = makeApp(["a", "b"])
    app.settings.confirmBeforeAccept = true
    #expect(feed(&app, "\r", at: ms(0)).isEmpty)
    #expect(app.keys.reviewScreen != nil)
    #expect(feed(&app, "\r", at: ms(10)) == [.engine(.accept)])
  }
}

@Suite struct EditModeViewTests {
  @Test func deleteMarksAndTheDoneButton() {
    var app = makeApp(["alpha", "beta", "!lock"], width: 30, height: 5)
    feed(&app, "e", at: ms(0))
    assertSnapshot(ListView.render(app.listScreen), named: "edit-mode")
    // Clicking [x] on beta (screen row 2, columns 3-5 on the wire).
    feed(&app, mouse(.press, x: 3, y: 1), at: ms(10))
    feed(&app, mouse(.release, x: 3, y: 1), at: ms(20))
    #expect(strings(app) == ["alpha", "!lock"])
    // Done is at the right of the status line.
    feed(&app, mouse(.press, x: 26, y: 4), at: ms(30))
    #expect(!app.engine.isEditing)
  }
}

@Suite struct OptionsModelTests {
  @Test func headersLocksAndFixedLinesFromOptions() throws {
    var options = try TestOptions.parse(["--section", "^#", "--lock", "^!", "--header-lines", "1"])
    options.file = nil
    let store = ItemStore()
    store.append(Array("TITLE\n# A\na\n!l\n# B\nb\n".utf8))
    store.finish()
    let app = try AllKinds.model(options: options, store: store, width: 30, height: 10)
    #expect(strings(app) == ["# A", "a", "!l", "# B", "b"])
    #expect(app.engine.list.headerPositions == [0, 3])
    #expect(app.engine.list.lockedPositions == [2])
    #expect(app.engine.layout.topInset == 1)
    assertSnapshot(ListView.render(app.listScreen), named: "fixed-header")
    var bytes: [UInt8] = []
    try OutputWriter.serialize(app.engine.list) { bytes += $0 }
    #expect(bytes == Array("TITLE\n# A\na\n!l\n# B\nb\n".utf8))
  }

  @Test func badPatternIsAnError() throws {
    let options = try TestOptions.parse(["--section", "(unclosed"])
    let store = ItemStore()
    store.finish()
    #expect(throws: Pattern.SyntaxError.self) {
      try AllKinds.model(options: options, store: store, width: 10, height: 10)
    }
  }

  @Test func gridFitsColumnsToTheWidestItem() throws {
    let options = try TestOptions.parse(["--grid"])
    let store = ItemStore()
    store.append(Array("one\ntwo\nthree\nfour\nfive\n".utf8))
    store.finish()
    var app = try AllKinds.model(options: options, store: store, width: 40, height: 6)
    #expect(app.engine.layout.columns == 5, "cells of 5 + 3 columns")
    assertSnapshot(ListView.render(app.listScreen), named: "grid")
    _ = app.resize(width: 17, height: 6, at: ms(0))
    #expect(app.engine.layout.columns == 2)
  }

  @Test func gridMeasuresColouredItemsWithoutTheirCodes() throws {
    let store = ItemStore()
    store.append(Array("\u{1B}[01;34mone\u{1B}[0m\ntwo\nthree\n".utf8))
    store.finish()
    let ansi = try AllKinds.model(
      options: TestOptions.parse(["--grid", "--ansi"]), store: store, width: 40, height: 6)
    #expect(ansi.settings.ansi)
    #expect(ansi.engine.layout.cellWidth == 8, "the widest, three, + 3 columns")
    let plain = try AllKinds.model(options: TestOptions.parse(["--grid"]), store: store, width: 40, height: 6)
    #expect(plain.engine.layout.cellWidth == 20, "^[[01;34mone^[[0m (17) + 3 columns")
  }
}

@Suite struct HelpOverlayTests {
  @Test func aTallHelpScrollsAndOtherKeysClose() {
    var app = makeApp(["alpha"], width: 100, height: 20)
    feed(&app, "?", at: ms(0))
    var text = ListView.render(app.listScreen).lines.joined(separator: "\n")
    #expect(text.contains("↑↓ scroll"))
    #expect(!text.contains("right button or Esc cancels a drag"))
    feed(&app, "G", at: ms(10))
    text = ListView.render(app.listScreen).lines.joined(separator: "\n")
    #expect(text.contains("right button or Esc cancels a drag"), "the last line is reachable")
    #expect(app.keys.showsHelp)
    feed(&app, "k", at: ms(20))
    #expect(app.keys.showsHelp)
    feed(&app, "x", at: ms(30))
    #expect(!app.keys.showsHelp)
  }
}
