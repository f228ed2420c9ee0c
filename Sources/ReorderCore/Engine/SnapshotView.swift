/// The floating copy of the lifted rows, as the view draws it.
public struct SnapshotView: Hashable, Sendable {
  /// The lifted items, in order.
  public var ids: [UInt32]
  /// Which of them the pointer holds.
  public var grabbedIndex: Int
  /// The screen cell where the grabbed row's floating cell begins.
  public var origin: Point
  /// True while gliding into place after a drop or back after a cancel.
  public var isSettling: Bool
  /// Rows that travel with it but are not drawn (a folded lift: the
  /// snapshot is its first row, these leave the list while lifted).
  public var carried: Int = 0
}

extension SnapshotView {
  /// The snapshot of a drag's rows: all of them, or a folded lift's first.
  init(_ drag: DragSession, origin: Point, isSettling: Bool) {
    if drag.foldsBlock {
      self.init(
        ids: [drag.ids[0]], grabbedIndex: 0, origin: origin, isSettling: isSettling, carried: drag.count - 1)
    } else {
      self.init(ids: drag.ids, grabbedIndex: drag.grabbedIndex, origin: origin, isSettling: isSettling)
    }
  }
}
