import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Quitting the todo of a running rebase aborts the rebase, as
/// git-interactive-rebase-tool does: the todo is emptied and the editor
/// exits 0.
///
/// git (2.39) reads an empty todo as "nothing to do": it stops the
/// rebase, removes `rebase-merge` and leaves the branch as it was. An
/// editor that exits non-zero gets the same outcome, but git then reports
/// `error: There was a problem with the editor 'reorder'.`, which reads
/// as a crash; and 130 (the usual status for a cancel) git takes as its
/// own interrupt and leaves `rebase-merge` behind. A todo with nothing
/// but comments would do as well as an empty one; empty says it plainly.
///
/// A todo that no rebase is waiting for (`reorder --git plan.txt`) is
/// left as it was, and the quit exits 1.
enum RebaseAbort {
  static let said = "rebase aborted: the todo was emptied"

  /// Whether `file` is the todo a rebase is waiting for: git writes it as
  /// `<git dir>/rebase-merge/git-rebase-todo` (a worktree's git dir too).
  static func isRebaseTodo(_ file: String?) -> Bool {
    guard let file else { return false }
    return file.split(separator: "/", omittingEmptySubsequences: true).suffix(2)
      == ["rebase-merge", "git-rebase-todo"]
  }

  /// The exit status of a quit in git mode: 0 once a rebase's todo is
  /// emptied (and one line said so), else 1.
  static func quit(todo file: String?) -> Int32 {
    guard let file, isRebaseTodo(file) else { return 1 }
    do {
      try AtomicFile(path: file).write { _ in }
    } catch {
      // Status 1 still aborts the rebase (with git's editor line).
      _ = ReorderCommand.fail("cannot empty the todo to abort the rebase: \(error)")
      return 1
    }
    let line = Array("reorder: \(said)\n".utf8)
    line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    return 0
  }
}
