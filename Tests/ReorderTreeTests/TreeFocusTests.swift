import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal
@testable import ReorderTree

/// Where a tree's rows are drawn and what the focus keys say (issue 29).
@Suite struct TreeFocusTests {
  /// `--tab-width 4`: a node indented with a tab is the sibling of one
  /// indented with four spaces, and is drawn in the same column (it was
  /// drawn 8 columns in, as a child).
  @Test func aTabIndentedNodeIsDrawnWhereItsDepthPutsIt() throws {
    let app = try TreeScreensTests.app(
      ["a", "    b", "\tc"], ["--tree", "--tab-width", "4"], width: 30, height: 6)
    let lines = ListView.render(app.listScreen).lines
    let b = try #require(lines[1].firstIndex(of: "b"))
    let c = try #require(lines[2].firstIndex(of: "c"))
    #expect(
      lines[1].distance(from: lines[1].startIndex, to: b)
        == lines[2].distance(from: lines[2].startIndex, to: c), "\(lines)")
  }

  /// Left goes to the parent and Right to the first child; the status
  /// line names the row the focus is on now.
  @Test func leftAndRightSayWhereTheFocusWent() throws {
    var app = try TreeScreensTests.app(TreeScreensTests.checklist, ["--tree"], width: 76, height: 10)
    feed(&app, "jj", at: ms(1000))
    #expect(app.engine.focus == 2)
    feed(&app, "\u{1B}[D", at: ms(1100))  // Left
    #expect(app.engine.focus == 0)
    #expect(app.engine.narration.text.contains("Groceries"), "\(app.engine.narration)")
    #expect(!app.engine.narration.text.contains("bread"), "\(app.engine.narration)")
    feed(&app, "\u{1B}[C", at: ms(1200))  // Right
    #expect(app.engine.focus == 1)
    #expect(app.engine.narration.text.contains("milk"), "\(app.engine.narration)")
  }
}
