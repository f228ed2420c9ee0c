/// Settings of the engine that the command line can change.
public struct EngineConfiguration: Sendable {
  /// How long a press must be held before the row lifts (0: at once).
  public var longPressDuration: Duration = .milliseconds(500)
  /// How far the pointer may wander (cells) before the delay is over.
  public var allowableMovement = 0
  /// Rows at each edge of the viewport that auto-scroll during a drag.
  public var autoScrollEdgeRows = 2
  public var autoScrollInterval: Duration = .milliseconds(20)
  /// Undo depth.
  public var historyDepth = 1000
  /// How long the snapshot takes to settle after a drop or cancel (0: no
  /// animation).
  public var animationDuration: Duration = .milliseconds(150)
  public var animationFrameInterval: Duration = .milliseconds(30)
  /// Whether the terminal reports key releases (kitty keyboard protocol).
  public var holdKeyReportsReleases = false
  public var dropMode: DropMode = .insert
  /// Rows of context kept above and below the focus when scrolling.
  public var scrollMargin = 2
  /// Where edit mode's delete mark `[x]` is, in columns from the start of a
  /// row's (or grid cell's) cell.
  public var deleteMarkColumns = 2..<5
  /// Whether items carry colour codes that are not part of their text
  /// (`--ansi`): search and narration look past them.
  public var itemsHaveCodes = false
  /// Whether commits carry their ``EditLog`` entry (for `--log`).
  public var logsEdits = false
  /// A git rebase todo's comment character (core.commentChar).
  public var gitCommentChar = UInt8(ascii: "#")
  /// Whether the list is a git rebase todo: only then are lines rewritten
  /// or inserted (``EditRules``).
  public var isGitTodo = false

  /// The rules every edit keeps, which `--replay` checks a log against.
  public var editRules: EditRules {
    EditRules(gitCommentChar: isGitTodo ? gitCommentChar : nil, historyDepth: historyDepth)
  }

  public init() {}
}

/// A semantic action: what a key, a mouse report or the passing of time
/// means to the engine. The front end's key bindings produce these.
public enum EngineAction: Hashable, Sendable {
  case pointerDown(Point, PointerButton, shift: Bool)
  case pointerMoved(Point)
  case pointerUp(Point)
  /// Mouse wheel: scroll by rows (negative is up).
  case scroll(Int)
  /// Moves the focus, or the snapshot while a row is lifted by keyboard.
  case cursor(CursorMove)
  /// Moves the focused row (or the selection) without lifting (`J`/`K`).
  case moveSelection(CursorMove)
  /// The hold key (Space) went down, repeated, or came up.
  case holdKey(KeyEventPhase)
  /// Enter: drops while lifted, accepts otherwise.
  case confirm
  /// Esc: cancels a drag, else clears the selection, else quits.
  case escape
  /// Quits without output (`q`, Ctrl-C), cancelling any drag.
  case quit
  case undo
  case redo
  /// `v`: starts or ends a range selection at the focus.
  case toggleRangeSelection
  /// `x`/Tab: adds the focused row to the selection, or takes it out.
  case toggleMark
  /// `e`: enters or leaves edit mode (delete marks on every row).
  case toggleEditMode
  /// Leaves edit mode (the Done button).
  case endEditMode
  /// `d`/Delete: removes the focused row (or the selection). Undoable.
  case delete
  /// `m`: switches between insert and swap drops.
  case toggleDropMode
  /// `.`: repeats the last move on the focused row (or selection).
  case repeatLastMove
  /// git todo: sets the action of the focused (or selected) commits.
  case setGitAction(GitAction)
  /// git todo: each focused (or selected) commit's action becomes the next
  /// in pick → reword → edit → squash → fixup → drop.
  case cycleGitAction
  /// Inserts a new line after the focused row (git's `break`).
  case insertLine([UInt8])
  /// Moves the focus to the next (or previous) row containing `query`;
  /// smart case: case-insensitive unless the query has a capital.
  case search(String, forward: Bool, includeCurrent: Bool)
  case tick
  case resize(width: Int, height: Int)
}

public enum PointerButton: Hashable, Sendable { case primary, secondary, middle }

public enum KeyEventPhase: Hashable, Sendable { case press, `repeat`, release }

/// A focus or snapshot movement.
public enum CursorMove: Hashable, Sendable {
  /// Rows (in a grid: content rows) up or down; negative is up.
  case vertical(Int)
  /// Columns in a grid; in a list, rows.
  case horizontal(Int)
  case pageUp, pageDown
  case first, last
  /// A 0-based position.
  case to(Int)
}

/// What the front end's loop must do after an action.
public enum Effect: Hashable, Sendable {
  /// Print or write the list and exit successfully.
  case accept
  /// Exit without output.
  case quit
  /// An edit was committed, undone or redone.
  case committed(Commit)
}

/// A committed edit, as the engine reports it.
public struct Commit: Hashable, Sendable {
  public var edit: Edit
  public var reason: CommitReason
  /// The edit in the log's terms, taken when it was committed (positions
  /// change with later edits); only when ``EngineConfiguration/logsEdits``.
  public var logEntry: EditLog.Entry?
}

public enum CommitReason: Hashable, Sendable { case edit, undo, redo }

/// The floating copy of the lifted rows, as the view draws it.
public struct SnapshotView: Hashable, Sendable {
  /// The lifted items, in order.
  public var ids: [UInt32]
  /// Which of them the pointer holds.
  public var grabbedIndex: Int
  /// The screen cell where the grabbed row's floating cell begins.
  public var origin: Point
  /// True while gliding into place after a drop or back after a cancel.
  public var isSettling: Bool
}

/// The reorder engine: a list, its layout, the gesture recognizers and the
/// drag in progress. Everything a person does arrives as an
/// ``EngineAction`` with the time it happened; what the outside world must
/// do comes back as ``Effect`` values. It never reads a clock or touches a
/// terminal.
public struct ReorderEngine {
  public private(set) var list: ReorderList
  public private(set) var layout: Layout
  /// The focused row's position.
  public private(set) var focus = 0
  public private(set) var selection = Selection()
  public private(set) var drag: DragSession?
  public private(set) var history: History
  /// The last action described in words.
  public private(set) var narration = ""
  /// Whether edit mode (delete marks) is on.
  public private(set) var isEditing = false
  /// The last quick move, for `.` to repeat.
  public private(set) var lastMove: CursorMove?
  public var configuration: EngineConfiguration {
    didSet { applyConfiguration() }
  }

  private var recognizer: LongPressRecognizer
  private var keyHold: KeyHold
  private var autoScroller: AutoScroller
  private var settle: Settle?
  /// The time of the latest action.
  public private(set) var now: Duration = .zero
  /// Where the left button went down on an item, while it is held.
  private var press: (position: Int, point: Point)?
  private var rangeDragging = false

  private struct Settle {
    var ids: [UInt32]
    var grabbedIndex: Int
    var from: Point
    var landing: Int
    var start: Duration
  }

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
    history = History(depth: configuration.historyDepth)
    recognizer = LongPressRecognizer(
      minimumPressDuration: configuration.longPressDuration,
      allowableMovement: configuration.allowableMovement)
    keyHold = KeyHold(reportsReleases: configuration.holdKeyReportsReleases)
    autoScroller = AutoScroller(edgeRows: configuration.autoScrollEdgeRows)
    focus = firstFocusable(from: 0, step: 1) ?? 0
  }

  private mutating func applyConfiguration() {
    recognizer.minimumPressDuration = configuration.longPressDuration
    recognizer.allowableMovement = configuration.allowableMovement
    keyHold.reportsReleases = configuration.holdKeyReportsReleases
    autoScroller.edgeRows = configuration.autoScrollEdgeRows
  }

  // MARK: - Queries for the view

  /// Whether a row is lifted (by pointer or keyboard).
  public var isDragging: Bool { drag != nil }

  /// The item shown at a position, and whether it is the placeholder of a
  /// lifted row (the gap). During a drag this is a view over the original
  /// order; otherwise it is the order itself.
  /// - Complexity: O(log n).
  public func displayed(at position: Int) -> (id: Int, isPlaceholder: Bool) {
    let shown = storedPosition(shownAt: position)
    return (list.id(at: shown.position), shown.isPlaceholder)
  }

  /// The stored position of the row shown at `position` (they differ only
  /// during a drag).
  public func storedPosition(shownAt position: Int) -> (position: Int, isPlaceholder: Bool) {
    guard let drag, let rank = list.rank(of: position) else { return (position, false) }
    let shown = drag.originalRank(shownAt: rank)
    return (list.position(ofRank: shown.rank), shown.isPlaceholder)
  }

  /// Whether the row shown at `position` is selected.
  public func isSelected(displayedAt position: Int) -> Bool {
    isSelected(id: displayed(at: position).id, displayedAt: position)
  }

  /// The same, for a caller that already knows which item is shown there.
  public func isSelected(id: Int, displayedAt position: Int) -> Bool {
    if selection.isMarked(id) { return true }
    if drag == nil, let anchor = selection.anchor {
      return position >= min(anchor, focus) && position <= max(anchor, focus)
        && list.flags(at: position).isLiftable
    }
    return false
  }

  /// The floating snapshot to draw, if a row is lifted or settling.
  public var snapshot: SnapshotView? {
    if let drag {
      let origin: Point
      switch drag.driver {
      case .pointer:
        let y = min(
          max(drag.pointer.y - drag.grabOffset.y, layout.topInset),
          layout.topInset + max(layout.visibleRows - 1, 0))
        let x = layout.isGrid ? drag.pointer.x - drag.grabOffset.x : 0
        origin = Point(x: x, y: y)
      case .keyboard:
        origin = layout.unclippedOrigin(ofPosition: focus)
      }
      return SnapshotView(ids: drag.ids, grabbedIndex: drag.grabbedIndex, origin: origin, isSettling: false)
    }
    if let settle {
      let to = layout.unclippedOrigin(ofPosition: settle.landing)
      let duration = configuration.animationDuration
      var t = duration > .zero ? (now - settle.start) / duration : 1
      t = min(max(t, 0), 1)
      let eased = 1 - (1 - t) * (1 - t)
      let origin = Point(
        x: settle.from.x + Int((Double(to.x - settle.from.x) * eased).rounded()),
        y: settle.from.y + Int((Double(to.y - settle.from.y) * eased).rounded()))
      return SnapshotView(
        ids: settle.ids, grabbedIndex: settle.grabbedIndex, origin: origin, isSettling: true)
    }
    return nil
  }

  /// The item under a screen cell, as an index path; nil for headers, the
  /// status line, gaps, and anything below or beside the items.
  public func hitTest(_ point: Point) -> IndexPath? {
    guard let position = layout.position(at: point) else { return nil }
    return list.indexPath(at: storedPosition(shownAt: position).position)
  }

  /// When the loop must deliver a ``EngineAction/tick`` even without input.
  public var nextDeadline: Duration? {
    var deadlines: [Duration] = []
    if let d = recognizer.deadline { deadlines.append(d) }
    if let d = keyHold.deadline { deadlines.append(d) }
    if let drag, drag.driver == .pointer,
      autoScroller.zone(row: drag.pointer.y - layout.topInset, rows: layout.visibleRows).direction != 0
    {
      deadlines.append(now + configuration.autoScrollInterval)
    }
    if let settle {
      deadlines.append(
        min(now + configuration.animationFrameInterval, settle.start + configuration.animationDuration))
    }
    return deadlines.min()
  }

  /// Puts back a narration that a follow-up action replaced (the focus
  /// moving on after `x` should not hide what `x` did).
  public mutating func restoreNarration(_ text: String) { narration = text }

  // MARK: - Loading

  /// Takes in items loaded since the last call (streaming input).
  public mutating func syncLoaded(classify: ((ItemBytes) -> ItemFlags)? = nil) {
    let wasEmpty = list.isEmpty
    guard list.syncWithStore(classify: classify) > 0 else { return }
    layout.itemCount = list.count
    if wasEmpty { focus = firstFocusable(from: 0, step: 1) ?? 0 }
    if var drag {
      drag.maxTarget = max(drag.minTarget, list.movableCount - drag.count)
      self.drag = drag
    }
  }

  // MARK: - Handling actions

  /// Handles one action at `time` (monotonic; from any epoch).
  public mutating func handle(_ action: EngineAction, at time: Duration) -> [Effect] {
    now = max(now, time)
    let countBefore = list.count
    var effects: [Effect] = []
    if action != .tick {
      settle = nil  // any input finishes the animation at once
      if case .holdKey = action {
      } else {
        handleGestures(keyHold.resolvePending(), driver: .keyboard, effects: &effects)
      }
    }
    switch action {
    case .pointerDown(let point, let button, let shift):
      pointerDown(point, button: button, shift: shift, effects: &effects)
    case .pointerMoved(let point):
      pointerMoved(point, effects: &effects)
    case .pointerUp(let point):
      pointerUp(point, effects: &effects)
    case .scroll(let rows):
      layout.scroll(by: rows)
      if drag?.driver == .pointer { aimPointerDrag() }
    case .cursor(let move):
      if let drag, drag.driver == .keyboard {
        moveKeyboardDrag(move)
      } else if drag == nil {
        moveFocus(move)
      }
    case .moveSelection(let move):
      if drag == nil { moveSelection(move, effects: &effects) }
    case .holdKey(let phase):
      holdKey(phase, effects: &effects)
    case .confirm:
      if drag?.driver == .keyboard {
        handleGestures(
          keyHold.drop(at: drag?.pointer ?? Point(x: 0, y: 0)), driver: .keyboard, effects: &effects)
      } else if drag != nil {
        endDrag(effects: &effects)
      } else {
        effects.append(.accept)
      }
    case .escape:
      if drag?.driver == .keyboard {
        handleGestures(keyHold.cancel(), driver: .keyboard, effects: &effects)
      } else if drag != nil {
        cancelDrag()
      } else if isEditing {
        isEditing = false
        narration = "Left edit mode"
      } else if !selection.isEmpty {
        let count = selectedPositions().count
        selection.clear()
        narration = "Selection cleared (\(count) \(count == 1 ? "row" : "rows"))"
      } else {
        effects.append(.quit)
      }
    case .quit:
      if drag != nil { cancelDrag() }
      effects.append(.quit)
    case .undo:
      if drag == nil { undo(effects: &effects) }
    case .redo:
      if drag == nil { redo(effects: &effects) }
    case .toggleRangeSelection:
      if drag == nil { toggleRange() }
    case .toggleMark:
      if drag == nil { toggleMark() }
    case .toggleEditMode:
      if drag == nil {
        isEditing.toggle()
        narration =
          isEditing ? "Edit mode: d or click [x] deletes a row; e, Esc or Done leaves" : "Left edit mode"
      }
    case .endEditMode:
      if isEditing && drag == nil {
        isEditing = false
        narration = "Left edit mode"
      }
    case .delete:
      if drag == nil { deleteSelection(effects: &effects) }
    case .toggleDropMode:
      if drag == nil {
        configuration.dropMode = configuration.dropMode == .insert ? .swap : .insert
        narration =
          configuration.dropMode == .swap
          ? "Swap mode: a drop on a row swaps the two; a drop on nothing snaps back"
          : "Insert mode: a drop inserts the row; the rows between shift"
      }
    case .repeatLastMove:
      if drag == nil {
        if let lastMove {
          moveSelection(lastMove, effects: &effects)
        } else {
          narration = "No move to repeat yet"
        }
      }
    case .setGitAction(let action):
      if drag == nil { rewriteGitActions({ _ in action }, effects: &effects) }
    case .cycleGitAction:
      if drag == nil { rewriteGitActions({ $0.next }, effects: &effects) }
    case .insertLine(let bytes):
      if drag == nil { insertLine(bytes, effects: &effects) }
    case .search(let query, let forward, let includeCurrent):
      if drag == nil { search(query, forward: forward, includeCurrent: includeCurrent) }
    case .tick:
      tick(effects: &effects)
    case .resize(let width, let height):
      resize(width: width, height: height)
    }
    if list.count != countBefore {
      // Rows came or went under a held button: that press no longer means
      // the row it was made on.
      if press != nil {
        press = nil
        recognizer.reset()
      }
      layout.itemCount = list.count
    }
    if focus >= list.count { focus = max(list.count - 1, 0) }
    return effects
  }

  // MARK: - Pointer

  private mutating func pointerDown(
    _ point: Point, button: PointerButton, shift: Bool, effects: inout [Effect]
  ) {
    if let drag, drag.driver == .keyboard {
      keyHold.reset()
      endDrag(effects: &effects)
    }
    guard button == .primary else {
      if drag != nil {
        handleGestures(recognizer.cancel(), driver: .pointer, effects: &effects)
      }
      return
    }
    guard drag == nil else { return }
    guard let position = layout.position(at: point) else {
      press = nil
      return
    }
    let flags = list.flags(at: position)
    if flags.contains(.header) {
      press = nil
      return
    }
    if shift {
      extendSelection(to: position)
      press = nil
      return
    }
    if isEditing, let origin = layout.origin(ofPosition: position),
      configuration.deleteMarkColumns.contains(point.x - origin.x), list.isLiftable(position)
    {
      focus = position
      press = nil
      delete(positions: [position], effects: &effects)
      return
    }
    focus = position
    press = (position, point)
    rangeDragging = false
    handleGestures(recognizer.down(at: point, time: now), driver: .pointer, effects: &effects)
  }

  private mutating func pointerMoved(_ point: Point, effects: inout [Effect]) {
    guard let press else { return }
    handleGestures(recognizer.moved(to: point, time: now), driver: .pointer, effects: &effects)
    if drag == nil && recognizer.state == .failed {
      if !rangeDragging {
        rangeDragging = true
        selection.anchor = press.position
      }
      focus = layout.targetPosition(at: point)
      let count = selectedPositions().count
      narration = "Selecting \(count) \(count == 1 ? "row" : "rows")"
    }
  }

  private mutating func pointerUp(_ point: Point, effects: inout [Effect]) {
    defer {
      press = nil
      rangeDragging = false
    }
    guard let press else {
      recognizer.reset()
      return
    }
    let wasPossible = recognizer.state == .possible
    let events = recognizer.up(at: point, time: now)
    handleGestures(events, driver: .pointer, effects: &effects)
    if rangeDragging {
      materializeRange()
      let count = selection.markedCount
      narration = "Selected \(count) \(count == 1 ? "row" : "rows"); hold one of them to move them together"
    } else if wasPossible && events.isEmpty {
      // A tap: focus the row and drop any selection.
      selection.clear()
      focus = press.position
      narration = "\(label(at: focus)), position \(focus + 1) of \(list.count)"
    }
  }

  // MARK: - Keyboard

  private mutating func holdKey(_ phase: KeyEventPhase, effects: inout [Effect]) {
    if let drag, drag.driver == .pointer { return }
    guard !list.isEmpty else { return }
    let point = layout.unclippedOrigin(ofPosition: focus)
    switch phase {
    case .press:
      handleGestures(keyHold.press(at: point, time: now), driver: .keyboard, effects: &effects)
    case .repeat:
      handleGestures(keyHold.repeatPress(time: now), driver: .keyboard, effects: &effects)
    case .release:
      handleGestures(keyHold.release(at: point, time: now), driver: .keyboard, effects: &effects)
    }
  }

  private mutating func moveFocus(_ move: CursorMove) {
    guard !list.isEmpty else { return }
    let target: Int
    switch move {
    case .vertical(let n): target = focus + n * layout.columns
    case .horizontal(let n): target = focus + n
    case .pageUp: target = focus - layout.pageRows * layout.columns
    case .pageDown: target = focus + layout.pageRows * layout.columns
    case .first: target = 0
    case .last: target = list.count - 1
    case .to(let p): target = p
    }
    let clamped = min(max(target, 0), list.count - 1)
    let step = clamped >= focus ? 1 : -1
    focus = firstFocusable(from: clamped, step: step) ?? firstFocusable(from: clamped, step: -step) ?? focus
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
    if selection.anchor != nil {
      let count = selectedPositions().count
      narration = "Selecting \(count) \(count == 1 ? "row" : "rows")"
    } else {
      narration = "\(label(at: focus)), position \(focus + 1) of \(list.count)"
    }
  }

  /// The first non-header position from `start` in direction `step`.
  private func firstFocusable(from start: Int, step: Int) -> Int? {
    var p = start
    while p >= 0 && p < list.count {
      if !list.flags(at: p).contains(.header) { return p }
      p += step
    }
    return nil
  }

  private mutating func moveKeyboardDrag(_ move: CursorMove) {
    guard var drag else { return }
    let columns = layout.columns
    let grabbedPosition = list.position(ofRank: drag.grabbedTargetRank)
    var targetPosition: Int
    switch move {
    case .vertical(let n): targetPosition = grabbedPosition + n * columns
    case .horizontal(let n): targetPosition = grabbedPosition + n
    case .pageUp: targetPosition = grabbedPosition - layout.pageRows * columns
    case .pageDown: targetPosition = grabbedPosition + layout.pageRows * columns
    case .first: targetPosition = 0
    case .last: targetPosition = list.count - 1
    case .to(let p): targetPosition = p
    }
    targetPosition = min(max(targetPosition, 0), list.count - 1)
    switch drag.mode {
    case .insert:
      drag.aim(grabbedAt: list.nearestRank(to: targetPosition))
    case .swap:
      let step = targetPosition >= grabbedPosition ? 1 : -1
      var p = targetPosition
      while p >= 0 && p < list.count && !list.isLiftable(p) { p += step }
      if p >= 0 && p < list.count, let rank = list.rank(of: p) { drag.swapTarget = rank }
    }
    self.drag = drag
    focus = list.position(ofRank: drag.grabbedTargetRank)
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
    self.drag?.pointer = layout.unclippedOrigin(ofPosition: focus)
    narrateDragPosition()
  }

  // MARK: - Gestures and the drag

  private mutating func handleGestures(
    _ events: [GestureEvent], driver: DragSession.Driver, effects: inout [Effect]
  ) {
    for event in events {
      switch event {
      case .began(let point):
        beginDrag(at: point, driver: driver)
      case .changed(let point):
        guard var drag, drag.driver == driver else { continue }
        drag.pointer = point
        self.drag = drag
        if driver == .pointer { aimPointerDrag() }
      case .ended(let point):
        guard let drag, drag.driver == driver else { continue }
        if driver == .pointer {
          self.drag?.pointer = point
          aimPointerDrag()
        }
        endDrag(effects: &effects)
      case .cancelled:
        guard let drag, drag.driver == driver else { continue }
        cancelDrag()
      }
    }
  }

  private mutating func beginDrag(at point: Point, driver: DragSession.Driver) {
    guard drag == nil else { return }
    let position: Int
    switch driver {
    case .pointer:
      guard let press else { return }
      position = press.position
    case .keyboard:
      position = focus
    }
    guard position >= 0 && position < list.count else { return }
    guard list.isLiftable(position) else {
      narration = Narrator.notLiftable(
        label(at: position), header: list.flags(at: position).contains(.header))
      if driver == .keyboard { keyHold.reset() } else { _ = recognizer.cancel() }
      return
    }
    materializeRange()
    var positions = [position]
    if selection.isMarked(list.id(at: position)) {
      positions = selectedPositions()
    } else {
      selection.clear()
    }
    let grabbedIndex = positions.firstIndex(of: position) ?? 0
    let ranks = PositionSet(positions.compactMap { list.rank(of: $0) })
    let ids = positions.map { list.order[$0] }
    let origin = layout.unclippedOrigin(ofPosition: position)
    let grabOffset =
      driver == .pointer ? Point(x: point.x - origin.x, y: point.y - origin.y) : Point(x: 0, y: 0)
    let session = DragSession(
      driver: driver, mode: configuration.dropMode, block: ranks,
      sourcePositions: PositionSet(positions), ids: ids, grabbedIndex: grabbedIndex,
      pointer: driver == .pointer ? point : origin, grabOffset: grabOffset,
      minTarget: leadingHeaderRanks(), maxTarget: list.movableCount - ids.count)
    drag = session
    focus = list.position(ofRank: session.grabbedTargetRank)
    autoScroller.stop()
    narration = Narrator.lifted(label(at: position), count: ids.count, position: position + 1, of: list.count)
  }

  /// Re-aims a pointer drag at the row under the pointer.
  private mutating func aimPointerDrag() {
    guard var drag, drag.driver == .pointer else { return }
    switch drag.mode {
    case .insert:
      let position = layout.targetPosition(at: drag.pointer)
      drag.aim(grabbedAt: list.nearestRank(to: position))
    case .swap:
      if let position = layout.position(at: drag.pointer),
        list.isLiftable(position) || position == list.position(ofRank: drag.sourceRank)
      {
        drag.swapTarget = list.rank(of: position)
      } else {
        drag.swapTarget = nil
      }
    }
    let changed = drag.grabbedTargetRank != self.drag?.grabbedTargetRank
    self.drag = drag
    focus = list.position(ofRank: drag.grabbedTargetRank)
    if changed { narrateDragPosition() }
  }

  private mutating func narrateDragPosition() {
    guard let drag else { return }
    let name = label(id: Int(drag.ids[drag.grabbedIndex]))
    switch drag.mode {
    case .insert:
      narration = Narrator.over(name, position: focus + 1, of: list.count)
    case .swap:
      if let target = drag.swapTarget, target != drag.sourceRank {
        narration = Narrator.overSwap(
          name, target: label(at: list.position(ofRank: target)), position: list.position(ofRank: target) + 1)
      } else {
        narration = Narrator.overSwap(name, target: nil, position: list.position(ofRank: drag.sourceRank) + 1)
      }
    }
  }

  private mutating func endDrag(effects: inout [Effect]) {
    guard let drag else { return }
    let snapshotOrigin = snapshot?.origin ?? layout.unclippedOrigin(ofPosition: focus)
    let name = label(id: Int(drag.ids[drag.grabbedIndex]))
    let sourcePosition = list.position(ofRank: drag.sourceRank)
    self.drag = nil
    autoScroller.stop()
    keyHold.reset()
    switch drag.mode {
    case .insert:
      focus = list.position(ofRank: drag.targetRank + drag.grabbedIndex)
      if let edit = drag.edit {
        list.apply(edit)
        let summary = Narrator.moved(
          name, count: drag.count, from: sourcePosition + 1, to: focus + 1, of: list.count)
        history.record(edit, summary: summary)
        effects.append(committed(edit, .edit))
        narration = summary
      } else {
        narration = Narrator.droppedInPlace(name, position: focus + 1, of: list.count)
      }
    case .swap:
      if let target = drag.swapTarget, target != drag.sourceRank {
        let targetPosition = list.position(ofRank: target)
        let otherName = label(at: targetPosition)
        let edit = Edit.swap(sourcePosition, targetPosition)
        list.apply(edit)
        focus = targetPosition
        let summary = Narrator.swapped(name, otherName, at: targetPosition + 1, and: sourcePosition + 1)
        history.record(edit, summary: summary)
        effects.append(committed(edit, .edit))
        narration = summary
      } else {
        focus = sourcePosition
        narration = Narrator.droppedInPlace(name, position: focus + 1, of: list.count)
      }
    }
    startSettle(ids: drag.ids, grabbedIndex: drag.grabbedIndex, from: snapshotOrigin, landing: focus)
    layout.scrollToVisible(focus, margin: 0)
  }

  private mutating func cancelDrag() {
    guard let drag else { return }
    let snapshotOrigin = snapshot?.origin ?? layout.unclippedOrigin(ofPosition: focus)
    let name = label(id: Int(drag.ids[drag.grabbedIndex]))
    self.drag = nil
    autoScroller.stop()
    keyHold.reset()
    _ = recognizer.cancel()
    focus = list.position(ofRank: drag.sourceRank)
    narration = Narrator.cancelled(name, position: focus + 1)
    startSettle(ids: drag.ids, grabbedIndex: drag.grabbedIndex, from: snapshotOrigin, landing: focus)
  }

  private mutating func startSettle(ids: [UInt32], grabbedIndex: Int, from: Point, landing: Int) {
    guard configuration.animationDuration > .zero else {
      settle = nil
      return
    }
    settle = Settle(ids: ids, grabbedIndex: grabbedIndex, from: from, landing: landing, start: now)
  }

  private mutating func tick(effects: inout [Effect]) {
    handleGestures(recognizer.tick(now), driver: .pointer, effects: &effects)
    handleGestures(keyHold.tick(now), driver: .keyboard, effects: &effects)
    if let drag, drag.driver == .pointer {
      let rows = autoScroller.tick(
        row: drag.pointer.y - layout.topInset, rows: layout.visibleRows, time: now)
      if rows != 0 {
        layout.scroll(by: rows)
        aimPointerDrag()
      }
    }
    if let settle, now - settle.start >= configuration.animationDuration {
      self.settle = nil
    }
  }

  private mutating func resize(width: Int, height: Int) {
    layout.width = max(0, width)
    layout.height = max(0, height)
    if !layout.isGrid { layout.cellWidth = max(1, layout.width) }
    layout.clampScroll()
    if var drag {
      if drag.driver == .pointer {
        drag.pointer.x = min(drag.pointer.x, max(layout.width - 1, 0))
        drag.pointer.y = min(drag.pointer.y, max(layout.height - 1, 0))
        self.drag = drag
        aimPointerDrag()
      } else {
        layout.scrollToVisible(focus)
        self.drag?.pointer = layout.unclippedOrigin(ofPosition: focus)
      }
    } else {
      layout.scrollToVisible(focus)
    }
  }

  /// Sets how many rows above the items are reserved (fixed header lines).
  public mutating func setTopInset(_ rows: Int) {
    layout.topInset = max(0, rows)
    layout.clampScroll()
    layout.scrollToVisible(focus)
  }

  /// Changes the grid geometry (or back to a list with `columns` 1).
  public mutating func setGrid(columns: Int, cellWidth: Int) {
    layout.columns = max(1, columns)
    layout.cellWidth = layout.isGrid ? max(2, cellWidth) : max(1, layout.width)
    layout.clampScroll()
    layout.scrollToVisible(focus)
  }

  // MARK: - Quick moves

  private mutating func moveSelection(_ move: CursorMove, effects: inout [Effect]) {
    guard !list.isEmpty else { return }
    lastMove = move
    materializeRange()
    let positions = selection.markedCount > 0 ? selectedPositions() : [focus]
    guard !positions.isEmpty else { return }
    let focusInBlock = positions.contains(focus)
    guard positions.allSatisfy({ list.isLiftable($0) }) else {
      narration = Narrator.notLiftable(label(at: focus), header: list.flags(at: focus).contains(.header))
      return
    }
    let ranks = PositionSet(positions.compactMap { list.rank(of: $0) })
    guard let firstRank = ranks.first, let lastRank = ranks.last else { return }
    let minRank = leadingHeaderRanks()
    let maxRank = list.movableCount - 1
    let k = ranks.count
    let target: PositionSet
    var delta: Int
    switch move {
    case .vertical(let n): delta = n * layout.columns
    case .horizontal(let n): delta = n
    case .pageUp: delta = -layout.pageRows * layout.columns
    case .pageDown: delta = layout.pageRows * layout.columns
    case .first, .last, .to:
      let start: Int
      switch move {
      case .first: start = minRank
      case .last: start = maxRank - k + 1
      case .to(let p): start = min(max(list.nearestRank(to: p), minRank), maxRank - k + 1)
      default: start = firstRank
      }
      target = PositionSet(start..<(start + k))
      delta = 0
      commitMove(
        ranks: ranks, to: target, positions: positions, focusInBlock: focusInBlock, effects: &effects)
      return
    }
    delta = min(max(delta, minRank - firstRank), maxRank - lastRank)
    guard delta != 0 else {
      narration = Narrator.cannotMove(
        label(at: focus),
        direction: move == .vertical(-1) || move == .horizontal(-1) || move == .pageUp ? "top" : "bottom")
      return
    }
    target = ranks.shifted(by: delta)
    commitMove(ranks: ranks, to: target, positions: positions, focusInBlock: focusInBlock, effects: &effects)
  }

  private mutating func commitMove(
    ranks: PositionSet, to target: PositionSet, positions: [Int], focusInBlock: Bool, effects: inout [Effect]
  ) {
    let focusIndex = positions.firstIndex(of: focus) ?? 0
    let name = label(at: positions[focusIndex])
    let from = positions[focusIndex] + 1
    guard target != ranks else {
      narration = Narrator.droppedInPlace(name, position: from, of: list.count)
      return
    }
    let edit = Edit.place(from: ranks, to: target)
    list.apply(edit)
    focus = list.position(ofRank: target.element(at: focusIndex))
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
    let summary = Narrator.moved(name, count: positions.count, from: from, to: focus + 1, of: list.count)
    history.record(edit, summary: summary)
    effects.append(committed(edit, .edit))
    narration = summary
  }

  // MARK: - History

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

  private mutating func undo(effects: inout [Effect]) {
    guard let entry = history.popUndo() else {
      narration = "Nothing to undo"
      return
    }
    let inverse = entry.edit.inverse
    list.apply(inverse)
    carrySelection(through: inverse)
    focusAfter(inverse)
    effects.append(committed(inverse, .undo))
    narration = Narrator.undid(entry.summary)
  }

  private mutating func redo(effects: inout [Effect]) {
    guard let entry = history.popRedo() else {
      narration = "Nothing to redo"
      return
    }
    list.apply(entry.edit)
    carrySelection(through: entry.edit)
    focusAfter(entry.edit)
    effects.append(committed(entry.edit, .redo))
    narration = Narrator.redid(entry.summary)
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

  // MARK: - Deleting

  private mutating func deleteSelection(effects: inout [Effect]) {
    guard !list.isEmpty else { return }
    materializeRange()
    let positions = selection.markedCount > 0 ? selectedPositions() : [focus]
    guard positions.allSatisfy({ list.isLiftable($0) }), !positions.isEmpty else {
      narration = "\(label(at: focus)) can't be deleted"
      return
    }
    delete(positions: positions, effects: &effects)
  }

  private mutating func delete(positions: [Int], effects: inout [Effect]) {
    let set = PositionSet(positions)
    let name = label(at: positions[0])
    let edit = Edit.delete(positions: set, ids: list.ids(at: set))
    list.apply(edit)
    selection.clear()
    layout.itemCount = list.count
    focus = min(positions[0], max(list.count - 1, 0))
    if list.count > 0 {
      focus = firstFocusable(from: focus, step: 1) ?? firstFocusable(from: focus, step: -1) ?? 0
    }
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
    let summary =
      positions.count == 1
      ? "Deleted \(name) from \(positions[0] + 1)"
      : "Deleted \(positions.count) rows (\(name) and \(positions.count - 1) more)"
    history.record(edit, summary: summary)
    effects.append(committed(edit, .edit))
    narration = summary + "; u undoes"
  }

  // MARK: - Rewriting lines (git todo)

  private mutating func rewriteGitActions(_ choose: (GitAction) -> GitAction, effects: inout [Effect]) {
    guard configuration.editRules.editsLines else {
      narration = "Actions change only in a git rebase todo"
      return
    }
    guard !list.isEmpty else { return }
    guard list.store.isFinished else {
      narration = "Still reading the input; try again in a moment"
      return
    }
    materializeRange()
    let comment = configuration.gitCommentChar
    let candidates = selection.markedCount > 0 ? selectedPositions() : [focus]
    var edits: [Edit] = []
    var changes: [String] = []
    for position in candidates {
      let bytes = list.item(at: position).array
      let line = GitTodoLine.parse(bytes, commentChar: comment)
      guard let current = line.action, current.isCommitAction else { continue }
      let action = choose(current)
      guard let rewritten = GitTodoLine.rewrite(bytes, to: action, commentChar: comment), rewritten != bytes
      else { continue }
      let old = list.order[position]
      let id = list.store.appendSynthesized(rewritten)
      list.registerSynthesized(id: id, flags: list.flags(at: position), replacing: old)
      edits.append(.replace(position: position, old: old, new: id))
      changes.append("\(current.rawValue) → \(action.rawValue)")
    }
    guard !edits.isEmpty else {
      narration =
        candidates.count == 1 ? "\(label(at: focus)) is not a commit line" : "No commit lines selected"
      return
    }
    let edit = edits.count == 1 ? edits[0] : Edit.group(edits)
    list.apply(edit)
    carrySelection(through: edit)
    let summary: String
    if edits.count == 1, case .replace(let position, _, _) = edits[0] {
      summary = "\(changes[0]): \(label(at: position))"
    } else {
      summary = "\(edits.count) commits: " + Set(changes).sorted().joined(separator: ", ")
    }
    history.record(edit, summary: summary)
    effects.append(committed(edit, .edit))
    narration = summary
  }

  private mutating func insertLine(_ bytes: [UInt8], effects: inout [Effect]) {
    guard configuration.editRules.editsLines, EditRules.insertableLines.contains(bytes) else {
      narration = "Lines are inserted only in a git rebase todo"
      return
    }
    guard list.store.isFinished else {
      narration = "Still reading the input; try again in a moment"
      return
    }
    let id = list.store.appendSynthesized(bytes)
    list.registerSynthesized(id: id, flags: [])
    let position = list.isEmpty ? 0 : focus + 1
    let edit = Edit.insert(positions: PositionSet([position]), ids: [id])
    list.apply(edit)
    layout.itemCount = list.count
    focus = position
    layout.scrollToVisible(focus, margin: configuration.scrollMargin)
    let summary = "Inserted \(label(id: Int(id))) at \(position + 1)"
    history.record(edit, summary: summary)
    effects.append(committed(edit, .edit))
    narration = summary
  }

  // MARK: - Search

  private mutating func search(_ query: String, forward: Bool, includeCurrent: Bool) {
    guard !query.isEmpty, !list.isEmpty else { return }
    let matcher = TextMatcher(query, ignoringCodes: configuration.itemsHaveCodes)
    let count = list.count
    let start = includeCurrent ? focus : focus + (forward ? 1 : -1)
    for k in 0..<count {
      let position = ((start + (forward ? k : -k)) % count + count) % count
      if matcher.matches(list.item(at: position)) {
        focus = position
        layout.scrollToVisible(focus, margin: configuration.scrollMargin)
        let wrapped = forward ? position < start : position > start
        narration =
          "\"\(query)\": \(label(at: position)) at \(position + 1) of \(count)"
          + (wrapped ? " (wrapped)" : "")
        return
      }
    }
    narration = "No row contains \"\(query)\""
  }

  // MARK: - Selection

  private mutating func toggleMark() {
    guard !list.isEmpty else { return }
    materializeRange()
    guard list.isLiftable(focus) else {
      narration = Narrator.notLiftable(label(at: focus), header: list.flags(at: focus).contains(.header))
      return
    }
    let id = list.id(at: focus)
    if selection.isMarked(id) {
      selection.unmark(id)
      narration = "Unselected \(label(at: focus)); \(selection.markedCount) selected"
    } else {
      selection.mark(id)
      narration = "Selected \(label(at: focus)); \(selection.markedCount) selected"
    }
  }

  private mutating func toggleRange() {
    if selection.anchor != nil {
      materializeRange()
      let count = selection.markedCount
      narration = "Selected \(count) \(count == 1 ? "row" : "rows")"
    } else {
      selection.anchor = focus
      narration = "Range selection from \(focus + 1): move to extend, v to end"
    }
  }

  private mutating func extendSelection(to position: Int) {
    let from = min(focus, position)
    let to = max(focus, position)
    for p in from...to where list.isLiftable(p) { selection.mark(list.id(at: p)) }
    focus = position
    let count = selection.markedCount
    narration = "Selected \(count) \(count == 1 ? "row" : "rows")"
  }

  /// Turns a live range into marked ids.
  private mutating func materializeRange() {
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

  // MARK: - Helpers

  private func label(at position: Int) -> String {
    guard position >= 0 && position < list.count else { return "\"\"" }
    return label(id: list.id(at: position))
  }

  /// An item's text for the status line (without its colour codes when
  /// items have them).
  private func label(id: Int) -> String {
    Narrator.label(list.store[id], ignoringCodes: configuration.itemsHaveCodes)
  }

  /// How many ranks at the top are headers (nothing may move above the
  /// first header of a list that starts with one).
  private func leadingHeaderRanks() -> Int { list.leadingHeaderRanks }
}
