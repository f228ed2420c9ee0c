import ReorderFrontEnd

/// A block of rows that moved up or down between two canvases, as a list
/// scrolls: the terminal can move them itself (a scrolling region and
/// `SU`/`SD`, some 20 bytes) instead of being sent each row again.
///
///     previous   new          a scroll by 1: rows 0…38 form the
///     a          b            region, row y shows what row y + 1
///     b          c            showed; only the row scrolled in (d)
///     c          d            and the status line are painted
///     [1/4]      [2/4]
///
/// A shift may cover only some columns (``columns``): a board's column
/// whose cards moved up or down while the others stayed, which a terminal
/// with left and right margins (`DECSLRM`) scrolls on its own.
///
///     previous           new               the card left column 1 and
///     a   [x]  e         a   f    e        entered column 2: column 1's
///     b   f    g         b   g   [x]       rows scroll up, column 2's down
///     c   h    i         c   h    i
struct ScrollShift: Equatable {
  /// The scrolling region's first and last rows.
  var top: Int
  var bottom: Int
  /// How far the content moves: positive up (row y then shows what row
  /// y + by showed), negative down.
  var by: Int
  /// The region's columns; nil: whole lines.
  var columns: Range<Int>? = nil

  /// The scroll that saves the most bytes, if it saves more than it
  /// costs: the rows it puts in place need not be painted, the rows it
  /// exposes must be painted again where they were right already, and the
  /// scroll itself is some 20 bytes (``overhead(_:)``). A drag step, where
  /// the lifted row and its neighbour trade places, is a scroll of two
  /// rows by one: the neighbour's text moves with its look, and only the
  /// lifted row is painted.
  ///
  /// With `columns`, only those columns are compared and scrolled (a
  /// region with left and right margins).
  static func find(_ canvas: Canvas, over old: Canvas, rows: Int, columns: Range<Int>? = nil)
    -> ScrollShift?
  {
    let height = min(rows, canvas.height, old.height)
    guard height > 1, canvas.width == old.width else { return nil }
    let band = columns.map { $0.clamped(to: 0..<canvas.width) } ?? 0..<canvas.width
    guard band.count > 1 else { return nil }
    let margins = band == 0..<canvas.width ? nil : band
    let new = hashes(canvas, rows: height, columns: band)
    let was = hashes(old, rows: height, columns: band)
    var costs = [Int?](repeating: nil, count: height)
    func cost(_ y: Int) -> Int {
      if let known = costs[y] { return known }
      let c = margins.map { paintCost(canvas, row: y, columns: $0) } ?? paintCost(canvas, row: y)
      costs[y] = c
      return c
    }
    var best: (gain: Int, shift: ScrollShift)?
    for by in -(height - 1)...(height - 1) where by != 0 {
      var runStart: Int?
      var gain = 0
      for y in 0...height {
        let from = y + by
        let matches = y < height && from >= 0 && from < height && new[y] == was[from]
        if matches {
          if runStart == nil { runStart = y }
          if new[y] != was[y] { gain += cost(y) }
          continue
        }
        guard let start = runStart else { continue }
        runStart = nil
        let shift =
          by > 0
          ? ScrollShift(top: start, bottom: y - 1 + by, by: by, columns: margins)
          : ScrollShift(top: start + by, bottom: y - 1, by: by, columns: margins)
        // The rows scrolled in are painted again: a loss where they
        // were already right.
        let exposed = by > 0 ? (shift.bottom - by + 1)...shift.bottom : shift.top...(shift.top - by - 1)
        let net = gain - exposed.reduce(0) { $0 + (new[$1] == was[$1] ? cost($1) : 0) } - overhead(shift)
        if net > 0 && net > (best?.gain ?? 0) && same(canvas, old, shift) { best = (net, shift) }
        gain = 0
      }
    }
    return best?.shift
  }

  /// About what the scroll costs: the default look, the region
  /// (`DECSTBM`), `SU`/`SD`, the whole screen again, and a move back from
  /// home, where `DECSTBM` leaves the cursor; with margins, also setting
  /// them (`DECSLRM`) and back to the whole width (`CSI s`). The mode
  /// that allows them is turned on once, not for each scroll.
  static func overhead(_ shift: ScrollShift) -> Int {
    let digits = String(shift.top + 1).count + String(shift.bottom + 1).count
    let rows = 3 + (4 + digits) + (abs(shift.by) == 1 ? 3 : 3 + String(abs(shift.by)).count) + 3 + 6
    guard let columns = shift.columns else { return rows }
    let margins = String(columns.lowerBound + 1).count + String(columns.upperBound).count
    return rows + (4 + margins) + 3
  }

  /// About what painting a row costs: its cells' text up to where only
  /// blanks of one look are left (one `CSI K`), and an SGR of some 8
  /// bytes at each change of style.
  static func paintCost(_ canvas: Canvas, row y: Int) -> Int {
    var end = canvas.width
    if end > 0 && canvas[end - 1, y].text == " " {
      let style = canvas[end - 1, y].style
      while end > 0 && canvas[end - 1, y].text == " " && canvas[end - 1, y].style == style { end -= 1 }
    }
    return 3 + textCost(canvas, row: y, columns: 0..<end)
  }

  /// About what painting a row's `columns` costs: a move there, their
  /// cells' text, and an SGR at each change of style.
  static func paintCost(_ canvas: Canvas, row y: Int, columns: Range<Int>) -> Int {
    8 + textCost(canvas, row: y, columns: columns)
  }

  private static func textCost(_ canvas: Canvas, row y: Int, columns: Range<Int>) -> Int {
    var bytes = 0
    var style: Style?
    for x in columns {
      let cell = canvas[x, y]
      guard cell.width != 0 else { continue }
      bytes += max(1, cell.text.utf8.count)
      if cell.style != style {
        bytes += 8
        style = cell.style
      }
    }
    return bytes
  }

  /// A hash of each row's cells in `columns`.
  private static func hashes(_ canvas: Canvas, rows: Int, columns: Range<Int>) -> [Int] {
    (0..<rows).map { y in
      var hasher = Hasher()
      for x in columns {
        let cell = canvas[x, y]
        hasher.combine(cell.text)
        hasher.combine(cell.width)
        hasher.combine(cell.style)
      }
      return hasher.finalize()
    }
  }

  /// Whether the rows the shift keeps are really equal (not only their
  /// hashes), and no wide glyph straddles the margins on either canvas.
  private static func same(_ canvas: Canvas, _ old: Canvas, _ shift: ScrollShift) -> Bool {
    for y in shift.top...shift.bottom {
      if let columns = shift.columns {
        for frame in [canvas, old] {
          if frame[columns.lowerBound, y].width == 0 || frame[columns.upperBound - 1, y].width == 2 {
            return false
          }
        }
      }
      let from = y + shift.by
      guard from >= shift.top && from <= shift.bottom else { continue }
      for x in shift.columns ?? 0..<canvas.width where canvas[x, y] != old[x, from] { return false }
    }
    return true
  }
}
