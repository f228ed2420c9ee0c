import ReorderCore

/// The command line as a kind module reads it
/// (``KindModule/prepare(_:request:loaded:)``): its own option's value
/// and the generic options a kind's rows depend on, so that no module
/// needs the command line's own type.
public struct KindRequest: Sendable {
  /// `--OPTION=VALUE`'s value; nil for a bare `--OPTION`.
  public var value: String?
  /// The FILE read, as given; nil for standard input.
  public var file: String?
  /// The lines fixed at the start (`--header-lines`); a kind may fix more
  /// (a board's or an outline's lines before the first header).
  public var headerLines = 0
  /// `--section`'s pattern as given, and its matcher (compiled).
  public var sectionPattern: String?
  public var section: (any LineMatcher)?
  /// Whether `--lock` was given.
  public var locks = false
  /// Whether items are NUL-separated (`--read0`, `-z`).
  public var readsNull = false
  /// Whether the list is laid out in a grid (`--columns`, `--grid`).
  public var grid = false
  /// Columns a tab goes to (`--tab-width`).
  public var tabWidth = 8

  public init(value: String? = nil, file: String? = nil) {
    self.value = value
    self.file = file
  }

  /// The FILE's name in lower case, for a kind that knows a format by it
  /// (`.org`, `.md`); empty for standard input.
  public var lowercasedFile: String { file?.lowercased() ?? "" }
}

/// A line matcher the command line compiled (`--section`'s pattern, with
/// colour codes ignored under `--ansi`).
public protocol LineMatcher: Sendable {
  /// Whether the item (a line of the store) matches.
  func matches(_ item: ItemBytes) -> Bool
  /// Whether the line's bytes match.
  func matches(bytes line: [UInt8]) -> Bool
}

/// How a kind's text is written (``PreparedKind/output``): checked or
/// laid out by the kind, and refused, saying what differs, when it would
/// not read back as the rows shown; nothing is written then.
public enum KindOutput: Sendable {
  /// The output writer's text (every row in order) must read back, as
  /// the input was read, as the rows shown (a tree's); `kind` is the
  /// session's kind as it ends.
  case readBack(
    @Sendable (_ kind: any ListKind, _ text: [UInt8], _ list: ReorderList) throws(OutputRefusal) -> Void)
  /// The text the kind lays out itself, read back before it is given (a
  /// board's blank lines keep their places when its cards move); nil:
  /// the output writer's (an unmoved board, byte for byte).
  case laidOut(@Sendable (_ list: ReorderList) throws(OutputRefusal) -> [UInt8]?)
}

/// What a kind module made of the input (``KindModule/prepare(_:request:loaded:)``):
/// the kind, and how the list asks it about its lines.
public struct PreparedKind: Sendable {
  public var kind: any ListKind
  /// Whether the kind flags loaded lines itself
  /// (``ListKind/flags(of:)``: a git todo's comments, a board's
  /// headings); a tree's flags come with its rows.
  public var flagsLines = true
  /// Whether a row carries several lines (a card, a block): `--section`
  /// and `--lock` then match its first line.
  public var rowsCarryLines = false
  /// The one byte every row the kind flags starts with, when there is one
  /// (a board's Markdown headings: `#`): the list asks about those alone.
  public var flagsLead: UInt8?
  /// The preview pane the kind opens when `--preview` gives none (git:
  /// the commit under the focus, below the list), from
  /// `--preview-window`'s spec, if given.
  public var defaultPreview: (@Sendable (PreviewWindowSpec?, EngineConfiguration) -> PreviewState)?
  /// How the kind's text is written, where it is not simply every row in
  /// order (a tree's is read back first, a board lays its text out); nil:
  /// the output writer's rows as they are.
  public var output: KindOutput?

  public init(_ kind: any ListKind, flagsLines: Bool = true, rowsCarryLines: Bool = false) {
    self.kind = kind
    self.flagsLines = flagsLines
    self.rowsCarryLines = rowsCarryLines
  }
}
