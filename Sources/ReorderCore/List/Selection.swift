/// The selected rows, by item id, so a selection follows its items through
/// moves; plus an optional live range from an anchor position to the
/// focus (`v`, or a mouse drag that started before the long-press delay).
public struct Selection: Hashable, Sendable {
  private var words: [UInt64] = []
  /// How many ids are marked (not counting the live range).
  public private(set) var markedCount = 0
  /// Where the live range started, if one is being drawn.
  public var anchor: Int?

  public init() {}

  /// Whether nothing is selected and no range is live.
  public var isEmpty: Bool { markedCount == 0 && anchor == nil }

  public func isMarked(_ id: Int) -> Bool {
    let word = id >> 6
    return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
  }

  public mutating func mark(_ id: Int) {
    let word = id >> 6
    if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
    let bit: UInt64 = 1 << UInt64(id & 63)
    if words[word] & bit == 0 {
      words[word] |= bit
      markedCount += 1
    }
  }

  public mutating func unmark(_ id: Int) {
    let word = id >> 6
    guard word < words.count else { return }
    let bit: UInt64 = 1 << UInt64(id & 63)
    if words[word] & bit != 0 {
      words[word] &= ~bit
      markedCount -= 1
    }
  }

  /// Unmarks everything and ends the live range.
  public mutating func clear() {
    words.removeAll()
    markedCount = 0
    anchor = nil
  }
}
