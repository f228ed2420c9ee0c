// reorder-bench: engine figures, in release builds (`make bench`).
//
// Each figure is measured at 1,000 and at 1,000,000 items in a 120×40
// viewport; a step must not cost O(n), so the ratio should stay near 1:
//
// - pointer drag steps (a `changed` event: re-hit-test, re-aim, narrate),
//   to the next row, and jumping between the top and bottom rows;
// - the same plus reading the 39 visible rows as the view does;
// - pointer drag steps while the wheel scrolls 10,000 rows a step (the
//   target moves far in the list);
// - keyboard drag steps: one row (Down/Up), and Home/End (first ↔ last);
// - auto-scroll ticks every 20 ms with the pointer held on the bottom edge,
//   from the top until the last row (also: how long that takes in engine
//   time, the figure the real tool must match);
// - a whole frame: ListView.render of the dragging model into a Canvas;
// - committing the drop, loading 1,000,000 lines, and serializing them for
//   Enter (to memory, no disk);
// - loading as a tree and as an outline beside the same bytes as a list
//   (TreeFigures.swift), and collapsing and dragging past collapsed rows
//   in a 1,000,000-row tree (TreeFoldFigures.swift).
//
// Every loop feeds its results into a sink the optimizer cannot drop; each
// figure is the median of 5 runs of many steps, in this thread's CPU time
// (the machine is shared: wall time would count other processes' turns).
//
// `reorder-bench load FILE [RUNS]` instead times the bare load of FILE
// (BareLoad.swift), for bench/compare.sh; `reorder-bench tree` prints only
// the tree and outline figures, `reorder-bench board` the board's
// (BoardFigures.swift); `reorder-bench once KIND [N]` is one load of those
// inputs for callgrind (LoadOnce.swift).
import ReorderBoard
import ReorderCore
import ReorderFrontEnd
import ReorderTerminal
import ReorderTree

#if canImport(Glibc)
  import Glibc
#endif

let clock = ContinuousClock()
nonisolated(unsafe) var sink = 0
// The kinds the figures load through the command line's own path.
KindModules.install([BoardModule(), TreeModule(), OutlineModule()])

if CommandLine.arguments.count >= 3 && CommandLine.arguments[1] == "load" {
  bareLoad(
    path: CommandLine.arguments[2], runs: CommandLine.arguments.dropFirst(3).first.flatMap { Int($0) } ?? 5)
}

if CommandLine.arguments.count >= 2 && CommandLine.arguments[1] == "once" {
  loadOnce(arguments: Array(CommandLine.arguments.dropFirst(2)))
}

if CommandLine.arguments.count == 2 && CommandLine.arguments[1] == "board" {
  measureBoard()
  exit(0)
}

if CommandLine.arguments.count == 2 && CommandLine.arguments[1] == "tree" {
  measureTreeLoad()
  measureTreeDrag()
  measureTreeFolds()
  exit(0)
}

func lines(_ count: Int) -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(count * 26)
  for i in 0..<count {
    bytes += Array("src/module\(i % 977)/file-\(i).swift\n".utf8)
  }
  return bytes
}

func load(_ bytes: [UInt8]) -> ReorderList { ReorderList(store: loadStore(bytes)) }

/// The bytes read into a store as the program reads a file: in chunks of
/// 256 KiB, then finished. `afterEachChunk` sees the store after each
/// chunk and after the end (a tree's reader takes in each chunk's lines).
func loadStore(_ bytes: [UInt8], afterEachChunk: (ItemStore) -> Void = { _ in }) -> ItemStore {
  let store = ItemStore(expectedBytes: bytes.count)
  var offset = 0
  let chunk = 1 << 18
  bytes.withUnsafeBytes { raw in
    while offset < raw.count {
      let end = min(offset + chunk, raw.count)
      store.append(UnsafeRawBufferPointer(rebasing: raw[offset..<end]))
      afterEachChunk(store)
      offset = end
    }
  }
  store.finish()
  afterEachChunk(store)
  return store
}

/// The load of `reorder --tree` or `--outline`: the bytes read as a list,
/// each chunk's lines read as tree rows as they arrive
/// (`TreeInput.load`), the preamble fixed.
func loadTree(_ bytes: [UInt8], reading: TreeReading) -> (ReorderList, TreeRows) {
  var reader = TreeReader(reading: reading)
  let store = loadStore(bytes) { reader.read($0) }
  guard let rows = try? reader.rows(of: store) else { fatalError("tree read") }
  var preamble = 0
  while preamble < rows.count && rows.role(ofID: UInt32(preamble)) == .preamble { preamble += 1 }
  return (ReorderList(store: store, fixedCount: preamble), rows)
}

func nanoseconds(_ d: Duration) -> Double {
  Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
}

func milliseconds(_ d: Duration) -> Double { nanoseconds(d) / 1e6 }

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// This thread's CPU time: unlike the wall clock, it does not count the
/// time other processes had the CPU (the machine is shared).
func cpuTime() -> Duration {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
}

/// CPU time of `body`.
func measureCPU(_ body: () -> Void) -> Duration {
  let start = cpuTime()
  body()
  return cpuTime() - start
}

/// The median over `runs` of the CPU time per step of `body(steps)`.
func perStep(runs: Int = 5, steps: Int, _ body: (Int) -> Void) -> Double {
  median((0..<runs).map { _ in nanoseconds(measureCPU { body(steps) }) / Double(steps) })
}

/// One engine action a step, a millisecond apart, on a model: the CPU time
/// per step (ns). `alsoEachStep` runs after each action (what a frame
/// would read).
func stepFigure(
  _ name: String, steps: Int, model: inout AppModel, time: inout Duration,
  alsoEachStep: (AppModel) -> Void = { _ in }, _ action: (Int) -> EngineAction
) -> (String, Double) {
  let nanoseconds = perStep(steps: steps) { n in
    for step in 0..<n {
      time += .milliseconds(1)
      _ = model.engine.handle(action(step), at: time)
      alsoEachStep(model)
    }
    sink &+= model.engine.focus
  }
  return (name, nanoseconds)
}

func configuration() -> EngineConfiguration {
  var configuration = EngineConfiguration()
  configuration.longPressDuration = .zero
  configuration.animationDuration = .zero
  return configuration
}

/// A model with the middle row lifted by the pointer (or by the keyboard).
func dragging(_ list: ReorderList, driver: DragSession.Driver, edgeRows: Int = 0) -> (
  AppModel, Duration
) {
  var configuration = configuration()
  configuration.autoScrollEdgeRows = edgeRows
  var engine = ReorderEngine(list: list, width: 120, height: 40, configuration: configuration)
  let time = Duration.seconds(1)
  _ = engine.handle(.cursor(.to(list.count / 2)), at: time)
  switch driver {
  case .pointer:
    let row = engine.layout.origin(ofPosition: engine.focus)!.y
    _ = engine.handle(.pointerDown(Point(x: 4, y: row), .primary, shift: false), at: time)
  case .keyboard:
    _ = engine.handle(.holdKey(.press), at: time)
  }
  precondition(engine.isDragging)
  return (AppModel(engine: engine), time)
}

struct Figures {
  var rows: [(String, Double)] = []
  var notes: [String] = []
}

func measure(items: Int) -> Figures {
  var figures = Figures()
  let list = load(lines(items))
  measurePointerDrag(list, steps: 100_000, into: &figures)
  measureKeyboardDrag(list, steps: 100_000, into: &figures)
  measureAutoScroll(list, into: &figures)
  return figures
}

/// Pointer: the next row each step (1…37, then back to 1), the far row, the
/// wheel, a frame, and the drop.
func measurePointerDrag(_ list: ReorderList, steps: Int, into figures: inout Figures) {
  var (model, time) = dragging(list, driver: .pointer)
  figures.rows.append(
    stepFigure("pointer drag step, next row (ns)", steps: steps, model: &model, time: &time) { step in
      .pointerMoved(Point(x: 4, y: 1 + step % 37))
    })
  figures.rows.append(
    stepFigure(
      "… plus reading the 39 visible rows (ns)", steps: steps, model: &model, time: &time,
      alsoEachStep: { model in
        for position in model.engine.layout.visiblePositions {
          sink &+= model.engine.displayed(at: position).id
        }
      }
    ) { step in .pointerMoved(Point(x: 4, y: 1 + step % 37)) })
  figures.rows.append(
    stepFigure("pointer drag step, top ↔ bottom row (ns)", steps: steps, model: &model, time: &time) { step in
      .pointerMoved(Point(x: 4, y: step % 2 == 0 ? 0 : 38))
    })
  figures.rows.append(
    stepFigure("pointer drag + wheel ±10,000 rows a step (ns)", steps: steps, model: &model, time: &time) {
      step in .scroll(step % 2 == 0 ? 10_000 : -10_000)
    })
  var canvasCells = 0
  figures.rows.append(
    stepFigure(
      "frame: ListView.render while dragging (ns)", steps: 2_000, model: &model, time: &time,
      alsoEachStep: { model in canvasCells &+= ListView.render(model.listScreen).cells.count }
    ) { step in .pointerMoved(Point(x: 4, y: 1 + step % 37)) })
  sink &+= canvasCells
  let commit = measureCPU { _ = model.engine.handle(.pointerUp(Point(x: 4, y: 3)), at: time) }
  precondition(!model.engine.isDragging)
  figures.rows.append(("commit the drop (ns)", nanoseconds(commit)))
}

/// Keyboard: one row down and up; Home and End.
func measureKeyboardDrag(_ list: ReorderList, steps: Int, into figures: inout Figures) {
  var (model, time) = dragging(list, driver: .keyboard)
  figures.rows.append(
    stepFigure("keyboard drag step, one row (ns)", steps: steps, model: &model, time: &time) { step in
      .cursor(.vertical(step % 2 == 0 ? 1 : -1))
    })
  figures.rows.append(
    stepFigure("keyboard drag step, Home ↔ End (ns)", steps: steps, model: &model, time: &time) { step in
      .cursor(step % 2 == 0 ? .last : .first)
    })
  precondition(model.engine.isDragging)
}

/// Auto-scroll: lift the first row, hold on the bottom edge, tick every
/// 20 ms until the row is at the last position.
func measureAutoScroll(_ list: ReorderList, into figures: inout Figures) {
  let items = list.count
  var config = configuration()
  config.autoScrollEdgeRows = 2
  var engine = ReorderEngine(list: list, width: 120, height: 40, configuration: config)
  var time = Duration.seconds(1)
  _ = engine.handle(.pointerDown(Point(x: 4, y: 0), .primary, shift: false), at: time)
  _ = engine.handle(.pointerMoved(Point(x: 4, y: 38)), at: time)
  var ticks = 0
  let elapsed = measureCPU {
    while engine.focus < items - 1 && ticks < 10_000_000 {
      time += config.autoScrollInterval
      _ = engine.handle(.tick, at: time)
      ticks += 1
    }
  }
  precondition(engine.focus == items - 1, "auto-scroll never reached the end")
  figures.rows.append(
    ("auto-scroll tick, 20 ms apart (ns)", nanoseconds(elapsed) / Double(ticks)))
  figures.rows.append(("auto-scroll to the last row, engine time (s)", Double(ticks) * 0.02))
}

func format(_ value: Double, _ digits: Int = 1) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return String(rounded)
}

let small = measure(items: 1_000)
let large = measure(items: 1_000_000)

let input = lines(1_000_000)
let loadTime = median(
  (0..<3).map { _ in
    milliseconds(measureCPU { sink &+= load(input).count })
  })
let loaded = load(input)
var serialized = 0
let serializeTime = median(
  (0..<3).map { _ in
    milliseconds(
      measureCPU {
        serialized = 0
        try? OutputWriter.serialize(loaded) { chunk in serialized += chunk.count }
      })
  })
precondition(serialized == input.count, "serialize lost bytes")
// Worst case for runs: every row moved (the order reversed).
var reversed = loaded
let all = PositionSet(0..<loaded.count)
reversed.apply(.delete(positions: all, ids: loaded.order.array))
reversed.apply(.insert(positions: all, ids: loaded.order.array.reversed()))
precondition(reversed.id(at: 0) == loaded.count - 1)
let serializeReversedTime = median(
  (0..<3).map { _ in
    milliseconds(
      measureCPU {
        serialized = 0
        try? OutputWriter.serialize(reversed) { chunk in serialized += chunk.count }
      })
  })
precondition(serialized == input.count, "serialize lost bytes")

print("reorder-bench (release build; CPU time, medians of 5 runs of many steps; 120×40 viewport)")
print("")
print("| figure | 1,000 items | 1,000,000 items | ratio |")
print("| --- | ---: | ---: | ---: |")
for (index, row) in small.rows.enumerated() {
  let big = large.rows[index].1
  // A drop commit is O(rows moved past) and the auto-scroll time grows
  // with the rows to pass: neither is a step, so no ratio.
  let isStep = !row.0.hasPrefix("commit") && !row.0.contains("engine time")
  let ratio = isStep && row.1 > 0 ? format(big / row.1, 2) + "×" : ""
  print("| \(row.0) | \(format(row.1)) | \(format(big)) | \(ratio) |")
}
print("")
print(
  "- load 1,000,000 lines (\(format(Double(input.count) / 1e6)) MB) into store and list: \(format(loadTime)) ms"
)
print(
  "- serialize 1,000,000 lines for Enter (to memory, no disk): \(format(serializeTime)) ms unchanged, \(format(serializeReversedTime)) ms reversed (no two rows in load order)"
)
print("- commit the drop is O(rows between source and target), once per drop: not a step")
print(
  "- the auto-scroll ramp (AutoScroller), on the edge row: 45 rows/s doubling every 1.5 s up to 250,000 rows/s"
)
measureSearch()
measureTreeLoad()
measureBoard()
measureTreeDrag()
measureTreeFolds()
if sink == 42 { print("") }
