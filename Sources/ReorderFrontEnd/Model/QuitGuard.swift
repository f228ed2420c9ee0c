import ReorderCore

/// The question asked before quitting would throw away changes: the
/// status line says how many, a second Esc (or `y`) quits without them,
/// Enter accepts, and any other key goes back to the list. Ctrl-C, and any
/// key bound to `abort`, quit at once without asking.
///
/// "Changes" are what accepting would write differently from the input
/// (``Review/changeCount``): moves undone, or a row moved back by hand,
/// are none, and quitting then asks nothing.
public struct QuitQuestion: Equatable, Sendable {
  /// How many rows would be lost.
  public var changes: Int
}

extension AppModel {
  // MARK: - Esc, one thing a press

  /// Esc with no prompt open and no count typed (those come first, in
  /// ``handleKey(_:at:)``): cancels a lift; else clears the search
  /// highlights; else leaves edit mode or clears the selection (the
  /// engine's order); else quits, asking first if changes would be lost.
  mutating func escape(at time: Duration) -> [Effect] {
    if !engine.isDragging && !engine.isSearching && clearSearchMarks() { return [] }
    return guardQuit(perform(.escape, at: time))
  }

  // MARK: - Quitting

  /// Holds back a quit that would lose changes and asks instead.
  mutating func guardQuit(_ effects: [Effect]) -> [Effect] {
    guard effects.contains(.quit) else { return effects }
    let review = Review(engine.list)
    guard review.hasChanges else { return effects }
    keys = .quitQuestion(QuitQuestion(changes: review.changeCount))
    let kinds = [
      (review.movedCount, "moved"), (review.deletedCount, "deleted"), (review.editedCount, "edited"),
      (review.insertedCount, "inserted"),
    ]
    let summary = kinds.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    let changes = review.changeCount
    let question = engine.withKindView {
      engine.configuration.kind.narration(of: .quitQuestion(changes: changes, summary: summary), in: $0)
    }
    engine.say(
      question
        ?? Narrator.quitLoses(
          changes, summary: summary, keys: "Esc or y quits, Enter accepts, other keys go back"))
    return effects.filter { $0 != .quit }
  }

  /// A key while the question is asked.
  mutating func answerQuitQuestion(_ key: KeyPress, _ command: Command?, at time: Duration) -> [Effect] {
    guard key.phase == .press, let question = keys.quitQuestion else { return [] }
    keys = .list
    let plain = key.modifiers.isEmpty
    if (plain && (key.key == .escape || key.key == .char("y"))) || command == .escape {
      return [.quit]
    }
    if (plain && key.key == .enter) || command == .accept {
      return run(.accept, at: time)
    }
    engine.say(Narrator.quitDeclined(question.changes))
    return []
  }

  /// A mouse press while the question is asked goes back to the list.
  mutating func dismissQuitQuestion() {
    guard let question = keys.quitQuestion else { return }
    keys = .list
    engine.say(Narrator.quitDeclined(question.changes))
  }
}
