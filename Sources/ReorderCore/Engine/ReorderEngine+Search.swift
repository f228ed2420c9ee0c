/// Search: the focus goes to the next row that matches.
extension ReorderEngine {
  /// Rows a search counts its matches over while the key waits; on a
  /// longer list the count is left out ("match" without "k of M").
  static let matchCountBudget = 50_000

  mutating func search(_ query: String, forward: Bool, includeCurrent: Bool) {
    guard !query.isEmpty, !list.isEmpty else { return }
    let matcher = TextMatcher(query, ignoringCodes: configuration.itemsHaveCodes)
    let count = list.count
    let start = includeCurrent ? focus : focus + (forward ? 1 : -1)
    for k in 0..<count {
      let position = ((start + (forward ? k : -k)) % count + count) % count
      if matcher.matches(list.item(at: position)) {
        focus = position
        layout.scrollToVisible(focus, margin: configuration.scrollMargin)
        let wrapped = forward ? position < start : position > start
        let tally = matchNumber(matcher, at: position)
        narration = Narrator.found(
          label(at: position), position: position + 1, of: count, match: tally?.match,
          matches: tally?.matches, wrapped: wrapped)
        return
      }
    }
    narration = Narrator.notFound(query)
  }

  /// Which match the row at `position` is (1-based) and how many there
  /// are; nil past ``matchCountBudget`` rows.
  /// - Complexity: O(n) matches for n rows.
  func matchNumber(_ matcher: TextMatcher, at position: Int) -> (match: Int, matches: Int)? {
    guard list.count <= Self.matchCountBudget else { return nil }
    var match = 0
    var matches = 0
    for p in 0..<list.count where matcher.matches(list.item(at: p)) {
      matches += 1
      if p <= position { match = matches }
    }
    return (match, matches)
  }
}
