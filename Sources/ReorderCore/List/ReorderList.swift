/// The list being reordered: a permutation of the ids in an
/// ``ItemStore``, with each item's ``ItemFlags``.
///
/// Positions are flat indices into the current order. Locked rows keep
/// their positions, so a move only permutes the *movable* positions; a
/// movable position's *rank* is its index among the movable positions:
///
///     position: 0  1  2  3  4
///     item:     a  L  b  c  L      (L locked)
///     rank:     0  -  1  2  -
///
/// Headers are movable (they shift as items cross them) but are never
/// lifted. All mutation goes through ``apply(_:)`` with an ``Edit``, so
/// everything that changes the order can be undone, logged and replayed.
public struct ReorderList {
  public let store: ItemStore
  /// Item ids in their current order (the load order needs no storage
  /// until the first edit).
  public private(set) var order: ItemOrder
  /// Flags by item id, for ids `0..<flagsByID.count`; ids past the end
  /// have none. Most lists have no flags at all, so this stays empty and
  /// costs nothing per item.
  private var flagsByID: [ItemFlags]
  /// How many ids have been taken in from the store (or registered).
  private var registeredCount = 0
  /// Positions of locked rows, ascending.
  public private(set) var lockedPositions: [Int] = []
  /// Positions of header rows, ascending.
  public private(set) var headerPositions: [Int] = []
  /// How many items at the start of the input are a fixed header (fzf's
  /// `--header-lines`): shown above the list, never in it, printed back
  /// first and unchanged.
  public let fixedCount: Int
  /// For items created after loading (a rewritten line), the id of the
  /// loaded item they stand for.
  private var origins: [UInt32: UInt32] = [:]

  /// A list over every item already in `store`, in load order; the first
  /// `fixedCount` items are a fixed header, not part of the list.
  /// - Parameter flagsLead: when given, only items whose first byte it is
  ///   can have flags, so `classify` is asked about those alone (a
  ///   board's Markdown headings, `#`).
  public init(
    store: ItemStore, fixedCount: Int = 0, classify: ((ItemBytes) -> ItemFlags)? = nil,
    flagsLead: UInt8? = nil
  ) {
    self.store = store
    self.fixedCount = max(0, fixedCount)
    order = ItemOrder()
    flagsByID = []
    syncWithStore(classify: classify, flagsLead: flagsLead)
  }

  /// Appends the items loaded into the store since the last call, at the
  /// end of the list (streaming load).
  /// - Parameter flagsLead: when given, only items whose first byte it is
  ///   are classified; the others have no flags.
  /// - Returns: how many items were added.
  @discardableResult
  public mutating func syncWithStore(
    classify: ((ItemBytes) -> ItemFlags)? = nil, flagsLead: UInt8? = nil
  ) -> Int {
    let first = registeredCount
    // Items synthesized after loading are registered one by one instead.
    let upTo = store.isFinished ? store.loadedCount : store.count
    guard upTo > first else { return 0 }
    // If the order is stored by now (an edit while loading), it grows once
    // to the size the whole input will probably have: growing by doubling
    // would copy it again and again while a long list streams in.
    let estimate = store.estimatedCount
    let capacity = max(upTo, estimate + estimate / 8)
    registeredCount = upTo
    // The fixed header lines never enter the order.
    let start = max(first, min(fixedCount, upTo))
    guard let classify else {
      order.appendLoaded(UInt32(start)..<UInt32(upTo), capacity: capacity)
      return upTo - start
    }
    // Flags change no position: the ids go in as one run (unstored while
    // they are the load order), then each item is classified.
    let firstPosition = order.count
    order.appendLoaded(UInt32(start)..<UInt32(upTo), capacity: capacity)
    // A bulk pass finds the few items that can have flags, if they all
    // start with one byte: an ItemBytes and a call per item cost ~150
    // instructions, most of a row's load.
    if let flagsLead {
      for id in store.ids(in: start..<upTo, startingWith: flagsLead) {
        take(classify(store[id]), ofID: id, at: firstPosition + (id - start))
      }
    } else {
      for id in start..<upTo {
        take(classify(store[id]), ofID: id, at: firstPosition + (id - start))
      }
    }
    return upTo - start
  }

  /// Records a loaded item's flags at its position.
  private mutating func take(_ flags: ItemFlags, ofID id: Int, at position: Int) {
    guard !flags.isEmpty else { return }
    setFlags(flags, ofID: id)
    if flags.contains(.locked) { lockedPositions.append(position) }
    if flags.contains(.header) { headerPositions.append(position) }
  }

  /// The ids of the fixed header items loaded so far.
  public var fixedIDs: Range<Int> { 0..<min(fixedCount, registeredCount) }

  /// Records an item's flags; empty flags past the end of `flagsByID`
  /// need no entry.
  private mutating func setFlags(_ flags: ItemFlags, ofID id: Int) {
    if id < flagsByID.count {
      flagsByID[id] = flags
      return
    }
    guard !flags.isEmpty else { return }
    flagsByID.append(contentsOf: repeatElement([], count: id - flagsByID.count))
    flagsByID.append(flags)
  }

  // MARK: - Reading

  public var count: Int { order.count }
  public var isEmpty: Bool { order.isEmpty }

  /// The id of the item at a position.
  @inline(__always)
  public func id(at position: Int) -> Int { Int(order[position]) }

  /// The bytes of the item at a position.
  public func item(at position: Int) -> ItemBytes { store[id(at: position)] }

  public func flags(at position: Int) -> ItemFlags { flags(ofID: id(at: position)) }

  @inline(__always)
  public func flags(ofID id: Int) -> ItemFlags {
    precondition(id >= 0 && id < registeredCount, "item id out of range")
    return id < flagsByID.count ? flagsByID[id] : []
  }

  /// Whether the row at `position` can be lifted (neither locked nor a
  /// header).
  public func isLiftable(_ position: Int) -> Bool {
    position >= 0 && position < count && flags(at: position).isLiftable
  }

  /// The items in their current order, as byte arrays (for tests and
  /// small lists).
  public var itemsAsArrays: [[UInt8]] { order.map { store[Int($0)].array } }

  // MARK: - Ranks

  /// How many rows are not locked.
  public var movableCount: Int { count - lockedPositions.count }

  /// Whether the row at `position` is locked.
  public func isLocked(_ position: Int) -> Bool { rank(of: position) == nil }

  /// The movable rank of a position, or nil for a locked row.
  /// - Complexity: O(log m) for m locked rows.
  public func rank(of position: Int) -> Int? {
    if lockedPositions.isEmpty { return position }
    let below = lockedPositions.lowerBound(of: position)
    if below < lockedPositions.count && lockedPositions[below] == position { return nil }
    return position - below
  }

  /// The position of the movable row with the given rank.
  /// - Complexity: O(log m) for m locked rows.
  public func position(ofRank rank: Int) -> Int {
    if lockedPositions.isEmpty { return rank }
    // lockedPositions[i] - i counts the movable rows before the i-th locked
    // row; the answer is rank + (number of locked rows before it).
    var lo = 0
    var hi = lockedPositions.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if lockedPositions[mid] - mid <= rank {
        lo = mid + 1
      } else {
        hi = mid
      }
    }
    return rank + lo
  }

  /// The movable rank nearest to `position` (the rank of the first movable
  /// row at or after it, else the last one before it).
  public func nearestRank(to position: Int) -> Int {
    let clamped = min(max(position, 0), max(count - 1, 0))
    if let rank = rank(of: clamped) { return rank }
    let below = lockedPositions.lowerBound(of: clamped)
    return min(clamped - below, max(movableCount - 1, 0))
  }

  // MARK: - Sections

  /// Number of sections: runs of rows between headers.
  public var sectionCount: Int {
    if headerPositions.isEmpty { return 1 }
    return headerPositions.count + (headerPositions[0] == 0 ? 0 : 1)
  }

  /// The index path of a non-header row, or nil for a header.
  public func indexPath(at position: Int) -> IndexPath? {
    guard position >= 0 && position < count else { return nil }
    if headerPositions.isEmpty { return IndexPath(section: 0, row: position) }
    let headersAtOrBefore = headerPositions.upperBound(of: position)
    if headersAtOrBefore > 0 && headerPositions[headersAtOrBefore - 1] == position { return nil }
    let leadingSection = headerPositions[0] == 0 ? 0 : 1
    let section = headersAtOrBefore - 1 + leadingSection
    let sectionStart = headersAtOrBefore == 0 ? 0 : headerPositions[headersAtOrBefore - 1] + 1
    return IndexPath(section: section, row: position - sectionStart)
  }

  /// The flat position of an index path, or nil if there is no such row.
  public func position(of path: IndexPath) -> Int? {
    if headerPositions.isEmpty {
      return path.section == 0 && path.row >= 0 && path.row < count ? path.row : nil
    }
    let leadingSection = headerPositions[0] == 0 ? 0 : 1
    let headerIndex = path.section - leadingSection
    guard headerIndex >= -1 && headerIndex < headerPositions.count, path.row >= 0 else { return nil }
    let start = headerIndex < 0 ? 0 : headerPositions[headerIndex] + 1
    let end = headerIndex + 1 < headerPositions.count ? headerPositions[headerIndex + 1] : count
    return start + path.row < end ? start + path.row : nil
  }

  // MARK: - Editing

  /// Moves one item: after the move the item that was at `from` is at `to`.
  /// A real move (remove, then insert), not a swap: the rows between shift
  /// by one. Both positions must be movable.
  /// - Returns: the edit applied (for history), or nil if nothing changed.
  @discardableResult
  public mutating func move(from: Int, to: Int) -> Edit? {
    guard let source = rank(of: from), let target = rank(of: to) else {
      preconditionFailure("move(from: \(from), to: \(to)) touches a locked row")
    }
    return moveBlock(ranks: PositionSet(source..<(source + 1)), toRank: target)
  }

  /// Moves a block of items (not necessarily contiguous) so they end up
  /// contiguous, in their order, with the first at movable rank `toRank`.
  /// - Returns: the edit applied, or nil if nothing changed.
  @discardableResult
  public mutating func moveBlock(ranks: PositionSet, toRank: Int) -> Edit? {
    let target = PositionSet(toRank..<(toRank + ranks.count))
    guard target != ranks else { return nil }
    let edit = Edit.place(from: ranks, to: target)
    apply(edit)
    return edit
  }

  /// Applies an edit. Edits come from this list's own operations, from
  /// history, or from a replayed log (validated by the caller).
  public mutating func apply(_ edit: Edit) {
    switch edit {
    case .place(let from, let to):
      place(from: from, to: to)
    case .swap(let a, let b):
      order.swapAt(a, b)
      if flags(at: a).contains(.header) || flags(at: b).contains(.header) { rebuildPositions() }
    case .delete(let positions, _):
      let current = order.array
      var kept: [UInt32] = []
      kept.reserveCapacity(current.count - positions.count)
      var cursor = 0
      for range in positions.ranges {
        kept.append(contentsOf: current[cursor..<range.lowerBound])
        cursor = range.upperBound
      }
      kept.append(contentsOf: current[cursor...])
      order.replaceAll(with: kept)
      rebuildPositions()
    case .insert(let positions, let ids):
      let current = order.array
      var merged: [UInt32] = []
      merged.reserveCapacity(current.count + ids.count)
      var next = 0
      var inserted = 0
      for range in positions.ranges {
        let before = range.lowerBound - inserted
        merged.append(contentsOf: current[next..<before])
        next = before
        merged.append(contentsOf: ids[inserted..<(inserted + range.count)])
        inserted += range.count
      }
      merged.append(contentsOf: current[next...])
      order.replaceAll(with: merged)
      rebuildPositions()
    case .replace(let position, _, let new):
      let old = id(at: position)
      order[position] = new
      if flags(ofID: old) != flags(ofID: Int(new)) { rebuildPositions() }
    case .group(let edits):
      for edit in edits { apply(edit) }
    }
  }

  /// Replaces the whole order at once (`--order`, without undo).
  /// - Precondition: `ids` is a permutation of the current order.
  public mutating func setOrder(_ ids: [UInt32]) {
    precondition(ids.count == order.count, "setOrder needs a permutation")
    order.replaceAll(with: ids)
    rebuildPositions()
  }

  /// Registers the flags of an item created after loading, and which
  /// loaded item it stands for (for the review's old positions).
  public mutating func registerSynthesized(id: UInt32, flags: ItemFlags, replacing original: UInt32? = nil) {
    precondition(Int(id) == registeredCount, "synthesized ids are registered in order")
    registeredCount += 1
    setFlags(flags, ofID: Int(id))
    if let original { origins[id] = origins[original] ?? original }
  }

  /// The loaded item an item stands for: itself, or for a rewritten line
  /// the line it was rewritten from.
  public func originalID(of id: Int) -> Int {
    origins[UInt32(id)].map { Int($0) } ?? id
  }

  /// The ids at the given flat positions, in ascending position order.
  public func ids(at positions: PositionSet) -> [UInt32] {
    positions.map { order[$0] }
  }

  // MARK: - Internals

  private mutating func place(from: PositionSet, to: PositionSet) {
    precondition(from.count == to.count, "place needs as many targets as sources")
    guard let fromFirst = from.first, let toFirst = to.first,
      let fromLast = from.last, let toLast = to.last
    else { return }
    let lo = min(fromFirst, toFirst)
    let hi = max(fromLast, toLast)
    precondition(lo >= 0 && hi < movableCount, "place outside the movable rows")
    let positions = movablePositions(ranks: lo...hi)
    let window = positions.map { order[$0] }
    var block: [UInt32] = []
    block.reserveCapacity(from.count)
    var rest: [UInt32] = []
    rest.reserveCapacity(window.count)
    for (offset, id) in window.enumerated() {
      if from.contains(lo + offset) { block.append(id) } else { rest.append(id) }
    }
    var nextBlock = 0
    var nextRest = 0
    for (offset, position) in positions.enumerated() {
      if to.contains(lo + offset) {
        order[position] = block[nextBlock]
        nextBlock += 1
      } else {
        order[position] = rest[nextRest]
        nextRest += 1
      }
    }
    if !headerPositions.isEmpty { rebuildPositions() }
  }

  /// The flat positions of the movable rows with ranks in `ranks`.
  private func movablePositions(ranks: ClosedRange<Int>) -> [Int] {
    if lockedPositions.isEmpty { return Array(ranks) }
    var result: [Int] = []
    result.reserveCapacity(ranks.count)
    var position = self.position(ofRank: ranks.lowerBound)
    var lockedIndex = lockedPositions.lowerBound(of: position)
    while result.count < ranks.count {
      if lockedIndex < lockedPositions.count && lockedPositions[lockedIndex] == position {
        lockedIndex += 1
      } else {
        result.append(position)
      }
      position += 1
    }
    return result
  }

  private mutating func rebuildPositions() {
    lockedPositions.removeAll(keepingCapacity: true)
    headerPositions.removeAll(keepingCapacity: true)
    if flagsByID.isEmpty { return }  // no item has flags
    for (position, id) in order.enumerated() {
      let flags = flags(ofID: Int(id))
      if flags.isEmpty { continue }
      if flags.contains(.locked) { lockedPositions.append(position) }
      if flags.contains(.header) { headerPositions.append(position) }
    }
  }
}
