/// Search: the focus goes to the next row that matches. The rows are
/// examined in slices (``SearchScan``) so that keys are read between them:
/// ``hasPendingWork`` says there is more, ``continueWork(budget:)`` does
/// the next slice. Once a match is found, ``MatchCounter`` numbers it
/// ("match k of M") in further slices.
extension ReorderEngine {
  /// Whether a search (or the count of its matches) has more rows to
  /// examine: the front end calls ``continueWork(budget:)`` between reading
  /// input until it has not.
  public var hasPendingWork: Bool { search.scan != nil || isCounting }

  /// Whether a search is still looking for its row.
  public var isSearching: Bool { search.scan != nil }

  /// The match the last search landed on, with its number and the number
  /// of matches as far as they are known.
  public var searchMatch: SearchMatch? { search.match }

  /// Rows a search has looked at since the engine began, every pass and
  /// count included: the measure of a search's work.
  public var rowsExamined: Int { search.rowsExamined }

  private var isCounting: Bool {
    guard let counter = search.counter else { return false }
    return !counter.isDone && counter.next < list.count
  }

  /// Examines rows for the running search, then for its count, until
  /// `budget` is spent (about one unit a byte; a row costs at least 16).
  public mutating func continueWork(budget: Int) {
    var budget = budget
    if search.scan != nil { advanceScan(budget: &budget) }
    if budget > 0 && isCounting { advanceCounter(budget: &budget) }
  }

  /// `/`, `n`, `N`: starts a search for the `count`-th next match from the
  /// focus and runs its first slice (without its count). Another `n` while one runs asks for
  /// one match more.
  mutating func search(_ query: String, forward: Bool, includeCurrent: Bool, count: Int) {
    guard !query.isEmpty, !list.isEmpty else { return }
    if search.counter?.query != query { search.counter = nil }  // it counted for another query
    if var scan = search.scan, scan.query == query, scan.forward == forward, !includeCurrent,
      !scan.includeCurrent
    {
      scan.wanted += count
      if let total = scan.total { scan.learnTotal(total) }
      search.scan = scan
    } else {
      var scan = SearchScan(
        query: query, matcher: TextMatcher(query, ignoringCodes: configuration.itemsHaveCodes),
        forward: forward,
        from: focus, includeCurrent: includeCurrent, length: list.count, wanted: count)
      if let known = search.knownTotal, known.query == query { scan.learnTotal(known.total) }
      search.scan = scan
    }
    var budget = configuration.searchSliceBudget
    advanceScan(budget: &budget)  // the count waits for the next slice: the frame first
  }

  /// A running search gives way to what the person does next: Esc stops it
  /// and does nothing else (returns true); any other action but time, a
  /// resize, the wheel, Ctrl-Z or another `n` the same way cancels it.
  mutating func interruptSearch(by action: EngineAction) -> Bool {
    guard let scan = search.scan else { return false }
    switch action {
    case .tick, .resize, .scroll, .suspend:
      return false
    case .search(let query, let forward, let includeCurrent, _)
    where query == scan.query && forward == scan.forward && !includeCurrent:
      return false
    case .escape:
      search.scan = nil
      narration = Narrator.searchStopped(scan.query)
      return true
    default:
      search.scan = nil
      return false
    }
  }

  /// After an action: an edit makes what is known of the matches stale (a
  /// reordering keeps their number, not their order).
  mutating func forgetMatchesAfterEdits() {
    for case .committed(let commit) in effects {
      search.match = nil
      search.counter = nil
      if !commit.edit.onlyReorders { search.knownTotal = nil }
    }
  }

  /// Rows were loaded: the matches among them are still to be counted.
  mutating func countMatchesInLoadedRows() {
    search.knownTotal = nil
    search.match?.total = nil
    search.counter?.total = nil
  }

  // MARK: - Slices

  private mutating func advanceScan(budget: inout Int) {
    guard var scan = search.scan else { return }
    let before = scan.progress
    let matcher = scan.matcher
    let weight = matcher.costPerByte
    let outcome = scan.advance(budget: &budget) { examine($0, matcher, weight) }
    search.rowsExamined += scan.progress - before
    if let total = scan.total { search.knownTotal = (scan.query, total) }
    switch outcome {
    case .pending:
      search.scan = scan
      narration = Narrator.searching(scan.query, examined: scan.progress, of: scan.length * (scan.passes + 1))
    case .notFound:
      search.scan = nil
      search.match = nil
      search.counter = nil
      narration = Narrator.notFound(scan.query)
    case .found(let position, let wrapped, let advanced):
      search.scan = nil
      land(on: position, scan: scan, wrapped: wrapped, advanced: advanced)
    }
  }

  /// The search found its row: focus it, say so, and number it (at once
  /// when the previous match's number says, else by counting).
  private mutating func land(on position: Int, scan: SearchScan, wrapped: Bool, advanced: Int) {
    let total = scan.total ?? search.knownTotal.flatMap { $0.query == scan.query ? $0.total : nil }
    var match = SearchMatch(query: scan.query, position: position, wrapped: wrapped, total: total)
    if let previous = search.match, previous.query == scan.query, previous.position == scan.origin,
      let index = previous.index, !scan.includeCurrent
    {
      let step = scan.forward ? advanced : -advanced
      if let total, total > 0 {
        match.index = ((index - 1 + step) % total + total) % total + 1
      } else if !wrapped {
        match.index = index + step
      }
    }
    focus = position
    // A match in a folded body or under a collapsed row opens what hides
    // it, as org reveals a match: the screen shows the row found, and a
    // lift takes what it shows. The search may land between keys
    // (``continueWork(budget:)``), after `handle` kept the focus shown.
    keepFocusShown()
    scrollToShow(focus, margin: configuration.scrollMargin)
    search.match = match
    narrateMatch()
    if match.index == nil || match.total == nil { count(match) }
  }

  /// Starts (or re-aims) the count that numbers `match`.
  private mutating func count(_ match: SearchMatch) {
    if var counter = search.counter, counter.query == match.query, counter.next <= match.position {
      counter.target = match.position
      counter.index = nil
      if counter.total == nil { counter.total = match.total }
      search.counter = counter
    } else {
      var counter = MatchCounter(
        query: match.query, matcher: TextMatcher(match.query, ignoringCodes: configuration.itemsHaveCodes),
        target: match.position)
      counter.total = match.total
      search.counter = counter
    }
  }

  private mutating func advanceCounter(budget: inout Int) {
    guard var counter = search.counter else { return }
    let before = counter.next
    let count = list.count
    let matcher = counter.matcher
    let weight = matcher.costPerByte
    counter.advance(count: count, budget: &budget) { examine($0, matcher, weight) }
    search.rowsExamined += counter.next - before
    search.counter = counter
    if let total = counter.total, counter.next >= count { search.knownTotal = (counter.query, total) }
    guard var match = search.match, match.query == counter.query, match.position == counter.target else {
      return
    }
    let known = (match.index, match.total)
    match.index = match.index ?? counter.index
    match.total = match.total ?? (counter.next >= count ? counter.total : nil)
    guard known != (match.index, match.total) else { return }
    search.match = match
    // Said again only if nothing else has been said since.
    if narration == search.sentence { narrateMatch() }
  }

  private mutating func narrateMatch() {
    guard let match = search.match else { return }
    narration = Narrator.found(
      label(at: match.position), position: match.position + 1, of: narratedTotal, match: match.index,
      matches: match.total, wrapped: match.wrapped)
    search.sentence = narration
  }

  /// Whether the row at `position` matches, and what looking cost
  /// (`weight` units a byte, and 16 a row).
  @inline(__always)
  private func examine(_ position: Int, _ matcher: TextMatcher, _ weight: Int) -> (matches: Bool, cost: Int) {
    guard position < list.count else { return (false, 16) }
    return list.store.withBytes(of: list.id(at: position)) { bytes in
      (matcher.matches(in: bytes), 16 + bytes.count * weight)
    }
  }
}

/// What is known of the match a search landed on: for "match k of M".
public struct SearchMatch: Hashable, Sendable {
  public var query: String
  /// The focused match's position.
  public var position: Int
  /// Whether the search went past an end of the list to get there.
  public var wrapped: Bool
  /// Its number among the matches from the top (1-based), once counted.
  public var index: Int?
  /// How many rows match, once counted.
  public var total: Int?

  public init(query: String, position: Int, wrapped: Bool, index: Int? = nil, total: Int? = nil) {
    self.query = query
    self.position = position
    self.wrapped = wrapped
    self.index = index
    self.total = total
  }
}

/// A search's state between slices.
struct SearchState {
  var scan: SearchScan?
  var counter: MatchCounter?
  var match: SearchMatch?
  /// How many rows match a query in the list as it is (kept while edits
  /// only reorder).
  var knownTotal: (query: String, total: Int)?
  /// The sentence the last search put on the status line.
  var sentence: Narration?
  var rowsExamined = 0
}

extension Edit {
  /// Whether the edit only changes the order (the rows stay the same).
  var onlyReorders: Bool {
    switch self {
    case .place, .swap: return true
    case .delete, .insert, .replace: return false
    case .group(let edits): return edits.allSatisfy(\.onlyReorders)
    }
  }
}
