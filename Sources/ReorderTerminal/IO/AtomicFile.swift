import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Replaces a file atomically: the new contents go to a temporary file in
/// the same directory (created with O_EXCL and O_NOFOLLOW, so a file or
/// symlink planted at its name is never opened), are flushed to disk, take
/// the old file's owner and mode, and are renamed over the target; then
/// the directory is flushed. On any error the temporary file is removed
/// and the target is untouched; a signal that asks to end waits until the
/// temporary file is gone (renamed or removed).
///
/// A symbolic link is written through, as editors do: the file it names
/// (through any chain of links) is replaced in its own directory, and the
/// link stays; a dangling link gets its target created. A target that is
/// not a regular file (a device such as `/dev/null`, a FIFO, a terminal,
/// `/dev/stdout`), and anything under `/dev` or `/proc`, is written into
/// instead: it cannot be replaced (see ``WriteTarget``).
public struct AtomicFile {
  public let path: String
  /// Keep the previous file as `path + suffix`.
  public let backupSuffix: String?
  /// The name of the next temporary file to try (in the target's
  /// directory): `.reorder-` and six random letters and digits.
  let nextTemporaryName: () -> String

  public init(path: String, backupSuffix: String? = nil) {
    self.init(path: path, backupSuffix: backupSuffix, temporaryNames: Self.randomTemporaryName)
  }

  /// For tests: the temporary names to try, in turn.
  init(path: String, backupSuffix: String? = nil, temporaryNames: @escaping () -> String) {
    self.path = path
    self.backupSuffix = backupSuffix
    nextTemporaryName = temporaryNames
  }

  static func randomTemporaryName() -> String {
    let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars)
    var generator = SystemRandomNumberGenerator()
    var name = ".reorder-"
    for _ in 0..<6 {
      name.unicodeScalars.append(characters[Int.random(in: 0..<characters.count, using: &generator)])
    }
    return name
  }

  public typealias Sink = (UnsafeRawBufferPointer) throws -> Void

  /// Writes the file; `produce` calls the sink with each chunk. A request
  /// to end (Ctrl-C, kill) takes effect once the file is written (or the
  /// temporary file removed), never between: nothing is left half-written.
  public func write(_ produce: (Sink) throws -> Void) throws {
    try TerminationSignals.holding { try writeHeld(produce) }
  }

  private func writeHeld(_ produce: (Sink) throws -> Void) throws {
    switch try WriteTarget.resolve(path) {
    case .direct(let target): try writeDirectly(to: target, produce)
    case .file(let target): try replace(target, produce)
    }
  }

  /// Replaces `target` (a regular file or none, not a link) through a
  /// temporary file in its directory.
  private func replace(_ target: String, _ produce: (Sink) throws -> Void) throws {
    let directory = Self.directory(of: target)
    var existing = stat()
    let exists = stat(SystemBytes.path(target), &existing) == 0
    let (fd, temporary) = try createTemporary(in: directory)
    var renamed = false
    defer {
      if !renamed { unlink(SystemBytes.path(temporary)) }
    }
    do {
      try produce { (chunk) in
        try OutputWriter.writeAll(fd, chunk, name: "'\(SystemBytes.shown(path))'")
      }
      let mode: mode_t
      if exists {
        mode = existing.st_mode & 0o7777
      } else {
        let mask = umask(0)
        umask(mask)
        mode = 0o666 & ~mask
      }
      if exists && fchown(fd, existing.st_uid, existing.st_gid) != 0 {
        _ = fchown(fd, uid_t.max, existing.st_gid)  // not root: at least the group, where permitted
      }
      // After fchown, which clears the set-user-ID and set-group-ID bits.
      guard fchmod(fd, mode) == 0 else { throw failure() }
      guard fsync(fd) == 0 else { throw failure() }
    } catch {
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw failure() }
    if exists, let suffix = backupSuffix { try keepBackup(of: target, as: target + suffix) }
    guard rename(SystemBytes.path(temporary), SystemBytes.path(target)) == 0 else { throw failure() }
    renamed = true
    let directoryFD = open(SystemBytes.path(directory), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryFD >= 0 {
      _ = fsync(directoryFD)
      close(directoryFD)
    }
  }

  /// Links the current file to the backup name (replacing an older
  /// backup), or copies it where hard links are not possible.
  private func keepBackup(of target: String, as backup: String) throws {
    if unlink(SystemBytes.path(backup)) != 0 && errno != ENOENT {
      throw failure("cannot replace the backup '\(SystemBytes.shown(backup))'")
    }
    if link(SystemBytes.path(target), SystemBytes.path(backup)) == 0 { return }
    let input = open(SystemBytes.path(target), O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw failure("cannot back up") }
    defer { close(input) }
    let output = open(SystemBytes.path(backup), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw failure("cannot create the backup '\(SystemBytes.shown(backup))'") }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = read(input, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      if n < 0 { throw failure("cannot back up") }
      if n == 0 { break }
      try buffer.withUnsafeBytes {
        try OutputWriter.writeAll(
          output, UnsafeRawBufferPointer(rebasing: $0[..<n]), name: "'\(SystemBytes.shown(backup))'")
      }
    }
    var info = stat()
    if stat(SystemBytes.path(target), &info) == 0 { _ = fchmod(output, info.st_mode & 0o7777) }
  }

  /// Creates a new temporary file in `directory`, mode 0600 until it is
  /// complete, trying names until one is free.
  private func createTemporary(in directory: String) throws -> (fd: Int32, path: String) {
    for _ in 0..<100 {
      let candidate = directory + "/" + nextTemporaryName()
      let fd = open(SystemBytes.path(candidate), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if fd >= 0 { return (fd, candidate) }
      if errno != EEXIST { break }  // a planted file or symlink: try another name
    }
    throw failure("cannot create a temporary file in '\(SystemBytes.shown(directory))'")
  }

  /// Writes into what is at `target` as it is: a device, FIFO, socket or
  /// terminal, or a descriptor (`/dev/stdout`, `/proc/self/fd/N`). Never
  /// creates a file. A regular file reached so is written as the shell's
  /// `>` does, from the start, except that this process's own standard
  /// output or error is written through its descriptor (keeping `>>`).
  private func writeDirectly(to target: String, _ produce: (Sink) throws -> Void) throws {
    var fd = open(SystemBytes.path(target), O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { throw failure() }
    var info = stat()
    var owned = true
    if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG {
      if let own = [STDOUT_FILENO, STDERR_FILENO].first(where: { Self.isSameFile($0, info) }) {
        close(fd)
        fd = own
        owned = false
      } else if ftruncate(fd, 0) != 0 {
        close(fd)
        throw failure()
      }
    }
    defer { if owned { close(fd) } }
    try produce { (chunk) in
      try OutputWriter.writeAll(fd, chunk, name: "'\(SystemBytes.shown(path))'")
    }
  }

  /// Whether descriptor `fd` is open on the file `info` describes.
  private static func isSameFile(_ fd: Int32, _ info: stat) -> Bool {
    var own = stat()
    return fstat(fd, &own) == 0 && own.st_dev == info.st_dev && own.st_ino == info.st_ino
  }

  private func failure(_ what: String? = nil) -> OutputWriter.WriteError {
    let reason = String(cString: strerror(errno))
    return OutputWriter.WriteError(
      message: "cannot write '\(SystemBytes.shown(path))': " + (what.map { "\($0): " } ?? "") + reason)
  }

  /// The directory part of a path ("." for a bare name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }
}
