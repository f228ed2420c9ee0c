import CNcursesw

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The terminal, through ncurses: the only code that calls curses.
///
/// ncurses draws on the terminal device given (not stdin/stdout), so the
/// list can come from a pipe and the result go to one. Input is not read
/// through curses at all (``InputDecoder`` reads raw bytes): mouse reports
/// then decode the same under every `TERM`.
public final class CursesScreen: Screen {
  private let terminal: OpaquePointer
  private var theme: Theme
  private var previous: Canvas?
  private var pairs: [PairKey: Int16] = [:]
  private var nextPair: Int16 = 1
  private let hasColor: Bool

  private struct PairKey: Hashable {
    var foreground: Int
    var background: Int
  }

  /// Starts curses on the terminal behind `input`/`output` (both open on
  /// `/dev/tty`).
  /// - Throws: ``TerminalError`` if the terminal type is unusable.
  public init(
    termType: String?, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>, theme: Theme
  ) throws {
    guard let screen = newterm(termType, output, input) else {
      throw TerminalError.unusableTerminal(termType ?? "(unset)")
    }
    terminal = screen
    set_term(screen)
    raw()
    noecho()
    nonl()
    intrflush(reorder_stdscr(), false)
    keypad(reorder_stdscr(), false)
    typeahead(-1)  // never abandon an update because input is waiting
    curs_set(0)
    leaveok(reorder_stdscr(), true)
    // ncurses 6.4 flushes its output after every cursor movement while the
    // screen is in its initial state (SCREEN._endwin == ewInitial, meant
    // for programs that call mvcur without curses), and only a resume
    // after endwin leaves that state: until then a frame reaches the
    // terminal as dozens of write(2)s, one per row, which a terminal may
    // draw half done. Suspending and resuming once, before anything is
    // drawn, makes every doupdate a single write of the whole frame.
    endwin()
    doupdate()
    var usesColor = theme.usesColor && has_colors()
    if usesColor {
      usesColor = start_color() == OK
      if usesColor { use_default_colors() }
    }
    hasColor = usesColor
    self.theme = theme.forColors(usesColor ? Int(reorder_colors()) : 0)
    if !usesColor { self.theme.usesColor = false }
  }

  public var size: (width: Int, height: Int) {
    (Int(getmaxx(reorder_stdscr())), Int(getmaxy(reorder_stdscr())))
  }

  /// Tells curses the terminal's new size (after SIGWINCH).
  public func resize(width: Int, height: Int) {
    resizeterm(Int32(height), Int32(width))
    previous = nil
  }

  /// Forgets what the terminal shows, so the next ``present(_:)`` redraws
  /// everything (after a resume from suspension).
  private func invalidate() {
    previous = nil
    clearok(reorder_curscr(), true)
  }

  /// Leaves curses mode (the terminal's own modes are restored by
  /// ``TerminalSession``).
  public func suspend() {
    endwin()
  }

  /// Returns to curses mode after ``suspend()``.
  public func resume() {
    reset_prog_mode()
    invalidate()
    refresh()
  }

  public func end() {
    endwin()
    delscreen(terminal)
  }

  public func present(_ canvas: Canvas) {
    let old = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
    // Plain rows with colours of their own (`--color bg:…`): erase() leaves
    // the terminal's default, so blanks are painted too.
    let paintsBlanks = hasColor && theme.look(.normal) != Theme.Look()
    if old == nil { erase() }
    var buffer = [wchar_t](repeating: 0, count: 8)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let cell = canvas[x, y]
        if cell.width == 0 { continue }
        if let old {
          let nextSame = x + 1 >= canvas.width || old[x + 1, y] == canvas[x + 1, y]
          if old[x, y] == cell && nextSame { continue }
        } else if cell == .blank && !paintsBlanks {
          continue  // erase() left a normal blank here
        }
        // Never draw in the bottom-right cell's last column with a wide
        // glyph; the canvas already guarantees it fits.
        buffer.withUnsafeMutableBufferPointer { wide in
          var n = 0
          for scalar in cell.text.unicodeScalars where n < wide.count - 1 {
            wide[n] = wchar_t(bitPattern: scalar.value)
            n += 1
          }
          if n == 0 {
            wide[0] = 0x20
            n = 1
          }
          wide[n] = 0
          let (attrs, pair) = attributes(cell.style)
          _ = reorder_put_cell(Int32(y), Int32(x), wide.baseAddress, attrs, pair)
        }
      }
    }
    wnoutrefresh(reorder_stdscr())
    doupdate()
    previous = canvas
  }

  // MARK: - Styles

  /// The curses attributes and colour pair for a cell; which of the
  /// item's own colours show is ``Theme/look(for:)``'s decision.
  private func attributes(_ style: Style) -> (attr_t, Int16) {
    let look = theme.look(for: style)
    var attrs = reorder_a_normal()
    let set = look.attributes
    if set.contains(.bold) { attrs |= reorder_a_bold() }
    if set.contains(.dim) { attrs |= reorder_a_dim() }
    if set.contains(.reverse) { attrs |= reorder_a_reverse() }
    if set.contains(.underline) { attrs |= reorder_a_underline() }
    if set.contains(.italic) { attrs |= reorder_a_italic() }
    guard hasColor, look.foreground != nil || look.background != nil else { return (attrs, 0) }
    return (attrs, pair(foreground: look.foreground ?? -1, background: look.background ?? -1))
  }

  /// A colour pair for the colours, created on first use (as fzf does).
  /// Once the terminal's pairs (or the 32767 that `init_pair` can number)
  /// run out, further combinations get the default pair.
  private func pair(foreground: Int, background: Int) -> Int16 {
    let colors = Int(reorder_colors())
    let f = Theme.approximate(foreground, colors: colors, behindDefaultText: false)
    let b = Theme.approximate(background, colors: colors, behindDefaultText: foreground < 0)
    let key = PairKey(foreground: f, background: b)
    if let existing = pairs[key] { return existing }
    if f == -1 && b == -1 { return 0 }
    guard Int(nextPair) < min(Int(reorder_color_pairs()), Int(Int16.max)) else { return 0 }
    let number = nextPair
    init_pair(number, Int16(f), Int16(b))
    pairs[key] = number
    nextPair += 1
    return number
  }
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
  public func capability(_ name: String) -> [UInt8]? {
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
  public var clearAfterEnd: [UInt8] {
    guard capability("rmcup") == nil else { return [] }
    return (capability("home") ?? Array("\u{1B}[H".utf8)) + (capability("ed") ?? Array("\u{1B}[J".utf8))
  }
}

/// The whole screen is the canvas: mouse rows need no mapping and the
/// cursor's position is never asked.
extension CursesScreen: InteractiveScreen {}
