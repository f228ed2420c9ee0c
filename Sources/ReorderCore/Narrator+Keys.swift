/// Sentences for the keys that cancel, refuse or ask: Esc's order, the
/// question before quitting with unsaved changes, delete outside edit
/// mode, keys that wait for a drop, and selection commands.
extension Narrator {
  // MARK: - Esc

  public static func countCancelled(_ count: Int) -> String { "Count \(count) cancelled" }

  public static let moveToCancelled = "Move to a position cancelled; nothing moved"

  /// A search given up with Esc: the focus is back where it was.
  public static func searchCancelled(_ label: String, position: Int, of total: Int) -> String {
    "Search cancelled; back at \(label), position \(position) of \(total)"
  }

  public static let searchHighlightsCleared = "Search highlights cleared (n and N still search)"

  // MARK: - Quitting with unsaved changes

  /// The question before quitting would lose changes: the keys first,
  /// so a narrow screen keeps them; `summary` says what the changes are
  /// ("2 moved, 1 deleted").
  public static func quitLoses(_ changes: Int, summary: String, git: Bool) -> String {
    let what = changes == 1 ? "1 unsaved change" : "\(changes) unsaved changes"
    let keys =
      git
      ? "Esc/y abort the rebase, Enter accepts, others go back"
      : "Esc or y quits, Enter accepts, other keys go back"
    return "\(what): \(keys) (\(summary))"
  }

  /// Another key answered the question: nothing was lost.
  public static func quitDeclined(_ changes: Int) -> String {
    "Not quitting; \(changes == 1 ? "1 change" : "\(changes) changes") kept"
  }

  // MARK: - Refusals

  /// `d` or Delete outside edit mode.
  public static let deleteNeedsEditMode =
    "Deleting is for edit mode: e turns it on, then d or a click on [x] deletes a row"

  /// A command that must wait until the lifted rows are dropped.
  public static func waitsForDrop(keyboard: Bool) -> String {
    keyboard
      ? "A row is lifted: Enter drops it, Esc cancels; then try again"
      : "A row is being dragged: release to drop it, Esc cancels; then try again"
  }

  /// `x`, Tab or `v` while rows are lifted: the selection is what moves.
  public static func selectionWaitsForDrop(keyboard: Bool) -> String {
    "The selection can't change while rows are lifted: "
      + (keyboard ? "Enter drops, Esc cancels" : "release to drop, Esc cancels")
  }

  /// A printable key bound to nothing (someone typing as if to filter).
  public static func unboundKey(_ key: String) -> String {
    "\(key) does nothing here: / searches, ? lists the keys"
  }

  public static let noPreview = "No preview to show: --preview COMMAND adds one"

  // MARK: - Selection

  public static func selectedAll(_ count: Int) -> String { "Selected all \(rows(count))" }

  public static func selectionInverted(selected count: Int) -> String {
    "Selection inverted; \(count) selected"
  }
}
