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
