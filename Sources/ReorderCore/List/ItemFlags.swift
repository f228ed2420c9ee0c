/// What an item is, besides its bytes.
public struct ItemFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Keeps its absolute position: moves permute the other items around it,
  /// and it can never be lifted.
  public static let locked = ItemFlags(rawValue: 1)
  /// A section header: shifts with moves like any row, but cannot be
  /// lifted and is not a hit-test target.
  public static let header = ItemFlags(rawValue: 2)

  /// Whether a row with these flags can be lifted, moved by keys or
  /// selected.
  public var isLiftable: Bool { isDisjoint(with: [.locked, .header]) }
}

/// An item's place in a sectioned list: `section` counts the headers before
/// it (items above the first header are section 0 when the list does not
/// start with a header), `row` its place among the section's non-header
/// items.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var section: Int
  public var row: Int

  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  public static func < (a: IndexPath, b: IndexPath) -> Bool {
    (a.section, a.row) < (b.section, b.row)
  }

  public var description: String { "[\(section), \(row)]" }
}
