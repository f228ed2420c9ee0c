import Testing

@testable import ReorderCore

/// The seam a kind that lays its rows out itself works through (a board
/// is one, in its own target): the engine asks the kind where a pointer
/// is and where a row's cell begins (``KindLayout``), lets it scroll a
/// pointer drag, carries its state without knowing its type, and asks it
/// the first rank rows may land at. A kind made here, rows side by side
/// on the first screen row, ten cells each, shows each hook is asked.
@Suite struct KindLayoutTests {
  /// What the test kind keeps in the engine: actions and ticks seen.
  struct Seen: KindState {
    var actions = 0
    var scrollTicks = 0
  }

  struct SideBySide: KindLayout {
    func position(at point: Point, in context: borrowing KindContext) -> Int? {
      point.y == 0 && point.x < 40 ? point.x / 10 : nil
    }
    func origin(ofPosition position: Int, in context: borrowing KindContext) -> Point? {
      Point(x: position * 10, y: 0)
    }
    func scrolls(at point: Point, for drag: DragSession, in context: borrowing KindContext) -> Bool { true }
  }

  struct SideBySideKind: ListKind {
    func flags(of line: ItemBytes) -> ItemFlags { line.first == UInt8(ascii: "#") ? .header : [] }
    var ownLayout: (any KindLayout)? { SideBySide() }
    func afterAction(_ action: EngineAction, on context: inout KindContext) {
      var seen = context.kindState as? Seen ?? Seen()
      seen.actions += 1
      if action == .tick, context.drag?.driver == .pointer { seen.scrollTicks += 1 }
      context.kindState = seen
    }
    var headerRole: HeaderRole { .columnTop }
  }

  static func session(_ items: [String], kind: any ListKind) -> Session {
    var s = Session(items)
    s.engine.configuration.kind = kind
    return s
  }

  @Test func aPressIsOnTheRowTheKindPutsThere() {
    var s = Self.session(["a", "b", "c", "d"], kind: SideBySideKind())
    s.press(row: 0, x: 25)
    s.release(row: 0, x: 25)
    #expect(s.engine.focus == 2, "the third row is 20-29 cells in, on the first screen row")
    // The list's own layout puts the first row there.
    var plain = Self.session(["a", "b", "c", "d"], kind: PlainList())
    plain.press(row: 0, x: 25)
    plain.release(row: 0, x: 25)
    #expect(plain.engine.focus == 0)
  }

  @Test func aLiftedRowsSnapshotStartsAtItsCellAndFollowsThePointerSideways() throws {
    var s = Self.session(["a", "b", "c", "d"], kind: SideBySideKind())
    s.press(row: 0, x: 13)
    s.wait(600)
    let drag = try #require(s.engine.drag)
    #expect(drag.grabOffset == Point(x: 3, y: 0), "grabbed 3 cells into row b's cell at x 10")
    s.drag(row: 0, x: 33)
    #expect(s.engine.snapshot?.origin.x == 30)
    s.time += .milliseconds(50)
    let ticks = (s.engine.kindState as? Seen)?.scrollTicks ?? 0
    s.send(.tick)
    #expect((s.engine.kindState as? Seen)?.scrollTicks == ticks + 1, "the kind scrolled the drag")
    #expect(s.engine.nextDeadline != nil, "the kind's edge zone asks for ticks")
  }

  @Test func theEngineCarriesTheKindsStateAndCallsItAfterEachAction() {
    var s = Self.session(["a", "b"], kind: SideBySideKind())
    #expect(s.engine.kindState == nil)
    s.send(.cursor(.vertical(1)))
    s.send(.cursor(.vertical(-1)))
    s.send(.toggleMark)
    #expect((s.engine.kindState as? Seen)?.actions == 3)
    var plain = Self.session(["a", "b"], kind: PlainList())
    plain.send(.cursor(.vertical(1)))
    #expect(plain.engine.kindState == nil, "a plain list keeps nothing")
  }

  @Test func aLiftStopsAtTheFirstRankTheKindTakesRowsAt() {
    for (kind, top) in [(SideBySideKind() as any ListKind, 1), (PlainList(), 2)] {
      var s = Self.session(["#A", "#B", "x"], kind: kind)
      s.send(.cursor(.to(2)))
      s.send(.holdKey(.press))
      s.send(.cursor(.vertical(-5)))
      #expect(s.engine.drag?.targetRank == top, "\(kind)")
    }
  }
}
