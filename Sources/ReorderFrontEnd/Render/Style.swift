/// What a cell is, for colouring: the screen maps each role to attributes
/// and a colour pair through a ``Theme``.
public enum StyleRole: UInt8, CaseIterable, Hashable, Sendable {
  case normal
  /// The focused row.
  case focus
  /// The focus pointer in the gutter.
  case pointer
  /// A selected row's marker and text.
  case selected
  /// The lifted row's floating copy: raised (reverse and bold).
  case snapshot
  /// The one-column shade to the left of the snapshot.
  case shade
  /// Where the lifted row will land (the gap).
  case placeholder
  /// A section header (`--section REGEX`): rows that never move.
  case section
  case locked
  /// The fixed header lines (`--header-lines`).
  case fixedHeader
  case status
  /// The position counter and mode in the status line.
  case statusAccent
  /// The help overlay and other boxes.
  case panel
  case panelTitle
  /// The frame around the help overlay.
  case border
  /// The scroll bar's thumb, in the rightmost column when the list is
  /// longer than the screen.
  case scrollbar
  /// A row changed by the review (`r`).
  case changed
  /// The delete mark in edit mode.
  case deleteMark
  /// A search match.
  case match
  /// A search match on the focused row (on the focus band).
  case focusMatch
  /// a rebase todo's actions (its kind colours them).
  case actionPick, actionReword, actionEdit, actionSquash, actionFixup, actionDrop, actionExec, actionBreak
  case hash

  public var name: String { String(describing: self) }
}

/// A cell's style: its role, plus whether it is part of a visible escape
/// (`^[`, `\x9b`, `<U+202E>`), which is drawn in reverse video (as less
/// shows control characters), plus an optional ANSI colour taken from the
/// item (`--ansi`).
public struct Style: Hashable, Sendable, CustomStringConvertible {
  public var role: StyleRole
  public var isEscape: Bool
  /// An SGR foreground/background/attributes from the item, if any.
  public var ansi: AnsiStyle?

  public init(_ role: StyleRole = .normal, isEscape: Bool = false, ansi: AnsiStyle? = nil) {
    self.role = role
    self.isEscape = isEscape
    self.ansi = ansi
  }

  public static let normal = Style()

  public var description: String {
    var text = role.name
    if isEscape { text += "+esc" }
    if let ansi { text += "+" + ansi.description }
    return text
  }
}

/// Colours and attributes from an item's own ANSI SGR codes (`--ansi`).
///
/// Stored in six bytes: every glyph of every drawn row carries one (see
/// ``Glyph/ansi``), so a small value keeps `Glyph` as small as it was.
public struct AnsiStyle: Hashable, Sendable, CustomStringConvertible {
  /// Colour + 1, or 0 for the default.
  private var storedForeground: UInt16 = 0
  private var storedBackground: UInt16 = 0
  private var flags: UInt8 = 0

  /// 0–255, or nil for the default.
  public var foreground: Int? {
    get { storedForeground == 0 ? nil : Int(storedForeground) - 1 }
    set { storedForeground = newValue.map { UInt16(clamping: $0 + 1) } ?? 0 }
  }
  public var background: Int? {
    get { storedBackground == 0 ? nil : Int(storedBackground) - 1 }
    set { storedBackground = newValue.map { UInt16(clamping: $0 + 1) } ?? 0 }
  }
  public var bold: Bool {
    get { flag(1) }
    set { setFlag(1, newValue) }
  }
  public var dim: Bool {
    get { flag(2) }
    set { setFlag(2, newValue) }
  }
  public var italic: Bool {
    get { flag(4) }
    set { setFlag(4, newValue) }
  }
  public var underline: Bool {
    get { flag(8) }
    set { setFlag(8, newValue) }
  }
  public var reverse: Bool {
    get { flag(16) }
    set { setFlag(16, newValue) }
  }

  public init(foreground: Int? = nil, background: Int? = nil) {
    self.foreground = foreground
    self.background = background
  }

  private func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }
  private mutating func setFlag(_ bit: UInt8, _ on: Bool) {
    if on { flags |= bit } else { flags &= ~bit }
  }

  public var isPlain: Bool { self == AnsiStyle() }

  public var description: String {
    var parts: [String] = []
    if let foreground { parts.append("fg\(foreground)") }
    if let background { parts.append("bg\(background)") }
    if bold { parts.append("bold") }
    if dim { parts.append("dim") }
    if italic { parts.append("italic") }
    if underline { parts.append("underline") }
    if reverse { parts.append("reverse") }
    return parts.joined(separator: ",")
  }
}
