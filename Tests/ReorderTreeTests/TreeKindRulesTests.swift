import Testing

@testable import ReorderCore
@testable import ReorderTree

/// Issue 29's examples: edits and orders no session of the kind could
/// make are refused by `--replay` and `--order` alike, naming the rule; a
/// board's own column move replays.
@Suite struct TreeKindRulesTests {
  /// `printf 'a\n  b\nc\n'` as a `--tree`.
  static let tree = ["a", "  b", "c"]
  static let outline = ["# H", "body", "## S", "text"]

  /// One log line replayed on a fresh list of the kind; nil if accepted,
  /// else the rule. A refused line leaves the list as it was.
  static func replay(_ line: String, _ lines: [String], reading: TreeReading) throws -> String? {
    let s = try treeSession(lines, reading: reading)
    var replayer = EditLog.Replayer(list: s.engine.list, rules: s.engine.configuration.editRules)
    do {
      try replayer.apply(try EditLog.parse(line))
      return nil
    } catch {
      #expect(replayer.list.strings == lines, "a refused entry changed the list: \(line)")
      return error.message
    }
  }

  @Test(
    arguments: [
      // A child moved above its parent.
      (
        #"{"op":"move","from":2,"to":1,"count":1}"#,
        "a subtree lands at position 1 at depth 1…1 (from the row below's to one deeper than the row above's), not 2"
      ),
      // A parent moved without its subtree; deleted with its child kept.
      (#"{"op":"move","from":1,"to":3,"count":1}"#, "row 1 moves with its whole subtree, rows 1…2"),
      (#"{"op":"delete","at":[1]}"#, "row 1 is deleted with its subtree (rows 1…2), not without row 2"),
      // A swap.
      (#"{"op":"swap","a":1,"b":3}"#, "rows of a tree never swap: a node moves with its subtree"),
      // A rewrite six levels deep.
      (
        #"{"op":"group","edits":[{"op":"replace","at":2,"text":"            b"}]}"#,
        "a subtree lands at position 2 at depth 1…2 (from the row below's to one deeper than the row above's), not 7"
      ),
      // What a session does: c above a (with a's subtree), b out a level
      // (H), a with b deleted, a and b below c.
      (#"{"op":"move","from":3,"to":1,"count":1}"#, nil),
      (#"{"op":"replace","at":2,"text":"b"}"#, nil),
      (#"{"op":"delete","at":[1,2]}"#, nil),
      (#"{"op":"move","from":1,"to":2,"count":2}"#, nil),
    ] as [(String, String?)])
  func treeEntries(line: String, rule: String?) throws {
    #expect(try Self.replay(line, Self.tree, reading: .indentation(tabWidth: 8)) == rule, "\(line)")
  }

  @Test(
    arguments: [
      // A body line above its heading.
      (
        #"{"op":"move","from":2,"to":1,"count":1}"#,
        "row 2 belongs to the row above it (a blank line, a heading's body): it moves with it"
      ),
      // `##` to `######` in one step.
      (
        "{\"op\":\"replace\",\"at\":3,\"text\":\"###### S\"}",
        "a subtree lands at position 3 at depth 1…2 (from the row below's to one deeper than the row above's), not 6"
      ),
      // A heading deleted without its body.
      (#"{"op":"delete","at":[1]}"#, "row 1 is deleted with its subtree (rows 1…4), not without row 2"),
      // What a session does: `## S` out a level with its body (H).
      (
        "{\"op\":\"group\",\"edits\":[{\"op\":\"replace\",\"at\":3,\"text\":\"# S\"},"
          + "{\"op\":\"replace\",\"at\":4,\"text\":\"text\"}]}",
        nil
      ),
    ] as [(String, String?)])
  func outlineEntries(line: String, rule: String?) throws {
    #expect(try Self.replay(line, Self.outline, reading: .markdownHeadings) == rule, "\(line)")
  }

  // MARK: - `--order`

  static func order(_ order: [Int], on list: ReorderList, rules: EditRules) -> String? {
    var result = list
    let problem = rules.apply(order: order, to: &result)
    if problem != nil { #expect(result.strings == list.strings, "a refused order changed the list") }
    return problem
  }

  @Test func orderSplittingAChildFromItsParentIsRefused() throws {
    let s = try treeSession(Self.tree)
    #expect(
      Self.order([2, 1, 3], on: s.engine.list, rules: s.engine.configuration.editRules)
        == "--order cannot put line 2 at position 1: a subtree lands at position 1 at depth 1…1"
        + " (from the row below's to one deeper than the row above's), not 2")
    #expect(Self.order([3, 1, 2], on: s.engine.list, rules: s.engine.configuration.editRules) == nil)
  }

  @Test func orderMovingABodyAboveItsHeadingIsRefused() throws {
    let s = try treeSession(Self.outline, reading: .markdownHeadings)
    #expect(
      Self.order([2, 1, 3, 4], on: s.engine.list, rules: s.engine.configuration.editRules)
        == "--order cannot put line 2 at position 1: row 2 belongs to the row above it"
        + " (a blank line, a heading's body): it moves with it")
  }
}
