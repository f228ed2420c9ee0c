import ReorderCore

// The check that a planned move's lines read back as the tree it plans,
// for files whose indentation does not line up (3 spaces among 2s, tabs
// among spaces, a `###` under a `#`): there a row rewritten by the unit
// can read as the child of a row it was meant to follow.

extension TreeRows {
  /// One row of the moved stretch as the move leaves it.
  struct ResultRow {
    let role: Role
    let depth: Int
    let level: Int
  }

  /// Whether reading the order after `move` gives every row the depth the
  /// move means it to have.
  ///
  /// Only the stretch that changes is read, from the stack of its first
  /// row's ancestors, and then on until a node no deeper than any row in
  /// the stretch: it closes every row of the stretch, so the reading from
  /// there on is the one before the move.
  ///
  /// - Complexity: O(rows between source and destination, plus the rows
  ///   under the stretch's last node).
  func readsBack<O: RandomAccessCollection<UInt32>>(_ move: TreeMove, in order: O) -> Bool
  where O.Index == Int {
    let start = min(move.source.lowerBound, move.destination.lowerBound)
    let end = max(move.source.upperBound, move.destination.upperBound)
    let rewrites = Dictionary(move.rewrites.map { ($0.position, $0) }, uniquingKeysWith: { a, _ in a })
    var stack = ancestorLevels(above: start, in: order)
    var shallowest = Int.max
    for p in start..<end {
      let row = resultRow(at: p, of: move, rewrites: rewrites, in: order)
      // A section header: the tree starts again under it.
      if row.role == .preamble { stack.removeAll() }
      guard row.role == .node else { continue }
      guard read(row, onto: &stack) else { return false }
      shallowest = min(shallowest, row.depth)
    }
    var p = end
    while p < order.count {
      let id = order[p]
      p += 1
      // Under a section header the reading is the one before the move.
      if role(ofID: id) == .preamble { break }
      guard role(ofID: id) == .node else { continue }
      let row = ResultRow(role: .node, depth: depth(ofID: id), level: level(ofID: id))
      guard read(row, onto: &stack) else { return false }
      if row.depth <= shallowest { break }
    }
    return true
  }

  /// Reads one node onto the stack of open levels; false if it reads at
  /// another depth than `row.depth`.
  private func read(_ row: ResultRow, onto stack: inout [Int]) -> Bool {
    while let last = stack.last, last >= row.level { stack.removeLast() }
    guard stack.count == row.depth else { return false }
    stack.append(row.level)
    return true
  }

  /// The row at result position `p`.
  func resultRow<O: RandomAccessCollection<UInt32>>(
    at p: Int, of move: TreeMove, rewrites: [Int: TreeRewrite], in order: O
  ) -> ResultRow where O.Index == Int {
    if let rewrite = rewrites[p] {
      return ResultRow(role: rewrite.role, depth: rewrite.depth, level: rewrite.level)
    }
    // The other rows keep their order around the subtree.
    let id = order[resultIndex(p, of: move)]
    return ResultRow(role: role(ofID: id), depth: depth(ofID: id), level: level(ofID: id))
  }

  /// The levels of the ancestors-or-self of the node that the row above
  /// `position` belongs to, outermost first: the reading's stack there.
  private func ancestorLevels<O: RandomAccessCollection<UInt32>>(above position: Int, in order: O) -> [Int]
  where O.Index == Int {
    guard position > 0, var p = owner(of: position - 1, in: order) else { return [] }
    var levels = [level(ofID: order[p])]
    var depth = self.depth(at: p, in: order)
    while depth > 0 && p > 0 {
      p -= 1
      let id = order[p]
      if role(ofID: id) == .node && self.depth(ofID: id) < depth {
        levels.append(level(ofID: id))
        depth = self.depth(ofID: id)
      }
    }
    return levels.reversed()
  }
}
