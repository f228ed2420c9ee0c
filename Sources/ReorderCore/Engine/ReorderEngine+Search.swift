/// Search: the focus goes to the next row that matches.
extension ReorderEngine {
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
        narration = Narrator.found(
          query, label(at: position), position: position + 1, of: count, wrapped: wrapped)
        return
      }
    }
    narration = Narrator.notFound(query)
  }
}
