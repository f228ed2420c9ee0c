import Testing

@testable import ReorderCore

@Suite struct EngineDragTests {
  @Test func longPressDragDownMovesTheRow() {
    var s = Session(["a", "b", "c", "d", "e"])
    s.press(row: 1)
    s.wait(600)
    #expect(s.engine.isDragging)
    #expect(s.engine.narration == "Lifted position 2 of 5 · \"b\"")
    s.drag(row: 2)
    s.drag(row: 3)
    #expect(s.shown == ["a", "c", "d", "[b]", "e"], "rows shift to open the gap under the pointer")
    #expect(s.strings == ["a", "b", "c", "d", "e"], "nothing committed while dragging")
    s.release(row: 3)
    #expect(s.strings == ["a", "c", "d", "b", "e"])
    #expect(s.engine.focus == 3, "focus stays on the moved row")
    #expect(s.engine.narration == "Moved 2 → 4 of 5 · \"b\"")
    #expect(s.engine.history.undoCount == 1, "one undo step however many rows were crossed")
  }

  @Test func longPressDragUpAcrossManyRows() {
    var s = Session(letters)
    s.longPressDrag(from: 9, to: 1)
    #expect(s.strings == ["a", "j", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l"])
    #expect(s.engine.focus == 1)
  }

  @Test func jumpingThePointerSkipsRowsAsAMoveNotASwap() {
    var s = Session(["a", "b", "c", "d", "e"])
    s.press(row: 0)
    s.wait(600)
    s.drag(row: 4)
    s.release(row: 4)
    #expect(s.strings == ["b", "c", "d", "e", "a"])
  }

  @Test func dragBelowTheLastRowDropsAtTheEnd() {
    var s = Session(["a", "b", "c"])
    s.press(row: 0)
    s.wait(600)
    s.drag(row: 8)
    s.release(row: 8)
    #expect(s.strings == ["b", "c", "a"])
  }

  @Test func movingBeforeTheDelaySelectsARangeInsteadOfMoving() {
    var s = Session(["a", "b", "c", "d", "e"])
    s.press(row: 1)
    s.drag(row: 2)
    s.drag(row: 3)
    s.release(row: 3)
    #expect(s.strings == ["a", "b", "c", "d", "e"])
    #expect(s.engine.selectedPositions() == [1, 2, 3])
    #expect(!s.engine.isDragging)
    // Long-pressing inside the selection lifts all of it as a block.
    s.press(row: 2)
    s.wait(600)
    #expect(s.engine.drag?.count == 3)
    s.drag(row: 1)
    s.drag(row: 0)
    #expect(s.shown == ["[b]", "[c]", "[d]", "a", "e"])
    s.release(row: 0)
    // The grabbed row (c) lands under the pointer at row 0, so the block
    // cannot go higher than the top: b c d a e.
    #expect(s.strings == ["b", "c", "d", "a", "e"])
    #expect(s.engine.focus == 1)
  }

  @Test func aTapFocusesAndClearsTheSelection() {
    var s = Session(["a", "b", "c", "d"])
    s.press(row: 0)
    s.drag(row: 2)
    s.release(row: 2)
    #expect(s.engine.selectedPositions() == [0, 1, 2])
    s.press(row: 3)
    s.release(row: 3)
    #expect(s.engine.selectedPositions() == [])
    #expect(s.engine.focus == 3)
  }

  @Test func shiftClickExtendsTheSelection() {
    var s = Session(["a", "b", "c", "d", "e"])
    s.press(row: 1)
    s.release(row: 1)
    s.press(row: 3, shift: true)
    s.release(row: 3)
    #expect(s.engine.selectedPositions() == [1, 2, 3])
  }

  @Test func cancelRestoresTheOrder() {
    for cancel in [EngineAction.escape, .pointerDown(Point(x: 5, y: 4), .secondary, shift: false)] {
      var s = Session(["a", "b", "c", "d", "e"])
      s.press(row: 0)
      s.wait(600)
      s.drag(row: 3)
      s.send(cancel)
      #expect(!s.engine.isDragging)
      #expect(s.strings == ["a", "b", "c", "d", "e"])
      #expect(s.shown == ["a", "b", "c", "d", "e"])
      #expect(s.engine.narration == "Cancelled; back at position 1 of 5 · \"a\"")
      #expect(s.engine.focus == 0)
      s.release(row: 3)
      #expect(s.strings == ["a", "b", "c", "d", "e"], "the release after a cancel does nothing")
      #expect(s.engine.history.undoCount == 0)
      #expect(s.effects.isEmpty, "Esc during a drag does not quit")
    }
  }

  @Test func zeroDelayLiftsOnPress() {
    var s = Session(["a", "b", "c"]) { $0.longPressDuration = .zero }
    s.press(row: 0)
    #expect(s.engine.isDragging)
    s.drag(row: 1)
    s.release(row: 1)
    #expect(s.strings == ["b", "a", "c"])
  }

  @Test func pressingOnNothingDoesNothing() {
    var s = Session(["#H", "a", "b"])
    for row in [0, 5, 10] {  // header, below the items, status line
      s.press(row: row)
      s.wait(600)
      #expect(!s.engine.isDragging, "row \(row)")
      s.drag(row: 1)
      s.release(row: 1)
      #expect(s.strings == ["#H", "a", "b"])
    }
  }

  @Test func lockedRowsAreNeverLiftedNorDisplaced() {
    var s = Session(["a", "!L", "b", "c"])
    s.press(row: 1)
    s.wait(600)
    #expect(!s.engine.isDragging)
    #expect(s.engine.narration == "Position 2 is locked; it can't be moved · \"!L\"")
    s.release(row: 1)
    s.longPressDrag(from: 0, to: 3)
    #expect(s.strings == ["b", "!L", "c", "a"])
    s.press(row: 3)
    s.wait(600)
    s.drag(row: 1)  // over the locked row: lands at the nearest movable slot
    #expect(s.shown == ["b", "!L", "[a]", "c"])
    s.release(row: 1)
    #expect(s.strings == ["b", "!L", "a", "c"])
  }

  @Test func itemsMoveAcrossSectionHeaders() {
    var s = Session(["#A", "a1", "a2", "#B", "b1"])
    s.longPressDrag(from: 1, to: 4)
    #expect(s.strings == ["#A", "a2", "#B", "b1", "a1"])
    #expect(s.engine.list.indexPath(at: 4) == IndexPath(section: 1, row: 1))
    // Nothing moves above the first header.
    s.longPressDrag(from: 4, to: 0)
    #expect(s.strings == ["#A", "a1", "a2", "#B", "b1"])
  }

  @Test func keyboardLiftMoveDrop() {
    var s = Session(["a", "b", "c", "d", "e"])
    s.send(.cursor(.vertical(1)))
    s.send(.holdKey(.press))
    #expect(s.engine.isDragging)
    s.send(.cursor(.vertical(1)))
    s.send(.cursor(.vertical(1)))
    #expect(s.shown == ["a", "c", "d", "[b]", "e"])
    #expect(s.engine.snapshot?.origin == Point(x: 0, y: 3))
    s.send(.confirm)
    #expect(s.strings == ["a", "c", "d", "b", "e"])
    #expect(s.effects.filter { $0 == .accept }.isEmpty, "Enter while lifted drops, it does not accept")
    #expect(s.engine.focus == 3)
    s.send(.confirm)
    #expect(s.effects.last == .accept)
  }

  @Test func spaceTogglesAfterTheRepeatWindow() {
    var s = Session(["a", "b", "c"])
    s.send(.holdKey(.press))
    s.send(.cursor(.last))
    s.time += .milliseconds(500)
    s.send(.holdKey(.press))
    #expect(s.engine.isDragging, "still lifted until the window passes")
    s.wait(130)
    #expect(!s.engine.isDragging)
    #expect(s.strings == ["b", "c", "a"])
  }

  @Test func heldSpaceWithReleaseReports() {
    var s = Session(["a", "b", "c"]) { $0.holdKeyReportsReleases = true }
    s.send(.holdKey(.press))
    s.time += .milliseconds(700)
    s.send(.holdKey(.repeat))
    s.send(.cursor(.vertical(1)))
    s.send(.holdKey(.repeat))
    s.send(.cursor(.vertical(1)))
    s.send(.holdKey(.release))
    #expect(s.strings == ["b", "c", "a"])
  }

  @Test func keyboardCancelRestores() {
    var s = Session(["a", "b", "c"])
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(2)))
    s.send(.escape)
    #expect(s.strings == ["a", "b", "c"])
    #expect(s.engine.focus == 0)
    #expect(s.effects.isEmpty)
    s.send(.escape)
    #expect(s.effects == [.quit])
  }

  @Test func quickMovesAreOneUndoStepEach() {
    var s = Session(["a", "b", "c", "d"])
    s.send(.moveSelection(.vertical(1)))
    s.send(.moveSelection(.vertical(1)))
    #expect(s.strings == ["b", "c", "a", "d"])
    #expect(s.engine.focus == 2)
    s.send(.undo)
    #expect(s.strings == ["b", "a", "c", "d"])
    s.send(.undo)
    #expect(s.strings == ["a", "b", "c", "d"])
    s.send(.undo)
    #expect(s.engine.narration == "Nothing to undo")
    s.send(.redo)
    s.send(.redo)
    #expect(s.strings == ["b", "c", "a", "d"])
    s.send(.redo)
    #expect(s.engine.narration == "Nothing to redo")
  }

  @Test func aNewEditClearsRedo() {
    var s = Session(["a", "b", "c"])
    s.send(.moveSelection(.vertical(1)))
    s.send(.undo)
    s.send(.cursor(.last))
    s.send(.moveSelection(.vertical(-1)))
    s.send(.redo)
    #expect(s.strings == ["a", "c", "b"])
    #expect(s.engine.narration == "Nothing to redo")
  }

  @Test func quickMoveOfANonContiguousSelectionMovesEachRow() {
    var s = Session(["a", "b", "c", "d", "e"])
    s.send(.toggleRangeSelection)
    s.send(.toggleRangeSelection)  // selects a
    s.send(.cursor(.to(2)))
    s.send(.toggleRangeSelection)
    s.send(.toggleRangeSelection)  // and c
    s.send(.moveSelection(.vertical(1)))
    #expect(s.strings == ["b", "a", "d", "c", "e"])
    s.send(.moveSelection(.last))
    #expect(s.strings == ["b", "d", "e", "a", "c"])
  }

  @Test func quickMoveAtTheEdgeSaysSo() {
    var s = Session(["a", "b"])
    s.send(.moveSelection(.vertical(-1)))
    #expect(s.engine.narration == "Already at the top, position 1 of 2 · \"a\"")
    #expect(s.engine.history.undoCount == 0)
  }

  @Test func aLongerQuickMoveAtTheEdgeSaysWhichEdge() {
    var s = Session(["a", "b", "c"])
    for up in [CursorMove.vertical(-3), .pageUp] {
      s.send(.moveSelection(up))
      #expect(s.engine.narration == "Already at the top, position 1 of 3 · \"a\"")
    }
    s.send(.cursor(.last))
    s.send(.moveSelection(.vertical(5)))
    #expect(s.engine.narration == "Already at the bottom, position 3 of 3 · \"c\"")
    #expect(s.engine.history.undoCount == 0)
  }

  @Test func autoScrollReachesTheEndOfALongList() {
    let items = (0..<5000).map { "item \($0)" }
    var s = Session(items, height: 21)  // 20 visible rows
    s.press(row: 0)
    s.wait(600)
    s.drag(row: 19)  // the bottom edge row
    var ticks = 0
    while s.engine.layout.scroll < s.engine.layout.maxScroll && ticks < 2000 {
      s.wait(20)
      ticks += 1
    }
    #expect(s.engine.layout.scroll == s.engine.layout.maxScroll)
    #expect(ticks < 500, "ramps up: \(ticks) ticks")
    s.release(row: 19)
    #expect(s.strings.last == "item 0")
    #expect(s.strings.count == 5000)
  }

  @Test func ticksAreScheduledOnlyWhenNeeded() {
    var s = Session(["a", "b", "c"])
    #expect(s.engine.nextDeadline == nil)
    s.press(row: 0)
    #expect(s.engine.nextDeadline == s.time + .milliseconds(50), "the press's first step")
    s.wait(450)
    #expect(s.engine.nextDeadline == s.time + .milliseconds(50), "the delay")
    s.wait(150)
    #expect(s.engine.nextDeadline != nil, "the pointer is in the top edge zone")
    s.release(row: 0)
    #expect(s.engine.nextDeadline == nil)
  }

  @Test func cancelledSnapshotGlidesBackToItsSlot() {
    var s = Session(["a", "b", "c", "d", "e", "f"]) {
      $0.animationDuration = .milliseconds(150)
      $0.autoScrollEdgeRows = 0
    }
    s.press(row: 0)
    s.wait(600)
    s.drag(row: 4)
    s.send(.escape)
    #expect(
      s.engine.snapshot
        == SnapshotView(ids: [0], grabbedIndex: 0, origin: Point(x: 0, y: 4), isSettling: true))
    #expect(s.engine.nextDeadline == s.time + .milliseconds(30))
    var rows: [Int] = []
    for _ in 0..<5 {
      s.wait(30)
      rows.append(s.engine.snapshot?.origin.y ?? -1)
    }
    // Eased out (fast, then slow) from row 4 to row 0, then gone.
    #expect(rows == [3, 1, 1, 0, -1], "\(rows)")
    #expect(s.engine.nextDeadline == nil)
  }

  @Test func resizeMidDragKeepsTheDrag() {
    var s = Session(letters)
    s.press(row: 2)
    s.wait(600)
    s.drag(row: 8)
    s.send(.resize(width: 20, height: 5))
    #expect(s.engine.isDragging)
    s.send(.resize(width: 1, height: 1))
    s.send(.resize(width: 40, height: 11))
    s.drag(row: 5)
    s.release(row: 5)
    #expect(s.strings.sorted() == letters)
    #expect(s.strings[5] == "c")
  }

  @Test func swapModeExchangesTwoRowsAndSnapsBackOnNothing() {
    var s = Session(["a", "b", "c", "d"]) { $0.dropMode = .swap }
    s.press(row: 0)
    s.wait(600)
    s.drag(row: 3)
    #expect(s.shown == ["d", "b", "c", "[a]"])
    s.release(row: 3)
    #expect(s.strings == ["d", "b", "c", "a"])
    s.press(row: 1)
    s.wait(600)
    s.drag(row: 7)  // no row there
    #expect(s.shown == ["d", "[b]", "c", "a"])
    s.release(row: 7)
    #expect(s.strings == ["d", "b", "c", "a"])
    s.send(.undo)
    #expect(s.strings == ["a", "b", "c", "d"])
  }
}
