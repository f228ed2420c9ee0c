import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `--log` file: every committed edit, one JSON line each, appended
/// as it happens (so a crash loses nothing that was done).
public final class LogFile {
  private let fd: Int32
  public let path: String

  public init(path: String) throws(OutputWriter.WriteError) {
    self.path = path
    fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
    guard fd >= 0 else {
      throw OutputWriter.WriteError(message: "cannot open log '\(path)': \(String(cString: strerror(errno)))")
    }
  }

  deinit { close(fd) }

  /// Appends one line.
  public func append(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBytes { try? OutputWriter.writeAll(fd, $0, name: "log '\(path)'") }
  }
}
