/// The ids of a ``ReorderList`` in their current order.
///
/// Until the first edit the order is the load order: ids `first`,
/// `first + 1`, … , which need no storage at all. The first change (a
/// move, a swap, a delete) writes them out into an array of `UInt32`, 4
/// bytes an item, and every later change edits that array.
///
/// So a list that is only looked at, searched or accepted unchanged never
/// holds a second copy of its length: ten million lines cost 40 MB less
/// while they load, and the first edit pays the 40 MB and one pass over
/// the ids (about 10 ms at ten million).
///
///     var order = ItemOrder()
///     order.appendLoaded(0..<3)        // 0 1 2, nothing stored
///     order.swapAt(0, 2)               // 2 1 0, stored from now on
public struct ItemOrder: RandomAccessCollection, Equatable, Sendable {
  /// Every id, once written out; nil while the order is the load order.
  private var stored: [UInt32]?
  /// The first id of the load order (the fixed header lines come before).
  private var first: UInt32 = 0
  /// How many ids the load order holds (while `stored` is nil).
  private var loadedCount = 0

  public init() {}

  /// An order given id by id (stored at once).
  public init(_ ids: [UInt32]) {
    stored = ids
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { stored?.count ?? loadedCount }

  /// Whether the order is still the load order, with nothing stored.
  public var isLoadOrder: Bool { stored == nil }

  public subscript(position: Int) -> UInt32 {
    @inline(__always) get {
      if let stored { return stored[position] }
      precondition(position >= 0 && position < loadedCount, "position out of range")
      return first + UInt32(truncatingIfNeeded: position)
    }
    set {
      materialize()
      stored![position] = newValue
    }
  }

  /// Appends loaded ids at the end: a run that continues the load order
  /// stays unstored.
  /// - Parameter capacity: how many ids the whole list will probably hold,
  ///   reserved once if the order has to be stored.
  public mutating func appendLoaded(_ ids: Range<UInt32>, capacity: Int = 0) {
    guard !ids.isEmpty else { return }
    if stored == nil {
      if loadedCount == 0 { first = ids.lowerBound }
      if Int(first) + loadedCount == Int(ids.lowerBound) {
        loadedCount += ids.count
        return
      }
      materialize(capacity: capacity)
    }
    if stored!.capacity < stored!.count + ids.count {
      stored!.reserveCapacity(Swift.max(capacity, stored!.count + ids.count, stored!.capacity * 2))
    }
    stored!.append(contentsOf: ids)
  }

  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    materialize()
    stored!.swapAt(i, j)
  }

  /// Replaces every id (after a delete, an insert or `--order`).
  public mutating func replaceAll(with ids: [UInt32]) {
    stored = ids
  }

  /// Every id as an array (stored or not).
  public var array: [UInt32] { stored ?? Array(first..<(first + UInt32(truncatingIfNeeded: loadedCount))) }

  public static func == (a: ItemOrder, b: ItemOrder) -> Bool {
    if a.stored == nil && b.stored == nil {
      return a.loadedCount == b.loadedCount && (a.loadedCount == 0 || a.first == b.first)
    }
    return a.elementsEqual(b)
  }

  /// Writes the load order out, so it can be edited.
  private mutating func materialize(capacity: Int = 0) {
    guard stored == nil else { return }
    var ids: [UInt32] = []
    ids.reserveCapacity(Swift.max(capacity, loadedCount))
    ids.append(contentsOf: first..<(first + UInt32(truncatingIfNeeded: loadedCount)))
    stored = ids
  }
}
