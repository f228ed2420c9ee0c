import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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

  /// The repository of `todoFile`; nil when neither its directory nor
  /// `currentDirectory` is in one.
  public static func locate(
    todoFile: String, environment: [String: String], currentDirectory: String
  ) -> GitRepository? {
    let todoDirectory = absolute(directory(of: todoFile), from: currentDirectory)
    if let gitDir = environment["GIT_DIR"], !gitDir.isEmpty {
      return GitRepository(
        gitDirectory: absolute(gitDir, from: currentDirectory), todoDirectory: todoDirectory)
    }
    for directory in [todoDirectory, currentDirectory] {
      if let found = ReadOnlyGit.output(["-C", directory, "rev-parse", "--absolute-git-dir"]),
        found.hasPrefix("/")
      {
        return GitRepository(gitDirectory: found, todoDirectory: todoDirectory)
      }
    }
    return nil
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

  /// The commit the rebase starts from (`rebase-merge/onto`), if the todo
  /// is in a rebase's directory.
  public func onto() -> String? {
    let fd = open(todoDirectory + "/onto", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let n = read(fd, &buffer, buffer.count)
    guard n > 0 else { return nil }
    let text = String(decoding: buffer[..<n], as: UTF8.self).trimmingCharacters(in: " \n\r\t")
    return text.isEmpty || !Self.isRevisionName(text) ? nil : text
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func absolute(_ path: String, from directory: String) -> String {
    path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
  }

  /// This process's current directory.
  public static var currentDirectory: String {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return String(cString: path)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
    while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
