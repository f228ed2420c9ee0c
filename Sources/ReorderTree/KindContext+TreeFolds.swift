import ReorderCore

// Left/Right with nothing lifted, as file trees do: Left collapses an
// expanded row (else goes to the parent), Right expands a collapsed one
// (in an outline then opens its body, else goes to the first child); `z`
// shows or folds every body of an outline.

extension KindContext {
  /// Left: collapses the focused row if rows under it are shown; on a
  /// body line, goes to its heading; else to the parent.
  mutating func collapseOrGoUp(rows: TreeRows) {
    guard let node = rows.owner(of: focus, in: list.order) else { return }
    guard node == focus else {
      focus = node
      scrollToShow(focus, margin: configuration.scrollMargin)
      narrateFocus()
      return
    }
    let under = rows.subtree(of: node, in: list.order)
    let shownUnder = folds.hidden.shownIndex(of: under.upperBound) - folds.hidden.shownIndex(of: node) - 1
    guard shownUnder > 0, canCollapse(node, under: under, rows: rows) else {
      focusAlongTree(down: false, rows: rows)
      return
    }
    let id = list.order[node]
    folds.collapsed.insert(id)
    folds.openBodies.remove(id)
    refreshHidden()
    syncShownCount()
    scrollToShow(focus, margin: configuration.scrollMargin)
    narration = Narrator.treeCollapsed(label(at: node), rows: under.count - 1)
  }

  /// Right: expands the focused row if collapsed; opens an outline
  /// heading's folded body; else goes to the first child.
  mutating func expandOrGoDown(rows: TreeRows) {
    guard let node = rows.owner(of: focus, in: list.order) else { return }
    let id = list.order[node]
    let hiddenBefore = folds.hidden.hiddenCount
    let opensBody = !folds.collapsed.contains(id)
    if !opensBody {
      folds.collapsed.remove(id)
    } else if node == focus, rows.reading.isOutline, !folds.showsBodies, !folds.openBodies.contains(id),
      node + 1 < list.count, rows.role(ofID: list.order[node + 1]) == .attached
    {
      folds.openBodies.insert(id)
    } else {
      focusAlongTree(down: true, rows: rows)
      return
    }
    refreshHidden()
    syncShownCount()
    focus = node
    let shown = hiddenBefore - folds.hidden.hiddenCount
    narration =
      opensBody
      ? Narrator.treeBodyOpened(label(at: node), lines: shown)
      : Narrator.treeExpanded(label(at: node), rows: shown)
  }

  /// `z`: an outline's bodies all shown, or all folded again.
  mutating func toggleBodies(rows: TreeRows) {
    guard rows.reading.isOutline else {
      narration = Narrator.treeHasNoBodies
      return
    }
    folds.showsBodies.toggle()
    folds.openBodies.removeAll()
    if !folds.showsBodies, let owner = rows.owner(of: focus, in: list.order) { focus = owner }
    refreshHidden()
    syncShownCount()
    scrollToShow(focus, margin: configuration.scrollMargin)
    let lines = list.order.count { rows.role(ofID: $0) == .attached }
    narration = Narrator.treeBodies(shown: folds.showsBodies, lines: lines)
  }

  /// Whether a row has something to collapse: a child (in a tree; a
  /// blank line under a leaf is not worth a fold) or anything under it (a
  /// heading's body, in an outline).
  private func canCollapse(_ node: Int, under: Range<Int>, rows: TreeRows) -> Bool {
    if rows.reading.isOutline { return under.count > 1 }
    return under.dropFirst().contains { rows.role(ofID: list.order[$0]) == .node }
  }
}
