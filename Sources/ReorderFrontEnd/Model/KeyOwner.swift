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

extension AppModel {
  /// Whether the key help is open; opening it starts at its top.
  public var showHelp: Bool {
    get {
      if case .help = keys { return true }
      return false
    }
    set {
      if newValue {
        keys = .help(scroll: 0)
      } else if showHelp {
        keys = .list
      }
    }
  }

  /// The first help line shown, when the help is taller than the screen.
  public internal(set) var helpScroll: Int {
    get {
      if case .help(let scroll) = keys { return scroll }
      return 0
    }
    set { if showHelp { keys = .help(scroll: newValue) } }
  }

  /// The prompt being typed, if one is open; a new one has no notice.
  public internal(set) var prompt: Prompt? {
    get {
      if case .prompt(let prompt, _) = keys { return prompt }
      return nil
    }
    set {
      if let newValue {
        keys = .prompt(newValue, notice: nil)
      } else if prompt != nil {
        keys = .list
      }
    }
  }

  /// What the open prompt said about the last key.
  public internal(set) var promptNotice: Narration? {
    get {
      if case .prompt(_, let notice) = keys { return notice }
      return nil
    }
    set { if let prompt { keys = .prompt(prompt, notice: newValue) } }
  }

  /// The review, while it is shown.
  public internal(set) var reviewScreen: ReviewScreen? {
    get {
      if case .review(let screen) = keys { return screen }
      return nil
    }
    set {
      if let newValue {
        keys = .review(newValue)
      } else if reviewScreen != nil {
        keys = .list
      }
    }
  }

  /// The question before quitting, while it is asked.
  public internal(set) var quitQuestion: QuitQuestion? {
    get {
      if case .quitQuestion(let question) = keys { return question }
      return nil
    }
    set {
      if let newValue {
        keys = .quitQuestion(newValue)
      } else if quitQuestion != nil {
        keys = .list
      }
    }
  }
}
