#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Where the handler writes (read only inside it).
nonisolated(unsafe) private var popupSignalPipe: Int32 = -1

/// Writes the signal's number into the pipe, where the relay's loop reads
/// it. A SIGPIPE or SIGXFSZ that this process caused itself by a write is
/// left to that write (it fails with EPIPE or EFBIG), as in
/// ``TerminationSignals``.
private func popupSignalHandler(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  if signal == SIGPIPE || signal == SIGXFSZ, let info, Int(info.pointee.si_code) == Int(SI_USER),
    info.pointee._sifields._kill.si_pid == getpid()
  {
    return
  }
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(popupSignalPipe, &byte, 1)
  errno = savedErrno
}

/// While a popup is open: the signals that ask the process to end (and
/// SIGCHLD, so the loop wakes when tmux is done) arrive as bytes on a
/// pipe, so the loop can close the popup and remove its files before the
/// process ends by the signal (``reraise(_:)``).
///
/// Outside the popup's time ``TerminationSignals`` handles them as
/// everywhere else in the program.
final class PopupSignals {
  /// Readable when a signal arrived.
  let fd: Int32
  private let writeFD: Int32
  private var previous: [Int32: sigaction] = [:]

  static var caught: [Int32] { TerminationSignals.requests + [SIGCHLD] }

  /// Installs the handlers; nil when no pipe could be made.
  init?() {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    for end in fds {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    fd = fds[0]
    writeFD = fds[1]
    popupSignalPipe = writeFD
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = popupSignalHandler
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO | SA_RESTART
    for signal in Self.caught {
      var current = sigaction()
      _ = sigaction(signal, nil, &current)
      let ignored =
        unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
      // A signal this process was started ignoring stays ignored.
      if ignored && signal != SIGCHLD { continue }
      previous[signal] = current
      _ = sigaction(signal, &action, nil)
    }
  }

  /// The signals that arrived since the last call, in order (SIGCHLD
  /// included).
  func take() -> [Int32] {
    var signals: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let n = read(fd, &buffer, buffer.count)
      guard n > 0 else { break }
      signals += buffer[..<n].map { Int32($0) }
    }
    return signals
  }

  /// Puts the previous handlers back and closes the pipe.
  func remove() {
    for (signal, action) in previous {
      var action = action
      _ = sigaction(signal, &action, nil)
    }
    previous = [:]
    popupSignalPipe = -1
    close(fd)
    close(writeFD)
  }

  /// Ends the process by `signal`, as if it had not been caught (the
  /// handler of ``TerminationSignals`` is back: it lets the signal take
  /// its course).
  static func reraise(_ signal: Int32) {
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signal)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    _ = raise(signal)
  }
}
