import ReorderCore
import ReorderFrontEnd

/// Search over ten million lines, in engine CPU time: `n` to a match ten
/// rows ahead (what the frame after the key waits for), and a query that
/// matches nothing: the whole scan, and the longest slice between two
/// input polls (what a key typed meanwhile waits for at most).
func measureSearch(items: Int = 10_000_000) {
  let list = load(lines(items))
  var engine = ReorderEngine(list: list, width: 120, height: 40, configuration: configuration())
  var time = Duration.seconds(1)
  let middle = items / 2
  let near = median(
    (0..<5).map { _ in
      time += .milliseconds(1)
      _ = engine.handle(.cursor(.to(middle)), at: time)
      return milliseconds(
        measureCPU {
          _ = engine.handle(.search("file-\(middle + 10).", forward: true, includeCurrent: false), at: time)
        })
    })
  precondition(engine.focus == middle + 10)
  var longestSlice = 0.0
  var slices = 0
  let none = median(
    (0..<3).map { run in
      time += .milliseconds(1)
      _ = engine.handle(.cursor(.to(middle)), at: time)
      return milliseconds(
        measureCPU {
          // A new query each run: a known one is known to match nothing.
          _ = engine.handle(.search("zzz\(run)", forward: true, includeCurrent: false), at: time)
          while engine.hasPendingWork {
            let slice = milliseconds(measureCPU { engine.continueWork(budget: 1 << 20) })
            longestSlice = max(longestSlice, slice)
            slices += 1
          }
        })
    })
  precondition(engine.narration == Narrator.notFound("zzz2"))
  print(
    "- search, \(items) lines: n to a match 10 rows ahead \(format(near, 3)) ms; "
      + "no match: \(format(none)) ms in all, in slices of at most \(format(longestSlice, 2)) ms "
      + "(\(slices / 3) slices) between input polls")
}
