import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderTree

/// An outline's H and L change the subtree's levels as org's
/// M-S-left/right do, and promote/demote (org's M-left/right) one heading
/// alone; the tree is then what the levels say. `--tree` keeps its
/// refusals where a level gap cannot be written.
@Suite struct OutlineLevelShiftTests {
  /// The session's text after `actions` with the focus on `line` (1-based).
  static func after(
    _ lines: [String], reading: TreeReading, line: Int, _ actions: [EngineAction]
  ) throws -> (text: [String], said: String?, s: Session) {
    var s = try treeSession(lines, reading: reading)
    s.engine.focus = line - 1 - s.engine.list.fixedIDs.count
    for action in actions { s.send(action) }
    return (s.strings, s.said, s)
  }

  /// Emacs's etc/MACHINES: L on `*** 64-bit GNU/Linux`, the first child
  /// of `** GNU/Linux`, gives `****` (org-demote-subtree), still its
  /// parent's child.
  @Test func lDemotesAFirstChildAsOrgDoes() throws {
    let machines = try String(
      contentsOf: MarkdownOracleTests.corpus.appendingPathComponent("org/emacs-MACHINES.org"), encoding: .utf8
    )
    var lines = machines.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    let at = try #require(lines.firstIndex(of: "*** 64-bit GNU/Linux"))
    let (text, _, s) = try Self.after(lines, reading: .orgHeadings, line: at + 1, [.kind(TreeAction.indent)])
    #expect(text[at - s.engine.list.fixedIDs.count] == "**** 64-bit GNU/Linux")
    let rows = try #require(s.engine.configuration.kind as? TreeKind).rows
    let parent = try #require(rows.parent(of: at - s.engine.list.fixedIDs.count, in: s.engine.list.order))
    #expect(s.engine.list.strings[parent] == "** GNU/Linux")
  }

  @Test func markdownLDemotesAFirstChildUpToLevelSix() throws {
    let doc = ["# A", "## b", "### c", "## d"]
    let (text, _, _) = try Self.after(doc, reading: .markdownHeadings, line: 2, [.kind(TreeAction.indent)])
    #expect(text == ["# A", "### b", "#### c", "## d"])
    let deep = ["# A", "###### b"]
    let (same, said, _) = try Self.after(
      deep, reading: .markdownHeadings, line: 2, [.kind(TreeAction.indent)])
    #expect(same == deep)
    #expect(said?.contains("headings stop at level 6") == true)
  }

  /// Emacs's etc/DEBUG has only `**` headings: H makes one `*`, and the
  /// `**` headings after it are its children.
  @Test func hPromotesAHeadingWithNoParentAboveIt() throws {
    let doc = ["** a", "*** a1", "** b", "** c"]
    let (text, _, s) = try Self.after(doc, reading: .orgHeadings, line: 1, [.kind(TreeAction.outdent)])
    #expect(text == ["* a", "** a1", "** b", "** c"])
    #expect(
      nodeDepths(try #require(s.engine.configuration.kind as? TreeKind).rows, s.engine.list) == [0, 1, 1, 1])
    let (top, said, _) = try Self.after(
      ["* a", "** b"], reading: .orgHeadings, line: 1, [.kind(TreeAction.outdent)])
    #expect(top == ["* a", "** b"])
    #expect(said?.contains("top level") == true)
  }

  @Test func demoteMovesOneHeadingAndItsChildrenFollowTheLevels() throws {
    let doc = ["* A", "** b", "*** b1", "** c"]
    let (text, said, s) = try Self.after(doc, reading: .orgHeadings, line: 2, [.kind(TreeAction.demote)])
    #expect(text == ["* A", "*** b", "*** b1", "** c"])
    #expect(said == "Demoted \"b\" to level 3, without its subtree")
    // b1 is b's sibling now, both under A.
    #expect(
      nodeDepths(try #require(s.engine.configuration.kind as? TreeKind).rows, s.engine.list) == [0, 1, 1, 1])
  }

  @Test func promoteMakesTheFollowingSiblingsChildren() throws {
    let doc = ["* A", "** b", "*** b1", "** c", "* D"]
    let (text, _, s) = try Self.after(doc, reading: .orgHeadings, line: 2, [.kind(TreeAction.promote)])
    #expect(text == ["* A", "* b", "*** b1", "** c", "* D"])
    #expect(
      nodeDepths(try #require(s.engine.configuration.kind as? TreeKind).rows, s.engine.list) == [
        0, 0, 1, 1, 0,
      ])
    let (top, _, _) = try Self.after(doc, reading: .orgHeadings, line: 1, [.kind(TreeAction.promote)])
    #expect(top == doc)
  }

  @Test func promoteAndDemoteAreLoggedAndReplayed() throws {
    let doc = ["# A", "## b", "### b1", "", "text", "## c"]
    var s = try treeSession(doc, reading: .markdownHeadings)
    s.engine.focus = 1
    s.send(.kind(TreeAction.demote))
    s.engine.focus = 5
    s.send(.kind(TreeAction.promote))
    #expect(s.strings == ["# A", "### b", "### b1", "", "text", "# c"])
    var replayer = EditLog.Replayer(
      list: ReorderList(store: makeStore(doc)), rules: s.engine.configuration.editRules)
    for line in s.logLines { try replayer.apply(try EditLog.parse(line)) }
    #expect(replayer.list.strings == s.strings)
  }

  @Test func treeKeepsItsRefusals() throws {
    let doc = ["a", "  b", "    c"]
    let (text, said, _) = try Self.after(
      doc, reading: .indentation(tabWidth: 8), line: 2, [.kind(TreeAction.indent)])
    #expect(text == doc)
    #expect(said?.contains("no row above it at its level to go under") == true)
    let (same, alone, _) = try Self.after(
      doc, reading: .indentation(tabWidth: 8), line: 2, [.kind(TreeAction.demote)])
    #expect(same == doc)
    #expect(alone?.contains("only in an outline") == true)
  }
}
