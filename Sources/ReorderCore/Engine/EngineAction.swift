/// A semantic action: what a key, a mouse report or the passing of time
/// means to the engine. The front end's key bindings produce these.
public enum EngineAction: Hashable, Sendable {
  case pointerDown(Point, PointerButton, shift: Bool)
  case pointerMoved(Point)
  case pointerUp(Point)
  /// Mouse wheel: scroll by rows (negative is up). The focus moves with
  /// the view, so it stays on a row the person can see; a row lifted by
  /// keyboard moves with it.
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
  /// Ctrl-Z: the front end stops the process. A lift goes on after `fg`.
  case suspend
  case undo
  case redo
  /// `3u`: undoes up to that many steps, said as one ("Undid 2 moves").
  case undoSteps(Int)
  case redoSteps(Int)
  /// `v`: starts or ends a range selection at the focus.
  case toggleRangeSelection
  /// `x`/Tab: adds the focused row to the selection, or takes it out.
  case toggleMark
  /// Adds the focused row to the selection (true) or takes it out.
  case setMark(Bool)
  /// Selects every row that can move.
  case selectAll
  /// Clears the selection.
  case deselectAll
  /// Selects the rows that can move and are not selected, and only them.
  case invertSelection
  /// `e`: enters or leaves edit mode (delete marks on every row).
  case toggleEditMode
  /// Leaves edit mode (the Done button).
  case endEditMode
  /// Delete in edit mode: removes the focused row (or the
  /// selection). Undoable. Outside edit mode it only says how to delete.
  case delete
  /// Edit mode's `[x]`: removes the row at a position. Undoable; a press,
  /// so it drops a keyboard lift first.
  case deleteRow(at: Int)
  /// `m`: switches between insert and swap drops.
  case toggleDropMode
  /// `.`: repeats the last move on the focused row (or selection).
  case repeatLastMove
  /// The list kind's own action (``KindAction``): see ``EngineAction/kind(_:)``.
  case kindAction(AnyKindAction)
  /// Moves the focus to the next (or previous) row containing `query`, or
  /// the `count`-th; smart case: case-insensitive unless the query has a
  /// capital. Runs in slices: see ``ReorderEngine/continueWork(budget:)``.
  case search(String, forward: Bool, includeCurrent: Bool, count: Int = 1)
  case tick
  case resize(width: Int, height: Int)
}

/// A mouse button, as the terminal reports it and the engine takes it.
public enum PointerButton: Hashable, Sendable {
  case primary, secondary, middle
  /// Buttons 8–15 (back, forward, …), by their X number.
  case other(Int)
}

/// A key went down, repeated, or came up (releases and repeats only where
/// the terminal speaks the kitty keyboard protocol).
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
