/// Edits without a drag (quick moves, delete) and their history; the
/// kind's own edits are in its folder.
extension ReorderEngine {
  mutating func moveSelection(_ move: CursorMove) {
    guard !list.isEmpty else { return }
    lastMove = move
    let kind = configuration.kind
    if withKindContext({ kind.moveWithoutDrag(move, on: &$0) }) { return }
    materializeRange()
    let positions = selection.markedCount > 0 ? selectedPositions() : [focus]
    guard !positions.isEmpty else { return }
    if let stuck = positions.first(where: { !list.isLiftable($0) }) {
      narration = Narrator.notLiftable(label(at: stuck), position: stuck + 1, header: isHeader(stuck))
      return
    }
    let ranks = PositionSet(positions.compactMap { list.rank(of: $0) })
    guard let firstRank = ranks.first, let lastRank = ranks.last else { return }
    let minRank = leadingHeaderRanks()
    let maxRank = list.movableCount - 1
    let focusIndex = positions.firstIndex(of: focus) ?? 0
    let name = label(at: positions[focusIndex])
    if let offset = layout.offset(of: move) {
      // A step keeps the block's shape; it stops at the ends.
      let delta = min(max(offset, minRank - firstRank), maxRank - lastRank)
      guard delta != 0 else {
        narration = Narrator.cannotMove(
          name, positions: positions.map { $0 + 1 }, of: narratedTotal, up: (offset < 0) != layout.bottomUp)
        return
      }
      commitMove(ranks: ranks, to: ranks.shifted(by: delta), positions: positions, focusIndex: focusIndex)
      return
    }
    // A place gathers the block there.
    let lastStart = maxRank - ranks.count + 1
    let start: Int
    switch move {
    case .last: start = lastStart
    case .to(let p): start = min(max(list.nearestRank(to: p), minRank), lastStart)
    case .first, .vertical, .horizontal, .pageUp, .pageDown: start = minRank
    }
    let target = PositionSet(start..<(start + ranks.count))
    let adjustment = adjustment(of: move, landing: list.position(ofRank: start), rows: ranks.count)
    guard target != ranks else {
      let here = positions.map { $0 + 1 }
      switch move {
      case .first, .last:
        narration = Narrator.cannotMove(name, positions: here, of: narratedTotal, up: move == .first)
      default:
        narration = Narrator.alreadyThere(name, positions: here, of: narratedTotal, note: adjustment?.note)
      }
      return
    }
    commitMove(
      ranks: ranks, to: target, positions: positions, focusIndex: focusIndex, adjustment: adjustment)
  }

  /// Why a move to a place (`:N`) lands at `landing` (0-based) and not
  /// where it was asked; nil where it lands there.
  private func adjustment(of move: CursorMove, landing: Int, rows: Int) -> Narrator.Adjustment? {
    guard case .to(let asked) = move, asked != landing, asked >= 0 else { return nil }
    if asked >= list.count { return .pastTheEnd(asked: asked + 1) }
    if list.isLocked(asked) { return .locked(asked: asked + 1) }
    if list.nearestRank(to: asked) < leadingHeaderRanks() { return .aboveFirstHeader }
    return rows > 1 ? .blockFits(rows: rows) : nil
  }

  private mutating func commitMove(
    ranks: PositionSet, to target: PositionSet, positions: [Int], focusIndex: Int,
    adjustment: Narrator.Adjustment? = nil
  ) {
    // Locked rows never move, so a rank's position is the same after.
    let landed = target.map { list.position(ofRank: $0) }
    let summary = Narrator.moved(
      label(at: positions[focusIndex]), from: positions.map { $0 + 1 }, to: landed.map { $0 + 1 },
      of: narratedTotal, note: adjustment?.note)
    commit(.place(from: ranks, to: target), summary: summary)
    focus = landed[focusIndex]
    scrollToShow(focus, margin: configuration.scrollMargin)
  }

  /// Applies an edit, records it for undo as `summary`, reports it to the
  /// front end, and narrates it (`narration`, where that says more than
  /// the summary).
  package mutating func commit(_ edit: Edit, summary: Narration, narration: Narration? = nil) {
    let summary =
      askKind { $0.narration(of: .move(edit, listSentence: summary), in: $1) } ?? summary
    let edit = configuration.kind.completed(edit, in: &list)
    // The kind's one rule book holds what its session commits, as it holds
    // what `--replay` and `--order` do (checked in debug builds).
    assert(
      configuration.kind.violation(of: edit, in: list) == nil,
      "a session committed what its kind's rules refuse: \(configuration.kind.violation(of: edit, in: list) ?? "")"
    )
    list.apply(edit)
    refreshHidden()
    syncShownCount()
    history.record(edit, summary: summary)
    effects.append(committed(edit, .edit))
    self.narration = narration ?? summary
  }

  /// The effect for an edit just applied to the list.
  private func committed(_ edit: Edit, _ reason: CommitReason) -> Effect {
    var entry: EditLog.Entry?
    if configuration.logsEdits {
      switch reason {
      case .edit: entry = EditLog.entry(for: edit, in: list)
      case .undo: entry = .undo
      case .redo: entry = .redo
      }
    }
    return .committed(Commit(edit: edit, reason: reason, logEntry: entry))
  }

  /// Undoes up to `steps` edits: one says what it undid, several how many.
  mutating func undo(steps: Int) {
    var undone: [History.Entry] = []
    while undone.count < max(steps, 1), let entry = history.popUndo() {
      replay(entry.edit.inverse, .undo)
      undone.append(entry)
    }
    if undone.isEmpty {
      narration = Narrator.nothingToUndo
    } else if undone.count == 1 && steps <= 1 {
      narration = Narrator.undid(undone[0].summary)
    } else {
      narration = Narrator.undid(undone.map { Self.kind(of: $0.edit) }, asked: steps)
    }
  }

  mutating func redo(steps: Int) {
    var redone: [History.Entry] = []
    while redone.count < max(steps, 1), let entry = history.popRedo() {
      replay(entry.edit, .redo)
      redone.append(entry)
    }
    if redone.isEmpty {
      narration = Narrator.nothingToRedo
    } else if redone.count == 1 && steps <= 1 {
      narration = Narrator.redid(redone[0].summary)
    } else {
      narration = Narrator.redid(redone.map { Self.kind(of: $0.edit) }, asked: steps)
    }
  }

  /// What an edit is called when several are counted: "2 moves".
  static func kind(of edit: Edit) -> String {
    switch edit {
    case .place: return "move"
    case .swap: return "swap"
    case .delete: return "delete"
    case .insert: return "insert"
    case .replace: return "action change"
    case .group(let edits): return Set(edits.map(kind)).count == 1 ? kind(of: edits[0]) : "step"
    }
  }

  /// Applies an edit from the history (undone or redone).
  private mutating func replay(_ edit: Edit, _ reason: CommitReason) {
    list.apply(edit)
    carrySelection(through: edit)
    focusAfter(edit)
    effects.append(committed(edit, reason))
  }

  /// A rewritten line stays selected if the line it replaced was.
  package mutating func carrySelection(through edit: Edit) {
    switch edit {
    case .replace(_, let old, let new):
      if selection.isMarked(Int(old)) {
        selection.unmark(Int(old))
        selection.mark(Int(new))
      }
    case .group(let edits):
      for edit in edits { carrySelection(through: edit) }
    default:
      break
    }
  }

  /// Puts the focus on the rows an edit just changed.
  private mutating func focusAfter(_ edit: Edit) {
    switch edit {
    case .place(_, let to):
      if let first = to.first { focus = list.position(ofRank: first) }
    case .swap(let a, _):
      focus = a
    case .delete(let positions, _):
      focus = min(positions.first ?? focus, max(list.count - 1, 0))
    case .insert(let positions, _):
      focus = positions.first ?? focus
    case .replace(let position, _, _):
      focus = position
    case .group(let edits):
      if let last = edits.last { focusAfter(last) }
    }
    refreshHidden()
    syncShownCount()
    scrollToShow(focus, margin: configuration.scrollMargin)
  }

  /// Delete: deletes in edit mode only, so that typing text as if to
  /// filter never deletes a row; outside it, says how to delete.
  mutating func deleteSelection() {
    guard !list.isEmpty else { return }
    guard isEditing else {
      narration = Narrator.deleteNeedsEditMode
      return
    }
    materializeRange()
    let positions = selection.markedCount > 0 ? selectedPositions() : [focus]
    if let stuck = positions.isEmpty ? focus : positions.first(where: { !list.isLiftable($0) }) {
      narration = Narrator.cannotDelete(label(at: stuck), position: stuck + 1, header: isHeader(stuck))
      return
    }
    let kind = configuration.kind
    if withKindContext({ kind.delete(positions, on: &$0) }) { return }
    delete(positions: positions)
  }

  /// Edit mode's `[x]` on the row at `position`: a press there, so a
  /// keyboard lift is dropped first; nothing during a pointer drag.
  mutating func deleteRow(at position: Int) {
    dropKeyboardLift()
    guard !isDragging, position >= 0 && position < list.count else { return }
    forgetPress()
    guard list.isLiftable(position) else {
      narration = Narrator.cannotDelete(
        label(at: position), position: position + 1, header: isHeader(position))
      return
    }
    focus = position
    let kind = configuration.kind
    if withKindContext({ kind.delete([position], on: &$0) }) { return }
    delete(positions: [position])
  }

  /// Deletes the rows at `positions` (ascending) as one undoable edit,
  /// said as `summary` (by default: which positions, and the first row).
  public mutating func delete(positions: [Int], summary: Narration? = nil) {
    let set = PositionSet(positions)
    let summary =
      summary
      ?? Narrator.deleted(label(at: positions[0]), positions: positions.map { $0 + 1 }, of: narratedTotal)
    commit(
      .delete(positions: set, ids: list.ids(at: set)), summary: summary,
      narration: Narrator.undoable(summary, keys: configuration.keyHints))
    selection.clear()
    focus = min(positions[0], max(list.count - 1, 0))
    if list.count > 0 {
      focus = firstFocusable(from: focus, step: 1) ?? firstFocusable(from: focus, step: -1) ?? 0
    }
    scrollToShow(focus, margin: configuration.scrollMargin)
  }
}
