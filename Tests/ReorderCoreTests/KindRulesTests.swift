import Testing

@testable import ReorderCore

/// Issue 29's examples: edits and orders no session of the kind could
/// make are refused by `--replay` and `--order` alike, naming the rule; a
/// board's own column move replays.
@Suite struct KindRulesTests {
  static let board = "# A\n- a1\n  sub\n- a2\n# B\n- b1\n"

  // MARK: - `--order`

  static func order(_ order: [Int], on list: ReorderList, rules: EditRules) -> String? {
    var result = list
    let problem = rules.apply(order: order, to: &result)
    if problem != nil { #expect(result.strings == list.strings, "a refused order changed the list") }
    return problem
  }

  @Test func orderMovingACardAboveTheFirstColumnIsRefused() {
    let rules = EditRules(kind: BoardKind())
    let list = makeBoard(Self.board)
    #expect(
      Self.order([2, 1, 3, 4, 5], on: list, rules: rules)
        == "--order cannot put line 2 at position 1: a card lands in a column: nothing goes above the first column's header"
    )
    // Column B first, and a2 into it: what L and a card's move do.
    var moved = list
    #expect(rules.apply(order: [4, 3, 5, 1, 2], to: &moved) == nil)
    #expect(moved.boardStrings == ["# B", "- a2", "- b1", "# A", "- a1\n  sub"])
  }

  @Test func orderMovingASectionHeaderIsRefused() {
    let list = makeList(["#h1", "x", "#h2", "y"])
    #expect(
      Self.order([2, 1, 3, 4], on: list, rules: EditRules())
        == "--order cannot put line 2 at position 1: nothing moves above the first section header")
    #expect(
      Self.order([3, 4, 1, 2], on: list, rules: EditRules())
        == "--order cannot put line 1 at position 3: row 1 is a section header: headers are never moved")
    // x below h2: rows cross headers.
    #expect(Self.order([1, 3, 2, 4], on: list, rules: EditRules()) == nil)
  }

  // MARK: - A git todo's fold

  /// `f` on "s" folds it into "t" below the comment between them, as git
  /// reads a todo (comments skipped): the logged fold replays (it was
  /// refused: the row above it is the comment).
  @Test func aFoldBelowACommentReplays() throws {
    let items = ["pick 1111111 s", "# c", "pick 2222222 t"]
    let kind = GitTodoKind()
    let list = ReorderList(store: makeStore(items)) { kind.flags(ofLoaded: $0) }
    var replayer = EditLog.Replayer(list: list, rules: EditRules(kind: kind))
    try replayer.apply(
      try EditLog.parse(
        #"{"op":"group","edits":[{"op":"move","from":1,"to":3,"count":1},"#
          + #"{"op":"replace","at":3,"text":"fixup 1111111 s"}]}"#))
    #expect(replayer.list.strings == ["pick 2222222 t", "# c", "fixup 1111111 s"])
  }

  // MARK: - A board's own log

  /// `L` on column A's header, then Enter: the column move the session
  /// logs replays (it was refused as a header's move).
  @Test func aBoardsColumnMoveReplays() throws {
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configuration.logsEdits = true
    configuration.kind = BoardKind()
    var s = Session(["unused"])
    s.engine = ReorderEngine(list: makeBoard(Self.board), width: 60, height: 12, configuration: configuration)
    s.send(.kind(BoardAction.moveSideways(by: 1)))
    s.send(.confirm)
    let log = s.effects.compactMap { effect -> String? in
      guard case .committed(let commit) = effect, let entry = commit.logEntry else { return nil }
      return EditLog.json(entry)
    }
    #expect(log == [#"{"op":"move","from":1,"to":3,"count":3}"#])
    var replayer = EditLog.Replayer(list: makeBoard(Self.board), rules: EditRules(kind: BoardKind()))
    for line in log { try replayer.apply(try EditLog.parse(line)) }
    #expect(replayer.list.boardStrings == ["# B", "- b1", "# A", "- a1\n  sub", "- a2"])
    #expect(replayer.list.boardStrings == s.engine.list.boardStrings)
  }
}
