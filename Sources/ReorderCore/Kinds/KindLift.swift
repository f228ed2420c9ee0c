/// What a lift takes where a kind decides it (``ListKind/lift(at:in:)``):
/// a tree's subtree, a board's column, or nothing and why.
public enum KindLift: Sendable, Equatable {
  /// These rows, in order, placed where the kind allows; `folded`: they
  /// leave the shown list while lifted, held by their first row, which is
  /// the snapshot (a tree's subtree: the gap is one row).
  case rows([Int], folded: Bool)
  /// Nothing lifts; the kind says why (nil: nothing is said).
  case refused(Narration?)
}

/// What a section header is in a kind (``ListKind/headerRole``).
public enum HeaderRole: Sendable {
  /// A divider between runs of rows (a plain list's `--section`): the
  /// focus skips it, and nothing moves above the first.
  case divider
  /// The top of a column (a board's): it takes the focus like a row, and
  /// the first one takes rows even when no row follows it.
  case columnTop
}
