import ReorderCore

extension KeyBindings {
  /// The keys that sentences name, as bound: a letter where one is bound
  /// (`d` rather than `delete`), nil where nothing is.
  public var hints: KeyHints {
    var hints = KeyHints(
      undo: hintKey(.undo), delete: hintKey(.delete), editMode: hintKey(.editMode),
      selectRange: hintKey(.selectRange))
    hints.squash = hintKey(.squash)
    hints.fixup = hintKey(.fixup)
    return hints
  }

  private func hintKey(_ command: Command) -> String? {
    let keys = keys(for: command).map(\.description)
    return keys.first { $0.count == 1 } ?? keys.first
  }
}
