/// Undo and redo of committed edits.
///
/// Each entry keeps the edit and a description for narration; undo applies
/// the inverse. Recording a new edit clears redo, and the oldest entries
/// fall off past ``depth`` (as in git-interactive-rebase-tool).
public struct History {
  public struct Entry: Hashable, Sendable {
    public var edit: Edit
    /// What the edit did, for the status line (`Moved 3 → 7 of 9 · "x"`).
    public var summary: Narration
  }

  public let depth: Int
  private var undoStack: [Entry] = []
  private var redoStack: [Entry] = []

  public init(depth: Int = 1000) {
    precondition(depth > 0, "history depth must be positive")
    self.depth = depth
  }

  public var canUndo: Bool { !undoStack.isEmpty }
  public var undoCount: Int { undoStack.count }
  public var redoCount: Int { redoStack.count }

  /// Records an edit that was just applied.
  public mutating func record(_ edit: Edit, summary: Narration) {
    undoStack.append(Entry(edit: edit, summary: summary))
    if undoStack.count > depth { undoStack.removeFirst(undoStack.count - depth) }
    redoStack.removeAll()
  }

  /// Takes the latest entry for undoing; the caller applies
  /// `entry.edit.inverse`.
  public mutating func popUndo() -> Entry? {
    guard let entry = undoStack.popLast() else { return nil }
    redoStack.append(entry)
    return entry
  }

  /// Takes the latest undone entry for redoing; the caller applies
  /// `entry.edit`.
  public mutating func popRedo() -> Entry? {
    guard let entry = redoStack.popLast() else { return nil }
    undoStack.append(entry)
    return entry
  }
}
