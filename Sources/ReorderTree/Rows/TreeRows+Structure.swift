import ReorderCore

// Structure queries over an order of ids: the rows of a tree are a flat
// array, and a subtree is the run after a node that is deeper or attached.
//
//     position  0 Groceries   depth 0
//               1   milk      depth 1     subtree(of: 0) == 0..<4
//               2   (blank)   attached    parent(of: 3) == 0
//               3   bread     depth 1     previousSibling(of: 3) == 1
//               4 Work        depth 0     nextSibling(of: 0) == 4

extension TreeRows {
  @inline(__always)
  func role<O: RandomAccessCollection<UInt32>>(at position: Int, in order: O) -> Role where O.Index == Int {
    role(ofID: order[position])
  }

  @inline(__always)
  func depth<O: RandomAccessCollection<UInt32>>(at position: Int, in order: O) -> Int where O.Index == Int {
    depth(ofID: order[position])
  }

  /// How many rows at the start of `order` are the fixed preamble.
  /// - Complexity: O(preamble rows).
  public func preambleEnd<O: RandomAccessCollection<UInt32>>(in order: O) -> Int where O.Index == Int {
    var end = 0
    while end < order.count && role(ofID: order[end]) == .preamble { end += 1 }
    return end
  }

  /// The node a row belongs to: itself, or for an attached row the node
  /// above it that it belongs to; nil for the preamble, and for a position
  /// past the rows (the focus of a list whose every row was deleted).
  /// - Complexity: O(attached rows above it).
  public func owner<O: RandomAccessCollection<UInt32>>(of position: Int, in order: O) -> Int?
  where O.Index == Int {
    guard position < order.count else { return nil }
    var p = position
    while p >= 0 {
      switch role(ofID: order[p]) {
      case .node: return p
      case .preamble: return nil
      case .attached: p -= 1
      }
    }
    return nil
  }

  /// A node's subtree: the node, its descendants and every attached row
  /// among them, as one range of positions.
  /// - Precondition: the row at `position` is a node.
  /// - Complexity: O(rows in the subtree).
  public func subtree<O: RandomAccessCollection<UInt32>>(of position: Int, in order: O) -> Range<Int>
  where O.Index == Int {
    precondition(role(at: position, in: order) == .node, "only a node has a subtree")
    let depth = depth(at: position, in: order)
    var end = position + 1
    while end < order.count {
      let id = order[end]
      let role = role(ofID: id)
      guard role == .attached || (role == .node && self.depth(ofID: id) > depth) else { break }
      end += 1
    }
    return position..<end
  }

  /// A node's parent: the nearest node above it one level up; nil at the
  /// top level.
  /// - Complexity: O(rows between the two).
  public func parent<O: RandomAccessCollection<UInt32>>(of position: Int, in order: O) -> Int?
  where O.Index == Int {
    let depth = depth(at: position, in: order)
    guard depth > 0 else { return nil }
    var p = position - 1
    while p >= 0 {
      let id = order[p]
      if role(ofID: id) == .node && self.depth(ofID: id) < depth { return p }
      p -= 1
    }
    return nil
  }

  /// The sibling just above a node (same parent), or nil if it is the
  /// first of its parent's children.
  /// - Complexity: O(rows of that sibling's subtree).
  public func previousSibling<O: RandomAccessCollection<UInt32>>(of position: Int, in order: O) -> Int?
  where O.Index == Int {
    let depth = depth(at: position, in: order)
    var p = position - 1
    while p >= 0 {
      let id = order[p]
      switch role(ofID: id) {
      case .preamble: return nil
      case .attached: break
      case .node:
        let d = self.depth(ofID: id)
        if d == depth { return p }
        if d < depth { return nil }
      }
      p -= 1
    }
    return nil
  }

  /// The sibling just below a node's subtree, or nil if it is the last of
  /// its parent's children.
  /// - Complexity: O(rows of its subtree).
  public func nextSibling<O: RandomAccessCollection<UInt32>>(of position: Int, in order: O) -> Int?
  where O.Index == Int {
    let end = subtree(of: position, in: order).upperBound
    guard end < order.count, role(at: end, in: order) == .node,
      depth(at: end, in: order) == depth(at: position, in: order)
    else { return nil }
    return end
  }

  /// Where a node is among its parent's children: its parent (nil: the
  /// top level), its index among them (0-based) and how many there are.
  /// - Complexity: O(rows of the parent's subtree); at the top level,
  ///   O(n). Once a drop, not a drag step.
  public func placeAmongSiblings<O: RandomAccessCollection<UInt32>>(of position: Int, in order: O) -> (
    parent: Int?, index: Int, count: Int
  ) where O.Index == Int {
    let depth = depth(at: position, in: order)
    let parent = parent(of: position, in: order)
    let range = parent.map { subtree(of: $0, in: order) } ?? section(around: position, in: order)
    var index = 0
    var count = 0
    for p in range where role(at: p, in: order) == .node && self.depth(at: p, in: order) == depth {
      if p < position { index += 1 }
      count += 1
    }
    return (parent, index, count)
  }

  /// Whether a subtree may land at `gap` (a gap between rows, 0…count):
  /// after the preamble, and not inside a node's attached rows (a body
  /// or a blank line stays with its node); above a section header is a
  /// gap (the end of a section).
  public func isDropGap<O: RandomAccessCollection<UInt32>>(_ gap: Int, in order: O) -> Bool
  where O.Index == Int {
    guard gap >= preambleEnd(in: order) && gap <= order.count else { return false }
    return gap == order.count || role(at: gap, in: order) != .attached
  }

  /// The top-level stretch around `position`: from below the `--section`
  /// header above it (or the preamble) to the next header (or the end).
  /// - Complexity: O(rows of the section).
  public func section<O: RandomAccessCollection<UInt32>>(around position: Int, in order: O) -> Range<Int>
  where O.Index == Int {
    var start = position
    while start > 0 && role(at: start - 1, in: order) != .preamble { start -= 1 }
    var end = position + 1
    while end < order.count && role(at: end, in: order) != .preamble { end += 1 }
    return start..<end
  }
}
