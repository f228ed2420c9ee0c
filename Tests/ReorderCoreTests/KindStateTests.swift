import Testing

@testable import ReorderCore

/// A kind keeps its own state in the engine (``ReorderEngine/kindState``)
/// through ``ListKind/afterAction(_:on:)``, asks for ticks by its deadline,
/// and may take a pointer release as its own drop
/// (``ListKind/takesRelease(at:on:)``); the engine knows none of it.
@Suite struct KindStateTests {
  /// Counts the actions it saw; wants a tick 100 ms after the last; takes
  /// a release on row 0 and says so instead of the list's drop.
  struct Counted: KindState {
    var actions = 0
    var last: Duration = .zero
    var deadline: Duration? { last + .milliseconds(100) }
  }

  struct CountingKind: ListKind {
    func afterAction(_ action: EngineAction, on context: inout KindContext) {
      var state = context.kindState as? Counted ?? Counted()
      state.actions += 1
      state.last = context.now
      context.kindState = state
    }
    func takesRelease(at point: Point, on context: inout KindContext) -> Bool {
      guard point.y == 0 else { return false }
      context.interaction = .idle
      context.say("the kind's drop")
      return true
    }
  }

  @Test func theKindsStateIsKeptAndItsDeadlineWakesTheEngine() {
    var s = Session(["a", "b", "c"]) { $0.kind = CountingKind() }
    s.send(.cursor(.vertical(1)))
    s.send(.cursor(.vertical(1)))
    let state = s.engine.kindState as? Counted
    #expect(state?.actions == 2)
    #expect(s.engine.nextDeadline == s.time + .milliseconds(100))
  }

  @Test func aReleaseTheKindTakesIsNotTheListsDrop() {
    var s = Session(["a", "b", "c"]) { $0.kind = CountingKind() }
    s.press(row: 2)
    s.wait(600)
    s.drag(row: 0)
    s.release(row: 0)
    #expect(s.engine.narration.text == "the kind's drop")
    #expect(s.strings == ["a", "b", "c"], "the list's drop would have moved c to the top")
    var plain = Session(["a", "b", "c"])
    plain.press(row: 2)
    plain.wait(600)
    plain.drag(row: 0)
    plain.release(row: 0)
    #expect(plain.strings == ["c", "a", "b"])
  }
}
