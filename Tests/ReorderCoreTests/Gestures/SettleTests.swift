import Testing

@testable import ReorderCore

/// The settle after a drop or cancel, frame by frame: the snapshot only
/// ever covers its own gap (or the empty space below the rows), its rows
/// are never shown twice, and the list is whole when it ends.
@Suite struct SettleTests {
  /// Every frame of the settle now in progress, checked; returns how many
  /// frames had the snapshot somewhere other than where it ended.
  static func checkFrames(_ s: inout Session, _ context: String) -> Int {
    var moving = 0
    var frames = 0
    while let snapshot = s.engine.snapshot, snapshot.isSettling {
      let rows = s.engine.layout.visiblePositions
      let shown = rows.map { s.engine.displayed(at: $0) }
      for (index, id) in snapshot.ids.enumerated() {
        let y = snapshot.origin.y + index - snapshot.grabbedIndex
        if let position = s.engine.layout.position(at: Point(x: 0, y: y)) {
          #expect(shown[position - rows.lowerBound].isPlaceholder, "\(context): covers row \(position)")
        }
        #expect(
          !shown.contains { $0.id == Int(id) && !$0.isPlaceholder }, "\(context): \(id) shown twice")
      }
      if snapshot.origin != s.engine.layout.unclippedOrigin(ofPosition: s.engine.focus) { moving += 1 }
      s.wait(10)
      frames += 1
      if frames > 100 { break }
    }
    #expect(frames >= 14 && frames <= 16, "\(context): \(frames) frames of 10 ms")
    let visible = s.engine.layout.visiblePositions
    #expect(s.shown == Array(s.strings[visible]), "\(context): the list as it is, once settled")
    return moving
  }

  static func session(_ items: [String], mode: DropMode = .insert) -> Session {
    Session(items) {
      $0.animationDuration = .milliseconds(150)
      $0.dropMode = mode
    }
  }

  @Test(arguments: [DropMode.insert, .swap])
  func everyDropAndCancelOfOneRow(mode: DropMode) {
    let items = ["a", "b", "!lock", "c", "d", "e", "f", "g"]
    for from in 0..<8 where from != 2 {
      for to in 0..<10 {
        for cancels in [false, true] {
          var s = Self.session(items, mode: mode)
          s.press(row: from)
          s.wait(600)
          let step = to >= from ? 1 : -1
          for row in stride(from: from + step, through: to, by: step) where row != from { s.drag(row: row) }
          if cancels { s.send(.escape) } else { s.release(row: to) }
          _ = Self.checkFrames(&s, "\(mode) \(from)→\(to)\(cancels ? " cancelled" : "")")
        }
      }
    }
  }

  @Test func aCancelGlidesAndABlockOfThreeKeepsItsGap() {
    var s = Self.session(letters)
    s.send(.toggleMark)
    s.send(.cursor(.vertical(1)))
    s.send(.toggleMark)
    s.send(.cursor(.vertical(1)))
    s.send(.toggleMark)
    s.press(row: 1)
    s.wait(600)
    for row in 2...7 { s.drag(row: row) }
    s.send(.escape)
    #expect(Self.checkFrames(&s, "block cancelled") >= 3, "it glides back over several frames")
    #expect(s.strings == letters)
  }

  @Test func aKeyboardDropSettlesInPlace() {
    var s = Self.session(letters)
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(3)))
    s.send(.confirm)
    #expect(Self.checkFrames(&s, "keyboard") == 0, "no glide: the snapshot is at its landing")
    #expect(s.strings.prefix(4) == ["b", "c", "d", "a"])
  }
}
