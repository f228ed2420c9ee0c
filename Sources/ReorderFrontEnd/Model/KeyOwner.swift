import ReorderCore

/// What has the keys: the list, or what is open over it. The model
/// switches on it once for a key and once for a press, so the overlays'
/// precedence is the order of one switch.
public enum KeyOwner: Sendable {
  /// The list: keys are bound commands.
  case list
  /// The key help (`?`), scrolled to `scroll`.
  case help(scroll: Int)
  /// A line being typed in the status bar, and what it said about the
  /// last key (a letter where only digits go), in place of its hint.
  case prompt(Prompt, notice: Narration?)
  /// The review of the changes (`r`, or Enter with `--confirm`).
  case review(ReviewScreen)
  /// The question before quitting would lose changes.
  case quitQuestion(QuitQuestion)
}

// What each case holds, for reading: opening and closing is assigning a
// case (`keys = .help(scroll: 0)`, `keys = .list`).
extension KeyOwner {
  /// Whether the key help is open.
  public var showsHelp: Bool {
    if case .help = self { return true }
    return false
  }

  /// The first help line shown, when the help is taller than the screen
  /// (0 when it is closed).
  public var helpScroll: Int {
    if case .help(let scroll) = self { return scroll }
    return 0
  }

  /// The prompt being typed, if one is open.
  public var prompt: Prompt? {
    if case .prompt(let prompt, _) = self { return prompt }
    return nil
  }

  /// What the open prompt said about the last key.
  public var promptNotice: Narration? {
    if case .prompt(_, let notice) = self { return notice }
    return nil
  }

  /// The review, while it is shown.
  public var reviewScreen: ReviewScreen? {
    if case .review(let screen) = self { return screen }
    return nil
  }

  /// The question before quitting, while it is asked.
  public var quitQuestion: QuitQuestion? {
    if case .quitQuestion(let question) = self { return question }
    return nil
  }
}
