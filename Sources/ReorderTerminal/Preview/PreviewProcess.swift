import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One preview command running as `sh -c COMMAND` in a process group of its
/// own, its standard output and standard error in one non-blocking pipe.
///
/// The group is what gets killed: the shell and everything it started
/// (`sleep 5 & cat file`), unless a command made a group of its own. The
/// child starts with every signal at its default and none blocked (this
/// program ignores SIGPIPE, which a child would otherwise inherit:
/// `yes | head` would never end), standard input from `/dev/null`, and
/// no other descriptor of this program.
package final class PreviewProcess {
  /// The shell's pid, which is also the group's id.
  package let group: pid_t
  /// The pipe's read end (non-blocking); -1 once closed.
  package private(set) var output: Int32
  /// The shell's wait status, once it is reaped.
  package private(set) var waitStatus: Int32?

  package struct SpawnError: Error, Equatable {
    var code: Int32
    var message: String {
      code == E2BIG
        ? "the command is too long for the system (a single argument is limited to 128 KiB)"
        : String(cString: strerror(code))
    }
  }

  private init(group: pid_t, output: Int32) {
    self.group = group
    self.output = output
  }

  deinit {
    if output >= 0 { close(output) }
  }

  /// Starts `shell -c command` with `environment` added to this program's.
  package static func spawn(
    _ command: [UInt8], shell: String = "/bin/sh", environment: [String: String] = [:]
  ) throws(SpawnError) -> PreviewProcess {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw SpawnError(code: errno) }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDERR_FILENO)
    closeInheritedDescriptors(&actions)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    startWithDefaultSignals(&attributes, flags: POSIX_SPAWN_SETPGROUP)

    let arguments = [Array(shell.utf8), Array("-c".utf8), command]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map(cString) + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environmentEntries(adding: environment).map(cString) + [nil]
    defer { for pointer in argv + envp { free(pointer) } }

    var pid: pid_t = 0
    let status = posix_spawn(&pid, shell, &actions, &attributes, &argv, &envp)
    close(fds[1])
    guard status == 0 else {
      close(fds[0])
      throw SpawnError(code: status)
    }
    PreviewProcessGroups.register(pid)
    return PreviewProcess(group: pid, output: fds[0])
  }

  // MARK: - Reading

  package enum ReadResult: Equatable {
    case bytes(Int)
    /// Nothing more for now.
    case wouldBlock
    /// Every writer has closed the pipe (or it was closed here).
    case endOfOutput
  }

  /// Appends what the pipe holds, at most `limit` bytes.
  package func read(into buffer: inout [UInt8], limit: Int) -> ReadResult {
    guard output >= 0 else { return .endOfOutput }
    var chunk = [UInt8](repeating: 0, count: min(max(limit, 1), 1 << 16))
    while true {
      let n = Glibc.read(output, &chunk, chunk.count)
      if n > 0 {
        buffer += chunk[..<n]
        return .bytes(n)
      }
      if n < 0 && errno == EINTR { continue }
      if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return .wouldBlock }
      closeOutput()
      return .endOfOutput
    }
  }

  /// Stops reading: a writer then gets SIGPIPE (or EPIPE).
  package func closeOutput() {
    if output >= 0 { close(output) }
    output = -1
  }

  // MARK: - Ending

  /// Sends `signal` to the whole group.
  package func signalGroup(_ signal: Int32) {
    _ = kill(-group, signal)
  }

  /// Collects the shell's exit status if it has ended (never waits).
  /// - Returns: whether the shell has been reaped.
  @discardableResult
  package func reap() -> Bool {
    if waitStatus != nil { return true }
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(group, &status, WNOHANG) } while result < 0 && errno == EINTR
    if result == group || (result < 0 && errno == ECHILD) {
      waitStatus = result == group ? status : 0
      return true
    }
    return false
  }

  /// Whether any process of the group is still running (or is the
  /// shell, not yet reaped). A killed command's own children end as
  /// zombies of init, which reaps them when it gets to it (seconds, in
  /// some containers): they count as gone. A member that became another
  /// user's (a setuid program) cannot be signalled from here: it counts as
  /// gone too.
  var groupExists: Bool {
    guard kill(-group, 0) == 0 else { return false }
    return waitStatus == nil || Self.hasLivingMember(group)
  }

  /// Whether `/proc` lists a process of `group` that is not a zombie
  /// (true when `/proc` cannot be read: then only `kill` can tell).
  static func hasLivingMember(_ group: pid_t) -> Bool {
    guard let pids = numberedEntries(of: "/proc") else { return true }
    var buffer = [UInt8](repeating: 0, count: 512)
    for pid in pids {
      let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { continue }
      let count = Glibc.read(fd, &buffer, buffer.count)
      close(fd)
      // pid (comm) state ppid pgrp …, and comm may hold anything.
      guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { continue }
      let fields = buffer[(close + 1)..<count].split(separator: 0x20)
      guard fields.count > 2, pid_t(String(decoding: fields[2], as: UTF8.self)) == group else { continue }
      if fields[0].first != UInt8(ascii: "Z") { return true }
    }
    return false
  }

  /// Once the shell is reaped and no process of the group is left: the
  /// group id is free again and must not be signalled any more.
  package func forgetIfGone() -> Bool {
    guard reap(), !groupExists else { return false }
    PreviewProcessGroups.unregister(group)
    return true
  }

  // MARK: - Helpers

  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { pointer.update(from: $0.baseAddress!, count: bytes.count) }
    }
    pointer[bytes.count] = 0
    return pointer
  }

  /// This program's environment with `extra` set over it.
  private static func environmentEntries(adding extra: [String: String]) -> [[UInt8]] {
    var entries: [[UInt8]] = []
    var index = 0
    while let entry = environ[index] {
      let bytes = Array(UnsafeBufferPointer(start: entry, count: strlen(entry))).map { UInt8(bitPattern: $0) }
      let name = String(decoding: bytes.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self)
      if extra[name] == nil { entries.append(bytes) }
      index += 1
    }
    for (name, value) in extra.sorted(by: { $0.key < $1.key }) {
      entries.append(Array("\(name)=\(value)".utf8))
    }
    return entries
  }

  /// Has a child close every descriptor of this process above standard
  /// error (after the `dup2`s added before).
  package static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    // Closed in the child, after the dups, whatever is open then: a list
    // read here could miss a descriptor another thread opens before the
    // spawn (a test run saw two such reach a child).
    if let closeFrom = closeFromAction, closeFrom(&actions, STDERR_FILENO + 1) == 0 { return }
    for fd in openDescriptors() where fd > STDERR_FILENO {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
  }

  /// Has a child start with every signal at its default and none blocked
  /// (this program ignores or catches some), with `flags` set too.
  package static func startWithDefaultSignals(_ attributes: inout posix_spawnattr_t, flags: Int32 = 0) {
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    var noSignal = sigset_t()
    sigemptyset(&noSignal)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    posix_spawnattr_setsigmask(&attributes, &noSignal)
    posix_spawnattr_setflags(&attributes, Int16(flags | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and
  /// later), which Swift's Glibc module does not declare: looked up once.
  static let closeFromAction:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
      guard
        let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
      else { return nil }
      return unsafeBitCast(
        symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

  /// The descriptors open in this process (from `/proc/self/fd`; the
  /// first 256 where that cannot be read), so the child gets none of them.
  private static func openDescriptors() -> [Int32] {
    numberedEntries(of: "/proc/self/fd") ?? Array(0..<256)
  }

  /// The entries of a directory whose names are numbers (pids in `/proc`,
  /// descriptors in `/proc/self/fd`); nil if it cannot be read.
  private static func numberedEntries(of path: String) -> [Int32]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var numbers: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let number = Int32(name) { numbers.append(number) }
    }
    return numbers
  }
}
