import Testing

@testable import ReorderCore
@testable import ReorderGit

@Suite struct GitTodoTests {
  @Test(
    arguments: [
      (
        "pick 1a2b3c4 Add the parser", GitTodoLine.Kind.command, GitAction.pick as GitAction?, "pick",
        "1a2b3c4"
      ),
      ("p 1a2b3c4 short form", .command, .pick, "p", "1a2b3c4"),
      ("fixup -C 1a2b3c4 keep my message", .command, .fixup, "fixup", "1a2b3c4"),
      ("  squash 99ffee0 indented", .command, .squash, "squash", "99ffee0"),
      ("exec make test", .command, .exec, "exec", nil),
      ("break", .command, .break, "break", nil),
      ("# Rebase 0a1b..9f8e onto 0a1b", .comment, nil, nil, nil),
      ("   ", .blank, nil, nil, nil),
      ("pick\r", .command, .pick, "pick", nil),
      ("frobnicate 123", .unknown, nil, nil, nil),
    ] as [(String, GitTodoLine.Kind, GitAction?, String?, String?)])
  func parsesLines(line: String, kind: GitTodoLine.Kind, action: GitAction?, word: String?, hash: String?) {
    let bytes = Array(line.utf8)
    let parsed = GitTodoLine.parse(bytes)
    #expect(parsed.kind == kind)
    #expect(parsed.action == action)
    #expect(parsed.actionRange.map { String(decoding: bytes[$0], as: UTF8.self) } == word)
    #expect(parsed.hashRange.map { String(decoding: bytes[$0], as: UTF8.self) } == hash)
  }

  @Test func rewritesTheActionKeepingTheRest() {
    func rewrite(_ line: String, _ action: GitAction) -> String? {
      GitTodoLine.rewrite(Array(line.utf8), to: action).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(rewrite("pick 1a2b3c4 Add the parser", .squash) == "squash 1a2b3c4 Add the parser")
    #expect(rewrite("p 1a2b3c4 x", .reword) == "reword 1a2b3c4 x")
    #expect(rewrite("fixup -C 1a2b3c4 msg", .pick) == "pick 1a2b3c4 msg")
    #expect(rewrite("pick 1a2b3c4 x\r", .drop) == "drop 1a2b3c4 x\r", "a CRLF line keeps its CR")
    #expect(rewrite("exec make", .pick) == nil)
    #expect(rewrite("# comment", .pick) == nil)
    #expect(GitAction.pick.next == .reword && GitAction.drop.next == .pick)
  }

  @Test func alternativeCommentCharacter() {
    #expect(GitTodoLine.parse(Array("; Rebase".utf8), commentChar: UInt8(ascii: ";")).kind == .comment)
    #expect(GitTodoLine.parse(Array("# not a comment".utf8), commentChar: UInt8(ascii: ";")).kind == .unknown)
  }

  @Test func engineSetsActionsOnTheSelectionAsOneUndoStep() {
    var s = Session(["pick a1 one", "pick b2 two", "pick c3 three", "", "# help"]) { $0.isGitTodo = true }
    s.send(.toggleMark)
    s.send(.cursor(.vertical(1)))
    s.send(.toggleMark)
    s.send(.setGitAction(.squash))
    #expect(s.strings.prefix(3) == ["squash a1 one", "squash b2 two", "pick c3 three"])
    #expect(
      s.engine.narration
        == "2 commits, positions 1–2: pick → squash: no commit above to fold into, git will refuse this · \"one\" (squash a1)",
      "the first commit has nothing to fold into")
    s.send(.cycleGitAction)
    #expect(
      s.strings.prefix(2) == ["fixup a1 one", "fixup b2 two"], "the selection follows the rewritten lines")
    s.send(.undo)
    s.send(.undo)
    #expect(s.strings.prefix(2) == ["pick a1 one", "pick b2 two"])
    #expect(s.engine.selectedPositions() == [0, 1], "undo brings the selection back with the lines")
    s.send(.escape)
    s.send(.cursor(.to(3)))
    s.send(.setGitAction(.drop))
    #expect(s.engine.narration == "Position 4 is not a commit line · a blank line")
  }

  /// Outside a git rebase todo (`--bind p:pick` without `--git`) no line
  /// is rewritten or inserted: `--replay` would refuse such a log.
  @Test func linesAreRewrittenAndInsertedOnlyInAGitTodo() {
    var s = Session(["pick a1 one", "pick b2 two"])
    s.send(.setGitAction(.squash))
    #expect(s.engine.narration == "Actions change only in a git rebase todo")
    s.send(.insertLine(Array("break".utf8)))
    #expect(s.engine.narration == "Lines are inserted only in a git rebase todo")
    #expect(s.strings == ["pick a1 one", "pick b2 two"])
    var git = Session(["pick a1 one"]) { $0.isGitTodo = true }
    git.send(.insertLine(Array("exec rm -rf".utf8)))
    #expect(git.strings == ["pick a1 one"], "only a break is inserted")
  }

  @Test func insertBreakAfterTheFocusedLine() {
    var s = Session(["pick a1 one", "pick b2 two"]) { $0.isGitTodo = true }
    s.send(.insertLine(Array("break".utf8)))
    #expect(s.strings == ["pick a1 one", "break", "pick b2 two"])
    #expect(s.engine.focus == 1)
    s.send(.undo)
    #expect(s.strings == ["pick a1 one", "pick b2 two"])
    s.send(.redo)
    #expect(s.strings == ["pick a1 one", "break", "pick b2 two"])
    let review = Review(s.engine.list)
    #expect(review.rows[1].oldPosition == 0 && review.insertedCount == 1)
  }
}

@Suite struct EditLogTests {
  @Test func linesForEachKindOfEdit() throws {
    var list = makeList(["a", "b", "c", "d", "e"])
    func line(_ edit: Edit) -> String { EditLog.json(EditLog.entry(for: edit, in: list)) }
    let move = list.move(from: 0, to: 2)!
    #expect(line(move) == #"{"op":"move","from":1,"to":3,"count":1}"#)
    let block = list.moveBlock(ranks: PositionSet([0, 3]), toRank: 1)!
    #expect(line(block) == #"{"op":"move","from":[1,4],"to":[2,3]}"#)
    #expect(line(.swap(0, 4)) == #"{"op":"swap","a":1,"b":5}"#)
    #expect(EditLog.json(.undo) == #"{"op":"undo"}"#)
    let id = list.store.appendSynthesized([0x62, 0xFF])
    list.registerSynthesized(id: id, flags: [])
    let replace = Edit.replace(position: 0, old: list.order[0], new: id)
    #expect(line(replace) == #"{"op":"replace","at":1,"hex":"62ff"}"#)
    #expect(try EditLog.parse(#"{"op":"replace","at":1,"hex":"62ff"}"#) == .replace(1, text: [0x62, 0xFF]))
  }

  @Test func parserRejectsGarbage() {
    for line in [
      "", "{", #"{"op":"move"}"#, #"{"op":"teleport"}"#, #"{"op":"move","from":[1,2],"to":[3]}"#, "[1,2]",
      #"{"op":"delete","at":["x"]}"#, #"{"op":"move","from":1,"to":2,"count":0}"#,
    ] {
      #expect(throws: EditLog.FormatError.self, "\(line)") { try EditLog.parse(line) }
    }
  }

  @Test func quotedTextEscapesControls() throws {
    let text = Array("say \"hi\"\\\t\u{1B}é".utf8)
    let line = EditLog.json(.replace(1, text: text))
    #expect(line == #"{"op":"replace","at":1,"text":"say \"hi\"\\\t\u001bé"}"#)
    #expect(try EditLog.parse(line) == .replace(1, text: text))
  }

  /// Whatever a session does, replaying its log on the same input gives
  /// exactly the same list.
  @Test(arguments: 0..<6)
  func replayingTheLogGivesTheInteractiveResult(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &+ 99)
    var allLogs = ""
    for _ in 0..<60 {
      let recorded = RecordedSession(using: &rng)
      let (items, log) = (recorded.items, recorded.log)
      allLogs += log.joined(separator: "\n")
      var replayer = EditLog.Replayer(list: makeList(items), rules: recorded.rules)
      do {
        for line in log { try replayer.apply(try EditLog.parse(line)) }
      } catch {
        Issue.record("\(error) replaying \(items) with \(log)")
        continue
      }
      #expect(replayer.list.strings == recorded.result, "log: \(log)")
    }
    // The git todo's own edits are among them: exec, copies, fixup -C/-c,
    // edited lines and folds (a move and a rewrite as one group).
    for made in [
      "exec make test", "fixup -", "exec echo", #"],"text":["pick "#, #"{"op":"group","edits":[{"op":"move""#,
    ] {
      #expect(allLogs.contains(made), "no session made \(made)")
    }
  }
}
