import Testing

@testable import ReorderCore

/// Auto-scroll: the deeper into the edge zone, the faster; the inner row
/// crawls, the edge races.
@Suite struct AutoScrollTests {
  /// A 500-row list in a 100×30 terminal (29 item rows, the status line
  /// on row 29): the first row is lifted and held on `row` from 1 s on.
  /// - Returns: the row (1-based) the lifted row would land on after each
  ///   of `after` milliseconds of holding.
  static func rowsReached(holdingOn row: Int, after: [Int]) -> [Int] {
    var s = Session((1...500).map { "item \($0)" }, width: 100, height: 30)
    s.press(row: 0)
    s.wait(500)
    s.drag(row: row)
    var reached: [Int] = []
    var held = 0
    for mark in after {
      while held < mark {
        s.wait(20)
        held += 20
      }
      reached.append(s.engine.focus + 1)
    }
    return reached
  }

  @Test func theZoneIsFourRowsDeepAndBeyondTheEdgeIsDeeper() {
    let a = AutoScroller()
    #expect(a.zone(row: 24, rows: 29) == .none)
    #expect(a.zone(row: 25, rows: 29) == .init(direction: 1, depth: 0, isBeyond: false))
    #expect(a.zone(row: 27, rows: 29).depth == 2.0 / 3)
    #expect(a.zone(row: 28, rows: 29) == .init(direction: 1, depth: 1, isBeyond: false))
    #expect(a.zone(row: 29, rows: 29) == .init(direction: 1, depth: 1, isBeyond: true))
    #expect(a.zone(row: 3, rows: 29) == .init(direction: -1, depth: 0, isBeyond: false))
    #expect(a.zone(row: 0, rows: 29) == .init(direction: -1, depth: 1, isBeyond: false))
    #expect(a.zone(row: -1, rows: 29).isBeyond, "a header row above the items")
    #expect(a.zone(row: 4, rows: 29) == .none)
    #expect(a.zone(row: 2, rows: 6) == .none, "two rows at each edge of a 6-row viewport")
    #expect(a.zone(row: 1, rows: 6).depth == 0)
    #expect(a.zone(row: 0, rows: 2) == .none, "no zone in a tiny viewport")
  }

  @Test func speedGrowsWithDepthAndTheOuterRowsWithTime() {
    let a = AutoScroller()
    let depths = [25, 26, 27, 28, 29].map { a.zone(row: $0, rows: 29) }
    for held in [0, 1000, 2500, 10_000] {
      let speeds = depths.map { a.speed(in: $0, held: .milliseconds(held)) }
      #expect(speeds == speeds.sorted(), "deeper is faster after \(held) ms: \(speeds)")
      #expect(speeds[0] == 2, "the inner row crawls at 2 rows/s however long it is held")
    }
    #expect(a.speed(in: depths[3], held: .seconds(1)) > 50, "the edge races after a second")
    #expect(a.speed(in: depths[4], held: .seconds(60)) == 250_000, "capped")
  }

  /// The pointer starts on row 26 of the list (screen row 25). Before
  /// this table the zone was two rows, both racing: rows 43 and 193 on
  /// the inner one, 60 and 359 on the last item row and the status line,
  /// nothing slower but leaving the zone.
  @Test func rowsReachedAfterOneAndTwoAndAHalfSecondsByDepth() {
    let table = [25, 26, 27, 28, 29].map { Self.rowsReached(holdingOn: $0, after: [1000, 2500]) }
    #expect(table[0] == [27, 30], "inner row: 2 rows/s")
    #expect(table[1] == [32, 44])
    #expect(table[2] == [46, 87])
    #expect(table[3] == [85, 240], "the last item row")
    #expect(table[4] == [141, 451], "the status line, past the edge")
  }

  @Test func aCrawlStaysACrawl() {
    let reached = Self.rowsReached(holdingOn: 25, after: [1000, 5000, 10_000])
    #expect(reached == [27, 35, 45])
  }

  @Test func leavingTheZoneStopsAndReenteringStartsSlowAgain() {
    var a = AutoScroller()
    var t = Duration.zero
    var rows = 0
    for _ in 0..<150 {
      rows += a.tick(row: 28, rows: 29, time: t)
      t += .milliseconds(20)
    }
    #expect(rows > 150)
    #expect(a.tick(row: 10, rows: 29, time: t) == 0)
    #expect(!a.isActive)
    rows = 0
    for _ in 0..<50 {
      t += .milliseconds(20)
      rows += a.tick(row: 28, rows: 29, time: t)
    }
    #expect(rows < 60, "the ramp starts over: \(rows) rows in the first second")
    #expect(a.tick(row: 0, rows: 29, time: t + .milliseconds(20)) == 0, "the other edge starts over too")
  }
}
