import ReorderCore
import ReorderFrontEnd

/// Turns a ``Canvas`` into the ANSI bytes that draw it, sending only the
/// cells that changed since the last canvas, in as few bytes as the
/// terminal allows.
///
/// Both screens paint with it: the full screen (``CursesScreen``) and the
/// inline band (``AnsiScreen``, `--height`). What a row costs:
///
/// - Each changed cell, reached by the shortest cursor motion
///   (``CursorMotion``); a short stretch of unchanged cells in the same
///   look is written again when that is cheaper than moving over it.
/// - Each change of look by the shortest SGR (``LookChange``): from
///   scratch, or only what differs.
/// - A row's trailing blanks in a look that erasing gives (no reverse, no
///   underline; a background only where the terminal erases with it,
///   `bce`) by `CSI K`. Other runs of blanks (the lifted row's reverse
///   band) by one blank and `REP` (`CSI n b`) where terminfo says the
///   terminal repeats, else by `ECH` where that gives the look.
///
/// Every frame ends with the cursor where the canvas says it rests
/// (``Canvas/cursor``: the focused row's first text cell, the lifted row,
/// a prompt's insertion point), so that screen readers and magnifiers that
/// follow the cursor follow the focus; the cursor stays hidden.
///
/// The inline band addresses rows relative to where the painter left the
/// cursor, which the terminal may not have reported yet; every frame ends
/// with the default SGR, autowrap off while it paints:
///
///     ␛[?7l                 autowrap off: a glyph the terminal finds wider
///                           than we measured cannot wrap and scroll
///     ␛[2B␛[4C␛[0;1m> b     down 2, right 4, bold, text …
///     ⏏␛[2C␛[0m␛[?7h        to the focused row's text, default style,
///                           autowrap back on
///
/// The full screen moves absolutely too (`CUP`, `VPA`, `HPA`), turns
/// autowrap off once for the session, and leaves the SGR where the frame
/// ended: the next frame starts from there.
///
/// Cell text reaches the terminal as the canvas holds it (``DisplayText``
/// already made item bytes visible); as a last guard, a C0 or C1 control
/// or DEL in a cell is written as U+FFFD, so no escape sequence can ever
/// come from an item.
struct AnsiPainter {
  /// What the terminal can do beyond the ANSI core (CR, LF, the relative
  /// moves, `EL`, SGR), from terminfo.
  struct Terminal: Equatable {
    /// The whole screen is the canvas: absolute moves, state kept across
    /// frames (see above).
    var fullScreen = false
    /// `REP`: repeat the last character (terminfo `rep`).
    var repeats = false
    /// `ECH`: erase characters in place (terminfo `ech`).
    var erasesCharacters = false
    /// Erasing fills with the current background (terminfo `bce`).
    var backColorErase = false
    /// Colours beyond these are approximated (``Theme/approximate(_:colors:behindDefaultText:)``).
    var colors = 256
    /// Scrolling regions and scrolling them (terminfo `csr`, `indn`,
    /// `rin`): a list that scrolls by a few rows sends those rows only.
    var scrollsRegions = false
    /// Left and right margins (`DECLRMM`, `DECSLRM`), by the terminal's
    /// own answer (no terminfo capability names them): with
    /// ``scrollsRegions``, a board's column whose cards move scrolls by
    /// itself (``Canvas/bands``).
    var scrollsWithinMargins = false
    /// Inserting and deleting characters (terminfo `ich`, `dch`; full
    /// screen): a row whose text moved by a few cells (a counter that grew
    /// a digit) sends only what changed.
    var shiftsCharacters = false
    /// The attributes the terminal shows; others are left out.
    var attributes: Theme.Attributes = [.bold, .dim, .reverse, .underline, .italic]
    /// The attributes it cannot show together with a colour (terminfo
    /// `ncv`: the Linux console's underline and dim); left out of looks
    /// with a colour, as curses does.
    var notWithColor: Theme.Attributes = []

    /// The inline band's terminal: nothing is assumed beyond the core.
    static let inline = Terminal()

    /// The full screen of xterm-256color's terminfo entry: `REP`, `ECH`,
    /// `bce`, scrolling regions, `ICH`/`DCH` (margins are the terminal's
    /// own answer, not terminfo's).
    static let xterm: Terminal = {
      var terminal = Terminal()
      terminal.fullScreen = true
      terminal.repeats = true
      terminal.erasesCharacters = true
      terminal.backColorErase = true
      terminal.scrollsRegions = true
      terminal.shiftsCharacters = true
      return terminal
    }()
  }

  let theme: Theme
  let terminal: Terminal
  /// The cursor's region row.
  private(set) var row = 0
  /// The cursor's column; nil when it sits on the last column after a glyph
  /// there (autowrap is off), where a relative move from it is unreliable.
  private(set) var column: Int? = 0
  /// The look in effect on the terminal; nil when unknown.
  private var look: Theme.Look? = Theme.Look()
  /// Whether this painter turned left and right margins on (`DECLRMM`):
  /// its margins are the whole width between frames.
  private(set) var marginsOn = false
  private var looks: [Style: Theme.Look] = [:]
  private let motion: CursorMotion

  init(theme: Theme, terminal: Terminal = .inline) {
    self.theme = theme
    self.terminal = terminal
    motion = CursorMotion(absolute: terminal.fullScreen)
  }

  /// The bytes that turn the region from showing `previous` into showing
  /// `canvas`, the cursor left at `canvas.cursor`; empty when nothing
  /// changed.
  ///
  /// - Parameters:
  ///   - canvas: What the region should show.
  ///   - previous: What it shows now, or nil when unknown: every cell is
  ///     then painted. A canvas of another size counts as unknown.
  ///   - rows: Paint at most this many rows (the region's height).
  /// - Complexity: O(cells) to compare; output proportional to the cells
  ///   that changed.
  mutating func frame(_ canvas: Canvas, over previous: Canvas?, rows: Int? = nil) -> [UInt8] {
    let old = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
    var out: [UInt8] = []
    let height = min(canvas.height, rows ?? canvas.height)
    var row = RowPainter(canvas: canvas, old: old)
    if terminal.scrollsRegions, let old {
      let shifts = Self.shifts(canvas, over: old, rows: height, margins: terminal.scrollsWithinMargins)
      scroll(shifts, into: &out)
      for shift in shifts { row.take(shift, erasedIsBlank: plainIsDefault) }
    }
    for y in 0..<max(0, height) {
      paint(row: y, with: &row, into: &out)
    }
    // The cursor rests where the canvas says, hidden or not: screen
    // readers and magnifiers that follow it follow the focus.
    let rest = canvas.cursor.flatMap {
      $0.y >= 0 && $0.y < height && $0.x >= 0 && $0.x < canvas.width ? $0 : nil
    }
    if terminal.fullScreen {
      if let rest { move(toRow: rest.y, column: rest.x, into: &out) }
      return out
    }
    // Inline: autowrap off around the painting (it changes neither the
    // cursor nor the look); the frame ends where the cursor rests (home
    // when the canvas names no place) with the default look.
    let target = rest ?? Point(x: 0, y: 0)
    if out.isEmpty {
      move(toRow: target.y, column: target.x, into: &out)
      return out
    }
    out = Self.csi("?7l") + out
    move(toRow: target.y, column: target.x, into: &out)
    setLook(Theme.Look(), into: &out)
    out += Self.csi("?7h")
    return out
  }

  /// The bytes that take the cursor from where the last frame left it to
  /// region row 0, column 0 (the inline band's home, which clearing the
  /// band and placing it again start from).
  mutating func home() -> [UInt8] {
    var out: [UInt8] = []
    move(toRow: 0, column: 0, into: &out)
    return out
  }

  /// The scrolls that turn `old`'s rows into `canvas`'s: whole lines
  /// (``ScrollShift/find(_:over:rows:columns:)``), else, with `margins`,
  /// one for each band of columns that moved by itself.
  private static func shifts(_ canvas: Canvas, over old: Canvas, rows: Int, margins: Bool) -> [ScrollShift] {
    if let lines = ScrollShift.find(canvas, over: old, rows: rows) { return [lines] }
    guard margins else { return [] }
    return canvas.bands.compactMap { ScrollShift.find(canvas, over: old, rows: rows, columns: $0) }
  }

  /// Scrolls rows of the screen (full screen only): a scrolling region
  /// around them (`DECSTBM`), `SU`/`SD` by the shift, the region back to
  /// the whole screen, which leaves the cursor home. The rows scrolled in
  /// are erased in the default look. Shifts of some columns (a board's,
  /// each by itself) set left and right margins around each (`DECSLRM`;
  /// the region again only where it differs) and put them back to the
  /// whole width after (`CSI s` with none); the mode that allows margins
  /// (`DECLRMM`) is turned on the first time and stays on until the
  /// terminal is handed over (``park(atRow:)``).
  ///
  ///     ␛[m␛[?69h␛[1;16s␛[2;37r␛[S␛[18;33s␛[T␛[r␛[s
  private mutating func scroll(_ shifts: [ScrollShift], into out: inout [UInt8]) {
    guard !shifts.isEmpty else { return }
    let margins = shifts.contains { $0.columns != nil }
    setLook(Theme.Look(), into: &out)
    if margins && !marginsOn {
      out += Self.csi("?69h")
      marginsOn = true
    }
    var region: ClosedRange<Int>?
    for shift in shifts {
      if let columns = shift.columns {
        out += Self.csi("\(columns.lowerBound + 1);\(columns.upperBound)s")
      }
      if region != shift.top...shift.bottom {
        out += Self.csi("\(shift.top + 1);\(shift.bottom + 1)r")
        region = shift.top...shift.bottom
      }
      out += CursorMotion.csi(abs(shift.by), shift.by > 0 ? "S" : "T")
    }
    out += Self.csi("r")
    if margins { out += Self.csi("s") }
    row = 0
    column = 0
  }

  /// The bytes that clear the whole screen (full screen only) and leave
  /// the cursor home with the default look; the next frame is then
  /// painted over a blank canvas.
  mutating func clearScreen() -> [UInt8] {
    var out: [UInt8] = []
    setLook(Theme.Look(), into: &out)
    out += Self.csi("H") + Self.csi("2J")
    row = 0
    column = 0
    return out
  }

  /// The bytes that put the cursor at (`y`, 0) with the default look, for
  /// handing the terminal over (full screen), margins off (`DECLRMM`,
  /// where `CSI s` saves the cursor again).
  mutating func park(atRow y: Int) -> [UInt8] {
    var out: [UInt8] = []
    if marginsOn {
      out += Self.csi("?69l")
      marginsOn = false
    }
    setLook(Theme.Look(), into: &out)
    out += CursorMotion.position(y, 0)
    row = y
    column = 0
    return out
  }

  /// Forgets where the cursor is and what SGR is in effect, after someone
  /// else put it at region row 0, column 0 with the default style.
  mutating func reset() {
    row = 0
    column = 0
    look = Theme.Look()
  }

  /// Forgets everything the terminal shows of this painter's state (after
  /// curses or another program had it): the next frame must clear first.
  mutating func forget() {
    column = nil
    look = nil
    marginsOn = false  // turned on again before margins are set
  }

  // MARK: - Rows

  private mutating func paint(row y: Int, with painter: inout RowPainter, into out: inout [UInt8]) {
    guard painter.load(row: y) else { return }
    if terminal.shiftsCharacters, let shift = painter.characterShift() {
      // The text after `at` moves as the terminal inserts or deletes
      // there (in the default look: the blanks it leaves are painted).
      move(toRow: y, column: shift.at, into: &out)
      setLook(Theme.Look(), into: &out)
      out += CursorMotion.csi(abs(shift.by), shift.by > 0 ? "@" : "P")
      painter.takeCharacterShift(at: shift.at, by: shift.by)
    }
    let tail = erasableTail(painter)
    var x = 0
    while x < tail {
      guard painter.changed[x] else {
        x += 1
        continue
      }
      if let run = blankRun(painter, from: x, limit: tail) {
        paintBlanks(run, at: x, row: y, painter, into: &out)
        x += run
        continue
      }
      let cell = painter.cell(x)
      reach(x, row: y, painter, into: &out)
      setLook(lookOf(cell.style), into: &out)
      Self.appendText(of: cell, to: &out)
      let next = x + max(1, Int(cell.width))
      column = next < painter.width ? next : nil
      x = next
    }
    if tail < painter.width {
      reach(tail, row: y, painter, into: &out)
      setLook(lookOf(painter.cell(tail).style), into: &out)
      out += Self.csi("K")
    }
  }

  /// Where the row's trailing blanks begin, when they are one look that
  /// `CSI K` gives and enough of them changed to be worth it; else the
  /// row's width.
  private mutating func erasableTail(_ painter: RowPainter) -> Int {
    let width = painter.width
    guard width > 0, painter.isBlank(width - 1) else { return width }
    let style = painter.cell(width - 1).style
    var start = width - 1
    while start > 0 && painter.isBlank(start - 1) && painter.cell(start - 1).style == style { start -= 1 }
    let changes = (start..<width).reduce(0) { $0 + (painter.changed[$1] ? 1 : 0) }
    guard changes >= 4, erases(to: lookOf(style)) else { return width }
    return start
  }

  /// The length of the run of blanks of one look from `x` when it is
  /// cheaper to send as a repeat or an erase than cell by cell.
  private mutating func blankRun(_ painter: RowPainter, from x: Int, limit: Int) -> Int? {
    guard terminal.repeats || terminal.erasesCharacters, painter.isBlank(x) else { return nil }
    let style = painter.cell(x).style
    var end = x + 1
    while end < limit && painter.isBlank(end) && painter.cell(end).style == style { end += 1 }
    let count = end - x
    if terminal.repeats && count >= 7 { return count }
    if terminal.erasesCharacters && count >= 9 && erases(to: lookOf(style)) { return count }
    return nil
  }

  private mutating func paintBlanks(
    _ count: Int, at x: Int, row y: Int, _ painter: RowPainter, into out: inout [UInt8]
  ) {
    reach(x, row: y, painter, into: &out)
    setLook(lookOf(painter.cell(x).style), into: &out)
    if terminal.repeats {
      out.append(0x20)
      out += Self.csi("\(count - 1)b")
      column = x + count < painter.width ? x + count : nil
    } else {
      out += Self.csi("\(count)X")  // the cursor stays
      column = x
    }
  }

  /// Gets the cursor to column `x` of row `y`: by writing the unchanged
  /// cells in between again when they are in the look in effect and that
  /// is shorter, else by the shortest motion.
  private mutating func reach(_ x: Int, row y: Int, _ painter: RowPainter, into out: inout [UInt8]) {
    let moveBytes = motion.bytes(fromRow: row, column: column, toRow: y, column: x)
    if y == row, let from = column, from < x, x - from <= moveBytes.count, let look {
      var text: [UInt8] = []
      var fits = true
      for gap in from..<x {
        let cell = painter.cell(gap)
        guard cell.width == 1, lookOf(cell.style) == look else {
          fits = false
          break
        }
        Self.appendText(of: cell, to: &text)
      }
      if fits && text.count <= moveBytes.count {
        out += text
        column = x
        return
      }
    }
    out += moveBytes
    row = y
    column = x
  }

  private mutating func move(toRow y: Int, column x: Int, into out: inout [UInt8]) {
    out += motion.bytes(fromRow: row, column: column, toRow: y, column: x)
    row = y
    column = x
  }

  // MARK: - Looks

  private mutating func setLook(_ new: Theme.Look, into out: inout [UInt8]) {
    out += LookChange.bytes(from: look, to: new)
    look = new
  }

  /// A style's look as this terminal shows it: colours approximated to
  /// its palette (none without colour), attributes it lacks left out.
  private mutating func lookOf(_ style: Style) -> Theme.Look {
    if let known = looks[style] { return known }
    let look = shown(style)
    looks[style] = look
    return look
  }

  /// ``lookOf(_:)`` uncached.
  private func shown(_ style: Style) -> Theme.Look {
    var look = theme.look(for: style)
    if theme.usesColor {
      // A grey band behind the terminal's own text colour may become the
      // default; behind a colour of its own, the nearest colour.
      let behindDefaultText = look.foreground == nil
      look.foreground = look.foreground.map {
        Theme.approximate($0, colors: terminal.colors, behindDefaultText: false)
      }
      look.background = look.background.map {
        Theme.approximate($0, colors: terminal.colors, behindDefaultText: behindDefaultText)
      }
      if look.foreground == -1 { look.foreground = nil }
      if look.background == -1 { look.background = nil }
    } else {
      look.foreground = nil
      look.background = nil
    }
    look.attributes.formIntersection(terminal.attributes)
    if look.foreground != nil || look.background != nil { look.attributes.subtract(terminal.notWithColor) }
    return look
  }

  /// Whether plain text shows in the terminal's default look, so that a
  /// cleared screen already shows the canvas's blanks; false when plain
  /// rows have a look of their own (`--color bg:…`), whose blanks must be
  /// painted.
  var plainIsDefault: Bool { shown(.normal) == Theme.Look() }

  /// Whether erasing (`CSI K`, `ECH`) with `look` in effect leaves blanks
  /// that look like `look`'s blanks.
  private func erases(to look: Theme.Look) -> Bool {
    guard !look.attributes.contains(.reverse), !look.attributes.contains(.underline) else { return false }
    return look.background == nil || terminal.backColorErase
  }
}
