import ReorderCore

/// Something a key can be bound to. The raw value is the name used by
/// `--bind` and shown in the help overlay.
public enum Command: String, CaseIterable, Hashable, Sendable {
  case up, down, left, right
  case pageUp = "page-up"
  case pageDown = "page-down"
  case first, last
  case moveUp = "move-up"
  case moveDown = "move-down"
  case moveLeft = "move-left"
  case moveRight = "move-right"
  /// The hold key: lift (and, without release reports, drop).
  case lift
  /// Drop while lifted; accept otherwise.
  case accept
  /// Cancel a drag, clear the selection, or quit.
  case escape
  /// Quit without output.
  case abort
  case undo, redo
  case selectRange = "select-range"
  case toggleHelp = "toggle-help"
  case suspend

  /// What the command does, for the help overlay.
  public var summary: String {
    switch self {
    case .up: return "focus up (lifted: move the row up)"
    case .down: return "focus down (lifted: move the row down)"
    case .left: return "grid: focus left"
    case .right: return "grid: focus right"
    case .pageUp: return "page up"
    case .pageDown: return "page down"
    case .first: return "first row"
    case .last: return "last row"
    case .moveUp: return "move the row (or selection) up one"
    case .moveDown: return "move the row (or selection) down one"
    case .moveLeft: return "grid: move the row left one"
    case .moveRight: return "grid: move the row right one"
    case .lift: return "lift the row (or selection); again to drop"
    case .accept: return "drop when lifted; otherwise accept and print"
    case .escape: return "cancel the drag / clear the selection / quit"
    case .abort: return "quit without output"
    case .undo: return "undo"
    case .redo: return "redo"
    case .selectRange: return "start / end a range selection"
    case .toggleHelp: return "show / hide this help"
    case .suspend: return "suspend (fg to resume)"
    }
  }
}
