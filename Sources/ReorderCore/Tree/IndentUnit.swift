/// One level of a file's indentation: a tab, or `N` spaces (N ≥ 2).
///
/// Detected from the file: the most common positive step between a row's
/// indentation and its parent's (ties go to the smaller step), and tabs
/// when most indented rows begin with a tab. A rewritten row gains or
/// loses exactly its depth change in this unit; a horizontal drag of
/// ``columns(tabWidth:)`` columns (at least 2) is one level.
public enum IndentUnit: Hashable, Sendable, CustomStringConvertible {
  case tab
  case spaces(Int)

  /// Two spaces: the unit of a file with no indentation to learn from.
  public static let standard = IndentUnit.spaces(2)

  /// How many columns one level adds to a line (a tab: `tabWidth`).
  public func columns(tabWidth: Int) -> Int {
    switch self {
    case .tab: return max(1, tabWidth)
    case .spaces(let n): return n
    }
  }

  public var description: String {
    switch self {
    case .tab: return "tabs"
    case .spaces(let n): return "\(n) spaces"
    }
  }
}

/// The evidence for a file's ``IndentUnit``, gathered row by row while
/// the file is read.
struct IndentUnitVote {
  /// `steps[s]`: how many rows are indented `s` columns past their parent
  /// (steps of 1 and past 16 are not counted).
  private var steps = [Int](repeating: 0, count: 17)
  private var tabLed = 0
  private var spaceLed = 0

  /// Counts one node row: its step past its parent's level and what its
  /// indentation begins with (0: not indented).
  @inline(__always)
  mutating func count(step: Int, firstByte: UInt8) {
    if step >= 2 && step <= 16 { steps[step] += 1 }
    if firstByte == 0x09 {
      tabLed += 1
    } else if firstByte == 0x20 {
      spaceLed += 1
    }
  }

  /// The unit the votes choose.
  var unit: IndentUnit {
    if tabLed > spaceLed { return .tab }
    var best = 0
    for step in 2...16 where steps[step] > (best == 0 ? 0 : steps[best]) { best = step }
    return best == 0 ? .standard : .spaces(best)
  }
}
