import CNcursesw
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The full screen: ncurses sets the terminal up and gives it back
/// (terminfo, the alternate screen, its modes, suspend and resume); the
/// frames themselves are painted by an ``AnsiPainter`` and written to the
/// terminal in one `write(2)` each. The only code that calls curses.
///
/// curses would send the same cells, but not in the fewest bytes: in a
/// UTF-8 locale ncurses 6.4 never uses `REP`, so the lifted row's reverse
/// band goes out as 90-odd blanks on every drag step, and it resets the
/// SGR (`ESC(B ESC[0;…m`) for every change of look. The painter knows
/// the terminal from the same terminfo entry (`rep`, `ech`, `bce`,
/// colours, attributes) and keeps the cursor and the look across frames.
///
/// ncurses draws on the terminal device given (not stdin/stdout), so the
/// list can come from a pipe and the result go to one. Input is not read
/// through curses at all (``InputDecoder`` reads raw bytes): mouse reports
/// then decode the same under every `TERM`.
public final class CursesScreen: Screen {
  private let terminal: OpaquePointer
  private let fd: Int32
  private var painter: AnsiPainter
  /// What the screen shows; nil when unknown (cleared and painted anew).
  private var previous: Canvas?
  /// Whether the screen is used as found: the alternate screen was on, and
  /// curses neither enters it nor leaves it (``ScreenAsFound``).
  public let keepsScreen: Bool
  /// With ``keepsScreen``: what `rmcup` does besides leaving the alternate
  /// screen (xterm's pops the title that `smcup` pushed), sent at the end.
  private var rmcupRest: [UInt8] = []

  /// Starts curses on the terminal behind `input`/`output` (both open on
  /// `/dev/tty`). With `keepScreen`, on the screen the terminal shows (the
  /// alternate one already), without switching screens at start or end.
  /// With `margins`, the terminal said it has left and right margins
  /// (``TerminalReplies/leftRightMargins``).
  /// - Throws: ``TerminalError`` if the terminal type is unusable.
  public init(
    termType: String?, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>, theme: Theme,
    keepScreen: Bool = false, margins: Bool = false
  ) throws {
    guard let screen = newterm(termType, output, input) else {
      throw TerminalError.unusableTerminal(termType ?? "(unset)")
    }
    terminal = screen
    fd = fileno(output)
    keepsScreen = keepScreen
    set_term(screen)
    if keepScreen {
      // smcup went out already (newterm sends it; on the alternate screen
      // it only clears it); rmcup must not.
      rmcupRest = Self.withoutScreenSwitch(Self.terminfoString("rmcup") ?? [])
      reorder_keep_screen()
    }
    raw()
    noecho()
    nonl()
    intrflush(reorder_stdscr(), false)
    keypad(reorder_stdscr(), false)
    typeahead(-1)  // never abandon an update because input is waiting
    curs_set(0)
    leaveok(reorder_stdscr(), true)
    // The first update enters the alternate screen and clears it; after
    // that curses draws nothing until the terminal is given back.
    doupdate()
    // Colours as curses would give them: the 8/16-colour looks below 256
    // colours, none below 8 (``Theme/forColors(_:)``).
    var capabilities = Self.capabilities()
    capabilities.scrollsWithinMargins = margins && capabilities.scrollsRegions
    let usesColor = theme.usesColor && capabilities.colors >= 8
    var theme = theme.forColors(usesColor ? capabilities.colors : 0)
    if !usesColor { theme.usesColor = false }
    painter = AnsiPainter(theme: theme, terminal: capabilities)
    painter.forget()
    send(Self.autowrapOff)
  }

  /// What terminfo says the terminal can do, for the painter.
  private static func capabilities() -> AnsiPainter.Terminal {
    func has(_ name: String) -> Bool {
      guard let value = tigetstr(name) else { return false }
      return Int(bitPattern: value) != -1 && Int(bitPattern: value) != 0
    }
    var terminal = AnsiPainter.Terminal()
    terminal.fullScreen = true
    terminal.repeats = has("rep")
    terminal.erasesCharacters = has("ech")
    terminal.backColorErase = tigetflag("bce") > 0
    terminal.scrollsRegions = has("csr") && has("indn") && has("rin")
    terminal.shiftsCharacters = has("ich") && has("dch")
    terminal.colors = Int(max(0, tigetnum("colors")))
    var attributes: Theme.Attributes = []
    if has("bold") { attributes.insert(.bold) }
    if has("dim") { attributes.insert(.dim) }
    if has("rev") { attributes.insert(.reverse) }
    if has("smul") { attributes.insert(.underline) }
    if has("sitm") { attributes.insert(.italic) }
    terminal.attributes = attributes
    // ncv's bits are curses' attribute bits shifted down: 2 underline,
    // 4 reverse, 16 dim, 32 bold.
    let ncv = max(0, Int(tigetnum("ncv")))
    var notWithColor: Theme.Attributes = []
    if ncv & 2 != 0 { notWithColor.insert(.underline) }
    if ncv & 4 != 0 { notWithColor.insert(.reverse) }
    if ncv & 16 != 0 { notWithColor.insert(.dim) }
    if ncv & 32 != 0 { notWithColor.insert(.bold) }
    terminal.notWithColor = notWithColor
    return terminal
  }

  public var size: (width: Int, height: Int) {
    (Int(getmaxx(reorder_stdscr())), Int(getmaxy(reorder_stdscr())))
  }

  /// Tells curses the terminal's new size (after SIGWINCH).
  public func resize(width: Int, height: Int) {
    resizeterm(Int32(height), Int32(width))
    previous = nil
  }

  /// Leaves curses mode (the terminal's own modes are restored by
  /// ``TerminalSession``): the cursor parked on the last row, where
  /// curses believes it is, the default look, autowrap back on.
  public func suspend() {
    handOver()
    endwin()
  }

  /// Returns to curses mode after ``suspend()``.
  public func resume() {
    reset_prog_mode()
    clearok(reorder_curscr(), true)
    refresh()
    painter.forget()
    previous = nil
    send(Self.autowrapOff)
  }

  public func end() {
    handOver()
    endwin()
    delscreen(terminal)
  }

  public func present(_ canvas: Canvas) {
    var bytes: [UInt8] = []
    var base = previous
    if previous == nil {
      // Unknown: clear, then paint what differs from blank (cleared cells
      // are blank unless plain text has a look of its own: `--color bg:…`).
      bytes += painter.clearScreen()
      base = painter.plainIsDefault ? Canvas(width: canvas.width, height: canvas.height) : nil
    }
    bytes += painter.frame(canvas, over: base)
    send(bytes)
    previous = canvas
  }

  /// Puts the cursor where curses will look for it when it takes over.
  private func handOver() {
    let last = max(0, size.height - 1)
    send(painter.park(atRow: last) + Self.autowrapOn)
    _ = mvcur(Int32(last), 0, Int32(last), 0)  // curses' idea of the cursor, without a byte
  }

  private func send(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        if n <= 0 { return }  // the terminal is gone: the loop finds out on its next read
        offset += n
      }
    }
  }

  static let autowrapOff = AnsiPainter.csi("?7l")
  /// Autowrap on again: the terminal's default, which the restore sequence
  /// of a fatal signal also sends.
  public static let autowrapOn = AnsiPainter.csi("?7h")
}

public enum TerminalError: Error, Equatable, CustomStringConvertible {
  case unusableTerminal(String)
  case noTerminal(String)

  public var description: String {
    switch self {
    case .unusableTerminal(let term): return "terminal type '\(term)' is unknown or cannot be used"
    case .noTerminal(let reason): return "no terminal available (\(reason))"
    }
  }
}

extension CursesScreen {
  /// A string capability of the current terminal from terminfo (such as
  /// `rmcup` or `cnorm`), for the restore sequence written from a signal
  /// handler, where curses cannot be called. Padding (`$<50>`, which
  /// only `tputs` understands) is left out.
  public func capability(_ name: String) -> [UInt8]? { Self.terminfoString(name) }

  /// ``capability(_:)`` of the terminal curses was set to last.
  static func terminfoString(_ name: String) -> [UInt8]? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1, Int(bitPattern: value) != 0 else {
      return nil
    }
    return Self.withoutPadding(Array(String(cString: value).utf8))
  }

  /// A terminfo string without its `$<…>` delays.
  static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<"),
        let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ">"))
      {
        i = close + 1
        continue
      }
      result.append(bytes[i])
      i += 1
    }
    return result
  }

  /// `rmcup` without its switch to the main screen (DECRST 1049, 1047 or
  /// 47): `ESC [ ? 1049 l ESC [ 23 ; 0 ; 0 t` → `ESC [ 23 ; 0 ; 0 t`.
  static func withoutScreenSwitch(_ rmcup: [UInt8]) -> [UInt8] {
    let switches = ["1049", "1047", "47"].map { Array("\u{1B}[?\($0)l".utf8) }
    var result: [UInt8] = []
    var i = 0
    outer: while i < rmcup.count {
      for switchBytes in switches where rmcup[i...].starts(with: switchBytes) {
        i += switchBytes.count
        continue outer
      }
      result.append(rmcup[i])
      i += 1
    }
    return result
  }

  /// How many colours terminfo says a terminal type has (0 if none), or
  /// nil when terminfo does not know the type; without starting curses.
  public static func colorCount(termType: String) -> Int? {
    let colors = Int(reorder_terminfo_colors(termType))
    return colors < 0 ? nil : colors
  }

  /// The sequence that shows the cursor (`cnorm`).
  public var cursorNormal: [UInt8] { capability("cnorm") ?? Array("\u{1B}[?25h".utf8) }

  /// What to write once curses has ended: on a terminal without an
  /// alternate screen (no `rmcup`: vt100, linux, ansi) the list would stay
  /// under the next prompt, so the screen is cleared and the cursor sent
  /// home (`home`, `ed`); elsewhere nothing, leaving the alternate screen
  /// shows what was there before.
  /// With ``keepsScreen`` nothing either: the program that was on the
  /// alternate screen repaints it.
  public var clearAfterEnd: [UInt8] {
    if keepsScreen { return rmcupRest }
    guard capability("rmcup") == nil else { return [] }
    return (capability("home") ?? Array("\u{1B}[H".utf8)) + (capability("ed") ?? Array("\u{1B}[J".utf8))
  }
}

/// The whole screen is the canvas: mouse rows need no mapping and the
/// cursor's position is never asked.
extension CursesScreen: InteractiveScreen {}
