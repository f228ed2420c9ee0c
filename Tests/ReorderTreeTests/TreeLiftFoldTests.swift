import Testing

@testable import ReorderCore
@testable import ReorderTree

/// While a subtree is lifted its rows leave the list, as in dnd-kit: the
/// gap is one row, the snapshot is the node and says how many rows travel
/// with it, and the list is whole again at the drop, the cancel and after
/// the glide.
@Suite struct TreeLiftFoldTests {
  static let checklist = TreeEngineTests.checklist

  @Test func aLiftedSubtreeIsOneRowInTheList() throws {
    var s = try treeSession(Self.checklist)
    s.send(.holdKey(.press))
    #expect(s.engine.drag?.count == 5)
    #expect(s.engine.layout.itemCount == 4)
    #expect(s.shown == ["[- Groceries]", "- Work", "  - email", "- Home"])
    let snapshot = try #require(s.engine.snapshot)
    #expect(snapshot.ids.count == 1 && snapshot.carried == 4)
    #expect(s.said == "Moving \"- Groceries\" to the top level · depth 1 · 5 rows travel")
    s.send(.cursor(.vertical(1)))
    #expect(s.shown == ["- Work", "[- Groceries]", "  - email", "- Home"])
    #expect(s.engine.focus == 1)
    s.send(.cursor(.vertical(5)))  // clamped at the end: past Home
    #expect(s.shown == ["- Work", "  - email", "- Home", "[- Groceries]"])
    s.send(.confirm)
    #expect(s.engine.layout.itemCount == 8)
    #expect(
      s.strings == ["- Work", "  - email", "- Home", "- Groceries", "  - milk", "  - bread", "", "  - eggs"])
    #expect(s.shown == s.strings)
  }

  @Test func aCancelPutsTheRowsBack() throws {
    var s = try treeSession(Self.checklist)
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(2)))
    s.send(.escape)
    #expect(s.engine.layout.itemCount == 8)
    #expect(s.shown == Self.checklist)
  }

  @Test func aOneRowLiftIsNotFolded() throws {
    var s = try treeSession(Self.checklist)
    s.send(.cursor(.vertical(1)))  // milk: no children
    s.send(.holdKey(.press))
    #expect(s.engine.drag?.foldsBlock == false)
    #expect(s.engine.snapshot?.carried == 0)
    #expect(s.engine.layout.itemCount == 8)
  }

  @Test func aPressOnAnAttachedRowHoldsItsNodeAndAimsWhereTheSnapshotIs() throws {
    var s = try treeSession(Self.checklist)
    s.press(row: 3, x: 4)  // bread's blank line: bread's subtree lifts
    s.wait(150)
    #expect(s.engine.drag?.count == 2)
    #expect(
      s.shown == ["- Groceries", "  - milk", "[  - bread]", "  - eggs", "- Work", "  - email", "- Home"])
    #expect(s.engine.snapshot?.origin.y == 2, "the snapshot is bread's row, one above the pointer")
    s.drag(row: 3, x: 4)
    #expect(s.engine.drag?.targetRank == 2, "the pointer has not moved: neither has the gap")
    s.drag(row: 4, x: 4)
    #expect(
      s.shown == ["- Groceries", "  - milk", "  - eggs", "[  - bread]", "- Work", "  - email", "- Home"])
    s.release(row: 4, x: 4)
    #expect(
      s.strings == ["- Groceries", "  - milk", "  - eggs", "  - bread", "", "- Work", "  - email", "- Home"])
  }

  @Test func theGlideShowsTheFoldedGapUntilItEnds() throws {
    var s = try treeSession(Self.checklist)
    s.engine.configuration.animationDuration = .milliseconds(200)
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(3)))  // below Home
    s.send(.confirm)
    #expect(s.engine.snapshot?.isSettling == true)
    #expect(s.engine.layout.itemCount == 4)
    #expect(s.shown == ["- Work", "  - email", "- Home", "[- Groceries]"])
    s.wait(300)
    #expect(s.engine.snapshot == nil)
    #expect(s.engine.layout.itemCount == 8)
    #expect(s.shown == s.strings)
    s.send(.undo)
    #expect(s.strings == Self.checklist)
  }

  @Test func anyKeyDuringTheGlideEndsItWithTheWholeList() throws {
    var s = try treeSession(Self.checklist)
    s.engine.configuration.animationDuration = .milliseconds(200)
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(3)))  // below Home
    s.send(.confirm)
    s.send(.cursor(.last))
    #expect(s.engine.layout.itemCount == 8)
    #expect(s.engine.focus == 7)
  }
}
