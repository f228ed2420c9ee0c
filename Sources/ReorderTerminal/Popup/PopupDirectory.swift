#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The private directory of one popup (mode 0700, made by `mkdtemp`):
/// the script the popup runs, the FIFO of the input, the inner reorder's
/// output, errors and exit status, its process id, and what tmux itself
/// said. ``remove()`` takes it all away.
final class PopupDirectory {
  let path: String

  /// Every name a popup puts in its directory.
  enum Entry: String, CaseIterable {
    case script = "run.sh"
    case input = "in"
    case output = "out"
    case errors = "err"
    case status = "status"
    case statusDraft = "status.new"
    case processID = "pid"
    case processIDDraft = "pid.new"
    case tmuxErrors = "tmux.err"
    /// The environment for the inner reorder (``PopupEnvironment``).
    case environment = "env"
  }

  /// Makes the directory in `$TMPDIR` (when its path needs no quoting in
  /// a tmux command), else in /tmp.
  init() throws(TmuxPopup.Failure) {
    var base = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    let plain = base.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte == 0x2F || byte == 0x2E || byte == 0x5F || byte == 0x2D
    }
    if base.isEmpty || !plain || !base.hasPrefix("/") { base = "/tmp" }
    while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
    var template = Array((base + "/reorder-popup.XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    guard made != nil else {
      throw TmuxPopup.Failure("cannot make a directory in \(base): \(String(cString: strerror(errno)))")
    }
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  func path(_ entry: Entry) -> String { path + "/" + entry.rawValue }

  /// Writes a file only this user can read (the script, the environment).
  func write(_ entry: Entry, _ bytes: [UInt8]) throws(TmuxPopup.Failure) {
    let fd = open(path(entry), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw TmuxPopup.Failure("cannot write \(path(entry)): \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    do {
      try bytes.withUnsafeBytes { try OutputWriter.writeAll(fd, $0, name: path(entry)) }
    } catch {
      throw TmuxPopup.Failure("\(error)")
    }
  }

  /// The FIFO the inner reorder reads its input from.
  func makeInputFIFO() throws(TmuxPopup.Failure) {
    guard mkfifo(path(.input), 0o600) == 0 else {
      throw TmuxPopup.Failure("cannot make a FIFO in \(path): \(String(cString: strerror(errno)))")
    }
  }

  /// A small file's bytes (nil when it is not there).
  func contents(_ entry: Entry, limit: Int = 1 << 16) -> [UInt8]? {
    let fd = open(path(entry), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < limit {
      let n = read(fd, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      bytes += buffer[..<n]
    }
    return bytes
  }

  /// A file's number (the exit status, the process id), nil when the file
  /// is not there (yet) or holds something else.
  func number(_ entry: Entry) -> Int32? {
    guard let bytes = contents(entry, limit: 64) else { return nil }
    return Int32(String(decoding: bytes, as: UTF8.self).trimmingSpacesAndNewlines)
  }

  /// Opens a file to read (-1 when it is not there): still readable
  /// after ``remove()``.
  func openToRead(_ entry: Entry) -> Int32 {
    open(path(entry), O_RDONLY | O_CLOEXEC)
  }

  /// Copies what is left to read from `source` to `target`, then closes
  /// `source`.
  static func copy(_ source: Int32, to target: Int32, name: String) throws {
    guard source >= 0 else { return }
    defer { close(source) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = read(source, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return }
      try buffer[..<n].withUnsafeBytes { try OutputWriter.writeAll(target, $0, name: name) }
    }
  }

  /// Removes every file and then the directory.
  func remove() {
    for entry in Entry.allCases { unlink(path(entry)) }
    rmdir(path)
  }
}

extension String {
  var trimmingSpacesAndNewlines: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\n" || c == "\r" { s = s.dropFirst() }
    while let c = s.last, c == " " || c == "\n" || c == "\r" { s = s.dropLast() }
    return String(s)
  }
}
