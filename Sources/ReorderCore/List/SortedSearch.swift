extension Array where Element == Int {
  /// In an ascending array, the first index whose element is `>= value`
  /// (the number of elements `< value`).
  /// - Complexity: O(log n).
  @inline(__always)
  public func lowerBound(of value: Int) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if self[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// In an ascending array, the first index whose element is `> value`
  /// (the number of elements `<= value`).
  /// - Complexity: O(log n).
  @inline(__always)
  func upperBound(of value: Int) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if self[mid] <= value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
