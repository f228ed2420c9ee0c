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

// MARK: - Cells

extension Theme {
  /// How a cell looks: its role's look, with the item's own colours and
  /// attributes (`--ansi`) where the role lets them show, and escapes dim.
  ///
  /// Item colours show on the roles that draw an item's text as it is:
  ///
  ///     role                               item colours
  ///     ---------------------------------  ----------------------------------
  ///     normal, selected, locked, header,  foreground, background and
  ///       fixed header, changed (review)   attributes over the role's look
  ///     focus                              foreground and attributes; the
  ///                                        band keeps its background (and an
  ///                                        item foreground equal to it gives
  ///                                        way to the role's)
  ///     snapshot, placeholder, match,      none: the lifted row, its ghost
  ///       everything else                  and a search match always look
  ///                                        the same
  ///
  /// Item attributes are added to the role's; an item's reverse flips the
  /// role's. Without colour (`usesColor` false: `NO_COLOR`, `--color bw`)
  /// item colours are dropped too, item attributes stay.
  public func look(for style: Style) -> Look {
    var look = look(style.role)
    if let ansi = style.ansi {
      switch style.role {
      case .normal, .selected, .locked, .header, .fixedHeader, .changed:
        if let foreground = ansi.foreground { look.foreground = foreground }
        if let background = ansi.background { look.background = background }
        Self.add(ansi, to: &look.attributes)
      case .focus:
        if let foreground = ansi.foreground, foreground != look.background {
          look.foreground = foreground
        }
        Self.add(ansi, to: &look.attributes)
      default:
        break
      }
    }
    if style.isEscape { look.attributes.insert(.dim) }
    if !usesColor {
      look.foreground = nil
      look.background = nil
    }
    return look
  }

  private static func add(_ ansi: AnsiStyle, to attributes: inout Attributes) {
    if ansi.bold { attributes.insert(.bold) }
    if ansi.dim { attributes.insert(.dim) }
    if ansi.italic { attributes.insert(.italic) }
    if ansi.underline { attributes.insert(.underline) }
    if ansi.reverse { attributes.formSymmetricDifference(.reverse) }
  }
}

// MARK: - Fewer colours

extension Theme {
  /// The colour to ask a terminal with only `colors` colours for, instead
  /// of `color` (0–255); -1 is the terminal's default.
  ///
  /// Colours 8–15 on an 8-colour terminal become 0–7; colours 16–255 become
  /// the nearest of the terminal's colours by xterm's default RGB values,
  /// except that a grey background (232–255, such as the focus band)
  /// becomes the default: a black or white band could hide the text on it.
  ///
  ///     approximate(196, colors: 8, isBackground: false)   // 1 (red)
  ///     approximate(236, colors: 8, isBackground: true)    // -1
  public static func approximate(_ color: Int, colors: Int, isBackground: Bool) -> Int {
    if color < 0 || color < colors { return color }
    if color > 255 { return -1 }
    if colors < 8 { return -1 }
    let basic = min(colors, 16)
    if color < 16 { return basic == 16 ? color : color - 8 }
    if isBackground && color >= 232 { return -1 }
    let (red, green, blue) = rgb(color)
    var best = 0
    var bestDistance = Int.max
    for candidate in 0..<basic {
      let (r, g, b) = xtermBasic[candidate]
      let distance = (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return best
  }

  /// xterm's default RGB values for colours 0–15.
  static let xtermBasic: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The RGB value of a colour 16–255 (the 6×6×6 cube, then the greys).
  static func rgb(_ color: Int) -> (Int, Int, Int) {
    if color >= 232 {
      let level = 8 + 10 * (color - 232)
      return (level, level, level)
    }
    let levels = [0, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]
    let index = color - 16
    return (levels[index / 36], levels[index / 6 % 6], levels[index % 6])
  }
}
