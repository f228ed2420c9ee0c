// reorder-bench: engine figures, in release builds (`make bench`).
//
// - ns per drag step (a pointer `changed` event, re-hit-test, the live
//   shift of the visible rows) at 1,000 and 1,000,000 items: a step must not
//   cost O(n), so the two should be close;
// - the cost of committing the drop (one O(n) pass at most);
// - time to load 1,000,000 lines (~25 bytes each) into the store and list.
import ReorderCore

#if canImport(Glibc)
  import Glibc
#endif

let clock = ContinuousClock()

func lines(_ count: Int) -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(count * 26)
  for i in 0..<count {
    bytes += Array("src/module\(i % 977)/file-\(i).swift\n".utf8)
  }
  return bytes
}

func load(_ bytes: [UInt8]) -> ReorderList {
  let store = ItemStore(expectedBytes: bytes.count)
  var offset = 0
  let chunk = 1 << 18
  bytes.withUnsafeBytes { raw in
    while offset < raw.count {
      let end = min(offset + chunk, raw.count)
      store.append(UnsafeRawBufferPointer(rebasing: raw[offset..<end]))
      offset = end
    }
  }
  store.finish()
  return ReorderList(store: store)
}

struct StepFigures {
  var nsPerStep: Double
  var nsPerStepWithRows: Double
  var commitMilliseconds: Double
}

/// Lifts the middle row with the pointer and moves it `steps` times between
/// rows of a 120×40 viewport, reading the 39 visible rows after each step
/// as the view does.
func dragSteps(items: Int, steps: Int) -> StepFigures {
  var configuration = EngineConfiguration()
  configuration.longPressDuration = .zero
  configuration.animationDuration = .zero
  configuration.autoScrollEdgeRows = 0
  var engine = ReorderEngine(list: load(lines(items)), width: 120, height: 40, configuration: configuration)
  var time = Duration.seconds(1)
  _ = engine.handle(.cursor(.to(items / 2)), at: time)
  let row = engine.layout.origin(ofPosition: engine.focus)!.y
  _ = engine.handle(.pointerDown(Point(x: 4, y: row), .primary, shift: false), at: time)
  precondition(engine.isDragging)
  var sink = 0
  let plain = clock.measure {
    for step in 0..<steps {
      time += .milliseconds(1)
      _ = engine.handle(.pointerMoved(Point(x: 4, y: 1 + step % 37)), at: time)
    }
  }
  let withRows = clock.measure {
    for step in 0..<steps {
      time += .milliseconds(1)
      _ = engine.handle(.pointerMoved(Point(x: 4, y: 1 + step % 37)), at: time)
      for position in engine.layout.visiblePositions { sink &+= engine.displayed(at: position).id }
    }
  }
  let commit = clock.measure {
    _ = engine.handle(.pointerUp(Point(x: 4, y: 3)), at: time)
  }
  precondition(!engine.isDragging && sink != 42)
  return StepFigures(
    nsPerStep: Double(plain.components.attoseconds / 1_000_000_000 + plain.components.seconds * 1_000_000_000) / Double(steps),
    nsPerStepWithRows: Double(withRows.components.attoseconds / 1_000_000_000 + withRows.components.seconds * 1_000_000_000) / Double(steps),
    commitMilliseconds: milliseconds(commit))
}

func milliseconds(_ d: Duration) -> Double {
  Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

func format(_ value: Double, _ digits: Int = 1) -> String {
  let scale = Double([1, 10, 100, 1000][min(digits, 3)])
  let rounded = (value * scale).rounded() / scale
  return String(rounded)
}

let small = dragSteps(items: 1_000, steps: 200_000)
let large = dragSteps(items: 1_000_000, steps: 200_000)
let input = lines(1_000_000)
var loaded = 0
let loadTime = clock.measure { loaded = load(input).count }
precondition(loaded == 1_000_000)

print("reorder-bench (release build; each figure is one run)")
print("")
print("| figure | 1,000 items | 1,000,000 items | ratio |")
print("| --- | ---: | ---: | ---: |")
print("| drag step, engine (ns) | \(format(small.nsPerStep)) | \(format(large.nsPerStep)) | \(format(large.nsPerStep / small.nsPerStep, 2))× |")
print("| drag step + 39 visible rows (ns) | \(format(small.nsPerStepWithRows)) | \(format(large.nsPerStepWithRows)) | \(format(large.nsPerStepWithRows / small.nsPerStepWithRows, 2))× |")
print("| commit the drop (ms) | \(format(small.commitMilliseconds, 3)) | \(format(large.commitMilliseconds, 3)) | |")
print("")
print("load 1,000,000 lines (\(input.count / 1_000_000) MB) into store and list: \(format(milliseconds(loadTime))) ms")
