import ReorderCore

/// The files each commit changes, and for a lifted commit the commits it
/// would be moved across that change any of the same files: a move that
/// crosses one may conflict when git replays it.
///
///     ranks     0     1     2     3           block {0} (a.c), target 2
///     commits   A     B     C     D
///     files     a.c   b.c   a.c   a.c
///
///     A lands after C: it crosses B and C; C changes a.c too → [2]
///
/// File lists arrive one commit at a time (from `git diff-tree`, in the
/// background); a commit whose list has not arrived counts as unknown.
public struct OverlapMap: Sendable {
  private var filesByCommit: [String: Set<[UInt8]>] = [:]

  public init() {}

  /// Records the files a commit (as the todo names it) changes.
  public mutating func record(_ files: [[UInt8]], for commit: String) {
    filesByCommit[commit] = Set(files)
  }

  /// The files of a commit, if its list has arrived.
  public func files(of commit: String) -> Set<[UInt8]>? { filesByCommit[commit] }

  /// How many commits' lists have arrived.
  public var count: Int { filesByCommit.count }

  public struct Crossing: Hashable, Sendable {
    /// The ranks of the crossed commits that change a file the lifted
    /// ones change, ascending.
    public var overlapping: [Int] = []
    /// How many crossed commits are not known to overlap or not: their
    /// file list (or the lifted ones') has not arrived yet.
    public var unknown = 0
  }

  /// The commits a block lifted from `block` (movable ranks) and landing
  /// with its first row at `targetRank` would cross (as ``DragSession``
  /// places it), and which of them share files with it.
  ///
  /// - Parameter commit: the commit of the row at a movable rank, nil for
  ///   a line that is not a commit.
  /// - Complexity: O(rows between where the block was and where it lands).
  public func crossing(block: PositionSet, targetRank: Int, commit: (Int) -> String?) -> Crossing {
    guard let first = block.first, let last = block.last else { return Crossing() }
    let k = block.count
    var lifted = Set<[UInt8]>()
    var liftedUnknown = 0
    for rank in block {
      guard let name = commit(rank) else { continue }
      if let files = filesByCommit[name] { lifted.formUnion(files) } else { liftedUnknown += 1 }
    }
    var result = Crossing()
    var above = 0  // lifted rows above the rank
    for rank in min(first, targetRank)...max(last, targetRank + k - 1) {
      if block.contains(rank) {
        above += 1
        continue
      }
      let restIndex = rank - above
      let crossed = restIndex < targetRank ? above > 0 : above < k
      guard crossed, let name = commit(rank) else { continue }
      guard let files = filesByCommit[name], liftedUnknown == 0 else {
        result.unknown += 1
        continue
      }
      if !files.isDisjoint(with: lifted) { result.overlapping.append(rank) }
    }
    return result
  }
}
