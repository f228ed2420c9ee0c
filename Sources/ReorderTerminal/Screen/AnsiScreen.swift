import ReorderFrontEnd

/// The inline screen (`--height`): the canvas on a band of rows below the
/// cursor, drawn with raw ANSI, as fzf's `--height` draws. The lines above
/// and the scrollback stay as they were; there is no alternate screen.
///
/// curses cannot do this (it addresses the whole screen and clears it), so
/// this screen writes the bytes itself: an ``InlineRegion`` says where the
/// band goes, an ``AnsiPainter`` what to send for each frame — only the
/// cells that changed, in one write, with the cursor hidden and resting
/// where the canvas says between frames (the focused row: screen readers
/// and magnifiers follow it).
///
/// The life of the band:
///
/// 1. Start: raw mode, hide the cursor, ask where it is (`CSI 6n`). Frames
///    are kept, not drawn, until the answer comes (or the loop says none
///    came in time).
/// 2. Placed: newlines make room (the terminal scrolls if the cursor is
///    near its bottom), the band is cleared and painted.
/// 3. On a new terminal size the terminal may have reflowed or scrolled
///    the band: clear it from its first row (the painter knows how far
///    up from the resting cursor that is),
///    ask again and place it again — so a shrinking terminal keeps the band
///    at its bottom, clamped to the new height.
/// 4. Ctrl-Z and exit: clear the band and leave the cursor on its first
///    row, shown, so the shell's prompt or the printed result appears
///    there. After a resume, back to 1.
///
/// Mouse reports count rows from the terminal's top; with the band's top
/// from the cursor report they are mapped into the canvas. Until it is
/// known (or if the terminal never answers) mouse reports are dropped, as
/// fzf drops them.
public final class AnsiScreen: InteractiveScreen {
  private let session: TerminalSession
  private let height: InlineRegion.Height
  /// The rows the list needs, for a fitted height.
  private let content: Int?
  private var painter: AnsiPainter
  /// The terminal's size in cells.
  private var terminal: (width: Int, height: Int)
  private var region: InlineRegion
  /// Whether room is made for the band and the cursor is at its home.
  private var isPlaced = false
  /// Cursor position queries sent and not yet answered. The band is placed
  /// on the answer to the last one: an earlier answer may predate a
  /// reflow.
  private var unansweredQueries = 0
  /// The last canvas presented: drawn as soon as the band is placed.
  private var latest: Canvas?
  /// What the band shows; nil when unknown (cleared and painted anew).
  private var shown: Canvas?
  /// Bytes to send before the next frame, in the same write.
  private var pending: [UInt8] = []

  /// Starts the inline screen on the session's terminal: sets raw mode
  /// (curses is not there to) and asks where the cursor is.
  /// - Parameter content: the rows the list needs, for a fitted height
  ///   (`~N`); nil when not known yet.
  public init(session: TerminalSession, theme: Theme, height: InlineRegion.Height, content: Int? = nil) {
    self.session = session
    self.height = height
    self.content = content
    painter = AnsiPainter(theme: theme)
    terminal = session.windowSize() ?? (80, 24)
    region = InlineRegion(top: nil, rows: height.rows(terminalHeight: terminal.height, content: content))
    session.enterRawMode()
    updateRestore()
    askCursorPosition()
  }

  /// The canvas: the terminal's width, the band's height.
  public var size: (width: Int, height: Int) { (terminal.width, region.rows) }

  public func present(_ canvas: Canvas) {
    latest = canvas
    guard isPlaced else { return }
    draw()
  }

  // MARK: - The loop's needs

  /// Takes the terminal's new size. The same size again (SIGWINCH without
  /// a change, SIGCONT) only repaints the band in place.
  public func resize(width: Int, height: Int) {
    let changed = width != terminal.width || height != terminal.height
    terminal = (width, height)
    region.rows = self.height.rows(terminalHeight: height, content: content)
    shown = nil
    guard changed else { return }
    if isPlaced {
      session.send(painter.home() + Self.clearFromHome)
      isPlaced = false
      updateRestore()
    }
    askCursorPosition()
  }

  public func suspend() {
    leave()
  }

  public func resume() {
    session.enterRawMode()
    askCursorPosition()
  }

  public func end() {
    leave()
  }

  public var cursorNormal: [UInt8] { AnsiPainter.csi("?25h") }

  public func canvasMouse(_ mouse: MouseEvent) -> MouseEvent? {
    isPlaced ? region.canvasMouse(mouse) : nil
  }

  public var awaitsCursorPosition: Bool { unansweredQueries > 0 }

  public func cursorPositionReported(row: Int, column: Int) {
    guard unansweredQueries > 0 else { return }  // not asked for: ignore
    unansweredQueries -= 1
    if unansweredQueries == 0 { place(cursor: (row, column)) }
  }

  public func cursorPositionUnanswered() {
    guard unansweredQueries > 0 else { return }
    unansweredQueries = 0
    place(cursor: nil)
  }

  // MARK: - Placing and drawing

  private func askCursorPosition() {
    unansweredQueries += 1
    session.send(AnsiPainter.csi("?25l") + AnsiPainter.csi("6n"))
  }

  private func place(cursor: (row: Int, column: Int)?) {
    let placed = InlineRegion.place(rows: region.rows, cursor: cursor, terminalHeight: terminal.height)
    region = placed.region
    pending += placed.bytes
    painter.reset()  // the bytes leave the cursor at the band's home
    isPlaced = true
    shown = nil
    updateRestore()
    if latest != nil {
      draw()
    } else {
      session.send(pending)
      pending = []
    }
  }

  private func draw() {
    guard let canvas = latest else { return }
    var bytes = pending
    pending = []
    var base = shown
    if shown == nil {
      // Unknown: clear the band, then paint what differs from blank
      // (cleared cells are blank unless plain text has a look of its own).
      bytes += painter.home() + Self.clearFromHome
      painter.reset()
      base = painter.plainIsDefault ? Canvas(width: canvas.width, height: canvas.height) : nil
    }
    let restingRow = painter.row
    bytes += painter.frame(canvas, over: base, rows: region.rows)
    if !bytes.isEmpty { session.send(bytes) }
    shown = canvas
    if painter.row != restingRow && region.top == nil { updateRestore() }
  }

  /// Clears the band and leaves the cursor on its first row, shown.
  private func leave() {
    var bytes: [UInt8] = isPlaced ? painter.home() + Self.clearFromHome : AnsiPainter.csi("0m")
    bytes += AnsiPainter.csi("?7h") + AnsiPainter.csi("?25h")
    session.send(bytes)
    isPlaced = false
    shown = nil
    updateRestore()
  }

  /// From the band's home (``AnsiPainter/home()`` takes the cursor
  /// there): default style, erase to the end of the screen.
  private static let clearFromHome: [UInt8] = [0x0D] + AnsiPainter.csi("0m") + AnsiPainter.csi("J")

  /// What a fatal signal handler writes (after switching our modes off):
  /// default style, the band cleared from its first row (by its absolute
  /// row when known, else up from the resting cursor), autowrap on, the cursor
  /// shown. Nothing is cleared when the band is not on the terminal: the
  /// cursor may then be on the shell's own line.
  private func updateRestore() {
    var bytes = AnsiPainter.csi("0m")
    if isPlaced {
      if let top = region.top {
        bytes += AnsiPainter.csi("\(top + 1);1H")
      } else {
        if painter.row > 0 { bytes += CursorMotion.csi(painter.row, "A") }
        bytes.append(0x0D)
      }
      bytes += AnsiPainter.csi("J")
    }
    bytes += AnsiPainter.csi("?7h") + AnsiPainter.csi("?25h")
    session.setCursesRestore(bytes)
  }
}
