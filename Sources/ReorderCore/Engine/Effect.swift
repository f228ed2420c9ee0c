/// What the front end's loop must do after an action.
public enum Effect: Hashable, Sendable {
  /// Print or write the list and exit successfully.
  case accept
  /// Exit without output.
  case quit
  /// Stop the process (Ctrl-Z); the loop restores the terminal first.
  case suspend
  /// What the kind asks of the world (``KindEffect``: a git todo opened
  /// in the person's text editor), for the kind's work beside the loop.
  case kind(AnyKindEffect)
  /// An edit was committed, undone or redone.
  case committed(Commit)
  /// Something new was said (for `--narrate`): the front end reports each
  /// settled sentence once, the greeting first.
  case said(Narration)
  /// A tap (a press released before it lifted, without moving) on the
  /// row at `position`, pressed at `point`: the engine focused the row;
  /// the front end may give the tap a meaning only the drawn row knows (a
  /// tree's fold badge expands its row).
  case tapped(position: Int, at: Point)
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
