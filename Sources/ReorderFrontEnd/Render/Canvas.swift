import ReorderCore

/// An in-memory grid of terminal cells: what the screen should show.
///
/// Views draw into a canvas; a ``Screen`` sends it to the terminal (only
/// the cells that changed). A wide glyph takes its cell and a continuation
/// cell to its right, so the canvas's columns always match the terminal's.
///
///     var canvas = Canvas(width: 10, height: 2)
///     canvas.draw("日本", at: Point(x: 0, y: 0), style: Style(.focus))
///     canvas.lines == ["日本      ", "          "]
public struct Canvas: Equatable, Sendable {
  public struct Cell: Equatable, Sendable {
    /// What the cell shows: one spacing scalar plus combining marks; empty
    /// for the continuation of a wide glyph.
    public var text: String
    /// 1, 2 (the left half of a wide glyph) or 0 (its right half).
    public var width: UInt8
    public var style: Style

    public static let blank = Cell(text: " ", width: 1, style: .normal)
  }

  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]
  /// Where the terminal's cursor rests once the canvas is shown (hidden
  /// or not): the cell a screen reader or a magnifier that follows the
  /// cursor should follow. The view sets it; nil leaves the cursor where
  /// painting ended.
  public var cursor: Point?
  /// Columns whose rows move up and down on their own (a board's
  /// columns, each a range of x): a terminal with left and right margins
  /// can scroll each by itself instead of being sent its rows again.
  public var bands: [Range<Int>] = []

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  public subscript(x: Int, y: Int) -> Cell {
    cells[y * width + x]
  }

  // MARK: - Drawing

  /// Fills a rectangle of a row with blanks in a style.
  public mutating func fill(row y: Int, from x0: Int = 0, to x1: Int? = nil, style: Style) {
    guard y >= 0 && y < height else { return }
    let end = min(x1 ?? width, width)
    var x = max(0, x0)
    while x < end {
      put(Cell(text: " ", width: 1, style: style), x: x, y: y)
      x += 1
    }
  }

  /// Draws glyphs from `x` on row `y`, clipped at `limit` (default: the
  /// right edge). A wide glyph that would straddle the limit is replaced by
  /// a blank. Glyphs keep their escape marking and their item colours
  /// (``Glyph/ansi``, `--ansi`) on top of `style`.
  /// - Returns: the column after the last cell drawn.
  @discardableResult
  public mutating func draw(_ glyphs: [Glyph], at x: Int, row y: Int, limit: Int? = nil, style: Style) -> Int
  {
    guard y >= 0 && y < height else { return x }
    let end = min(limit ?? width, width)
    var column = x
    for glyph in glyphs {
      if column >= end { break }
      var cellStyle = style
      cellStyle.isEscape = glyph.isEscape
      cellStyle.ansi = glyph.ansi ?? style.ansi
      if column < 0 {
        column += glyph.width
        continue
      }
      if glyph.width == 2 {
        if column + 1 >= end {
          put(Cell(text: " ", width: 1, style: style), x: column, y: y)
          column += 1
          break
        }
        put(Cell(text: glyph.text, width: 2, style: cellStyle), x: column, y: y)
        put(Cell(text: "", width: 0, style: cellStyle), x: column + 1, y: y)
        column += 2
      } else {
        put(Cell(text: glyph.text, width: 1, style: cellStyle), x: column, y: y)
        column += 1
      }
    }
    return column
  }

  /// Draws a plain string (status line, help); controls are escaped.
  @discardableResult
  public mutating func draw(_ string: String, at point: Point, limit: Int? = nil, style: Style) -> Int {
    draw(DisplayText.glyphs(string), at: point.x, row: point.y, limit: limit, style: style)
  }

  /// Changes the style of existing cells (keeping their text).
  public mutating func restyle(row y: Int, from x0: Int, to x1: Int, _ transform: (inout Style) -> Void) {
    let first = max(0, x0)
    let end = min(x1, width)
    guard y >= 0 && y < height && first < end else { return }
    for x in first..<end {
      transform(&cells[y * width + x].style)
    }
  }

  /// Copies `other` onto this canvas with its top-left cell at `origin`,
  /// clipped to this canvas (a view drawn on a canvas of its own, such as
  /// the list beside the preview pane).
  public mutating func paste(_ other: Canvas, at origin: Point) {
    let x0 = max(0, origin.x)
    let x1 = min(width, origin.x + other.width)
    guard x0 < x1 else { return }
    for y in max(0, origin.y)..<max(max(0, origin.y), min(height, origin.y + other.height)) {
      let source = (y - origin.y) * other.width + (x0 - origin.x)
      let target = y * width + x0
      cells.replaceSubrange(target..<(target + x1 - x0), with: other.cells[source..<(source + x1 - x0)])
    }
  }

  /// Places one cell, keeping wide glyphs whole: overwriting either half of
  /// a wide glyph blanks its other half.
  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    guard x >= 0 && x < width && y >= 0 && y < height else { return }
    let index = y * width + x
    let old = cells[index]
    if old.width == 2 && x + 1 < width && !(cell.width == 2) {
      cells[index + 1] = Cell(text: " ", width: 1, style: cells[index + 1].style)
    }
    if old.width == 0 && x > 0 && cell.width != 0 {
      // (A new right half belongs to the glyph just put on its left.)
      cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style)
    }
    cells[index] = cell
    if cell.width == 2, x + 1 < width, cells[index + 1].width == 2, x + 2 < width {
      cells[index + 2] = Cell(text: " ", width: 1, style: cells[index + 2].style)
    }
  }

  // MARK: - Reading back (tests, golden files)

  /// The text of each row.
  public var lines: [String] {
    (0..<height).map { y in
      var line = ""
      for x in 0..<width { line += self[x, y].text }
      return line
    }
  }

  /// Each row with style changes written inline, as golden files store
  /// them: `{focus}> b{/}` — the text between `{role}` and `{/}` has that
  /// style; unstyled text has no marks. Trailing blanks are trimmed.
  public var styledLines: [String] {
    (0..<height).map { y in
      var line = ""
      var current = Style.normal
      var lastNonBlank = 0
      for x in 0..<width {
        let cell = self[x, y]
        if cell.width == 0 { continue }
        if cell.style != current {
          if current != .normal {
            line += "{/}"
            lastNonBlank = line.count
          }
          if cell.style != .normal { line += "{\(cell.style)}" }
          current = cell.style
        }
        line += cell.text
        if cell.text != " " || cell.style != .normal { lastNonBlank = line.count }
      }
      if current != .normal {
        line += "{/}"
        lastNonBlank = line.count
      }
      return String(line.prefix(lastNonBlank))
    }
  }
}
