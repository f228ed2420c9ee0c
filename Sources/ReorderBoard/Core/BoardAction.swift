import ReorderCore

/// A board's own actions (``BoardKind``): the focus and the cards go
/// sideways between columns and stay within a column up and down; on a
/// header they move the whole column.
public enum BoardAction: KindAction {
  /// `h`/`l`: the focus to the column `by` places over, on the card at
  /// the nearest row (its header when it is empty or the header had it).
  case focusColumn(by: Int)
  /// `H`/`L`: the focused card (or the selection) to the column `by`
  /// places over, at the same row or its end; on a header, the column.
  case moveSideways(by: Int)
  /// `J`/`K`: the card(s) `by` rows down (up when negative) within the
  /// focused card's column, stopping at its ends.
  case moveWithinColumn(by: Int)
  /// `t`/`b`: to the top or the bottom of the column; on a header, the
  /// column to the first or last place.
  case moveToColumnEnd(top: Bool)

  public func perform(on context: inout KindContext) {
    switch self {
    case .focusColumn(let delta): context.focusColumn(by: delta)
    case .moveSideways(let delta): context.moveSideways(by: delta)
    case .moveWithinColumn(let delta): context.moveWithinColumn(by: delta)
    case .moveToColumnEnd(let top): context.moveToColumnEnd(top: top)
    }
  }
}
