/// A search that runs in slices: from a start position, in one direction,
/// round the list, until the `wanted`-th match. Each slice examines rows
/// until its budget is spent, so a search through ten million rows never
/// holds the keys up for longer than a slice.
///
///     start = focus + 1 (`n`)            wanted 2 → the second match
///     ┌──────────────────────────────┐
///     │ … focus ▶ a  b  m  c  m  d … │   examined 5 rows, seen 2: found
///     └──────────────────────────────┘
///
/// A pass round the whole list that sees fewer matches than wanted learns
/// how many there are (`total`): the rest of the count is taken modulo it,
/// so `9999999n` costs at most two passes, never ten million.
struct SearchScan {
  let query: String
  let matcher: TextMatcher
  let forward: Bool
  /// The focus when the search began, and whether it is examined first
  /// (`/` as it is typed) or last (`n`).
  let origin: Int
  let includeCurrent: Bool
  /// Where the first row examined is, before wrapping: the focus, or the
  /// row after (before) it. Outside `0..<length` when that row wraps.
  let rawStart: Int
  /// Rows in the cycle: the list's count when the search began.
  let length: Int
  /// Matches still to pass, the last of them the one wanted.
  var wanted: Int
  /// Rows examined in this pass.
  var examined = 0
  /// Matches seen in this pass.
  var seen = 0
  /// Full passes completed (a second pass means the count wrapped).
  var passes = 0
  /// How many rows match in the whole list, once known.
  var total: Int?

  enum Outcome: Equatable {
    /// The wanted match: where, whether the search went past an end of the
    /// list, and how many matches it advanced by (the found one included).
    case found(position: Int, wrapped: Bool, advanced: Int)
    case notFound
    /// The budget ran out first; ``advance(_:budget:examine:)`` again.
    case pending
  }

  init(
    query: String, matcher: TextMatcher, forward: Bool, from focus: Int, includeCurrent: Bool, length: Int,
    wanted: Int
  ) {
    self.query = query
    self.matcher = matcher
    self.forward = forward
    origin = focus
    self.includeCurrent = includeCurrent
    rawStart = includeCurrent ? focus : focus + (forward ? 1 : -1)
    self.length = length
    self.wanted = max(wanted, 1)
  }

  /// Adds what is known of the matches in the whole list: a count larger
  /// than it goes round the list only as often as it must.
  mutating func learnTotal(_ total: Int) {
    self.total = total
    if total > 0 && wanted > total { wanted = (wanted - 1) % total + 1 }
  }

  /// The position of the `k`-th row of a pass.
  func position(_ k: Int) -> Int {
    let p = forward ? rawStart + k : rawStart - k
    return (p % length + length) % length
  }

  /// Examines rows until the wanted match, the end of a matchless pass, or
  /// the budget: `examine(position)` says whether a row matches and what
  /// looking at it cost (budget units, about a byte each).
  mutating func advance(budget: inout Int, examine: (Int) -> (matches: Bool, cost: Int)) -> Outcome {
    guard length > 0, total != 0 else { return .notFound }
    var position = position(examined)
    let step = forward ? 1 : -1
    while budget > 0 {
      if examined == length {
        // A whole pass with fewer matches than wanted: now they are counted.
        guard seen > 0 else {
          total = 0
          return .notFound
        }
        learnTotal(seen)
        passes += 1
        examined = 0
        seen = 0
      }
      let (matches, cost) = examine(position)
      budget -= cost
      examined += 1
      position += step  // round the list without a division a row
      if position == length { position = 0 } else if position < 0 { position = length - 1 }
      if matches {
        seen += 1
        if seen == wanted {
          let position = self.position(examined - 1)
          let crossed = forward ? rawStart + examined - 1 >= length : rawStart - (examined - 1) < 0
          return .found(position: position, wrapped: passes > 0 || crossed, advanced: wanted)
        }
      }
    }
    return .pending
  }

  /// Rows examined so far, every pass counted.
  var progress: Int { passes * length + examined }
}

/// Counts the rows that match a query, in slices, from the top: how many
/// in all, and the match number of one position (for "match k of M").
struct MatchCounter {
  let query: String
  let matcher: TextMatcher
  /// The position whose match number is wanted.
  var target: Int
  /// The next position to examine.
  var next = 0
  /// Matches before `next`.
  var seen = 0
  /// Matches at or before `target`, once the count has passed it.
  var index: Int?
  /// Matches in the whole list, once known.
  var total: Int?

  /// Whether both figures are known.
  var isDone: Bool { index != nil && total != nil }

  /// Counts rows until both figures are known or the budget is spent.
  mutating func advance(count: Int, budget: inout Int, examine: (Int) -> (matches: Bool, cost: Int)) {
    while budget > 0 && !isDone && next < count {
      let (matches, cost) = examine(next)
      budget -= cost
      if matches { seen += 1 }
      if next == target { index = seen }
      next += 1
    }
    if next >= count && total == nil { total = seen }
  }
}
