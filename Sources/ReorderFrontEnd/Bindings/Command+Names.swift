import ReorderCore

// The commands' names, as `--bind` takes them and `?` shows them, and
// the order `?` lists them in: the built-in commands here, the kinds'
// from the installed modules (KindCommand.registered).

extension Command {
  /// The name `--bind` takes and `?` shows (`page-up`, a kind's `merge`).
  public var name: String {
    if case .kind(let command) = self { return command.name }
    return Self.builtInNames[self] ?? ""
  }

  /// The command so named: a built-in one or a registered kind's; nil
  /// for no command.
  public init?(name: String) {
    if let command = Self.builtInCommands[name] {
      self = command
    } else if let command = KindCommand.registered.first(where: { $0.name == name }) {
      self = .kind(command)
    } else {
      return nil
    }
  }

  /// Every command, in `?`'s order: the list's, the registered kinds'
  /// (``KindCommand/registered``), then the preview's.
  public static var all: [Command] {
    listCommands.map(\.0) + KindCommand.registered.map(Command.kind) + previewCommands.map(\.0)
  }

  /// The kind's command this is, if it is one.
  public var kindCommand: KindCommand? {
    if case .kind(let command) = self { return command }
    return nil
  }

  /// The built-in commands before the kinds', in `?`'s order, with their
  /// names.
  private static let listCommands: [(Command, String)] = [
    (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"),
    (.pageUp, "page-up"), (.pageDown, "page-down"), (.halfPageUp, "half-page-up"),
    (.halfPageDown, "half-page-down"), (.first, "first"), (.last, "last"),
    (.moveUp, "move-up"), (.moveDown, "move-down"), (.moveLeft, "move-left"), (.moveRight, "move-right"),
    (.lift, "lift"), (.accept, "accept"), (.escape, "escape"), (.quit, "quit"), (.abort, "abort"),
    (.undo, "undo"), (.redo, "redo"),
    (.selectRange, "select-range"), (.toggleMark, "toggle-mark"), (.toggleUp, "toggle-up"),
    (.toggle, "toggle"), (.select, "select"), (.deselect, "deselect"),
    (.selectAll, "select-all"), (.deselectAll, "deselect-all"), (.toggleAll, "toggle-all"),
    (.moveTop, "move-top"), (.moveBottom, "move-bottom"), (.moveTo, "move-to"), (.repeatMove, "repeat-move"),
    (.delete, "delete"), (.editMode, "edit-mode"), (.toggleDropMode, "toggle-drop-mode"),
    (.search, "search"), (.searchNext, "search-next"), (.searchPrevious, "search-previous"),
    (.review, "review"), (.toggleHelp, "toggle-help"), (.suspend, "suspend"),
  ]

  /// The preview pane's commands (`--preview`), after the kinds'.
  private static let previewCommands: [(Command, String)] = [
    (.togglePreview, "toggle-preview"), (.previewUp, "preview-up"), (.previewDown, "preview-down"),
    (.previewPageUp, "preview-page-up"), (.previewPageDown, "preview-page-down"),
    (.previewHalfPageUp, "preview-half-page-up"), (.previewHalfPageDown, "preview-half-page-down"),
    (.previewTop, "preview-top"), (.previewBottom, "preview-bottom"),
  ]

  private static let builtInNames = Dictionary(uniqueKeysWithValues: listCommands + previewCommands)
  private static let builtInCommands = Dictionary(
    uniqueKeysWithValues: (listCommands + previewCommands).map { ($0.1, $0.0) })
}
