import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// State the handler reads. Set before it can run and only read inside it
// (a handler may not allocate, lock or call Swift runtime functions that
// do).
nonisolated(unsafe) private var restoreTTY: Int32 = -1
nonisolated(unsafe) private var restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
nonisolated(unsafe) private var restoreCount = 0
// On the heap, not a global `termios` value: Swift 6.3.1 emits such a
// global 57 bytes long (the 3 padding bytes before c_ispeed missing) while
// assigning it copies all 60, over the next global (AddressSanitizer:
// global-buffer-overflow; `nm -S` shows size 0x39).
nonisolated(unsafe) private var restoreTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private var restoreHasTermios = false
nonisolated(unsafe) private var ownPID: pid_t = 0
/// Bit N set: signal N is a crash (see ``TerminationSignals/crashes``).
nonisolated(unsafe) private var crashMask: UInt64 = 0
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: Int(NSIG))

/// Gives the terminal back (when a session armed it), then lets the
/// signal take its course: death by the signal, which a shell reports as
/// 128+N.
///
/// A crash (SIGILL, SIGSEGV, …) goes on to the previous handler, so Swift's
/// crash report still prints where the runtime has one. Every other signal
/// gets its default action: Swift's own handler would take SIGQUIT, print
/// a backtrace and let the program run on.
///
/// SIGPIPE and SIGXFSZ that this process caused itself, by writing to a
/// pipe nobody reads or past the file size limit, are left to that write:
/// it fails with EPIPE or EFBIG, which the writer reports (exit 141, or one
/// error line and exit 2) after giving the terminal back in the usual way.
private func terminationHandler(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  if signal == SIGPIPE || signal == SIGXFSZ, let info, Int(info.pointee.si_code) == Int(SI_USER),
    info.pointee._sifields._kill.si_pid == ownPID
  {
    return
  }
  // No preview command outlives the program (async-signal-safe: kill(2)
  // over a fixed array).
  PreviewProcessGroups.killAll()
  if restoreTTY >= 0 {
    _ = write(restoreTTY, restoreBytes, restoreCount)
    if restoreHasTermios { _ = tcsetattr(restoreTTY, TCSAFLUSH, restoreTermios) }
  }
  if crashMask & (1 << UInt64(signal)) != 0 {
    _ = sigaction(signal, previousActions + Int(signal), nil)
  } else {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
  }
  _ = raise(signal)
}

/// Every signal whose default action ends the process and that can be
/// caught (`man 7 signal`: all but SIGKILL and SIGSTOP): one handler for
/// the whole run, which restores the terminal first when a session is up.
///
/// While the result is written (``holding(_:)``) the signals that ask the
/// process to end are held back and honoured once the write is over, so
/// standard output and `-o` files are whole or untouched, never cut.
public enum TerminationSignals {
  /// Faults, and signals that report one: the previous handler runs.
  static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]

  /// Signals that ask the process to end (default action Term or Core),
  /// the real-time signals included.
  static let requests: [Int32] =
    [
      SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU,
      SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

  static var all: [Int32] { requests + crashes }

  nonisolated(unsafe) private static var installed = false

  /// Installs the handler for every terminating signal that is not
  /// ignored (a background job of a non-interactive shell ignores SIGINT
  /// and SIGQUIT: such a signal stays ignored). Once per process.
  public static func install() {
    guard !installed else { return }
    installed = true
    ownPID = getpid()
    for signal in crashes { crashMask |= 1 << UInt64(signal) }
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = terminationHandler
    // A second signal waits until the terminal is restored.
    action.sa_mask = set(of: all)
    action.sa_flags = SA_SIGINFO
    for signal in all {
      var current = sigaction()
      _ = sigaction(signal, nil, &current)
      previousActions[Int(signal)] = current
      let ignored =
        unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
      if !ignored { _ = sigaction(signal, &action, nil) }
    }
  }

  /// From now on a terminating signal writes `bytes` to `tty` and sets
  /// `termios` there before the process ends.
  static func armRestore(tty: Int32, termios: termios) {
    restoreTermios.initialize(to: termios)
    restoreHasTermios = true
    restoreTTY = tty
  }

  /// What a terminating signal writes to the terminal (at most 512 bytes).
  static func setRestoreBytes(_ bytes: [UInt8]) {
    let count = min(bytes.count, 512)
    restoreCount = 0  // never half old, half new
    for i in 0..<count { restoreBytes[i] = bytes[i] }
    restoreCount = count
  }

  /// The terminal is given back: signals no longer write to it.
  static func disarmRestore() {
    restoreTTY = -1
  }

  /// Runs `body` with the signals that ask the process to end held back;
  /// one that arrived meanwhile is honoured when `body` returns (or
  /// throws), which ends the process.
  public static func holding<T>(_ body: () throws -> T) rethrows -> T {
    var held = set(of: requests)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &held, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }

  private static func set(of signals: [Int32]) -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }
}
