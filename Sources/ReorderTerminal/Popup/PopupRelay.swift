#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// While the popup is open: copies standard input into the popup's FIFO
/// as it comes (a slow producer streams into the interface, as without a
/// popup), waits for tmux to close the popup, and on a signal that asks
/// this process to end sends it on to the popup's process group, which
/// closes the popup.
///
/// One thread, one `poll`: standard input, the FIFO and the signal pipe.
/// The FIFO's write end opens only once the inner reorder has opened it
/// for reading (a non-blocking open fails with ENXIO before), so input
/// read before that waits here, at most ``aheadLimit`` bytes of it.
struct PopupRelay {
  let directory: PopupDirectory
  let signals: PopupSignals
  let tmux: pid_t
  /// Input read before the FIFO took it.
  var pending: [UInt8]
  /// Whether standard input may have more.
  var inputOpen: Bool
  /// Whether the input goes through the FIFO at all (not with a FILE).
  var feeding: Bool
  /// The first signal that asked this process to end.
  private(set) var signal: Int32?
  private var fifo: Int32 = -1
  /// When the signal was sent on to the popup (nil: not yet, its process
  /// id not known yet).
  private var forwarded = false
  private var patience = 0

  static let aheadLimit = 1 << 20

  init(
    directory: PopupDirectory, signals: PopupSignals, tmux: pid_t, pending: [UInt8], inputOpen: Bool,
    feeding: Bool
  ) {
    self.directory = directory
    self.signals = signals
    self.tmux = tmux
    self.pending = pending
    self.inputOpen = inputOpen
    self.feeding = feeding
  }

  /// Runs until tmux has exited; returns its wait status.
  mutating func run() -> Int32 {
    while true {
      var status: Int32 = 0
      let waited = waitpid(tmux, &status, WNOHANG)
      if waited == tmux || (waited < 0 && errno == ECHILD) {
        stopFeeding()
        return status
      }
      for caught in signals.take() where caught != SIGCHLD && signal == nil { signal = caught }
      if signal != nil { forwardSignal() }
      connect()
      if fifo >= 0 && !inputOpen && pending.isEmpty { stopFeeding() }
      pollOnce()
    }
  }

  /// Opens the FIFO's write end once a reader is there.
  private mutating func connect() {
    guard feeding, fifo < 0 else { return }
    fifo = open(directory.path(.input), O_WRONLY | O_NONBLOCK | O_CLOEXEC)
  }

  private mutating func stopFeeding() {
    if fifo >= 0 { close(fifo) }
    fifo = -1
    feeding = false
    pending = []
  }

  /// Sends the signal to the popup's process group (the script and the
  /// inner reorder, which gives the popup's terminal back and ends, so
  /// tmux closes the popup). If tmux is still there some seconds later,
  /// it is ended too.
  private mutating func forwardSignal() {
    guard let signal else { return }
    if !forwarded, let group = directory.number(.processID), group > 0 {
      if kill(-group, signal) != 0 { _ = kill(group, signal) }
      forwarded = true
    }
    patience += 1
    if patience == 100 { _ = kill(tmux, SIGTERM) }  // ~5 s of 50 ms polls
  }

  private mutating func pollOnce() {
    var fds = [pollfd(fd: signals.fd, events: Int16(POLLIN), revents: 0)]
    let reading = feeding && inputOpen && pending.count < Self.aheadLimit && signal == nil
    if reading { fds.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)) }
    let writing = fifo >= 0 && !pending.isEmpty
    if writing { fds.append(pollfd(fd: fifo, events: Int16(POLLOUT), revents: 0)) }
    let waitingForReader = feeding && fifo < 0
    let timeout: Int32 = waitingForReader || signal != nil ? 50 : 1000
    guard poll(&fds, nfds_t(fds.count), timeout) > 0 else { return }
    if reading, fds[1].revents != 0 { readInput() }
    if writing, let last = fds.last, last.revents != 0 { writeFIFO() }
  }

  private mutating func readInput() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let n = read(STDIN_FILENO, &buffer, buffer.count)
    if n > 0 {
      pending += buffer[..<n]
    } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
      inputOpen = false
    }
  }

  private mutating func writeFIFO() {
    let n = pending.withUnsafeBytes { write(fifo, $0.baseAddress, $0.count) }
    if n > 0 {
      pending.removeFirst(n)
    } else if n < 0 && errno != EINTR && errno != EAGAIN {
      // The inner reorder stopped reading (it ended): the rest is not needed.
      stopFeeding()
      inputOpen = false
    }
  }
}
