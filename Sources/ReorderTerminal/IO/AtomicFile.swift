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
public struct AtomicFile {
  public let path: String
  /// Keep the previous file as `path + suffix`.
  public let backupSuffix: String?

  public init(path: String, backupSuffix: String? = nil) {
    self.path = path
    self.backupSuffix = backupSuffix
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
    if exists, let suffix = backupSuffix { try keepBackup(path + suffix) }
    guard rename(temporary, path) == 0 else { throw failure() }
    renamed = true
    let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryFD >= 0 {
      _ = fsync(directoryFD)
      close(directoryFD)
    }
  }

  /// Links the current file to the backup name (replacing an older
  /// backup), or copies it where hard links are not possible.
  private func keepBackup(_ backup: String) throws {
    if unlink(backup) != 0 && errno != ENOENT { throw failure("cannot replace the backup '\(backup)'") }
    if link(path, backup) == 0 { return }
    let input = open(path, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw failure("cannot back up") }
    defer { close(input) }
    let output = open(backup, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw failure("cannot create the backup '\(backup)'") }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = read(input, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      if n < 0 { throw failure("cannot back up") }
      if n == 0 { break }
      try buffer.withUnsafeBytes { try OutputWriter.writeAll(output, UnsafeRawBufferPointer(rebasing: $0[..<n]), name: "'\(backup)'") }
    }
    var info = stat()
    if stat(path, &info) == 0 { _ = fchmod(output, info.st_mode & 0o7777) }
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
