/// Which rows of a list are hidden (a collapsed subtree, an outline's
/// folded bodies), as sorted disjoint runs of positions with a running
/// count: the shown list is the list without them, and a position maps to
/// its shown index and back by a binary search.
///
///     positions  0 1 2 3 4 5 6 7        runs [2..<4, 5..<7]
///     hidden         x x   x x
///     shown      0 1     2     3 4      index(shownAt: 3) == 7
///                                       shownIndex(of: 4) == 2
///
/// A hidden position's shown index is that of the next shown row: where a
/// gap before it would be drawn.
public struct HiddenRows: Sendable, Equatable {
  /// The runs, sorted, disjoint and never touching.
  public private(set) var runs: [Range<Int>] = []
  /// `before[i]`: how many rows the runs before run `i` hide.
  private var before: [Int] = []

  public init() {}

  /// Runs in increasing order; touching runs are joined, empty ones left out.
  public init<S: Sequence<Range<Int>>>(runs: S) {
    for run in runs where !run.isEmpty {
      if let last = self.runs.last, last.upperBound >= run.lowerBound {
        precondition(last.lowerBound <= run.lowerBound, "runs are sorted")
        self.runs[self.runs.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
      } else {
        self.runs.append(run)
      }
    }
    var total = 0
    before.reserveCapacity(self.runs.count)
    for run in self.runs {
      before.append(total)
      total += run.count
    }
    hiddenCount = total
  }

  /// How many rows are hidden.
  public private(set) var hiddenCount = 0

  public var isEmpty: Bool { runs.isEmpty }

  /// How many runs end at or before `position`.
  /// - Complexity: O(log r).
  private func runsEnded(before position: Int) -> Int {
    var low = 0
    var high = runs.count
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].upperBound <= position { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The run that hides `position`, if one does.
  /// - Complexity: O(log r).
  public func run(hiding position: Int) -> Range<Int>? {
    let i = runsEnded(before: position)
    return i < runs.count && runs[i].contains(position) ? runs[i] : nil
  }

  public func isHidden(_ position: Int) -> Bool { run(hiding: position) != nil }

  /// How many rows before `position` are hidden.
  /// - Complexity: O(log r).
  public func hidden(before position: Int) -> Int {
    let i = runsEnded(before: position)
    guard i < runs.count else { return hiddenCount }
    return before[i] + max(0, position - runs[i].lowerBound)
  }

  /// The shown index of `position` (of the next shown row, if hidden).
  /// - Complexity: O(log r).
  public func shownIndex(of position: Int) -> Int { position - hidden(before: position) }

  /// The position shown at index `shown` (past the last shown row: the
  /// positions after the list, in order).
  /// - Complexity: O(log r).
  public func position(shownAt shown: Int) -> Int {
    // The runs that start at or before the shown row's position: those whose
    // start's shown index is at most `shown`.
    var low = 0
    var high = runs.count
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].lowerBound - before[mid] <= shown { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? shown : shown + before[low - 1] + runs[low - 1].count
  }

  /// The runs of a list without the rows `block` (none of which is hidden
  /// by a run reaching outside it): runs inside it go, runs after it move
  /// up by its size.
  /// - Complexity: O(r).
  public func removing(_ block: Range<Int>) -> HiddenRows {
    HiddenRows(
      runs: runs.lazy.compactMap { run -> Range<Int>? in
        if run.upperBound <= block.lowerBound { return run }
        if run.lowerBound >= block.upperBound {
          return (run.lowerBound - block.count)..<(run.upperBound - block.count)
        }
        return nil
      })
  }
}
