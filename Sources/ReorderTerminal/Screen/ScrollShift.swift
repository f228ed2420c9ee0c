/// A block of rows that moved up or down between two canvases, as a list
/// scrolls: the terminal can move them itself (a scrolling region and
/// `SU`/`SD`, some 20 bytes) instead of being sent each row again.
///
///     previous   new          a scroll by 1: rows 0…38 form the
///     a          b            region, row y shows what row y + 1
///     b          c            showed; only the row scrolled in (d)
///     c          d            and the status line are painted
///     [1/4]      [2/4]
struct ScrollShift: Equatable {
  /// The scrolling region's first and last rows.
  var top: Int
  var bottom: Int
  /// How far the content moves: positive up (row y then shows what row
  /// y + by showed), negative down.
  var by: Int

  /// The scroll that saves the most rows, if one saves at least
  /// `minimumRows` that are not already in place.
  static func find(_ canvas: Canvas, over old: Canvas, rows: Int, minimumRows: Int = 3) -> ScrollShift? {
    let height = min(rows, canvas.height, old.height)
    guard height > minimumRows, canvas.width == old.width else { return nil }
    let new = hashes(canvas, rows: height)
    let was = hashes(old, rows: height)
    var best: (gain: Int, shift: ScrollShift)?
    for by in -(height - 1)...(height - 1) where by != 0 {
      var runStart: Int?
      var gain = 0
      for y in 0...height {
        let from = y + by
        let matches = y < height && from >= 0 && from < height && new[y] == was[from]
        if matches {
          if runStart == nil { runStart = y }
          if new[y] != was[y] { gain += 1 }
          continue
        }
        guard let start = runStart else { continue }
        runStart = nil
        let shift =
          by > 0
          ? ScrollShift(top: start, bottom: y - 1 + by, by: by)
          : ScrollShift(top: start + by, bottom: y - 1, by: by)
        // The rows scrolled in are painted again: a loss where they
        // were already right.
        let exposed = by > 0 ? (shift.bottom - by + 1)...shift.bottom : shift.top...(shift.top - by - 1)
        let net = gain - exposed.reduce(0) { $0 + (new[$1] == was[$1] ? 1 : 0) }
        if net >= minimumRows && net > (best?.gain ?? 0) && same(canvas, old, shift) { best = (net, shift) }
        gain = 0
      }
    }
    return best?.shift
  }

  /// A hash of each row's cells.
  private static func hashes(_ canvas: Canvas, rows: Int) -> [Int] {
    (0..<rows).map { y in
      var hasher = Hasher()
      for x in 0..<canvas.width {
        let cell = canvas[x, y]
        hasher.combine(cell.text)
        hasher.combine(cell.width)
        hasher.combine(cell.style)
      }
      return hasher.finalize()
    }
  }

  /// Whether the rows the shift keeps are really equal (not only their
  /// hashes).
  private static func same(_ canvas: Canvas, _ old: Canvas, _ shift: ScrollShift) -> Bool {
    for y in shift.top...shift.bottom {
      let from = y + shift.by
      guard from >= shift.top && from <= shift.bottom else { continue }
      for x in 0..<canvas.width where canvas[x, y] != old[x, from] { return false }
    }
    return true
  }
}
