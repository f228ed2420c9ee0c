import Testing

@testable import ReorderCore

/// Search in slices: a count costs at most two passes, keys get through
/// between slices, and the match counter numbers the match without
/// blocking anything. Work is counted in rows examined, never timed.
@Suite struct SearchWorkTests {
  /// `rows` rows, every `every`-th of them (from 0) a match for "hit".
  func rows(_ rows: Int, every: Int) -> [String] {
    (0..<rows).map { $0 % every == 0 ? "hit \($0)" : "row \($0)" }
  }

  /// Drains the pending work; returns how many slices it took.
  @discardableResult
  func drain(_ s: inout Session, budget: Int = 1 << 20) -> Int {
    var slices = 0
    while s.engine.hasPendingWork {
      s.engine.continueWork(budget: budget)
      slices += 1
    }
    return slices
  }

  /// Where `count` presses of `n` (or `N`) land, one row at a time.
  func naive(_ items: [String], from focus: Int, count: Int, forward: Bool, query: String) -> Int? {
    let matches = items.indices.filter { items[$0].contains(query) }
    guard !matches.isEmpty else { return nil }
    var p = focus
    for _ in 0..<(count % matches.count == 0 ? matches.count : count % matches.count) {
      p =
        forward
        ? matches.first { $0 > p } ?? matches[0]
        : matches.last { $0 < p } ?? matches[matches.count - 1]
    }
    return p
  }

  @Test func aHugeCountCostsAtMostTwoPasses() {
    let items = rows(1000, every: 7)
    var s = Session(items)
    s.send(.search("hit", forward: true, includeCurrent: false, count: 9_999_999))
    drain(&s)
    #expect(s.engine.focus == naive(items, from: 0, count: 9_999_999, forward: true, query: "hit"))
    #expect(s.engine.rowsExamined <= 3 * 1000, "two passes and the count, not ten million rows")
    let before = s.engine.rowsExamined
    s.send(.search("hit", forward: false, includeCurrent: false, count: 9_999_999))
    drain(&s)
    #expect(
      s.engine.focus
        == naive(
          items, from: naive(items, from: 0, count: 9_999_999, forward: true, query: "hit")!,
          count: 9_999_999, forward: false, query: "hit"))
    #expect(s.engine.rowsExamined - before <= 1000, "the number of matches is known now: one pass at most")
  }

  @Test func everyCountFromEveryRowLandsWhereRepeatedPressesWould() {
    for pattern in [[false, true, false, false, true], [true], [false, false, true], [true, true, false]] {
      let items = pattern.enumerated().map { $0.element ? "x\($0.offset)" : "-\($0.offset)" }
      for focus in items.indices {
        for count in 1...11 {
          for forward in [true, false] {
            var s = Session(items)
            s.send(.cursor(.to(focus)))
            s.send(.search("x", forward: forward, includeCurrent: false, count: count))
            drain(&s)
            let expected = naive(items, from: focus, count: count, forward: forward, query: "x")
            #expect(s.engine.focus == expected, "\(pattern) from \(focus), \(count)×, forward \(forward)")
          }
        }
      }
    }
  }

  @Test func aSearchRunsInSlicesAndEscStopsIt() {
    var s = Session(rows(10_000, every: 1_000_000)) { $0.searchSliceBudget = 100 * 26 }
    s.send(.cursor(.to(5)))
    s.send(.search("zzz", forward: true, includeCurrent: false))
    let isSearching = s.engine.isSearching
    #expect(isSearching, "a slice examines about a hundred rows, not ten thousand")
    #expect(s.engine.rowsExamined <= 200)
    #expect(s.engine.narration.text.hasPrefix("Searching for \"zzz\""))
    s.engine.continueWork(budget: 100 * 26)
    #expect(s.engine.rowsExamined <= 400)
    s.send(.escape)
    let hasPendingWork = s.engine.hasPendingWork
    #expect(!hasPendingWork)
    #expect(s.engine.focus == 5, "the focus stays where it was")
    #expect(s.engine.narration == "Stopped searching for \"zzz\"")
    #expect(s.effects.isEmpty, "Esc stopped the search: it did not quit")
  }

  @Test func aKeyDuringASearchActsAtOnceAndCancelsIt() {
    var s = Session(rows(10_000, every: 1_000_000)) { $0.searchSliceBudget = 2_600 }
    s.send(.search("zzz", forward: true, includeCurrent: false))
    s.send(.cursor(.vertical(3)))
    #expect(s.engine.focus == 3)
    let hasPendingWork = s.engine.hasPendingWork
    #expect(!hasPendingWork, "the search gave way")
  }

  @Test func aMatchlessSearchSaysSoWhenItHasLookedEverywhere() {
    var s = Session(rows(5_000, every: 1_000_000)) { $0.searchSliceBudget = 26_000 }
    s.send(.search("zzz", forward: true, includeCurrent: false))
    let slices = drain(&s, budget: 26_000)
    #expect(slices >= 3)
    #expect(s.engine.narration == "No row contains \"zzz\"")
    #expect(s.engine.rowsExamined == 5_000, "one pass, every row once")
  }

  @Test func anotherNWhileSearchingAsksForOneMore() {
    let items = rows(3_000, every: 1000)
    var s = Session(items) { $0.searchSliceBudget = 260 }
    s.send(.search("hit", forward: true, includeCurrent: false))
    s.send(.search("hit", forward: true, includeCurrent: false))
    drain(&s)
    #expect(s.engine.focus == 2000)
  }

  @Test func theMatchIsNumberedWithoutBlocking() {
    let items = rows(10_000, every: 100)
    var s = Session(items) { $0.searchSliceBudget = 2_600 }
    s.send(.cursor(.to(250)))
    s.send(.search("hit", forward: true, includeCurrent: false))
    #expect(s.engine.focus == 300, "the next match comes first")
    #expect(s.engine.searchMatch?.index == nil)
    let hasPendingWork = s.engine.hasPendingWork
    #expect(hasPendingWork, "its number is still being counted")
    drain(&s, budget: 2_600)
    #expect(
      s.engine.searchMatch == SearchMatch(query: "hit", position: 300, wrapped: false, index: 4, total: 100))
    let counted = s.engine.rowsExamined
    s.send(.search("hit", forward: true, includeCurrent: false, count: 98))
    drain(&s)
    #expect(s.engine.focus == 100)
    #expect(s.engine.searchMatch?.index == 2, "4 + 98 wraps to 2 of 100")
    #expect(s.engine.searchMatch?.total == 100)
    #expect(s.engine.rowsExamined - counted <= 10_000, "numbered from the last match, not counted again")
  }

  @Test func aMoveKeepsTheNumberOfMatchesADeleteDoesNot() {
    var s = Session(rows(50, every: 10)) { $0.searchSliceBudget = 200 }
    s.send(.search("hit", forward: true, includeCurrent: false))
    drain(&s)
    #expect(s.engine.searchMatch?.total == 5)
    s.send(.moveSelection(.vertical(1)))
    #expect(s.engine.searchMatch == nil, "the order changed: the match's number is stale")
    var examined = s.engine.rowsExamined
    s.send(.search("hit", forward: false, includeCurrent: false))
    drain(&s)
    #expect(
      s.engine.searchMatch == SearchMatch(query: "hit", position: 0, wrapped: false, index: 1, total: 5))
    #expect(s.engine.rowsExamined - examined <= 11 + 1, "11 rows back, 1 to number it: the total was kept")
    s.send(.toggleEditMode)  // deleting is for edit mode
    s.send(.delete)
    examined = s.engine.rowsExamined
    s.send(.search("hit", forward: true, includeCurrent: false))
    #expect(s.engine.searchMatch?.total == nil, "a row went: the matches are counted again")
    drain(&s)
    #expect(s.engine.searchMatch?.total == 4)
    #expect(s.engine.focus == 10, "hit 10, one row down since the move")
    #expect(s.engine.rowsExamined - examined == 10 + 49, "10 rows to it, then all 49 counted")
  }

  @Test func nothingToFindIsKnownAtOnceTheSecondTime() {
    var s = Session(rows(100, every: 1000))
    s.send(.search("zzz", forward: true, includeCurrent: false))
    let examined = s.engine.rowsExamined
    s.send(.search("zzz", forward: true, includeCurrent: false, count: 9_999_999))
    #expect(s.engine.rowsExamined == examined)
    #expect(s.engine.narration == "No row contains \"zzz\"")
  }
}
