import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Every role of every palette stands out from the background it is drawn
/// on by at least 3:1, as xterm draws it: the model below was measured on a
/// real xterm's pixels (Tests/xterm/contrast_test.py measures the screens
/// themselves).
@Suite struct PaletteContrastTests {
  typealias Look = Theme.Look

  static let black = RGBColor(0, 0, 0)
  static let white = RGBColor(255, 255, 255)

  /// The glyph's and the cell's colours as xterm 379 draws a look, on a
  /// terminal with the given default colours:
  /// - a bold foreground 0–7 is drawn bright (8–15): `boldColors`;
  /// - reverse swaps the two;
  /// - dim (faint) draws the glyph at two thirds of its colour (toward
  ///   black, not toward the background).
  static func drawn(_ look: Look, foreground: RGBColor, background: RGBColor)
    -> (glyph: RGBColor, cell: RGBColor)
  {
    var glyph = look.foreground.map(RGBColor.xterm) ?? foreground
    if let number = look.foreground, number < 8, look.attributes.contains(.bold) {
      glyph = RGBColor.xterm(number + 8)
    }
    var cell = look.background.map(RGBColor.xterm) ?? background
    if look.attributes.contains(.reverse) { swap(&glyph, &cell) }
    if look.attributes.contains(.dim) {
      func faint(_ v: UInt8) -> UInt8 { UInt8((Double(v) * 2 / 3).rounded()) }
      glyph = RGBColor(faint(glyph.red), faint(glyph.green), faint(glyph.blue))
    }
    return (glyph, cell)
  }

  /// The terminals each palette is for: (name, text colour, background).
  static func terminals(_ scheme: Theme.Scheme) -> [(String, RGBColor, RGBColor)] {
    let dark = ("black", white, black)
    let light = ("white", black, white)
    switch scheme {
    case .dark: return [dark]
    case .light: return [light]
    case .neutral: return [dark, light]
    }
  }

  /// Each role whose glyphs contrast less than 3:1 with their cell, also
  /// where the role draws a visible escape (`^[`, in reverse video).
  static func failures(_ scheme: Theme.Scheme, colors: Int) -> [String] {
    failures(Theme.palette(scheme).forColors(colors), on: terminals(scheme))
      .map { "\(scheme), \(colors) colours, \($0)" }
  }

  static func failures(_ theme: Theme, on terminals: [(String, RGBColor, RGBColor)]) -> [String] {
    var found: [String] = []
    for (name, foreground, background) in terminals {
      for role in StyleRole.allCases {
        for escape in [false, true] {
          let look = theme.look(for: Style(role, isEscape: escape))
          let (glyph, cell) = drawn(look, foreground: foreground, background: background)
          let ratio = glyph.contrast(with: cell)
          if ratio < 3 {
            let what = "\(role)" + (escape ? " (escape)" : "")
            let hundredths = Int((ratio * 100).rounded())
            let figure = "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
            found.append("on \(name): \(what) \(glyph) on \(cell): " + figure)
          }
        }
      }
    }
    return found
  }

  @Test(arguments: Theme.Scheme.allCases, [256, 8])
  func everyRoleReads(scheme: Theme.Scheme, colors: Int) {
    let failures = Self.failures(scheme, colors: colors)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func theModelIsWhatXtermWasSeenToDraw() {
    // Measured: bold yellow on white is bright yellow, 1.07:1; dim red is
    // #890000; black text on the old focus band (236) 1.59:1.
    let yellow = Self.drawn(Look([.bold], foreground: 3), foreground: Self.black, background: Self.white)
    #expect(yellow.glyph == RGBColor(255, 255, 0))
    #expect((yellow.glyph.contrast(with: yellow.cell) * 100).rounded() == 107)
    #expect(
      Self.drawn(Look([.dim], foreground: 1), foreground: Self.black, background: Self.white).glyph
        == RGBColor(0x89, 0, 0))
    let band = Self.drawn(Look([.bold], background: 236), foreground: Self.black, background: Self.white)
    #expect((band.glyph.contrast(with: band.cell) * 100).rounded() == 159)
    // And the check fails on such looks.
    let old = Theme(looks: [.section: Look([.bold], foreground: 3), .focus: Look([.bold], background: 236)])
    #expect(
      Self.failures(old, on: Self.terminals(.light)) == [
        "on white: focus #000000 on #303030: 1.59", "on white: focus (escape) #303030 on #000000: 1.59",
        "on white: section #ffff00 on #ffffff: 1.07", "on white: section (escape) #ffffff on #ffff00: 1.07",
      ])
  }
}
