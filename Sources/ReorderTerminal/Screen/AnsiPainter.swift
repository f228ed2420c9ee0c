/// Turns a ``Canvas`` into the ANSI bytes that draw it on a region of the
/// terminal, sending only the cells that changed since the last canvas.
///
/// The cursor moves relative to where the painter left it — rows with
/// CUU/CUD (`CSI n A`/`B`), columns with CR and CUF (`CSI n C`) — as fzf's
/// light renderer moves: drawing never depends on the region's absolute
/// position, which the terminal may not have reported yet. Every frame
/// starts and ends with the cursor home (region row 0, column 0) and the
/// default SGR, so a frame is a self-contained byte string:
///
///     ␛[?7l                 autowrap off: a glyph the terminal finds wider
///                           than we measured cannot wrap and scroll
///     ␛[2B␛[4C␛[0;1m> b     down 2, right 4, bold, text …
///     ␛[2A␛[0m␛[?7h         home, default style, autowrap back on
///
/// Cell text reaches the terminal as the canvas holds it (``DisplayText``
/// already made item bytes visible); as a last guard, a C0 or C1 control
/// or DEL in a cell is written as U+FFFD, so no escape sequence can ever
/// come from an item.
struct AnsiPainter {
  let theme: Theme
  /// The cursor's region row.
  private(set) var row = 0
  /// The cursor's column; nil when it sits on the last column after a glyph
  /// there (autowrap is off), where a relative move from it is unreliable.
  private var column: Int? = 0
  private var style = Style.normal
  private var sgrCache: [Style: [UInt8]] = [:]

  init(theme: Theme) {
    self.theme = theme
  }

  /// The bytes that turn the region from showing `previous` into showing
  /// `canvas`; empty when nothing changed.
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
    for y in 0..<max(0, height) {
      for x in 0..<canvas.width {
        let cell = canvas[x, y]
        if cell.width == 0 { continue }
        if let old, old[x, y] == cell,
          cell.width != 2 || x + 1 >= canvas.width || old[x + 1, y] == canvas[x + 1, y]
        {
          continue
        }
        if out.isEmpty { out += Self.csi("?7l") }
        move(toRow: y, column: x, into: &out)
        setStyle(cell.style, into: &out)
        Self.appendText(of: cell, to: &out)
        let next = x + max(1, Int(cell.width))
        column = next < canvas.width ? next : nil
      }
    }
    guard !out.isEmpty else { return [] }
    move(toRow: 0, column: 0, into: &out)
    if style != .normal {
      out += Self.csi("0m")
      style = .normal
    }
    out += Self.csi("?7h")
    return out
  }

  /// Forgets where the cursor is and what SGR is in effect, after someone
  /// else put it at region row 0, column 0 with the default style.
  mutating func reset() {
    row = 0
    column = 0
    style = .normal
  }

  // MARK: - Cursor

  private mutating func move(toRow y: Int, column x: Int, into out: inout [UInt8]) {
    if y > row { out += Self.csi(y - row == 1 ? "B" : "\(y - row)B") }
    if y < row { out += Self.csi(row - y == 1 ? "A" : "\(row - y)A") }
    row = y
    guard column != x else { return }
    if let column, x > column {
      out += Self.csi(x - column == 1 ? "C" : "\(x - column)C")
    } else {
      out.append(0x0D)
      if x > 0 { out += Self.csi(x == 1 ? "C" : "\(x)C") }
    }
    column = x
  }

  // MARK: - Text and style

  private mutating func setStyle(_ new: Style, into out: inout [UInt8]) {
    guard new != style else { return }
    if let cached = sgrCache[new] {
      out += cached
    } else {
      let sgr = Self.sgr(theme.look(for: new), usesColor: theme.usesColor)
      sgrCache[new] = sgr
      out += sgr
    }
    style = new
  }

  /// SGR for a look, from the default: `CSI 0;1;38;5;n m`. Colours 0–7 and
  /// 8–15 use the classic codes (30–37, 90–97), which every colour terminal
  /// knows; the rest the 256-colour form. Without colour (`NO_COLOR`), only
  /// the attributes.
  static func sgr(_ look: Theme.Look, usesColor: Bool) -> [UInt8] {
    var parameters = ["0"]
    let attributes = look.attributes
    if attributes.contains(.bold) { parameters.append("1") }
    if attributes.contains(.dim) { parameters.append("2") }
    if attributes.contains(.italic) { parameters.append("3") }
    if attributes.contains(.underline) { parameters.append("4") }
    if attributes.contains(.reverse) { parameters.append("7") }
    if usesColor {
      if let f = look.foreground {
        parameters.append(colour(f, classic: 30, bright: 90, indexed: 38))
      }
      if let b = look.background {
        parameters.append(colour(b, classic: 40, bright: 100, indexed: 48))
      }
    }
    return csi(parameters.joined(separator: ";") + "m")
  }

  private static func colour(_ n: Int, classic: Int, bright: Int, indexed: Int) -> String {
    switch n {
    case 0..<8: return "\(classic + n)"
    case 8..<16: return "\(bright + n - 8)"
    default: return "\(indexed);5;\(min(max(n, 0), 255))"
    }
  }

  private static func appendText(of cell: Canvas.Cell, to out: inout [UInt8]) {
    if cell.text.isEmpty {
      out.append(0x20)
      return
    }
    for scalar in cell.text.unicodeScalars {
      switch scalar.value {
      case 0..<0x20, 0x7F..<0xA0:
        out += Array("\u{FFFD}".utf8)
      default:
        out.append(contentsOf: scalar.utf8)
      }
    }
  }

  static func csi(_ body: String) -> [UInt8] {
    [0x1B, UInt8(ascii: "[")] + Array(body.utf8)
  }
}
