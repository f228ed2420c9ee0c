import ReorderCore

/// Work longer than a key: a search through millions of rows, the count of
/// its matches, a counted undo. The model never blocks on it: the loop
/// reads input, then calls ``AppModel/continueWork(budget:at:)`` for a
/// slice, and again, while ``AppModel/hasPendingWork`` says there is more
/// (`InteractiveLoop` polls without waiting meanwhile). Keys typed between
/// slices act at once: Esc stops the work, Ctrl-C quits, anything else
/// cancels it and does what it does.
extension AppModel {
  /// Whether work waits for ``continueWork(budget:at:)``.
  public var hasPendingWork: Bool { pendingRepeat != nil || engine.hasPendingWork }

  /// Whether the person waits for the work (a search looking for its row,
  /// a counted undo), not only for a figure (the count of matches): its
  /// progress is drawn at the loading frame rate, and its end at once.
  public var isWorking: Bool { pendingRepeat != nil || engine.isSearching }

  /// Does about `budget` units of the pending work (a unit is about a byte
  /// searched; an undo costs a unit a row); ``ModelEffect/redraw`` when the
  /// slice moved the focus or said something and nothing else says so.
  public mutating func continueWork(budget: Int, at time: Duration) -> [ModelEffect] {
    let shown = (engine.focus, engine.narration)
    var effects = step { $0.continueSlice(budget: budget, at: time) }
    if effects.isEmpty && shown != (engine.focus, engine.narration) { effects.append(.redraw) }
    return effects
  }

  /// ``continueWork(budget:at:)`` inside a step (a counted undo's first
  /// slice).
  mutating func continueSlice(budget: Int, at time: Duration) -> [Effect] {
    var budget = budget
    var effects: [Effect] = []
    while var work = pendingRepeat, budget > 0 {
      budget -= max(engine.list.count, 1)
      effects += perform(work.action, at: time)
      work.remaining -= 1
      pendingRepeat = work.remaining > 0 ? work : nil
    }
    if budget > 0 && engine.hasPendingWork { engine.continueWork(budget: budget) }
    return reporting(effects)
  }

  /// Input while a counted undo runs: Esc stops it (and is used up: true),
  /// any other key or press cancels the rest and goes on as usual.
  mutating func interruptRepeat(by event: InputEvent) -> Bool {
    guard let work = pendingRepeat else { return false }
    switch event {
    case .key(let key) where key.phase == .press:
      pendingRepeat = nil
      guard key.key == .escape && key.modifiers.isEmpty else { return false }
      let what = work.action == .redo ? "redos" : "undos"
      engine.say(
        Narrator.stoppedRepeating(what, done: work.asked - work.remaining, of: work.asked))
      return true
    case .mouse(let mouse) where mouse.kind == .press:
      pendingRepeat = nil
      return false
    default:
      return false
    }
  }
}
