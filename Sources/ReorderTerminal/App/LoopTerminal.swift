/// What the event loop needs from the terminal it runs on: waiting, its
/// bytes, the signals meant for the loop, its size, and the modes the loop
/// switches. ``TerminalSession`` is the real one; tests script one
/// (keys at given times, a resize, a Ctrl-Z) and run the real loop
/// against an in-memory screen, as ratatui's `TestBackend` does.
protocol LoopTerminal: AnyObject {
  /// The terminal's descriptor, for programs that take it over (a text
  /// editor); -1 where there is none.
  var fd: Int32 { get }
  /// Blocks until terminal input, a loop signal, one of `readable` (or
  /// room in one of `writable`), or until `timeout` has passed (nil: no
  /// limit).
  func wait(timeout: Duration?, readable: [Int32], writable: [Int32])
  /// What the terminal sent since the last read, without blocking.
  func readInput() -> TerminalRead
  /// Signals that arrived for the loop, oldest first.
  func pendingSignals() -> [Int32]
  /// The terminal's size, or nil when it cannot be told.
  func windowSize() -> (width: Int, height: Int)?

  func enableMouse()
  func enableBracketedPaste()
  func queryKeyboardProtocol()
  func pushKittyFlags()
  /// Switches the loop's modes off (before stopping or an editor).
  func leaveModes()
  /// Switches them on again after a stop or an editor.
  func reenterModes(mouse: Bool)
  /// The terminal's modes as they were before the program started.
  func restoreTermios()
  /// Stops as Ctrl-Z does; returns when continued.
  func stopProcess()
}

/// One read of the terminal.
enum TerminalRead: Equatable {
  /// Nothing is waiting.
  case nothing
  case bytes([UInt8])
  /// The terminal is gone (end of file, or an error other than an
  /// interruption).
  case lost
}

/// The time since the loop started, from a clock the loop is given (a
/// scripted one in tests).
protocol LoopClock: AnyObject {
  var now: Duration { get }
}

/// The monotonic clock, counted from when this value was made.
final class SystemLoopClock: LoopClock {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  init() { start = clock.now }

  var now: Duration { clock.now - start }
}
