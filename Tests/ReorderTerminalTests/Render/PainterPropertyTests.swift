import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Whatever the painter saves (repeats, erases, rewriting instead of
/// moving, SGR by difference, state kept across frames), a terminal that
/// plays its bytes must show the canvas: checked on a terminal model
/// (``TerminalModel``), over sequences of random frames, for every mix of
/// terminal capabilities, full screen and inline, with and without
/// scrolling regions and left and right margins (canvases with bands of
/// columns that scroll by themselves, as a board's); and the cursor must
/// rest where the canvas says.
@Suite struct PainterPropertyTests {
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static let roles: [StyleRole] = [
    .normal, .focus, .pointer, .snapshot, .shade, .status, .statusAccent, .match,
  ]
  static let texts = ["a", "b", "x", "░", "é", "日", " ", " ", " "]

  /// A random change to a canvas: a run of one text and style, a row of
  /// blanks in one style (a band), or one glyph.
  static func mutate(_ canvas: inout Canvas, _ g: inout Generator) {
    let y = g.next(canvas.height)
    let x = g.next(canvas.width)
    let style = Style(roles[g.next(roles.count)])
    if !canvas.bands.isEmpty && g.next(3) == 0 {
      return scrollBand(&canvas, &g)
    }
    if g.next(6) == 0 { return shiftCharacters(&canvas, row: y, at: x, &g) }
    switch g.next(4) {
    case 3:
      // A scroll: a block of rows moves up or down, a new row comes in.
      let by = 1 + g.next(max(1, canvas.height / 2))
      let up = g.next(2) == 0
      var moved = Canvas(width: canvas.width, height: canvas.height)
      moved.bands = canvas.bands
      for row in 0..<canvas.height {
        let from = up ? row + by : row - by
        for column in 0..<canvas.width where from >= 0 && from < canvas.height {
          let cell = canvas[column, from]
          if cell.width != 0 {
            moved.draw(
              [Glyph(text: cell.text, width: Int(cell.width))], at: column, row: row, style: cell.style)
          }
        }
      }
      canvas = moved
    case 0:
      let text = String(repeating: texts[g.next(texts.count)], count: 1 + g.next(canvas.width))
      canvas.draw(text, at: Point(x: x, y: y), style: style)
    case 1:
      canvas.fill(row: y, from: x, style: style)
    default:
      canvas.draw(texts[g.next(texts.count)], at: Point(x: x, y: y), style: style)
    }
  }

  /// A band's rows from one row to another move up or down by one or two
  /// (a card left a board's column, or entered it), a new row comes in.
  static func scrollBand(_ canvas: inout Canvas, _ g: inout Generator) {
    let band = canvas.bands[g.next(canvas.bands.count)]
    let top = g.next(canvas.height)
    let bottom = top + g.next(canvas.height - top)
    let by = (1 + g.next(2)) * (g.next(2) == 0 ? 1 : -1)
    let old = canvas
    for row in top...bottom {
      let from = row + by
      canvas.fill(row: row, from: band.lowerBound, to: band.upperBound, style: .normal)
      guard from >= top && from <= bottom else {
        canvas.draw("n\(row)", at: Point(x: band.lowerBound, y: row), limit: band.upperBound, style: .normal)
        continue
      }
      for column in band {
        let cell = old[column, from]
        guard cell.width != 0 else { continue }
        canvas.draw(
          [Glyph(text: cell.text, width: Int(cell.width))], at: column, row: row, limit: band.upperBound,
          style: cell.style)
      }
    }
  }

  /// A row's text from `x` on moves right or left by one to three cells
  /// (a counter that grew or lost digits), a glyph comes in at the gap.
  static func shiftCharacters(_ canvas: inout Canvas, row y: Int, at x: Int, _ g: inout Generator) {
    let by = (1 + g.next(3)) * (g.next(2) == 0 ? 1 : -1)
    let old = canvas
    canvas.fill(row: y, from: x, style: .normal)
    for column in x..<canvas.width {
      let from = column - by
      guard from >= x && from < canvas.width else { continue }
      let cell = old[from, y]
      guard cell.width != 0 else { continue }
      canvas.draw([Glyph(text: cell.text, width: Int(cell.width))], at: column, row: y, style: cell.style)
    }
    canvas.draw(texts[g.next(texts.count)], at: Point(x: x, y: y), style: Style(roles[g.next(roles.count)]))
  }

  /// Two or three bands of columns with a column between them, or none.
  static func bands(width: Int, _ g: inout Generator) -> [Range<Int>] {
    guard g.next(3) != 0 else { return [] }
    let count = 2 + g.next(2)
    let each = width / count
    return (0..<count).map { $0 * each..<($0 + 1) * each - 1 }.filter { $0.count > 1 }
  }

  static func check(
    _ model: TerminalModel, shows canvas: Canvas, theme: Theme, _ note: String
  ) -> Bool {
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where canvas[x, y].width != 0 {
        let cell = canvas[x, y]
        if !model.shows(cell.text, theme.look(for: cell.style), x: x, y: y) {
          Issue.record("\(note): cell \(x),\(y) should be '\(cell.text)' \(cell.style), is \(model[x, y])")
          return false
        }
      }
    }
    return true
  }

  @Test(arguments: 0..<64)
  func everyFrameDrawsItsCanvas(mix: Int) {
    var terminal = AnsiPainter.Terminal()
    terminal.fullScreen = mix & 1 != 0
    terminal.repeats = mix & 2 != 0
    terminal.erasesCharacters = mix & 4 != 0
    terminal.backColorErase = mix & 8 != 0
    terminal.scrollsRegions = terminal.fullScreen && mix & 16 != 0
    terminal.scrollsWithinMargins = terminal.scrollsRegions && mix & 32 != 0
    terminal.shiftsCharacters = terminal.scrollsRegions
    let theme = Theme.dark
    var g = Generator(state: UInt64(mix) + 7)
    var scrolls = 0
    var bandScrolls = 0
    var characterShifts = 0
    defer {
      // (Whether a random frame shifts characters depends on the frame:
      // ``aCounterThatGrowsShiftsTheRestOfTheLine`` checks that it does.)
      if !terminal.shiftsCharacters { #expect(characterShifts == 0) }
      #expect((scrolls > 0) == terminal.scrollsRegions, "frames that scrolled: \(scrolls)")
      #expect(
        (bandScrolls > 0) == terminal.scrollsWithinMargins, "frames that scrolled bands: \(bandScrolls)")
    }
    for trial in 0..<20 {
      let width = 8 + g.next(40)
      let height = 2 + g.next(9)
      var painter = AnsiPainter(theme: theme, terminal: terminal)
      var model = TerminalModel(width: width, height: height, backColorErase: terminal.backColorErase)
      var canvas = Canvas(width: width, height: height)
      canvas.bands = Self.bands(width: width, &g)
      var shown: Canvas? = nil
      if terminal.fullScreen {
        model.feed(painter.clearScreen())
        shown = Canvas(width: width, height: height)
      }
      for step in 0..<40 {
        for _ in 0..<(1 + g.next(4)) { Self.mutate(&canvas, &g) }
        canvas.cursor = g.next(4) == 0 ? nil : Point(x: g.next(width), y: g.next(height))
        let bytes = painter.frame(canvas, over: shown)
        if visible(bytes).contains("r␛[") { scrolls += 1 }
        if visible(bytes).contains("␛[?69h") { bandScrolls += 1 }
        if visible(bytes).contains(/␛\[\d*[@P]/) { characterShifts += 1 }
        model.feed(bytes)
        shown = canvas
        let note = "mix \(mix) trial \(trial) step \(step)"
        guard model.violations.isEmpty else {
          Issue.record("\(note): \(model.violations)")
          return
        }
        guard Self.check(model, shows: canvas, theme: theme, note) else { return }
        // The cursor rests where the canvas says; inline, home when it
        // says nothing, with the default look.
        if let cursor = canvas.cursor {
          #expect(model.x == cursor.x && model.y == cursor.y, "\(note): the cursor is not at \(cursor)")
        }
        if !terminal.fullScreen {
          let rest = canvas.cursor ?? Point(x: 0, y: 0)
          #expect(
            model.x == rest.x && model.y == rest.y && model.look == Theme.Look(), "\(note): not at rest")
        }
      }
    }
  }

  /// A status line whose counter grows a digit: the rest of the line
  /// moves right by one cell, which the terminal does (`ICH`); only the
  /// digits are sent. Back to the shorter counter, `DCH`.
  @Test func aCounterThatGrowsShiftsTheRestOfTheLine() {
    var terminal = AnsiPainter.Terminal()
    terminal.fullScreen = true
    terminal.backColorErase = true
    terminal.shiftsCharacters = true
    func status(_ position: Int) -> Canvas {
      var c = Canvas(width: 100, height: 2)
      c.draw("  an item", at: Point(x: 0, y: 0), style: .normal)
      c.fill(row: 1, style: Style(.status))
      c.draw(" \(position)/1020 board ", at: Point(x: 0, y: 1), style: Style(.statusAccent))
      c.draw(
        "Moving to \"Column 0\", position 1 of 50 · \"card 0 of the board\"",
        at: Point(x: " \(position)/1020 board ".count + 1, y: 1), style: Style(.status))
      return c
    }
    var painter = AnsiPainter(theme: .dark, terminal: terminal)
    var model = TerminalModel(width: 100, height: 2, backColorErase: true)
    model.feed(painter.clearScreen())
    model.feed(painter.frame(status(2), over: Canvas(width: 100, height: 2)))
    let grow = painter.frame(status(52), over: status(2))
    model.feed(grow)
    #expect(Self.check(model, shows: status(52), theme: .dark, "grown"))
    #expect(visible(grow).contains("␛[@"), "\(visible(grow))")
    let shrink = painter.frame(status(2), over: status(52))
    model.feed(shrink)
    #expect(Self.check(model, shows: status(2), theme: .dark, "shrunk"))
    #expect(visible(shrink).contains("␛[P"), "\(visible(shrink))")
    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(grow.count < 40 && shrink.count < 40, "\(visible(grow)) and \(visible(shrink))")
  }

  /// The drag step the benchmark measures, at 120 columns: the lifted
  /// row's band moves down one row, the counter and the narration change
  /// a digit. On xterm-256color (`REP`, `bce`, scrolling regions) it
  /// costs well under 150 bytes: the terminal moves the band down one row
  /// (a two-row region and `SD`), and only the row it left is painted.
  @Test func aDragStepIsTwoRowsAndTheDigits() {
    let terminal = AnsiPainter.Terminal.xterm
    var painter = AnsiPainter(theme: .dark, terminal: terminal)
    func frame(lifted: Int) -> Canvas {
      var c = Canvas(width: 120, height: 40)
      for row in 0..<39 where row != lifted {
        c.draw("  src/m\(100 + row)/file-00000\(100 + row).go", at: Point(x: 0, y: row), style: .normal)
      }
      c.draw("░", at: Point(x: 0, y: lifted), style: Style(.shade))
      c.fill(row: lifted, from: 1, style: Style(.snapshot))
      c.draw(" src/m010/file-0000010.go", at: Point(x: 1, y: lifted), style: Style(.snapshot))
      c.fill(row: 39, style: Style(.status))
      c.draw(" \(lifted + 1)/1000000", at: Point(x: 0, y: 39), style: Style(.statusAccent))
      c.draw(
        "Moving \"src/m010/file-0000010.go\": position \(lifted + 1) of 1000000", at: Point(x: 12, y: 39),
        style: Style(.status))
      return c
    }
    var model = TerminalModel(width: 120, height: 40, backColorErase: true)
    model.feed(painter.clearScreen())
    model.feed(painter.frame(frame(lifted: 10), over: Canvas(width: 120, height: 40)))
    let step = painter.frame(frame(lifted: 11), over: frame(lifted: 10))
    model.feed(step)
    #expect(Self.check(model, shows: frame(lifted: 11), theme: .dark, "drag step"))
    #expect(step.count <= 110, "\(step.count) bytes: \(visible(step))")
    #expect(visible(step).hasPrefix("␛[m␛[11;12r␛[T␛[r"), "the band scrolled down by the terminal")
  }
}
