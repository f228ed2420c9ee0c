import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

/// Reads what one ``ChangedFilesCollector`` batch prints, as it arrives:
/// for each commit asked for, in order, a marker line, then (for a commit
/// git found) the names of the files it changes, each ended by a NUL.
///
///     /\n  a.c\0 b/c.h\0      the 1st commit changes a.c and b/c.h
///     /\n                     the 2nd changes nothing (an empty commit)
///     /!\n                    the 3rd is not a commit git knows
///     /\n  a.c\0              the 4th changes a.c
///
/// `git diff-tree --stdin` copies a line that is not an object id to its
/// output as it is, which is how the markers get there. A path git stores
/// never starts with `/`, so a `/` where a name could start is always the
/// next marker; a name may hold any other byte, newlines too (`-z`).
///
/// A commit's list is complete once the next marker arrives, or at the
/// end of a batch that exited cleanly.
struct ChangedFilesStream {
  /// What the stream says about one commit: its files, or nil when git
  /// did not find it (or the output stopped in the middle of its list).
  struct Record: Equatable {
    var commit: String
    var files: [[UInt8]]?
  }

  /// The commits of the batch, in the order they were asked for.
  let commits: [String]
  /// The index of the commit whose marker comes next (or whose list is
  /// open).
  private var next = 0
  /// The files of the commit whose list is open (after its `/\n`).
  private var open: [[UInt8]]?
  private var pending: [UInt8] = []
  /// The output broke the format: whatever follows is not trusted.
  private(set) var isBroken = false

  init(commits: [String]) {
    self.commits = commits
  }

  /// Reads `bytes`; the records they complete.
  /// - Complexity: O(`bytes.count` + the bytes left over from before).
  mutating func feed(_ bytes: [UInt8]) -> [Record] {
    guard !isBroken else { return [] }
    pending += bytes
    var records: [Record] = []
    var index = 0
    while index < pending.count, !isBroken {
      if open != nil && pending[index] != UInt8(ascii: "/") {
        guard let end = pending[index...].firstIndex(of: 0) else { break }
        open?.append(Array(pending[index..<end]))
        index = end + 1
        continue
      }
      if let files = open, next < commits.count {
        records.append(Record(commit: commits[next], files: files))
        next += 1
        open = nil
      }
      guard let (length, found) = marker(at: index) else { break }
      guard next < commits.count else {
        isBroken = true
        break
      }
      if found {
        open = []
      } else {
        records.append(Record(commit: commits[next], files: nil))
        next += 1
      }
      index += length
    }
    pending.removeFirst(index)
    return records
  }

  /// The marker at `index`: its length and whether it says the commit was
  /// found; nil while it has not fully arrived (or when the bytes are no
  /// marker: the stream is then broken).
  private mutating func marker(at index: Int) -> (length: Int, found: Bool)? {
    let expected: [[UInt8]] = [Array("/\n".utf8), Array("/!\n".utf8)]
    let rest = pending[index...]
    for (found, marker) in zip([true, false], expected) where rest.starts(with: marker) {
      return (marker.count, found)
    }
    if !expected.contains(where: { $0.starts(with: rest) }) { isBroken = true }
    return nil
  }

  /// The batch ended: the open list counts when git exited cleanly and
  /// everything arrived; every commit not yet recorded is failed.
  mutating func finish(cleanly: Bool) -> [Record] {
    var records: [Record] = []
    if let files = open, next < commits.count {
      let complete = cleanly && pending.isEmpty && !isBroken
      records.append(Record(commit: commits[next], files: complete ? files : nil))
      next += 1
    }
    open = nil
    records += commits[min(next, commits.count)...].map { Record(commit: $0, files: nil) }
    next = commits.count
    return records
  }
}
