import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

@Suite struct ThemeTests {
  typealias Look = Theme.Look

  private func ansi(_ foreground: Int? = nil, _ background: Int? = nil, reverse: Bool = false)
    -> AnsiStyle
  {
    var style = AnsiStyle(foreground: foreground, background: background)
    style.reverse = reverse
    return style
  }

  // MARK: - Item colours and roles

  @Test func aStyleLooksLikeItsRole() {
    let theme = Theme.dark
    #expect(theme.look(for: Style(.focus)) == theme.look(.focus))
    #expect(theme.look(for: .normal) == Theme.Look())
  }

  @Test func itemColoursShowOverTextRoles() {
    let theme = Theme.dark
    var bold = ansi(1, 2)
    bold.bold = true
    #expect(
      theme.look(for: Style(.normal, ansi: bold)) == Look([.bold], foreground: 1, background: 2))
    #expect(theme.look(for: Style(.selected, ansi: ansi(1))) == Look([.bold], foreground: 1))
    #expect(theme.look(for: Style(.locked, ansi: ansi(4))) == Look(foreground: 4))
    #expect(
      theme.look(for: Style(.section, ansi: ansi(6))) == Look([.bold, .underline], foreground: 6))
    #expect(theme.look(for: Style(.normal, ansi: ansi(reverse: true))) == Look([.reverse]))
  }

  @Test func theFocusBandKeepsItsBackground() {
    let theme = Theme.dark
    #expect(
      theme.look(for: Style(.focus, ansi: ansi(1, 2)))
        == Look([.bold], foreground: 1, background: 236))
    // A foreground the colour of the band would hide the text.
    #expect(
      theme.look(for: Style(.focus, ansi: ansi(236)))
        == Look([.bold], foreground: 254, background: 236))
    #expect(
      theme.look(for: Style(.focus, ansi: ansi(reverse: true)))
        == Look([.bold, .reverse], foreground: 254, background: 236))
  }

  @Test func theSnapshotPlaceholderAndMatchIgnoreItemColours() {
    let theme = Theme.dark
    let loud = ansi(1, 2, reverse: true)
    for role in [StyleRole.snapshot, .placeholder, .match, .shade, .status, .pointer] {
      #expect(theme.look(for: Style(role, ansi: loud)) == theme.look(role), "\(role)")
    }
  }

  @Test func escapesAreInReverseVideo() {
    #expect(Theme.dark.look(for: Style(.normal, isEscape: true)) == Look([.reverse]))
    #expect(
      Theme.dark.look(for: Style(.focus, isEscape: true))
        == Look([.bold, .reverse], foreground: 254, background: 236))
    // On a role drawn reversed, an escape is not.
    #expect(Theme.monochrome.look(for: Style(.status, isEscape: true)) == Look())
  }

  @Test func withoutColourItemAttributesStayAndColoursGo() {
    var style = ansi(1, 2)
    style.underline = true
    #expect(Theme.monochrome.look(for: Style(.normal, ansi: style)) == Look([.underline]))
    #expect(Theme.monochrome.look(for: Style(.focus)) == Look([.bold, .underline]))
  }

  // MARK: - Palettes

  @Test func theBackgroundPicksThePalette() {
    #expect(Theme.palette(for: nil) == .neutral)
    #expect(Theme.palette(for: RGBColor(255, 255, 255)) == .light)
    #expect(Theme.palette(for: RGBColor(0xFD, 0xF6, 0xE3)) == .light)  // Solarized light
    #expect(Theme.palette(for: RGBColor(0, 0, 0)) == .dark)
    #expect(Theme.palette(for: RGBColor(0x00, 0x2B, 0x36)) == .dark)  // Solarized dark
    // Black and white text contrast equally at a grey of about 118.
    #expect(Theme.palette(for: RGBColor(110, 110, 110)) == .dark)
    #expect(Theme.palette(for: RGBColor(125, 125, 125)) == .light)
  }

  @Test func fewColoursTakeTheBasicLooks() {
    let theme = Theme.light
    #expect(theme.forColors(256) == theme)
    #expect(theme.forColors(8).look(.focus) == theme.basicLooks[.focus])
    #expect(theme.forColors(16).look(.match) == Look([.underline], foreground: 0, background: 3))
    for role in StyleRole.allCases {
      let look = theme.forColors(8).look(role)
      #expect((look.foreground ?? 0) < 8 && (look.background ?? 0) < 8, "\(role)")
    }
  }

  @Test func everyPaletteHasEveryRole() {
    for theme in [Theme.dark, .light, .neutral, .monochrome] {
      for role in StyleRole.allCases {
        #expect(theme.looks[role] != nil, "\(role)")
        #expect(theme.basicLooks[role] != nil, "\(role)")
      }
    }
  }

  // MARK: - Fewer colours

  @Test(arguments: [
    (196, 256, false, 196), (-1, 8, false, -1), (5, 8, false, 5), (9, 8, false, 1),
    (9, 16, false, 9),
    (196, 8, false, 1), (196, 16, false, 9), (208, 8, false, 3), (21, 16, false, 4),
    (231, 8, false, 7), (231, 16, false, 15), (236, 8, true, -1), (236, 8, false, 0),
    (250, 16, false, 7), (300, 8, false, -1),
  ])
  func approximate(color: Int, colors: Int, behindDefaultText: Bool, expected: Int) {
    #expect(Theme.approximate(color, colors: colors, behindDefaultText: behindDefaultText) == expected)
  }
}
