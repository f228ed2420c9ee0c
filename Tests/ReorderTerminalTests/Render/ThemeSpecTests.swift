import ReorderKindsTestSupport
import Testing

@testable import ReorderFrontEnd
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
    ("auto", ThemeSpec.Base.auto), ("dark", .dark), ("light", .light), ("16", .basic),
    ("base16", .basic), ("bw", .bw), ("no", .bw), ("LIGHT", .light),
  ])
  func schemes(word: String, base: ThemeSpec.Base) throws {
    #expect(try ThemeSpec.parse(word).changes == [.base(base)])
  }

  @Test(arguments: [
    ("0", 0), ("255", 255), ("7", 7), ("black", 0), ("red", 1), ("green", 2), ("yellow", 3),
    ("blue", 4),
    ("magenta", 5), ("cyan", 6), ("white", 7), ("bright-black", 8), ("gray", 8), ("grey", 8),
    ("bright-red", 9), ("bright-white", 15), ("#ff0000", 196), ("#FF0000", 196), ("#808080", 244),
    ("#313244", 237), ("#1e1e2e", 235),
  ])
  func colours(name: String, number: Int) throws {
    let spec = try ThemeSpec.parse("status:\(name)")
    #expect(spec.changes == [.role(RoleChange(role: .status, foreground: .number(number)))])
  }

  @Test func minusOneIsTheTerminalsOwnColour() throws {
    #expect(
      try ThemeSpec.parse("focus:-1:-1").changes == [
        .role(RoleChange(role: .focus, foreground: .default, background: .default))
      ])
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
    // fzf's attributes this interface does not draw are accepted.
    #expect(
      try ThemeSpec.parse("match:strikethrough:blink:strip:strong").changes == [
        .role(RoleChange(role: .match, attributes: .bold))
      ])
  }

  @Test func itemsAreSeparatedByCommasOrBlanks() throws {
    #expect(try ThemeSpec.parse("").changes.isEmpty)
    #expect(try ThemeSpec.parse(",dark,,").changes == [.base(.dark)])
    #expect(
      try ThemeSpec.parse(" light \n match:red\tfocus:bold ").changes == [
        .base(.light), .role(RoleChange(role: .match, foreground: .number(1))),
        .role(RoleChange(role: .focus, attributes: .bold)),
      ])
  }

  // MARK: - fzf's names

  @Test func fzfNamesColourOneSideOfARole() throws {
    #expect(
      try ThemeSpec.parse("fg:#ff0000,bg:-1,hl:2:bold").changes == [
        .role(RoleChange(role: .normal, foreground: .number(196))),
        .role(RoleChange(role: .normal, background: .default)),
        .role(RoleChange(role: .match, foreground: .number(2), attributes: .bold)),
      ])
    // bg+ is the whole band: under the pointer and the band's matches too.
    #expect(
      try ThemeSpec.parse("bg+:24").changes == [
        .role(RoleChange(role: .focus, background: .number(24))),
        .role(RoleChange(role: .pointer, background: .number(24))),
        .role(RoleChange(role: .focusMatch, background: .number(24))),
      ])
    // As in fzf, the last colour wins; attributes on a background are
    // ignored.
    #expect(
      try ThemeSpec.parse("hl+:red:blue,selected-bg:3:bold").changes == [
        .role(RoleChange(role: .focusMatch, foreground: .number(4))),
        .role(RoleChange(role: .selected, background: .number(3))),
      ])
  }

  @Test(arguments: [
    ("fg+", StyleRole.focus), ("current-fg", .focus), ("hl", .match), ("current-hl", .focusMatch),
    ("marker", .selected), ("selected-fg", .selected), ("header", .fixedHeader),
    ("header-fg", .fixedHeader), ("info", .statusAccent), ("preview-fg", .panel),
    ("label", .panelTitle), ("list-fg", .normal), ("pointer", .pointer), ("border", .border),
    ("scrollbar", .scrollbar),
  ])
  func fzfForegroundNames(name: String, role: StyleRole) throws {
    #expect(
      try ThemeSpec.parse("\(name):5").changes == [
        .role(RoleChange(role: role, foreground: .number(5)))
      ])
  }

  @Test func fzfNamesWithNoCounterpartAreAcceptedAndIgnored() throws {
    let spec = try ThemeSpec.parse(
      "prompt:#5fff87,spinner:#ff87d7,list-border:#6C7086,gutter:-1,query:#bdae93:regular,"
        + "preview-scrollbar:1,separator:2,disabled:3,preview-border:4,footer:5,nth:regular,ghost:6")
    #expect(spec.changes.isEmpty)
    #expect(spec.theme(noColor: false) == .neutral)
    // Their values are still checked.
    #expect(throws: ThemeSpec.ParseError.self) { try ThemeSpec.parse("prompt:purple") }
  }

  // Themes as published, copied from FZF_DEFAULT_OPTS lines.
  static let catppuccinMocha =
    "bg+:#313244,bg:#1E1E2E,spinner:#F5E0DC,hl:#F38BA8 fg:#CDD6F4,header:#F38BA8,info:#CBA6F7,"
    + "pointer:#F5E0DC marker:#B4BEFE,fg+:#CDD6F4,prompt:#CBA6F7,hl+:#F38BA8 "
    + "selected-bg:#45475A border:#6C7086,label:#CDD6F4"
  static let catppuccinLatte =
    "bg+:#CCD0DA,bg:#EFF1F5,spinner:#DC8A78,hl:#D20F39 fg:#4C4F69,header:#D20F39,info:#8839EF,"
    + "pointer:#DC8A78 marker:#7287FD,fg+:#4C4F69,prompt:#8839EF,hl+:#D20F39 "
    + "selected-bg:#BCC0CC border:#9CA0B0,label:#4C4F69"
  static let oneDark =
    "dark fg:-1,bg:-1,hl:#c678dd,fg+:#ffffff,bg+:#4b5263,hl+:#d858fe "
    + "info:#98c379,prompt:#61afef,pointer:#be5046,marker:#e5c07b,spinner:#61afef,header:#61afef"

  @Test func publishedFzfThemesWork() throws {
    let mocha = try ThemeSpec.parse(Self.catppuccinMocha).theme(noColor: false)
    #expect(mocha.look(.normal) == Look(foreground: 189, background: 235))
    #expect(mocha.look(.focus) == Look([.bold], foreground: 189, background: 237))
    #expect(mocha.look(.pointer).background == 237)
    #expect(mocha.look(.match).foreground == 211)
    // Its own background is dark: the roles it leaves take the dark palette.
    #expect(mocha.look(.section) == Theme.dark.look(.section))

    let latte = try ThemeSpec.parse(Self.catppuccinLatte).theme(noColor: false)
    #expect(latte.look(.normal) == Look(foreground: 240, background: 255))
    #expect(latte.look(.section) == Theme.light.look(.section))

    // `-1`: the terminal's own colours; the scheme is the one it names.
    let oneDark = try ThemeSpec.parse(Self.oneDark).theme(noColor: false, background: RGBColor(255, 255, 255))
    #expect(oneDark.look(.normal) == Look())
    #expect(oneDark.look(.focus) == Look([.bold], foreground: 231, background: 240))
    #expect(oneDark.look(.section) == Theme.dark.look(.section))
  }

  @Test func errors() {
    func message(_ spec: String) -> String? {
      do {
        _ = try ThemeSpec.parse(spec)
        return nil
      } catch {
        return error.message
      }
    }
    #expect(
      message("focus")
        == "'focus' needs a colour or an attribute (ROLE:COLOUR[:BACKGROUND] or ROLE:ATTRIBUTE)")
    #expect(
      message("hl") == "'hl' needs a colour or an attribute (ROLE:COLOUR[:BACKGROUND] or ROLE:ATTRIBUTE)")
    #expect(
      message("sepia")?.hasPrefix(
        "unknown scheme or role 'sepia' (schemes: auto, dark, light, 16, bw; roles: normal, focus,") == true)
    #expect(message("cursor:red")?.hasPrefix("unknown role 'cursor' in 'cursor:red' (roles: normal,") == true)
    #expect(message("cursor:red")?.contains("or fzf's names: alt-bg, alt-gutter, bg, bg+,") == true)
    #expect(message("fixedheader:red")?.hasPrefix("unknown role 'fixedheader'") == true)
    let notAColour =
      " is not a colour (0-255, #rrggbb, a name such as red or bright-blue, default or -1) "
      + "nor an attribute (bold, dim, underline, reverse, italic, regular)"
    #expect(message("focus:purple") == "'purple' in 'focus:purple'" + notAColour)
    #expect(message("focus:256") == "'256' in 'focus:256'" + notAColour)
    #expect(message("focus:-2") == "'-2' in 'focus:-2'" + notAColour)
    #expect(message("hl:#12345") == "'#12345' in 'hl:#12345'" + notAColour)
    #expect(message("hl:#12345g") == "'#12345g' in 'hl:#12345g'" + notAColour)
    #expect(message("focus:1:2:3") == "'focus:1:2:3' has more than two colours (ROLE:COLOUR[:BACKGROUND])")
    #expect(message("focus:::") == "'focus:::' has more than two colours (ROLE:COLOUR[:BACKGROUND])")
  }

  @Test func everyRoleHasAUniqueOptionName() {
    let names = StyleRole.allCases.map(\.optionName)
    #expect(Set(names).count == names.count)
    for role in StyleRole.allCases { #expect(StyleRole(optionName: role.optionName) == role) }
    #expect(StyleRole.fixedHeader.optionName == "fixed-header")
    #expect(StyleRole.statusAccent.optionName == "status-accent")
    #expect(StyleRole.focusMatch.optionName == "focus-match")
    // fzf's names mean fzf's things; only `pointer` is both, with the
    // same meaning.
    #expect(Set(names).intersection(ThemeSpec.fzfNames.keys) == [])
  }

  // MARK: - Themes

  @Test func noSpecIsThePaletteForTheBackgroundOrBw() {
    #expect(ThemeSpec().theme(noColor: false) == .neutral)
    #expect(ThemeSpec().theme(noColor: false, background: RGBColor(0, 0, 0)) == .dark)
    #expect(ThemeSpec().theme(noColor: false, background: RGBColor(255, 255, 255)) == .light)
    #expect(ThemeSpec().theme(noColor: true, background: RGBColor(0, 0, 0)) == .monochrome)
  }

  @Test func aSchemeResetsEveryRole() throws {
    let white = RGBColor(255, 255, 255)
    #expect(try ThemeSpec.parse("bw").theme(noColor: false) == .monochrome)
    #expect(try ThemeSpec.parse("match:red,dark").theme(noColor: false, background: white) == .dark)
    #expect(try ThemeSpec.parse("light").theme(noColor: false) == .light)
    #expect(try ThemeSpec.parse("light,auto").theme(noColor: false, background: white) == .light)
    #expect(try ThemeSpec.parse("16").theme(noColor: false, background: white) == Theme.light.forColors(16))
    #expect(try ThemeSpec.parse("16").theme(noColor: false) == Theme.neutral.forColors(16))
  }

  @Test func theBackgroundIsAskedForOnlyWhenItMatters() throws {
    #expect(ThemeSpec().needsBackground(noColor: false))
    #expect(!ThemeSpec().needsBackground(noColor: true))
    #expect(try ThemeSpec.parse("16").needsBackground(noColor: true))
    #expect(try !ThemeSpec.parse("dark").needsBackground(noColor: false))
    #expect(try !ThemeSpec.parse("bg:#1e1e2e").needsBackground(noColor: false))
    #expect(try ThemeSpec.parse("bg:-1,match:red").needsBackground(noColor: false))
    #expect(try ThemeSpec.parse("dark,auto").needsBackground(noColor: false))
  }

  @Test func roleChangesApplyOverTheScheme() throws {
    let theme = try ThemeSpec.parse("dark,focus::24,match:regular:bright-red:underline,pointer:default")
      .theme(noColor: false)
    #expect(theme.look(.focus) == Look([.bold], foreground: 254, background: 24))
    #expect(theme.look(.match) == Look([.underline], foreground: 9))
    #expect(theme.look(.pointer) == Look([.bold], background: 236))
    #expect(theme.look(.selected) == Theme.dark.look(.selected))
    // Also on terminals of 8 colours (drawn as the nearest there).
    #expect(theme.forColors(8).look(.match) == Look([.underline], foreground: 9))
    #expect(theme.forColors(8).look(.focus).background == 24)
    #expect(theme.usesColor)
  }

  @Test func noColorChangesTheStartingPointOnly() throws {
    // NO_COLOR alone, or with attributes only: no colour at all.
    #expect(try ThemeSpec.parse("focus:reverse").theme(noColor: true).usesColor == false)
    // An explicit scheme wins over NO_COLOR.
    #expect(try ThemeSpec.parse("dark").theme(noColor: true) == .dark)
    // A colour given turns colour on, for that role: the rest stays bw.
    let theme = try ThemeSpec.parse("match:red").theme(noColor: true)
    #expect(theme.usesColor)
    #expect(theme.look(.match) == Look([.bold, .underline], foreground: 1))
    #expect(theme.look(.focus) == Theme.monochrome.look(.focus))
    // `default` is no colour.
    #expect(try ThemeSpec.parse("match:default").theme(noColor: true).usesColor == false)
  }

  @Test func optionsCollectEveryColorOption() throws {
    let options = try TestOptions.parse(["--color", "bw", "--color=match:red"])
    #expect(
      options.color.changes == [
        .base(.bw), .role(RoleChange(role: .match, foreground: .number(1))),
      ])
    #expect(
      throws: Options.UsageError(
        message: "--color: 'focus:1:2:3' has more than two colours (ROLE:COLOUR[:BACKGROUND])")
    ) { try TestOptions.parse(["--color", "focus:1:2:3"]) }
  }

  @Test func helpNamesEveryRole() {
    let help = Options.helpText
    for role in StyleRole.allCases { #expect(help.contains(" \(role.optionName)")) }
    #expect(help.contains("--color SPEC"))
    for line in ThemeSpec.helpLines { #expect(line.count <= 80, "\(line)") }
  }
}
