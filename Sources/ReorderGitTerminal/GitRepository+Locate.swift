import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Finding a todo's repository and reading its rebase's start: they run git
// and read files, so they live beside the loop, not in the pure kind.

extension GitRepository {
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
