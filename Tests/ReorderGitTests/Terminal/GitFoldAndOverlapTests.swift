import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// git mode's gestures over commits: a drag that rests on a commit folds
/// into it; a lifted commit warns of the commits it crosses that change
/// the same files.
@Suite struct GitFoldAndOverlapTests {
  static let todo = "pick 1a2b3c4 Base\npick 5d6e7f8 Next\npick 9f8e7d6 Fix\n\n# Rebase\n"

  func app() throws -> AppModel {
    let options = try TestOptions.parse(["--git", "--no-animation", "--preview-window", "hidden"]).validated()
    let store = ItemStore()
    store.append(Array(Self.todo.utf8))
    store.finish()
    return try AllKinds.model(options: options, store: store, width: 70, height: 10)
  }

  func status(_ app: AppModel) -> String { ListView.render(app.listScreen).lines.last ?? "" }

  /// Holds "Fix" (screen row 3) and drags it onto Base's row.
  func dragFixOntoBase(_ app: inout AppModel) {
    feed(&app, mouse(.press, x: 4, y: 2), at: ms(0))
    _ = app.tick(at: ms(600))
    feed(&app, mouse(.drag, x: 4, y: 1), at: ms(620))
    feed(&app, mouse(.drag, x: 4, y: 0), at: ms(640))
    #expect(app.engine.isDragging)
  }

  @Test func restingOnACommitMarksItAndTheDropFoldsIntoIt() throws {
    var app = try app()
    dragFixOntoBase(&app)
    #expect(app.engine.foldTarget == nil, "not rested yet")
    _ = app.tick(at: ms(640 + 600))
    #expect(
      app.engine.narration.text == #"Drop to fixup into position 1 (s: squash) · "Base" (pick 1a2b3c4)"#)
    #expect(ListView.render(app.listScreen).lines[1].hasPrefix(" +pick 1a2b3c4 Base"), "the target is marked")
    // The lifted row itself says what releasing it does (issue 33).
    #expect(
      ListView.render(app.listScreen).lines[0].hasPrefix("░ release: fixup into \"Base\" · pick 9f8e7d6 Fix"))
    feed(&app, "s", at: ms(1300))
    #expect(status(app).contains("Drop to squash into position 1 (f: fixup)"))
    #expect(
      ListView.render(app.listScreen).lines[0].hasPrefix("░ release: squash into \"Base\" · pick 9f8e7d6 Fix")
    )
    feed(&app, mouse(.release, x: 4, y: 0), at: ms(1320))
    #expect(strings(app).prefix(3) == ["pick 1a2b3c4 Base", "squash 9f8e7d6 Fix", "pick 5d6e7f8 Next"])
    feed(&app, "u", at: ms(1400))
    #expect(strings(app).prefix(3) == ["pick 1a2b3c4 Base", "pick 5d6e7f8 Next", "pick 9f8e7d6 Fix"])
  }

  @Test func movingOnMakesTheDropAMoveAgain() throws {
    var app = try app()
    dragFixOntoBase(&app)
    #expect(ListView.render(app.listScreen).lines[0].hasPrefix("░ pick 9f8e7d6 Fix"), "not armed: no warning")
    _ = app.tick(at: ms(1300))
    #expect(app.engine.foldTarget != nil)
    feed(&app, mouse(.drag, x: 4, y: 1), at: ms(1320))
    #expect(
      !ListView.render(app.listScreen).lines.joined().contains("release:"), "disarmed: the warning goes")
    #expect(app.engine.foldTarget == nil)
    feed(&app, mouse(.release, x: 4, y: 1), at: ms(1340))
    #expect(strings(app).prefix(3) == ["pick 1a2b3c4 Base", "pick 9f8e7d6 Fix", "pick 5d6e7f8 Next"])
  }

  @Test func aLiftedCommitWarnsOfTheCommitsItCrossesThatShareFiles() throws {
    var app = try app()
    var map = OverlapMap()
    map.record([Array("parser.c".utf8)], for: "1a2b3c4")
    map.record([Array("printer.c".utf8)], for: "5d6e7f8")
    map.record([Array("parser.c".utf8)], for: "9f8e7d6")
    app.updateOverlaps(map)
    feed(&app, "G ", at: ms(0))
    feed(&app, "k", at: ms(10))
    #expect(app.overlappingIDs.isEmpty, "Next changes other files")
    #expect(app.engine.narration.text.hasPrefix("Moving to position 2"))
    feed(&app, "k", at: ms(20))
    #expect(app.overlappingIDs == [app.engine.list.id(at: 0)])
    #expect(
      app.engine.narration.text
        == #"crosses 1 commit that changes the same files: "Base" (pick 1a2b3c4)"#)
    #expect(ListView.render(app.listScreen).lines[1].hasPrefix(" !pick 1a2b3c4 Base"))
    feed(&app, "\u{1B}", at: ms(30))
    #expect(
      app.overlappingIDs.isEmpty && !ListView.render(app.listScreen).lines.contains { $0.contains("!pick") })
  }

  @Test func withoutFileListsNothingIsSaid() throws {
    var app = try app()
    feed(&app, "G kk", at: ms(0))
    #expect(app.overlappingIDs.isEmpty)
    #expect(app.engine.narration.text.hasPrefix("Moving to position 1"))
  }
}
