import Testing

@testable import ReorderTerminal

@Suite struct ThemeSpecTests {
  typealias Look = Theme.Look
  typealias Change = ThemeSpec.Change
  typealias RoleChange = ThemeSpec.RoleChange

  // MARK: - Parsing

  @Test func schemesAndRoleItems() throws {
    let spec = try ThemeSpec.parse(
      "bw, focus:reverse ,match:red:underline,fixed-header:208:default")
    #expect(
      spec.changes == [
        .base(.bw),
        .role(RoleChange(role: .focus, attributes: .reverse)),
        .role(RoleChange(role: .match, foreground: .number(1), attributes: .underline)),
        .role(RoleChange(role: .fixedHeader, foreground: .number(208), background: .default)),
      ])
  }

  @Test(arguments: [
    ("0", 0), ("255", 255), ("7", 7), ("black", 0), ("red", 1), ("green", 2), ("yellow", 3),
    ("blue", 4),
    ("magenta", 5), ("cyan", 6), ("white", 7), ("bright-black", 8), ("bright-red", 9),
    ("bright-white", 15),
  ])
  func colours(name: String, number: Int) throws {
    let spec = try ThemeSpec.parse("status:\(name)")
    #expect(spec.changes == [.role(RoleChange(role: .status, foreground: .number(number)))])
  }

  @Test func anEmptyColourLeavesItAsItWas() throws {
    #expect(
      try ThemeSpec.parse("focus::24").changes == [
        .role(RoleChange(role: .focus, background: .number(24)))
      ])
    #expect(
      try ThemeSpec.parse("focus:bold:").changes == [
        .role(RoleChange(role: .focus, attributes: .bold))
      ])
  }

  @Test func attributesInAnyOrderRegularClears() throws {
    let spec = try ThemeSpec.parse("pointer:bold:blue:italic:dim,selected:regular:underline")
    #expect(
      spec.changes == [
        .role(
          RoleChange(role: .pointer, foreground: .number(4), attributes: [.bold, .italic, .dim])),
        .role(RoleChange(role: .selected, clearsAttributes: true, attributes: .underline)),
      ])
  }

  @Test func emptyItemsAreSkipped() throws {
    #expect(try ThemeSpec.parse("").changes.isEmpty)
    #expect(try ThemeSpec.parse(",dark,,").changes == [.base(.dark)])
  }

  @Test(arguments: [
    (
      "focus", "'focus' needs a colour or an attribute (ROLE:COLOUR[:BACKGROUND] or ROLE:ATTRIBUTE)"
    ),
    ("light", "unknown scheme or role 'light' (schemes: dark, bw; roles: \(ThemeSpec.roleList))"),
    ("cursor:red", "unknown role 'cursor' in 'cursor:red' (roles: \(ThemeSpec.roleList))"),
    (
      "fixedHeader:red",
      "unknown role 'fixedHeader' in 'fixedHeader:red' (roles: \(ThemeSpec.roleList))"
    ),
    (
      "focus:purple",
      "'purple' in 'focus:purple' is not a colour (0-255, a name such as red or bright-blue, or default) "
        + "nor an attribute (bold, dim, underline, reverse, italic, regular)"
    ),
    (
      "focus:256",
      "'256' in 'focus:256' is not a colour (0-255, a name such as red or bright-blue, or default) "
        + "nor an attribute (bold, dim, underline, reverse, italic, regular)"
    ),
    (
      "focus:-1",
      "'-1' in 'focus:-1' is not a colour (0-255, a name such as red or bright-blue, or default) "
        + "nor an attribute (bold, dim, underline, reverse, italic, regular)"
    ),
    ("focus:1:2:3", "'focus:1:2:3' has more than two colours (ROLE:COLOUR[:BACKGROUND])"),
    ("focus:::", "'focus:::' has more than two colours (ROLE:COLOUR[:BACKGROUND])"),
  ])
  func errors(spec: String, message: String) {
    #expect(throws: ThemeSpec.ParseError(message: message)) { try ThemeSpec.parse(spec) }
  }

  @Test func everyRoleHasAUniqueOptionName() {
    let names = StyleRole.allCases.map(\.optionName)
    #expect(Set(names).count == names.count)
    for role in StyleRole.allCases { #expect(StyleRole(optionName: role.optionName) == role) }
    #expect(StyleRole.fixedHeader.optionName == "fixed-header")
    #expect(StyleRole.statusAccent.optionName == "status-accent")
    #expect(StyleRole.deleteMark.optionName == "delete-mark")
  }

  // MARK: - Themes

  @Test func noSpecIsDarkOrBw() {
    #expect(ThemeSpec().theme(noColor: false) == .standard)
    #expect(ThemeSpec().theme(noColor: true) == .monochrome)
  }

  @Test func aSchemeResetsEveryRole() throws {
    #expect(try ThemeSpec.parse("bw").theme(noColor: false) == .monochrome)
    #expect(try ThemeSpec.parse("match:red,dark").theme(noColor: false) == .standard)
  }

  @Test func roleChangesApplyOverTheScheme() throws {
    let theme = try ThemeSpec.parse("focus::24,match:regular:bright-red:underline,pointer:default")
      .theme(noColor: false)
    #expect(theme.look(.focus) == Look([.bold], background: 24))
    #expect(theme.look(.match) == Look([.underline], foreground: 9))
    #expect(theme.look(.pointer) == Look([.bold], background: 236))
    #expect(theme.look(.selected) == Theme.standard.look(.selected))
    #expect(theme.usesColor)
  }

  @Test func noColorChangesTheStartingPointOnly() throws {
    // NO_COLOR alone, or with attributes only: no colour at all.
    #expect(try ThemeSpec.parse("focus:reverse").theme(noColor: true).usesColor == false)
    // An explicit scheme wins over NO_COLOR.
    #expect(try ThemeSpec.parse("dark").theme(noColor: true) == .standard)
    // A colour given turns colour on, for that role: the rest stays bw.
    let theme = try ThemeSpec.parse("match:red").theme(noColor: true)
    #expect(theme.usesColor)
    #expect(theme.look(.match) == Look([.bold, .underline], foreground: 1))
    #expect(theme.look(.focus) == Theme.monochrome.look(.focus))
    // `default` is no colour.
    #expect(try ThemeSpec.parse("match:default").theme(noColor: true).usesColor == false)
  }

  @Test func optionsCollectEveryColorOption() throws {
    let options = try Options.parse(["--color", "bw", "--color=match:red"])
    #expect(
      options.color.changes == [
        .base(.bw), .role(RoleChange(role: .match, foreground: .number(1))),
      ])
    #expect(
      throws: Options.UsageError(
        message: "--color: 'focus:1:2:3' has more than two colours (ROLE:COLOUR[:BACKGROUND])")
    ) { try Options.parse(["--color", "focus:1:2:3"]) }
  }

  @Test func helpNamesEveryRole() {
    let help = Options.helpText
    for role in StyleRole.allCases { #expect(help.contains(" \(role.optionName)")) }
    #expect(help.contains("--color SPEC"))
  }
}
