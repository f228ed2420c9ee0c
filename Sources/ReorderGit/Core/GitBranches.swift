import ReorderCore

/// The branches of a `--rebase-merges` todo: each chain of commits starts
/// at a `reset` and ends at the `label` that names it; `merge` lines join
/// chains without ending one.
///
///     label onto
///     reset onto            ─┐
///     pick a1 Add b          │ branch "feature"
///     label feature         ─┘
///     reset onto            ─┐
///     pick m1 Add m          │ the main line (no label before the end)
///     merge -C 9f8e feature  │
///     pick n1 Add n         ─┘
public enum GitBranch: Hashable, Sendable {
  /// The chain the `label` below it names.
  case label(String)
  /// The last chain: it becomes the rebased branch.
  case mainLine
  /// A chain a `reset` ends before any label names it.
  case unnamed
}

public enum GitBranches {
  /// Whether a line is a boundary between chains.
  public static func isBoundary(_ line: GitTodoLine) -> Bool {
    guard line.isValid, let action = line.action else { return false }
    return action == .label || action == .reset || action == .merge
  }

  /// Where a row moving from `from` to `to` (after the move it is at
  /// `to`) ends up: nil when it crosses no `label`, `reset` or `merge`
  /// line, else the branch it now belongs to.
  ///
  /// In the todo above, `pick a1` (row 2) moved to row 5 crosses `label
  /// feature` and `reset onto`: `.mainLine`; moved to row 1, above the
  /// first `reset onto`, no label names it before the reset: `.unnamed`
  /// (git would make the commit and leave it behind).
  ///
  /// - Parameters:
  ///   - count: the rows in the list.
  ///   - line: the parsed row at a position, in the order before the move.
  /// - Complexity: O(rows crossed + rows to the next label or reset).
  public static func crossing(
    from: Int, to: Int, count: Int, line: (Int) -> (GitTodoLine, [UInt8])
  ) -> GitBranch? {
    guard from != to, from >= 0, to >= 0, from < count, to < count else { return nil }
    let crossed = from < to ? (from + 1)...to : to...(from - 1)
    guard crossed.contains(where: { isBoundary(line($0).0) }) else { return nil }
    // The row right below it after the move was at `to + 1` (moving down)
    // or at `to` (moving up) before.
    var position = from < to ? to + 1 : to
    while position < count {
      if position != from {
        let (parsed, bytes) = line(position)
        if parsed.isValid && parsed.action == .label, let name = parsed.labels(in: bytes).first {
          return .label(name)
        }
        if parsed.isValid && parsed.action == .reset { return .unnamed }
      }
      position += 1
    }
    return .mainLine
  }
}
