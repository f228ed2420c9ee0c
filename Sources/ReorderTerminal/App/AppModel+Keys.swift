import ReorderCore

// Keys: the help overlay, counts, and the bound commands.

extension AppModel {
  // MARK: - Keys

  /// A key: Ctrl-C quits whatever is open; else the help, the review or a
  /// prompt takes it if one is open; else a digit adds to the count, and a
  /// bound key runs its command with the count.
  mutating func handleKey(_ key: KeyPress, at time: Duration) -> [Effect] {
    let command = bindings.command(for: key)
    if command == .abort && key.phase == .press && key.key == .char("c") && key.modifiers == .ctrl {
      return perform(.quit, at: time)  // Ctrl-C always quits
    }
    if showHelp && command != .suspend {
      helpKey(key, command)
      return []
    }
    guard key.phase != .release || command == .lift else { return [] }
    if reviewScreen != nil { return handleReviewKey(key, command, at: time) }
    if prompt != nil { return handlePromptKey(key, at: time) }
    if command == .lift {
      count = nil
      return perform(.holdKey(key.phase), at: time)
    }
    if typeCount(key) { return [] }
    guard let command else {
      count = nil
      return []
    }
    let n = count
    count = nil
    return run(command, count: n, at: time)
  }

  /// Runs a bound command; `count` is what was typed before it.
  public mutating func run(_ command: Command, count: Int? = nil, at time: Duration) -> [Effect] {
    let grid = engine.layout.isGrid
    let n = command.takesCount ? max(count ?? 1, 1) : 1
    switch command {
    case .up: return perform(.cursor(.vertical(-n)), at: time)
    case .down: return perform(.cursor(.vertical(n)), at: time)
    case .left: return grid ? perform(.cursor(.horizontal(-n)), at: time) : []
    case .right: return grid ? perform(.cursor(.horizontal(n)), at: time) : []
    case .pageUp: return repeated(n, .cursor(.pageUp), at: time)
    case .pageDown: return repeated(n, .cursor(.pageDown), at: time)
    case .first: return perform(.cursor(count.map { .to($0 - 1) } ?? .first), at: time)
    case .last: return perform(.cursor(count.map { .to($0 - 1) } ?? .last), at: time)
    case .moveUp: return perform(.moveSelection(.vertical(-n)), at: time)
    case .moveDown: return perform(.moveSelection(.vertical(n)), at: time)
    case .moveLeft: return grid ? perform(.moveSelection(.horizontal(-n)), at: time) : []
    case .moveRight: return grid ? perform(.moveSelection(.horizontal(n)), at: time) : []
    case .moveTop: return perform(.moveSelection(.first), at: time)
    case .moveBottom: return perform(.moveSelection(.last), at: time)
    case .moveTo:
      guard !engine.isDragging else { return [] }
      prompt = .position("")
      return []
    case .repeatMove: return repeated(n, .repeatLastMove, at: time)
    case .lift: return perform(.holdKey(.press), at: time)
    case .accept:
      if confirmBeforeAccept && !engine.isDragging {
        openReview()
        return []
      }
      return perform(.confirm, at: time)
    case .escape: return perform(.escape, at: time)
    case .abort: return perform(.quit, at: time)
    case .undo: return repeated(n, .undo, at: time)
    case .redo: return repeated(n, .redo, at: time)
    case .selectRange: return perform(.toggleRangeSelection, at: time)
    case .toggleMark:
      let effects = perform(.toggleMark, at: time)
      // On to the next row in the list's order (up the screen, bottom-up).
      let next = CursorMove.vertical(engine.layout.rowStep)
      return effects + perform(.cursor(next), at: time, keepNarration: true)
    case .delete: return perform(.delete, at: time)
    case .editMode: return perform(.toggleEditMode, at: time)
    case .toggleDropMode: return perform(.toggleDropMode, at: time)
    case .search:
      guard !engine.isDragging else { return [] }
      prompt = .search("", origin: engine.focus)
      return []
    case .searchNext, .searchPrevious:
      guard let query = lastQuery else { return [] }
      return repeated(n, .search(query, forward: command == .searchNext, includeCurrent: false), at: time)
    case .review:
      guard !engine.isDragging else { return [] }
      openReview()
      return []
    case .toggleHelp:
      showHelp.toggle()
      return []
    case .suspend: return perform(.suspend, at: time)
    case .pick: return perform(.setGitAction(.pick), at: time)
    case .reword: return perform(.setGitAction(.reword), at: time)
    case .editCommit: return perform(.setGitAction(.edit), at: time)
    case .squash: return perform(.setGitAction(.squash), at: time)
    case .fixup: return perform(.setGitAction(.fixup), at: time)
    case .drop: return perform(.setGitAction(.drop), at: time)
    case .cycleAction: return perform(.cycleGitAction, at: time)
    case .insertBreak: return perform(.insertLine(Array("break".utf8)), at: time)
    case .togglePreview, .previewUp, .previewDown, .previewPageUp, .previewPageDown, .previewHalfPageUp,
      .previewHalfPageDown, .previewTop, .previewBottom:
      return runPreviewCommand(command, at: time)
    }
  }

  mutating func repeated(_ n: Int, _ action: EngineAction, at time: Duration) -> [Effect] {
    (0..<n).flatMap { _ in perform(action, at: time) }
  }

  // MARK: - Help

  /// A key while the help is open: the motion keys scroll a help taller
  /// than the screen; any other key (q too) closes it.
  mutating func helpKey(_ key: KeyPress, _ command: Command?) {
    let page = max(1, engine.layout.height - 4)
    let lines = ListView.helpLines(bindings).count
    let limit = max(0, lines - max(engine.layout.height - 2, 0))
    switch command {
    case .down?: helpScroll = min(helpScroll + 1, limit)
    case .up?: helpScroll = max(helpScroll - 1, 0)
    case .pageDown?: helpScroll = min(helpScroll + page, limit)
    case .pageUp?: helpScroll = max(helpScroll - page, 0)
    case .last?: helpScroll = limit
    case .first?: helpScroll = 0
    default: if key.phase == .press { showHelp = false }
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
