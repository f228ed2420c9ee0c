import Testing

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
    let theme = Theme.standard
    #expect(theme.look(for: Style(.focus)) == theme.look(.focus))
    #expect(theme.look(for: .normal) == Theme.Look())
  }

  @Test func itemColoursShowOverTextRoles() {
    let theme = Theme.standard
    var bold = ansi(1, 2)
    bold.bold = true
    #expect(
      theme.look(for: Style(.normal, ansi: bold)) == Look([.bold], foreground: 1, background: 2))
    #expect(theme.look(for: Style(.selected, ansi: ansi(1))) == Look([.bold], foreground: 1))
    #expect(theme.look(for: Style(.locked, ansi: ansi(4))) == Look([.dim], foreground: 4))
    #expect(
      theme.look(for: Style(.header, ansi: ansi(6))) == Look([.bold, .underline], foreground: 6))
    #expect(theme.look(for: Style(.normal, ansi: ansi(reverse: true))) == Look([.reverse]))
  }

  @Test func theFocusBandKeepsItsBackground() {
    let theme = Theme.standard
    #expect(
      theme.look(for: Style(.focus, ansi: ansi(1, 2)))
        == Look([.bold], foreground: 1, background: 236))
    // A foreground the colour of the band would hide the text.
    #expect(theme.look(for: Style(.focus, ansi: ansi(236))) == Look([.bold], background: 236))
    #expect(
      theme.look(for: Style(.focus, ansi: ansi(reverse: true)))
        == Look([.bold, .reverse], background: 236))
  }

  @Test func theSnapshotPlaceholderAndMatchIgnoreItemColours() {
    let theme = Theme.standard
    let loud = ansi(1, 2, reverse: true)
    for role in [StyleRole.snapshot, .placeholder, .match, .shade, .status, .pointer] {
      #expect(theme.look(for: Style(role, ansi: loud)) == theme.look(role), "\(role)")
    }
  }

  @Test func escapesAreDim() {
    #expect(Theme.standard.look(for: Style(.normal, isEscape: true)) == Look([.dim]))
    #expect(
      Theme.standard.look(for: Style(.focus, isEscape: true))
        == Look([.bold, .dim], background: 236))
  }

  @Test func withoutColourItemAttributesStayAndColoursGo() {
    var style = ansi(1, 2)
    style.underline = true
    #expect(Theme.monochrome.look(for: Style(.normal, ansi: style)) == Look([.underline]))
    #expect(Theme.monochrome.look(for: Style(.focus)) == Look([.bold, .underline]))
  }

  // MARK: - Fewer colours

  @Test(arguments: [
    (196, 256, false, 196), (-1, 8, false, -1), (5, 8, false, 5), (9, 8, false, 1),
    (9, 16, false, 9),
    (196, 8, false, 1), (196, 16, false, 9), (208, 8, false, 3), (21, 16, false, 4),
    (231, 8, false, 7), (231, 16, false, 15), (236, 8, true, -1), (236, 8, false, 0),
    (250, 16, false, 7), (300, 8, false, -1),
  ])
  func approximate(color: Int, colors: Int, isBackground: Bool, expected: Int) {
    #expect(Theme.approximate(color, colors: colors, isBackground: isBackground) == expected)
  }
}
