/// Sentences for the keys that cancel, refuse or ask: Esc's order, the
/// question before quitting with unsaved changes, delete outside edit
/// mode, keys that wait for a drop, and selection commands.
extension Narrator {
  // MARK: - Esc

  public static func countCancelled(_ count: Int) -> Narration { "Count \(count) cancelled" }

  public static let searchHighlightsCleared: Narration = "Search highlights cleared (n and N still search)"

  // MARK: - Quitting with unsaved changes

  /// The question before quitting would lose changes: the keys first,
  /// so a narrow screen keeps them; `summary` says what the changes are
  /// ("2 moved, 1 deleted").
  public static func quitLoses(_ changes: Int, summary: String, keys: String) -> Narration {
    let what = changes == 1 ? "1 unsaved change" : "\(changes) unsaved changes"
    return "\(what): \(keys) (\(summary))"
  }

  /// Another key answered the question: nothing was lost.
  public static func quitDeclined(_ changes: Int) -> Narration {
    "Not quitting; \(changes == 1 ? "1 change" : "\(changes) changes") kept"
  }

  // MARK: - Refusals

  /// Delete outside edit mode.
  public static let deleteNeedsEditMode: Narration =
    "Deleting is for edit mode: e turns it on, then Delete or a click on [x] deletes a row"

  /// A command that must wait until the lifted rows are dropped.
  public static func waitsForDrop(keyboard: Bool) -> Narration {
    keyboard
      ? "A row is lifted: Enter drops it, Esc cancels; then try again"
      : "A row is being dragged: release to drop it, Esc cancels; then try again"
  }

  /// `x`, Tab or `v` while rows are lifted: the selection is what moves.
  public static func selectionWaitsForDrop(keyboard: Bool) -> Narration {
    "The selection can't change while rows are lifted: "
      + (keyboard ? "Enter drops, Esc cancels" : "release to drop, Esc cancels")
  }

  /// A printable key bound to nothing (someone typing as if to filter).
  public static func unboundKey(_ key: String) -> Narration {
    "\(key) does nothing here: / searches, ? lists the keys"
  }

  public static let noPreview: Narration = "No preview to show: --preview COMMAND adds one"

  // MARK: - Selection

  public static func selectedAll(_ count: Int) -> Narration { "Selected all \(rows(count))" }

  public static func selectionInverted(selected count: Int) -> Narration {
    "Selection inverted; \(count) selected"
  }
}
