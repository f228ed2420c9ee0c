/// Edits without a drag (quick moves, delete, git actions, inserted lines)
/// and their history.
extension ReorderEngine {
  mutating func moveSelection(_ move: CursorMove) {
    guard !list.isEmpty else { return }
    lastMove = move
    materializeRange()
    let positions = selection.markedCount > 0 ? selectedPositions() : [focus]
    guard !positions.isEmpty else { return }
    guard positions.allSatisfy({ list.isLiftable($0) }) else {
      narration = Narrator.notLiftable(label(at: focus), header: list.flags(at: focus).contains(.header))
      return
    }
    let ranks = PositionSet(positions.compactMap { list.rank(of: $0) })
    guard let firstRank = ranks.first, let lastRank = ranks.last else { return }
    let minRank = leadingHeaderRanks()
    let maxRank = list.movableCount - 1
    let target: PositionSet
    if let offset = layout.offset(of: move) {
      // A step keeps the block's shape; it stops at the ends.
      let delta = min(max(offset, minRank - firstRank), maxRank - lastRank)
      guard delta != 0 else {
        narration = Narrator.cannotMove(label(at: focus), up: offset < 0)
        return
      }
      target = ranks.shifted(by: delta)
    } else {
      // A place gathers the block there.
      let lastStart = maxRank - ranks.count + 1
      let start: Int
      switch move {
      case .last: start = lastStart
      case .to(let p): start = min(max(list.nearestRank(to: p), minRank), lastStart)
      case .first, .vertical, .horizontal, .pageUp, .pageDown: start = minRank
      }
      target = PositionSet(start..<(start + ranks.count))
    }
    commitMove(ranks: ranks, to: target, positions: positions)
  }

  private mutating func commitMove(
    ranks: PositionSet, to target: PositionSet, positions: [Int]
  ) {
    let focusIndex = positions.firstIndex(of: focus) ?? 0
    let name = label(at: positions[focusIndex])
    let from = positions[focusIndex] + 1
    guard target != ranks else {
      narration = Narrator.droppedInPlace(name, position: from, of: list.count)
      return
    }
    let landing = list.position(ofRank: target.element(at: focusIndex))
    commit(
      .place(from: ranks, to: target),
      summary: Narrator.moved(name, count: positions.count, from: from, to: landing + 1, of: list.count))
    focus = landing
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
  }

  /// Applies an edit, records it for undo as `summary`, reports it to the
  /// front end, and narrates it (`narration`, where that says more than
  /// the summary).
  mutating func commit(_ edit: Edit, summary: String, narration: String? = nil) {
    var summary = summary
    if let branch = branchNarration(for: edit) { summary += "; " + branch }
    list.apply(edit)
    layout.itemCount = list.count
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

  mutating func undo() {
    guard let entry = history.popUndo() else {
      narration = Narrator.nothingToUndo
      return
    }
    replay(entry.edit.inverse, .undo)
    narration = Narrator.undid(entry.summary)
  }

  mutating func redo() {
    guard let entry = history.popRedo() else {
      narration = Narrator.nothingToRedo
      return
    }
    replay(entry.edit, .redo)
    narration = Narrator.redid(entry.summary)
  }

  /// Applies an edit from the history (undone or redone).
  private mutating func replay(_ edit: Edit, _ reason: CommitReason) {
    list.apply(edit)
    carrySelection(through: edit)
    focusAfter(edit)
    effects.append(committed(edit, reason))
  }

  /// A rewritten line stays selected if the line it replaced was.
  private mutating func carrySelection(through edit: Edit) {
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
    layout.itemCount = list.count
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
  }

  mutating func deleteSelection() {
    guard !list.isEmpty else { return }
    materializeRange()
    let positions = selection.markedCount > 0 ? selectedPositions() : [focus]
    guard positions.allSatisfy({ list.isLiftable($0) }), !positions.isEmpty else {
      narration = Narrator.cannotDelete(label(at: focus))
      return
    }
    delete(positions: positions)
  }

  /// Edit mode's `[x]` on the row at `position`: a press there, so a
  /// keyboard lift is dropped first; nothing during a pointer drag.
  mutating func deleteRow(at position: Int) {
    dropKeyboardLift()
    guard !isDragging, position >= 0 && position < list.count else { return }
    forgetPress()
    guard list.isLiftable(position) else {
      narration = Narrator.cannotDelete(label(at: position))
      return
    }
    focus = position
    delete(positions: [position])
  }

  private mutating func delete(positions: [Int]) {
    let set = PositionSet(positions)
    let summary = Narrator.deleted(label(at: positions[0]), count: positions.count, from: positions[0] + 1)
    commit(
      .delete(positions: set, ids: list.ids(at: set)), summary: summary, narration: Narrator.undoable(summary)
    )
    selection.clear()
    focus = min(positions[0], max(list.count - 1, 0))
    if list.count > 0 {
      focus = firstFocusable(from: focus, step: 1) ?? firstFocusable(from: focus, step: -1) ?? 0
    }
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
  }

  /// Sets the action (and fixup flag) of the focused or selected commits,
  /// as one step.
  mutating func rewriteGitActions(flag: GitMessageFlag? = nil, _ choose: (GitAction) -> GitAction) {
    guard canEditTodo(Narrator.actionsOnlyInGitTodo), !list.isEmpty else { return }
    materializeRange()
    let comment = configuration.gitComment
    let candidates = selection.markedCount > 0 ? selectedPositions() : [focus]
    var edits: [Edit] = []
    var changes: [String] = []
    var firstLabel = ""  // the first rewritten line's new text
    for position in candidates {
      let bytes = list.item(at: position).array
      let line = GitTodoLine.parse(bytes, comment: comment)
      guard let current = line.action, current.isCommitAction else { continue }
      let action = choose(current)
      guard let rewritten = GitTodoLine.rewrite(bytes, to: action, flag: flag, comment: comment),
        rewritten != bytes
      else { continue }
      let old = list.order[position]
      let id = newLine(rewritten, replacing: old, flags: list.flags(at: position))
      if edits.isEmpty { firstLabel = label(id: Int(id)) }
      edits.append(.replace(position: position, old: old, new: id))
      changes.append(Narrator.actionChange(from: current, line.flag, to: action, flag))
    }
    guard !edits.isEmpty else {
      narration =
        candidates.count == 1 ? Narrator.notACommitLine(label(at: focus)) : Narrator.noCommitLinesSelected
      return
    }
    let edit = edits.count == 1 ? edits[0] : Edit.group(edits)
    commit(edit, summary: Narrator.rewritten(changes, label: firstLabel))
    carrySelection(through: edit)
  }

  /// `b`: a `break` after the focused line (with a CR in a CRLF todo).
  mutating func insertLine(_ bytes: [UInt8]) {
    guard configuration.editRules.editsLines, EditRules.insertableLines.contains(bytes) else {
      narration = Narrator.insertsOnlyInGitTodo
      return
    }
    guard canEditTodo() else { return }
    insertAfterFocus(GitNewLine.breakLine(crlf: endsWithCR(focus))) { Narrator.inserted($0, position: $1) }
  }
}
