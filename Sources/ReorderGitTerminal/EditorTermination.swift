import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// SIGTERM or SIGHUP while the `!` editor runs: the editor is ended with
/// this program, and the todo's folder is still removed.
///
/// While the editor is waited for, both signals only note themselves and
/// pass the signal on to the editor's group (async-signal-safe: two stores and
/// `kill(2)`); ``wait(for:)`` gives the editor ``grace`` to go, then
/// SIGKILL. Once the folder is gone, ``TodoEditor/edit(_:editor:comment:terminal:directory:)``
/// raises the signal again with this program's usual handler back: the
/// terminal is restored and the program ends as the signal says (143).
enum EditorTermination {
  static let grace: Duration = .seconds(1)

  /// The signal that came (0: none).
  static var signal: Int32 { slots[0] }

  /// The handlers for the time the editor runs; the previous actions.
  static func install() -> (term: sigaction, hangup: sigaction) {
    slots[0] = 0
    slots[1] = 0
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      editorSlots[0] = signal
      // [1] > 0: the editor's pid; < 0: its group's (the pid negated).
      if editorSlots[1] != 0 { _ = kill(editorSlots[1], signal) }
    }
    sigemptyset(&action.sa_mask)
    var term = sigaction()
    var hangup = sigaction()
    _ = sigaction(SIGTERM, &action, &term)
    _ = sigaction(SIGHUP, &action, &hangup)
    return (term, hangup)
  }

  static func restore(_ saved: (term: sigaction, hangup: sigaction)) {
    slots[1] = 0
    var (term, hangup) = saved
    _ = sigaction(SIGTERM, &term, nil)
    _ = sigaction(SIGHUP, &hangup, nil)
  }

  /// Waits for the editor `pid`, the leader of its own process group;
  /// its wait status. When it is stopped (Ctrl-Z), `stopped` runs, and
  /// the wait goes on. After a signal came: at most ``grace``, then
  /// SIGKILL to its whole group.
  ///
  /// - Parameter group: the editor leads a process group of its own: the
  ///   signals go to the whole group.
  static func wait(for pid: pid_t, group: Bool = true, stopped: () -> Void = {}) -> Result<Int32, SystemError>
  {
    let target = group ? -pid : pid
    slots[1] = target
    if signal != 0 { _ = kill(target, signal) }  // it came before the pid was known
    var status: Int32 = 0
    let clock = ContinuousClock()
    var since: ContinuousClock.Instant?
    while true {
      let options = signal == 0 ? WUNTRACED : WNOHANG
      let reaped = waitpid(pid, &status, options)
      if reaped == pid && status & 0xFF == 0x7F {  // stopped
        if signal == 0 { stopped() }
        continue
      }
      if reaped == pid { return .success(status) }
      if reaped < 0 && errno != EINTR { return .failure(SystemError(code: errno)) }
      guard signal != 0 else { continue }
      let start = since ?? clock.now
      since = start
      if clock.now - start >= grace {
        _ = kill(target, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return .success(status)
      }
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      nanosleep(&pause, nil)
    }
  }

  private static var slots: UnsafeMutablePointer<Int32> { editorSlots }
}

// Reached through a pointer made before any handler is installed (the
// handler never runs an initializer, and no exclusivity check runs on it):
// [0] the signal that came, [1] what to pass it to (the editor's pid, or
// its group's negated).
nonisolated(unsafe) private let editorSlots: UnsafeMutablePointer<Int32> = {
  let slots = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
  slots.initialize(repeating: 0, count: 2)
  return slots
}()
