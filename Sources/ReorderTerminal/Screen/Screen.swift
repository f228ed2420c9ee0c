/// Where a ``Canvas`` is shown. The ncurses implementation is the only code
/// that talks to the terminal; tests use ``MemoryScreen``.
public protocol Screen: AnyObject {
  /// The terminal's size in cells.
  var size: (width: Int, height: Int) { get }
  /// Makes the terminal show the canvas, sending only what changed.
  func present(_ canvas: Canvas)
  /// Forgets what the terminal shows, so the next ``present(_:)`` redraws
  /// everything (after a resume from suspension).
  func invalidate()
}

/// A screen in memory: keeps the last canvas presented.
public final class MemoryScreen: Screen {
  public var size: (width: Int, height: Int)
  public private(set) var presented: Canvas?
  public private(set) var presentCount = 0

  public init(width: Int, height: Int) {
    size = (width, height)
  }

  public func present(_ canvas: Canvas) {
    presented = canvas
    presentCount += 1
  }

  public func invalidate() {}
}
