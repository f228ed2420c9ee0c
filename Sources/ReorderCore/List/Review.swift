/// What accepting now would change, row by row: each row's old and new
/// position, which rows were moved, which were deleted.
///
/// "Moved" counts the fewest rows that, picked up and put back elsewhere,
/// turn the old order into the new one: the rows outside a longest
/// increasing run of old positions. Moving one row from 1 to 10 moves one
/// row, though nine others change position by one.
public struct Review: Sendable {
  public struct Row: Hashable, Sendable {
    public var id: Int
    /// 1-based position in the input's list (after any fixed header); 0
    /// for a line inserted during the session.
    public var oldPosition: Int
    /// 1-based position now; nil for a deleted row.
    public var newPosition: Int?
    /// Whether this row is one of the moved ones.
    public var moved: Bool
    /// Whether its text changed (a rewritten line).
    public var edited: Bool
  }

  /// The current rows in order, then the deleted ones.
  public private(set) var rows: [Row] = []
  public private(set) var movedCount = 0
  public private(set) var deletedCount = 0
  public private(set) var editedCount = 0
  public private(set) var insertedCount = 0

  /// - Complexity: O(n log n).
  public init(_ list: ReorderList) {
    let fixed = list.fixedCount
    var old: [Int] = []
    old.reserveCapacity(list.count)
    var present = [Bool](repeating: false, count: list.store.loadedCount)
    var inserted: [Bool] = []
    for position in 0..<list.count {
      let original = list.originalID(of: list.id(at: position))
      let isNew = original >= present.count
      inserted.append(isNew)
      old.append(isNew ? -1 : original - fixed)
      if !isNew { present[original] = true }
    }
    // Inserted lines take no part in deciding what moved.
    let kept = Self.longestIncreasingRun(old.enumerated().filter { !inserted[$0.offset] }.map(\.element))
    var keep: [Bool] = []
    var next = 0
    for isNew in inserted {
      if isNew {
        keep.append(true)
      } else {
        keep.append(kept[next])
        next += 1
      }
    }
    for position in 0..<list.count {
      let id = list.id(at: position)
      // A line rewritten back to its text (pick → fixup → pick) is not
      // a change.
      let original = list.originalID(of: id)
      let edited = !inserted[position] && original != id && list.store[original] != list.store[id]
      let row = Row(
        id: id, oldPosition: old[position] + 1, newPosition: position + 1, moved: !keep[position],
        edited: edited)
      if row.moved { movedCount += 1 }
      if edited { editedCount += 1 }
      if inserted[position] { insertedCount += 1 }
      rows.append(row)
    }
    for id in min(fixed, present.count)..<present.count where !present[id] {
      rows.append(Row(id: id, oldPosition: id - fixed + 1, newPosition: nil, moved: false, edited: false))
      deletedCount += 1
    }
  }

  /// Whether accepting would change anything.
  public var hasChanges: Bool { changeCount > 0 }

  /// How many rows accepting would change: moved, deleted, edited or
  /// inserted.
  public var changeCount: Int { movedCount + deletedCount + editedCount + insertedCount }

  /// One line for the status bar: "3 moved, 1 deleted".
  public var summary: String {
    var parts = ["\(movedCount) moved"]
    if deletedCount > 0 { parts.append("\(deletedCount) deleted") }
    if editedCount > 0 { parts.append("\(editedCount) edited") }
    if insertedCount > 0 { parts.append("\(insertedCount) inserted") }
    return parts.joined(separator: ", ")
  }

  /// Marks the elements of a longest strictly increasing subsequence.
  /// - Complexity: O(n log n) (patience sorting).
  static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []  // indices into values
    var previous = [Int](repeating: -1, count: values.count)
    for (i, value) in values.enumerated() {
      var lo = 0
      var hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if values[tails[mid]] < value { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { previous[i] = tails[lo - 1] }
      if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var keep = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
      keep[index] = true
      index = previous[index]
    }
    return keep
  }
}
