import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// When the painter lets the terminal move rows (``ScrollShift``): when
/// that saves more bytes than the scroll costs.
@Suite struct ScrollShiftTests {
  /// A list of `rows` plain rows of `text(y)`, with the lifted row's band
  /// on row `lifted`.
  private func list(_ rows: Int, width: Int = 120, lifted: Int? = nil, text: (Int) -> String) -> Canvas {
    var c = Canvas(width: width, height: rows)
    for y in 0..<rows { c.draw(text(y), at: Point(x: 0, y: y), style: .normal) }
    if let lifted {
      c.fill(row: lifted, style: Style(.snapshot))
      c.draw("░ lifted row", at: Point(x: 0, y: lifted), style: Style(.snapshot))
    }
    return c
  }

  @Test func aListScrolledByOneRowIsOneScroll() {
    let before = list(10) { "  item \($0 + 100)" }
    let after = list(10) { "  item \($0 + 101)" }
    #expect(ScrollShift.find(after, over: before, rows: 10) == ScrollShift(top: 0, bottom: 9, by: 1))
    #expect(ScrollShift.find(before, over: after, rows: 10) == ScrollShift(top: 0, bottom: 9, by: -1))
  }

  /// A drag step: the row below the lifted one moves up into its place,
  /// with its look; only the lifted row is painted again.
  @Test func aDragStepScrollsTheNeighbourIntoPlace() {
    // The rows other than the lifted one, in order, with the lifted
    // row's band at `lifted`.
    func frame(lifted: Int) -> Canvas {
      list(20, lifted: lifted) { y in
        let item = y < lifted ? y : y - 1
        return "  src/m\(100 + item)/file-00000\(100 + item).go"
      }
    }
    let down = ScrollShift.find(frame(lifted: 6), over: frame(lifted: 5), rows: 20)
    #expect(down == ScrollShift(top: 5, bottom: 6, by: 1))
    let up = ScrollShift.find(frame(lifted: 5), over: frame(lifted: 6), rows: 20)
    #expect(up == ScrollShift(top: 5, bottom: 6, by: -1))
  }

  /// Rows of one letter cost less to paint than a scroll.
  @Test func shortRowsArePaintedNotScrolled() {
    let before = list(4, width: 10) { ["a", "b", "c", "d"][$0] }
    let after = list(4, width: 10) { ["b", "a", "c", "d"][$0] }
    #expect(ScrollShift.find(after, over: before, rows: 4) == nil)
    #expect(ScrollShift.paintCost(before, row: 0) == 3 + 1 + 8)
  }

  /// A board at 120×40: seven columns of 16 cells and one between, 38
  /// rows of cards; a card lifted from row 3 of the first column floats
  /// over the second column's row 3. Cards of column `c`, in order, with
  /// a gap (the card's placeholder) where it would land.
  private func board(gapIn gapColumn: Int, floatingOver floating: Int) -> Canvas {
    var c = Canvas(width: 120, height: 40)
    for column in 0..<7 {
      let xs = column * 17..<(column * 17 + 16)
      c.bands.append(xs)
      var card = 0
      for y in 1..<39 {
        if column == gapColumn && y == 3 {
          c.draw(
            "  card 0.3", at: Point(x: xs.lowerBound, y: y), limit: xs.upperBound, style: Style(.placeholder))
          continue
        }
        if column == 0 && card == 2 { card += 1 }  // the lifted card left column 0
        c.draw(
          "  card \(column).\(card + 1)", at: Point(x: xs.lowerBound, y: y), limit: xs.upperBound,
          style: .normal)
        card += 1
      }
    }
    let x = floating * 17
    c.fill(row: 3, from: x, to: x + 16, style: Style(.snapshot))
    c.draw("  card 0.3", at: Point(x: x, y: 3), limit: x + 16, style: Style(.snapshot))
    c.fill(row: 39, style: Style(.status))
    c.draw("Moving \"card 0.3\" to column \(gapColumn + 1)", at: Point(x: 1, y: 39), style: Style(.status))
    return c
  }

  /// A card to the next column: each column's cards scroll by themselves
  /// within left and right margins (the one it left up, the one it
  /// entered down), and no whole line does.
  @Test func aCardToTheNextColumnScrollsTheTwoColumnsWithinMargins() {
    let before = board(gapIn: 0, floatingOver: 0)
    let after = board(gapIn: 1, floatingOver: 1)
    #expect(ScrollShift.find(after, over: before, rows: 39) == nil)
    #expect(ScrollShift.find(after, over: before, rows: 39, columns: 0..<16)?.by == 1)
    #expect(ScrollShift.find(after, over: before, rows: 39, columns: 17..<33)?.by == -1)
    #expect(ScrollShift.find(after, over: before, rows: 39, columns: 34..<50) == nil)

    var terminal = AnsiPainter.Terminal.xterm
    var bytes: [Bool: Int] = [:]
    for margins in [false, true] {
      terminal.scrollsWithinMargins = margins
      var painter = AnsiPainter(theme: .dark, terminal: terminal)
      var model = TerminalModel(width: 120, height: 40, backColorErase: true)
      model.feed(painter.clearScreen())
      model.feed(painter.frame(before, over: Canvas(width: 120, height: 40)))
      let step = painter.frame(after, over: before)
      model.feed(step)
      #expect(model.violations.isEmpty, "\(model.violations)")
      #expect(PainterPropertyTests.check(model, shows: after, theme: .dark, "margins \(margins)"))
      #expect(visible(step).contains("␛[?69h") == margins, "\(visible(step))")
      bytes[margins] = step.count
    }
    // The columns' rows are not sent again: a fraction of the bytes.
    #expect(bytes[true]! * 3 < bytes[false]!, "\(bytes)")
  }

  /// Margins are allowed (`DECLRMM`) from the first scroll within them
  /// until the terminal is handed over, and again after someone else had
  /// it; between frames they are the whole width.
  @Test func marginsStayAllowedUntilTheTerminalIsHandedOver() {
    var terminal = AnsiPainter.Terminal()
    terminal.fullScreen = true
    terminal.scrollsRegions = true
    terminal.scrollsWithinMargins = true
    var painter = AnsiPainter(theme: .dark, terminal: terminal)
    var model = TerminalModel(width: 120, height: 40, backColorErase: false)
    let one = board(gapIn: 0, floatingOver: 0)
    let two = board(gapIn: 1, floatingOver: 1)
    model.feed(painter.clearScreen())
    model.feed(painter.frame(one, over: Canvas(width: 120, height: 40)))
    let first = painter.frame(two, over: one)
    let second = painter.frame(one, over: two)
    for step in [first, second] { model.feed(step) }
    #expect(PainterPropertyTests.check(model, shows: one, theme: .dark, "back"))
    #expect(visible(first).contains("␛[?69h") && !visible(second).contains("␛[?69h"))
    #expect(visible(first).hasSuffix("␛[s") || visible(first).contains("␛[r␛[s"), "\(visible(first))")
    let park = painter.park(atRow: 39)
    #expect(visible(park).hasPrefix("␛[?69l"), "\(visible(park))")
    painter.forget()
    #expect(visible(painter.frame(two, over: one)).contains("␛[?69h"))
    #expect(model.violations.isEmpty, "\(model.violations)")
  }
}
