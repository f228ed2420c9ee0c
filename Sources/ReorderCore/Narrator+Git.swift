/// The sentences of a git rebase todo session's own actions.
extension Narrator {
  /// A commit's action and flag, as a rewrite shows it: "pick → fixup -C".
  public static func actionChange(
    from old: GitAction, _ oldFlag: GitMessageFlag?, to new: GitAction, _ newFlag: GitMessageFlag?
  ) -> String {
    func name(_ action: GitAction, _ flag: GitMessageFlag?) -> String {
      flag.map { "\(action.rawValue) \($0.rawValue)" } ?? action.rawValue
    }
    return "\(name(old, oldFlag)) → \(name(new, newFlag))"
  }

  public static func duplicated(_ label: String, position: Int) -> String {
    "Duplicated \(label) at \(position)"
  }

  public static func cannotDuplicate(_ label: String) -> String {
    "\(label) can't be duplicated: only commit, exec and break lines can"
  }

  public static func editedLine(_ label: String, position: Int) -> String {
    "Line \(position) is now \(label)"
  }

  public static func notEditableInPlace(_ label: String) -> String {
    "\(label) is not an exec, label, reset, merge or update-ref line: its text doesn't change"
  }

  /// The new text was refused: `reason` says why.
  public static func lineNotChanged(_ reason: String) -> String { "Line not changed: \(reason)" }

  public static let lineUnchanged = "The line is unchanged"

  public static let emptyExec = "Nothing inserted: an exec needs a command (one line)"

  /// A fold: the commit placed right below another and made its fixup or
  /// squash.
  public static func folded(_ label: String, into target: String, as action: GitAction) -> String {
    "Folded \(label) into \(target) as \(action.rawValue)"
  }

  public static func alreadyFolded(_ label: String, into target: String) -> String {
    "\(label) already folds into \(target)"
  }

  public static func cannotFold(_ reason: String) -> String { "No fold: \(reason)" }

  public static let foldNeedsLift =
    "Lift a commit (Space) and move it onto the commit to fold into, then fold"

  /// While a dragged commit rests on another: what the drop will do, and
  /// the key that switches between fixup and squash (when one is bound).
  public static func dropToFold(into target: String, as action: GitAction, toggleKey: String? = nil) -> String
  {
    let base = "Drop to \(action.rawValue) into \(target)"
    guard let toggleKey else { return base }
    return base + " (\(toggleKey): \(action == .fixup ? "squash" : "fixup"))"
  }

  /// A move that took a commit across a `label`, `reset` or `merge` line
  /// of a `--rebase-merges` todo.
  public static func movesInto(_ branch: GitBranch) -> String {
    switch branch {
    case .label(let name): return "moves into branch \(name)"
    case .mainLine: return "moves into the main line"
    case .unnamed: return "moves into a branch no label names"
    }
  }

  /// The status line while a commit is lifted across commits that change
  /// the same files.
  public static func crossesOverlapping(_ count: Int) -> String {
    "crosses \(count) \(count == 1 ? "commit that changes" : "commits that change") the same files"
  }

  /// The todo came back from a text editor.
  public static func replacedTodo(lines: Int, changed: Int) -> String {
    "Took the editor's todo: \(lines) \(lines == 1 ? "line" : "lines"), \(changed) changed"
  }

  public static let editorChangedNothing = "The editor changed nothing"

  /// The editor's todo was not taken: the first line git would refuse.
  public static func editorTodoRefused(_ error: GitTodoText.LineError) -> String {
    "The editor's todo was not taken: \(error)"
  }
}
