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
