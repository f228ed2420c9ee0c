import Testing

@testable import ReorderCore
@testable import ReorderGit

/// The todo's own edits: each one step, undone and redone whole, narrated,
/// and logged so that `--replay` gives the same todo under the rules.
@Suite struct GitEditTests {
  static let todo = GitFixtures.fourCommands

  /// Undo brings the input back, redo the result, and the log replays to
  /// the result.
  func expectUndoRedoAndReplay(_ s: inout Session, _ result: [String]) throws {
    #expect(s.strings == result)
    #expect(try s.replayed(on: makeTodoList(Array(Self.todo.map { $0 + "\n" }.joined().utf8))) == result)
    s.send(.undo)
    #expect(s.strings == Self.todo)
    s.send(.redo)
    #expect(s.strings == result)
  }

  @Test func insertExecAfterTheFocusedLine() throws {
    var s = Session(todo: Self.todo)
    s.send(.insertExec(Array("cargo test --all".utf8)))
    // Of 5 as the counter counts (2/5): the todo's lines, not its help.
    #expect(s.engine.narration == #"Inserted at position 2 of 5 · "exec cargo test --all""#)
    #expect(s.engine.narratedTotal == 5)
    #expect(s.engine.focus == 1)
    #expect(s.log == [#"{"op":"insert","at":[2],"text":["exec cargo test --all"]}"#])
    var result = Self.todo
    result.insert("exec cargo test --all", at: 1)
    try expectUndoRedoAndReplay(&s, result)
    s.send(.insertExec(Array("  ".utf8)))
    #expect(s.engine.narration == "Nothing inserted: an exec needs a command (one line)")
    s.send(.insertExec(Array("a\nb".utf8)))
    #expect(s.strings == result)
  }

  @Test func newLinesInACRLFTodoEndWithCR() throws {
    var s = Session(todo: Array(Self.todo.map { $0 + "\r\n" }.joined().utf8))
    s.send(.insertExec(Array("true".utf8)))
    s.send(.insertLine(Array("break".utf8)))
    #expect(
      s.strings.prefix(4) == [
        "pick 1a2b3c4 Add the parser\r", "exec true\r", "break\r", "pick 5d6e7f8 Add the printer\r",
      ])
    let input = makeTodoList(Array(Self.todo.map { $0 + "\r\n" }.joined().utf8))
    #expect(try s.replayed(on: input) == s.strings)
  }

  @Test func duplicateCommitExecAndBreakLinesOnly() throws {
    var s = Session(todo: Self.todo)
    s.send(.duplicateLine)
    #expect(s.engine.narration == #"Duplicated at position 2 of 5 · "Add the parser" (pick 1a2b3c4)"#)
    #expect(s.engine.focus == 1)
    var result = Self.todo
    result.insert(Self.todo[0], at: 1)
    try expectUndoRedoAndReplay(&s, result)
    var t = Session(todo: ["label onto", "reset onto", "update-ref refs/heads/x", "exec make", "break"])
    for position in 0..<3 {
      t.send(.cursor(.to(position)))
      t.send(.duplicateLine)
      #expect(
        t.engine.narration.text.contains("can't be duplicated: only commit, exec and break lines can · "))
    }
    t.send(.cursor(.to(3)))
    t.send(.duplicateLine)
    t.send(.cursor(.to(5)))
    t.send(.duplicateLine)
    #expect(
      t.strings == [
        "label onto", "reset onto", "update-ref refs/heads/x", "exec make", "exec make", "break", "break",
      ])
    #expect(
      try t.replayed(
        on: makeTodoList(Array("label onto\nreset onto\nupdate-ref refs/heads/x\nexec make\nbreak\n".utf8)))
        == t.strings)
  }

  @Test func fixupTakingThisCommitsMessage() throws {
    var s = Session(todo: Self.todo)
    s.send(.cursor(.to(3)))
    s.send(.setFixupFlag(.use))
    #expect(
      s.engine.narration
        == #"pick → fixup -C at position 4; folds into position 2 · "Fix a typo in the parser" (fixup 9f8e7d6) → "Add the printer" (pick 5d6e7f8)"#
    )
    var result = Self.todo
    result[3] = "fixup -C 9f8e7d6 Fix a typo in the parser"
    try expectUndoRedoAndReplay(&s, result)
    s.send(.setFixupFlag(.edit))
    #expect(s.strings[3] == "fixup -c 9f8e7d6 Fix a typo in the parser")
    #expect(s.engine.narration.text.hasPrefix("fixup -C → fixup -c"))
    s.send(.cursor(.to(2)))
    s.send(.setFixupFlag(.use))
    #expect(s.engine.narration == #"Position 3 is not a commit line · "exec make test""#)
  }

  @Test func editLineKeepsItsKind() throws {
    var s = Session(todo: Self.todo)
    s.send(.cursor(.to(2)))
    #expect(s.engine.editableText(at: 2) == Array("exec make test".utf8))
    #expect(s.engine.editableText(at: 0) == nil)
    s.send(.editLine(Array("exec make check".utf8)))
    #expect(s.engine.narration == #"Edited position 3 of 4 · "exec make check""#)
    var result = Self.todo
    result[2] = "exec make check"
    try expectUndoRedoAndReplay(&s, result)
    s.send(.editLine(Array("pick 1a2b3c4 sneaky".utf8)))
    #expect(
      s.engine.narration
        == #"Line not changed: line 3 stays an exec line, with a new text: "pick 1a2b3c4 sneaky" is not one"#)
    s.send(.editLine(Array("exec make check".utf8)))
    #expect(s.engine.narration == "The line is unchanged")
    s.send(.cursor(.to(0)))
    s.send(.editLine(Array("pick 0000000 x".utf8)))
    #expect(s.engine.narration.text.contains("its text doesn't change · "))
    #expect(s.strings == result)
  }

  @Test func editLineOnLabelsAndRefs() throws {
    let input = [
      "label onto", "reset onto", "pick 1a2b3c4 A", "label feature", "update-ref refs/heads/feature",
    ]
    var s = Session(todo: input)
    s.send(.cursor(.to(3)))
    s.send(.editLine(Array("label feature..".utf8)))
    #expect(s.engine.narration == "Line not changed: line 4: 'feature..' is not a valid label")
    s.send(.editLine(Array("l feature-2\r\n".utf8)))
    s.send(.cursor(.to(4)))
    s.send(.editLine(Array("update-ref feature".utf8)))
    #expect(s.engine.narration.text.hasSuffix("update-ref needs a full ref name, such as refs/heads/feature"))
    s.send(.editLine(Array("update-ref refs/heads/feature-2".utf8)))
    #expect(
      s.strings == [
        "label onto", "reset onto", "pick 1a2b3c4 A", "l feature-2", "update-ref refs/heads/feature-2",
      ])
    #expect(try s.replayed(on: makeTodoList(Array(input.map { $0 + "\n" }.joined().utf8))) == s.strings)
  }

  // MARK: - The text editor

  @Test func theEditorsTodoReplacesTheListInOneStep() throws {
    var s = Session(todo: Self.todo)
    #expect(s.engine.todoText() == Array(Self.todo.map { $0 + "\n" }.joined().utf8))
    var edited = Self.todo
    edited.remove(at: 2)
    edited.swapAt(0, 1)
    edited.insert("break", at: 2)
    s.send(.replaceTodo(Array(edited.map { $0 + "\n" }.joined().utf8)))
    #expect(s.engine.narration == "Took the editor's todo: 6 lines, 3 changed")
    #expect(KindContext.changedLines([[1], [2], [3], [4]], [[1], [3], [4]]) == 1, "one deleted")
    #expect(KindContext.changedLines([[1], [2]], [[1], [2], [9]]) == 1, "one added")
    #expect(KindContext.changedLines([[1], [2]], [[1], [2]]) == 0)
    #expect(KindContext.changedLines([[1], [1]], [[1]]) == 1, "repeated lines")
    // Unchanged lines keep their place in the review, comments stay locked.
    #expect(Review(s.engine.list).rows[0].oldPosition == 2, "1-based")
    #expect(s.engine.list.isLocked(5))
    try expectUndoRedoAndReplay(&s, edited)
  }

  @Test func aTodoGitWouldRefuseChangesNothing() {
    var s = Session(todo: Self.todo)
    s.send(.replaceTodo(Array("pick 1a2b3c4 A\npik 5d6e7f8 B\n".utf8)))
    #expect(
      s.engine.narration == #"The editor's todo was not taken: line 2: "pik" is not a command git knows"#)
    s.send(.replaceTodo(Array("# nothing\nfixup 1a2b3c4 A\n".utf8)))
    #expect(
      s.engine.narration
        == "The editor's todo was not taken: line 2: fixup needs a commit before it to fold into")
    s.send(.replaceTodo(s.engine.todoText()))
    #expect(s.engine.narration == "The editor changed nothing")
    #expect(s.strings == Self.todo && s.log.isEmpty)
  }

  @Test func outsideAGitTodoNothingChanges() {
    var s = Session(["pick 1a2b3c4 A", "exec make"])
    for action: EngineAction in [
      .insertExec(Array("x".utf8)), .duplicateLine, .setFixupFlag(.use), .editLine(Array("exec y".utf8)),
      .replaceTodo(Array("pick 1a2b3c4 A\n".utf8)), .fold(.fixup, into: 0),
    ] {
      s.send(action)
    }
    #expect(s.strings == ["pick 1a2b3c4 A", "exec make"])
    #expect(!s.engine.history.canUndo)
  }

  // MARK: - Branches of a --rebase-merges todo

  static let merges = [
    "label onto",
    "reset onto",
    "pick 0df0e88 Add the base",
    "label branch-point",
    "pick dfd70cc Add b",
    "pick b089c58 Add c",
    "label feature",
    "reset branch-point # Add the base",
    "pick 57a2293 Add m",
    "merge -C 8184ec6 feature # Merge branch 'feature'",
    "pick 0c2b8fb Add n",
  ]

  @Test(arguments: [
    // from, to, the branch it lands in (nil: no boundary crossed)
    (4, 5, nil as GitBranch?), (5, 8, .mainLine), (8, 5, .label("feature")), (4, 2, .label("branch-point")),
    (10, 9, .mainLine), (2, 0, .label("onto")), (8, 10, .mainLine), (5, 7, .mainLine), (8, 1, .unnamed),
  ])
  func whichBranchAMoveLandsIn(from: Int, to: Int, branch: GitBranch?) {
    let lines = Self.merges.map { Array($0.utf8) }
    let found = GitBranches.crossing(from: from, to: to, count: lines.count) {
      (GitTodoLine.parse(lines[$0]), lines[$0])
    }
    #expect(found == branch)
  }

  @Test func movesAcrossABranchSaySo() throws {
    var s = Session(todo: Self.merges)
    s.send(.cursor(.to(8)))
    s.send(.moveSelection(.vertical(-3)))
    #expect(s.strings[5] == "pick 57a2293 Add m")
    #expect(s.engine.narration == #"Moved 9 → 6 of 11; moves into branch feature · "Add m" (pick 57a2293)"#)
    s.send(.moveSelection(.vertical(-1)))
    #expect(!s.engine.narration.text.contains("moves into"), "within the branch")
    s.send(.undo)
    #expect(s.engine.narration.text.hasPrefix("Undid: Moved"))
  }
}
