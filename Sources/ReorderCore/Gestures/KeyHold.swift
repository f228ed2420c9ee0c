/// Turns the keyboard's "hold key" (Space) into the same
/// began / changed / ended / cancelled stream as a long press.
///
/// Where the terminal reports key releases (the kitty keyboard protocol),
/// pressing the key lifts, releasing it drops, and autorepeat in between is
/// ignored. Elsewhere the key toggles: press to lift, press again to drop.
/// A held key then arrives as an autorepeat burst (X: a pause of ~660 ms,
/// then 25 presses a second; the Linux console: 250 ms, then ~11 a second),
/// which must never drop by itself: a second press does not drop at once
/// but waits ``repeatWindow``; another press within the window marks a
/// burst, and every press of the burst is ignored.
///
///     press ─▶ began         press (lifted) ─▶ pending ─(window passes)─▶ ended
///                                                 └─(press in window)──▶ burst: ignored
public struct KeyHold: Sendable {
  /// Whether the terminal reports key releases.
  public var reportsReleases: Bool
  /// How close together two presses must be to count as autorepeat. Longer
  /// than the slowest autorepeat interval we know (the console's ~90 ms).
  public var repeatWindow: Duration

  private enum State: Hashable, Sendable {
    case idle
    case lifted
    /// A press that may be a drop or the start of an autorepeat burst.
    case pendingDrop(since: Duration, at: Point)
  }

  private var state: State = .idle
  /// When the hold key was last pressed or repeated.
  private var lastPress: Duration?

  public init(reportsReleases: Bool = false, repeatWindow: Duration = .milliseconds(120)) {
    self.reportsReleases = reportsReleases
    self.repeatWindow = repeatWindow
  }

  /// Whether a lift is in progress (the snapshot is up).
  public var isLifted: Bool { state != .idle }

  /// When a pending drop resolves, if one is pending.
  public var deadline: Duration? {
    if case .pendingDrop(let since, _) = state { return since + repeatWindow }
    return nil
  }

  /// The hold key was pressed; `point` is where the focused row is.
  public mutating func press(at point: Point, time: Duration) -> [GestureEvent] {
    let previous = lastPress
    lastPress = time
    switch state {
    case .idle:
      state = .lifted
      return [.began(point)]
    case .lifted:
      if reportsReleases { return [] }
      if let previous, time - previous < repeatWindow { return [] }  // inside a burst
      state = .pendingDrop(since: time, at: point)
      return []
    case .pendingDrop:
      state = .lifted  // a second press in the window: autorepeat, not a drop
      return []
    }
  }

  /// The terminal reported an autorepeat of the hold key.
  public mutating func repeatPress(time: Duration) -> [GestureEvent] {
    lastPress = time
    return []
  }

  /// The terminal reported the hold key's release.
  public mutating func release(at point: Point, time: Duration) -> [GestureEvent] {
    guard reportsReleases, state != .idle else { return [] }
    state = .idle
    return [.ended(point)]
  }

  /// A move key while lifted: the snapshot goes to `point`.
  public mutating func move(to point: Point) -> [GestureEvent] {
    state == .idle ? [] : [.changed(point)]
  }

  /// An explicit drop (Enter).
  public mutating func drop(at point: Point) -> [GestureEvent] {
    guard state != .idle else { return [] }
    state = .idle
    return [.ended(point)]
  }

  /// Esc while lifted.
  public mutating func cancel() -> [GestureEvent] {
    guard state != .idle else { return [] }
    state = .idle
    return [.cancelled]
  }

  /// Time passed: a pending drop whose window ran out becomes a drop.
  public mutating func tick(_ time: Duration) -> [GestureEvent] {
    guard case .pendingDrop(let since, let point) = state, time - since >= repeatWindow else {
      return []
    }
    state = .idle
    return [.ended(point)]
  }

  /// Any other input arrived: a pending drop is a drop now, before that
  /// input is handled; and the next press is not part of a burst.
  public mutating func resolvePending() -> [GestureEvent] {
    lastPress = nil  // an autorepeat burst is never interrupted by other keys
    guard case .pendingDrop(_, let point) = state else { return [] }
    state = .idle
    return [.ended(point)]
  }

  /// The drag ended some other way (pointer, resize): forget the hold.
  public mutating func reset() { state = .idle }
}
