import Testing

@testable import ReorderCore
@testable import ReorderGit

/// `--replay` accepts only what a session could have done: each entry is
/// held to the engine's ``EditRules`` for that input and those options.
@Suite struct ReplayRulesTests {
  /// Positions 1…7: a leading header, a row, a locked row, a row, a
  /// header, a row, a commit line.
  static let items = ["#A", "a1", "!L", "a2", "#B", "b1", "pick c0ffee Fix"]

  /// Applies one log line to a fresh list; nil if accepted, else the
  /// error. A refused entry leaves the list as it was.
  static func replay(_ line: String, git: Bool) -> String? {
    let rules = EditRules(gitCommentChar: git ? UInt8(ascii: "#") : nil)
    var replayer = EditLog.Replayer(list: makeList(items), rules: rules)
    do {
      try replayer.apply(try EditLog.parse(line))
      return nil
    } catch {
      #expect(replayer.list.strings == items, "a refused entry changed the list: \(line)")
      return error.message
    }
  }

  @Test(
    arguments: [
      // Moves: only liftable rows, never onto a locked row's place, never
      // above the first header, as one block or one shift.
      (#"{"op":"move","from":2,"to":4,"count":1}"#, nil),
      (#"{"op":"move","from":[2,6],"to":[4,7]}"#, nil),  // ranks 1,4 → 2,5: a shift
      (#"{"op":"move","from":[2,6],"to":[6,7]}"#, nil),  // ranks 1,4 → 4,5: one block
      (#"{"op":"move","from":1,"to":2,"count":1}"#, "row 1 is a section header: headers are never moved"),
      (#"{"op":"move","from":5,"to":2,"count":1}"#, "row 5 is a section header: headers are never moved"),
      (#"{"op":"move","from":3,"to":2,"count":1}"#, "row 3 is locked: locked rows are never moved"),
      (
        #"{"op":"move","from":2,"to":3,"count":1}"#,
        "position 3 is a locked row's: locked rows are never displaced"
      ),
      (#"{"op":"move","from":2,"to":1,"count":1}"#, "nothing moves above the first section header"),
      (#"{"op":"move","from":2,"to":2,"count":1}"#, "a move that moves nothing"),
      (
        #"{"op":"move","from":[2,4],"to":[4,7]}"#,
        "a move lands its rows together, or shifts them all by the same distance"
      ),
      (#"{"op":"move","from":[2,2],"to":[4,6]}"#, "a move names a position twice"),
      (#"{"op":"move","from":6,"to":2,"count":3}"#, "position 8 is outside 1…7"),
      // Swaps and deletes: two different liftable rows; liftable rows.
      (#"{"op":"swap","a":2,"b":6}"#, nil),
      (#"{"op":"swap","a":2,"b":2}"#, "a swap needs two different rows, not row 2 twice"),
      (#"{"op":"swap","a":2,"b":5}"#, "row 5 is a section header: headers are never swapped"),
      (#"{"op":"swap","a":3,"b":2}"#, "row 3 is locked: locked rows are never swapped"),
      (#"{"op":"delete","at":[2,6]}"#, nil),
      (#"{"op":"delete","at":[1]}"#, "row 1 is a section header: headers are never deleted"),
      (#"{"op":"delete","at":[3]}"#, "row 3 is locked: locked rows are never deleted"),
      (#"{"op":"delete","at":[]}"#, "a delete needs a row"),
      // Lines are rewritten and inserted only in a git rebase todo.
      (#"{"op":"insert","at":[2],"text":["break"]}"#, "lines are inserted only in a git rebase todo (--git)"),
      (
        #"{"op":"replace","at":7,"text":"squash c0ffee Fix"}"#,
        "lines are rewritten only in a git rebase todo (--git)"
      ),
      (
        #"{"op":"group","edits":[{"op":"replace","at":7,"text":"drop c0ffee Fix"}]}"#,
        "lines are rewritten only in a git rebase todo (--git)"
      ),
    ] as [(String, String?)])
  func entriesOutsideGitMode(line: String, problem: String?) {
    #expect(Self.replay(line, git: false) == problem, "\(line)")
  }

  @Test(
    arguments: [
      (#"{"op":"insert","at":[2],"text":["break"]}"#, nil),
      (#"{"op":"insert","at":[8],"text":["break"]}"#, nil),
      (#"{"op":"insert","at":[1],"text":["break"]}"#, "a new line goes after a row: position 2…8, not 1"),
      (
        #"{"op":"insert","at":[2],"text":["pick deadbee smuggled"]}"#,
        #"a new line is a break, an exec or a copy of the line above, not "pick deadbee smuggled""#
      ),
      (#"{"op":"insert","at":[2,3],"text":["break","break"]}"#, "one line is inserted at a time"),
      (#"{"op":"replace","at":7,"text":"squash c0ffee Fix"}"#, nil),
      (
        #"{"op":"replace","at":7,"text":"pick deadbee Other"}"#,
        "the new text is not line 7 with another action"
      ),
      (
        #"{"op":"replace","at":7,"text":"pick c0ffee Fix"}"#, "the new text is not line 7 with another action"
      ),
      (
        #"{"op":"replace","at":2,"text":"squash a1"}"#,
        "line 2 is not a commit line, nor an exec, label, reset, merge or update-ref line: its text never changes"
      ),
      (
        #"{"op":"group","edits":[{"op":"replace","at":7,"text":"drop c0ffee Fix"}]}"#,
        "a group holds at least two action changes"
      ),
      (
        #"{"op":"group","edits":[{"op":"replace","at":7,"text":"drop c0ffee Fix"},{"op":"move","from":2,"to":4,"count":1}]}"#,
        "a group is several action changes, a fold or a whole new todo"
      ),
      (
        #"{"op":"group","edits":[{"op":"replace","at":7,"text":"drop c0ffee Fix"},{"op":"replace","at":7,"text":"pick c0ffee Fix"}]}"#,
        "a group changes line 7 twice"
      ),
    ] as [(String, String?)])
  func entriesInGitMode(line: String, problem: String?) {
    #expect(Self.replay(line, git: true) == problem, "\(line)")
  }

  /// A count is checked against the list before anything is built: no
  /// allocation of its size (999999999999999 crashed; 100000000 took
  /// seconds and 1.5 GB).
  @Test(arguments: [999_999_999_999_999, 100_000_000, 8])
  func hugeCountsAreRefusedBeforeAnythingIsBuilt(count: Int) {
    let line = #"{"op":"move","from":2,"to":3,"count":\#(count)}"#
    #expect(Self.replay(line, git: false) == "position \(count + 1) is outside 1…7")
    let entry = try? EditLog.parse(line)
    #expect(entry == .move(from: PositionSet(2..<(2 + count)), to: PositionSet(3..<(3 + count))))
  }

  /// Undo reaches back as far as a session's (1000 edits), no further.
  @Test func undoReachesBackAsFarAsASession() throws {
    var replayer = EditLog.Replayer(list: makeList(["a", "b"]), rules: EditRules(historyDepth: 3))
    for _ in 0..<4 { try replayer.apply(.swap(1, 2)) }
    for _ in 0..<3 { try replayer.apply(.undo) }
    #expect(throws: EditLog.FormatError(message: "undo with nothing to undo")) { try replayer.apply(.undo) }
    #expect(EngineConfiguration().editRules.historyDepth == EditRules().historyDepth)
  }
}
