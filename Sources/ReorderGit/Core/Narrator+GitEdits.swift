import ReorderCore

// The sentences of a git rebase todo's action changes.

extension Narrator {
  /// Where a squash or fixup goes.
  public enum Fold: Hashable, Sendable {
    /// Into the commit at this position (the first of its chain).
    case into(position: Int, label: ItemLabel)
    /// There is no commit above it: git refuses the todo.
    case nothingAbove
  }

  /// One commit's action, as a rewrite shows it: "pick → fixup".
  public static func actionChange(from old: GitAction, to new: GitAction) -> String {
    "\(old.rawValue) → \(new.rawValue)"
  }

  /// Rewritten git todo lines: one (its change, its position and its
  /// label) or many (each kind of change once); a squash or fixup says
  /// what it folds into, or warns that git will refuse it.
  public static func rewritten(_ changes: [String], positions: [Int], label: ItemLabel, fold: Fold?)
    -> Narration
  {
    let what =
      changes.count == 1
      ? "\(changes[0]) at position \(positions[0])"
      : "\(changes.count) commits, positions \(Self.positions(positions)): "
        + Set(changes).sorted().joined(separator: ", ")
    switch fold {
    case .into(let position, let target)?:
      return "\(what); folds into position \(position) · \(label) → \(target)"
    case .nothingAbove?:
      return "\(what): no commit above to fold into, git will refuse this · \(label)"
    case nil:
      return "\(what) · \(label)"
    }
  }

  public static func notACommitLine(_ label: ItemLabel, position: Int) -> Narration {
    "Position \(position) is not a commit line · \(label)"
  }

  public static let noCommitLinesSelected: Narration = "No commit lines selected"
  public static let actionsOnlyInGitTodo: Narration = "Actions change only in a git rebase todo"
  public static let insertsOnlyInGitTodo: Narration = "Lines are inserted only in a git rebase todo"
}
