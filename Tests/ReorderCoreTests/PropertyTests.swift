import Testing

@testable import ReorderCore

/// Random streams of gestures, keys, ticks and resizes on random lists:
/// the list is always a permutation of the input with locked rows in place,
/// nothing is committed while dragging, and cancel restores the order.
@Suite struct EnginePropertyTests {
  @Test(arguments: 0..<8)
  func randomSessionsKeepTheInvariants(seed: UInt64) {
    var rng = SplitMix64(seed: seed &* 0x1234_5678 &+ 1)
    for _ in 0..<250 {
      let n = Int.random(in: 0...40, using: &rng)
      let items: [String] = (0..<n).map { i in
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return "!lock\(i)"
        case 1: return "#head\(i)"
        default: return "item\(i)"
        }
      }
      var s = Session(items, width: Int.random(in: 1...50, using: &rng), height: Int.random(in: 1...15, using: &rng)) {
        $0.longPressDuration = .milliseconds([0, 100, 500][Int.random(in: 0..<3, using: &rng)])
        $0.dropMode = Bool.random(using: &rng) ? .insert : .swap
        $0.holdKeyReportsReleases = Bool.random(using: &rng)
        $0.animationDuration = .milliseconds(Int.random(in: 0...1, using: &rng) * 150)
      }
      var orderAtLift: [String] = items
      for _ in 0..<60 {
        let wasDragging = s.engine.isDragging
        let row = Int.random(in: -1...16, using: &rng)
        let action: EngineAction
        switch Int.random(in: 0..<18, using: &rng) {
        case 0: action = .pointerDown(Point(x: Int.random(in: 0...50, using: &rng), y: row), .primary, shift: Bool.random(using: &rng))
        case 1, 2: action = .pointerMoved(Point(x: Int.random(in: 0...50, using: &rng), y: row))
        case 3: action = .pointerUp(Point(x: 3, y: row))
        case 4: action = .pointerDown(Point(x: 3, y: row), .secondary, shift: false)
        case 5: action = .cursor(.vertical(Int.random(in: -3...3, using: &rng)))
        case 6: action = .cursor([.first, .last, .pageUp, .pageDown, .to(Int.random(in: -2...45, using: &rng))][Int.random(in: 0..<5, using: &rng)])
        case 7: action = .moveSelection(.vertical(Int.random(in: -2...2, using: &rng)))
        case 8: action = .moveSelection([.first, .last, .to(Int.random(in: 0...40, using: &rng))][Int.random(in: 0..<3, using: &rng)])
        case 9: action = .holdKey([.press, .repeat, .release][Int.random(in: 0..<3, using: &rng)])
        case 10: action = .confirm
        case 11: action = .escape
        case 12: action = .undo
        case 13: action = .redo
        case 14: action = .toggleRangeSelection
        case 15: action = .resize(width: Int.random(in: 0...60, using: &rng), height: Int.random(in: 0...20, using: &rng))
        case 16: action = .scroll(Int.random(in: -5...5, using: &rng))
        default: action = .tick
        }
        s.time += .milliseconds(Int.random(in: 0...700, using: &rng))
        let before = s.strings
        let effectsBefore = s.effects.count
        s.send(action)
        let after = s.strings
        let committed = s.effects[effectsBefore...].contains {
          if case .committed = $0 { return true } else { return false }
        }
        // Always a permutation, locked rows in place.
        #expect(after.sorted() == items.sorted())
        for (i, item) in items.enumerated() where item.hasPrefix("!") { #expect(after[i] == item) }
        // The order changes only by a committed edit (never by a drag step).
        #expect(committed == (after != before))
        // Cancel puts back exactly the order from before the lift.
        if wasDragging && !s.engine.isDragging && s.engine.narration.hasPrefix("Cancelled") {
          #expect(after == orderAtLift)
        }
        // A lift (possibly right after a drop) never changes the order.
        if s.engine.isDragging && (!wasDragging || committed) { orderAtLift = after }
        // The focus and what is shown are always in range.
        #expect(s.engine.list.isEmpty || (0..<s.engine.list.count).contains(s.engine.focus))
        for p in s.engine.layout.visiblePositions { _ = s.engine.displayed(at: p) }
        // Every shown row is a distinct item.
        if !s.engine.list.isEmpty {
          let shown = s.engine.list.isEmpty ? [] : (0..<s.engine.list.count).map { s.engine.displayed(at: $0).id }
          #expect(Set(shown).count == shown.count)
        }
      }
    }
  }
}
