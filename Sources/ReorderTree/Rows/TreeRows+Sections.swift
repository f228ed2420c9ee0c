import ReorderCore

// `--section` in a tree: a header row is no node, and the rows under it
// are a tree of their own, read again from the top level.
//
//     ## Today            header (fixed; rows cross it as in a list)
//     - call Ann          depth 0
//       - the lease       depth 1
//     ## Later            header: the tree starts again
//       - taxes           depth 0 (nothing above it in its section)
//
// Depths next to a header follow: nothing lands under a header (the gap
// below it allows only the top level), and the gap above it (a section's
// end) allows what the rows above allow.

extension TreeRows {
  /// The tree read again from each section header on (loaded ids, in
  /// order): each becomes a fixed row (``Role/preamble``), and so do the
  /// blank lines right under it; each node under it gets the depth its
  /// level gives among the rows of its section only (the nearest row above
  /// in the section with a smaller level is its parent).
  /// - Complexity: O(rows from the first header on).
  public mutating func restartAtSections(_ headers: [Int]) {
    guard let first = headers.first else { return }
    var stack: [Int] = []
    var ownerDepth: Int?
    var next = 0
    for id in first..<count {
      if next < headers.count && headers[next] == id {
        reassign(id: id, role: .preamble, depth: 0)
        stack.removeAll(keepingCapacity: true)
        ownerDepth = nil
        next += 1
        continue
      }
      switch role(ofID: UInt32(id)) {
      case .node:
        let level = level(ofID: UInt32(id))
        while let last = stack.last, last >= level { stack.removeLast() }
        reassign(id: id, role: .node, depth: stack.count)
        ownerDepth = stack.count
        stack.append(level)
      case .attached:
        reassign(id: id, role: ownerDepth == nil ? .preamble : .attached, depth: ownerDepth ?? 0)
      case .preamble:
        break
      }
    }
  }
}
