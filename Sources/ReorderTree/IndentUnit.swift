import ReorderCore

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
/// the file is read (``TreeRows/read(_:reading:fixedCount:)`` counts in
/// its own buffer and hands the counts over at the end).
struct IndentUnitVote {
  /// The largest step counted; steps of 1 and past it are not.
  static let stepLimit = 16
  /// `steps[s]`: how many rows are indented `s` columns past their parent.
  private var steps: [Int]
  /// How many indented rows begin with a tab, and with a space.
  private var tabLed: Int
  private var spaceLed: Int

  /// The votes counted: `steps[s]` rows `s` columns past their parent
  /// (only `2...stepLimit` count), and how many indented rows begin with
  /// a tab and with a space.
  init(steps: UnsafeBufferPointer<Int>, tabLed: Int, spaceLed: Int) {
    var counted = [Int](repeating: 0, count: Self.stepLimit + 1)
    for step in 2...Self.stepLimit where step < steps.count { counted[step] = steps[step] }
    self.steps = counted
    self.tabLed = tabLed
    self.spaceLed = spaceLed
  }

  /// The unit the votes choose: tabs when most indented rows begin with
  /// one, else the most common step (ties to the smaller), else two spaces.
  var unit: IndentUnit {
    if tabLed > spaceLed { return .tab }
    var best = 0
    for step in 2...Self.stepLimit where steps[step] > (best == 0 ? 0 : steps[best]) { best = step }
    return best == 0 ? .standard : .spaces(best)
  }
}
