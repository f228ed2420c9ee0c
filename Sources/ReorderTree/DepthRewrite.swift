import ReorderCore

/// A line rewritten for a new depth: only its indentation (or its
/// heading's markers) changes, by exactly the depth change; every other
/// byte stays, a CRLF line's `\r` included.
enum DepthRewrite {
  /// The line with `delta` columns more (or fewer) of indentation, in the
  /// file's unit:
  ///
  ///     unit 2 spaces, +2: "  - milk"   → "    - milk"
  ///     tabs,          +8: "\t  x"      → "\t\t  x"   (tabs go first)
  ///     unit 2 spaces, +2: "\t- a"      → "\t  - a"   (spaces after tabs)
  ///     unit 2 spaces, −2: "\t- a"      → "      - a" (no spaces to take:
  ///                                     the indentation is written anew)
  ///
  /// Spaces are added after the indentation's last tab and tabs before
  /// everything, so the columns of what follows change by exactly
  /// `delta`. Taking away removes the unit's bytes where they are; only
  /// when the indentation holds too few of them is it rewritten whole, as
  /// its new columns in the unit (tabs, then spaces).
  /// - Precondition: the indentation is at least `-delta` columns.
  static func indentation(_ line: [UInt8], byColumns delta: Int, unit: IndentUnit, tabWidth: Int) -> [UInt8] {
    guard delta != 0 else { return line }
    let length = LeadingBytes.indentationLength(line)
    let indent = line[..<length]
    let lastTab = indent.lastIndex(of: LeadingBytes.tab).map { $0 + 1 } ?? 0
    switch unit {
    case .tab:
      let tabs = delta / max(1, tabWidth)
      if delta > 0 { return [UInt8](repeating: LeadingBytes.tab, count: tabs) + line }
      let leadingTabs = indent.prefix { $0 == LeadingBytes.tab }.count
      if leadingTabs >= -tabs { return Array(line[(-tabs)...]) }
    case .spaces:
      if delta > 0 {
        return Array(line[..<lastTab]) + [UInt8](repeating: LeadingBytes.space, count: delta)
          + line[lastTab...]
      }
      if length - lastTab >= -delta { return Array(line[..<lastTab]) + line[(lastTab - delta)...] }
    }
    var columns = 0
    for byte in indent { columns += byte == LeadingBytes.tab ? tabWidth - columns % tabWidth : 1 }
    return canonicalIndentation(columns: max(0, columns + delta), unit: unit, tabWidth: tabWidth)
      + line[length...]
  }

  /// `columns` of indentation written in the unit: tabs then spaces, or
  /// spaces.
  static func canonicalIndentation(columns: Int, unit: IndentUnit, tabWidth: Int) -> [UInt8] {
    guard case .tab = unit else { return [UInt8](repeating: LeadingBytes.space, count: columns) }
    let width = max(1, tabWidth)
    return [UInt8](repeating: LeadingBytes.tab, count: columns / width)
      + [UInt8](repeating: LeadingBytes.space, count: columns % width)
  }

  /// A heading with `newLevel` markers (`#` or `*`) instead of `level`,
  /// after the same leading spaces:
  ///
  ///     "## Usage\r" 2 → 3: "### Usage\r"      "** TODO x" 2 → 1: "* TODO x"
  static func headingMarkers(_ line: [UInt8], level: Int, to newLevel: Int, marker: UInt8) -> [UInt8] {
    let start = line.prefix { $0 == LeadingBytes.space }.count
    precondition(line.count >= start + level && line[start..<(start + level)].allSatisfy { $0 == marker })
    return Array(line[..<start]) + [UInt8](repeating: marker, count: newLevel) + line[(start + level)...]
  }
}
