/// A `--color` spec: changes to a base ``Theme``, in the spirit of fzf's
/// `--color`.
///
///     --color bw,focus:reverse,match:red:underline
///     --color focus::24,selected:bright-magenta:bold
///
/// The spec is a comma-separated list of items, applied left to right:
///
///     item        meaning
///     ----------  ---------------------------------------------------------
///     dark        the standard colours (resets every role)
///     bw          attributes only, as with NO_COLOR (resets every role)
///     ROLE:V:V…   change ROLE; each V is a colour or an attribute
///
/// In a ROLE item the first colour is the foreground and the second the
/// background; an empty one (`focus::24`) leaves that colour as it was.
/// A colour is 0–255, `black` `red` `green` `yellow` `blue` `magenta`
/// `cyan` `white` (0–7), `bright-black` … `bright-white` (8–15), or
/// `default` (the terminal's own). Attributes `bold` `dim` `underline`
/// `reverse` `italic` are added to the role's; `regular` clears the role's
/// attributes first (`focus:regular:underline` is underline only). ROLE is
/// a ``StyleRole``'s ``StyleRole/optionName``: `focus`, `fixed-header`…
///
/// `NO_COLOR` only changes the starting point (from `dark` to `bw`), as in
/// fzf: `dark` in the spec brings the colours back, and any colour number
/// or name given turns colour on for that role.
public struct ThemeSpec: Equatable, Sendable {
  public enum Base: String, Equatable, Sendable, CaseIterable {
    case dark, bw

    var theme: Theme { self == .dark ? .standard : .monochrome }
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

  /// What one `ROLE:…` item changes.
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
  /// skipped, and blanks around items are ignored.
  ///
  ///     try ThemeSpec.parse("bw,match:red")
  ///     // [.base(.bw), .role(match, foreground: .number(1))]
  public static func parse(_ text: String) throws(ParseError) -> ThemeSpec {
    var spec = ThemeSpec()
    for rawItem in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = rawItem.trimmingBlanks
      if item.isEmpty { continue }
      let fields = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      let name = fields[0]
      if fields.count == 1 {
        if let base = Base(rawValue: name) {
          spec.changes.append(.base(base))
          continue
        }
        if StyleRole(optionName: name) != nil {
          throw ParseError(
            message:
              "'\(item)' needs a colour or an attribute (ROLE:COLOUR[:BACKGROUND] or ROLE:ATTRIBUTE)"
          )
        }
        throw ParseError(
          message: "unknown scheme or role '\(name)' (schemes: dark, bw; roles: \(roleList))")
      }
      guard let role = StyleRole(optionName: name) else {
        throw ParseError(message: "unknown role '\(name)' in '\(item)' (roles: \(roleList))")
      }
      var change = RoleChange(role: role)
      var colorsSeen = 0
      for field in fields.dropFirst() {
        if field.isEmpty {
          colorsSeen += 1  // this colour stays as it was
        } else if let attribute = attributes[field] {
          change.attributes.formUnion(attribute)
        } else if field == "regular" {
          change.clearsAttributes = true
          change.attributes = []
        } else if let color = color(field) {
          if colorsSeen == 0 { change.foreground = color }
          if colorsSeen == 1 { change.background = color }
          colorsSeen += 1
        } else {
          throw ParseError(
            message:
              "'\(field)' in '\(item)' is not a colour (0-255, a name such as red or bright-blue, "
              + "or default) nor an attribute (bold, dim, underline, reverse, italic, regular)")
        }
        if colorsSeen > 2 {
          throw ParseError(
            message: "'\(item)' has more than two colours (ROLE:COLOUR[:BACKGROUND])")
        }
      }
      spec.changes.append(.role(change))
    }
    return spec
  }

  /// Colour names: the eight ANSI colours and their bright forms.
  static let colorNames: [String: Int] = {
    let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    var table: [String: Int] = [:]
    for (i, name) in names.enumerated() {
      table[name] = i
      table["bright-" + name] = i + 8
    }
    return table
  }()

  static let attributes: [String: Theme.Attributes] = [
    "bold": .bold, "dim": .dim, "underline": .underline, "reverse": .reverse, "italic": .italic,
  ]

  static func color(_ field: String) -> Color? {
    if field == "default" { return .default }
    if let n = colorNames[field] { return .number(n) }
    guard field.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), field.utf8.count <= 3,
      let n = Int(field), n <= 255
    else { return nil }
    return .number(n)
  }

  static var roleList: String {
    StyleRole.allCases.map(\.optionName).joined(separator: ", ")
  }

  // MARK: - Applying

  /// The theme this spec makes, starting from `dark`, or from `bw` when
  /// `noColor` (the `NO_COLOR` environment variable) is set.
  public func theme(noColor: Bool) -> Theme {
    var theme = noColor ? Theme.monochrome : Theme.standard
    for change in changes {
      switch change {
      case .base(let base):
        theme = base.theme
      case .role(let change):
        var look = theme.look(change.role)
        if let foreground = change.foreground { look.foreground = foreground.value }
        if let background = change.background { look.background = background.value }
        if change.clearsAttributes { look.attributes = [] }
        look.attributes.formUnion(change.attributes)
        theme.looks[change.role] = look
        if change.foreground?.value != nil || change.background?.value != nil {
          theme.usesColor = true
        }
      }
    }
    return theme
  }

  /// The lines `reorder --help` shows about SPEC.
  static var helpLines: [String] {
    var lines = [
      "SPEC (--color) is a comma-separated list: a scheme, dark or bw (no colour,",
      "as with NO_COLOR), then ROLE:COLOUR[:BACKGROUND] or ROLE:ATTRIBUTE items,",
      "e.g. bw,focus:reverse,match:red:underline. COLOUR: 0-255, black, red, green,",
      "yellow, blue, magenta, cyan, white, bright-red..., default. ATTRIBUTE: bold,",
      "dim, underline, reverse, italic, regular (clears). NO_COLOR starts from bw.",
    ]
    var line = "ROLE:"
    for name in StyleRole.allCases.map(\.optionName) {
      if line.count + name.count + 2 > 78 {
        lines.append(line)
        line = " "
      }
      line += " " + name + ","
    }
    lines.append(String(line.dropLast()))
    return lines
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

extension Substring {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingBlanks: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
