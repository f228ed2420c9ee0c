import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Golden screens of each palette: the same screens drawn with the colours
/// and attributes a terminal is asked for, inline (`{bold fg254 bg236}`),
/// with 256 colours and with 8. Re-recorded with `RECORD_SNAPSHOTS=1`.
@Suite struct PaletteSnapshotTests {
  /// Section headers (`#`), a locked row (`!`), a row with a control
  /// character (a visible escape), a selection, search matches on and off
  /// the focus band.
  static func listScreen() -> Canvas {
    var app = makeApp(
      ["# Today", "write the notes \u{07}", "read the news", "!locked: standup", "# Later", "walk the dog"],
      width: 34, height: 8)
    feed(&app, "jxk/the\r", at: ms(0))
    return ListView.render(app.listScreen)
  }

  /// A row lifted by the mouse and dragged below the rows: the raised row,
  /// its shade, and apart from it the gap where it will land.
  static func dragScreen() -> Canvas {
    var app = makeApp(["alpha", "beta", "gamma"], width: 34, height: 7)
    feed(&app, mouse(.press, x: 4, y: 0), at: ms(0))
    _ = app.tick(at: ms(600))
    feed(&app, mouse(.drag, x: 4, y: 5), at: ms(620))
    return ListView.render(app.listScreen)
  }

  /// The help's first rows.
  static func helpScreen() -> Canvas {
    var app = makeApp(["alpha"], width: 60, height: 5)
    feed(&app, "?", at: ms(0))
    return ListView.render(app.listScreen)
  }

  /// The lines of a canvas with each run of cells that look the same
  /// marked by its look.
  static func themedLines(_ canvas: Canvas, _ theme: Theme) -> [String] {
    (0..<canvas.height).map { y in
      var line = ""
      var current = Theme.Look()
      for x in 0..<canvas.width where canvas[x, y].width > 0 {
        let cell = canvas[x, y]
        let look = theme.look(for: cell.style)
        if look != current {
          if current != Theme.Look() { line += "{/}" }
          if look != Theme.Look() { line += "{\(describe(look))}" }
          current = look
        }
        line += cell.text
      }
      if current != Theme.Look() { line += "{/}" }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  static func describe(_ look: Theme.Look) -> String {
    let names: [(Theme.Attributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.reverse, "reverse"),
    ]
    var parts = names.filter { look.attributes.contains($0.0) }.map(\.1)
    if let foreground = look.foreground { parts.append("fg\(foreground)") }
    if let background = look.background { parts.append("bg\(background)") }
    return parts.joined(separator: " ")
  }

  @Test(arguments: Theme.Scheme.allCases)
  func palette(scheme: Theme.Scheme) {
    var lines: [String] = []
    for colors in [256, 8] {
      let theme = Theme.palette(scheme).forColors(colors)
      lines.append("== \(scheme), \(colors) colours: the list, a selection, search matches")
      lines += Self.themedLines(Self.listScreen(), theme)
      lines.append("== a row lifted and dragged")
      lines += Self.themedLines(Self.dragScreen(), theme)
      lines.append("== the help")
      lines += Self.themedLines(Self.helpScreen(), theme)
    }
    assertSnapshot(lines: lines, named: "palette-\(scheme)")
  }
}
