import ReorderCore

extension KeyBindings {
  /// The keys that sentences name, as bound: a letter where one is bound
  /// (`d` rather than `delete`), nil where nothing is.
  public var hints: KeyHints {
    KeyHints(
      undo: hintKey(.undo), delete: hintKey(.delete), editMode: hintKey(.editMode),
      selectRange: hintKey(.selectRange))
  }

  private func hintKey(_ command: Command) -> String? {
    let keys = keys(for: command).map(\.description)
    return keys.first { $0.count == 1 } ?? keys.first
  }
}
