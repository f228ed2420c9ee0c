import Testing

@testable import ReorderCore
@testable import ReorderTree

/// `H`/`L` in an indented file put the subtree where its new siblings
/// sit, not one unit away (issue 33: `L` put `- [ ] preceding-sibling` at
/// 4 spaces under siblings at 8).
@Suite struct TreeShiftColumnTests {
  /// The file's unit is 4 (from `a1`), but `b`'s child sits at 8.
  static let lines = ["- [ ] a", "    - [ ] a1", "- [ ] b", "        - [ ] b1", "- [ ] preceding-sibling"]

  func shifted(_ lines: [String], at position: Int, outward: Bool) throws -> [String] {
    let store = makeStore(lines)
    var rows = try TreeRows.read(store, reading: .indentation(tabWidth: 8))
    var list = ReorderList(store: store)
    let move = try rows.planShift(at: position, outward: outward, in: list.order, store: store).get()
    apply(move, rows: &rows, list: &list)
    let reread = try TreeRows.read(makeRawStore(text(of: list)), reading: .indentation(tabWidth: 8))
    let depths = (0..<UInt32(list.count)).map {
      reread.role(ofID: $0) == .node ? reread.depth(ofID: $0) : nil
    }
    #expect(nodeDepths(rows, list) == depths, "reads back as planned")
    return String(decoding: text(of: list), as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func indentGoesToTheColumnOfTheNewSiblings() throws {
    #expect(try TreeRows.read(makeStore(Self.lines), reading: .indentation(tabWidth: 8)).unit == .spaces(4))
    #expect(
      try shifted(Self.lines, at: 4, outward: false)
        == ["- [ ] a", "    - [ ] a1", "- [ ] b", "        - [ ] b1", "        - [ ] preceding-sibling"])
  }

  @Test func indentUnderAChildlessSiblingUsesTheUnit() throws {
    #expect(
      try shifted(["- a", "    - a1", "- b", "- c"], at: 3, outward: false)
        == ["- a", "    - a1", "- b", "    - c"])
  }

  @Test func theSubtreeMovesWithItsRoot() throws {
    #expect(
      try shifted(Self.lines, at: 2, outward: false)
        == ["- [ ] a", "    - [ ] a1", "    - [ ] b", "            - [ ] b1", "- [ ] preceding-sibling"])
  }

  @Test func outdentGoesToTheParentsColumn() throws {
    #expect(
      try shifted(Self.lines, at: 3, outward: true)
        == ["- [ ] a", "    - [ ] a1", "- [ ] b", "- [ ] b1", "- [ ] preceding-sibling"])
  }

  /// A session's `H` and `L` by more than one unit of indentation (to the
  /// new siblings' column) are moves its rule book accepts, so that
  /// `--replay` takes their log (found by the random tree sessions: `H`
  /// on a row at 4 spaces under a parent at 0 failed the debug build's
  /// check on every commit).
  @Test func shiftsByMoreThanOneUnitReplay() throws {
    var s = try treeSession(Self.lines)
    s.send(.cursor(.to(4)))
    s.send(.kind(TreeAction.indent))
    #expect(s.strings[4] == "        - [ ] preceding-sibling", "in by two units, to b1's column")
    s.send(.cursor(.to(4)))
    s.send(.kind(TreeAction.outdent))
    #expect(s.strings[4] == "- [ ] preceding-sibling", "out by two units, to b's column")
    var replayer = EditLog.Replayer(
      list: ReorderList(store: makeStore(Self.lines)), rules: s.engine.configuration.editRules)
    for line in s.logLines { try replayer.apply(try EditLog.parse(line)) }
    #expect(s.logLines.count == 2)
    #expect(replayer.list.strings == s.strings)
  }
}
