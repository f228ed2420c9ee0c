import Testing

@testable import ReorderCore
@testable import ReorderTree

/// A session over `lines` read as a tree, as `reorder --tree` (or
/// `--outline`) builds it: the preamble is the fixed header; the lines in
/// `locked` are locked, as `--lock` locks the lines it matches, and those
/// in `sections` are section headers, as `--section` makes them.
func treeSession(
  _ lines: [String], reading: TreeReading = .indentation(tabWidth: 8), height: Int = 14,
  locked: Set<String> = [], sections: Set<String> = [], markdownLists: Bool = false
) throws -> Session {
  let store = makeStore(lines)
  var rows = try TreeRows.read(store, reading: reading)
  if markdownLists { rows.attachMarkdownContinuations(store) }
  var preamble = 0
  while preamble < rows.count && rows.role(ofID: UInt32(preamble)) == .preamble { preamble += 1 }
  rows.restartAtSections((preamble..<lines.count).filter { sections.contains(lines[$0]) })
  let classify = { (item: ItemBytes) -> ItemFlags in
    let line = String(decoding: item.array, as: UTF8.self)
    return (locked.contains(line) ? ItemFlags.locked : []).union(sections.contains(line) ? .header : [])
  }
  var configuration = EngineConfiguration()
  configuration.animationDuration = .zero
  configuration.longPressDuration = .milliseconds(100)
  configuration.logsEdits = true
  configuration.kind = TreeKind(rows: rows)
  var session = Session(["unused"])
  session.engine = ReorderEngine(
    list: ReorderList(
      store: store, fixedCount: preamble,
      classify: locked.isEmpty && sections.isEmpty ? nil : classify),
    width: 40, height: height, topInset: preamble,
    configuration: configuration)
  return session
}

extension Session {
  var said: String { engine.narration.description }

  /// The log lines the session's commits wrote, as `--log` writes them.
  var logLines: [String] {
    effects.compactMap { effect in
      guard case .committed(let commit) = effect, let entry = commit.logEntry else { return nil }
      return EditLog.json(entry)
    }
  }
}

/// Every path by which a tree's rows move, through the engine as the keys
/// and the mouse drive it: the subtree goes along, the depth changes only
/// the indentation, refusals are said and change nothing.
@Suite struct TreeEngineTests {
  static let checklist = [
    "- Groceries", "  - milk", "  - bread", "", "  - eggs", "- Work", "  - email", "- Home",
  ]

  @Test func spaceLiftsTheSubtreeAndTheGapSkipsAttachedRows() throws {
    var s = try treeSession(Self.checklist)
    s.send(.holdKey(.press))
    #expect(s.engine.drag?.count == 5, "Groceries travels with milk, bread, the blank line and eggs")
    #expect(s.said == "Moving \"- Groceries\" to the top level · depth 1 · 5 rows travel")
    s.send(.cursor(.vertical(1)))
    #expect(s.engine.drag?.targetRank == 1, "below Work: the gap is before its row")
    #expect(s.said == "Moving \"- Groceries\" under \"- Work\" · depth 2 · 5 rows travel")
    s.send(.cursor(.vertical(1)))
    #expect(s.engine.drag?.targetRank == 2, "below email")
    s.send(.kind(TreeAction.shallower))
    #expect(s.engine.drag?.landingDepth == 0)
    s.send(.confirm)
    #expect(
      s.strings == ["- Work", "  - email", "- Groceries", "  - milk", "  - bread", "", "  - eggs", "- Home"])
    #expect(s.said == "Moved \"- Groceries\" to the top level, position 2 of 3 there · depth 1")
  }

  @Test func theLandingDepthStaysWithinTheBoundsAndSaysWhy() throws {
    var s = try treeSession(Self.checklist)
    s.send(.cursor(.vertical(1)))  // milk
    s.send(.holdKey(.press))
    #expect(s.engine.drag?.count == 1)
    s.send(.kind(TreeAction.deeper))
    #expect(s.engine.drag?.landingDepth == 1, "nothing above milk at its depth to go under")
    #expect(s.said == "Can't land \"- milk\" deeper here: only depth 2 between these rows")
    s.send(.cursor(.vertical(1)))  // below bread (its blank line goes with it)
    s.send(.kind(TreeAction.deeper))
    #expect(s.engine.drag?.landingDepth == 2)
    s.send(.confirm)
    #expect(
      s.strings == [
        "- Groceries", "  - bread", "", "    - milk", "  - eggs", "- Work", "  - email", "- Home",
      ])
    #expect(s.said == "Moved \"- milk\" under \"- bread\", position 1 of 1 there · depth 3")
  }

  @Test func undoAndRedoTakeTheRewritesWithTheMove() throws {
    var s = try treeSession(Self.checklist)
    s.send(.cursor(.vertical(5)))  // Work
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(-1)))  // above eggs: depth 2 at least
    s.send(.kind(TreeAction.deeper))  // under bread
    s.send(.confirm)
    #expect(
      s.strings == [
        "- Groceries", "  - milk", "  - bread", "", "    - Work", "      - email", "  - eggs", "- Home",
      ])
    let after = s.strings
    s.send(.undo)
    #expect(s.strings == Self.checklist)
    s.send(.redo)
    #expect(s.strings == after)
  }

  @Test func escapeCancelsAndRestores() throws {
    var s = try treeSession(Self.checklist)
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(2)))
    s.send(.kind(TreeAction.deeper))
    s.send(.escape)
    #expect(!s.engine.isDragging)
    #expect(s.strings == Self.checklist)
    #expect(s.logLines.isEmpty)
  }

  @Test func jAndKMovePastSiblingsAndStopAtTheParentsEdge() throws {
    var s = try treeSession(Self.checklist)
    s.send(.moveSelection(.vertical(1)))
    #expect(
      s.strings == ["- Work", "  - email", "- Groceries", "  - milk", "  - bread", "", "  - eggs", "- Home"])
    #expect(s.said == "Moved \"- Groceries\" down, position 2 of 3 at the top level")
    s.send(.cursor(.vertical(1)))  // milk
    s.send(.moveSelection(.vertical(-1)))
    #expect(s.said == "Can't move up \"- milk\": it is the first under \"- Groceries\"")
    s.send(.moveSelection(.vertical(5)))
    #expect(
      s.strings == ["- Work", "  - email", "- Groceries", "  - bread", "", "  - eggs", "  - milk", "- Home"])
    #expect(
      s.said == "Moved \"- milk\" down, position 3 of 3 under \"- Groceries\"", "a count stops at the edge")
  }

  @Test func hAndLShiftInPlaceAndRefuseBeyondTheBounds() throws {
    var s = try treeSession(Self.checklist)
    s.send(.kind(TreeAction.outdent))
    #expect(s.said == "Can't outdent \"- Groceries\": it is at the top level")
    s.send(.kind(TreeAction.indent))
    #expect(s.said == "Can't indent \"- Groceries\": no row above it at its level to go under")
    s.send(.cursor(.vertical(5)))  // Work
    s.send(.kind(TreeAction.indent))
    #expect(
      s.strings == [
        "- Groceries", "  - milk", "  - bread", "", "  - eggs", "  - Work", "    - email", "- Home",
      ])
    #expect(s.said == "Indented \"- Work\" to level 2")
    s.send(.kind(TreeAction.outdent))
    #expect(s.strings == Self.checklist)
    #expect(s.said == "Outdented \"- Work\" to level 1")
  }

  @Test func anOutlineStopsAtSixMarkers() throws {
    let lines = ["intro", "# A", "## B", "### C", "#### D", "##### E", "###### F", "###### G", "body"]
    var s = try treeSession(lines, reading: .markdownHeadings)
    #expect(s.engine.list.count == 8, "the line before the first heading is the fixed header")
    s.send(.cursor(.last))  // body: its heading G is what moves
    s.send(.kind(TreeAction.indent))
    #expect(s.said == "Can't indent \"G\": headings stop at level 6")
    s.send(.kind(TreeAction.outdent))
    #expect(s.strings.suffix(3) == ["###### F", "##### G", "body"])
    #expect(s.said == "Outdented \"G\" to level 5")
  }

  @Test func topBottomAndPositionMoveTheSubtree() throws {
    var s = try treeSession(Self.checklist)
    s.send(.moveSelection(.last))
    #expect(
      s.strings == ["- Work", "  - email", "- Home", "- Groceries", "  - milk", "  - bread", "", "  - eggs"])
    s.send(.moveSelection(.first))
    #expect(s.strings == Self.checklist)
    s.send(.moveSelection(.to(2)))
    #expect(s.strings[0...2] == ["- Work", "  - email", "- Groceries"], ":3 puts Groceries at line 3")
  }

  @Test func aLongPressAndASidewaysDragChangeTheDepth() throws {
    var s = try treeSession(Self.checklist)
    s.press(row: 1, x: 6)  // milk
    s.wait(150)
    #expect(s.engine.isDragging)
    s.drag(row: 2, x: 6)
    s.drag(row: 3, x: 6)  // below bread's blank line, which stays with it
    #expect(s.engine.drag?.targetRank == 3)
    s.drag(row: 3, x: 2)  // four columns left: two levels up, but eggs below is at depth 1
    #expect(s.engine.drag?.landingDepth == 1)
    s.drag(row: 3, x: 8)  // two columns right of where it lifted: one deeper, under bread
    #expect(s.engine.drag?.landingDepth == 2)
    s.release(row: 3, x: 8)
    #expect(
      s.strings == [
        "- Groceries", "  - bread", "", "    - milk", "  - eggs", "- Work", "  - email", "- Home",
      ])
  }

  @Test func theLogReplaysToTheSameLines() throws {
    var s = try treeSession(Self.checklist)
    s.send(.cursor(.vertical(5)))
    s.send(.kind(TreeAction.indent))
    s.send(.moveSelection(.first))
    s.send(.undo)
    s.send(.cursor(.vertical(1)))
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(2)))
    s.send(.kind(TreeAction.deeper))
    s.send(.confirm)
    var replayer = EditLog.Replayer(
      list: ReorderList(store: makeStore(Self.checklist)), rules: s.engine.configuration.editRules)
    for line in s.logLines { try replayer.apply(try EditLog.parse(line)) }
    #expect(replayer.list.strings == s.strings)
    #expect(s.strings != Self.checklist)
  }

  @Test func aReplayMayNotRewriteMoreThanTheDepth() throws {
    let s = try treeSession(Self.checklist)
    var replayer = EditLog.Replayer(
      list: ReorderList(store: makeStore(Self.checklist)), rules: s.engine.configuration.editRules)
    #expect(throws: EditLog.FormatError.self) {
      try replayer.apply(try EditLog.parse(#"{"op":"replace","at":2,"text":"  - oat milk"}"#))
    }
    // "milk" is Groceries' first child: no sibling above to go under.
    #expect(throws: EditLog.FormatError(message: "no row above it at its level to go under")) {
      try replayer.apply(try EditLog.parse(#"{"op":"replace","at":2,"text":"    - milk"}"#))
    }
    try replayer.apply(try EditLog.parse(#"{"op":"replace","at":2,"text":"- milk"}"#))
    #expect(replayer.list.strings[1] == "- milk")
  }
}

/// The reading takes each line's end from the store's starts; past 4 GiB
/// (here: past 64 bytes, with 6-bit offsets) it searches for separators
/// instead, and reads the same tree.
@Suite struct TreeReadingStartsTests {
  @Test func aStoreWithWrappedOffsetsReadsTheSameTree() throws {
    let lines = TreeEngineTests.checklist + ["# heading", "```", "# code", "```", "  ## deeper", "\t- tab"]
    let text = Array(lines.joined(separator: "\n").utf8) + [0x0A]
    let wrapped = ItemStore(separator: 0x0A, expectedBytes: 0, offsetBits: 6)
    _ = wrapped.append(text)
    _ = wrapped.finish()
    let plain = makeStore(lines)
    for reading in [TreeReading.indentation(tabWidth: 4), .markdownHeadings, .orgHeadings] {
      let a = try TreeRows.read(plain, reading: reading)
      let b = try TreeRows.read(wrapped, reading: reading)
      #expect(wrapped.withStarts { _ in 0 } == nil, "the wrapped store has no plain starts")
      for id in 0..<UInt32(lines.count) {
        #expect(a.role(ofID: id) == b.role(ofID: id) && a.depth(ofID: id) == b.depth(ofID: id))
        #expect(a.level(ofID: id) == b.level(ofID: id))
      }
    }
  }
}
