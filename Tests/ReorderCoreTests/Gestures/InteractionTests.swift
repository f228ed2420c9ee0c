import Testing

@testable import ReorderCore

extension ReorderEngine {
  /// The interaction's case, as a word a test can compare.
  var phase: String {
    switch interaction {
    case .idle: return "idle"
    case .pressed: return "pressed"
    case .selectingRange: return "selectingRange"
    case .dragging(let drag, let held): return "dragging(\(drag.driver)\(held == nil ? "" : ", held"))"
    case .settling: return "settling"
    }
  }
}

/// The one interaction state and the transitions between its cases.
@Suite struct InteractionTests {
  @Test func aLongPressGoesThroughEveryState() {
    var s = Session(["a", "b", "c"]) { $0.animationDuration = .milliseconds(150) }
    #expect(s.engine.phase == "idle")
    s.press(row: 0)
    #expect(s.engine.phase == "pressed")
    s.wait(600)
    #expect(s.engine.phase == "dragging(pointer)")
    s.drag(row: 2)
    s.release(row: 2)
    #expect(s.engine.phase == "settling")
    #expect(s.engine.snapshot?.isSettling == true)
    s.wait(100)
    #expect(s.engine.phase == "settling", "still gliding")
    s.wait(100)
    #expect(s.engine.phase == "idle")
    #expect(s.engine.snapshot == nil)
    #expect(s.strings == ["b", "c", "a"])
  }

  @Test func movingBeforeTheDelaySelectsARangeUntilRelease() {
    var s = Session(["a", "b", "c", "d"])
    s.press(row: 1)
    s.drag(row: 2)
    #expect(s.engine.phase == "selectingRange")
    s.wait(600)
    #expect(s.engine.phase == "selectingRange", "a range never becomes a lift")
    s.drag(row: 3)
    s.release(row: 3)
    #expect(s.engine.phase == "idle")
    #expect(s.engine.selection.markedCount == 3)
  }

  @Test func anyInputFinishesASettleAtOnce() {
    var s = Session(["a", "b", "c"]) { $0.animationDuration = .milliseconds(150) }
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(1)))
    s.send(.confirm)
    #expect(s.engine.phase == "settling")
    s.send(.cursor(.vertical(-1)))
    #expect(s.engine.phase == "idle")
    #expect(s.engine.snapshot == nil)
    #expect(s.engine.nextDeadline == nil)
  }

  @Test func aPressSurvivesAKeyboardDrop() {
    var s = Session(["a", "b", "c", "d"])
    s.press(row: 3)
    s.send(.holdKey(.press))  // Space while the button is down: the focused row lifts
    #expect(s.engine.phase == "dragging(keyboard, held)")
    s.send(.cursor(.vertical(1)))
    s.send(.confirm)
    #expect(s.strings == ["a", "b", "c", "d"], "the keyboard lift of d went nowhere")
    #expect(s.engine.phase == "pressed", "the button is still down on the row it pressed")
    s.wait(600)
    #expect(s.engine.phase == "dragging(pointer)")
    s.drag(row: 0)
    s.release(row: 0)
    #expect(s.strings == ["d", "a", "b", "c"])
  }

  @Test func aPressDropsAKeyboardLiftAndThenCountsAsAPress() {
    var s = Session(["a", "b", "c", "d"])
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(2)))
    s.press(row: 3)
    #expect(s.strings == ["b", "c", "a", "d"], "the lift was dropped where it was")
    #expect(s.engine.phase == "pressed")
    s.wait(600)
    #expect(s.engine.phase == "dragging(pointer)")
    #expect(s.engine.drag?.ids == [3])
  }

  @Test func releasingTheButtonUnderAKeyboardLiftLeavesTheLift() {
    var s = Session(["a", "b", "c", "d"])
    s.press(row: 2)
    s.send(.holdKey(.press))
    s.release(row: 2)
    #expect(s.engine.phase == "dragging(keyboard)")
    #expect(s.engine.focus == 2)
    s.send(.cursor(.vertical(1)))
    s.send(.confirm)
    #expect(s.strings == ["a", "b", "d", "c"])
    #expect(s.engine.phase == "idle")
  }

  @Test func rowsComingOrGoingResetThePress() {
    var s = Session(["a", "b", "c", "d"])
    s.send(.toggleEditMode)
    s.press(row: 1)
    s.send(.delete)  // the focused row (b) goes
    #expect(s.strings == ["a", "c", "d"])
    #expect(s.engine.phase == "idle")
    s.wait(600)
    #expect(!s.engine.isDragging, "the press no longer means a row")
    #expect(s.engine.nextDeadline == nil)
  }

  @Test func aCancelledPointerDragEndsItsPress() {
    var s = Session(["a", "b", "c", "d"])
    s.press(row: 0)
    s.wait(600)
    s.drag(row: 2)
    s.send(.escape)
    #expect(s.engine.phase == "idle")
    s.drag(row: 3)
    #expect(s.engine.selection.isEmpty, "moving the held button after a cancel selects nothing")
    s.release(row: 3)
    #expect(s.strings == ["a", "b", "c", "d"])
    #expect(s.engine.selection.isEmpty)
  }

  @Test func commandsWaitWhileRowsAreLifted() {
    var s = Session(["a", "b", "c"])
    s.send(.holdKey(.press))
    for command in [
      EngineAction.delete, .undo, .toggleMark, .toggleEditMode,
      .search("c", forward: true, includeCurrent: true),
    ] {
      s.send(command)
      #expect(s.engine.phase == "dragging(keyboard)")
    }
    #expect(s.strings == ["a", "b", "c"])
    #expect(!s.engine.isEditing)
    #expect(s.engine.selection.isEmpty)
  }

  @Test func suspendMidDragLeavesTheLiftForAfterFg() {
    // Ctrl-Z mid-drag gives the terminal back; after `fg` the drag goes on
    // where it was (test_signals.sh does it in a real shell).
    var s = Session(["a", "b", "c", "d"])
    s.press(row: 0)
    s.wait(600)
    s.drag(row: 2)
    s.send(.suspend)
    #expect(s.effects == [.suspend])
    #expect(s.engine.phase == "dragging(pointer)")
    #expect(s.strings == ["a", "b", "c", "d"], "nothing committed")
    s.drag(row: 3)
    s.release(row: 3)
    #expect(s.strings == ["b", "c", "d", "a"])
  }
}
