/// How each ``StyleRole`` looks: attributes and a foreground/background
/// colour (terminal colour numbers 0–255, or nil for the terminal's
/// default).
public struct Theme: Hashable, Sendable {
  public struct Look: Hashable, Sendable {
    public var foreground: Int?
    public var background: Int?
    public var attributes: Attributes

    public init(_ attributes: Attributes = [], foreground: Int? = nil, background: Int? = nil) {
      self.attributes = attributes
      self.foreground = foreground
      self.background = background
    }
  }

  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1)
    public static let dim = Attributes(rawValue: 2)
    public static let reverse = Attributes(rawValue: 4)
    public static let underline = Attributes(rawValue: 8)
    public static let italic = Attributes(rawValue: 16)
  }

  public var looks: [StyleRole: Look]
  /// Whether colours are used at all (`NO_COLOR` turns them off).
  public var usesColor: Bool

  public func look(_ role: StyleRole) -> Look { looks[role] ?? Look() }

  /// How a cell's style looks: its role's look, with the item's own ANSI
  /// colours and attributes on top (a background only on plain rows, so
  /// the focus band and panels stay readable) and escapes dimmed. Every
  /// screen draws from this, so they agree.
  public func look(for style: Style) -> Look {
    var look = look(style.role)
    if let ansi = style.ansi {
      if let f = ansi.foreground { look.foreground = f }
      if let b = ansi.background, style.role == .normal { look.background = b }
      if ansi.bold { look.attributes.insert(.bold) }
      if ansi.dim { look.attributes.insert(.dim) }
      if ansi.italic { look.attributes.insert(.italic) }
      if ansi.underline { look.attributes.insert(.underline) }
      if ansi.reverse { look.attributes.formSymmetricDifference(.reverse) }
    }
    if style.isEscape { look.attributes.insert(.dim) }
    return look
  }

  /// Colours that read on dark and light backgrounds alike: accents on the
  /// default background, the focus as a dim band.
  public static let standard = Theme(
    looks: [
      .normal: Look(),
      .focus: Look([.bold], background: 236),
      .pointer: Look([.bold], foreground: 4, background: 236),
      .selected: Look([.bold], foreground: 5),
      .snapshot: Look([.reverse, .bold]),
      .shade: Look([.dim]),
      .placeholder: Look([.dim]),
      .header: Look([.bold, .underline], foreground: 3),
      .locked: Look([.dim]),
      .fixedHeader: Look([.bold], foreground: 6),
      .status: Look([.reverse]),
      .statusAccent: Look([.reverse, .bold]),
      .panel: Look([], foreground: nil, background: 235),
      .panelTitle: Look([.bold], foreground: 3, background: 235),
      .changed: Look([.bold], foreground: 3),
      .deleteMark: Look([.bold], foreground: 1),
      .match: Look([.bold, .underline], foreground: 2),
      .actionPick: Look([], foreground: 2),
      .actionReword: Look([.bold], foreground: 3),
      .actionEdit: Look([.bold], foreground: 4),
      .actionSquash: Look([.bold], foreground: 5),
      .actionFixup: Look([], foreground: 5),
      .actionDrop: Look([.bold], foreground: 1),
      .actionExec: Look([], foreground: 6),
      .actionBreak: Look([.bold], foreground: 6),
      .hash: Look([], foreground: 3),
    ], usesColor: true)

  /// Attributes only, for `NO_COLOR` and terminals without colour.
  public static let monochrome: Theme = {
    var theme = Theme.standard
    theme.usesColor = false
    theme.looks[.focus] = Look([.bold, .underline])
    theme.looks[.pointer] = Look([.bold])
    theme.looks[.selected] = Look([.bold])
    theme.looks[.panel] = Look([])
    theme.looks[.deleteMark] = Look([.bold])
    for role in StyleRole.allCases {
      theme.looks[role]?.foreground = nil
      theme.looks[role]?.background = nil
    }
    return theme
  }()
}
