@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// A screen that keeps every canvas it is shown, and what the loop did to
/// it, in memory.
final class MemoryScreen: InteractiveScreen {
  enum Event: Equatable {
    case resize(width: Int, height: Int)
    case suspend, resume, end
  }

  private(set) var size: (width: Int, height: Int)
  private(set) var frames: [Canvas] = []
  /// When each frame was shown, on `clock`.
  private(set) var frameTimes: [Duration] = []
  private(set) var events: [Event] = []
  private let clock: (any LoopClock)?

  init(width: Int, height: Int, clock: (any LoopClock)? = nil) {
    size = (width, height)
    self.clock = clock
  }

  /// The text of the last frame, one string a row, trailing blanks cut.
  var lastLines: [String] {
    (frames.last?.lines ?? []).map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  func present(_ canvas: Canvas) {
    frames.append(canvas)
    frameTimes.append(clock?.now ?? .zero)
  }
  func resize(width: Int, height: Int) {
    size = (width, height)
    events.append(.resize(width: width, height: height))
  }
  func suspend() { events.append(.suspend) }
  func resume() { events.append(.resume) }
  func end() { events.append(.end) }
  var cursorNormal: [UInt8] { [] }
}
