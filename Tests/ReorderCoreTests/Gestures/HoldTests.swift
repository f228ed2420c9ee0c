import Testing

@testable import ReorderCore

/// Holding a row: the press shows itself growing until the row lifts; a
/// row that cannot lift says why.
@Suite struct HoldTests {
  @Test func thePressGrowsInStepsUntilTheRowLifts() {
    var s = Session(["a", "b", "c"])
    s.press(row: 1)
    var seen: [Double?] = [s.engine.holdProgress?.fraction]
    for _ in 0..<9 {
      #expect(s.engine.nextDeadline == s.time + .milliseconds(50), "a tick for each step")
      s.wait(50)
      seen.append(s.engine.holdProgress?.fraction)
      #expect(s.engine.holdProgress == nil || s.engine.holdProgress?.position == 1)
    }
    #expect(seen == [nil, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
    #expect(!s.engine.isDragging)
    s.wait(50)
    #expect(s.engine.isDragging)
    #expect(s.engine.holdProgress == nil, "lifted: the snapshot shows it now")
  }

  @Test func releasedEarlyTheRowStaysAndTheProgressGoes() {
    var s = Session(["a", "b", "c"])
    s.press(row: 1)
    s.wait(300)
    #expect(s.engine.holdProgress?.fraction == 0.6)
    s.release(row: 1)
    #expect(s.engine.holdProgress == nil)
    #expect(s.engine.nextDeadline == nil)
    s.wait(1000)
    #expect(!s.engine.isDragging)
    #expect(s.engine.narration == Narrator.focused(ItemLabel(text: "b"), position: 2, of: 3), "a tap")
    #expect(s.strings == ["a", "b", "c"])
  }

  @Test func movedEarlyItIsARangeWithNoProgress() {
    var s = Session(["a", "b", "c"])
    s.press(row: 0)
    s.wait(100)
    s.drag(row: 1)
    #expect(s.engine.holdProgress == nil)
    #expect(s.engine.narration == "Selecting 2 rows")
  }

  @Test func aHeldHeaderSaysWhyItCannotLift() {
    var s = Session(["# Today", "a", "b"])
    s.press(row: 0)
    #expect(s.engine.focus == 1, "a header is never focused")
    s.wait(300)
    #expect(s.engine.holdProgress == nil, "no promise of a lift")
    #expect(s.engine.nextDeadline == s.time + .milliseconds(200), "only the delay")
    s.wait(200)
    #expect(!s.engine.isDragging)
    #expect(s.engine.narration == Narrator.notLiftable(ItemLabel(text: "# Today"), position: 1, header: true))
    s.release(row: 0)
    #expect(s.engine.narration == Narrator.notLiftable(ItemLabel(text: "# Today"), position: 1, header: true))
  }

  @Test func aHeldLockedRowSaysWhyItCannotLift() {
    var s = Session(["a", "!standup", "b"])
    s.press(row: 1)
    s.wait(300)
    #expect(s.engine.holdProgress == nil)
    s.wait(200)
    #expect(!s.engine.isDragging)
    #expect(
      s.engine.narration == Narrator.notLiftable(ItemLabel(text: "!standup"), position: 2, header: false))
  }

  @Test func aTapOrAQuickDragOnAHeaderDoesNothing() {
    var s = Session(["# Today", "a", "b", "# Later", "c"])
    s.press(row: 2)
    s.release(row: 2)
    let narration = s.engine.narration
    s.press(row: 3)
    s.release(row: 3)
    #expect(s.engine.focus == 2)
    #expect(s.engine.narration == narration)
    s.press(row: 3)
    s.drag(row: 4)
    s.release(row: 4)
    #expect(s.engine.selection.isEmpty, "no range starts on a header")
    #expect(s.engine.focus == 2)
  }
}
