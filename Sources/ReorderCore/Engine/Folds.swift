/// What the view hides of the list: a tree's collapsed subtrees and an
/// outline's folded bodies. View state only: it never changes the output,
/// the history or the `--log` (a position there is always a row of the
/// whole list), and a hidden row still moves with its node.
public struct Folds: Sendable {
  /// Nodes whose subtrees are collapsed, by item id (a node rewritten by
  /// a move is a new id: the move marks it too, and keeps the old one for
  /// an undo).
  public var collapsed: Set<UInt32> = []
  /// Whether an outline shows its headings' bodies (folded by default).
  public var showsBodies = false
  /// Headings whose bodies are shown while the others' are folded.
  public var openBodies: Set<UInt32> = []
  /// The rows hidden in the list as it is.
  public internal(set) var hidden = HiddenRows()
  /// While rows are lifted or settle: the rows hidden in the list without
  /// the lifted ones (the gap goes among these).
  public var restHidden = HiddenRows()

  public init() {}

  /// Marks a rewritten row as its old one was.
  public mutating func carry(from old: UInt32, to new: UInt32) {
    if collapsed.contains(old) { collapsed.insert(new) }
    if openBodies.contains(old) { openBodies.insert(new) }
  }
}

/// The shown list: what the layout counts and draws is the list without
/// its hidden rows (and, while lifted, without a folded lift's rows but
/// the gap). The focus and every position the engine keeps are positions
/// of the list (during a drag, of the drag's view over it); these convert
/// between them and the layout's indexes.
extension ReorderEngine {
  /// Recomputes the hidden rows after the list, the folds or the kind
  /// changed.
  /// - Complexity: O(1) with nothing folded; else what the kind's
  ///   ``ListKind/hiddenRows(_:in:)`` costs (a tree: O(n)).
  public mutating func refreshHidden() {
    folds.hidden = configuration.kind.hiddenRows(folds, in: list)
    if folds.hidden.isEmpty { folds.restHidden = HiddenRows() }
  }

  /// Unfolds what hides the row at `position` (its collapsed ancestors, its
  /// heading's folded body), so that it is shown.
  mutating func reveal(_ position: Int) {
    guard folds.hidden.isHidden(position) else { return }
    configuration.kind.reveal(position, folds: &folds, in: list)
    refreshHidden()
    syncShownCount()
  }

  /// Unfolds around the focus if it is on a hidden row (a search found
  /// a row there, a move or an undo put it there), and shows it.
  mutating func keepFocusShown() {
    guard !isLiftShown, !folds.hidden.isEmpty, folds.hidden.isHidden(focus) else { return }
    reveal(focus)
    scrollToShow(focus, margin: configuration.scrollMargin)
  }

  /// The hidden rows of the list without the lifted `block`, for a drag
  /// or its settle.
  mutating func hideAround(_ block: PositionSet) {
    guard !folds.hidden.isEmpty, let first = block.first, let last = block.last,
      last - first + 1 == block.count
    else {
      folds.restHidden = HiddenRows()
      return
    }
    folds.restHidden = folds.hidden.removing(list.position(ofRank: first)..<(list.position(ofRank: last) + 1))
  }

  /// The insert drag whose view the layout shows with hidden rows in it.
  private var foldedView: DragSession? {
    guard !folds.restHidden.isEmpty else { return nil }
    switch interaction {
    case .dragging(let drag, _) where drag.mode == .insert: return drag
    case .settling(let settle): return settle.view
    default: return nil
    }
  }

  /// How many rows the folds hide from the layout now.
  var foldedCount: Int {
    if foldedView != nil { return folds.restHidden.hiddenCount }
    return isLiftShown ? 0 : folds.hidden.hiddenCount
  }

  /// Whether a lift's view is shown (then `hidden` does not apply as is).
  private var isLiftShown: Bool {
    switch interaction {
    case .dragging, .settling: return true
    case .idle, .pressed, .selectingRange: return false
    }
  }

  /// The layout's index of a position (of the list, or during a drag of
  /// its view); a hidden one's is the next shown row's.
  /// - Complexity: O(log r) for r hidden runs.
  public func shownPosition(of position: Int) -> Int {
    if let drag = foldedView {
      let rest = folds.restHidden
      let gap = drag.targetRank
      if position < gap { return rest.shownIndex(of: position) }
      if position < gap + drag.gapRows { return rest.shownIndex(of: gap) + position - gap }
      return rest.shownIndex(of: position - drag.gapRows) + drag.gapRows
    }
    return isLiftShown ? position : folds.hidden.shownIndex(of: position)
  }

  /// The position (of the list, or during a drag of its view) at the
  /// layout's index `shown`.
  /// - Complexity: O(log r) for r hidden runs.
  public func position(shownAt shown: Int) -> Int {
    if let drag = foldedView {
      let rest = folds.restHidden
      let gapShown = rest.shownIndex(of: drag.targetRank)
      if shown < gapShown { return rest.position(shownAt: shown) }
      if shown < gapShown + drag.gapRows { return drag.targetRank + shown - gapShown }
      return rest.position(shownAt: shown - drag.gapRows) + drag.gapRows
    }
    return isLiftShown ? shown : folds.hidden.position(shownAt: shown)
  }

  /// The focused row's index in the layout (what the view highlights).
  public var shownFocus: Int { shownPosition(of: focus) }

  /// Scrolls the layout so the row at `position` is on screen.
  public mutating func scrollToShow(_ position: Int, margin: Int = 0) {
    layout.scrollToVisible(shownPosition(of: position), margin: margin)
  }

  /// Where the row at `position` is drawn, on screen or off it.
  func unclippedOrigin(of position: Int) -> Point {
    layout.unclippedOrigin(ofPosition: shownPosition(of: position))
  }

  /// Where a cursor move from `position` lands, among the shown rows
  /// (`:N` names a row of the list, shown or not).
  func position(after move: CursorMove, from position: Int) -> Int {
    if case .to(let p) = move { return min(max(p, 0), max(list.count - 1, 0)) }
    return self.position(shownAt: layout.position(after: move, from: shownPosition(of: position)))
  }
}

extension ReorderEngine {
  /// Collapses exactly the nodes `ids` (their rows under them hidden), as
  /// Left would one by one: for a restored view, and for the benchmarks.
  public mutating func setCollapsed(_ ids: Set<UInt32>) {
    folds.collapsed = ids
    refreshHidden()
    syncShownCount()
    keepFocusShown()
    scrollToShow(focus, margin: configuration.scrollMargin)
  }
}
