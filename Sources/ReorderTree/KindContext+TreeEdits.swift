import ReorderCore

// Edit mode in a tree: a node is deleted with its subtree, as a folder
// is with what it holds, so no row is left under a parent that is gone.
// Undo puts every row back at its depth (depths are kept by id).
//
//     0 Groceries        d on 0 deletes 0..<3:   0 Work
//     1   milk                                   "Deleted "Groceries" and
//     2   bread                                   2 rows under it"
//     3 Work
//
// A blank line (`--tree`) or a heading's body line (`--outline`) is
// deleted alone; a locked row is never deleted, nor a subtree holding one.

extension KindContext {
  /// Deletes the rows at `positions` with every row under them, as one
  /// undoable edit; refused, and said, when a locked row would go too.
  /// - Complexity: O(rows deleted) besides the delete itself.
  mutating func deleteSubtrees(_ positions: [Int], rows: TreeRows) {
    let order = list.order
    var roots: [Int] = []
    var taken: [Range<Int>] = []
    for p in positions.sorted() where p >= 0 && p < list.count {
      // A row under a root already taken goes with it.
      if let last = taken.last, last.contains(p) { continue }
      roots.append(p)
      taken.append(rows.role(ofID: order[p]) == .node ? rows.subtree(of: p, in: order) : p..<(p + 1))
    }
    guard let first = roots.first else { return }
    for (root, range) in zip(roots, taken) {
      guard let locked = firstLockedRow(in: range) else { continue }
      narration =
        locked == root
        ? Narrator.cannotDelete(label(at: root), position: root + 1, header: false)
        : Narrator.treeHoldsLocked(label(at: root), verb: "delete", locked: label(at: locked))
      return
    }
    let all = taken.flatMap { $0 }
    let under = all.count - roots.count
    guard under > 0 else {
      delete(positions: all)
      return
    }
    delete(
      positions: all, summary: Narrator.deletedSubtrees(label(at: first), roots: roots.count, under: under))
  }
}

extension Narrator {
  /// A delete that took rows under the deleted ones: "Deleted "Groceries"
  /// and 4 rows under it", "Deleted "Groceries" and 1 more, with 6 rows
  /// under them".
  public static func deletedSubtrees(_ label: ItemLabel, roots: Int, under: Int) -> Narration {
    let rows = under == 1 ? "1 row" : "\(under) rows"
    if roots == 1 { return "Deleted \(label) and \(rows) under it" }
    return "Deleted \(label) and \(roots - 1) more, with \(rows) under them"
  }
}
