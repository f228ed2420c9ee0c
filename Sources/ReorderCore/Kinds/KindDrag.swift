// What a kind decides of a drag: what a lift takes, what a header is,
// and why a drag is aimed again.

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

/// Why a drag is aimed again (``ListKind/aim(_:after:in:)``).
public enum AimCause: Sendable {
  /// The rows were just lifted.
  case lift
  /// The pointer moved, and the list aimed the grabbed row under it.
  case pointer
  /// A key moved the lifted rows, and the list aimed them one `step` (1
  /// down the list, -1 up it); `before` is the drag as it was, for a kind
  /// that moves its rows by keys its own way (a board: within a column and
  /// sideways into the next).
  case keys(CursorMove, step: Int, before: DragSession)
}

extension AimCause {
  /// The way the keys moved the rows: 1 down the list, -1 up it; 0 for
  /// the pointer and a lift.
  public var step: Int {
    guard case .keys(_, let step, _) = self else { return 0 }
    return step
  }
}
