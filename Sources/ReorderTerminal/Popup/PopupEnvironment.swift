#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How the outer reorder's environment reaches the inner one in the popup
/// without passing through a command line: `/proc/PID/cmdline` is readable
/// by every user, and an environment holds tokens and keys (issue 29: the
/// script ran `env -i 'NAME=VALUE' …`).
///
/// The outer reorder writes the entries into `env`, a 0600 file in the
/// popup's 0700 directory, each `NAME=VALUE` ended by a NUL (a value may
/// hold a newline, and any byte but NUL). The script starts the inner one
/// with an empty environment but the popup's `TERM` and
/// `REORDER_POPUP_ENVIRONMENT=$d/env`; the inner reorder's first step,
/// ``adopt()``, makes that file its environment, byte for byte.
enum PopupEnvironment {
  /// The variable that names the file.
  static let variable = "REORDER_POPUP_ENVIRONMENT"

  /// The file's bytes for `entries` (``SystemBytes`` text).
  static func file(_ entries: [String]) -> [UInt8] {
    entries.flatMap { SystemBytes.bytes($0) + [0] }
  }

  /// The `NAME=VALUE` entries of a file's bytes, as they are.
  static func entries(_ file: [UInt8]) -> [[UInt8]] {
    file.split(separator: 0, omittingEmptySubsequences: true).map(Array.init)
  }

  /// In the popup: replaces this process's environment with the file's
  /// entries, keeps the popup's `TERM`, and removes the file (the outer
  /// reorder removes it too, whatever happens). Nothing when the variable
  /// is not set.
  static func adopt() {
    guard let named = getenv(variable) else { return }
    let path = SystemBytes.cBytes(named)
    let term = getenv("TERM").map { SystemBytes.cBytes($0) }
    guard let file = contents(of: path) else {
      unsetenv(variable)
      return
    }
    unlink(path.map { CChar(bitPattern: $0) } + [0])
    clearenv()
    for entry in entries(file) { set(entry) }
    if let term { set(Array("TERM=".utf8) + term) }
  }

  /// Sets one `NAME=VALUE` entry (a copy: `setenv` keeps its own).
  private static func set(_ entry: [UInt8]) {
    guard let equals = entry.firstIndex(of: UInt8(ascii: "=")), equals > 0 else { return }
    let name = entry[..<equals].map { CChar(bitPattern: $0) } + [0]
    let value = entry[(equals + 1)...].map { CChar(bitPattern: $0) } + [0]
    setenv(name, value, 1)
  }

  /// A whole file, or nil when it cannot be read.
  private static func contents(of path: [UInt8]) -> [UInt8]? {
    let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = read(fd, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return n == 0 ? bytes : nil }
      bytes += buffer[..<n]
    }
  }
}
