import Testing

@testable import ReorderCore
@testable import ReorderGit

/// Issue 29's examples: edits and orders no session of the kind could
/// make are refused by `--replay` and `--order` alike, naming the rule
/// (a board's: ReorderBoardTests' BoardRulesTests; a tree's:
/// ReorderTreeTests' TreeKindRulesTests).
@Suite struct KindRulesTests {

  // MARK: - `--order`

  static func order(_ order: [Int], on list: ReorderList, rules: EditRules) -> String? {
    var result = list
    let problem = rules.apply(order: order, to: &result)
    if problem != nil { #expect(result.strings == list.strings, "a refused order changed the list") }
    return problem
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
    let list = ReorderList(store: makeStore(items)) { kind.flags(of: $0) }
    var replayer = EditLog.Replayer(list: list, rules: EditRules(kind: kind))
    try replayer.apply(
      try EditLog.parse(
        #"{"op":"group","edits":[{"op":"move","from":1,"to":3,"count":1},"#
          + #"{"op":"replace","at":3,"text":"fixup 1111111 s"}]}"#))
    #expect(replayer.list.strings == ["pick 2222222 t", "# c", "fixup 1111111 s"])
  }
}
