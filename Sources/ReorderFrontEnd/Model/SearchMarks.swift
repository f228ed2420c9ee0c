import ReorderCore

/// Whether the last search's matches are highlighted.
///
/// They show while a search is typed and after it ends (Enter) or jumps
/// (`n`, `N`); they go away when Esc clears them or when the focus leaves
/// the row the search ended on, so old matches never look like a search
/// still going on. `n` and `N` still search (and show them again).
public struct SearchMarks: Equatable, Sendable {
  public internal(set) var isHidden = false
  /// The item the search ended on; leaving it hides the matches.
  var anchor: Int?
}

extension AppModel {
  /// The query whose matches are highlighted, if any.
  public var highlightedQuery: String? { search.marks.isHidden ? nil : search.lastQuery }

  /// The item shown at the focus (during a lift: the lifted row).
  var focusedItem: Int? {
    engine.list.isEmpty ? nil : engine.displayed(at: engine.shownFocus).id
  }

  /// Shows the matches, tied to the row the focus is on now.
  mutating func showSearchMarks() {
    search.marks = SearchMarks(isHidden: false, anchor: focusedItem)
  }

  /// Esc: hides the matches if they show; returns whether it did.
  mutating func clearSearchMarks() -> Bool {
    guard search.lastQuery != nil, !search.marks.isHidden, keys.prompt == nil else { return false }
    search.marks.isHidden = true
    engine.say(Narrator.searchHighlightsCleared)
    return true
  }

  /// After each event: the focus left the row the search ended on.
  mutating func followSearchMarks() {
    guard keys.prompt == nil, !search.marks.isHidden, search.lastQuery != nil,
      let anchor = search.marks.anchor,
      focusedItem != anchor
    else { return }
    search.marks.isHidden = true
  }
}
