import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// git mode's keys for the todo's own edits: each does what `?` says,
/// through the prompt where it takes text, and undo takes it back.
@Suite struct GitKeysTests {
  static let todo =
    "pick 1a2b3c4 Base\npick 5d6e7f8 Next\nexec make test\nlabel onto\npick 9f8e7d6 Fix\n\n# Rebase\n"

  func app(_ text: String = GitKeysTests.todo, _ arguments: [String] = []) throws -> AppModel {
    // The pane beside the list: the status line stays the last row.
    let options = try TestOptions.parse(["--git", "--no-animation", "--preview-window", "right"] + arguments)
      .validated()
    let store = ItemStore()
    store.append(Array(text.utf8))
    store.finish()
    return try AllKinds.model(options: options, store: store, width: 60, height: 12)
  }

  func lines(_ app: AppModel) -> [String] { strings(app) }

  @Test func iTypesAnExecOnTheStatusLineAndEnterInsertsIt() throws {
    var app = try app()
    feed(&app, "i", at: ms(0))
    #expect(app.keys.prompt == .exec(""))
    feed(&app, "cargo test", at: ms(10))
    #expect(
      ListView.render(app.listScreen).lines.last?.contains("exec cargo test") == true,
      "typed on the status line")
    feed(&app, "\r", at: ms(20))
    #expect(app.keys.prompt == nil)
    #expect(lines(app)[1] == "exec cargo test")
    // The sentence counts as the counter does: the todo's lines, not its help.
    #expect(app.counter == (2, 6))
    #expect(app.engine.narration.text == #"Inserted at position 2 of 6 · "exec cargo test""#)
    feed(&app, "u", at: ms(30))
    #expect(lines(app)[1] == "pick 5d6e7f8 Next")
  }

  /// `i` is a kind's command (`Command.kind`) that opens a prompt: asked
  /// for while a mouse button holds a row, it waits for the release, as
  /// `/` and `:` do.
  @Test func iTypedWhileAButtonHoldsARowOpensItsPromptAtTheRelease() throws {
    var app = try app()
    feed(&app, mouse(.press, x: 4, y: 0), at: ms(0))
    _ = app.tick(at: ms(700))
    #expect(app.engine.isDragging)
    feed(&app, "i", at: ms(720))
    #expect(app.keys.prompt == nil, "not while the row is held")
    #expect(app.engine.isDragging)
    feed(&app, mouse(.release, x: 4, y: 0), at: ms(740))
    #expect(!app.engine.isDragging)
    #expect(app.keys.prompt == .exec(""))
  }

  @Test func escCancelsTheExecAndNothingIsInserted() throws {
    var app = try app()
    feed(&app, "imake", at: ms(0))
    feed(&app, "\u{1B}", at: ms(10))
    #expect(app.keys.prompt == nil && lines(app).count == 7)
    #expect(app.engine.narration == Narrator.execCancelled)
  }

  @Test func wEditsALabelStartingFromItsText() throws {
    var app = try app()
    feed(&app, "4G", at: ms(0))
    feed(&app, "w", at: ms(10))
    #expect(app.keys.prompt == .line("label onto"))
    feed(&app, "\u{7F}\u{7F}\u{7F}\u{7F}base", at: ms(20))
    feed(&app, "\r", at: ms(30))
    #expect(lines(app)[3] == "label base")
    #expect(app.engine.narration.text == #"Edited position 4 of 5 · "label base""#)
  }

  @Test func wOnACommitOpensNoPromptAndSaysWhy() throws {
    var app = try app()
    feed(&app, "w", at: ms(0))
    #expect(app.keys.prompt == nil)
    #expect(app.engine.narration.text.contains("is not an exec, label, reset, merge or update-ref line"))
  }

  @Test func yDuplicatesAndCapitalsSetFixupFlags() throws {
    var app = try app()
    feed(&app, "y", at: ms(0))
    #expect(lines(app)[0] == lines(app)[1])
    feed(&app, "u5GA", at: ms(10))
    #expect(lines(app)[4] == "fixup -C 9f8e7d6 Fix")
    feed(&app, "C", at: ms(20))
    #expect(lines(app)[4] == "fixup -c 9f8e7d6 Fix")
  }

  @Test func fFoldsTheLiftedCommitIntoTheOneUnderIt() throws {
    var app = try app()
    feed(&app, "5G ", at: ms(0))  // lift "Fix"
    feed(&app, "kkkk", at: ms(10))  // the gap takes Base's place
    feed(&app, "F", at: ms(20))
    #expect(!app.engine.isDragging)
    #expect(Array(lines(app).prefix(3)) == ["pick 1a2b3c4 Base", "fixup 9f8e7d6 Fix", "pick 5d6e7f8 Next"])
    feed(&app, "u", at: ms(30))
    #expect(lines(app)[4] == "pick 9f8e7d6 Fix", "one undo: order and action")
  }

  @Test func fWithNothingLiftedFoldsIntoTheCommitAbove() throws {
    var app = try app()
    feed(&app, "5GF", at: ms(0))
    #expect(
      Array(lines(app).prefix(5)) == [
        "pick 1a2b3c4 Base", "pick 5d6e7f8 Next", "fixup 9f8e7d6 Fix", "exec make test", "label onto",
      ])
  }

  @Test func bangAsksTheLoopToOpenTheEditorWithTheTodo() throws {
    var app = try app()
    feed(&app, "d", at: ms(0))  // drop Base first: the editor sees the session's todo
    let effects = feed(&app, "!", at: ms(10))
    #expect(
      effects == [
        .engine(.kind(AnyKindEffect(EditTodoEffect(todo: Array(("drop" + Self.todo.dropFirst(4)).utf8)))))
      ])
  }

  @Test func theEditorsTodoComesBackAsOneUndoableStep() throws {
    var app = try app()
    _ = app.perform(.replaceTodo(Array("pick 5d6e7f8 Next\npick 1a2b3c4 Base\n".utf8)), at: ms(0))
    #expect(lines(app) == ["pick 5d6e7f8 Next", "pick 1a2b3c4 Base"])
    feed(&app, "u", at: ms(10))
    #expect(lines(app).count == 7)
  }

  @Test func theNewKeysAreOnlyGitModes() throws {
    var plain = makeApp(["a", "b"])
    #expect(feed(&plain, "!", at: ms(0)).isEmpty)
    feed(&plain, "i", at: ms(10))
    #expect(plain.keys.prompt == nil)
  }
}

/// git mode's default preview: a pane below the list showing the
/// focused line through ``GitPreviewCommand``; `--preview` replaces it.
@Suite struct GitPreviewDefaultTests {
  func app(_ arguments: [String]) throws -> AppModel {
    let options = try TestOptions.parse(["--no-animation"] + arguments).validated()
    let store = ItemStore()
    store.append(Array("pick 1a2b3c4 Base\nexec make test\n".utf8))
    store.finish()
    let repository = GitRepository(gitDirectory: "/r/.git", todoDirectory: "/r/.git/rebase-merge")
    var app = try AllKinds.model(options: options, store: store, width: 80, height: 10)
    GitTerminalModule.showCommits(of: repository, onto: repository.onto(), in: &app, options: options)
    return app
  }

  func commandLine(_ app: AppModel) throws -> String {
    let request = try #require(app.previewRequest)
    let invocation = try #require(try app.previewInvocation(for: request))
    return String(decoding: invocation.commandLine, as: UTF8.self)
  }

  @Test func theFocusedCommitIsShownByGitShow() throws {
    var app = try app(["--git"])
    #expect(app.preview?.layout.pane != nil, "a pane without --preview")
    #expect(
      try commandLine(app).contains(
        "show --stat --patch --color=always --no-show-signature --no-textconv --no-ext-diff '1a2b3c4'"))
    feed(&app, "j", at: ms(0))
    #expect(try commandLine(app).contains("exec: runs in the shell"))
    feed(&app, "P", at: ms(10))
    #expect(app.previewRequest == nil, "P closes it")
  }

  @Test func thePaneIsBelowTheListUnlessPreviewWindowPlacesIt() throws {
    let below = try #require(try app(["--git"]).preview?.layout.pane)
    #expect(below.frame.y > 0 && below.frame.width == 80, "below, the whole width")
    let beside = try #require(try app(["--git", "--preview-window", "right"]).preview?.layout.pane)
    #expect(beside.frame.y == 0 && beside.frame.x > 0, "an explicit right is kept")
  }

  @Test func previewWindowHiddenStartsItClosedAndPreviewReplacesIt() throws {
    var hidden = try app(["--git", "--preview-window", "hidden"])
    #expect(hidden.previewRequest == nil)
    feed(&hidden, "P", at: ms(0))
    #expect(try commandLine(hidden).contains("'1a2b3c4'"))
    #expect(try commandLine(app(["--git", "--preview", "echo {}"])) == "echo 'pick 1a2b3c4 Base'")
    #expect(try app([]).preview == nil, "not outside git mode")
  }
}
