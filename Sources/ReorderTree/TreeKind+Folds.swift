import ReorderCore

// What a tree hides: the rows under a collapsed node, and in an outline
// the bodies of its headings (folded until `z` shows them, or a heading's
// own opened with Right). View state: the output, undo and the log never
// see it.
//
//     - Groceries        collapsed      shown:  - Groceries ▸ +3
//       - milk           hidden                 - Work
//       - bread          hidden                   - email
//                        hidden
//     - Work
//       - email

extension TreeKind {
  /// The runs of rows `folds` hide in `list`: after each collapsed node
  /// (outermost first), its subtree; after a heading whose body is
  /// folded, its body.
  /// - Complexity: O(1) with nothing folded; else O(n).
  public func hiddenRows(_ folds: Folds, in list: ReorderList) -> HiddenRows {
    let foldsBodies = reading.isOutline && !folds.showsBodies
    guard foldsBodies || !folds.collapsed.isEmpty else { return HiddenRows() }
    return Self.hiddenRuns(rows: rows, order: list.order, folds: folds, foldsBodies: foldsBodies)
  }

  static func hiddenRuns<O: RandomAccessCollection<UInt32>>(
    rows: TreeRows, order: O, folds: Folds, foldsBodies: Bool
  ) -> HiddenRows where O.Index == Int {
    var runs: [Range<Int>] = []
    let n = order.count
    // By id, which nodes are collapsed (1) or have their body open (2): a
    // byte a row reads faster than a set's hash, a million times a pass.
    var marks = [UInt8](repeating: 0, count: rows.count)
    for id in folds.collapsed where Int(id) < marks.count { marks[Int(id)] |= 1 }
    for id in folds.openBodies where Int(id) < marks.count { marks[Int(id)] |= 2 }
    var p = 0
    while p < n {
      let id = order[p]
      guard rows.role(ofID: id) == .node else {
        p += 1
        continue
      }
      if marks[Int(id)] & 1 != 0 {
        let end = rows.subtree(of: p, in: order).upperBound
        if end > p + 1 { runs.append((p + 1)..<end) }
        p = end
        continue
      }
      p += 1
      guard foldsBodies && marks[Int(id)] & 2 == 0 else { continue }
      let start = p
      while p < n && rows.role(ofID: order[p]) == .attached { p += 1 }
      if p > start { runs.append(start..<p) }
    }
    return HiddenRows(runs: runs)
  }

  /// Opens what hides the row at `position`: the collapsed nodes above it
  /// and, for a body line, its heading's body.
  /// - Complexity: O(rows between it and the top of the tree).
  public func reveal(_ position: Int, folds: inout Folds, in list: ReorderList) {
    let order = list.order
    guard let owner = rows.owner(of: position, in: order) else { return }
    if owner != position {
      folds.collapsed.remove(order[owner])
      if reading.isOutline && !folds.showsBodies { folds.openBodies.insert(order[owner]) }
    }
    var node = owner
    while let parent = rows.parent(of: node, in: order) {
      folds.collapsed.remove(order[parent])
      node = parent
    }
  }
}
