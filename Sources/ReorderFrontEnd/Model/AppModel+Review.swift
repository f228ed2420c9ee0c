import ReorderCore

/// The review screen (`r`, or Enter with `--confirm`).
public struct ReviewScreen: Sendable {
  public var review: Review
  /// The first row shown.
  public var scroll = 0
}

extension AppModel {
  // MARK: - Review

  /// Shows each row's old and new position.
  mutating func openReview() {
    keys = .review(ReviewScreen(review: Review(engine.list)))
  }

  /// A key on the review: Enter accepts, Esc (or `r`, `q`) goes back, the
  /// motion keys scroll.
  mutating func handleReviewKey(_ key: KeyPress, _ command: Command?, at time: Duration)
    -> [Effect]
  {
    guard var screen = keys.reviewScreen else { return [] }
    let page = max(1, engine.layout.height - 3)
    switch command {
    case .accept?:
      keys = .list
      return perform(.confirm, at: time)
    case .escape?, .review?, .abort?:
      keys = .list
      return []
    case .down?: screen.scroll += 1
    case .up?: screen.scroll -= 1
    case .pageDown?: screen.scroll += page
    case .pageUp?: screen.scroll -= page
    case .first?: screen.scroll = 0
    case .last?: screen.scroll = screen.review.rows.count
    default: return []
    }
    screen.scroll = min(max(screen.scroll, 0), max(screen.review.rows.count - page, 0))
    keys = .review(screen)
    return []
  }
}
