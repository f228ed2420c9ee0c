/// The reorder engine: a list, its layout, the gesture recognizers and the
/// interaction in progress. Everything a person does arrives as an
/// ``EngineAction`` with the time it happened; what the outside world must
/// do comes back as ``Effect`` values. It never reads a clock or touches a
/// terminal.
public struct ReorderEngine {
  public package(set) var list: ReorderList
  public package(set) var layout: Layout
  /// The focused row's position.
  public package(set) var focus = 0
  public package(set) var selection = Selection()
  public internal(set) var history: History
  /// The last action described in words.
  public package(set) var narration = Narration.silence {
    didSet { narrationCount &+= 1 }
  }
  /// How many times the engine has said something: a new count is a new
  /// sentence, even when its words are the same as the last one's.
  public private(set) var narrationCount = 0
  /// Whether edit mode (delete marks) is on.
  public internal(set) var isEditing = false
  /// The last quick move, for `.` to repeat.
  public var lastMove: CursorMove?
  public var configuration: EngineConfiguration {
    didSet { applyConfiguration() }
  }
  /// The time of the latest action.
  public internal(set) var now: Duration = .zero
  /// What the person is doing: see ``Interaction``.
  package var interaction = Interaction.idle
  package var recognizer: LongPressRecognizer
  package var keyHold: KeyHold
  package var autoScroller: AutoScroller
  /// The kind's own state between actions (``KindState``: git's pointer
  /// resting on a row, a board's viewport), set and read by the kind alone.
  public var kindState: (any KindState)?
  /// What the action being handled asks of the outside world.
  var effects: [Effect] = []
  /// A search running in slices, and what is known of its matches.
  var search = SearchState()
  /// What the view hides: collapsed subtrees, folded bodies (``Folds``).
  public var folds = Folds()

  /// - Parameters:
  ///   - list: the list to reorder.
  ///   - width, height: the viewport in cells, status line included.
  ///   - topInset: rows above the items (a fixed header).
  public init(
    list: ReorderList, width: Int, height: Int, topInset: Int = 0,
    configuration: EngineConfiguration = EngineConfiguration()
  ) {
    self.list = list
    self.configuration = configuration
    layout = Layout(width: width, height: height, itemCount: list.count, topInset: topInset)
    layout.bottomUp = configuration.bottomUp
    history = History(depth: configuration.historyDepth)
    recognizer = LongPressRecognizer(
      minimumPressDuration: configuration.longPressDuration,
      allowableMovement: configuration.allowableMovement)
    keyHold = KeyHold(reportsReleases: configuration.holdKeyReportsReleases)
    autoScroller = AutoScroller(edgeRows: configuration.autoScrollEdgeRows)
    focus = firstFocusable(from: 0, step: 1) ?? 0
    refreshHidden()
    syncShownCount()
  }

  private mutating func applyConfiguration() {
    recognizer.minimumPressDuration = configuration.longPressDuration
    recognizer.allowableMovement = configuration.allowableMovement
    keyHold.reportsReleases = configuration.holdKeyReportsReleases
    autoScroller.edgeRows = configuration.autoScrollEdgeRows
    layout.bottomUp = configuration.bottomUp
    refreshHidden()
    syncShownCount()
  }

  /// The lift in progress, if rows are lifted.
  public var drag: DragSession? {
    if case .dragging(let drag, _) = interaction { return drag }
    return nil
  }

  /// Changes the lift in progress, if there is one.
  public mutating func updateDrag(_ change: (inout DragSession) -> Void) {
    guard case .dragging(var drag, let held) = interaction else { return }
    change(&drag)
    interaction = .dragging(drag, held: held)
  }

  /// Says something for the front end (a prompt's outcome), or puts back a
  /// narration that a follow-up action replaced (the focus moving on after
  /// `x` should not hide what `x` did).
  public mutating func say(_ narration: Narration) { self.narration = narration }

  // MARK: - Loading

  /// Takes in items loaded since the last call (streaming input).
  public mutating func syncLoaded(classify: ((ItemBytes) -> ItemFlags)? = nil) {
    let wasEmpty = list.isEmpty
    guard list.syncWithStore(classify: classify) > 0 else { return }
    refreshHidden()
    layout.itemCount = shownCount
    countMatchesInLoadedRows()
    if wasEmpty { focus = firstFocusable(from: 0, step: 1) ?? 0 }
    let movable = list.movableCount
    updateDrag { $0.maxTarget = max($0.minTarget, movable - $0.count) }
  }

  // MARK: - Handling actions

  /// Handles one action at `time` (monotonic; from any epoch).
  public mutating func handle(_ action: EngineAction, at time: Duration) -> [Effect] {
    now = max(now, time)
    if interruptSearch(by: action) { return [] }
    let countBefore = list.count
    if action != .tick {
      if case .settling = interaction {  // any input finishes the animation at once
        interaction = .idle
        syncShownCount()
      }
      if case .holdKey = action {
      } else {
        handleGestures(keyHold.resolvePending(), driver: .keyboard)
      }
    }
    route(action)
    forgetMatchesAfterEdits()
    let kind = configuration.kind
    withKindContext { kind.afterAction(action, on: &$0) }
    if list.count != countBefore {
      // Rows came or went under a held button: that press no longer means
      // the row it was made on.
      releasePress()
    }
    syncShownCount()
    if focus >= list.count { focus = max(list.count - 1, 0) }
    keepFocusShown()
    defer { effects = [] }
    return effects
  }

  /// The one routing decision: what an action means in the current
  /// interaction. Pointer, hold-key and time input go to their handlers,
  /// which know every state; while rows are lifted, keys move them, Enter
  /// drops, Esc cancels, and other commands wait for the drop.
  private mutating func route(_ action: EngineAction) {
    let kind = configuration.kind
    if case .dragging(let drag, _) = interaction, case .pointerUp(let point) = action, drag.pointer == point,
      withKindContext({ kind.takesRelease(at: point, on: &$0) })
    {
      return
    }
    switch (interaction, action) {
    case (_, .kindAction(let action)) where action.base.worksWhileLifted:
      withKindContext { action.base.perform(on: &$0) }
    case (_, .pointerDown(let point, let button, let shift)): pointerDown(point, button: button, shift: shift)
    case (_, .pointerMoved(let point)): pointerMoved(point)
    case (_, .pointerUp(let point)): pointerUp(point)
    case (_, .scroll(let rows)): scroll(by: rows)
    case (_, .holdKey(let phase)): holdKey(phase)
    case (_, .tick): tick()
    case (_, .resize(let width, let height)): resize(width: width, height: height)
    case (_, .quit): quit()
    case (_, .suspend): effects.append(.suspend)
    case (_, .deleteRow(let position)): deleteRow(at: position)
    case (.dragging(let drag, _), .cursor(let move)): if drag.driver == .keyboard { moveKeyboardDrag(move) }
    case (.dragging(let drag, _), .confirm): drop(drag)
    case (.dragging(let drag, _), .escape): cancel(drag)
    case (.dragging(let drag, _), .toggleMark), (.dragging(let drag, _), .setMark),
      (.dragging(let drag, _), .toggleRangeSelection):
      narration = Narrator.selectionWaitsForDrop(keyboard: drag.driver == .keyboard)
    case (.dragging(let drag, _), _):
      // Other commands wait for the drop, and say so.
      narration = Narrator.waitsForDrop(keyboard: drag.driver == .keyboard)
    case (_, .cursor(let move)): moveFocus(move)
    case (_, .moveSelection(let move)): moveSelection(move)
    case (_, .confirm): effects.append(.accept)
    case (_, .escape): escape()
    case (_, .undo): undo(steps: 1)
    case (_, .redo): redo(steps: 1)
    case (_, .undoSteps(let n)): undo(steps: n)
    case (_, .redoSteps(let n)): redo(steps: n)
    case (_, .toggleRangeSelection): toggleRange()
    case (_, .toggleMark): toggleMark()
    case (_, .setMark(let on)): setMark(on)
    case (_, .selectAll): selectAll()
    case (_, .deselectAll): deselectAll()
    case (_, .invertSelection): invertSelection()
    case (_, .toggleEditMode): toggleEditMode()
    case (_, .endEditMode): if isEditing { toggleEditMode() }
    case (_, .delete): deleteSelection()
    case (_, .toggleDropMode): toggleDropMode()
    case (_, .repeatLastMove): repeatLastMove()
    case (_, .kindAction(let action)): withKindContext { action.base.perform(on: &$0) }
    case (_, .search(let query, let forward, let includeCurrent, let count)):
      search(query, forward: forward, includeCurrent: includeCurrent, count: count)
    }
  }

  private mutating func quit() {
    if isDragging { cancelDrag() }
    effects.append(.quit)
  }

  /// Esc with nothing lifted: leaves edit mode, else clears the selection,
  /// else quits.
  private mutating func escape() {
    if isEditing {
      isEditing = false
      narration = Narrator.editMode(false)
    } else if !selection.isEmpty {
      narration = Narrator.selectionCleared(selectedPositions().count)
      selection.clear()
    } else {
      effects.append(.quit)
    }
  }

  private mutating func toggleEditMode() {
    isEditing.toggle()
    narration = Narrator.editMode(isEditing, keys: configuration.keyHints)
  }

  private mutating func toggleDropMode() {
    configuration.dropMode = configuration.dropMode == .insert ? .swap : .insert
    narration = Narrator.dropMode(configuration.dropMode)
  }

  private mutating func repeatLastMove() {
    if let lastMove {
      moveSelection(lastMove)
    } else {
      narration = Narrator.noMoveToRepeat
    }
  }

  // MARK: - Helpers

  /// The first non-header position from `start` in direction `step`.
  func firstFocusable(from start: Int, step: Int) -> Int? {
    var p = start
    while p >= 0 && p < list.count {
      if configuration.kind.headerRole == .columnTop || !list.flags(at: p).contains(.header) { return p }
      p += step
    }
    return nil
  }

  public func label(at position: Int) -> ItemLabel {
    guard position >= 0 && position < list.count else { return .blankLine }
    return label(id: list.id(at: position))
  }

  /// A row's name in sentences: as its kind names it, else the item's
  /// text (without its colour codes when items have them).
  public func label(id: Int) -> ItemLabel {
    let item = list.store[id]
    if let named = configuration.kind.label(of: item) { return named }
    return Narrator.label(item, ignoringCodes: configuration.itemsHaveCodes)
  }

  /// Whether a press or Space on the row at `position` may lift it: a
  /// movable row, or a header the kind lifts rows from (a board's column).
  func canLift(_ position: Int) -> Bool {
    if list.isLiftable(position) { return true }
    guard isHeader(position), case .rows = withKindView({ configuration.kind.lift(at: position, in: $0) })
    else {
      return false
    }
    return true
  }

  /// Whether the row at `position` is a section header (else, where it
  /// cannot move, it is locked).
  package func isHeader(_ position: Int) -> Bool { list.flags(at: position).contains(.header) }

  /// How many ranks at the top are headers (nothing may move above the
  /// first header of a list that starts with one).
  func leadingHeaderRanks() -> Int {
    switch configuration.kind.headerRole {
    case .divider: list.leadingHeaderRanks
    case .columnTop: min(list.leadingHeaderRanks, 1)
    }
  }
}
