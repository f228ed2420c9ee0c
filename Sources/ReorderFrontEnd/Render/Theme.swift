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

  /// How each role looks on a terminal with 256 colours.
  public var looks: [StyleRole: Look]
  /// How each role looks on a terminal with 8 or 16 colours (`TERM=xterm`,
  /// the Linux console): colours 0–7 only, chosen knowing that xterm draws
  /// a bold 0–7 foreground as its bright form (8–15).
  public var basicLooks: [StyleRole: Look]
  /// Whether colours are used at all (`NO_COLOR` turns them off).
  public var usesColor: Bool

  public init(looks: [StyleRole: Look], basicLooks: [StyleRole: Look]? = nil, usesColor: Bool = true) {
    self.looks = looks
    self.basicLooks = basicLooks ?? looks
    self.usesColor = usesColor
  }

  public func look(_ role: StyleRole) -> Look { looks[role] ?? Look() }

  /// The theme for a terminal with `colors` colours: the basic looks below
  /// 256 (and the same theme otherwise).
  public func forColors(_ colors: Int) -> Theme {
    colors >= 256 ? self : Theme(looks: basicLooks, basicLooks: basicLooks, usesColor: usesColor)
  }

  /// Sets a role's look in both sets.
  mutating func set(_ role: StyleRole, _ change: (inout Look) -> Void) {
    var look = look(role)
    change(&look)
    looks[role] = look
    var basic = basicLooks[role] ?? Look()
    change(&basic)
    basicLooks[role] = basic
  }

  /// Attributes only, for `NO_COLOR` and terminals without colour.
  public static let monochrome: Theme = {
    var looks: [StyleRole: Look] = [
      .focus: Look([.bold, .underline]),
      .pointer: Look([.bold]),
      .selected: Look([.bold]),
      .snapshot: Look([.reverse, .bold]),
      .shade: Look([.dim]),
      .placeholder: Look([.dim]),
      .section: Look([.bold, .underline]),
      .locked: Look([.dim]),
      .fixedHeader: Look([.bold]),
      .status: Look([.reverse]),
      .statusAccent: Look([.reverse, .bold]),
      .panelTitle: Look([.bold]),
      .changed: Look([.bold]),
      .deleteMark: Look([.bold]),
      .match: Look([.bold, .underline]),
      .focusMatch: Look([.bold, .underline]),
      .actionReword: Look([.bold]),
      .actionEdit: Look([.bold]),
      .actionSquash: Look([.bold]),
      .actionDrop: Look([.bold]),
      .actionBreak: Look([.bold]),
    ]
    for role in StyleRole.allCases where looks[role] == nil { looks[role] = Look() }
    return Theme(looks: looks, usesColor: false)
  }()
}

// MARK: - Cells

extension Theme {
  /// How a cell looks: its role's look, with the item's own colours and
  /// attributes (`--ansi`) where the role lets them show, and escapes in
  /// reverse video.
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
  /// role's. A role without a colour of its own takes plain rows' (the
  /// `normal` role's), if they have one. Without colour (`usesColor`
  /// false: `NO_COLOR`, `--color bw`) item colours are dropped too, item
  /// attributes stay.
  public func look(for style: Style) -> Look {
    var look = look(style.role)
    // Plain rows' colours are everyone's, where a role has none of its
    // own: a search match on a themed background (`--color bg:…`) keeps
    // it, and no text falls back to the terminal's colour on it.
    let plain = self.look(.normal)
    if look.foreground == nil { look.foreground = plain.foreground }
    if look.background == nil { look.background = plain.background }
    if let ansi = style.ansi {
      switch style.role {
      case .normal, .selected, .locked, .section, .fixedHeader, .changed:
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
    // Standout, as less shows control characters: it keeps the role's
    // contrast, where dim would lose it on a dark terminal (xterm draws
    // dim as two thirds of the colour).
    if style.isEscape { look.attributes.formSymmetricDifference(.reverse) }
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
  /// except that a grey background (232–255) behind the terminal's own
  /// text colour becomes the default: a black or white band could hide
  /// that text. Behind a text colour of its own it becomes the nearest.
  ///
  ///     approximate(196, colors: 8, behindDefaultText: false)   // 1 (red)
  ///     approximate(236, colors: 8, behindDefaultText: true)    // -1
  ///     approximate(236, colors: 8, behindDefaultText: false)   // 0 (black)
  public static func approximate(_ color: Int, colors: Int, behindDefaultText: Bool) -> Int {
    if color < 0 || color < colors { return color }
    if color > 255 { return -1 }
    if colors < 8 { return -1 }
    let basic = min(colors, 16)
    if color < 16 { return basic == 16 ? color : color - 8 }
    if behindDefaultText && color >= 232 { return -1 }
    let target = RGBColor.xterm(color)
    func distance(_ candidate: Int) -> Int {
      let rgb = RGBColor.xterm(candidate)
      let (r, g, b) = (
        Int(rgb.red) - Int(target.red), Int(rgb.green) - Int(target.green), Int(rgb.blue) - Int(target.blue)
      )
      return r * r + g * g + b * b
    }
    let best = (0..<basic).min { distance($0) < distance($1) } ?? 0
    return best
  }
}
