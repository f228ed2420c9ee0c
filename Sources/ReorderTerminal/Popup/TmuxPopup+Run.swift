#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension TmuxPopup {
  /// Opens the popup, relays the input, and when it has closed, writes
  /// the inner reorder's errors and output here; returns its exit status.
  /// A signal that asked this process to end ends it here, once the popup
  /// is closed and its directory removed.
  /// - Throws: ``Failure`` when the popup could not be opened (tmux's
  ///   own error, such as "no current client" in a detached session).
  func run() throws(Failure) -> Int32 {
    // What is wrong with the input is said here, before any popup opens.
    do {
      _ = try InputSource(path: options.file, separator: options.readNull ? 0 : 0x0A)
    } catch {
      throw Failure(error.message)
    }
    let feeding = options.file == nil
    let (first, inputOpen) = feeding ? Self.peekInput() : ([], false)
    // Nothing to reorder: exit 0 with nothing printed, as without a popup.
    if feeding && first.isEmpty && !inputOpen { return 0 }
    if let file = options.file, Self.isEmptyRegularFile(file) { return 0 }

    guard let signals = PopupSignals() else { throw Failure("cannot create a pipe for the popup") }
    let directory: PopupDirectory
    do {
      directory = try PopupDirectory()
    } catch {
      signals.remove()
      throw error
    }
    let ended: Result<Ended, Failure>
    do {
      let tmux = try open(in: directory, feeding: feeding)
      var relay = PopupRelay(
        directory: directory, signals: signals, tmux: tmux, pending: first, inputOpen: inputOpen,
        feeding: feeding)
      let waitStatus = relay.run()
      // A signal that came as tmux ended is honoured too.
      let late = signals.take().first { $0 != SIGCHLD }
      ended = .success(Ended(directory, waitStatus: waitStatus, signal: relay.signal ?? late))
    } catch {
      ended = .failure(error)
    }
    directory.remove()
    signals.remove()
    return try ended.get().report()
  }

  /// What the popup left: the inner reorder's exit status, output and
  /// errors (opened before the directory is removed), or tmux's error.
  struct Ended {
    var status: Int32?
    var output: Int32
    var errors: Int32
    var tmuxErrors: [UInt8]
    var tmuxStatus: Int32
    var signal: Int32?

    init(_ directory: PopupDirectory, waitStatus: Int32, signal: Int32?) {
      status = directory.number(.status)
      output = directory.openToRead(.output)
      errors = directory.openToRead(.errors)
      tmuxErrors = directory.contents(.tmuxErrors) ?? []
      tmuxStatus = waitStatus
      self.signal = signal
    }

    /// Why there is no exit status: what tmux said, else that the popup
    /// was closed (from outside: `display-popup -C`, a client detached).
    var failure: Failure {
      let said = String(decoding: tmuxErrors, as: UTF8.self).trimmingSpacesAndNewlines
      let line = said.split(separator: "\n").first.map(String.init) ?? ""
      if !line.isEmpty { return Failure("tmux could not open a popup: \(line)") }
      return Failure("the tmux popup closed before reorder ended")
    }

    /// Ends the process by the signal that asked for it, or writes the
    /// errors and the output and returns the exit status.
    func report() throws(Failure) -> Int32 {
      if let signal {
        close(output)
        close(errors)
        PopupSignals.reraise(signal)
      }
      guard let status else {
        close(output)
        close(errors)
        throw failure
      }
      return TerminationSignals.holding {
        try? PopupDirectory.copy(errors, to: STDERR_FILENO, name: "standard error")
        do {
          try PopupDirectory.copy(output, to: STDOUT_FILENO, name: "standard output")
        } catch let error as OutputWriter.WriteError {
          return error.isBrokenPipe ? 141 : ReorderCommand.fail(error.message)
        } catch {
          return ReorderCommand.fail("\(error)")
        }
        return status
      }
    }
  }

  /// The first of standard input, waited for a moment (a slow producer
  /// still gets the popup, which then waits with it): the bytes, and
  /// whether more may come.
  static func peekInput() -> ([UInt8], Bool) {
    var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
    guard poll(&fds, 1, 250) > 0 else { return ([], true) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = read(STDIN_FILENO, &buffer, buffer.count)
      if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      return n > 0 ? (Array(buffer[..<n]), true) : ([], false)
    }
  }

  /// Writes the script (and the FIFO) and starts `tmux display-popup`;
  /// returns tmux's process id.
  private func open(in directory: PopupDirectory, feeding: Bool) throws(Failure) -> pid_t {
    let script = PopupScript(
      directory: directory.path, workingDirectory: Self.currentDirectory, executable: Self.executable,
      arguments: innerArguments, readsFIFO: feeding)
    if feeding { try directory.makeInputFIFO() }
    try directory.write(.environment, PopupEnvironment.file(PopupScript.passedOn(Self.environment)))
    try directory.write(.script, script.bytes)
    var arguments = ["tmux", "display-popup", "-E"]
    if let pane = getenv("TMUX_PANE").map({ String(cString: $0) }), !pane.isEmpty {
      arguments += ["-t", pane]
    }
    arguments += spec.displayPopupArguments + [script.command]
    return try Self.spawn(arguments, errors: directory.path(.tmuxErrors))
  }

  /// Starts tmux with nothing on standard input and output (the
  /// terminal, if any, stays ours), its errors into a file.
  private static func spawn(_ arguments: [String], errors: String) throws(Failure) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    PreviewProcess.closeInheritedDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    PreviewProcess.startWithDefaultSignals(&attributes)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup(SystemBytes.path($0)) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, "tmux", &actions, &attributes, &argv, environ)
    guard status == 0 else { throw Failure("cannot start tmux: \(String(cString: strerror(status)))") }
    return pid
  }

  /// Whether `path` is a regular file with nothing in it.
  static func isEmptyRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(SystemBytes.path(path), &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_size == 0
  }

  /// This program, to run again in the popup.
  static var executable: String {
    SystemBytes.linkText("/proc/self/exe") ?? "reorder"
  }

  static var currentDirectory: String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return SystemBytes.text(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
  }

  /// This process's environment, `NAME=VALUE` each, as the bytes they are
  /// (``SystemBytes``).
  static var environment: [String] {
    var entries: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      entries.append(SystemBytes.text(SystemBytes.cBytes(pointer)))
      entry += 1
    }
    return entries
  }
}
