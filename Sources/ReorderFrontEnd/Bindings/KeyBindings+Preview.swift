import ReorderCore

extension KeyBindings {
  /// The preview pane's keys, bound when there is a pane (`--preview`):
  /// `P` is free in the general bindings and every kind's.
  public static let previewMode: [KeyPress: Command] = [
    KeyPress(.char("P")): .togglePreview,
    KeyPress(.up, .alt): .previewUp, KeyPress(.down, .alt): .previewDown,
    KeyPress(.pageUp, .alt): .previewPageUp, KeyPress(.pageDown, .alt): .previewPageDown,
  ]

  /// Adds the preview pane's keys.
  public mutating func enablePreview() {
    for (key, command) in Self.previewMode { bind(key, to: command) }
  }
}
