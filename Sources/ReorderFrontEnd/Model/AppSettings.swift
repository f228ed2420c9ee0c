import ReorderCore

/// What the command line sets in the model: how rows are shown and what
/// accepting means. Changed only at start (and by tests).
public struct AppSettings: Sendable {
  /// Columns a tab expands to.
  public var tabWidth = 8
  /// Items' own colour codes are shown as colours (`--ansi`).
  public var ansi = false
  /// Whether frames and the scroll bar may be drawn with box-drawing
  /// characters (`┃`, `╭`): false where the locale is not UTF-8, for
  /// ASCII (`|`, `+`).
  public var boxDrawing = true
  /// Show the review before accepting (`--confirm`).
  public var confirmBeforeAccept = false
  /// The `--header` text: lines shown above the list, never part of it.
  public var headerLabel: [String] = []
  /// Which fields of an item are shown (`--with-nth`); nil: all of it.
  public var displayFields: FieldSelector?
  /// nil: a list; 0: a grid of as many columns as fit; N: N columns.
  public var gridColumns: Int?
  /// Decides which loaded lines are headers or locked.
  public var classify: (@Sendable (ItemBytes) -> ItemFlags)?
  /// The commands of kinds other than the list's own, which say where
  /// they work when bound with `--bind` (the command line fills it in).
  public var otherKinds: [any KindPresentation] = []

  public init() {}
}

/// The last search: what `n`/`N` look for, and whether its matches are
/// highlighted (``SearchMarks``).
public struct SearchMemory: Sendable {
  /// The query of the last search.
  public var lastQuery: String?
  /// Search matches are not highlighted: Esc cleared them, or the focus
  /// left the row a search ended on.
  public var marks = SearchMarks()
}

/// How a grid fits the screen: how many of `--columns N` are shown, and
/// the widest item measured so far (for `--grid`).
struct GridFit: Sendable {
  /// How many of `--columns N` the screen shows (fewer when N do not fit).
  var shownColumns: Int?
  /// The widest item seen, in columns, capped.
  var widestItem = 1
  var measuredCount = 0
}
