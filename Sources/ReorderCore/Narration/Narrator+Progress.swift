/// What the status line says about work that takes a while, work that was
/// stopped, and a request the screen could not meet in full.
extension Narrator {
  /// A search still looking, `examined` rows of `total` (a count that goes
  /// round the list counts every pass).
  public static func searching(_ query: String, examined: Int, of total: Int) -> Narration {
    let percent = total > 0 ? min(examined * 100 / total, 99) : 0
    return "Searching for \"\(query)\"… \(percent)% (Esc stops)"
  }

  /// Esc stopped a search before it found anything: the focus stays.
  public static func searchStopped(_ query: String) -> Narration { "Stopped searching for \"\(query)\"" }

  /// Esc stopped a counted undo or redo after `done` of `asked` steps.
  public static func stoppedRepeating(_ what: String, done: Int, of asked: Int) -> Narration {
    "Stopped after \(done) of \(asked) \(what)"
  }

  /// `--columns N` on a screen where fewer fit (or all fit again).
  public static func columns(shown: Int, asked: Int, width: Int) -> Narration {
    shown < asked
      ? "Showing \(shown) of \(asked) columns: no more fit in \(width) with the items whole"
      : "Showing all \(asked) columns"
  }
}
