import ReorderCore

/// What a board's moves say: columns by their header's title (and their
/// place, `column 2 "Todo"`, where two columns have one title), cards by
/// their first line, places counted within a column.
extension Narrator {
  /// `Moved "Write tests" from "Todo" to "Doing", position 1 of 2 there`;
  /// in one column, `Moved "Write tests" in "Todo" to position 2 of 3`.
  public static func movedCards(
    _ label: ItemLabel, count: Int, from: Narration, to: Narration, sameColumn: Bool, row: Int, of total: Int
  ) -> Narration {
    let what: Narration = count == 1 ? "\(label)" : "\(count) cards"
    let place = count == 1 ? "position \(row)" : "positions \(row)–\(row + count - 1)"
    if sameColumn { return "Moved \(what) in \(from) to \(place) of \(total)" }
    return "Moved \(what) from \(from) to \(to), \(place) of \(total) there"
  }

  /// While dragging: `Moving to "Doing", position 2 of 3 · "Write tests"`.
  public static func movingCards(
    _ label: ItemLabel, count: Int, to column: Narration, row: Int, of total: Int
  )
    -> Narration
  {
    let place = count == 1 ? "position \(row)" : "positions \(row)–\(row + count - 1)"
    let what: Narration = count == 1 ? "\(label)" : "\(count) cards"
    return "Moving to \(column), \(place) of \(total) · \(what)"
  }

  /// `Moved column "Done" to position 2 of 3`.
  public static func movedColumn(_ label: ItemLabel, to position: Int, of total: Int) -> Narration {
    "Moved column \(label) to position \(position) of \(total)"
  }

  /// `Lifted column "Done" (2 cards), position 3 of 3`.
  public static func liftedColumn(_ label: ItemLabel, cards: Int, position: Int, of total: Int) -> Narration {
    "Lifted column \(label) (\(cards == 1 ? "1 card" : "\(cards) cards")), position \(position) of \(total)"
  }

  /// While dragging a column: `Moving column "Done" to position 2 of 3`.
  public static func movingColumn(_ label: ItemLabel, to position: Int, of total: Int) -> Narration {
    "Moving column \(label) to position \(position) of \(total)"
  }

  /// A lift of cards of one column: `Lifted "Write tests" in "To Do",
  /// position 1 of 3`; `Lifted 2 cards in "To Do", positions 1–2 of 3`.
  public static func liftedCards(
    _ label: ItemLabel, count: Int, in column: Narration, row: Int, of total: Int
  )
    -> Narration
  {
    let what: Narration = count == 1 ? "\(label)" : "\(count) cards"
    let place = count == 1 ? "position \(row)" : "positions \(row)–\(row + count - 1)"
    return "Lifted \(what) in \(column), \(place) of \(total)"
  }

  /// The focus on a card: `Position 2 of 3 in "Doing" · "Write tests"`.
  public static func focusedCard(_ label: ItemLabel, row: Int, of total: Int, in column: Narration)
    -> Narration
  {
    "Position \(row) of \(total) in \(column) · \(label)"
  }

  /// The focus on a header: `Column 2 of 3 · "Doing" (1 card)`.
  public static func focusedColumn(_ label: ItemLabel, position: Int, of total: Int, cards: Int) -> Narration
  {
    "Column \(position) of \(total) · \(label) (\(cards == 1 ? "1 card" : "\(cards) cards"))"
  }

  /// A card or column that cannot go further that way.
  public static func boardEdge(_ label: ItemLabel, column: Bool, side: String) -> Narration {
    "\(column ? "Column" : "Card") \(label) is already \(side)"
  }

  /// Up and down move cards, not columns.
  public static let columnsMoveSideways: Narration =
    "A column moves sideways: H or L on its header (t or b: first or last)"
}
