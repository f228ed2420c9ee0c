import ReorderCore

/// The depths a lifted subtree may land at in one gap (dnd-kit's tree
/// projection): at most one deeper than the row above, at least as deep
/// as the row below; 0 where there is none.
///
///     A            depth 0      gap here: least 1 (b below), most 2
///       a          depth 1                (a above + 1)
///     ── gap ──
///       b          depth 1
///
/// Attached rows count as their node (a blank line as the row it belongs
/// to); nothing is above the preamble, so the first gap of an outline
/// has most 0.
public struct DepthBounds: Hashable, Sendable {
  public let least: Int
  public let most: Int

  public init(least: Int, most: Int) {
    precondition(least <= most, "empty depth bounds")
    self.least = least
    self.most = most
  }

  /// `depth` moved into the bounds.
  public func clamp(_ depth: Int) -> Int { min(max(depth, least), most) }

  public func contains(_ depth: Int) -> Bool { depth >= least && depth <= most }
}

extension TreeRows {
  /// The bounds at `gap`, a gap in the list *without* the lifted rows
  /// (0…count − lifted.count), as dnd-kit takes the children out while
  /// their node is dragged.
  ///
  /// - Parameters:
  ///   - lifted: the lifted subtree's positions (empty: nothing lifted).
  /// - Complexity: O(1) in the lifted subtree's size; O(attached rows
  ///   below the gap) when the gap is not a drop gap.
  public func depthBounds<O: RandomAccessCollection<UInt32>>(gap: Int, lifted: Range<Int>, in order: O)
    -> DepthBounds where O.Index == Int
  {
    let restCount = order.count - lifted.count
    precondition(gap >= 0 && gap <= restCount, "gap out of range")
    func position(_ rest: Int) -> Int { rest < lifted.lowerBound ? rest : rest + lifted.count }
    var most = 0
    if gap > 0 {
      let above = order[position(gap - 1)]
      if role(ofID: above) != .preamble { most = depth(ofID: above) + 1 }
    }
    var least = 0
    var below = gap
    while below < restCount {
      let id = order[position(below)]
      let role = role(ofID: id)
      if role == .node { least = depth(ofID: id) }
      // A section header below: the section ends here, at any depth.
      if role != .attached { break }
      below += 1
    }
    return DepthBounds(least: min(least, most), most: most)
  }

  /// The depth a lifted subtree would land at in `gap` after a drag of
  /// `offsetColumns` sideways: its root's depth plus one level per
  /// ``dragStepColumns`` (rounded as JavaScript's `Math.round`, halves
  /// up, as dnd-kit's `getDragDepth`), clamped to ``depthBounds(gap:lifted:in:)``.
  ///
  ///     root depth 1, step 2:  dx −3 → 0 (−1.5 rounds to −1)   dx +3 → 2
  ///
  /// - Complexity: O(1) in the lifted subtree's size.
  public func projectedDepth<O: RandomAccessCollection<UInt32>>(
    gap: Int, lifted: Range<Int>, offsetColumns: Int, in order: O
  ) -> Int where O.Index == Int {
    let step = dragStepColumns
    // floor(dx / step + 1/2), in integers.
    let levels = Int((Double(2 * offsetColumns + step) / Double(2 * step)).rounded(.down))
    let root = depth(ofID: order[lifted.lowerBound])
    return depthBounds(gap: gap, lifted: lifted, in: order).clamp(root + levels)
  }
}
