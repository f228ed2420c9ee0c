import ReorderCore

/// Something a key can be bound to. Its ``name`` is the one used by
/// `--bind` and shown in the help overlay (Command+Names.swift).
public enum Command: Hashable, Sendable {
  case up, down, left, right
  case pageUp, pageDown, halfPageUp, halfPageDown
  case first, last
  case moveUp, moveDown, moveLeft, moveRight
  /// The hold key: lift (and, without release reports, drop).
  case lift
  /// Drop while lifted; accept otherwise.
  case accept
  /// Cancel what is pending or open, one thing a press; else quit (asking
  /// first when changes would be lost).
  case escape
  /// Quit without output, asking first when changes would be lost.
  case quit
  /// Quit without output at once (Ctrl-C).
  case abort
  case undo, redo
  case selectRange, toggleMark, toggleUp
  /// fzf's `toggle`: the focused row in or out of the selection, focus
  /// stays.
  case toggle
  case select, deselect
  case selectAll, deselectAll, toggleAll
  case moveTop, moveBottom, moveTo, repeatMove
  case delete, editMode, toggleDropMode
  case search, searchNext, searchPrevious
  case review, toggleHelp, suspend
  /// A kind's own command, carried without being known: its kind's
  /// presentation says what it does and runs it; `?` lists the registered ones between `suspend`
  /// and the preview's (``all``).
  case kind(KindCommand)
  // the preview pane (--preview)
  case togglePreview, previewUp, previewDown, previewPageUp, previewPageDown, previewHalfPageUp
  case previewHalfPageDown, previewTop, previewBottom

  /// Whether a count typed before the command (`5j`) repeats or scales it.
  var takesCount: Bool {
    switch self {
    case .up, .down, .left, .right, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .first, .last, .moveUp,
      .moveDown, .moveLeft, .moveRight, .undo, .redo, .searchNext, .searchPrevious, .repeatMove:
      return true
    default:
      return false
    }
  }

  /// What the command does, for the help overlay.
  public var summary: String {
    switch self {
    case .up: return "focus up (lifted: move the row up)"
    case .down: return "focus down (lifted: move the row down)"
    case .left: return "grid: focus left"
    case .right: return "grid: focus right"
    case .pageUp: return "page up"
    case .pageDown: return "page down"
    case .halfPageUp: return "half a page up"
    case .halfPageDown: return "half a page down"
    case .first: return "first row"
    case .last: return "last row"
    case .moveUp: return "move the row (or selection) up one"
    case .moveDown: return "move the row (or selection) down one"
    case .moveLeft: return "grid: move the row left one"
    case .moveRight: return "grid: move the row right one"
    case .lift: return "lift the row (or selection); again to drop"
    case .accept: return "drop when lifted; otherwise accept and print"
    case .escape: return "cancel what is pending, one thing a press; then quit as q"
    case .quit: return "quit without output (asks first if changes would be lost)"
    case .abort: return "quit without output at once"
    case .undo: return "undo"
    case .redo: return "redo"
    case .selectRange: return "start / end a range selection"
    case .toggleMark: return "add the row to the selection (or take it out), go to the next"
    case .toggleUp: return "add the row to the selection (or take it out), go to the previous"
    case .toggle: return "add the row to the selection, or take it out"
    case .select: return "add the row to the selection"
    case .deselect: return "take the row out of the selection"
    case .selectAll: return "select every row that can move"
    case .deselectAll: return "clear the selection"
    case .toggleAll: return "invert the selection"
    case .moveTop: return "move the row (or selection) to the top"
    case .moveBottom: return "move the row (or selection) to the bottom"
    case .moveTo: return "move the row (or selection) to position N (type N, Enter)"
    case .repeatMove: return "repeat the last move on this row"
    case .delete: return "edit mode: delete the row (or selection); u undoes"
    case .editMode: return "edit mode: [x] marks delete rows; e, Esc or Done leaves"
    case .toggleDropMode: return "switch drops between insert and swap"
    case .search: return "search: jump to a row containing text (Enter ends)"
    case .searchNext: return "next match"
    case .searchPrevious: return "previous match"
    case .review: return "review the changes before accepting"
    case .togglePreview: return "show / hide the preview"
    case .previewUp: return "scroll the preview up a line"
    case .previewDown: return "scroll the preview down a line"
    case .previewPageUp: return "scroll the preview up a page"
    case .previewPageDown: return "scroll the preview down a page"
    case .previewHalfPageUp: return "scroll the preview up half a page"
    case .previewHalfPageDown: return "scroll the preview down half a page"
    case .previewTop: return "the preview's first line"
    case .previewBottom: return "the preview's last line"
    case .toggleHelp: return "show / hide this help"
    case .suspend: return "suspend (fg to resume)"
    case .kind(let command): return command.name  // the kind says (KindPresentation.summary(of:))
    }
  }
}
