import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal
@testable import ReorderTree

/// Golden screens of a lifted subtree at its projected depths, through the
/// model as `reorder --tree` and `--outline` compose it (options, the
/// tree's bindings and its snapshot), and its keys' outcome on the output.
@Suite struct TreeScreensTests {
  static func app(_ lines: [String], _ arguments: [String], width: Int = 76, height: Int = 10) throws
    -> AppModel
  {
    let options = try TestOptions.parse(arguments + ["list"], defaults: nil).validated()
    let store = makeStore(lines)
    var app = try AllKinds.model(options: options, store: store, width: width, height: height)
    app.engine.configuration.animationDuration = .zero
    return app
  }

  static let checklist = [
    "- [ ] Groceries", "  - [ ] milk", "  - [x] bread", "", "- [ ] Work", "  - [ ] email", "- [x] Home",
  ]

  /// Frames after each key, each under the key's name.
  static func frames(_ app: inout AppModel, keys: [(String, String)]) -> [String] {
    var lines: [String] = []
    for (index, (name, bytes)) in keys.enumerated() {
      feed(&app, bytes, at: ms(1000 + 100 * index))
      lines.append("--- \(name) ---")
      lines += ListView.render(app.listScreen).styledLines
    }
    return lines
  }

  @Test func aLiftedSubtreeIsDrawnAtTheDepthItWouldLandAt() throws {
    var app = try Self.app(Self.checklist, ["--tree"])
    let frames = Self.frames(
      &app,
      keys: [
        ("Down", "\u{1B}[B"), ("Space", " "), ("Down", "\u{1B}[B"), ("Right", "\u{1B}[C"),
        ("Right", "\u{1B}[C"), ("Left", "\u{1B}[D"), ("Left", "\u{1B}[D"), ("Enter", "\r"),
      ])
    assertSnapshot(lines: frames, named: "tree-lifted-depths")
    #expect(
      String(decoding: output(app), as: UTF8.self)
        == "- [ ] Groceries\n  - [x] bread\n\n- [ ] milk\n- [ ] Work\n  - [ ] email\n- [x] Home\n")
  }

  @Test func aLiftedSubtreeIsOneRowAndSaysHowManyTravel() throws {
    var app = try Self.app(Self.checklist, ["--tree"])
    let frames = Self.frames(&app, keys: [("Space", " "), ("Down", "\u{1B}[B"), ("Enter", "\r")])
    assertSnapshot(lines: frames, named: "tree-lifted-folded")
    #expect(
      String(decoding: output(app), as: UTF8.self)
        == "- [ ] Work\n  - [ ] Groceries\n    - [ ] milk\n    - [x] bread\n\n  - [ ] email\n- [x] Home\n")
  }

  @Test func anOutlinesSnapshotShowsTheHeadingsMarkersAsTheDropWritesThem() throws {
    let lines = ["intro", "# Title", "## Install", "make", "## Usage", "run it", "### Options", "-x"]
    var app = try Self.app(lines, ["--outline"])
    let frames = Self.frames(
      &app,
      keys: [
        ("Down", "\u{1B}[B"), ("Space", " "), ("Down", "\u{1B}[B"), ("Down", "\u{1B}[B"),
        ("Right", "\u{1B}[C"), ("Enter", "\r"),
      ])
    assertSnapshot(lines: frames, named: "outline-lifted-depths")
    #expect(
      String(decoding: output(app), as: UTF8.self)
        == "intro\n# Title\n## Usage\nrun it\n### Options\n-x\n### Install\nmake\n")
  }

  @Test func aCollapsedRowSaysWhatItHidesAndMovesAsOneRow() throws {
    var app = try Self.app(Self.checklist, ["--tree"])
    let frames = Self.frames(&app, keys: [("h", "h"), ("J", "J"), ("l", "l")])
    assertSnapshot(lines: frames, named: "tree-collapsed")
    #expect(
      String(decoding: output(app), as: UTF8.self)
        == "- [ ] Work\n  - [ ] email\n- [ ] Groceries\n  - [ ] milk\n  - [x] bread\n\n- [x] Home\n")
  }

  @Test func anOutlineOpensWithItsBodiesFoldedAndZShowsThem() throws {
    let lines = [
      "intro", "# Title", "## Install", "make", "make install", "## Usage", "run it", "### Options", "-x",
    ]
    var app = try Self.app(lines, ["--outline"])
    let frames = Self.frames(&app, keys: [("j", "j"), ("l", "l"), ("k", "k"), ("h", "h"), ("z", "z")])
    assertSnapshot(lines: frames, named: "outline-folded")
    #expect(String(decoding: output(app), as: UTF8.self) == lines.joined(separator: "\n") + "\n")
  }

  /// A press and release on screen cell (`x`, `y`), 0-based, at `time` ms.
  static func tap(_ app: inout AppModel, x: Int, y: Int, at time: Int) {
    feed(&app, mouse(.press, x: x, y: y), at: ms(time))
    feed(&app, mouse(.release, x: x, y: y), at: ms(time + 50))
  }

  /// `|> - [ ] Groceries ▸ +3 rows|`: the text is x 2...16, the badge's
  /// blank 17, `▸ +3 rows` 18...26.
  @Test func aTapOnTheFoldBadgeExpandsTheRowAndATapOnItsTextOnlyFocuses() throws {
    var app = try Self.app(Self.checklist, ["--tree"])
    feed(&app, "h", at: ms(1000))
    feed(&app, "j", at: ms(1100))
    #expect(app.engine.focus == 4 && app.engine.folds.hidden.hiddenCount == 3)
    for x in [5, 16, 17, 27] {
      Self.tap(&app, x: x, y: 0, at: 2000 + 100 * x)
      #expect(app.engine.focus == 0, "x \(x)")
      #expect(app.engine.folds.hidden.hiddenCount == 3, "a tap at x \(x) is not on the badge")
      feed(&app, "j", at: ms(2050 + 100 * x))
    }
    Self.tap(&app, x: 26, y: 0, at: 9000)
    #expect(app.engine.focus == 0 && app.engine.folds.hidden.isEmpty)
    #expect(app.engine.narration.text == "Expanded \"- [ ] Groceries\": 3 rows shown")
    #expect(!ListView.render(app.listScreen).lines[0].contains("▸"))
    Self.tap(&app, x: 18, y: 0, at: 9200)
    #expect(app.engine.folds.hidden.isEmpty, "a tap where no badge is drawn only focuses")
    #expect(String(decoding: output(app), as: UTF8.self) == Self.checklist.joined(separator: "\n") + "\n")
  }

  /// `|    ## Install +2 lines|` (drawn 2 cells in, a level below the
  /// top): the badge's `+2 lines` is x 15...22.
  @Test func aTapOnAHeadingsLinesBadgeOpensItsBody() throws {
    let lines = ["# Title", "## Install", "make", "make install", "## Usage", "run it"]
    var app = try Self.app(lines, ["--outline"])
    #expect(app.engine.folds.hidden.hiddenCount == 3)
    Self.tap(&app, x: 14, y: 1, at: 1000)
    #expect(app.engine.folds.hidden.hiddenCount == 3, "the blank before the badge is the text's end")
    Self.tap(&app, x: 15, y: 1, at: 1100)
    #expect(app.engine.focus == 1 && app.engine.folds.hidden.hiddenCount == 1)
    #expect(ListView.render(app.listScreen).lines[2].contains("make"))
  }

  /// A long press on a collapsed row's badge lifts the row with what it
  /// hides, as anywhere on the row.
  @Test func aLongPressOnTheBadgeStillLiftsTheCollapsedRowAsOne() throws {
    var app = try Self.app(Self.checklist, ["--tree"])
    feed(&app, "h", at: ms(1000))
    feed(&app, mouse(.press, x: 20, y: 0), at: ms(2000))
    _ = app.tick(at: ms(2600))
    #expect(app.engine.drag?.ids.count == 4)
    feed(&app, mouse(.release, x: 20, y: 0), at: ms(2700))
    #expect(app.engine.drag == nil && app.engine.folds.hidden.hiddenCount == 3)
    #expect(String(decoding: output(app), as: UTF8.self) == Self.checklist.joined(separator: "\n") + "\n")
  }

  @Test func shiftedLettersOutdentAndIndentAndSayIt() throws {
    var app = try Self.app(Self.checklist, ["--tree"])
    feed(&app, "jjjj", at: ms(1000))  // Work
    feed(&app, "L", at: ms(1100))
    #expect(app.engine.narration.description == "Indented \"- [ ] Work\" to level 2")
    feed(&app, "H", at: ms(1200))
    #expect(String(decoding: output(app), as: UTF8.self) == Self.checklist.joined(separator: "\n") + "\n")
    feed(&app, "H", at: ms(1300))
    #expect(app.engine.narration.description == "Can't outdent \"- [ ] Work\": it is at the top level")
    feed(&app, "h", at: ms(1400))
    #expect(app.engine.narration.description == "Collapsed \"- [ ] Work\": 1 row under it hidden")
    feed(&app, "h", at: ms(1450))
    #expect(app.engine.narration.description == "\"- [ ] Work\" is at the top level")
    feed(&app, "l", at: ms(1500))
    #expect(app.engine.narration.description == "Expanded \"- [ ] Work\": 1 row shown")
    feed(&app, "l", at: ms(1550))
    #expect(app.engine.focus == 5, "l goes to the first child, email")
  }
}
