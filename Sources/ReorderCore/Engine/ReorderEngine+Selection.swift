/// The selection: marked rows and a live range, lifted and moved together.
extension ReorderEngine {
  mutating func toggleMark() {
    guard !list.isEmpty else { return }
    materializeRange()
    setMark(!selection.isMarked(list.id(at: focus)))
  }

  /// The focused row in the selection (`on`) or out of it, whatever it
  /// was (fzf's `select` and `deselect`).
  mutating func setMark(_ on: Bool) {
    guard !list.isEmpty else { return }
    materializeRange()
    guard list.isLiftable(focus) else {
      narration = Narrator.notLiftable(label(at: focus), position: focus + 1, header: isHeader(focus))
      return
    }
    let id = list.id(at: focus)
    if on {
      selection.mark(id)
      narration = Narrator.marked(label(at: focus), position: focus + 1, selected: selection.markedCount)
    } else {
      selection.unmark(id)
      narration = Narrator.unmarked(label(at: focus), position: focus + 1, selected: selection.markedCount)
    }
  }

  mutating func selectAll() {
    selection.anchor = nil
    for position in 0..<list.count where list.isLiftable(position) { selection.mark(list.id(at: position)) }
    narration = Narrator.selectedAll(selection.markedCount)
  }

  mutating func deselectAll() {
    let count = selectedPositions().count
    selection.clear()
    narration = Narrator.selectionCleared(count)
  }

  mutating func invertSelection() {
    materializeRange()
    for position in 0..<list.count where list.isLiftable(position) {
      let id = list.id(at: position)
      if selection.isMarked(id) { selection.unmark(id) } else { selection.mark(id) }
    }
    narration = Narrator.selectionInverted(selected: selection.markedCount)
  }

  mutating func toggleRange() {
    if selection.anchor != nil {
      materializeRange()
      narration = Narrator.selected(selection.markedCount)
    } else {
      selection.anchor = focus
      narration = Narrator.rangeStarted(at: focus + 1, keys: configuration.keyHints)
    }
  }

  mutating func extendSelection(to position: Int) {
    let from = min(focus, position)
    let to = max(focus, position)
    for p in from...to where list.isLiftable(p) { selection.mark(list.id(at: p)) }
    focus = position
    narration = Narrator.selected(selection.markedCount)
  }

  /// Turns a live range into marked ids.
  package mutating func materializeRange() {
    guard let anchor = selection.anchor else { return }
    let from = max(min(anchor, focus), 0)
    let to = min(max(anchor, focus), list.count - 1)
    if from <= to {
      for p in from...to where list.isLiftable(p) { selection.mark(list.id(at: p)) }
    }
    selection.anchor = nil
  }

  /// Positions of the selected liftable rows, ascending.
  /// - Complexity: O(n) when ids are marked; O(range) for a live range only.
  public func selectedPositions() -> [Int] {
    var result: [Int] = []
    let range: ClosedRange<Int>? = selection.anchor.map { min($0, focus)...max($0, focus) }
    if selection.markedCount == 0 {
      guard let range else { return [] }
      return range.filter { $0 < list.count && list.isLiftable($0) }
    }
    for (position, id) in list.order.enumerated() {
      if selection.isMarked(Int(id)) || range?.contains(position) == true, list.isLiftable(position) {
        result.append(position)
      }
    }
    return result
  }
}
