/// What a continuous gesture reports, in the vocabulary of UIKit's
/// `UIGestureRecognizer` states.
public enum GestureEvent: Hashable, Sendable {
  case began(Point)
  case changed(Point)
  case ended(Point)
  case cancelled
}

/// Recognizes a long press from timestamped pointer samples, as
/// `UILongPressGestureRecognizer` does.
///
/// The finger (button) must stay within ``allowableMovement`` cells of
/// where it went down for ``minimumPressDuration``; then the gesture
/// *begins*, every later movement is *changed*, and lifting the finger
/// *ends* it. Moving too far before the delay *fails* it (the front end then
/// treats the press as a range selection); lifting before the delay fails
/// it too (a tap).
///
///     down ──(held ≥ delay)──▶ began ──move──▶ changed … ──up──▶ ended
///       │                        └──────cancel──────────────────▶ cancelled
///       └──(moved > allowance or up before delay)──▶ failed
///
/// Time is passed in, never read from a clock, so tests are exact. Give it
/// ``tick(_:)`` calls (the front end does so at ``deadline``) so the gesture
/// can begin while the pointer is still.
public struct LongPressRecognizer: Sendable {
  public enum State: Hashable, Sendable {
    /// No press, or the last gesture finished.
    case idle
    /// Pressed, waiting for the delay.
    case possible
    /// Recognized: the pointer is dragging.
    case active
    /// The press moved too far or was released too early; stays failed
    /// until the button comes up.
    case failed
  }

  /// How long the press must be held. Zero begins on press.
  public var minimumPressDuration: Duration
  /// How far (in cells, Chebyshev distance) the pointer may wander before
  /// the gesture begins. Zero: leaving the pressed cell fails it.
  public var allowableMovement: Int

  public private(set) var state: State = .idle
  /// Where the button went down.
  public private(set) var startPoint = Point(x: 0, y: 0)
  /// The latest pointer position.
  public private(set) var currentPoint = Point(x: 0, y: 0)
  private var startTime: Duration = .zero

  public init(minimumPressDuration: Duration = .milliseconds(500), allowableMovement: Int = 0) {
    self.minimumPressDuration = minimumPressDuration
    self.allowableMovement = allowableMovement
  }

  /// When the front end must call ``tick(_:)`` for the gesture to begin on
  /// time, if a press is waiting.
  public var deadline: Duration? {
    state == .possible ? startTime + minimumPressDuration : nil
  }

  /// How far a waiting press has come towards the delay, from 0 at the
  /// press to 1 when it begins; nil unless a press is waiting.
  ///
  ///     down at 0, delay 500 ms:  progress(at: 125 ms) == 0.25
  public func progress(at time: Duration) -> Double? {
    guard state == .possible else { return nil }
    guard minimumPressDuration > .zero else { return 1 }
    return min(max((time - startTime) / minimumPressDuration, 0), 1)
  }

  /// When a waiting press next completes a `steps`-th of the delay after
  /// `time` (so a view can show the press growing in steps); nil unless
  /// a press is waiting. The last step is ``deadline`` itself.
  ///
  ///     down at 0, delay 500 ms, 10 steps:  nextStep(after: 120 ms) == 150 ms
  public func nextStep(after time: Duration, steps: Int) -> Duration? {
    guard state == .possible, steps > 0 else { return nil }
    let step = minimumPressDuration / steps
    guard step > .zero else { return deadline }
    var next = startTime + step * (max(0, Int((time - startTime) / step)) + 1)
    if next <= time { next += step }  // a quotient rounded down
    return min(next, startTime + minimumPressDuration)
  }

  /// The button went down.
  public mutating func down(at point: Point, time: Duration) -> [GestureEvent] {
    var events: [GestureEvent] = []
    if state == .active { events.append(.cancelled) }
    startPoint = point
    currentPoint = point
    startTime = time
    state = .possible
    if minimumPressDuration <= .zero {
      state = .active
      events.append(.began(point))
    }
    return events
  }

  /// The pointer moved with the button held.
  public mutating func moved(to point: Point, time: Duration) -> [GestureEvent] {
    var events = tick(time)
    let previous = currentPoint
    currentPoint = point
    switch state {
    case .possible:
      if distance(startPoint, point) > allowableMovement { state = .failed }
    case .active:
      if point != previous { events.append(.changed(point)) }
    case .idle, .failed:
      break
    }
    return events
  }

  /// The button came up.
  public mutating func up(at point: Point, time: Duration) -> [GestureEvent] {
    var events: [GestureEvent] = []
    if state == .possible && distance(startPoint, point) <= allowableMovement {
      events = tick(time)
    }
    switch state {
    case .active:
      events.append(.ended(point))
    case .possible, .idle, .failed:
      break
    }
    currentPoint = point
    state = .idle
    return events
  }

  /// Time passed with no input.
  public mutating func tick(_ time: Duration) -> [GestureEvent] {
    guard state == .possible, time - startTime >= minimumPressDuration else { return [] }
    state = .active
    return [.began(startPoint)]
  }

  /// Abandons the gesture (right button, Esc, focus lost, resize of the
  /// world under it).
  public mutating func cancel() -> [GestureEvent] {
    defer { state = state == .idle ? .idle : .failed }
    return state == .active ? [.cancelled] : []
  }

  /// Forgets a finished or failed gesture without an event (the button
  /// came up while the gesture was already failed or cancelled).
  public mutating func reset() { state = .idle }

  private func distance(_ a: Point, _ b: Point) -> Int {
    max(abs(a.x - b.x), abs(a.y - b.y))
  }
}
