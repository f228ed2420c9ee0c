/// How a drop changes the list.
public enum DropMode: Hashable, Sendable {
  /// The lifted rows are inserted at the target; the rows between shift.
  case insert
  /// The lifted row and the row it is dropped on change places; a drop on
  /// no row snaps back.
  case swap
}

/// One lift-move-drop interaction: the lifted block, where it would land,
/// and where its floating snapshot is.
///
/// The list is not touched until the drop: while dragging, what the screen
/// shows is a *view* over the original order, so a step costs O(log n)
/// however long the list, and cancel has nothing to undo.
///
/// In insert mode the block (k rows, movable ranks `block`) is taken out
/// and put back with its first row at rank `targetRank`:
///
///     ranks     0 1 2 3 4 5          block {1}, target 3
///     original  a B c d e f
///     shown     a c d B e f          B is the placeholder (the gap)
///
/// In swap mode rank `swapTarget` and the block's single row trade places.
public struct DragSession: Sendable {
  /// Who is dragging: the pointer (follows x/y, auto-scrolls) or the
  /// keyboard (moves by rows).
  public enum Driver: Hashable, Sendable { case pointer, keyboard }

  public let driver: Driver
  public let mode: DropMode
  /// Movable ranks of the lifted rows when lifted.
  public let block: PositionSet
  /// Item ids of the lifted rows, in order.
  public let ids: [UInt32]
  /// Which row of the block is under the pointer (or focused).
  public let grabbedIndex: Int
  /// Insert mode: the rank where the block's first row would land.
  public package(set) var targetRank: Int
  /// Swap mode: the rank of the row it would swap with, if any.
  public internal(set) var swapTarget: Int?
  /// Where the pointer is (for the keyboard: the grabbed row's cell).
  public internal(set) var pointer: Point
  /// The pointer's offset from the snapshot's top-left cell.
  public let grabOffset: Point
  /// Where the kind aims the drop beyond its rank (a tree's landing
  /// depth), as its ``ListKind/aim(_:step:in:)`` sets it; nil: a list's
  /// drop, which has only its rank. The engine carries it unopened and
  /// narrates the drag again when it changes (``DragAim``).
  public var kindAim: (any DragAim)?
  /// Where the pointer was when the rows lifted (a sideways drag from
  /// here changes a tree's landing depth).
  public let liftPointer: Point
  /// How many rows the lifted block takes in the shown list: all of them,
  /// or one when the kind folds its lift (a tree's subtree: its rows leave
  /// the list while lifted, as in dnd-kit, and the gap is one row).
  public internal(set) var gapRows: Int
  /// Rank limits for the block's first row.
  let minTarget: Int
  var maxTarget: Int

  init(
    driver: Driver, mode: DropMode, block: PositionSet, ids: [UInt32], grabbedIndex: Int, pointer: Point,
    grabOffset: Point, minTarget: Int,
    maxTarget: Int, folding: Bool = false
  ) {
    self.driver = driver
    self.mode = block.count == 1 ? mode : .insert
    self.block = block
    self.ids = ids
    self.grabbedIndex = grabbedIndex
    self.pointer = pointer
    liftPointer = pointer
    self.grabOffset = grabOffset
    self.minTarget = minTarget
    self.maxTarget = max(minTarget, maxTarget)
    gapRows = folding ? 1 : ids.count
    let grabbedRank = block.element(at: grabbedIndex)
    targetRank = min(max(grabbedRank - grabbedIndex, self.minTarget), self.maxTarget)
    swapTarget = nil
  }

  /// How many rows are lifted.
  public var count: Int { ids.count }

  /// Whether the lifted rows are shown as one row (``gapRows``).
  public var foldsBlock: Bool { gapRows < ids.count }

  /// How many lifted rows leave the shown list while lifted.
  public var hiddenRows: Int { mode == .insert ? ids.count - gapRows : 0 }

  /// The grabbed row's rank when lifted.
  public var sourceRank: Int { block.element(at: grabbedIndex) }

  /// The rank the grabbed row would have if dropped now.
  public var grabbedTargetRank: Int {
    mode == .swap ? (swapTarget ?? sourceRank) : targetRank + grabbedIndex
  }

  /// Whether a drop now changes nothing.
  public var isAtOrigin: Bool {
    switch mode {
    case .insert: return PositionSet(targetRank..<(targetRank + count)) == block
    case .swap: return swapTarget == nil || swapTarget == sourceRank
    }
  }

  /// Which way the gap last went (1 down, -1 up; 0 not yet): a kind that
  /// skips rows the gap may not land among (a collapsed subtree) skips
  /// them that way.
  public internal(set) var lastStep = 0

  /// Aims the grabbed row at a rank (insert mode), clamped.
  mutating func aim(grabbedAt rank: Int) {
    let before = targetRank
    targetRank = min(max(rank - grabbedIndex, minTarget), maxTarget)
    if targetRank != before { lastStep = targetRank > before ? 1 : -1 }
  }

  /// What shows at movable rank `rank` during the drag: the original rank
  /// of the row shown there, and whether it is one of the lifted rows
  /// (drawn as the placeholder). A folded block's gap is its first row:
  ///
  ///     ranks     0 1 2 3 4 5          block {1,2,3} folded, target 2
  ///     original  a B b b c d
  ///     shown     a c B d              (the shown list is 2 rows shorter)
  /// - Complexity: O(r) for a block of r runs; O(1) for one run.
  public func originalRank(shownAt rank: Int) -> (rank: Int, isPlaceholder: Bool) {
    switch mode {
    case .swap:
      let source = sourceRank
      guard let target = swapTarget, target != source else {
        return (rank, rank == source)
      }
      if rank == target { return (source, true) }
      if rank == source { return (target, false) }
      return (rank, false)
    case .insert:
      let k = gapRows
      if rank >= targetRank && rank < targetRank + k {
        return (block.element(at: rank - targetRank), true)
      }
      let restIndex = rank < targetRank ? rank : rank - k
      return (block.complementElement(at: restIndex), false)
    }
  }

  /// The edit a drop commits now, or nil if it changes nothing.
  public var edit: Edit? {
    guard !isAtOrigin else { return nil }
    switch mode {
    case .insert:
      return .place(from: block, to: PositionSet(targetRank..<(targetRank + count)))
    case .swap:
      return nil  // swaps are in flat positions; the engine builds them
    }
  }
}
