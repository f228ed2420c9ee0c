import ReorderCore

/// Folding a commit into another: it goes right below the target commit
/// and becomes its `fixup` (or `squash`), as one step that undo takes back
/// whole. Three ways in:
///
/// - `fixup-into`/`squash-into` with a commit lifted (Space, arrows): into
///   the commit whose place the gap has taken;
/// - a pointer drag that rests on another commit's row
///   (``EngineConfiguration/foldsOnRest``): the drop folds into it;
///
/// The gap follows the pointer, so the row "under the pointer" is the one
/// whose place the gap took, which made way one row up or down:
///
///     dragging C up onto A's row     dragging A down onto C's row
///       [gap]   ← pointer              B
///       A       target                 C       target
///       B                              [gap]   ← pointer
///
/// The fold puts the commit right below the target either way.
/// - `.fold(_, into: position)`: into that row, directly;
/// - `.fold(_, into: nil)` with nothing lifted: into the nearest commit
///   above the focused one (past exec, break and label lines).
extension KindContext {
  /// `fixup-into` / `squash-into`, or a fold into a given row.
  mutating func fold(_ action: GitAction, into target: Int?) {
    guard canEditTodo(Narrator.actionsOnlyInGitTodo) else { return }
    guard case .dragging(let drag, let held) = interaction else {
      guard let target = target ?? commitAbove(focus) else {
        narration = Narrator.foldNeedsLift
        return
      }
      fold(position: focus, into: target, as: action)
      return
    }
    guard drag.count == 1, drag.mode == .insert else {
      narration = Narrator.cannotFold("one commit folds at a time")
      return
    }
    guard let into = target ?? displacedRow(drag) else {
      narration = Narrator.foldNeedsLift
      return
    }
    if let refusal = foldRefusal(list.position(ofRank: drag.sourceRank), into) {
      narration = Narrator.cannotFold(refusal)  // the commit stays lifted
      return
    }
    endDragAsFold(drag, held: held, into: into, as: action)
  }

  /// The nearest commit above `position` that a commit can fold into,
  /// past exec, break, label and comment lines: what `fixup-into` takes
  /// when nothing is lifted.
  func commitAbove(_ position: Int) -> Int? {
    var p = min(position, list.count) - 1
    while p >= 0 && !parsedLine(at: p).canBeFoldedInto { p -= 1 }
    return p >= 0 ? p : nil
  }

  /// A pointer drop while the fold is armed.
  mutating func dropAsFold(at point: Point) {
    guard case .dragging(let drag, let held) = interaction, let target = foldRest.target else { return }
    releasePointer(at: point)
    endDragAsFold(drag, held: held, into: target, as: foldRest.action)
  }

  private mutating func endDragAsFold(
    _ drag: DragSession, held: Press?, into target: Int, as action: GitAction
  ) {
    let origin = snapshot?.origin ?? layout.unclippedOrigin(ofPosition: focus)
    let source = list.position(ofRank: drag.sourceRank)
    interaction = .idle
    autoScroller.stop()
    forgetKeyHold()
    foldRest.reset()
    focus = source
    // The glide ends where the commit lands: right below its target.
    var landed = drag.block
    if let s = list.rank(of: source), let t = list.rank(of: target) {
      landed = PositionSet([t < s ? t + 1 : t])
    }
    let undoCount = history.undoCount
    fold(position: source, into: target, as: action)
    settle(drag, landed: history.undoCount > undoCount ? landed : drag.block, from: origin, held: held)
  }

  /// Folds the commit at `source` into the commit at `target`.
  mutating func fold(position source: Int, into target: Int, as action: GitAction) {
    guard action.isFold else { return }
    guard let refusal = foldRefusal(source, target) else {
      commitFold(source, into: target, as: action)
      return
    }
    narration = Narrator.cannotFold(refusal)
  }

  private func foldRefusal(_ source: Int, _ target: Int) -> Narration? {
    guard source >= 0, source < list.count, target >= 0, target < list.count else {
      return "no commit there to fold into"
    }
    if source == target { return "a commit doesn't fold into itself" }
    guard parsedLine(at: source).isCommitLine, list.isLiftable(source) else {
      return "position \(source + 1) is not a commit that can move · \(label(at: source))"
    }
    guard parsedLine(at: target).canBeFoldedInto, let sourceRank = list.rank(of: source),
      let targetRank = list.rank(of: target)
    else {
      return "position \(target + 1) is not a commit to fold into · \(label(at: target))"
    }
    // Right below the target: no locked row may come between.
    let landingRank = targetRank < sourceRank ? targetRank + 1 : targetRank
    guard list.position(ofRank: landingRank) == (targetRank < sourceRank ? target + 1 : target) else {
      return "a locked row is right below position \(target + 1) · \(label(at: target))"
    }
    return nil
  }

  private mutating func commitFold(_ source: Int, into target: Int, as action: GitAction) {
    guard let sourceRank = list.rank(of: source), let targetRank = list.rank(of: target) else { return }
    let landingRank = targetRank < sourceRank ? targetRank + 1 : targetRank
    let landing = list.position(ofRank: landingRank)
    let name = label(at: source)
    let into = label(at: target)
    var edits: [Edit] = []
    if landingRank != sourceRank {
      edits.append(.place(from: PositionSet([sourceRank]), to: PositionSet([landingRank])))
    }
    let old = list.order[source]
    let bytes = list.item(at: source).array
    if let rewritten = GitTodoLine.rewrite(bytes, to: action, flag: nil, comment: configuration.gitComment),
      rewritten != bytes
    {
      let id = newLine(rewritten, replacing: old, flags: list.flags(at: source))
      edits.append(.replace(position: landing, old: old, new: id))
    }
    guard let first = edits.first else {
      narration = Narrator.alreadyFolded(name, into: into, at: target + 1)
      return
    }
    let targetAfter = targetRank < sourceRank ? target : target - 1  // where the target ends up
    let summary = Narrator.folded(
      name, from: source + 1, to: landing + 1, of: narratedTotal, into: into, at: targetAfter + 1, as: action)
    commit(edits.count == 1 ? first : .group(edits), summary: summary)
    focus = landing
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
  }

  // MARK: - Resting on a row

  /// After each action: while one commit is dragged by the pointer, the
  /// row under a resting pointer becomes the fold's target; moving on
  /// makes the drop a move again.
  mutating func observeFoldRest() {
    guard let drag, drag.driver == .pointer,
      drag.count == 1, drag.mode == .insert
    else {
      foldRest.reset()
      return
    }
    let wasArmed = foldRest.isArmed
    let disarmed = foldRest.observe(point: drag.pointer, row: foldTargetCandidate(drag), at: now)
    if foldRest.isArmed && !wasArmed, let target = foldRest.target {
      narration = dropToFoldNarration(target)
    } else if disarmed {
      narration = Narrator.over(label(id: Int(drag.ids[0])), count: 1, position: focus + 1, of: narratedTotal)
    }
  }

  /// The row whose place the gap has taken (the row under the pointer
  /// before it made way); nil while the gap is where the rows were lifted.
  func displacedRow(_ drag: DragSession) -> Int? {
    guard drag.mode == .insert, drag.targetRank != drag.sourceRank else { return nil }
    return list.position(ofRank: drag.targetRank)
  }

  /// The row a resting pointer would fold into: the commit the gap
  /// displaced, when both it and the lifted row are commits.
  private func foldTargetCandidate(_ drag: DragSession) -> Int? {
    guard parsedLine(at: list.position(ofRank: drag.sourceRank)).isCommitLine, let row = displacedRow(drag),
      parsedLine(at: row).canBeFoldedInto
    else { return nil }
    return row
  }

  /// Fixup ⇄ squash while the fold is armed.
  mutating func toggleFoldAction() {
    guard let target = foldRest.target else { return }
    foldRest.toggleAction()
    narration = dropToFoldNarration(target)
  }

  /// "Drop to fixup into position 2 (s: squash) · "Base" (pick a1)".
  /// The key is the other action's command's (named as the action is).
  private func dropToFoldNarration(_ target: Int) -> Narration {
    let other: GitAction = foldRest.action == .fixup ? .squash : .fixup
    return Narrator.dropToFold(
      into: label(at: target), position: target + 1, as: foldRest.action,
      toggleKey: configuration.keyHints.kindKeys[other.rawValue])
  }

  /// The item a drop now folds into, and how (for the view to mark its
  /// row: compare with ``displayed(at:)``'s id).
  public var foldTarget: (id: Int, action: GitAction)? {
    guard let target = foldRest.target, target < list.count else { return nil }
    return (list.id(at: target), foldRest.action)
  }
}
