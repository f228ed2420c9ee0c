import ReorderCore

// `--order` on a tree as a session's moves: each node, in the order asked
// for, is moved (with the subtree it has now) to its place under its new
// parent, right after the siblings already placed, keeping its depth (an
// order rewrites no line). A move of a subtree changes no other row's
// parent, so every order whose rows read as the same tree at the same
// depths is reached, and any other is refused by the move that breaks a
// rule.
//
//     now  c        order  c        a: after c's subtree (top level),
//            d             a        b: under a, first;
//          a                 b      d: under a, after b
//            b               d

extension TreeKind {
  public func nextMove(toward target: [UInt32], in list: ReorderList, cursor: inout Int) -> Edit? {
    let order = list.order
    while cursor < target.count {
      let id = target[cursor]
      // Attached rows come with their node, fixed rows stay where rows
      // crossed them: only nodes are moved.
      guard rows.role(ofID: id) == .node, let at = order.firstIndex(of: id) else {
        cursor += 1
        continue
      }
      let gap = landing(of: cursor, in: target, list: list)
      let source = rows.subtree(of: at, in: order)
      if gap == at || gap == source.upperBound {
        cursor += 1
        continue
      }
      return move(source, before: gap, in: list)
    }
    // Every node is placed: a row still elsewhere is one that no move puts
    // there (an attached row, a section header); its move says which rule.
    guard let wrong = (0..<target.count).first(where: { order[$0] != target[$0] }),
      let at = order.firstIndex(of: target[wrong])
    else { return nil }
    return move(at..<(at + 1), before: wrong <= at ? wrong : wrong + 1, in: list)
  }

  /// Where the node at `index` of `target` goes, as a position of the list
  /// as it is (it goes before that row): after the subtree of its sibling
  /// above in `target`, else right below its parent (and the parent's
  /// attached rows), else at the start of its section.
  private func landing(of index: Int, in target: [UInt32], list: ReorderList) -> Int {
    let order = list.order
    let depth = rows.depth(ofID: target[index])
    for above in target[..<index].reversed() {
      switch rows.role(ofID: above) {
      case .attached: continue
      case .preamble:
        guard var gap = order.firstIndex(of: above).map({ $0 + 1 }) else { return 0 }
        // Blank lines right under a section header stay with it.
        while gap < order.count && rows.role(ofID: order[gap]) == .preamble
          && !list.flags(at: gap).contains(.header)
        {
          gap += 1
        }
        return gap
      case .node:
        guard let position = order.firstIndex(of: above) else { return 0 }
        let other = rows.depth(ofID: above)
        if other == depth { return rows.subtree(of: position, in: order).upperBound }
        if other < depth {
          var gap = position + 1
          while gap < order.count && rows.role(ofID: order[gap]) == .attached { gap += 1 }
          return gap
        }
      }
    }
    return rows.preambleEnd(in: order)
  }

  /// The `place` that puts `source` before the row at `gap` (in ranks).
  private func move(_ source: Range<Int>, before gap: Int, in list: ReorderList) -> Edit {
    let k = source.count
    let rest = gap <= source.lowerBound ? gap : gap - k
    let locks = list.lockedPositions
    let from = source.lowerBound - locks.lowerBound(of: source.lowerBound)
    let to = rest - locks.lowerBound(of: rest < source.lowerBound ? rest : rest + k)
    return .place(from: PositionSet(from..<(from + k)), to: PositionSet(to..<(to + k)))
  }
}
