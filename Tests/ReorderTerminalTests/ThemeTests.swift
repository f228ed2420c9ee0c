import Testing

@testable import ReorderTerminal

@Suite struct ThemeTests {
  @Test func aStyleLooksLikeItsRole() {
    let theme = Theme.standard
    #expect(theme.look(for: Style(.focus)) == theme.look(.focus))
    #expect(theme.look(for: .normal) == Theme.Look())
  }

  @Test func itemColoursGoOnTopButNeverRepaintTheFocusBand() {
    var ansi = AnsiStyle(foreground: 1, background: 4)
    ansi.bold = true
    ansi.reverse = true
    let theme = Theme.standard
    #expect(theme.look(for: Style(.normal, ansi: ansi)) == Theme.Look([.bold, .reverse], foreground: 1, background: 4))
    // The focus keeps its background; reverse toggles the snapshot's off.
    #expect(theme.look(for: Style(.focus, ansi: ansi)) == Theme.Look([.bold, .reverse], foreground: 1, background: 236))
    #expect(theme.look(for: Style(.snapshot, ansi: ansi)) == Theme.Look([.bold], foreground: 1))
  }

  @Test func escapesAreDim() {
    #expect(Theme.standard.look(for: Style(.normal, isEscape: true)) == Theme.Look([.dim]))
  }
}
