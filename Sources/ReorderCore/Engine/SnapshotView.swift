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
}
