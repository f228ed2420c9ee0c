import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// `--with-nth` and `--bottom-up` change what is shown, never what is
/// printed.
@Suite struct DisplayOptionsTests {
  func app(_ arguments: [String], items: [String], width: Int = 30, height: Int = 7) throws -> AppModel {
    let options = try TestOptions.parse(arguments).validated()
    var app = try AllKinds.model(options: options, store: makeStore(items), width: width, height: height)
    app.engine.configuration.animationDuration = .zero
    return app
  }

  @Test func withNthShowsTheFieldsAndPrintsTheWholeLines() throws {
    let items = ["id,name", "3,carol", "1,alice", "2,bob"]
    var app = try app(["--with-nth", "2..", "--delimiter", ",", "--header-lines", "1"], items: items)
    let lines = ListView.render(app.listScreen).lines
    #expect(lines[0].hasPrefix("  name"))
    #expect(lines[1].hasPrefix("> carol"))
    feed(&app, "/1\r", at: ms(0))
    #expect(app.engine.focus == 1, "search looks at the whole line: 1,alice")
    feed(&app, "JJ", at: ms(10))
    #expect(String(decoding: output(app), as: UTF8.self) == "id,name\n3,carol\n2,bob\n1,alice\n")
  }

  @Test func withNthKeepsAFieldsColours() throws {
    let app = try app(["--with-nth", "2", "--ansi"], items: ["\u{1B}[31mred \u{1B}[32mgreen\u{1B}[0m"])
    assertSnapshot(ListView.render(app.listScreen), named: "with-nth-ansi")
  }

  @Test func bottomUpDrawsTheListUpwardsAboveTheHeader() throws {
    var app = try app(
      ["--bottom-up", "--header-lines", "2", "--long-press", "0"],
      items: ["H1", "H2", "a", "b", "c", "d"], height: 9)
    feed(&app, "xkx", at: ms(0))
    #expect(app.engine.selectedPositions() == [0, 2], "x goes on to the next row: up the screen")
    // A lifted block of two rows is drawn upwards too.
    feed(&app, mouse(.press, x: 4, y: 5), at: ms(10))
    feed(&app, mouse(.drag, x: 4, y: 3), at: ms(20))
    assertSnapshot(ListView.render(app.listScreen), named: "bottom-up")
    feed(&app, mouse(.release, x: 4, y: 3), at: ms(30))
    #expect(String(decoding: output(app), as: UTF8.self) == "H1\nH2\nb\nd\na\nc\n")
  }
}
