import ReorderCore

extension AppModel {
  /// The status line's counter, "position/total": the focused row's place
  /// and how many rows there are. Where the kind counts only the rows
  /// that move (a rebase todo's commands, not its comments), four commits
  /// read "2/4" however long the help below them is (a locked row shows
  /// how many movable rows are above it). A kind may count its own way
  /// (``KindPresentation/counter(in:)``: a board's column).
  public var counter: (position: Int, total: Int) {
    let list = engine.list
    let focus = engine.focus
    guard !list.isEmpty else { return (0, 0) }
    if let own = engine.withKindView({ presentation.counter(in: $0) }) { return own }
    guard engine.configuration.kind.countsMovableRowsOnly else { return (focus + 1, list.count) }
    if let rank = list.rank(of: focus) { return (rank + 1, list.movableCount) }
    let lockedBefore = list.lockedPositions.prefix { $0 < focus }.count
    return (focus - lockedBefore, list.movableCount)
  }

  /// The rows the whole list needs on the screen: its header (`--header`
  /// lines and `--header-lines`), its rows and the status line; what a
  /// fitted `--height ~N` fits.
  public var rowsNeeded: Int {
    settings.headerLabel.count + engine.list.fixedIDs.count + engine.list.count + 1
  }
}
