import Testing

@testable import ReorderCore
@testable import ReorderTree

/// `--lock` in a tree (a locked row is a fence nothing crosses, and a
/// subtree holding one stays) and edit mode's delete (a node goes with
/// its subtree; undo puts it all back).
@Suite struct TreeLockAndDeleteTests {
  static let checklist = [
    "- Groceries", "  - milk", "  - bread", "", "  - eggs", "- Work", "  - email", "- Home",
  ]

  // MARK: - --lock

  @Test func aLockedRowAndASubtreeHoldingOneDoNotLift() throws {
    var s = try treeSession(Self.checklist, locked: ["  - milk"])
    s.send(.holdKey(.press))
    #expect(!s.engine.isDragging)
    #expect(s.said == "Can't move \"- Groceries\": \"- milk\" under it is locked")
    s.send(.cursor(.vertical(1)))
    s.send(.holdKey(.press))
    #expect(!s.engine.isDragging)
    #expect(s.said.hasPrefix("Position 2 is locked; it can't be moved"))
    for action: EngineAction in [
      .moveSelection(.vertical(1)), .moveSelection(.last), .kind(TreeAction.indent),
      .kind(TreeAction.outdent),
    ] {
      s.send(.cursor(.first))
      s.send(action)
      #expect(s.strings == Self.checklist, "\(action) moves nothing")
    }
    s.send(.cursor(.first))
    s.send(.moveSelection(.vertical(1)))
    #expect(s.said == "Can't move down \"- Groceries\": \"- milk\" under it is locked")
  }

  @Test func aDragStopsAtALockedRowAndLandsBelowItAtAnyDepthAllowed() throws {
    var s = try treeSession(Self.checklist, locked: ["  - milk"])
    s.send(.cursor(.vertical(5)))  // Work
    s.send(.holdKey(.press))
    #expect(s.engine.drag?.count == 2)
    s.send(.cursor(.first))
    // Rank 1 is position 2: the first gap below milk, above bread.
    #expect(s.engine.drag?.targetRank == 1)
    #expect(s.engine.focus == 2)
    #expect(
      s.said
        == "Moving \"- Work\" under \"- Groceries\" · depth 2 · 2 rows travel · stops below locked \"- milk\""
    )
    s.send(.confirm)
    #expect(
      s.strings == [
        "- Groceries", "  - milk", "  - Work", "    - email", "  - bread", "", "  - eggs", "- Home",
      ])
    #expect(s.said == "Moved \"- Work\" under \"- Groceries\", position 2 of 4 there · depth 2")
    s.send(.undo)
    #expect(s.strings == Self.checklist)
    // Right under milk, one deeper: milk's child, and milk stays put.
    s.send(.cursor(.last))
    s.send(.holdKey(.press))
    s.send(.cursor(.first))
    s.send(.kind(TreeAction.deeper))
    s.send(.confirm)
    #expect(
      s.strings == [
        "- Groceries", "  - milk", "    - Home", "  - bread", "", "  - eggs", "- Work", "  - email",
      ])
  }

  @Test func keysThatWouldCrossALockedRowAreRefused() throws {
    let lines = ["- a", "- lock", "- b", "  - b1", "- c"]
    var s = try treeSession(lines, locked: ["- lock"])
    s.send(.cursor(.vertical(2)))  // b
    s.send(.moveSelection(.vertical(-1)))
    #expect(s.strings == lines)
    #expect(s.said == "Can't move up \"- b\" past \"- lock\": it is locked")
    s.send(.moveSelection(.first))
    #expect(s.strings == lines, "t goes as far up as the lock lets it: where it is")
    s.send(.moveSelection(.vertical(1)))
    #expect(s.strings == ["- a", "- lock", "- c", "- b", "  - b1"], "J past c, below the lock")
    s.send(.cursor(.first))
    s.send(.moveSelection(.last))
    #expect(s.strings == ["- a", "- lock", "- c", "- b", "  - b1"], "b moves a only above the lock")
    // A row may go under a locked row: the lock keeps its place and bytes.
    s.send(.cursor(.vertical(2)))  // c
    s.send(.kind(TreeAction.indent))
    #expect(s.strings == ["- a", "- lock", "  - c", "- b", "  - b1"])
    s.send(.cursor(.vertical(1)))  // b
    s.send(.kind(TreeAction.indent))
    #expect(s.strings == ["- a", "- lock", "  - c", "  - b", "    - b1"])
    s.send(.cursor(.first))
    s.send(.kind(TreeAction.indent))
    #expect(s.said == "Can't indent \"- a\": no row above it at its level to go under")
  }

  /// Every drop of every liftable subtree, at every rank and depth the
  /// keys reach: locked rows keep their positions and their bytes.
  @Test func noDragEverMovesALockedRow() throws {
    let lines = ["- a", "  - a1", "- L", "  - l1", "- b", "  - L2", "- c", "  - c1", "- d"]
    let locked: Set<String> = ["- L", "  - L2"]
    for start in 0..<lines.count {
      for steps in -lines.count...lines.count {
        for sideways in -2...2 {
          var s = try treeSession(lines, locked: locked)
          s.send(.cursor(.vertical(start)))
          s.send(.holdKey(.press))
          guard s.engine.isDragging else { continue }
          s.send(.cursor(.vertical(steps)))
          for _ in 0..<abs(sideways) { s.send(.kind(sideways > 0 ? TreeAction.deeper : .shallower)) }
          s.send(.confirm)
          #expect(s.strings[2] == "- L" && s.strings[5] == "  - L2", "\(start) \(steps) \(sideways)")
          let unindented = { (lines: [String]) in lines.map { String($0.drop { $0 == " " }) }.sorted() }
          #expect(unindented(s.strings) == unindented(lines), "only depths change")
        }
      }
    }
  }

  // MARK: - Edit mode's delete

  @Test func deleteTakesTheSubtreeAndUndoPutsItBack() throws {
    var s = try treeSession(Self.checklist)
    s.send(.toggleEditMode)
    s.send(.delete)
    #expect(s.strings == ["- Work", "  - email", "- Home"])
    #expect(s.said.hasPrefix("Deleted \"- Groceries\" and 4 rows under it"))
    s.send(.undo)
    #expect(s.strings == Self.checklist)
    s.send(.cursor(.vertical(3)))  // the blank line: alone
    s.send(.delete)
    #expect(
      s.strings == ["- Groceries", "  - milk", "  - bread", "  - eggs", "- Work", "  - email", "- Home"])
    s.send(.undo)
    s.send(.deleteRow(at: 1))  // a leaf: the list's own sentence
    #expect(s.strings == ["- Groceries", "  - bread", "", "  - eggs", "- Work", "  - email", "- Home"])
    #expect(s.said.hasPrefix("Deleted position 2 of 8"))
    s.send(.undo)
    #expect(s.strings == Self.checklist)
    // The tree reads the same after the undo: Groceries lifts its five rows.
    s.send(.toggleEditMode)
    s.send(.cursor(.first))
    s.send(.holdKey(.press))
    #expect(s.engine.drag?.count == 5)
  }

  @Test func deletingMarkedRowsTakesEachSubtreeOnce() throws {
    var s = try treeSession(Self.checklist)
    s.send(.toggleMark)  // Groceries
    s.send(.cursor(.vertical(1)))
    s.send(.toggleMark)  // milk, already under Groceries
    s.send(.cursor(.vertical(6)))
    s.send(.toggleMark)  // Home
    s.send(.toggleEditMode)
    s.send(.delete)
    #expect(s.strings == ["- Work", "  - email"])
    #expect(s.said.hasPrefix("Deleted \"- Groceries\" and 1 more, with 4 rows under them"))
  }

  @Test func aSubtreeHoldingALockedRowIsNotDeleted() throws {
    var s = try treeSession(Self.checklist, locked: ["  - email"])
    s.send(.toggleEditMode)
    s.send(.cursor(.vertical(5)))
    s.send(.delete)
    #expect(s.strings == Self.checklist)
    #expect(s.said == "Can't delete \"- Work\": \"- email\" under it is locked")
  }

  @Test func anOutlineDeletesAHeadingWithItsBodyAndSubsections() throws {
    let lines = ["intro", "# A", "text", "## A1", "more", "# B"]
    var s = try treeSession(lines, reading: .markdownHeadings)
    s.send(.toggleEditMode)
    s.send(.delete)
    #expect(s.strings == ["# B"], "the preamble is the fixed header")
    #expect(s.said.hasPrefix("Deleted \"A\" and 3 rows under it"))
    s.send(.undo)
    #expect(s.strings == Array(lines.dropFirst()))
  }
}

/// What a folded lift shows where the list has locked rows: each shown
/// row once, the locked rows in place above the lift and moved up by the
/// hidden rows below it.
@Suite struct TreeLockedFoldTests {
  func shown(_ s: Session) -> [String] {
    (0..<s.engine.shownCount).map { p in
      let row = s.engine.displayed(at: p)
      let line = String(decoding: s.engine.list.store[row.id].array, as: UTF8.self)
      return row.isPlaceholder ? "░" + line : line
    }
  }

  @Test func lockedRowsBelowAndAboveAFoldedLiftShowOnce() throws {
    let lines = ["- a", "- lock1", "- b", "  - b1", "  - b2", "- c", "- lock2", "- d"]
    var s = try treeSession(lines, locked: ["- lock1", "- lock2"])
    s.send(.cursor(.to(2)))
    s.send(.holdKey(.press))
    #expect(s.engine.drag?.count == 3)
    #expect(shown(s) == ["- a", "- lock1", "░- b", "- c", "- lock2", "- d"])
    s.send(.cursor(.vertical(1)))
    #expect(shown(s) == ["- a", "- lock1", "- c", "░- b", "- lock2", "- d"])
    s.send(.cursor(.vertical(1)))
    #expect(shown(s) == ["- a", "- lock1", "- c", "░- b", "- lock2", "- d"], "lock2 is a fence")
    s.send(.confirm)
    #expect(s.strings == ["- a", "- lock1", "- c", "- b", "  - b1", "  - b2", "- lock2", "- d"])
  }

  @Test func aSectionedTreeWithALockLiftsAboveTheLock() throws {
    let lines = ["## Today", "- call Ann", "  - the lease", "- buy milk", "## Later", "- taxes", "- garden"]
    var s = try treeSession(lines, locked: ["- garden"], sections: ["## Today", "## Later"])
    s.send(.holdKey(.press))
    #expect(shown(s) == ["## Today", "░- call Ann", "- buy milk", "## Later", "- taxes", "- garden"])
    s.send(.cursor(.vertical(3)))
    #expect(shown(s) == ["## Today", "- buy milk", "## Later", "- taxes", "░- call Ann", "- garden"])
    s.send(.confirm)
    #expect(
      s.strings == [
        "## Today", "- buy milk", "## Later", "- taxes", "- call Ann", "  - the lease", "- garden",
      ])
  }
}
