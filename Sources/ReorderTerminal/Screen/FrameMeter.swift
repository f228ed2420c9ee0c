import ReorderFrontEnd

/// How many bytes each frame sends to a full-screen terminal like
/// xterm-256color (absolute moves, `REP`, `ECH`, `bce`, scrolling regions,
/// inserting and deleting characters),
/// each frame painted over the one before it, as the loop paints: what
/// `reorder-bench` counts for a drag step.
///
///     var meter = FrameMeter()
///     _ = meter.bytes(for: ListView.render(model.listScreen))   // the first frame: all of it
///     let step = meter.bytes(for: ListView.render(model.listScreen))  // only what changed
public struct FrameMeter {
  private var painter: AnsiPainter
  private var previous: Canvas?

  /// - Parameter margins: the terminal has left and right margins (xterm
  ///   answers so), and a board's column scrolls by itself.
  public init(theme: Theme = .dark, margins: Bool = false) {
    var terminal = AnsiPainter.Terminal.xterm
    terminal.scrollsWithinMargins = margins
    painter = AnsiPainter(theme: theme, terminal: terminal)
  }

  /// The bytes that turn the last frame into `canvas`.
  public mutating func bytes(for canvas: Canvas) -> Int {
    let count = painter.frame(canvas, over: previous).count
    previous = canvas
    return count
  }
}
