import ReorderCore

extension AppModel {
  /// The status line's counter, "position/total": the focused row's place
  /// and how many rows there are. In a git rebase todo only commands
  /// count, not git's comments and blank lines: four commits read "2/4"
  /// however long git's help below them is (a comment shows how many
  /// commands are above it).
  public var counter: (position: Int, total: Int) {
    let list = engine.list
    let focus = engine.focus
    guard !list.isEmpty else { return (0, 0) }
    guard isGitTodo else { return (focus + 1, list.count) }
    if let rank = list.rank(of: focus) { return (rank + 1, list.movableCount) }
    let lockedBefore = list.lockedPositions.prefix { $0 < focus }.count
    return (focus - lockedBefore, list.movableCount)
  }

  /// The rows the whole list needs on the screen: its header (`--header`
  /// lines and `--header-lines`), its rows and the status line; what a
  /// fitted `--height ~N` fits.
  public var rowsNeeded: Int {
    headerLabel.count + engine.list.fixedIDs.count + engine.list.count + 1
  }
}
