import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Where the loop's signal handler writes (read only inside it).
nonisolated(unsafe) private var handlerPipe: Int32 = -1
nonisolated(unsafe) private var previousLoopActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: Int(NSIG))

/// Hands SIGWINCH, SIGTSTP and SIGCONT to the main loop through a pipe.
private func loopSignalHandler(_ signal: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(handlerPipe, &byte, 1)
  errno = savedErrno
}

/// The controlling terminal, its saved modes and the signal handlers that
/// give it back on every exit path.
///
/// Owns `/dev/tty` (opened read-write, so stdin and stdout stay free for
/// the list and the result), the termios saved before curses changed
/// anything, the modes this program switched on itself (mouse tracking,
/// bracketed paste, the kitty keyboard protocol — which `endwin` knows
/// nothing about) and the restore sequence for them.
public final class TerminalSession {
  public let fd: Int32
  /// Readable when a signal for the loop arrived.
  public let signalFD: Int32
  private let signalWriteFD: Int32
  private var saved = termios()
  private var modes: [UInt8] = []
  private var restore: [UInt8] = []
  private var tail: [UInt8] = []
  /// The buffer every terminal read fills (``readInput()``): one for the
  /// session, not an allocation a read.
  var inputBuffer = [UInt8](repeating: 0, count: 4096)
  public private(set) var kittyPushed = false
  /// Whether our modes are on (false between ``leaveModes()`` and
  /// ``reenterModes(mouse:)``), so the kitty flags are pushed once per pop.
  private var modesActive = true

  static let loopSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

  /// Opens the controlling terminal.
  /// - Throws: ``TerminalError/noTerminal(_:)`` when there is none.
  public init() throws(TerminalError) {
    let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard tty >= 0 else {
      throw .noTerminal("cannot open /dev/tty: \(String(cString: strerror(errno)))")
    }
    guard isatty(tty) != 0, tcgetattr(tty, &saved) == 0 else {
      close(tty)
      throw .noTerminal("/dev/tty is not a terminal")
    }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else {
      close(tty)
      throw .noTerminal("cannot create a pipe: \(String(cString: strerror(errno)))")
    }
    for end in fds {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    fd = tty
    signalFD = fds[0]
    signalWriteFD = fds[1]
  }

  /// Installs the signal handlers: every terminating signal restores the
  /// terminal first (``TerminationSignals``); SIGWINCH, SIGTSTP and
  /// SIGCONT go to the loop. Call before curses starts, so curses leaves
  /// these signals to us.
  public func installSignalHandlers() {
    TerminationSignals.install()
    TerminationSignals.armRestore(tty: fd, termios: saved)
    updateHandlerRestore()
    handlerPipe = signalWriteFD
    for signal in Self.loopSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = loopSignalHandler
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      _ = sigaction(signal, &action, previousLoopActions + Int(signal))
    }
  }

  /// Puts back the loop signals' previous handlers; terminating signals no
  /// longer touch the terminal (they still end the process).
  public func removeSignalHandlers() {
    for signal in Self.loopSignals {
      _ = sigaction(signal, previousLoopActions + Int(signal), nil)
    }
    TerminationSignals.disarmRestore()
  }

  /// Sets what is written to leave curses' own modes from a signal handler
  /// (reset attributes, show the cursor, leave the alternate screen), from
  /// the terminal's terminfo entry.
  public func setCursesRestore(_ bytes: [UInt8]) {
    tail = bytes
    updateHandlerRestore()
  }

  // MARK: - Modes we switch on ourselves

  /// Button-event mouse tracking with SGR coordinates (DECSET 1002 + 1006):
  /// motion is reported only while a button is held.
  public func enableMouse() {
    setMode(on: "\u{1B}[?1002h\u{1B}[?1006h", off: "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
  }

  /// Bracketed paste, so pasted text never runs as commands.
  public func enableBracketedPaste() {
    setMode(on: "\u{1B}[?2004h", off: "\u{1B}[?2004l")
  }

  /// Asks whether the terminal speaks the kitty keyboard protocol: `CSI ? u`
  /// (answered only by terminals that do) then `CSI c` (answered by all).
  public func queryKeyboardProtocol() {
    send(Array("\u{1B}[?u\u{1B}[c".utf8))
  }

  /// Pushes kitty keyboard flags 1|2|4|8: disambiguate, report event
  /// types (press, repeat, release), alternate keys (so Shift+/ is `?`),
  /// and all keys as escape codes (so Space reports its release).
  public func pushKittyFlags() {
    guard !kittyPushed else { return }
    kittyPushed = true
    setMode(on: "\u{1B}[>15u", off: "\u{1B}[<u")
  }

  private func setMode(on: String, off: String) {
    modes.append(contentsOf: Array(off.utf8))
    updateHandlerRestore()
    send(Array(on.utf8))
  }

  /// Switches our modes off (before suspending or exiting).
  public func leaveModes() {
    send(modes)
    modesActive = false
  }

  /// Switches our modes on again after a resume, or after a SIGCONT that
  /// followed a stop we did not arrange (SIGSTOP), where they may or may
  /// not still be on. Mouse and paste modes are set again either way; the
  /// kitty flags, a stack, are pushed only if we popped them.
  public func reenterModes(mouse: Bool) {
    if mouse { send(Array("\u{1B}[?1002h\u{1B}[?1006h".utf8)) }
    send(Array("\u{1B}[?2004h".utf8))
    if kittyPushed && !modesActive { send(Array("\u{1B}[>15u".utf8)) }
    modesActive = true
  }

  /// The terminal modes as they were before the program started.
  public func restoreTermios() {
    _ = tcsetattr(fd, TCSAFLUSH, &saved)
  }

  /// Writes bytes to the terminal, all of them.
  public func send(_ bytes: [UInt8]) {
    var offset = 0
    bytes.withUnsafeBufferPointer { buffer in
      while offset < buffer.count {
        let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += n
      }
    }
  }

  /// The terminal's size from the kernel (valid even before curses knows).
  public func windowSize() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Signals that arrived for the loop, oldest first.
  public func pendingSignals() -> [Int32] {
    var buffer = [UInt8](repeating: 0, count: 64)
    var result: [Int32] = []
    while true {
      let n = read(signalFD, &buffer, buffer.count)
      guard n > 0 else { break }
      result += buffer[..<n].map { Int32($0) }
    }
    return result
  }

  /// Stops the process group as Ctrl-Z does (the caller has left curses
  /// and our modes); returns when the process is continued.
  ///
  /// The whole group, as the terminal would stop it, and as vim and less
  /// do: a shell reports a job stopped only when all of it is, so stopping
  /// only this process hangs `ls | reorder | xargs …` and editors run by
  /// `git`. (In an orphaned group, with no job control, nothing stops and
  /// this returns at once.)
  public func stopProcess() {
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    var ours = sigaction()
    _ = sigaction(SIGTSTP, &defaultAction, &ours)
    _ = kill(0, SIGTSTP)
    _ = sigaction(SIGTSTP, &ours, nil)
  }

  private func updateHandlerRestore() {
    TerminationSignals.setRestoreBytes(modes + tail)
  }

  deinit {
    close(signalFD)
    close(signalWriteFD)
    close(fd)
  }
}

extension TerminalSession {
  /// Whether terminal input is waiting.
  public func hasInput() -> Bool {
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0 && poller.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
  }
}
