/// What the status line says about work that takes a while, and work that
/// was stopped.
extension Narrator {
  /// A search still looking, `examined` rows of `total` (a count that goes
  /// round the list counts every pass).
  public static func searching(_ query: String, examined: Int, of total: Int) -> String {
    let percent = total > 0 ? min(examined * 100 / total, 99) : 0
    return "Searching for \"\(query)\"… \(percent)% (Esc stops)"
  }

  /// Esc stopped a search before it found anything: the focus stays.
  public static func searchStopped(_ query: String) -> String { "Stopped searching for \"\(query)\"" }

  /// Esc stopped a counted undo or redo after `done` of `asked` steps.
  public static func stoppedRepeating(_ what: String, done: Int, of asked: Int) -> String {
    "Stopped after \(done) of \(asked) \(what)"
  }
}
