import ReorderFrontEnd

/// One row of a frame for ``AnsiPainter``: its cells, and which of them
/// differ from what the terminal shows there (a wide glyph counts as
/// changed when either half did).
///
/// What the terminal shows is the previous canvas, row for row, unless a
/// scroll moved its rows (``take(_:erasedIsBlank:)``): then a row may show
/// another row of the previous canvas, or blanks scrolled in.
struct RowPainter {
  /// What the terminal shows on a row.
  enum Source: Equatable {
    /// This row of the previous canvas.
    case row(Int)
    /// Blanks in the default look, as a scroll leaves them.
    case blank
    /// Not known: every cell is painted.
    case unknown
  }

  let canvas: Canvas
  let old: Canvas?
  var width: Int { canvas.width }
  private(set) var y = 0
  private(set) var changed: [Bool]
  private var sources: [Source]

  init(canvas: Canvas, old: Canvas?) {
    self.canvas = canvas
    self.old = old
    changed = [Bool](repeating: false, count: canvas.width)
    sources = (0..<canvas.height).map { old == nil ? .unknown : .row($0) }
  }

  func cell(_ x: Int) -> Canvas.Cell { canvas[x, y] }

  func isBlank(_ x: Int) -> Bool {
    let cell = canvas[x, y]
    return cell.width == 1 && cell.text == " "
  }

  /// Notes that the terminal scrolled: rows inside the region show the
  /// rows `shift.by` further down (up, for a negative shift), and the rows
  /// scrolled in are blank in the default look, which is the canvas's
  /// blank only when plain text has no look of its own.
  mutating func take(_ shift: ScrollShift, erasedIsBlank: Bool) {
    let before = sources
    for y in shift.top...shift.bottom {
      let from = y + shift.by
      sources[y] =
        from >= shift.top && from <= shift.bottom ? before[from] : (erasedIsBlank ? .blank : .unknown)
    }
  }

  /// Takes row `row`; false when nothing in it changed.
  mutating func load(row: Int) -> Bool {
    y = row
    var any = false
    let source = sources[row]
    for x in 0..<width {
      let cell = canvas[x, y]
      var differs = cell.width != 0
      if differs {
        switch source {
        case .row(let r):
          if let old {
            differs =
              old[x, r] != cell || (cell.width == 2 && x + 1 < width && old[x + 1, r] != canvas[x + 1, y])
          }
        case .blank:
          differs = cell != .blank
        case .unknown:
          break
        }
      }
      changed[x] = differs
      any = any || differs
    }
    return any
  }
}
