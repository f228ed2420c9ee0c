import ReorderCore
import ReorderFrontEnd
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// `reorder-bench load FILE [RUNS]`: the engine's bare load of FILE, as
/// `bench/compare.sh` sets it beside the whole program's launch → all
/// loaded and shown on the same input, in the same run.
///
/// A load is what the program does to the input before the interface can
/// show the last line, without the interface: open the file, read it into
/// an ``ItemStore`` (the same ``InputSource`` reads, to the end), split and
/// index it, and put every item in a ``ReorderList``. Wall time (the pty
/// measurement it is compared with is wall time too). No warm-up run: the
/// first run is the one a launch of the program is like, in a fresh
/// process whose memory the kernel must fault in and zero (on this
/// machine's kind that costs more than the reading itself: a second load
/// in the same process, on pages just freed, is up to five times faster).
/// The file should be in the page cache (compare.sh has just read it).
/// Prints one JSON object: every run's milliseconds, the first, their
/// median and minimum, and the item count.
func bareLoad(path: String, runs: Int) -> Never {
  let clock = ContinuousClock()
  var times: [Double] = []
  var items = 0
  for _ in 0..<max(1, runs) {
    let start = clock.now
    guard let source = try? InputSource(path: path, separator: 0x0A), (try? source.readToEnd()) != nil
    else {
      print("reorder-bench: cannot read '\(path)'")
      exit(2)
    }
    let list = ReorderList(store: source.store)
    let elapsed = clock.now - start
    items = list.count
    times.append(milliseconds(elapsed))
  }
  let sorted = times.sorted()
  let runs = times.map { format($0, 2) }.joined(separator: ", ")
  print(
    "{\"ms\": [\(runs)], \"first_ms\": \(format(times[0], 2)), \"median_ms\": \(format(sorted[sorted.count / 2], 2)), "
      + "\"min_ms\": \(format(sorted[0], 2)), \"items\": \(items)}")
  exit(0)
}
