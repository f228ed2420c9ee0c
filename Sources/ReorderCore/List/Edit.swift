/// One committed change to a ``ReorderList``: what undo and redo replay.
///
/// Moves are expressed in *movable ranks* (positions counted without the
/// locked rows), which no move ever changes, so an edit recorded before
/// later moves still means the same rows when it is undone.
public enum Edit: Hashable, Sendable {
  /// The items at movable ranks `from` go to ranks `to` (same count, both
  /// ascending), keeping their order; every other movable item keeps its
  /// relative order and fills the remaining ranks.
  ///
  ///     ranks:  0 1 2 3 4            place(from: {1}, to: {3})
  ///     before: a B c d e   ──▶      a c d B e
  ///
  /// A drag of one row, a block drag (contiguous or not), `J`/`K` and
  /// move-to-top are all `place`; the inverse swaps `from` and `to`.
  case place(from: PositionSet, to: PositionSet)
  /// Exchanges the items at two flat positions (swap mode).
  case swap(Int, Int)
  /// Removes the items at flat `positions`; `ids` are those items, by
  /// ascending position (kept for undo).
  case delete(positions: PositionSet, ids: [UInt32])
  /// Puts `ids` back so they end up at flat `positions` (undo of delete).
  case insert(positions: PositionSet, ids: [UInt32])
  /// Replaces the item at a flat position by another item (a rewritten
  /// line, such as a rebase todo's changed action).
  case replace(position: Int, old: UInt32, new: UInt32)
  /// Several edits as one undo step, applied in order.
  indirect case group([Edit])

  /// The edit that undoes this one.
  public var inverse: Edit {
    switch self {
    case .place(let from, let to): return .place(from: to, to: from)
    case .swap(let a, let b): return .swap(a, b)
    case .delete(let positions, let ids): return .insert(positions: positions, ids: ids)
    case .insert(let positions, let ids): return .delete(positions: positions, ids: ids)
    case .replace(let position, let old, let new):
      return .replace(position: position, old: new, new: old)
    case .group(let edits): return .group(edits.reversed().map(\.inverse))
    }
  }
}
