#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Replaces a file atomically: the new contents go to a temporary file in
/// the same directory (created with O_EXCL, so a planted symlink is never
/// followed), are flushed to disk, take the old file's mode and owner, and
/// are renamed over the target; then the directory is flushed. On any
/// error the temporary file is removed and the target is untouched.
///
/// A target that exists and is not a regular file (a device such as
/// `/dev/null`, a FIFO) is written into instead: it cannot be replaced.
public struct AtomicFile {
  public let path: String

  public init(path: String) {
    self.path = path
  }

  public typealias Sink = (UnsafeRawBufferPointer) throws -> Void

  /// Writes the file; `produce` calls the sink with each chunk.
  public func write(_ produce: (Sink) throws -> Void) throws {
    let directory = Self.directory(of: path)
    var existing = stat()
    let exists = stat(path, &existing) == 0
    if exists && existing.st_mode & S_IFMT == S_IFDIR {
      throw OutputWriter.WriteError(message: "cannot write '\(path)': it is a directory")
    }
    if exists && existing.st_mode & S_IFMT != S_IFREG {
      // A device, FIFO or socket (/dev/null, /dev/stdout, a named pipe)
      // cannot be replaced atomically, and renaming over it would put a
      // regular file where the device was. Write into it, as `>` does.
      try writeInPlace(produce)
      return
    }
    var template = Array((directory + "/.reorder-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else {
      throw failure("cannot create a temporary file in '\(directory)'")
    }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var renamed = false
    defer {
      if !renamed { unlink(temporary) }
    }
    do {
      try produce { (chunk) in
        try OutputWriter.writeAll(fd, chunk, name: "'\(path)'")
      }
      let mode: mode_t
      if exists {
        mode = existing.st_mode & 0o7777
      } else {
        let mask = umask(0)
        umask(mask)
        mode = 0o666 & ~mask
      }
      guard fchmod(fd, mode) == 0 else { throw failure() }
      if exists { _ = fchown(fd, existing.st_uid, existing.st_gid) }  // where permitted
      guard fsync(fd) == 0 else { throw failure() }
    } catch {
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw failure() }
    guard rename(temporary, path) == 0 else { throw failure() }
    renamed = true
    let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryFD >= 0 {
      _ = fsync(directoryFD)
      close(directoryFD)
    }
  }

  /// Writes into an existing file that is not a regular file.
  private func writeInPlace(_ produce: (Sink) throws -> Void) throws {
    let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { throw failure() }
    do {
      try produce { (chunk) in
        try OutputWriter.writeAll(fd, chunk, name: "'\(path)'")
      }
    } catch {
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw failure() }
  }

  private func failure(_ what: String? = nil) -> OutputWriter.WriteError {
    let reason = String(cString: strerror(errno))
    return OutputWriter.WriteError(message: "cannot write '\(path)': " + (what.map { "\($0): " } ?? "") + reason)
  }

  /// The directory part of a path ("." for a bare name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }
}
