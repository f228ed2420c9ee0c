/// What a session can change in a list: the rules the engine keeps, and
/// that `--replay` holds every log entry to, for the same input and
/// options.
///
/// - A row moves, is swapped or deleted only if it can be lifted: locked
///   rows and section headers never are (headers shift as rows cross them).
/// - A move lands its rows as one block, or shifts them all by the same
///   distance (`J` on a selection with gaps); never above the headers a
///   list starts with.
/// - Only a git rebase todo has lines rewritten or inserted, and only as
///   its keys do it (``ReorderList/gitViolation(of:under:)``): a commit's
///   action (`p`, `s`, `c`, `fixup -C`, …), the text of an exec, label,
///   reset, merge or update-ref line (it stays one), a `break` or an
///   `exec` inserted after a row, a copy of a commit, exec or break line
///   below it; and as groups: several action changes at once, a fold (a
///   commit moved under another and made its fixup or squash), or the
///   whole todo replaced by a valid one (from a text editor).
public struct EditRules: Hashable, Sendable {
  /// A git rebase todo's comment marker; nil when the list is not a todo.
  public var gitComment: GitCommentMarker?
  /// How far undo reaches back.
  public var historyDepth: Int

  public init(gitComment: GitCommentMarker? = nil, historyDepth: Int = 1000) {
    self.gitComment = gitComment
    self.historyDepth = historyDepth
  }

  /// Rules for a todo whose comments start with one byte (nil: not a
  /// todo).
  public init(gitCommentChar: UInt8?, historyDepth: Int = 1000) {
    self.init(gitComment: gitCommentChar.map { GitCommentMarker($0) }, historyDepth: historyDepth)
  }

  /// The first byte of the todo's comment marker.
  public var gitCommentChar: UInt8? { gitComment?.bytes[0] }

  /// Whether lines may be rewritten or inserted (a git rebase todo).
  public var editsLines: Bool { gitComment != nil }

  /// The line `b` inserts.
  public static let insertableLines: [[UInt8]] = [Array("break".utf8)]

  /// The flags of a line a session adds: in a todo, comments and blank
  /// lines stay where they are, as the loaded ones do.
  public func flags(ofNewLine text: [UInt8]) -> ItemFlags {
    guard let gitComment else { return [] }
    let kind = GitTodoLine.parse(text, comment: gitComment).kind
    return kind == .comment || kind == .blank ? .locked : []
  }
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
  /// the edit), naming the rule; nil if one could.
  public func violation(of edit: Edit, under rules: EditRules) -> String? {
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
    case .insert(let positions, let ids):
      guard let comment = rules.gitComment else {
        return "lines are inserted only in a git rebase todo (--git)"
      }
      return insertViolation(positions: positions, ids: ids, comment: comment)
    case .replace(let position, _, let new):
      guard let comment = rules.gitComment else {
        return "lines are rewritten only in a git rebase todo (--git)"
      }
      return replaceViolation(at: position, new: new, comment: comment)
    case .group(let edits):
      guard let comment = rules.gitComment else {
        return "lines are rewritten only in a git rebase todo (--git)"
      }
      return groupViolation(edits, comment: comment)
    }
  }

  /// Why the row at `position` cannot be lifted (moved, swapped, deleted).
  func liftViolation(_ position: Int, _ done: String) -> String? {
    guard position >= 0 && position < count else { return "position \(position + 1) is outside 1…\(count)" }
    let flags = flags(at: position)
    if flags.contains(.locked) { return "row \(position + 1) is locked: locked rows are never \(done)" }
    if flags.contains(.header) { return "row \(position + 1) is a section header: headers are never \(done)" }
    return nil
  }

  func placeViolation(from: PositionSet, to: PositionSet) -> String? {
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
    if toFirst < leadingHeaderRanks { return "nothing moves above the first section header" }
    guard to.isContiguous || to == from.shifted(by: toFirst - fromFirst) else {
      return "a move lands its rows together, or shifts them all by the same distance"
    }
    return nil
  }
}
