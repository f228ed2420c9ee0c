import ReorderCore

/// A git rebase todo's action changes and the `break` it inserts.
extension KindContext {
  /// Sets the action (and fixup flag) of the focused or selected commits,
  /// as one step.
  mutating func rewriteGitActions(flag: GitMessageFlag? = nil, _ choose: (GitAction) -> GitAction) {
    guard canEditTodo(Narrator.actionsOnlyInGitTodo), !list.isEmpty else { return }
    materializeRange()
    let comment = configuration.gitComment
    let candidates = selection.markedCount > 0 ? selectedPositions() : [focus]
    var edits: [Edit] = []
    var changes: [String] = []
    var rewrittenPositions: [Int] = []
    var newActions: [Int: GitAction] = [:]
    var labels: [Int: ItemLabel] = [:]  // rewritten lines, by position
    var folding: Int?  // the first line that becomes a squash or fixup
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
      edits.append(.replace(position: position, old: old, new: id))
      changes.append(Narrator.actionChange(from: current, line.flag, to: action, flag))
      rewrittenPositions.append(position)
      newActions[position] = action
      if labels.isEmpty || action == .squash || action == .fixup { labels[position] = label(id: Int(id)) }
      if folding == nil && (action == .squash || action == .fixup) { folding = position }
    }
    guard let first = rewrittenPositions.first else {
      narration =
        candidates.count == 1
        ? Narrator.notACommitLine(label(at: focus), position: focus + 1) : Narrator.noCommitLinesSelected
      return
    }
    let edit = edits.count == 1 ? edits[0] : Edit.group(edits)
    let named = folding ?? first
    let summary = Narrator.rewritten(
      changes, positions: rewrittenPositions.map { $0 + 1 }, label: labels[named] ?? label(at: named),
      fold: folding.flatMap { fold(of: $0, newActions: newActions) })
    commit(edit, summary: summary)
    carrySelection(through: edit)
  }

  /// `b`: a `break` after the focused line (with a CR in a CRLF todo).
  mutating func insertLine(_ bytes: [UInt8]) {
    guard configuration.kind is GitTodoKind, EditRules.insertableLines.contains(bytes) else {
      narration = Narrator.insertsOnlyInGitTodo
      return
    }
    guard canEditTodo() else { return }
    insertAfterFocus(GitNewLine.breakLine(crlf: endsWithCR(focus))) {
      Narrator.inserted($0, position: $1, of: $2)
    }
  }
}
