import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process groups of preview commands still running, readable from a
/// signal handler: a fatal signal (SIGINT, SIGTERM, SIGHUP, a crash) ends
/// the program without going through ``PreviewRunner/shutdown()``, and the
/// handler calls ``killAll()`` so that no preview outlives it.
///
/// The groups live in a fixed C array of `pid_t` written with plain stores
/// (a zero is a free slot): the handler reads it without allocating,
/// locking or running an initializer.
public enum PreviewProcessGroups {
  /// How many groups can be registered at once. The runner has one
  /// running and a few dying (each for at most its kill grace).
  public static let capacity = 32

  /// Records a group; false when every slot is taken (the group is then
  /// still killed by the runner, only not by a fatal signal's handler).
  @discardableResult
  static func register(_ group: pid_t) -> Bool {
    withSlots { slots in
      guard let free = slots.firstIndex(of: 0) else { return false }
      slots[free] = group
      return true
    }
  }

  /// Forgets a group (it has ended).
  package static func unregister(_ group: pid_t) {
    withSlots { slots in
      for index in slots.indices where slots[index] == group { slots[index] = 0 }
    }
  }

  /// The groups registered now.
  static var registered: [pid_t] {
    withSlots { slots in slots.filter { $0 != 0 } }
  }

  /// Sends `signal` (SIGKILL by default: a dying program cannot wait to
  /// see whether a gentler one worked) to every registered group.
  ///
  /// Async-signal-safe: only reads the slots and calls `kill(2)`.
  public static func killAll(signal: Int32 = SIGKILL) {
    guard previewGroupSlotsReady else { return }
    let slots = previewGroupSlots
    for index in 0..<capacity where slots[index] > 0 { _ = kill(-slots[index], signal) }
  }

  private static func withSlots<R>(_ body: (UnsafeMutableBufferPointer<pid_t>) -> R) -> R {
    let slots = previewGroupSlots
    previewGroupSlotsReady = true
    return body(UnsafeMutableBufferPointer(start: slots, count: capacity))
  }
}

// The slots are reached through a pointer, so no Swift exclusivity check
// runs when the handler reads them (a check could find the main code in
// the middle of a write and stop the program). The pointer is made on the
// first registration; the handler looks at it only once the flag says it
// exists, so it never runs the lazy initializer itself. The flag, a
// constant-initialized Bool, is only ever read and stored whole.
nonisolated(unsafe) private var previewGroupSlotsReady = false
nonisolated(unsafe) private let previewGroupSlots: UnsafeMutablePointer<pid_t> = {
  let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: PreviewProcessGroups.capacity)
  slots.initialize(repeating: 0, count: PreviewProcessGroups.capacity)
  return slots
}()
