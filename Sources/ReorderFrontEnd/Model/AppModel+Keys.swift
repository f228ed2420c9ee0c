import ReorderCore

// Keys: the help overlay, counts, and the bound commands.

extension AppModel {
  // MARK: - Keys

  /// A key: Ctrl-C quits whatever is open; else what has the keys
  /// (``KeyOwner``) takes it: the question before quitting, the help (but
  /// Ctrl-Z and a held Space), the review or a prompt; releases only
  /// matter to Space; else the list's bindings run it.
  mutating func handleKey(_ key: KeyPress, at time: Duration) -> [Effect] {
    let actions = bindings.actions(for: key)
    let command = actions.count == 1 ? actions[0] : nil
    if command == .abort && key.phase == .press && key.key == .char("c") && key.modifiers == .ctrl {
      return perform(.quit, at: time)  // Ctrl-C always quits
    }
    let released = key.phase == .release && command != .lift
    switch keys {
    case .quitQuestion: return answerQuitQuestion(key, command, at: time)
    case .help where command != .suspend && !(command == .lift && key.phase != .press):
      helpKey(key, command)
      return []
    case _ where released: return []
    case .review: return handleReviewKey(key, command, at: time)
    case .prompt: return handlePromptKey(key, at: time)
    case .list, .help: return listKey(key, actions, at: time)
    }
  }

  /// A key on the list: Space lifts, a digit adds to the count, Esc
  /// cancels a count, and a bound key runs its commands with the count.
  private mutating func listKey(_ key: KeyPress, _ actions: [Command], at time: Duration) -> [Effect] {
    let command = actions.count == 1 ? actions[0] : nil
    if command == .lift {
      count = nil
      return perform(.holdKey(key.phase), at: time)
    }
    if typeCount(key) { return [] }
    let n = count
    count = nil
    if command == .escape, let n {
      engine.say(Narrator.countCancelled(n))
      return []
    }
    if actions.isEmpty {
      if case .char = key.key, key.modifiers.subtracting(.shift).isEmpty {
        engine.say(Narrator.unboundKey(key.normalized.description))
      }
      return []
    }
    let said = engine.narrationCount
    let effects = actions.flatMap { run($0, count: n, at: time) }
    if let n, let command, !command.takesCount { sayCountIgnored(n, command, saidBefore: said) }
    return effects
  }

  /// `5t`: the key did what it does, and the count is said to mean nothing
  /// to it (beside what the key said, or alone where it said nothing).
  mutating func sayCountIgnored(_ n: Int, _ command: Command, saidBefore: Int) {
    let note = Narrator.countIgnored(n, action: command.name)
    if engine.narrationCount != saidBefore && !engine.narration.isEmpty {
      engine.say(engine.narration.noting(note))
    } else {
      engine.say(Narration(stringLiteral: note.prefix(1).uppercased() + note.dropFirst()))
    }
  }

  /// Runs a bound command; `count` is what was typed before it.
  public mutating func run(_ command: Command, count: Int? = nil, at time: Duration) -> [Effect] {
    if waitsForRelease(command, count: count) { return [] }
    let grid = engine.layout.isGrid
    let n = command.takesCount ? max(count ?? 1, 1) : 1
    let halfPage = max(1, engine.layout.visibleRows / 2) * n
    if let effects = askPresentation({ $0.runInstead(command, count: n, in: &$1, at: time) }) {
      return effects
    }
    switch command {
    case .up: return perform(.cursor(.vertical(-n)), at: time)
    case .down: return perform(.cursor(.vertical(n)), at: time)
    case .left: return grid ? perform(.cursor(.horizontal(-n)), at: time) : say(Narrator.onlyInAGrid)
    case .right: return grid ? perform(.cursor(.horizontal(n)), at: time) : say(Narrator.onlyInAGrid)
    case .pageUp: return page(n, down: false, at: time)
    case .pageDown: return page(n, down: true, at: time)
    case .halfPageUp: return perform(.cursor(.vertical(-halfPage)), at: time)
    case .halfPageDown: return perform(.cursor(.vertical(halfPage)), at: time)
    case .first: return perform(.cursor(count.map { .to($0 - 1) } ?? .first), at: time)
    case .last: return perform(.cursor(count.map { .to($0 - 1) } ?? .last), at: time)
    case .moveUp: return perform(.moveSelection(.vertical(-n)), at: time)
    case .moveDown: return perform(.moveSelection(.vertical(n)), at: time)
    case .moveLeft:
      return grid ? perform(.moveSelection(.horizontal(-n)), at: time) : say(Narrator.onlyInAGrid)
    case .moveRight:
      return grid ? perform(.moveSelection(.horizontal(n)), at: time) : say(Narrator.onlyInAGrid)
    case .moveTop: return perform(.moveSelection(.first), at: time)
    case .moveBottom: return perform(.moveSelection(.last), at: time)
    case .moveTo: return openPrompt(.position(""))
    case .repeatMove: return repeatMove(n, at: time)
    case .lift: return perform(.holdKey(.press), at: time)
    case .accept:
      if settings.confirmBeforeAccept && !engine.isDragging {
        openReview()
        return []
      }
      return perform(.confirm, at: time)
    case .escape: return escape(at: time)
    case .quit: return guardQuit(perform(.quit, at: time))
    case .abort: return perform(.quit, at: time)
    case .undo: return repeatHistory(n, redo: false, at: time)
    case .redo: return repeatHistory(n, redo: true, at: time)
    default: return runSelectionOrMode(command, count: n, at: time)
    }
  }

  /// The selection, modes, search, screens and the kind's commands.
  private mutating func runSelectionOrMode(_ command: Command, count n: Int, at time: Duration) -> [Effect] {
    switch command {
    case .selectRange: return perform(.toggleRangeSelection, at: time)
    case .toggleMark, .toggleUp:
      let effects = perform(.toggleMark, at: time)
      guard !engine.isDragging else { return effects }  // said why; nothing moves
      // On to the next row in the list's order (up the screen, bottom-up).
      let step = command == .toggleMark ? engine.layout.rowStep : -engine.layout.rowStep
      return effects + perform(.cursor(.vertical(step)), at: time, keepNarration: true)
    case .toggle: return perform(.toggleMark, at: time)
    case .select: return perform(.setMark(true), at: time)
    case .deselect: return perform(.setMark(false), at: time)
    case .selectAll: return perform(.selectAll, at: time)
    case .deselectAll: return perform(.deselectAll, at: time)
    case .toggleAll: return perform(.invertSelection, at: time)
    case .delete: return perform(.delete, at: time)
    case .editMode: return perform(.toggleEditMode, at: time)
    case .toggleDropMode: return perform(.toggleDropMode, at: time)
    case .search: return openPrompt(.search("", origin: engine.focus))
    case .searchNext, .searchPrevious:
      let effects = searchAgain(n, forward: command == .searchNext, at: time)
      showSearchMarks()
      return effects
    case .review:
      guard !engine.isDragging else { return waitForDrop() }
      openReview()
      return []
    case .toggleHelp:
      keys = keys.showsHelp ? .list : .help(scroll: 0)
      return []
    case .suspend: return perform(.suspend, at: time)
    case .togglePreview, .previewUp, .previewDown, .previewPageUp, .previewPageDown, .previewHalfPageUp,
      .previewHalfPageDown, .previewTop, .previewBottom:
      return runPreviewCommand(command, at: time)
    default: return runKindCommand(command, at: time)
    }
  }

  /// A command of the list's kind (or of another kind, which says where
  /// it works).
  private mutating func runKindCommand(_ command: Command, at time: Duration) -> [Effect] {
    for kind in [presentation] + settings.otherKinds {
      if let effects = withPresentationContext({ kind.run(command, in: &$0, at: time) }) { return effects }
    }
    return []
  }

  /// Opens the `:` or `/` prompt, unless rows are lifted.
  package mutating func openPrompt(_ opened: Prompt) -> [Effect] {
    guard !engine.isDragging else { return waitForDrop() }
    keys = .prompt(opened, notice: nil)
    if case .search = opened { search.marks = SearchMarks() }
    return []
  }

  /// Says that a command waits for the lifted rows to be dropped.
  package mutating func waitForDrop() -> [Effect] {
    say(Narrator.waitsForDrop(keyboard: engine.drag?.driver == .keyboard))
  }

  /// Says something of the front end's own (no effects).
  package mutating func say(_ narration: Narration) -> [Effect] {
    engine.say(narration)
    return []
  }

  // MARK: - Help

  /// A key while the help is open: the motion keys scroll a help taller
  /// than the screen; any other key (q too), and any key at all when the
  /// help fits, closes it.
  mutating func helpKey(_ key: KeyPress, _ command: Command?) {
    let page = max(1, engine.layout.height - 4)
    let help = KeyHelp(
      bindings: bindings, kind: presentation, confirmBeforeAccept: settings.confirmBeforeAccept,
      otherKinds: settings.otherKinds)
    let lines = help.box(width: engine.layout.width).rows.count
    let limit = max(0, lines - max(engine.layout.height - 2, 0))
    switch limit > 0 ? command : nil {
    case .down?: keys = .help(scroll: min(keys.helpScroll + 1, limit))
    case .up?: keys = .help(scroll: max(keys.helpScroll - 1, 0))
    case .pageDown?: keys = .help(scroll: min(keys.helpScroll + page, limit))
    case .pageUp?: keys = .help(scroll: max(keys.helpScroll - page, 0))
    case .last?: keys = .help(scroll: limit)
    case .first?: keys = .help(scroll: 0)
    default: if key.phase == .press { keys = .list }
    }
  }

  // MARK: - Counts

  /// A digit typed before a command (`5` in `5j`, `12` in `12G`) adds to
  /// the count; returns whether the key was one. A leading 0 is not (it
  /// may be bound).
  mutating func typeCount(_ key: KeyPress) -> Bool {
    guard case .char(let c) = key.key, key.modifiers.isEmpty,
      let digit = c.properties.numericType != nil ? Int(String(c)) : nil,
      digit > 0 || count != nil
    else { return false }
    count = min((count ?? 0) * 10 + digit, 9_999_999)
    return true
  }
}
