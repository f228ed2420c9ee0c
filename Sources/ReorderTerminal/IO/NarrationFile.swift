import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `--narrate` file: each narration as one line, as it happens, for a
/// screen reader (`tail -f FILE | espeak`), a log or a test.
///
/// A regular file is appended to (created if missing). A FIFO works too,
/// and never holds the interface up:
///
/// - it is opened without blocking; while no reader has it open, lines
///   wait and the opening is tried again (``retryInterval``);
/// - a full FIFO (a reader that stopped reading) is never waited on: lines
///   wait in a buffer of at most ``bufferLimit`` bytes, written as the
///   reader takes them; past that the oldest are dropped, and the next
///   line written first says how many: `(3 lines dropped)`;
/// - when the reader goes away the lines wait for the next one.
///
/// A line is written whole or, past the pipe's atomic size, in order
/// from where the last write stopped: lines never interleave.
///
/// A write that fails for any other reason (`/dev/full`, `ulimit -f`, an
/// I/O error) gives the file up: it is closed (a regular file cut back to
/// where its last line began), ``takeFailure()`` says why once, and every
/// line after costs nothing. A terminal is refused: the lines would be
/// written over the interface's own rows.
final class NarrationFile {
  let path: String
  private var fd: Int32 = -1
  private let isFIFO: Bool
  /// Lines not written yet (each with its newline); the first may be
  /// partly written, up to `offset`.
  private var pending: [[UInt8]] = []
  private var pendingFirst = 0
  private var offset = 0
  private var pendingBytes = 0
  private var dropped = 0
  /// When an unopened FIFO is tried again.
  private var retryAt: Duration = .zero
  /// Why the file was given up, until ``takeFailure()`` takes it.
  private var failure: String?
  private var givenUp = false
  /// Where the line being written began (a regular file's size then).
  private var lineStart: off_t = -1

  static let bufferLimit = 64 * 1024
  static let retryInterval: Duration = .milliseconds(200)

  init(path: String) throws(OutputWriter.WriteError) {
    self.path = path
    var info = stat()
    isFIFO = stat(SystemBytes.path(path), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    if isFIFO {
      openFIFO()
      if fd < 0 && errno != ENXIO { throw Self.error(path) }
    } else {
      fd = open(SystemBytes.path(path), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o666)
      if fd < 0 { throw Self.error(path) }
      if isatty(fd) != 0 {
        close(fd)
        fd = -1
        throw OutputWriter.WriteError(
          message:
            "--narrate '\(SystemBytes.shown(path))' is a terminal: the lines would be written over the interface"
            + " (give a file or a FIFO, and read it elsewhere: tail -f FILE)")
      }
    }
  }

  /// Why the file was given up, the first time it is asked after.
  func takeFailure() -> String? {
    defer { failure = nil }
    return failure
  }

  /// Stops writing for good after `error` (an errno).
  private func giveUp(_ error: Int32) {
    if lineStart >= 0 && offset > 0 { _ = ftruncate(fd, lineStart) }
    close(fd)
    fd = -1
    givenUp = true
    failure =
      "--narrate '\(SystemBytes.shown(path))' failed: \(String(cString: strerror(error))); nothing more is written to it"
    pending = []
    pendingFirst = 0
    pendingBytes = 0
    offset = 0
  }

  deinit { if fd >= 0 { close(fd) } }

  private static func error(_ path: String) -> OutputWriter.WriteError {
    OutputWriter.WriteError(
      message: "cannot open --narrate '\(SystemBytes.shown(path))': \(String(cString: strerror(errno)))")
  }

  /// Opens the FIFO for writing if a reader has it open (ENXIO if not).
  private func openFIFO() {
    fd = open(SystemBytes.path(path), O_WRONLY | O_NONBLOCK | O_CLOEXEC)
  }

  /// The line a narration is written as: what the status line shows,
  /// uncut, controls and other unsafe characters as visible escapes
  /// (`^[`), so that `tail -f` on a terminal shows it as it is.
  static func line(_ narration: Narration, ansi: Bool) -> String {
    var glyphs = DisplayText.glyphs(narration.text.utf8, ansi: ansi)
    if ansi { for i in glyphs.indices { glyphs[i].ansi = nil } }
    return glyphs.map(\.text).joined()
  }

  /// Adds a line and writes what can be written now.
  func say(_ line: String, at now: Duration) {
    guard !givenUp else { return }
    let bytes = Array((line + "\n").utf8)
    pending.append(bytes)
    pendingBytes += bytes.count
    // The oldest whole lines go first; never the one being written.
    while pendingBytes > Self.bufferLimit && pending.count - pendingFirst > 1 {
      let oldest = offset > 0 ? pendingFirst + 1 : pendingFirst
      pendingBytes -= pending[oldest].count
      pending.remove(at: oldest)
      dropped += 1
    }
    flush(at: now)
  }

  /// Writes what the file takes now, without waiting.
  func flush(at now: Duration) {
    guard pendingFirst < pending.count else { return }
    if fd < 0 {
      guard isFIFO, now >= retryAt else { return }
      openFIFO()
      retryAt = now + Self.retryInterval
      guard fd >= 0 else { return }
    }
    while pendingFirst < pending.count {
      let line = pending[pendingFirst]
      var bytes = Array(line[offset...])
      var note = 0
      if dropped > 0 && offset == 0 {
        // Said in the same write as the line after the dropped ones, so a
        // pipe with room for a note but not a line takes neither.
        let text = Array("(\(dropped) line\(dropped == 1 ? "" : "s") dropped)\n".utf8)
        bytes = text + bytes
        note = text.count
      }
      if offset == 0 && !isFIFO { lineStart = lseek(fd, 0, SEEK_END) }
      guard let n = writeSome(bytes), n > 0 else { return }
      if note > 0 { dropped = 0 }
      offset += max(0, n - note)
      guard offset == line.count else { continue }
      pendingBytes -= line.count
      pendingFirst += 1
      offset = 0
    }
    pending.removeAll(keepingCapacity: true)
    pendingFirst = 0
  }

  /// One write: the bytes taken, or nil when none can be now (full, or the
  /// reader went away: then the next reader gets the lines from here).
  private func writeSome(_ bytes: [UInt8]) -> Int? {
    while true {
      let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n >= 0 { return n }
      if errno == EINTR { continue }
      if errno == EPIPE {
        close(fd)
        fd = -1
        offset = 0
      } else if errno != EAGAIN && errno != EWOULDBLOCK {
        giveUp(errno)
      }
      return nil
    }
  }

  /// The descriptor to wait on for room to write, while lines wait.
  var waitsForRoom: Int32? { pendingFirst < pending.count && fd >= 0 ? fd : nil }

  /// When to try opening the FIFO again, while lines wait for a reader.
  var nextRetry: Duration? { pendingFirst < pending.count && fd < 0 && isFIFO ? retryAt : nil }

  /// Lines waiting to be written (for tests).
  var waitingLines: Int { pending.count - pendingFirst }
}
