import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `--log` file: every committed edit, one JSON line each, appended
/// as it happens (so a crash loses nothing that was done).
///
/// A log never lies: a line is written whole or not at all (a regular
/// file cut by a failed write, `ulimit -f` or a full disk, is truncated
/// back to where the line began), and after the first write that fails
/// nothing more is written, so the log holds the first edits and no gap.
/// ``failure`` says why; the interface says it on the status line at once
/// and on standard error at the end (exit status 2).
///
/// A FIFO is opened without blocking: with no reader it is refused (the
/// interface would otherwise wait before its first frame); a terminal is
/// refused too (the lines would be written over the interface).
public final class LogFile {
  private let fd: Int32
  private let isRegular: Bool
  public let path: String
  /// Why the log stopped, once a write failed.
  public private(set) var failure: String?

  public init(path: String) throws(OutputWriter.WriteError) {
    self.path = path
    fd = open(SystemBytes.path(path), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o666)
    guard fd >= 0 else {
      let reason =
        errno == ENXIO
        ? "it is a FIFO no process reads (start its reader first)" : String(cString: strerror(errno))
      throw OutputWriter.WriteError(message: "cannot open log '\(SystemBytes.shown(path))': \(reason)")
    }
    var info = stat()
    _ = fstat(fd, &info)
    isRegular = info.st_mode & S_IFMT == S_IFREG
    if isatty(fd) != 0 {
      close(fd)
      throw OutputWriter.WriteError(
        message:
          "--log '\(SystemBytes.shown(path))' is a terminal: the log would be written over the interface")
    }
    // Blocking again: a line is written whole, even to a slow reader.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
  }

  deinit { close(fd) }

  /// Appends one line; after a failure, nothing.
  /// - Returns: the failure this write met, the first time (for the
  ///   status line), else nil.
  @discardableResult
  public func append(_ line: String) -> String? {
    guard failure == nil else { return nil }
    let bytes = Array((line + "\n").utf8)
    let start = isRegular ? lseek(fd, 0, SEEK_END) : -1
    do {
      try bytes.withUnsafeBytes {
        try OutputWriter.writeAll(fd, $0, name: "log '\(SystemBytes.shown(path))'")
      }
      return nil
    } catch {
      if start >= 0 { _ = ftruncate(fd, start) }
      let written = error as? OutputWriter.WriteError
      failure =
        written?.isBrokenPipe == false
        ? written?.message : "cannot write log '\(SystemBytes.shown(path))': no process reads it any more"
      return failure
    }
  }
}
