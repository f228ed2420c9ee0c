#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension EditorFilter {
  /// The facts of this process, read from `/proc` (no ancestors where it
  /// cannot be read: then nothing counts as a filter).
  static func current() -> EditorFilter {
    let own = ProcessStat.read(getpid())
    var output = Output.other
    var outputInode: UInt64?
    var info = stat()
    if isatty(STDOUT_FILENO) != 0 {
      output = .terminal
    } else if fstat(STDOUT_FILENO, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: output = .file
      case S_IFIFO: (output, outputInode) = (.pipe, UInt64(info.st_ino))
      default: break
      }
    }
    var ancestors: [Ancestor] = []
    var pid = own?.parent ?? 0
    // init ends the chain; the bound keeps a /proc that lies from looping.
    while pid > 1, ancestors.count < 64, let stat = ProcessStat.read(pid) {
      let reads = outputInode.map { holdsPipe(pid, inode: $0) } ?? false
      ancestors.append(
        Ancestor(pid: pid, name: stat.name, processGroup: stat.processGroup, readsOutput: reads))
      pid = stat.parent
    }
    return EditorFilter(
      processGroup: getpgrp(), hasControllingTerminal: (own?.terminal ?? 0) != 0, output: output,
      ancestors: ancestors)
  }

  /// Whether process `pid` has the pipe `inode` open (`pipe:[inode]` among
  /// its descriptors; false where they cannot be read).
  private static func holdsPipe(_ pid: Int32, inode: UInt64) -> Bool {
    guard let directory = opendir("/proc/\(pid)/fd") else { return false }
    defer { closedir(directory) }
    let wanted = "pipe:[\(inode)]"
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.first?.isNumber == true else { continue }
      if SystemBytes.linkText("/proc/\(pid)/fd/\(name)") == wanted { return true }
    }
    return false
  }
}

/// The fields of `/proc/PID/stat` the filter rule needs.
struct ProcessStat: Equatable {
  var name: String
  var parent: Int32
  var processGroup: Int32
  /// `tty_nr`: 0 without a controlling terminal.
  var terminal: Int64

  /// Reads the fields from a stat line: `pid (comm) state ppid pgrp
  /// session tty_nr …`, where comm may hold blanks and parentheses.
  ///
  ///     ProcessStat(statLine: "42 (a) b) S 7 42 42 34816 …")
  ///       → name "a) b", parent 7, processGroup 42, terminal 34816
  init?(statLine line: [UInt8]) {
    guard let open = line.firstIndex(of: UInt8(ascii: "(")),
      let close = line.lastIndex(of: UInt8(ascii: ")")), open < close
    else { return nil }
    let fields = line[(close + 1)...].split(separator: UInt8(ascii: " ")).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard fields.count > 4, let parent = Int32(fields[1]), let group = Int32(fields[2]),
      let terminal = Int64(fields[4])
    else { return nil }
    name = String(decoding: line[(open + 1)..<close], as: UTF8.self)
    self.parent = parent
    processGroup = group
    self.terminal = terminal
  }

  static func read(_ pid: Int32) -> ProcessStat? {
    let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let n = Glibc.read(fd, &buffer, buffer.count)
    return n > 0 ? ProcessStat(statLine: Array(buffer[..<n])) : nil
  }
}
