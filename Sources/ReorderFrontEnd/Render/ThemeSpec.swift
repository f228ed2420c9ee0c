/// A `--color` spec: changes to a base ``Theme``, in fzf's syntax and with
/// this interface's own roles.
///
///     --color light,focus:reverse,match:red:underline
///     --color fg:#cdd6f4,bg+:#313244,hl:#f38ba8      (fzf's names)
///
/// The spec is a list of items separated by commas or blanks, applied left
/// to right, case-insensitively:
///
///     item          meaning
///     ------------  -------------------------------------------------------
///     auto          the palette for the terminal's background (the default)
///     dark, light   the palette for a dark or a light terminal
///     16            the palette of 8 colours (base16 also)
///     bw            attributes only, as with NO_COLOR (no also)
///     ROLE:V:V…     change one of this interface's roles
///     NAME:V:V…     change what fzf's colour NAME stands for here
///
/// A scheme resets every role. In a ROLE item the first colour is the
/// foreground and the second the background; an empty one (`focus::24`)
/// leaves that colour as it was. fzf's names colour one side of a role
/// (`bg+` is the focus band's background) and, as in fzf, the last colour
/// given wins; names with no counterpart here (`prompt`, `border`,
/// `spinner`…) are checked and ignored, so a theme copied from
/// `FZF_DEFAULT_OPTS` always works (``fzfNames``).
///
/// A colour is 0–255, `black` `red` `green` `yellow` `blue` `magenta`
/// `cyan` `white` (0–7), `bright-black` (or `gray`) … `bright-white`
/// (8–15), `#rrggbb` (the nearest of the 256), or `default`/`-1` (the
/// terminal's own). Attributes `bold` `dim` `underline` `reverse`
/// `italic` are added to the role's; `regular` clears the role's first
/// (`focus:regular:underline` is underline only); fzf's `blink`,
/// `strikethrough` and `strip` are accepted and ignored.
///
/// `NO_COLOR` only changes the starting point (from `auto` to `bw`), as in
/// fzf: a scheme in the spec brings the colours back, and a colour given
/// turns colour on for that role.
public struct ThemeSpec: Equatable, Sendable {
  public enum Base: String, Equatable, Sendable, CaseIterable {
    case auto, dark, light
    case basic = "16"
    case bw

    /// The base a word names, with fzf's aliases (`base16`, `no`).
    init?(word: String) {
      switch word {
      case "base16": self = .basic
      case "no": self = .bw
      default: self.init(rawValue: word)
      }
    }
  }

  /// A colour in a spec: the terminal's default, or one of 0–255.
  public enum Color: Equatable, Sendable {
    case `default`
    case number(Int)

    var value: Int? {
      if case .number(let n) = self { return n }
      return nil
    }
  }

  /// What one item changes in one role.
  public struct RoleChange: Equatable, Sendable {
    public var role: StyleRole
    /// nil: left as it was.
    public var foreground: Color?
    public var background: Color?
    /// `regular`: the role's attributes are cleared before `attributes`
    /// are added.
    public var clearsAttributes = false
    public var attributes: Theme.Attributes = []
  }

  public enum Change: Equatable, Sendable {
    case base(Base)
    case role(RoleChange)
  }

  public var changes: [Change] = []

  public init(changes: [Change] = []) {
    self.changes = changes
  }

  /// Why a spec did not parse: one line, without the option's name.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  // MARK: - Parsing

  /// Parses a spec (see the type's documentation). Empty items are
  /// skipped.
  ///
  ///     try ThemeSpec.parse("bw,match:red")
  ///     // [.base(.bw), .role(match, foreground: .number(1))]
  public static func parse(_ text: String) throws(ParseError) -> ThemeSpec {
    var spec = ThemeSpec()
    let items = text.lowercased().split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }
    for item in items.map(String.init) {
      let fields = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      let name = fields[0]
      if fields.count == 1 {
        if let base = Base(word: name) {
          spec.changes.append(.base(base))
          continue
        }
        if StyleRole(optionName: name) != nil || fzfNames[name] != nil {
          throw ParseError(
            message:
              "'\(item)' needs a colour or an attribute (ROLE:COLOUR[:BACKGROUND] or ROLE:ATTRIBUTE)"
          )
        }
        throw ParseError(message: "unknown scheme or role '\(name)' (\(schemeAndRoleList))")
      }
      let values = try Values(fields.dropFirst(), item: item)
      if let role = StyleRole(optionName: name) {
        guard values.colors.count <= 2 else {
          throw ParseError(message: "'\(item)' has more than two colours (ROLE:COLOUR[:BACKGROUND])")
        }
        var change = RoleChange(role: role, attributes: values.attributes)
        change.clearsAttributes = values.clearsAttributes
        change.foreground = values.colors.first ?? nil
        change.background = values.colors.count > 1 ? values.colors[1] : nil
        spec.changes.append(.role(change))
      } else if let targets = fzfNames[name] {
        spec.changes += fzfChanges(targets, values)
      } else {
        throw ParseError(message: "unknown role '\(name)' in '\(item)' (\(roleList))")
      }
    }
    return spec
  }

  /// The colours and attributes after a role's name.
  struct Values {
    /// In order; nil for an empty field (the colour stays as it was).
    var colors: [Color?] = []
    var attributes: Theme.Attributes = []
    var clearsAttributes = false

    init<S: Sequence>(_ fields: S, item: String) throws(ParseError) where S.Element == String {
      for field in fields {
        if field.isEmpty {
          colors.append(nil)
        } else if let attribute = ThemeSpec.attributes[field] {
          attributes.formUnion(attribute)
        } else if field == "regular" {
          clearsAttributes = true
          attributes = []
        } else if ThemeSpec.ignoredAttributes.contains(field) {
          continue
        } else if let color = ThemeSpec.color(field) {
          colors.append(color)
        } else {
          throw ParseError(
            message:
              "'\(field)' in '\(item)' is not a colour (0-255, #rrggbb, a name such as red or "
              + "bright-blue, default or -1) nor an attribute (bold, dim, underline, reverse, "
              + "italic, regular)")
        }
      }
    }
  }

  /// Colour names: the eight ANSI colours, their bright forms, and fzf's
  /// `gray`/`grey` for bright black.
  static let colorNames: [String: Int] = {
    let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    var table: [String: Int] = ["gray": 8, "grey": 8]
    for (i, name) in names.enumerated() {
      table[name] = i
      table["bright-" + name] = i + 8
    }
    return table
  }()

  static let attributes: [String: Theme.Attributes] = [
    "bold": .bold, "strong": .bold, "dim": .dim, "underline": .underline, "reverse": .reverse,
    "italic": .italic,
  ]

  /// fzf's attributes that this interface does not draw.
  static let ignoredAttributes: Set<String> = ["blink", "strikethrough", "strip"]

  static func color(_ field: String) -> Color? {
    if field == "default" || field == "-1" { return .default }
    if let n = colorNames[field] { return .number(n) }
    let utf8 = Array(field.utf8)
    if utf8.count == 7, utf8[0] == UInt8(ascii: "#"), let rgb = Int(field.dropFirst(), radix: 16) {
      return .number(SGR.nearest256(red: rgb >> 16, green: rgb >> 8 & 0xFF, blue: rgb & 0xFF))
    }
    guard utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), utf8.count <= 3, let n = Int(field), n <= 255
    else { return nil }
    return .number(n)
  }

  static var roleList: String {
    "roles: " + StyleRole.allCases.map(\.optionName).joined(separator: ", ")
      + "; or fzf's names: " + fzfNames.keys.sorted().joined(separator: ", ")
  }

  static var schemeAndRoleList: String {
    "schemes: " + Base.allCases.map(\.rawValue).joined(separator: ", ") + "; " + roleList
  }

  // MARK: - Applying

  /// Whether the theme depends on the terminal's background colour, which
  /// is then worth asking the terminal for: the scheme is `auto` or `16`
  /// and the spec does not set a background of its own (`bg:…`).
  public func needsBackground(noColor: Bool) -> Bool {
    let base = lastBase(noColor: noColor)
    return (base == .auto || base == .basic) && ownBackground == nil
  }

  /// The theme this spec makes, starting from `auto` (or from `bw` when
  /// `noColor`: the `NO_COLOR` environment variable is set).
  ///
  /// - Parameter background: The terminal's background, if it said; the
  ///   `auto` and `16` schemes pick the light or the dark palette by it,
  ///   or the neutral one when it is nil. A background the spec sets
  ///   (`bg:#1e1e2e`, `normal::17`) counts instead of the terminal's.
  public func theme(noColor: Bool, background: RGBColor? = nil) -> Theme {
    let background = ownBackground.map(RGBColor.xterm) ?? background
    var theme = Self.theme(noColor ? .bw : .auto, background: background)
    for change in changes {
      switch change {
      case .base(let base):
        theme = Self.theme(base, background: background)
      case .role(let change):
        theme.set(change.role) { look in
          if let foreground = change.foreground { look.foreground = foreground.value }
          if let background = change.background { look.background = background.value }
          if change.clearsAttributes { look.attributes = [] }
          look.attributes.formUnion(change.attributes)
        }
        if change.foreground?.value != nil || change.background?.value != nil {
          theme.usesColor = true
        }
      }
    }
    return theme
  }

  static func theme(_ base: Base, background: RGBColor?) -> Theme {
    switch base {
    case .auto: return .palette(for: background)
    case .dark: return .dark
    case .light: return .light
    case .basic: return Theme.palette(for: background).forColors(16)
    case .bw: return .monochrome
    }
  }

  private func lastBase(noColor: Bool) -> Base {
    for change in changes.reversed() {
      if case .base(let base) = change { return base }
    }
    return noColor ? .bw : .auto
  }

  /// The background colour the spec gives plain rows, if any.
  private var ownBackground: Int? {
    for change in changes.reversed() {
      switch change {
      case .base: return nil
      case .role(let change) where change.role == .normal:
        if let background = change.background { return background.value }
      case .role: continue
      }
    }
    return nil
  }
}

extension StyleRole {
  /// The role's name in `--color`: the case name in kebab case
  /// (`fixedHeader` is `fixed-header`).
  public var optionName: String {
    var name = ""
    for character in String(describing: self) {
      if character.isUppercase {
        name += "-" + character.lowercased()
      } else {
        name.append(character)
      }
    }
    return name
  }

  /// The role named `optionName` in `--color`, if any.
  public init?(optionName: String) {
    guard let role = StyleRole.allCases.first(where: { $0.optionName == optionName }) else {
      return nil
    }
    self = role
  }
}
