import ReorderCore

// Blank lines keep their places in a Markdown file: a section's (or a
// list item's) trailing blank lines move with it, except the ones that end
// its parent's run of children, which stay at the end.
//
//     # A            K on "# B"     # B
//     text           ─────────▶     more
//                                                ← A's blank line, moved
//     # B                           # A            up between them
//     more                          text
//                                   (the file ends as it did: no blank)
//
// A move changes which sibling is last only when the last one moves up, or
// one moves down past the last. Then the two swap their trailing runs of
// blank rows: the one now last gets the old last one's (the end's layout),
// the other the one it had in the middle. Rows are never written anew: the
// surplus blank rows of the longer run move, as a second `place` of the
// same edit (``TreeMove/layout``).

/// Blank rows a move sends to another place, after its `place`: `count`
/// rows at `from`, taken out and put back starting at `to` (positions in
/// the order before this gap move).
public struct GapMove: Hashable, Sendable {
  public let from: Range<Int>
  public let to: Int

  /// Where the row at `position` is after this gap move (a row not moved).
  func moved(_ position: Int) -> Int {
    let rest = position < from.lowerBound ? position : position - from.count
    return rest < to ? rest : rest + from.count
  }

  /// Where the row at `position` after this gap move was before it.
  func before(_ position: Int) -> Int {
    if position >= to && position < to + from.count { return from.lowerBound + (position - to) }
    let rest = position < to ? position : position - from.count
    return rest < from.lowerBound ? rest : rest + from.count
  }
}

extension TreeRows {
  /// `move` with the gap move that keeps the blank lines' layout, where
  /// this file keeps it (Markdown) and the move changes which of its
  /// siblings is last (same parent, same depth, no row rewritten).
  /// - Complexity: O(rows the subtree passes).
  func keepingBlankLines<O: RandomAccessCollection<UInt32>>(_ move: TreeMove, in order: O, store: ItemStore?)
    -> TreeMove where O.Index == Int
  {
    guard keepsBlankLines, let store, move.depthChange == 0, move.rewrites.isEmpty,
      move.source != move.destination
    else { return move }
    let (source, destination) = (move.source, move.destination)
    let depth = depth(at: source.lowerBound, in: order)
    guard let passed = rowsPassedAmongSiblings(by: move, in: order) else {
      return keepingBlankLinesAcrossParents(move, in: order, store: store)
    }
    // The old last sibling and the new, as ranges before and after.
    let oldLast: (before: Range<Int>, after: Range<Int>)
    let newLast: (before: Range<Int>, after: Range<Int>)
    if destination.lowerBound < source.lowerBound {
      // The last of its parent's children, or of its list.
      let next = nextSibling(of: source.lowerBound, in: order)
      guard next.map({ sameListEnds(source.lowerBound, $0, in: order, store: store) }) ?? true,
        let above = previousSibling(of: source.lowerBound, in: order)
      else { return move }
      oldLast = (source, destination)
      newLast = (above..<source.lowerBound, (above + source.count)..<source.upperBound)
    } else {
      let end = destination.upperBound
      guard
        end == order.count || role(at: end, in: order) == .preamble
          || (role(at: end, in: order) == .node && self.depth(at: end, in: order) < depth)
          || (role(at: end, in: order) == .node
            && sameListEnds(source.lowerBound, end, in: order, store: store)),
        let last = passed.last(where: {
          role(at: $0, in: order) == .node && self.depth(at: $0, in: order) == depth
        })
      else { return move }
      oldLast = (last..<end, (last - source.count)..<(end - source.count))
      newLast = (source, destination)
    }
    let middle = trailingBlankRows(of: newLast.before, in: order, store: store)
    let atEnd = trailingBlankRows(of: oldLast.before, in: order, store: store)
    // A blank row records its owner's depth: it moves only to an owner at
    // the same depth (the two subtrees' last rows').
    guard middle != atEnd else { return move }
    guard
      self.depth(at: newLast.before.upperBound - 1, in: order)
        == self.depth(at: oldLast.before.upperBound - 1, in: order)
    else {
      // In a list, the item now last (with sub-items of its own) would run
      // into what follows the list: the move is refused (an outline's
      // headings are checked as Markdown reads them instead).
      var refused = move
      refused.layoutRefused = readsMarkdownLists
      return refused
    }
    // After the place the old last (in the middle now) ends with `atEnd`
    // rows and the new last with `middle`; the surplus moves.
    let gap =
      middle > atEnd
      ? GapMove(
        from: (newLast.after.upperBound - (middle - atEnd))..<newLast.after.upperBound,
        to: oldLast.after.upperBound)
      : GapMove(
        from: (oldLast.after.upperBound - (atEnd - middle))..<oldLast.after.upperBound,
        to: newLast.after.upperBound - (atEnd - middle))
    var laidOut = move
    laidOut.layout = [gap]
    return laidOut
  }

  /// The rows a move keeping its depth passes, if they are its siblings'
  /// subtrees only (no node shallower, no section header): it stays under
  /// its parent. Nil when it leaves it.
  func rowsPassedAmongSiblings<O: RandomAccessCollection<UInt32>>(by move: TreeMove, in order: O) -> Range<
    Int
  >?
  where O.Index == Int {
    let (source, destination) = (move.source, move.destination)
    let depth = depth(at: source.lowerBound, in: order)
    let passed =
      destination.lowerBound < source.lowerBound
      ? destination.lowerBound..<source.lowerBound : source.upperBound..<destination.upperBound
    for p in passed where role(at: p, in: order) != .attached {
      guard role(at: p, in: order) == .node, self.depth(at: p, in: order) >= depth else { return nil }
    }
    return passed
  }

  /// How many blank rows (attached, nothing but blanks) end `range`.
  func trailingBlankRows<O: RandomAccessCollection<UInt32>>(
    of range: Range<Int>, in order: O, store: ItemStore
  )
    -> Int where O.Index == Int
  {
    var p = range.upperBound - 1
    while p > range.lowerBound && role(at: p, in: order) == .attached
      && LeadingBytes.isBlank(store[Int(order[p])])
    {
      p -= 1
    }
    return range.upperBound - 1 - p
  }
}
