import ReorderCore

/// A line being typed in the status bar.
public enum Prompt: Hashable, Sendable {
  /// `:` — a position to move the focused row (or selection) to.
  case position(String)
  /// `/` — a search; `origin` is where the focus was, for Esc.
  case search(String, origin: Int)
  /// A kind's `insert-exec` — the command of an exec line.
  case exec(String)
  /// A kind's `edit-line` — the focused line's new text, typed over its
  /// old text.
  case line(String)

  public var text: String {
    switch self {
    case .position(let text): return ":" + text
    case .search(let text, _): return "/" + text
    case .exec(let text): return "exec " + text
    case .line(let text): return text
    }
  }

  /// What was typed.
  var typed: String {
    switch self {
    case .position(let t), .search(let t, _), .exec(let t), .line(let t): return t
    }
  }

  /// The same prompt with `text` typed.
  func with(_ text: String) -> Prompt {
    switch self {
    case .position: return .position(text)
    case .search(_, let origin): return .search(text, origin: origin)
    case .exec: return .exec(text)
    case .line: return .line(text)
    }
  }
}

extension AppModel {
  // MARK: - Prompts

  /// A key while a prompt is typed: Enter ends it (a position moves
  /// there, an exec is inserted, a line takes the text), Esc cancels it
  /// and says so (a search goes back to where it began), Backspace (or
  /// Ctrl-H) on an empty prompt is Esc, Ctrl-U clears it; a search jumps
  /// as it is typed.
  mutating func handlePromptKey(_ key: KeyPress, at time: Duration) -> [Effect] {
    guard let prompt = keys.prompt else { return [] }
    var text = prompt.typed
    let erases = key.key == .backspace || (key.key == .char("h") && key.modifiers == .ctrl)
    switch key.key {
    case .escape:
      keys = .list
      if case .exec = prompt {
        return askPresentation { $0.endPrompt(prompt, accepted: false, in: &$1, at: time) }
      }
      if case .line = prompt {
        return askPresentation { $0.endPrompt(prompt, accepted: false, in: &$1, at: time) }
      }
      guard case .search(_, let origin) = prompt else { return say(Narrator.moveCancelled) }
      search.marks.isHidden = true
      let effects = perform(.cursor(.to(origin)), at: time)
      guard !engine.list.isEmpty else { return effects }
      let focus = engine.focus
      let total = engine.narratedTotal
      engine.say(Narrator.searchCancelled(engine.label(at: focus), position: focus + 1, of: total))
      return effects
    case .enter:
      keys = .list
      switch prompt {
      case .position(let t):
        guard let position = Int(t) else { return say(Narrator.noPositionTyped) }
        guard position >= 1 && !engine.list.isEmpty else {
          return say(Narrator.noSuchPosition(position, of: engine.narratedTotal))
        }
        return perform(.moveSelection(.to(position - 1)), at: time)
      case .search(let t, _):
        if !t.isEmpty { search.lastQuery = t }
        showSearchMarks()
        return []
      case .exec, .line: return askPresentation { $0.endPrompt(prompt, accepted: true, in: &$1, at: time) }
      }
    case .char("u") where key.modifiers == .ctrl:
      text = ""  // as readline: the typed text goes, the prompt stays
    case _ where erases:
      if text.isEmpty {
        return handlePromptKey(KeyPress(.escape), at: time)
      }
      text.removeLast()
    case .char(let c) where !key.modifiers.contains(.ctrl) && !key.modifiers.contains(.alt):
      if case .position = prompt, !("0"..."9").contains(c) {
        let notice = Narrator.notADigit(String(Character(c)))
        keys = .prompt(prompt, notice: notice)
        return say(notice)
      }
      text.unicodeScalars.append(c)
    default:
      return []
    }
    switch prompt {
    case .position, .exec, .line:
      keys = .prompt(prompt.with(text), notice: nil)
      return []
    case .search(_, let origin):
      keys = .prompt(.search(text, origin: origin), notice: nil)
      search.lastQuery = text.isEmpty ? nil : text
      var effects = perform(.cursor(.to(origin)), at: time)
      if !text.isEmpty { effects += perform(.search(text, forward: true, includeCurrent: true), at: time) }
      return effects
    }
  }
}
