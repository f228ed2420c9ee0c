import ReorderCore

// Blank lines keep their places when a subtree goes under another parent
// at its own depth (a drop): the move is seen from both of its ends.
//
//     - a              a2 dropped last     - a
//       - a1           under b               - a1
//       - a2           ─────────────▶                 ← the blank line that
//                                          - b          ended a's items stays
//     - b                                    - b1
//       - b1                                 - a2       (and the file ends
//                                                        as it did)
//
// Where it was the last of its parent's children, it and the sibling
// above it swap their trailing blank rows (that sibling is the last now);
// where it lands last among its new siblings, it and the sibling above
// its landing swap theirs. Each swap is a ``GapMove`` after the place, as
// for a move among siblings (TreeRows+Gaps.swift).

extension TreeRows {
  /// A subtree followed through a move's place and gap moves: its root's
  /// position in the order before the move, its rows and its trailing
  /// blank rows as they are now, and its last row's depth (a blank row
  /// records its owner's: blank rows go only between equal depths).
  private struct Tracked {
    let root: Int
    var size: Int
    var blanks: Int
    let lastDepth: Int
  }

  /// `move`, out of its parent at its own depth, with the gap moves that
  /// keep the blank lines' layout at its two ends; refused in a list where
  /// two subtrees that would swap blank rows end at other depths.
  func keepingBlankLinesAcrossParents<O: RandomAccessCollection<UInt32>>(
    _ move: TreeMove, in order: O, store: ItemStore
  ) -> TreeMove where O.Index == Int {
    guard move.depthChange == 0, move.rewrites.isEmpty else { return move }
    let (source, depth) = (move.source, move.depth)
    let place = GapMove(from: source, to: move.destination.lowerBound)
    var layout: [GapMove] = []
    func tracked(_ range: Range<Int>) -> Tracked {
      Tracked(
        root: range.lowerBound, size: range.count,
        blanks: trailingBlankRows(of: range, in: order, store: store),
        lastDepth: self.depth(at: range.upperBound - 1, in: order))
    }
    // `a` and `b` swap their trailing blank rows: the surplus of the one
    // with more goes to the end of the other.
    func swap(_ a: inout Tracked, _ b: inout Tracked) -> Bool {
      guard a.blanks != b.blanks else { return true }
      guard a.lastDepth == b.lastDepth else { return false }
      let (more, fewer) = a.blanks > b.blanks ? (a, b) : (b, a)
      let surplus = more.blanks - fewer.blanks
      // Where a root is now (gap moves take blank rows only, no root).
      func now(_ position: Int) -> Int {
        let placed =
          source.contains(position)
          ? move.destination.lowerBound + (position - source.lowerBound) : place.moved(position)
        return layout.reduce(placed) { $1.moved($0) }
      }
      let moreEnd = now(more.root) + more.size
      let fewerEnd = now(fewer.root) + fewer.size
      let from = (moreEnd - surplus)..<moreEnd
      layout.append(GapMove(from: from, to: fewerEnd <= from.lowerBound ? fewerEnd : fewerEnd - surplus))
      (a.size, b.size) = (a.size - a.blanks + b.blanks, b.size - b.blanks + a.blanks)
      (a.blanks, b.blanks) = (b.blanks, a.blanks)
      return true
    }
    var moved = tracked(source)
    // The end it leaves: the sibling above it is the last one now.
    let next = nextSibling(of: source.lowerBound, in: order)
    if next.map({ sameListEnds(source.lowerBound, $0, in: order, store: store) }) ?? true,
      let above = previousSibling(of: source.lowerBound, in: order)
    {
      var left = tracked(above..<source.lowerBound)
      guard swap(&left, &moved) else { return refused(move) }
    }
    // The end it lands at: the first row after it, in the order before.
    let after =
      move.destination.lowerBound < source.lowerBound
      ? move.destination.lowerBound : move.destination.upperBound
    if let above = sibling(above: after, depth: depth, outside: source, in: order),
      landsLast(before: after, below: above, depth: depth, in: order, store: store)
    {
      var reached = tracked(above..<after)
      guard swap(&reached, &moved) else { return refused(move) }
    }
    var laidOut = move
    laidOut.layout = layout
    return laidOut
  }

  private func refused(_ move: TreeMove) -> TreeMove {
    var refused = move
    refused.layoutRefused = readsMarkdownLists
    return refused
  }

  /// The node at `depth` whose subtree ends at `position` (in the order
  /// before the move, the lifted rows aside), if one does.
  private func sibling<O: RandomAccessCollection<UInt32>>(
    above position: Int, depth: Int, outside lifted: Range<Int>, in order: O
  ) -> Int? where O.Index == Int {
    var p = position - 1
    while p >= 0 && !lifted.contains(p) {
      switch role(at: p, in: order) {
      case .attached: p -= 1
      case .preamble: return nil
      case .node:
        let found = self.depth(at: p, in: order)
        if found == depth { return p }
        if found < depth { return nil }
        p -= 1
      }
    }
    return nil
  }

  /// Whether a subtree landing at `position`, below its sibling `above`,
  /// is the last of its parent's children (or of its list).
  private func landsLast<O: RandomAccessCollection<UInt32>>(
    before position: Int, below above: Int, depth: Int, in order: O, store: ItemStore
  ) -> Bool where O.Index == Int {
    guard position < order.count, role(at: position, in: order) == .node else { return true }
    let found = self.depth(at: position, in: order)
    return found < depth || (found == depth && sameListEnds(above, position, in: order, store: store))
  }
}
