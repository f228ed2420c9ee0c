import ReorderCore

extension KeyBindings {
  /// The keys that sentences name, as bound: a letter where one is bound
  /// (`u` rather than `ctrl-z`), else a named key as a sentence writes it
  /// (`Delete`), nil where nothing is.
  public var hints: KeyHints {
    var hints = KeyHints(
      undo: hintKey(.undo), delete: hintKey(.delete), editMode: hintKey(.editMode),
      selectRange: hintKey(.selectRange))
    for case .kind(let command) in Set(table.values) {
      hints.kindKeys[command.name] = hintKey(.kind(command))
    }
    return hints
  }

  private func hintKey(_ command: Command) -> String? {
    let keys = keys(for: command).map(\.description)
    guard let key = keys.first(where: { $0.count == 1 }) ?? keys.first else { return nil }
    return key.count == 1 ? key : key.prefix(1).uppercased() + key.dropFirst()
  }
}
