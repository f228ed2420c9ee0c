import ReorderFrontEnd

/// One row of a frame for ``AnsiPainter``: its cells, and which of them
/// differ from what the terminal shows there (a wide glyph counts as
/// changed when either half did).
///
/// What the terminal shows is the previous canvas, row for row, unless a
/// scroll moved its rows (``take(_:erasedIsBlank:)``): then a row may show
/// another row of the previous canvas, or blanks scrolled in; after a
/// scroll within left and right margins, only in those columns.
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
  /// By row, the columns a scroll within margins moved and what they show
  /// there (no two of a row overlap: a board's columns).
  private var bandSources: [[(columns: Range<Int>, source: Source)]]

  init(canvas: Canvas, old: Canvas?) {
    self.canvas = canvas
    self.old = old
    changed = [Bool](repeating: false, count: canvas.width)
    sources = (0..<canvas.height).map { old == nil ? .unknown : .row($0) }
    bandSources = Array(repeating: [], count: canvas.height)
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
    if let columns = shift.columns {
      takeBand(shift, columns: columns, erasedIsBlank: erasedIsBlank)
      return
    }
    let before = sources
    for y in shift.top...shift.bottom {
      let from = y + shift.by
      sources[y] =
        from >= shift.top && from <= shift.bottom ? before[from] : (erasedIsBlank ? .blank : .unknown)
    }
  }

  /// ``take(_:erasedIsBlank:)`` within margins: in `columns`, a row of the
  /// region shows what that row's columns showed `shift.by` rows further.
  private mutating func takeBand(_ shift: ScrollShift, columns: Range<Int>, erasedIsBlank: Bool) {
    func shown(_ y: Int) -> Source {
      bandSources[y].first { $0.columns == columns }?.source ?? sources[y]
    }
    let before = (shift.top...shift.bottom).map(shown)
    for y in shift.top...shift.bottom {
      let from = y + shift.by
      let source =
        from >= shift.top && from <= shift.bottom
        ? before[from - shift.top] : (erasedIsBlank ? .blank : .unknown)
      bandSources[y].removeAll { $0.columns == columns }
      bandSources[y].append((columns, source))
    }
  }

  /// Takes row `row`; false when nothing in it changed.
  mutating func load(row: Int) -> Bool {
    y = row
    var any = false
    let bands = bandSources[row]
    for x in 0..<width {
      let source =
        bands.isEmpty ? sources[row] : bands.first { $0.columns.contains(x) }?.source ?? sources[row]
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

  /// Where the loaded row's text from some column on moved right or left
  /// by a few cells (a status line whose counter grew a digit: everything
  /// after it moved), so that inserting or deleting characters there
  /// (`ICH`, `DCH`) puts more of it in place than painting would: `by`
  /// positive inserts that many blanks at `at`, negative deletes. Only on
  /// a row that shows its own previous row, and never where a wide glyph
  /// would be cut.
  func characterShift() -> (at: Int, by: Int)? {
    guard let old, bandSources[y].isEmpty, case .row(let r) = sources[y],
      let at = changed.firstIndex(of: true)
    else { return nil }
    let width = self.width
    let row = y
    /// How many cells of `columns` show the previous row's cell `by` to
    /// their left.
    func kept(_ columns: Range<Int>, by: Int) -> Int {
      var count = 0
      for x in columns where canvas[x, row] == old[x - by, r] { count += 1 }
      return count
    }
    let inPlace = kept(at..<width, by: 0)
    // A shift puts at most the cells that differ in place.
    guard width - at - inPlace >= 8 else { return nil }
    var best: (gain: Int, by: Int)?
    for by in [1, 2, 3, -1, -2, -3] where at + abs(by) < width {
      // Nothing wide is split at `at`, where the moved text starts, or
      // pushed half off the right end.
      guard old[at, r].width != 0 else { continue }
      if by > 0 {
        guard old[width - 1 - by, r].width != 2 else { continue }
      } else {
        guard old[at - by, r].width != 0 else { continue }
      }
      let gain = kept(by > 0 ? at + by..<width : at..<width + by, by: by) - inPlace
      if gain >= 8 && gain > (best?.gain ?? 0) { best = (gain, by) }
    }
    return best.map { (at, $0.by) }
  }

  /// Notes that characters were inserted or deleted on the loaded row at
  /// `at` (``characterShift()``): the cells from there show the previous
  /// row's cells `by` columns to the left (right, for a negative `by`);
  /// those inserted or moved in at the right end are painted.
  mutating func takeCharacterShift(at: Int, by: Int) {
    guard let old, case .row(let r) = sources[y] else { return }
    for x in at..<width {
      let from = x - by
      let cell = canvas[x, y]
      guard cell.width != 0 else {
        changed[x] = false
        continue
      }
      guard from >= at && from < width else {
        changed[x] = true
        continue
      }
      changed[x] =
        old[from, r] != cell
        || (cell.width == 2 && x + 1 < width && (from + 1 >= width || old[from + 1, r] != canvas[x + 1, y]))
    }
  }
}
