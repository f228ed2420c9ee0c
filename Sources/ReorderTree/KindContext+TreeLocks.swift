import ReorderCore

// `--lock` in a tree: a locked row keeps its place in the file, as in a
// list, so no move shifts it. A list keeps a locked row where it is by
// moving the other rows around it by rank; a tree cannot (a row that
// crossed it would change parents), so in a tree a locked row is a fence:
//
//     0 Groceries
//     1   milk          locked: nothing crosses row 1, and Groceries
//     2   bread         (whose subtree holds it) does not move; bread,
//     3 Work            Work and Home move below it, as deep as the rows
//     4 Home            around them allow (even under milk).
//
// The drag keeps ranks (positions without the locked rows); between two
// fences a rank is its position less the locked rows above, one number
// for the whole drag.

extension KindContext {
  /// How many locked rows are above `position`.
  func lockedRows(before position: Int) -> Int { list.lockedPositions.lowerBound(of: position) }

  /// The first locked row in `positions`, if any.
  func firstLockedRow(in positions: Range<Int>) -> Int? {
    let i = list.lockedPositions.lowerBound(of: positions.lowerBound)
    guard i < list.lockedPositions.count, list.lockedPositions[i] < positions.upperBound else { return nil }
    return list.lockedPositions[i]
  }

  /// The positions a subtree at `source` may move within: from below the
  /// locked row above it to above the locked row below it.
  func treeFence(around source: Range<Int>) -> Range<Int> {
    let locks = list.lockedPositions
    let above = locks.lowerBound(of: source.lowerBound)
    let lower = above > 0 ? locks[above - 1] + 1 : 0
    let below = locks.lowerBound(of: source.upperBound)
    let upper = below < locks.count ? locks[below] : list.count
    return lower..<upper
  }

  /// The first locked row that a move shifts or rewrites: in its subtree
  /// or between where it is and where it goes.
  func lockedRow(movedBy move: TreeMove) -> Int? {
    if move.changesNothing { return nil }
    let lower = min(move.source.lowerBound, move.destination.lowerBound)
    let upper = max(move.source.upperBound, move.destination.upperBound)
    return firstLockedRow(in: lower..<upper)
  }

  /// Why a move that `lockedRow(movedBy:)` stops does not happen: "Can't
  /// move "Groceries": "milk" under it is locked".
  func lockRefusal(_ name: ItemLabel, verb: String, locked: Int, source: Range<Int>) -> Narration {
    source.contains(locked)
      ? Narrator.treeHoldsLocked(name, verb: verb, locked: label(at: locked))
      : Narrator.treeLockedInTheWay(name, verb: verb, locked: label(at: locked))
  }

  /// The lifted rows and the gap of a tree drag as positions (the drag
  /// keeps ranks), and the locked rows above both.
  func treePlace(of drag: DragSession) -> (lifted: Range<Int>, gap: Int, locksAbove: Int)? {
    guard drag.mode == .insert, let firstRank = drag.block.first else { return nil }
    let first = list.position(ofRank: firstRank)
    let locksAbove = first - firstRank
    return (first..<(first + drag.count), drag.targetRank + locksAbove, locksAbove)
  }
}

extension Narrator {
  /// Said after where a drag is when a locked row stops its gap: " · stops
  /// below locked "milk"".
  public static func treeStops(at locked: ItemLabel, above: Bool) -> Narration {
    " · stops \(above ? "below" : "above") locked \(locked)"
  }

  /// A blank line right under a section header, which no node owns.
  public static func treeFixedRow(_ label: ItemLabel) -> Narration {
    "\(label) stays under its section header: it is no part of the tree"
  }

  /// A subtree that holds a locked row: "Can't move "Groceries": "milk"
  /// under it is locked".
  public static func treeHoldsLocked(_ label: ItemLabel, verb: String, locked: ItemLabel) -> Narration {
    "Can't \(verb) \(label): \(locked) under it is locked"
  }

  /// A move that would cross a locked row: "Can't move "Work" past
  /// "milk": it is locked".
  public static func treeLockedInTheWay(_ label: ItemLabel, verb: String, locked: ItemLabel) -> Narration {
    "Can't \(verb) \(label) past \(locked): it is locked"
  }
}
