import ReorderCore

/// The sentences of a git rebase todo session's own actions: numbers
/// first, then the rows' labels (which a narrow line shortens).
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

  public static func duplicated(_ label: ItemLabel, position: Int, of total: Int) -> Narration {
    "Duplicated at position \(position) of \(total) · \(label)"
  }

  public static func cannotDuplicate(_ label: ItemLabel, position: Int) -> Narration {
    "Position \(position) can't be duplicated: only commit, exec and break lines can · \(label)"
  }

  public static func editedLine(_ label: ItemLabel, position: Int, of total: Int) -> Narration {
    "Edited position \(position) of \(total) · \(label)"
  }

  public static func notEditableInPlace(_ label: ItemLabel, position: Int) -> Narration {
    "Position \(position) is not an exec, label, reset, merge or update-ref line; its text doesn't change · \(label)"
  }

  /// The new text was refused: `reason` says why.
  public static func lineNotChanged(_ reason: String) -> Narration { "Line not changed: \(reason)" }

  public static let lineUnchanged: Narration = "The line is unchanged"

  public static let execCancelled: Narration = "Exec cancelled; nothing inserted"
  public static let lineEditCancelled: Narration = "Edit cancelled; the line is unchanged"

  public static let emptyExec: Narration = "Nothing inserted: an exec needs a command (one line)"

  /// A fold: the commit placed right below another and made its fixup or
  /// squash.
  public static func folded(
    _ label: ItemLabel, from source: Int, to landing: Int, of total: Int, into target: ItemLabel,
    at position: Int,
    as action: GitAction
  ) -> Narration {
    "Folded \(source) → \(landing) of \(total) as \(action.rawValue) into position \(position) · \(label) → \(target)"
  }

  public static func alreadyFolded(_ label: ItemLabel, into target: ItemLabel, at position: Int) -> Narration
  {
    "Already folds into position \(position) · \(label) → \(target)"
  }

  public static func cannotFold(_ reason: Narration) -> Narration { "No fold: \(reason)" }

  public static let foldNeedsLift: Narration =
    "Lift a commit (Space) and move it onto the commit to fold into, then fold"

  /// While a dragged commit rests on another: what the drop will do, and
  /// the key that switches between fixup and squash (when one is bound).
  public static func dropToFold(
    into target: ItemLabel, position: Int, as action: GitAction, toggleKey: String? = nil
  ) -> Narration {
    let toggle = toggleKey.map { " (\($0): \(action == .fixup ? "squash" : "fixup"))" } ?? ""
    return "Drop to \(action.rawValue) into position \(position)\(toggle) · \(target)"
  }

  /// A move that took a commit across a `label`, `reset` or `merge` line
  /// of a `--rebase-merges` todo (said as a note of the move).
  public static func movesInto(_ branch: GitBranch) -> String {
    switch branch {
    case .label(let name): return "moves into branch \(name)"
    case .mainLine: return "moves into the main line"
    case .unnamed: return "moves into a branch no label names"
    }
  }

  /// The status line while a commit is lifted across commits that change
  /// the same files: how many, then their labels.
  public static func crossesOverlapping(_ labels: [ItemLabel]) -> Narration {
    let count = labels.count
    var said: Narration =
      "crosses \(count) \(count == 1 ? "commit that changes" : "commits that change") the same files"
    for (index, label) in labels.prefix(3).enumerated() {
      said = said + Narration(parts: [.text(index == 0 ? ": " : ", "), .label(label)])
    }
    if count > 3 { said = said + Narration(stringLiteral: ", …") }
    return said
  }

  /// The todo came back from a text editor.
  public static func replacedTodo(lines: Int, changed: Int) -> Narration {
    "Took the editor's todo: \(lines) \(lines == 1 ? "line" : "lines"), \(changed) changed"
  }

  public static let editorChangedNothing: Narration = "The editor changed nothing"

  /// The editor's todo was not taken: the first line git would refuse.
  public static func editorTodoRefused(_ error: GitTodoText.LineError) -> Narration {
    "The editor's todo was not taken: \(error.description)"
  }
}
