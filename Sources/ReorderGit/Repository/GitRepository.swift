import ReorderCore
import ReorderFrontEnd

/// The repository a todo file belongs to, for the commands git mode runs
/// in it (`git show`, `git diff-tree`).
///
/// git writes the todo into `<git dir>/rebase-merge/` and runs the
/// sequence editor in the work tree with `GIT_DIR` unset (checked with git
/// 2.39), so the repository is found from the todo's own directory: `git -C
/// <dir> rev-parse --absolute-git-dir` knows a git directory from inside
/// it, a worktree's (`.git/worktrees/<name>`) as well as the main one. A
/// todo outside every repository (`reorder --git plan.txt`) belongs to the
/// current directory's. When `GIT_DIR` is set, it is the repository, as it
/// is for git (made absolute from the current directory, since the
/// commands run with `--git-dir`).
///
/// The commands only read: each is given ``ReadOnlyGit``'s options and
/// environment (no textconv, external diff, lazy fetch, fsmonitor, pager,
/// hook), and the names a todo holds are checked
/// by ``isRevisionName(_:)`` before they reach a command line, so a line
/// such as `pick --output=x` cannot become an option.
public struct GitRepository: Hashable, Sendable {
  /// The git directory, absolute.
  public let gitDirectory: String
  /// The directory the todo is in (`rebase-merge`, with its `onto`).
  public let todoDirectory: String

  public init(gitDirectory: String, todoDirectory: String) {
    self.gitDirectory = gitDirectory
    self.todoDirectory = todoDirectory
  }

  /// `GIT_NO_LAZY_FETCH='1' … 'git' '--no-pager' '-c' … '--git-dir=<dir>'`,
  /// quoted for `sh -c` (``ReadOnlyGit/shellPrefix(gitDirectory:executable:exec:)``):
  /// what the commands start with (`executable` is `git` but in tests).
  public func git(_ executable: String = "git", exec: Bool = false) -> [UInt8] {
    ReadOnlyGit.shellPrefix(gitDirectory: gitDirectory, executable: executable, exec: exec)
  }

  /// Whether a commit name from a todo may be handed to git as an
  /// argument: not empty, not an option (`-…`), no NUL or newline.
  public static func isRevisionName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix("-") && !name.utf8.contains(0) && !name.utf8.contains(0x0A)
  }

  /// The directory part of `path` (`.` for a bare name).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` made absolute from `directory`.
  package static func absolute(_ path: String, from directory: String) -> String {
    path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
  }
}
