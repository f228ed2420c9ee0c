import ReorderFrontEnd

/// Where the inline interface (`--height`) sits: a band of rows starting
/// at the cursor's line, with everything above it left alone.
///
///     before                      after place(rows: 4, …)
///     ┌──────────────────┐        ┌──────────────────┐
///     │ $ ls             │        │ a.txt b.txt      │  scrolled up by
///     │ a.txt b.txt      │        │ $ reorder --heig…│  the newlines
///     │ $ reorder --heig…│        ├──────────────────┤ ← top
///     │ █                │        │ region row 0     │
///     │                  │        │ region row 1     │
///     │                  │        │ region row 2     │
///     └──────────────────┘        │ region row 3     │
///                                 └──────────────────┘
///
/// Room is made with newlines, as fzf's `--height` does: at the bottom the
/// terminal scrolls, so the lines above go up into the scrollback intact.
/// Nothing here knows the terminal; it is arithmetic, tested as such.
public struct InlineRegion: Equatable, Sendable {
  /// The terminal row of the region's first row (0-based), when known.
  public var top: Int?
  /// How many rows the region has.
  public var rows: Int

  public init(top: Int?, rows: Int) {
    self.top = top
    self.rows = rows
  }

  /// The requested height: rows, or a percentage of the terminal's; with
  /// `~` (fzf's `--height ~N[%]`), at most that, fewer when the list is
  /// shorter.
  public indirect enum Height: Equatable, Sendable, CustomStringConvertible {
    case rows(Int)
    case percent(Int)
    /// Fit to the content, up to the height it wraps.
    case fit(Height)

    /// Fewer rows leave no room for a row, a gap and the status line.
    public static let minimumRows = 3

    /// Parses `N` (rows, at least 3) or `N%` (1 to 100), either after `~`.
    public init?(_ text: String) {
      if text.hasPrefix("~") {
        guard let limit = Height(String(text.dropFirst())), !limit.isFit else { return nil }
        self = .fit(limit)
      } else if text.hasSuffix("%") {
        guard let n = Int(text.dropLast()), (1...100).contains(n) else { return nil }
        self = .percent(n)
      } else {
        guard let n = Int(text), n >= Self.minimumRows else { return nil }
        self = .rows(n)
      }
    }

    var isFit: Bool {
      if case .fit = self { return true }
      return false
    }

    /// The rows to use on a terminal `terminalHeight` rows tall: never
    /// fewer than 3 (unless the terminal is smaller), never more than the
    /// terminal has. A fitted height takes `content` rows (what the list,
    /// its header and the status line need) when they are fewer, but at
    /// least 2; with `content` unknown (the input still loading), its
    /// limit.
    ///
    ///     Height.rows(8).rows(terminalHeight: 24)                    // 8
    ///     Height.rows(80).rows(terminalHeight: 24)                   // 24
    ///     Height.percent(50).rows(terminalHeight: 25)                // 12
    ///     Height.percent(1).rows(terminalHeight: 24)                 // 3
    ///     Height.fit(.rows(10)).rows(terminalHeight: 24, content: 4)  // 4
    ///     Height.fit(.rows(10)).rows(terminalHeight: 24, content: 40) // 10
    public func rows(terminalHeight: Int, content: Int? = nil) -> Int {
      let wanted: Int
      switch self {
      case .rows(let n): wanted = n
      case .percent(let p): wanted = terminalHeight * p / 100
      case .fit(let limit):
        let most = limit.rows(terminalHeight: terminalHeight)
        guard let content else { return most }
        return max(1, min(most, max(content, 2), terminalHeight))
      }
      return max(1, min(terminalHeight, max(Self.minimumRows, wanted)))
    }

    public var description: String {
      switch self {
      case .rows(let n): return "\(n)"
      case .percent(let p): return "\(p)%"
      case .fit(let limit): return "~\(limit)"
      }
    }
  }

  /// Makes room for `rows` rows from the cursor's line down and says where
  /// they are.
  ///
  /// A cursor past the start of a line (a prompt without a newline) keeps
  /// that line: the region starts on the next. Then one newline for each
  /// further row — the terminal scrolls when they run past its bottom —
  /// and back up to the first row, column 0. Without a cursor position
  /// (the terminal did not answer) the same bytes are written, assuming
  /// column 0, and the region's top stays unknown.
  ///
  /// - Parameters:
  ///   - rows: The region's height, at most `terminalHeight`.
  ///   - cursor: The cursor's 0-based row and column, if known.
  ///   - terminalHeight: The terminal's rows.
  /// - Returns: The region, and the bytes that make room for it.
  public static func place(rows: Int, cursor: (row: Int, column: Int)?, terminalHeight: Int)
    -> (region: InlineRegion, bytes: [UInt8])
  {
    let rows = max(1, min(rows, terminalHeight))
    let newLine = (cursor?.column ?? 0) > 0
    var bytes = [UInt8](repeating: 0x0A, count: (newLine ? 1 : 0) + rows - 1)
    if rows > 1 { bytes += Array("\u{1B}[\(rows - 1)A".utf8) }
    bytes.append(0x0D)
    var top: Int?
    if let cursor {
      let first = min(max(0, cursor.row), terminalHeight - 1) + (newLine ? 1 : 0)
      top = min(first, terminalHeight - rows)
    }
    return (InlineRegion(top: top, rows: rows), bytes)
  }

  /// A mouse report (terminal rows) in the region's coordinates, or nil
  /// when it is not the region's.
  ///
  /// Presses, wheel turns and hover outside the region are someone else's
  /// (the lines above are the scrollback's) and dropped. A drag or release
  /// outside belongs to a press inside: it is pulled to the nearest row, so
  /// dragging above the region scrolls the list as its top edge does.
  /// With the top unknown, nothing can be mapped.
  public func canvasMouse(_ mouse: MouseEvent) -> MouseEvent? {
    guard let top else { return nil }
    var mapped = mouse
    mapped.y = mouse.y - top
    if (0..<rows).contains(mapped.y) { return mapped }
    switch mouse.kind {
    case .drag, .release:
      mapped.y = min(max(mapped.y, 0), rows - 1)
      return mapped
    default:
      return nil
    }
  }
}
