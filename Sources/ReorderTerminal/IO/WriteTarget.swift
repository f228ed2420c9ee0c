import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a write to a path lands, as an editor decides it: through
/// symbolic links to the file they name.
///
///     list.txt                        → .file("list.txt")
///     link → ../real/list.txt         → .file("./../real/list.txt")  (the link stays)
///     link → link2 → list.txt         → .file("./list.txt")
///     dangling → missing.txt          → .file("./missing.txt")       (created, as vim does)
///     /dev/null, a FIFO, a terminal   → .direct(…)                   (written into)
///     /dev/stdout → /proc/self/fd/1   → .direct("/dev/stdout")
///
/// Anything under `/dev` or `/proc` is written directly, never replaced
/// or created: `/dev/stdout` and `/proc/self/fd/N` are descriptors, not
/// files, and even root must not put a regular file where a device was.
enum WriteTarget: Equatable {
  /// A regular file, or no file yet, and no link: replaced atomically in
  /// its own directory (or created there).
  case file(String)
  /// Opened and written as it is (a device, FIFO, socket, terminal, a
  /// descriptor link, anything under `/dev` or `/proc`).
  case direct(String)

  /// What is at a path, without following a link there.
  enum Node: Equatable {
    case missing, regular, directory, other
    case link(String)
  }

  /// Links followed before giving up (the kernel's limit is 40).
  static let maximumLinks = 40

  /// Follows `path` through symbolic links to the file it names.
  /// - Parameters:
  ///   - node: what is at a path (lstat, readlink).
  ///   - realDirectory: a directory's canonical path (realpath), nil if
  ///     it does not exist.
  /// - Throws: for a directory or a loop of links.
  static func resolve(
    _ path: String, node: (String) -> Node = Self.node,
    realDirectory: (String) -> String? = Self.realDirectory
  ) throws(OutputWriter.WriteError) -> WriteTarget {
    var current = path
    for _ in 0...maximumLinks {
      if let directory = realDirectory(AtomicFile.directory(of: current)), isSpecial(directory) {
        return .direct(current)
      }
      switch node(current) {
      case .missing, .regular: return .file(current)
      case .other: return .direct(current)
      case .directory:
        let via = current == path ? "" : " (through a symbolic link)"
        throw OutputWriter.WriteError(
          message:
            "cannot write '\(SystemBytes.shown(path))': '\(SystemBytes.shown(current))' is a directory\(via)")
      case .link(let text):
        current = text.hasPrefix("/") ? text : AtomicFile.directory(of: current) + "/" + text
      }
    }
    throw OutputWriter.WriteError(
      message: "cannot write '\(SystemBytes.shown(path))': too many levels of symbolic links")
  }

  /// Whether a canonical directory is `/dev` or `/proc`, or inside one.
  static func isSpecial(_ directory: String) -> Bool {
    ["/dev", "/proc"].contains { directory == $0 || directory.hasPrefix($0 + "/") }
  }

  static func node(_ path: String) -> Node {
    var info = stat()
    guard lstat(SystemBytes.path(path), &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK:
      return SystemBytes.linkText(path).map { .link($0) } ?? .missing
    default: return .other
    }
  }

  static func realDirectory(_ path: String) -> String? {
    guard let resolved = realpath(SystemBytes.path(path), nil) else { return nil }
    defer { free(resolved) }
    return SystemBytes.text(SystemBytes.cBytes(resolved))
  }
}
