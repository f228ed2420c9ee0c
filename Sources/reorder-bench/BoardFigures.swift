import ReorderBoard
import ReorderCore
import ReorderFrontEnd
import ReorderTerminal

/// A board (`--board`) beside the same bytes as a list:
///
/// - loading 100,000 cards in 20 columns (each card with one or two
///   indented sub-lines, a blank line after each column's last card) as a
///   list of lines, and as a board (the rows joined, headers flagged);
/// - engine time of a pointer drag step of a lifted card across rows of
///   other columns, and of `H`/`L` moving a card to the next column (a
///   commit), at 1,000 and at 100,000 cards;
/// - a frame of a pointer drag step at 120×40, engine step, render and
///   paint, on the board (a card from one column to the next at the same
///   row, and a column dragged by its header to the next place) beside the
///   list (the next row; the top row to the bottom one, which shifts every
///   row as a card leaving a column shifts that column's): the bytes the
///   terminal gets (``FrameMeter``) and the CPU time, as ratios to the
///   list's next row; the card's step again on a terminal with left and
///   right margins (xterm), where each column's cards scroll by themselves.
///
/// Each figure is the median of 5 runs, in this thread's CPU time.
func measureBoard() {
  let big = boardInput(cards: 100_000, columns: 20)
  print("")
  print("| load, same bytes | as a list (ms) | as a board (ms) | ratio |")
  print("| --- | ---: | ---: | ---: |")
  let asList = median((0..<5).map { _ in milliseconds(measureCPU { sink &+= load(big).count }) })
  let asBoard = median((0..<5).map { _ in milliseconds(measureCPU { sink &+= loadBoard(big).count }) })
  print(
    "| 100,000 cards in 20 columns (\(big.count / 1_000_000) MB) | \(format(asList)) | \(format(asBoard)) "
      + "| \(format(asBoard / asList, 2))× |")
  print("")
  print("| board engine time | 1,000 cards | 100,000 cards | ratio |")
  print("| --- | ---: | ---: | ---: |")
  let small = loadBoard(boardInput(cards: 1_000, columns: 20))
  let large = loadBoard(big)
  let drag = (boardDragStep(small), boardDragStep(large))
  print(
    "| pointer drag step of a lifted card (ns) | \(format(drag.0)) | \(format(drag.1)) | \(format(drag.1 / drag.0, 2))× |"
  )
  let move = (boardMove(small), boardMove(large))
  print(
    "| H/L: a card to the next column, committed (µs) | \(format(move.0 / 1000)) | \(format(move.1 / 1000)) | \(format(move.1 / move.0, 2))× |"
  )
  measureBoardFrames(small)
}

/// Frames of drag steps at 120×40: the list's next row beside a board's
/// card going to the next column and a column going to the next place.
private func measureBoardFrames(_ board: ReorderList) {
  print("")
  print("| drag step frame at 120×40 | bytes | ratio to the list | CPU (µs) | ratio to the list |")
  print("| --- | ---: | ---: | ---: | ---: |")
  let list = load(lines(1_000))
  var (listModel, listTime) = dragging(list, driver: .pointer)
  let listStep = frameStep(&listModel, time: &listTime) { step in Point(x: 4, y: 1 + step % 37) }
  // The gap from the top row to the bottom one and back: every row shifts.
  let listFar = frameStep(&listModel, time: &listTime) { step in Point(x: 4, y: step % 2 == 0 ? 1 : 37) }
  var (cardModel, cardTime) = boardDragging(board, header: false)
  // The card's row, in the next column and back (17 cells a column).
  let cardStep = frameStep(&cardModel, time: &cardTime) { step in Point(x: 4 + 17 * (step % 2), y: 1) }
  let marginStep = frameStep(&cardModel, time: &cardTime, margins: true) { step in
    Point(x: 4 + 17 * (step % 2), y: 1)
  }
  var (columnModel, columnTime) = boardDragging(board, header: true)
  let columnStep = frameStep(&columnModel, time: &columnTime) { step in Point(x: 4 + 17 * (step % 2), y: 0) }
  for (name, figure) in [
    ("list: the next row", listStep), ("list: top ↔ bottom row", listFar),
    ("board: a card to the next column", cardStep),
    ("board: the same, with left/right margins (xterm)", marginStep),
    ("board: a column to the next place", columnStep),
  ] {
    print(
      "| \(name) | \(format(figure.bytes)) | \(format(figure.bytes / listStep.bytes, 2))× "
        + "| \(format(figure.ns / 1000)) | \(format(figure.ns / listStep.ns, 2))× |")
  }
}

/// A board model at 120×40 with the first card (or the header) of its
/// first column lifted by the pointer.
private func boardDragging(_ list: ReorderList, header: Bool) -> (AppModel, Duration) {
  var configuration = configuration()
  configuration.kind = BoardKind()
  var engine = ReorderEngine(list: list, width: 120, height: 40, configuration: configuration)
  let time = Duration.seconds(1)
  _ = engine.handle(.pointerDown(Point(x: 4, y: header ? 0 : 1), .primary, shift: false), at: time)
  _ = engine.handle(.tick, at: time + .milliseconds(1))
  precondition(engine.isDragging)
  return (AppModel(engine: engine), time + .milliseconds(1))
}

/// The mean bytes and the median CPU time (ns) of one drag step's frame:
/// the pointer moved, the screen rendered and painted over the last one
/// (with `margins`, on a terminal with left and right margins).
private func frameStep(
  _ model: inout AppModel, time: inout Duration, margins: Bool = false, at point: (Int) -> Point
)
  -> (bytes: Double, ns: Double)
{
  var meter = FrameMeter(margins: margins)
  _ = meter.bytes(for: ListView.render(model.listScreen))
  var bytes = 0
  var steps = 0
  let ns = perStep(steps: 400) { n in
    for step in 0..<n {
      time += .milliseconds(1)
      _ = model.engine.handle(.pointerMoved(point(step)), at: time)
      bytes += meter.bytes(for: ListView.render(model.listScreen))
      steps += 1
    }
  }
  return (Double(bytes) / Double(steps), ns)
}

/// A taskell-like board: `## Column k`, a blank line, cards `- card i`
/// with `    > note` and every third `    * [ ] sub`.
func boardInput(cards: Int, columns: Int) -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(cards * 50)
  let perColumn = cards / columns
  for column in 0..<columns {
    bytes += Array("## Column \(column)\n\n".utf8)
    for card in 0..<perColumn {
      let i = column * perColumn + card
      bytes += Array("- card \(i) of the board\n    > a note on card \(i)\n".utf8)
      if i % 3 == 0 { bytes += Array("    * [ ] a sub-task\n".utf8) }
    }
    bytes.append(0x0A)
  }
  return bytes
}

/// The board's load as the program does it (`reorder --board`): the
/// cards' lines joined, the preamble fixed, the rows classified.
func loadBoard(_ bytes: [UInt8]) -> ReorderList {
  let store = loadStore(bytes)
  guard var options = try? Options.parse(["--board"]),
    let prepared = try? ReorderCommand.prepareKind(&options, store: store),
    let classify = try? AppModel.classifier(options, prepared: prepared)
  else { fatalError("board load") }
  return ReorderList(
    store: store, fixedCount: options.headerLines, classify: classify, flagsLead: prepared.flagsLead)
}

private func boardEngine(_ list: ReorderList) -> (ReorderEngine, Duration) {
  var configuration = configuration()
  configuration.kind = BoardKind()
  var engine = ReorderEngine(list: list, width: 120, height: 40, configuration: configuration)
  let time = Duration.seconds(1)
  // The first card of the middle column.
  let columns = BoardColumns(list)
  _ = engine.handle(.cursor(.to(columns.cards(of: columns.columnCount / 2).lowerBound)), at: time)
  return (engine, time)
}

/// A lifted card dragged over rows 1…37 and back (headers and cards).
private func boardDragStep(_ list: ReorderList) -> Double {
  var (engine, time) = boardEngine(list)
  let row = engine.layout.origin(ofPosition: engine.focus)!.y
  _ = engine.handle(.pointerDown(Point(x: 4, y: row), .primary, shift: false), at: time)
  precondition(engine.isDragging)
  return perStep(steps: 50_000) { n in
    for step in 0..<n {
      time += .milliseconds(1)
      _ = engine.handle(.pointerMoved(Point(x: 4, y: 1 + step % 37)), at: time)
    }
    sink &+= engine.focus
  }
}

/// `L` then `H`: the focused card to the next column and back.
private func boardMove(_ list: ReorderList) -> Double {
  var (engine, time) = boardEngine(list)
  return perStep(steps: 200) { n in
    for step in 0..<n {
      time += .milliseconds(1)
      _ = engine.handle(.kind(BoardAction.moveSideways(by: step % 2 == 0 ? 1 : -1)), at: time)
    }
    sink &+= engine.focus
  }
}
