/// What a session can change in a list: the rules the engine keeps, and
/// that `--replay` holds every log entry to, for the same input and
/// options.
///
/// - A row moves, is swapped or deleted only if it can be lifted: locked
///   rows and section headers never are (headers shift as rows cross them).
/// - A move lands its rows as one block, or shifts them all by the same
///   distance (`J` on a selection with gaps); never above the headers a
///   list starts with.
/// - Lines are rewritten or inserted only where the list's kind allows it,
///   and only as its keys do it (its ``ListKind/violation(of:in:)``; a
///   kind that rewrites no line refuses with
///   ``ReorderList/refusingLineEdits(_:)``).
public struct EditRules: Sendable {
  /// The list's kind: which lines may be rewritten or inserted.
  public var kind: any ListKind
  /// How far undo reaches back.
  public var historyDepth: Int

  public init(kind: any ListKind = PlainList(), historyDepth: Int = 1000) {
    self.kind = kind
    self.historyDepth = historyDepth
  }

  /// The line `b` inserts.
  public static let insertableLines: [[UInt8]] = [Array("break".utf8)]

  /// The flags of a line a session adds, as a loaded line of its kind gets.
  public func flags(ofNewLine line: ItemBytes) -> ItemFlags { kind.flags(of: line) }
}

extension ReorderList {
  /// How many movable rows at the top are headers: nothing moves above
  /// the first header of a list that starts with one.
  public var leadingHeaderRanks: Int {
    var rank = 0
    while rank < movableCount && flags(at: position(ofRank: rank)).contains(.header) { rank += 1 }
    return rank
  }

  /// Why no session could make `edit` on this list as it is now (before
  /// the edit), naming the rule; nil if one could: the kind's rules
  /// (``ListKind/violation(of:in:)``).
  public func violation(of edit: Edit, under rules: EditRules) -> String? {
    rules.kind.violation(of: edit, in: self)
  }

  /// Why a list that rewrites and inserts no line refuses `edit`, one
  /// that would (a git rebase todo's rules allow some).
  public static func refusingLineEdits(_ edit: Edit) -> String? {
    switch edit {
    case .insert: "lines are inserted only in a git rebase todo (--git)"
    default: "lines are rewritten only in a git rebase todo (--git)"
    }
  }

  /// The rules of a list of rows, whatever its kind: moves, swaps and
  /// deletes of rows that lift; `lineEdits` for the edits that rewrite or
  /// insert lines.
  public func listViolation(of edit: Edit, lineEdits: (Edit) -> String?) -> String? {
    switch edit {
    case .place(let from, let to): return placeViolation(from: from, to: to)
    case .swap(let a, let b):
      if a == b { return "a swap needs two different rows, not row \(a + 1) twice" }
      return liftViolation(a, "swapped") ?? liftViolation(b, "swapped")
    case .delete(let positions, _):
      if positions.isEmpty { return "a delete needs a row" }
      for position in positions {
        if let problem = liftViolation(position, "deleted") { return problem }
      }
      return nil
    case .insert, .replace, .group:
      return lineEdits(edit)
    }
  }

  /// Why the row at `position` cannot be lifted (moved, swapped, deleted).
  public func liftViolation(_ position: Int, _ done: String) -> String? {
    guard position >= 0 && position < count else { return "position \(position + 1) is outside 1…\(count)" }
    let flags = flags(at: position)
    if flags.contains(.locked) { return "row \(position + 1) is locked: locked rows are never \(done)" }
    if flags.contains(.header) { return "row \(position + 1) is a section header: headers are never \(done)" }
    return nil
  }

  /// Why no session could move the rows at ranks `from` to `to`; nothing
  /// lands above rank `lowest` (the headers the list starts with, unless
  /// the kind says otherwise).
  public func placeViolation(from: PositionSet, to: PositionSet, lowest: Int? = nil) -> String? {
    guard let fromFirst = from.first, let fromLast = from.last, let toFirst = to.first, let toLast = to.last,
      from.count == to.count
    else { return "a move needs as many places as rows" }
    guard fromFirst >= 0, toFirst >= 0, fromLast < movableCount, toLast < movableCount else {
      return "a move outside the rows that can move"
    }
    for rank in from {
      if let problem = liftViolation(position(ofRank: rank), "moved") { return problem }
    }
    if from == to { return "a move that moves nothing" }
    if toFirst < lowest ?? leadingHeaderRanks { return "nothing moves above the first section header" }
    guard to.isContiguous || to == from.shifted(by: toFirst - fromFirst) else {
      return "a move lands its rows together, or shifts them all by the same distance"
    }
    return nil
  }
}
