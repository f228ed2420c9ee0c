import ReorderFrontEnd

/// Where a ``Canvas`` is shown: ``CursesScreen`` on the whole screen,
/// ``AnsiScreen`` inline on a band below the cursor (`--height`). Tests
/// compare the canvas itself (``ListView/render(_:)``, golden screens).
public protocol Screen: AnyObject {
  /// The terminal's size in cells.
  var size: (width: Int, height: Int) { get }
  /// Makes the terminal show the canvas, sending only what changed, and
  /// leaves the (hidden) cursor where the canvas says it rests
  /// (``Canvas/cursor``: the focus), for screen readers and magnifiers
  /// that follow the cursor.
  func present(_ canvas: Canvas)
}

/// What the interactive loop needs from a screen besides drawing, so one
/// loop runs both the full-screen ``CursesScreen`` and the inline
/// ``AnsiScreen`` (`--height`).
protocol InteractiveScreen: Screen {
  /// The terminal is now `width` × `height` cells (after SIGWINCH); the
  /// canvas size to draw is then ``Screen/size``.
  func resize(width: Int, height: Int)
  /// Gives the terminal back before the process stops (Ctrl-Z).
  func suspend()
  /// Takes the terminal again after a stop.
  func resume()
  /// Gives the terminal back for good.
  func end()
  /// The bytes that show the cursor.
  var cursorNormal: [UInt8] { get }
  /// The bytes that clear what ``end()`` leaves drawn (none by default).
  var clearAfterEnd: [UInt8] { get }
  /// A mouse report (rows counted from the terminal's top) in canvas
  /// coordinates, or nil when it is not for the canvas.
  func canvasMouse(_ mouse: MouseEvent) -> MouseEvent?
  /// Whether the screen asked where the cursor is (`CSI 6n`) and waits for
  /// the answer; the loop then passes ``InputEvent/cursorPosition(row:column:)``
  /// to ``cursorPositionReported(row:column:)``, or calls
  /// ``cursorPositionUnanswered()`` when none came in time.
  var awaitsCursorPosition: Bool { get }
  func cursorPositionReported(row: Int, column: Int)
  func cursorPositionUnanswered()
}

extension InteractiveScreen {
  func canvasMouse(_ mouse: MouseEvent) -> MouseEvent? { mouse }
  var clearAfterEnd: [UInt8] { [] }
  var awaitsCursorPosition: Bool { false }
  func cursorPositionReported(row: Int, column: Int) {}
  func cursorPositionUnanswered() {}
}
