/// A sorted set of positions stored as disjoint, non-adjacent ranges, so a
/// contiguous block of a million rows costs one range.
///
///     PositionSet([2, 3, 4, 9]).ranges == [2..<5, 9..<10]
public struct PositionSet: Hashable, Sendable, Sequence, CustomStringConvertible {
  public private(set) var ranges: [Range<Int>]

  public init() { ranges = [] }

  public init(_ range: Range<Int>) {
    ranges = range.isEmpty ? [] : [range]
  }

  /// - Complexity: O(n log n) for unsorted input, O(n) when sorted.
  public init<S: Sequence>(_ positions: S) where S.Element == Int {
    var sorted = Array(positions)
    if !zip(sorted, sorted.dropFirst()).allSatisfy({ $0 < $1 }) {
      sorted = Array(Set(sorted)).sorted()
    }
    ranges = []
    for p in sorted { appendAscending(p) }
  }

  /// Appends a position greater than every position already in the set.
  public mutating func appendAscending(_ position: Int) {
    if let last = ranges.last {
      precondition(position >= last.upperBound, "positions must ascend")
      if last.upperBound == position {
        ranges[ranges.count - 1] = last.lowerBound..<(position + 1)
        return
      }
    }
    ranges.append(position..<(position + 1))
  }

  public var isEmpty: Bool { ranges.isEmpty }
  public var count: Int { ranges.reduce(0) { $0 + $1.count } }
  public var first: Int? { ranges.first?.lowerBound }
  public var last: Int? { ranges.last.map { $0.upperBound - 1 } }
  /// Whether the set is one run without holes.
  public var isContiguous: Bool { ranges.count <= 1 }

  /// - Complexity: O(log r) for r ranges.
  public func contains(_ position: Int) -> Bool {
    var lo = 0
    var hi = ranges.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if ranges[mid].upperBound <= position {
        lo = mid + 1
      } else {
        hi = mid
      }
    }
    return lo < ranges.count && ranges[lo].contains(position)
  }

  /// How many positions in the set are less than `position`.
  /// - Complexity: O(r).
  public func countBelow(_ position: Int) -> Int {
    var n = 0
    for r in ranges {
      if r.upperBound <= position {
        n += r.count
      } else {
        if r.lowerBound < position { n += position - r.lowerBound }
        break
      }
    }
    return n
  }

  /// The `k`-th smallest position (from 0).
  public func element(at k: Int) -> Int {
    var k = k
    for r in ranges {
      if k < r.count { return r.lowerBound + k }
      k -= r.count
    }
    preconditionFailure("index out of range")
  }

  /// The `j`-th smallest integer `>= 0` that is *not* in the set.
  ///
  ///     PositionSet([1, 2]).complementElement(at: 1) == 3   // 0, [1, 2], 3
  /// - Complexity: O(r).
  public func complementElement(at j: Int) -> Int {
    var value = j
    for r in ranges {
      if r.lowerBound <= value {
        value += r.count
      } else {
        break
      }
    }
    return value
  }

  /// The set with every position moved by `delta`.
  public func shifted(by delta: Int) -> PositionSet {
    var copy = self
    copy.ranges = ranges.map { ($0.lowerBound + delta)..<($0.upperBound + delta) }
    return copy
  }

  public func makeIterator() -> FlattenSequence<[Range<Int>]>.Iterator {
    ranges.joined().makeIterator()
  }

  public var description: String {
    "{"
      + ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound - 1)" }
      .joined(separator: ",") + "}"
  }
}
