import ReorderCore
import ReorderFrontEnd
import ReorderTree

/// Loading as a tree or an outline beside loading the same bytes as a
/// list: the tree's reading (a TreeReader fed each chunk, as
/// `reorder --tree` loads) must cost at most 0.3× more.
///
/// - a 1,000,000-line indented plan (`--tree`): depths 0–4, two spaces,
///   a blank line every 50 rows;
/// - a 100,000-heading Markdown document (`--outline`; OutlineFigures.swift):
///   YAML front matter, setext and ATX headings, fences, HTML blocks and
///   list items holding `#` lines, paragraphs, lists; the same without
///   lists (about 5 lines a heading); and that with three more
///   paragraphs a section (23 lines a heading, as in the Markdown
///   documents the oracle tests keep), at 100,000 headings and at 23,000
///   (as many lines as the dense input: a load that stays in the caches,
///   where 2.3 million lines do not).
///
/// Each figure is the median of 5 runs, in this thread's CPU time.
func measureTreeLoad() {
  let tree = treeInput(lines: 1_000_000)
  let outline = outlineInput(headings: 100_000)
  let prose = outlineInput(headings: 100_000, lists: false)
  let documents = outlineInput(headings: 100_000, lists: false, paragraphs: 3)
  let fewer = outlineInput(headings: 23_000, lists: false, paragraphs: 3)
  print("")
  print("| load, same bytes | as a list (ms) | as a tree (ms) | ratio |")
  print("| --- | ---: | ---: | ---: |")
  for (name, bytes, reading) in [
    ("1,000,000 lines, --tree", tree, TreeReading.indentation(tabWidth: 8)),
    ("100,000 headings, --outline (\(lineCount(outline)) lines)", outline, .markdownHeadings),
    ("100,000 headings without lists, --outline (\(lineCount(prose)) lines)", prose, .markdownHeadings),
    (
      "the same, 23 lines a heading as in the kept documents (\(lineCount(documents)) lines)", documents,
      .markdownHeadings
    ),
    (
      "23,000 headings, 23 lines a heading (\(lineCount(fewer)) lines, as many as without lists)", fewer,
      .markdownHeadings
    ),
  ] {
    let asList = median((0..<5).map { _ in milliseconds(measureCPU { sink &+= load(bytes).count }) })
    let asTree = median(
      (0..<5).map { _ in
        milliseconds(
          measureCPU {
            let (list, rows) = loadTree(bytes, reading: reading)
            sink &+= list.count &+ rows.count
          })
      })
    print("| \(name) | \(format(asList)) | \(format(asTree)) | \(format(asTree / asList, 2))× |")
  }
  measureOutlineBesideCmark(outline)
  measureOutlineBesideCmark(prose)
}

func lineCount(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

/// An indented plan: each row at most one deeper than the one before.
func treeInput(lines: Int) -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(lines * 30)
  var depth = 0
  for i in 0..<lines {
    if i % 50 == 49 {
      bytes.append(0x0A)
      continue
    }
    // 0 1 2 3 4 2 3 1 … : deeper by one, or back up.
    let step = i % 7
    depth = step < 4 ? min(depth + 1, 4) : max(0, depth - step + 3)
    if i % 977 == 0 { depth = 0 }
    bytes += [UInt8](repeating: 0x20, count: depth * 2)
    bytes += Array("- [ ] task \(i) of the plan\n".utf8)
  }
  return bytes
}

/// A drag step of a lifted subtree of 100,000 rows beside one of a single
/// row, in one list: "big" with 100,000 children, then 100,000 top-level
/// leaves. The subtree is a view over the order while it is dragged, so a
/// step costs the same; the drop (one level deeper) rewrites each row it
/// moves, so it costs in proportion to them.
func measureTreeDrag() {
  var bytes = Array("big\n".utf8)
  for i in 0..<100_000 { bytes += Array("  child \(i)\n".utf8) }
  for i in 0..<100_000 { bytes += Array("leaf \(i)\n".utf8) }
  print("")
  print("| tree drag, 200,001 rows | one row | subtree of 100,001 rows |")
  print("| --- | ---: | ---: |")
  var rows: [(String, Double, Double)] = [
    ("keyboard drag step, one row (ns)", 0, 0), ("pointer drag step, next row (ns)", 0, 0),
    ("pointer drag step sideways, ±1 level (ns)", 0, 0), ("lift (ns)", 0, 0),
    ("drop one level deeper (ns)", 0, 0),
  ]
  for (column, start) in [(1, 100_001 + 50_000), (2, 0)] {
    let figures = treeDragFigures(bytes, liftAt: start)
    for (index, figure) in figures.enumerated() {
      if column == 1 { rows[index].1 = figure } else { rows[index].2 = figure }
    }
  }
  for (name, one, subtree) in rows { print("| \(name) | \(format(one)) | \(format(subtree)) |") }
}

/// The figures of one lifted row (and its subtree) at `position`.
private func treeDragFigures(_ bytes: [UInt8], liftAt position: Int) -> [Double] {
  let list = load(bytes)
  guard let rows = try? TreeRows.read(list.store, reading: .indentation(tabWidth: 8)) else {
    fatalError("tree read")
  }
  var configuration = configuration()
  configuration.kind = TreeKind(rows: rows)
  var engine = ReorderEngine(list: list, width: 120, height: 40, configuration: configuration)
  var time = Duration.seconds(1)
  _ = engine.handle(.cursor(.to(position)), at: time)
  let lift = measureCPU { _ = engine.handle(.holdKey(.press), at: time) }
  precondition(engine.isDragging)
  var model = AppModel(engine: engine)
  let (keyboard, pointer) = verticalDragSteps(&model, time: &time)
  let sideways = stepFigure("", steps: 100_000, model: &model, time: &time) { step in
    .pointerMoved(Point(x: step % 2 == 0 ? 6 : 4, y: 20))
  }.1
  _ = model.engine.handle(.pointerMoved(Point(x: 6, y: 20)), at: time)
  let drop = measureCPU { _ = model.engine.handle(.pointerUp(Point(x: 6, y: 20)), at: time) }
  precondition(!model.engine.isDragging)
  return [keyboard, pointer, sideways, nanoseconds(lift), nanoseconds(drop)]
}

/// A keyboard drag step (the lifted row down and up again) and, after Esc,
/// a pointer drag step of the same row pressed and held, in ns each; the
/// pointer lift stays on for what follows.
func verticalDragSteps(_ model: inout AppModel, time: inout Duration) -> (keyboard: Double, pointer: Double) {
  let keyboard = stepFigure("", steps: 100_000, model: &model, time: &time) { step in
    .cursor(.vertical(step % 2 == 0 ? 1 : -1))
  }.1
  _ = model.engine.handle(.escape, at: time)
  time += .seconds(1)
  let row = model.engine.layout.origin(ofPosition: model.engine.shownFocus)?.y ?? 0
  _ = model.engine.handle(.pointerDown(Point(x: 4, y: row), .primary, shift: false), at: time)
  _ = model.engine.handle(.tick, at: time + .milliseconds(1))
  precondition(model.engine.isDragging)
  let pointer = stepFigure("", steps: 100_000, model: &model, time: &time) { step in
    .pointerMoved(Point(x: 4, y: 1 + step % 37))
  }.1
  return (keyboard, pointer)
}
