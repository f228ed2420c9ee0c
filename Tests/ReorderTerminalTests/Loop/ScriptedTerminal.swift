@testable import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A terminal whose bytes, signals and resizes come from a script at given
/// times on a clock that only the loop's waiting moves: a wait jumps to
/// the next scripted step or to the end of its timeout, whichever is
/// first. Whatever the loop switches on the terminal is kept, in order, as
/// values. When the script has run out and the loop would wait for ever,
/// the terminal is lost (the loop ends with "lost the terminal").
final class ScriptedTerminal: LoopTerminal, LoopClock {
  enum Step {
    case bytes(String)
    case signal(Int32)
    /// The window becomes `width` × `height`, and SIGWINCH arrives.
    case resize(width: Int, height: Int)
  }

  /// What the loop asked of the terminal.
  enum Change: Equatable {
    case enableMouse, enableBracketedPaste, queryKeyboardProtocol, pushKittyFlags
    case leaveModes
    case reenterModes(mouse: Bool)
    case restoreTermios, stopProcess
  }

  private var script: [(at: Duration, step: Step)]
  private(set) var now: Duration = .zero
  private var size: (width: Int, height: Int)
  private(set) var changes: [Change] = []
  /// Times the loop waited, with the timeout it gave.
  private(set) var waits: [(at: Duration, timeout: Duration?)] = []
  private var ranOut = false
  /// Scripted time after which the terminal is lost, so a loop that never
  /// ends fails the test instead of hanging it.
  static let limit: Duration = .seconds(600)

  init(width: Int, height: Int, _ script: [(at: Duration, step: Step)]) {
    size = (width, height)
    self.script = script.sorted { $0.at < $1.at }
  }

  var fd: Int32 { -1 }

  private var stepIsDue: Bool { script.first.map { $0.at <= now } ?? false }

  func wait(timeout: Duration?, readable: [Int32], writable: [Int32]) {
    waits.append((now, timeout))
    guard !stepIsDue else { return }
    let next = script.first?.at
    switch (timeout, next) {
    case (nil, nil): ranOut = true
    case (let timeout?, nil): now += max(timeout, .zero)
    case (nil, let next?): now = next
    case (let timeout?, let next?): now = min(now + max(timeout, .zero), next)
    }
    if now > Self.limit { ranOut = true }
  }

  func readInput() -> TerminalRead {
    if ranOut { return .lost }
    var bytes: [UInt8] = []
    while let first = script.first, first.at <= now, case .bytes(let text) = first.step {
      bytes += Array(text.utf8)
      script.removeFirst()
    }
    return bytes.isEmpty ? .nothing : .bytes(bytes)
  }

  func pendingSignals() -> [Int32] {
    var signals: [Int32] = []
    while let first = script.first, first.at <= now {
      switch first.step {
      case .bytes: return signals
      case .signal(let signal): signals.append(signal)
      case .resize(let width, let height):
        size = (width, height)
        signals.append(SIGWINCH)
      }
      script.removeFirst()
    }
    return signals
  }

  func windowSize() -> (width: Int, height: Int)? { size }

  func enableMouse() { changes.append(.enableMouse) }
  func enableBracketedPaste() { changes.append(.enableBracketedPaste) }
  func queryKeyboardProtocol() { changes.append(.queryKeyboardProtocol) }
  func pushKittyFlags() { changes.append(.pushKittyFlags) }
  func leaveModes() { changes.append(.leaveModes) }
  func reenterModes(mouse: Bool) { changes.append(.reenterModes(mouse: mouse)) }
  func restoreTermios() { changes.append(.restoreTermios) }
  func stopProcess() { changes.append(.stopProcess) }
}
