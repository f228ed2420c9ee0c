import Testing

@testable import ReorderCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Random streams of gestures, keys, ticks and resizes on random lists:
/// the list is always a permutation of the input with locked rows in place,
/// nothing is committed while dragging, cancel restores the order, nothing
/// the engine hands the view is out of range, and undoing everything gives
/// the input back.
///
/// 250 sessions per seed; with `REORDER_FUZZ_SECONDS=N` in the environment
/// (`make fuzz`), each seed runs new sessions for N seconds instead, from a
/// random start (`REORDER_FUZZ_SEED` to choose it; it is printed).
@Suite struct EnginePropertyTests {
  static let fuzzSeconds = getenv("REORDER_FUZZ_SECONDS").flatMap { Int(String(cString: $0)) }
  static let fuzzSeed: UInt64 = {
    guard fuzzSeconds != nil else { return 0 }
    let seed =
      getenv("REORDER_FUZZ_SEED").flatMap { UInt64(String(cString: $0)) } ?? UInt64.random(in: 1...UInt64.max)
    print("EnginePropertyTests: REORDER_FUZZ_SEED=\(seed)")
    return seed
  }()

  /// One deadline for all seeds, which share the cores.
  static let fuzzDeadline = fuzzSeconds.map { ContinuousClock.now + .seconds($0) }

  @Test(arguments: 0..<8)
  func randomSessionsKeepTheInvariants(seed: UInt64) {
    var rng = SplitMix64(seed: seed &* 0x1234_5678 &+ 1 &+ Self.fuzzSeed)
    let clock = ContinuousClock()
    let deadline = Self.fuzzDeadline
    var sessions = 0
    while deadline.map({ clock.now < $0 }) ?? (sessions < 250) {
      sessions += 1
      let n = Int.random(in: 0...40, using: &rng)
      let items: [String] = (0..<n).map { i in
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return "!lock\(i)"
        case 1: return "#head\(i)"
        default: return "item\(i)"
        }
      }
      var s = Session(
        items, width: Int.random(in: 1...50, using: &rng), height: Int.random(in: 1...15, using: &rng)
      ) {
        $0.longPressDuration = .milliseconds([0, 100, 500][Int.random(in: 0..<3, using: &rng)])
        $0.dropMode = Bool.random(using: &rng) ? .insert : .swap
        $0.holdKeyReportsReleases = Bool.random(using: &rng)
        $0.animationDuration = .milliseconds(Int.random(in: 0...1, using: &rng) * 150)
      }
      var orderAtLift: [String] = items
      // What happened, for a failure's message.
      let start =
        "items \(items), \(s.engine.layout.width)×\(s.engine.layout.height), \(s.engine.configuration)"
      var log: [(Duration, EngineAction)] = []
      func replay() -> String { ([start] + log.map { "\($0.0) \($0.1)" }).joined(separator: "\n") }
      for _ in 0..<60 {
        let wasDragging = s.engine.isDragging
        let row = Int.random(in: -1...16, using: &rng)
        let action: EngineAction
        switch Int.random(in: 0..<21, using: &rng) {
        case 0:
          action = .pointerDown(
            Point(x: Int.random(in: 0...50, using: &rng), y: row), .primary, shift: Bool.random(using: &rng))
        case 1, 2: action = .pointerMoved(Point(x: Int.random(in: 0...50, using: &rng), y: row))
        case 3: action = .pointerUp(Point(x: 3, y: row))
        case 4: action = .pointerDown(Point(x: 3, y: row), .secondary, shift: false)
        case 5: action = .cursor(.vertical(Int.random(in: -3...3, using: &rng)))
        case 6:
          action = .cursor(
            [.first, .last, .pageUp, .pageDown, .to(Int.random(in: -2...45, using: &rng))][
              Int.random(in: 0..<5, using: &rng)])
        case 7: action = .moveSelection(.vertical(Int.random(in: -2...2, using: &rng)))
        case 8:
          action = .moveSelection(
            [.first, .last, .to(Int.random(in: 0...40, using: &rng))][Int.random(in: 0..<3, using: &rng)])
        case 9: action = .holdKey([.press, .repeat, .release][Int.random(in: 0..<3, using: &rng)])
        case 10: action = .confirm
        case 11: action = .escape
        case 12: action = .undo
        case 13: action = .redo
        case 14: action = .toggleRangeSelection
        case 15:
          action = .resize(
            width: Int.random(in: 0...60, using: &rng), height: Int.random(in: 0...20, using: &rng))
        case 16: action = .scroll(Int.random(in: -5...5, using: &rng))
        // Extremes: what a decoder clamps to, far off screen, huge sizes.
        case 17:
          let far = [-(1 << 30), -1, 1 << 30, Int.random(in: -100...1000, using: &rng)]
          let point = Point(
            x: far[Int.random(in: 0..<4, using: &rng)], y: far[Int.random(in: 0..<4, using: &rng)])
          action =
            [.pointerDown(point, .primary, shift: false), .pointerMoved(point), .pointerUp(point)][
              Int.random(in: 0..<3, using: &rng)]
        case 18:
          action =
            [
              .scroll(1 << 30), .scroll(-(1 << 30)), .cursor(.to(1 << 30)), .cursor(.to(-(1 << 30))),
              .moveSelection(.to(1 << 30)), .moveSelection(.to(-5)),
            ][Int.random(in: 0..<6, using: &rng)]
        case 19:
          action = .resize(
            width: Int.random(in: -5...2000, using: &rng), height: Int.random(in: -5...1000, using: &rng))
        default: action = .tick
        }
        s.time += .milliseconds([0, 1, 16, 120, 700, 5000][Int.random(in: 0..<6, using: &rng)])
        let before = s.strings
        let effectsBefore = s.effects.count
        s.send(action)
        log.append((s.time, action))
        let after = s.strings
        let commits = s.effects[effectsBefore...].filter {
          if case .committed = $0 { return true } else { return false }
        }.count
        // Always a permutation, locked rows in place.
        #expect(after.sorted() == items.sorted())
        for (i, item) in items.enumerated() where item.hasPrefix("!") { #expect(after[i] == item) }
        // The order changes only by a committed edit (never by a drag step),
        // and one edit always changes it. (Undo while lifted commits the
        // drop, then undoes it: two edits, no change.)
        #expect(commits > 0 || after == before, "\(replay())")
        #expect(commits != 1 || after != before, "\(replay())")
        let committed = commits > 0
        // Cancel puts back exactly the order from before the lift.
        if wasDragging && !s.engine.isDragging && s.engine.narration.text.hasPrefix("Cancelled") {
          #expect(after == orderAtLift)
        }
        // A lift (possibly right after a drop) never changes the order.
        if s.engine.isDragging && (!wasDragging || committed) { orderAtLift = after }
        // The focus and what is shown are always in range.
        #expect(s.engine.list.isEmpty || (0..<s.engine.list.count).contains(s.engine.focus))
        for p in s.engine.layout.visiblePositions { _ = s.engine.displayed(at: p) }
        // Every shown row is a distinct item.
        if !s.engine.list.isEmpty {
          let shown =
            s.engine.list.isEmpty ? [] : (0..<s.engine.list.count).map { s.engine.displayed(at: $0).id }
          #expect(Set(shown).count == shown.count)
        }
        expectInRange(s.engine, rng: &rng)
      }
      // Cancel whatever is lifted, then undo everything: the input comes
      // back; redo as many edits: the last order comes back.
      s.send(.escape)
      s.send(.escape)
      #expect(!s.engine.isDragging)
      let last = s.strings
      let undoable = s.engine.history.undoCount
      while s.engine.history.canUndo { s.send(.undo) }
      #expect(s.strings == items)
      for _ in 0..<undoable { s.send(.redo) }
      #expect(s.strings == last)
    }
    if deadline != nil { print("EnginePropertyTests: seed \(seed): \(sessions) sessions") }
  }

  /// Nothing the engine hands the view points outside the list or the
  /// screen. (One #expect for all, to keep the many runs cheap.)
  func expectInRange(
    _ engine: ReorderEngine, rng: inout SplitMix64, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let count = engine.list.count
    let movable = engine.list.movableCount
    let layout = engine.layout
    let visible = layout.visiblePositions
    var problems: [String] = []
    if visible.lowerBound < 0 || visible.upperBound > count {
      problems.append("visible \(visible) of \(count)")
    }
    if layout.scroll < 0 || layout.scroll > layout.maxScroll {
      problems.append("scroll \(layout.scroll) of \(layout.maxScroll)")
    }
    for position in visible {
      if let origin = layout.origin(ofPosition: position),
        origin.y < 0 || origin.y >= layout.height || origin.x < 0
      {
        problems.append("origin \(origin) of \(position)")
      }
    }
    if let snapshot = engine.snapshot {
      if snapshot.ids.isEmpty || !snapshot.ids.allSatisfy({ Int($0) < count })
        || Set(snapshot.ids).count != snapshot.ids.count
        || !snapshot.ids.indices.contains(snapshot.grabbedIndex)
      {
        problems.append("snapshot \(snapshot)")
      }
    }
    if let drag = engine.drag {
      if drag.targetRank < 0 || drag.targetRank + drag.count > movable
        || !drag.block.allSatisfy({ $0 >= 0 && $0 < movable })
        || !(drag.swapTarget.map { $0 >= 0 && $0 < movable } ?? true)
      {
        problems.append("drag \(drag)")
      }
    }
    for _ in 0..<4 {
      let point = Point(
        x: Int.random(in: -3...(layout.width + 3), using: &rng),
        y: Int.random(in: -3...(layout.height + 3), using: &rng))
      if let path = engine.hitTest(point),
        !(engine.list.position(of: path).map { (0..<count).contains($0) } ?? false)
      {
        problems.append("hit test \(point) → \(path)")
      }
    }
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  }
}
