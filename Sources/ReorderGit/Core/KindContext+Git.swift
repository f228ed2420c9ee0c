import ReorderCore

/// The git rebase todo's own edits: an exec inserted, a line's text
/// edited, a line duplicated, `fixup -C`/`-c`, the whole todo from a text
/// editor. Each is one ``Edit`` (undone in one step), narrated, and logged
/// as `--replay` accepts it under ``EditRules``. Folds are in `+Fold`.
extension KindContext {
  /// Whether git edits can be made now; narrates why not.
  mutating func canEditTodo(_ refusal: Narration = Narrator.insertsOnlyInGitTodo) -> Bool {
    guard configuration.kind is GitTodoKind else {
      narration = refusal
      return false
    }
    guard list.store.isFinished else {
      narration = Narrator.stillReading
      return false
    }
    return true
  }

  /// Whether a new line after `position` gets a CR: the line it follows
  /// has one (a CRLF todo).
  func endsWithCR(_ position: Int) -> Bool {
    position >= 0 && position < list.count && list.item(at: position).last == 0x0D
  }

  func parsedLine(at position: Int) -> GitTodoLine {
    GitTodoLine.parse(list.item(at: position), comment: configuration.gitComment)
  }

  /// A new line registered in the store, with the flags a session's new
  /// lines get.
  mutating func newLine(_ bytes: [UInt8], replacing original: UInt32? = nil, flags: ItemFlags? = nil)
    -> UInt32
  {
    let id = list.store.appendSynthesized(bytes)
    let flags = flags ?? configuration.editRules.flags(ofNewLine: list.store[Int(id)])
    registerSynthesized(id: id, flags: flags, replacing: original)
    return id
  }

  /// Inserts `bytes` after the focused line, as one undoable step.
  mutating func insertAfterFocus(_ bytes: [UInt8], summary: (ItemLabel, Int, Int) -> Narration) {
    let id = newLine(bytes)
    let position = list.isEmpty ? 0 : focus + 1
    // "of N" counts as the counter does: the todo's lines, not its help.
    commit(
      .insert(positions: PositionSet([position]), ids: [id]),
      summary: summary(label(id: Int(id)), position + 1, narratedTotal + 1))
    focus = position
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
  }

  // MARK: - insert-exec, duplicate-line

  /// `exec <command>` after the focused line.
  mutating func insertExec(_ command: [UInt8]) {
    guard canEditTodo() else { return }
    guard let line = GitNewLine.execLine(command, crlf: endsWithCR(focus)) else {
      narration = Narrator.emptyExec
      return
    }
    insertAfterFocus(line) { Narrator.inserted($0, position: $1, of: $2) }
  }

  /// A copy of the focused commit, exec or break line, right below it.
  mutating func duplicateLine() {
    guard canEditTodo(), !list.isEmpty else { return }
    guard parsedLine(at: focus).isDuplicable else {
      narration = Narrator.cannotDuplicate(label(at: focus), position: focus + 1)
      return
    }
    insertAfterFocus(list.item(at: focus).array) { Narrator.duplicated($0, position: $1, of: $2) }
  }

  // MARK: - edit-line

  /// The text `edit-line` starts from: the focused line without its CR,
  /// if it is an exec, label, reset, merge or update-ref line.
  public func editableText(at position: Int) -> [UInt8]? {
    guard configuration.isGitTodo, position >= 0 && position < list.count,
      parsedLine(at: position).action?.editsTextInPlace == true
    else { return nil }
    var bytes = list.item(at: position).array
    if bytes.last == 0x0D { bytes.removeLast() }
    return bytes
  }

  /// Replaces the focused exec, label, reset, merge or update-ref line by
  /// `text` (the whole line), which must stay a line of that kind that
  /// git takes. The line keeps its CR.
  mutating func editLine(_ text: [UInt8]) {
    guard canEditTodo(), !list.isEmpty else { return }
    guard editableText(at: focus) != nil else {
      narration = Narrator.notEditableInPlace(label(at: focus), position: focus + 1)
      return
    }
    var bytes = text
    while bytes.last == 0x0D || bytes.last == 0x0A { bytes.removeLast() }
    if endsWithCR(focus) { bytes.append(0x0D) }
    let old = list.order[focus]
    guard bytes != list.item(at: focus).array else {
      narration = Narrator.lineUnchanged
      return
    }
    let id = newLine(bytes, replacing: old, flags: list.flags(at: focus))
    let edit = Edit.replace(position: focus, old: old, new: id)
    if let problem = list.violation(of: edit, under: configuration.editRules) {
      narration = Narrator.lineNotChanged(problem)
      return
    }
    commit(edit, summary: Narrator.editedLine(label(id: Int(id)), position: focus + 1, of: narratedTotal))
  }

  // MARK: - fixup -C, fixup -c

  /// `fixup -C` (`.use`) or `fixup -c` (`.edit`) on the focused (or
  /// selected) commits.
  mutating func setFixupFlag(_ flag: GitMessageFlag) {
    rewriteGitActions(flag: flag) { _ in .fixup }
  }

  // MARK: - The text editor

  /// The todo as the session has it now, for a text editor: the lines,
  /// each ended by a newline.
  public func todoText() -> [UInt8] {
    GitTodoText(lines: list.itemsAsArrays, endsWithNewline: true).bytes
  }

  /// Takes a todo back from a text editor: if git would take it, it
  /// replaces the list as one step (undo returns to the list before the
  /// editor); if not, nothing changes and the narration names the first
  /// wrong line.
  mutating func replaceTodo(_ bytes: [UInt8]) {
    guard canEditTodo(Narrator.actionsOnlyInGitTodo), !list.isEmpty else { return }
    let todo = GitTodoText(bytes)
    if let error = todo.firstError(comment: configuration.gitComment) {
      narration = Narrator.editorTodoRefused(error)
      return
    }
    let before = list.itemsAsArrays
    guard todo.lines != before else {
      narration = Narrator.editorChangedNothing
      return
    }
    let ids = replacementIDs(for: todo.lines)
    let all = PositionSet(0..<list.count)
    let edit = Edit.group([
      .delete(positions: all, ids: list.ids(at: all)),
      .insert(positions: PositionSet(0..<ids.count), ids: ids),
    ])
    let changed = Self.changedLines(before, todo.lines)
    commit(edit, summary: Narrator.replacedTodo(lines: todo.lines.count, changed: changed))
    selection.clear()
    focus = min(focus, max(list.count - 1, 0))
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
  }

  /// How many lines an edit changed, as a person counts them: the lines
  /// between the unchanged start and end, of the longer side (a line
  /// deleted is 1, not every line after it; two swapped are 2).
  static func changedLines(_ before: [[UInt8]], _ after: [[UInt8]]) -> Int {
    var start = 0
    while start < min(before.count, after.count) && before[start] == after[start] { start += 1 }
    var end = 0
    while end < min(before.count, after.count) - start
      && before[before.count - 1 - end] == after[after.count - 1 - end]
    {
      end += 1
    }
    return max(before.count, after.count) - start - end
  }

  /// An id for each new line: a line of the list with the same text is
  /// kept (its flags, and what the review says of it), the others are new.
  private mutating func replacementIDs(for lines: [[UInt8]]) -> [UInt32] {
    var unused: [[UInt8]: [UInt32]] = [:]
    for id in list.order.reversed() { unused[list.store[Int(id)].array, default: []].append(id) }
    return lines.map { line in
      if let id = unused[line]?.popLast() { return id }
      return newLine(line)
    }
  }

  // MARK: - Conflict warning

  /// The commits the todo names (commit lines, `merge -C`), once each, in
  /// order: what the file lists are collected for.
  public func todoCommits() -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for position in 0..<list.count {
      let bytes = list.item(at: position).array
      let line = GitTodoLine.parse(bytes, comment: configuration.gitComment)
      if line.isValid, let commit = line.commit(in: bytes), seen.insert(commit).inserted {
        result.append(commit)
      }
    }
    return result
  }

  /// While rows are lifted in a todo: the commits they would be moved
  /// across that change any of the same files (their item ids, to mark
  /// their rows; the status line says ``Narrator/crossesOverlapping(_:)``),
  /// and how many crossed commits are not known yet.
  public func overlaps(in map: OverlapMap) -> (ids: [Int], unknown: Int)? {
    guard configuration.isGitTodo, let drag, drag.mode == .insert else { return nil }
    let crossing = map.crossing(block: drag.block, targetRank: drag.targetRank) { rank in
      let bytes = list.item(at: list.position(ofRank: rank)).array
      let line = GitTodoLine.parse(bytes, comment: configuration.gitComment)
      return line.isValid && line.action?.takesCommit == true ? line.commit(in: bytes) : nil
    }
    return (crossing.overlapping.map { list.id(at: list.position(ofRank: $0)) }, crossing.unknown)
  }

  // MARK: - What a squash or fixup folds into

  /// The commit a squash or fixup at `position` folds into: the nearest
  /// commit above it, past comments, `exec`, `break` and dropped commits,
  /// and past other squashes and fixups to the first of their chain;
  /// ``Narrator/Fold/nothingAbove`` where there is none (git refuses such
  /// a todo); nil where a `reset` or `label` line makes it unclear.
  ///
  /// - Parameter newActions: actions being given to lines, by position,
  ///   that the list does not show yet.
  func fold(of position: Int, newActions: [Int: GitAction]) -> Narrator.Fold? {
    var p = position - 1
    while p >= 0 {
      let action =
        newActions[p]
        ?? GitTodoLine.parse(list.item(at: p).prefixArray(64), comment: configuration.gitComment)
        .action
      switch action {
      case .pick?, .reword?, .edit?, .merge?, .revert?:
        return .into(position: p + 1, label: label(at: p))
      case .reset?, .label?:
        return nil
      case .squash?, .fixup?, .drop?, .exec?, .break?, .updateRef?, .noop?, nil:
        p -= 1
      }
    }
    return .nothingAbove
  }

  // MARK: - Narration of moves

  /// For a move of one commit across a `label`, `reset` or `merge` line:
  /// "moves into branch feature". Asked before the move is applied.
  func branchNarration(for edit: Edit, comment: GitCommentMarker) -> String? {
    guard case .place(let from, let to) = edit, from.count == 1,
      let fromRank = from.first, let toRank = to.first
    else { return nil }
    let source = list.position(ofRank: fromRank)
    guard parsedLine(at: source).action?.takesCommit == true else { return nil }
    let branch = GitBranches.crossing(
      from: source, to: list.position(ofRank: toRank), count: list.count
    ) { position in
      let bytes = list.item(at: position).array
      return (GitTodoLine.parse(bytes, comment: configuration.gitComment), bytes)
    }
    return branch.map(Narrator.movesInto)
  }
}
