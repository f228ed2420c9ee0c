/// What a session can change in a list: the rules the engine keeps, and
/// that `--replay` holds every log entry to, for the same input and
/// options.
///
/// - A row moves, is swapped or deleted only if it can be lifted: locked
///   rows and section headers never are (headers shift as rows cross them).
/// - A move lands its rows as one block, or shifts them all by the same
///   distance (`J` on a selection with gaps); never above the headers a
///   list starts with.
/// - Only a git rebase todo has lines rewritten (a commit's action, `p`,
///   `s`, `c`, …) or inserted (`b`: a `break` after a row), and a group is
///   several such action changes made at once.
public struct EditRules: Hashable, Sendable {
  /// A git rebase todo's comment character; nil when the list is not a
  /// todo.
  public var gitCommentChar: UInt8?
  /// How far undo reaches back.
  public var historyDepth: Int

  public init(gitCommentChar: UInt8? = nil, historyDepth: Int = 1000) {
    self.gitCommentChar = gitCommentChar
    self.historyDepth = historyDepth
  }

  /// Whether lines may be rewritten or inserted (a git rebase todo).
  public var editsLines: Bool { gitCommentChar != nil }

  /// The lines a session can insert.
  public static let insertableLines: [[UInt8]] = [Array("break".utf8)]
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
      return insertViolation(positions: positions, ids: ids, rules: rules)
    case .replace(let position, _, let new):
      return replaceViolation(at: position, new: new, rules: rules)
    case .group(let edits):
      guard rules.editsLines else { return "lines are rewritten only in a git rebase todo (--git)" }
      guard edits.count >= 2 else { return "a group holds at least two action changes" }
      var seen = Set<Int>()
      for edit in edits {
        guard case .replace(let position, _, _) = edit else { return "a group holds only action changes" }
        guard seen.insert(position).inserted else { return "a group changes line \(position + 1) twice" }
        if let problem = violation(of: edit, under: rules) { return problem }
      }
      return nil
    }
  }

  /// Why the row at `position` cannot be lifted (moved, swapped, deleted).
  private func liftViolation(_ position: Int, _ done: String) -> String? {
    guard position >= 0 && position < count else { return "position \(position + 1) is outside 1…\(count)" }
    let flags = flags(at: position)
    if flags.contains(.locked) { return "row \(position + 1) is locked: locked rows are never \(done)" }
    if flags.contains(.header) { return "row \(position + 1) is a section header: headers are never \(done)" }
    return nil
  }

  private func placeViolation(from: PositionSet, to: PositionSet) -> String? {
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

  private func insertViolation(positions: PositionSet, ids: [UInt32], rules: EditRules) -> String? {
    guard rules.editsLines else { return "lines are inserted only in a git rebase todo (--git)" }
    guard positions.count == 1, ids.count == 1, let position = positions.first else {
      return "one line is inserted at a time"
    }
    let text = store[Int(ids[0])].array
    guard EditRules.insertableLines.contains(text) else {
      return "the only line inserted is a break, not \"\(String(decoding: text, as: UTF8.self))\""
    }
    let lowest = isEmpty ? 0 : 1
    guard position >= lowest && position <= count else {
      return "a break goes after a row: position \(lowest + 1)…\(count + 1), not \(position + 1)"
    }
    return nil
  }

  private func replaceViolation(at position: Int, new: UInt32, rules: EditRules) -> String? {
    guard let comment = rules.gitCommentChar else {
      return "lines are rewritten only in a git rebase todo (--git)"
    }
    guard position >= 0 && position < count else { return "position \(position + 1) is outside 1…\(count)" }
    let old = item(at: position).array
    guard let current = GitTodoLine.parse(old, commentChar: comment).action, current.isCommitAction else {
      return "line \(position + 1) is not a commit line: only a commit's action changes"
    }
    let text = store[Int(new)].array
    let rewrites = GitAction.cycle.compactMap { GitTodoLine.rewrite(old, to: $0, commentChar: comment) }
    guard text != old, rewrites.contains(text) else {
      return "the new text is not line \(position + 1) with another action"
    }
    return nil
  }
}
