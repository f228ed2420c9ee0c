import ReorderCore

/// The rules for the lines a git rebase todo session writes: exactly what
/// its keys can produce, no more (see ``EditRules``).
extension ReorderList {
  /// Why no session could insert `ids` at `positions`: a `break`, an
  /// `exec <command>` or a copy of the line above, one at a time, after a
  /// row.
  func insertViolation(positions: PositionSet, ids: [UInt32], comment: GitCommentMarker) -> String? {
    guard positions.count == 1, ids.count == 1, let position = positions.first else {
      return "one line is inserted at a time"
    }
    let lowest = isEmpty ? 0 : 1
    guard position >= lowest && position <= count else {
      return "a new line goes after a row: position \(lowest + 1)…\(count + 1), not \(position + 1)"
    }
    let text = store[Int(ids[0])].array
    if let problem = lineBreakViolation(text) { return problem }
    if GitNewLine.isBreak(text) || GitNewLine.isExec(text, comment: comment) { return nil }
    if position > 0, item(at: position - 1).array == text,
      GitTodoLine.parse(text, comment: comment).isDuplicable
    {
      return nil
    }
    return
      "a new line is a break, an exec or a copy of the line above, not \"\(String(decoding: text, as: UTF8.self))\""
  }

  /// Why no session could rewrite the line at `position` as `new`: a
  /// commit line gets another action (or `fixup -C`/`-c`); an exec,
  /// label, reset, merge or update-ref line gets a new text of its own
  /// kind that git takes, with the same line ending.
  func replaceViolation(
    at position: Int, new: UInt32, comment: GitCommentMarker, commitActionsOnly: Bool = false
  ) -> String? {
    guard position >= 0 && position < count else { return "position \(position + 1) is outside 1…\(count)" }
    let old = item(at: position).array
    let text = store[Int(new)].array
    let parsed = GitTodoLine.parse(old, comment: comment)
    if parsed.isCommitLine {
      guard text != old, GitTodoLine.rewrites(of: old, comment: comment).contains(text) else {
        return "the new text is not line \(position + 1) with another action"
      }
      return nil
    }
    guard let action = parsed.action, action.editsTextInPlace, !commitActionsOnly else {
      return "line \(position + 1) is not a commit line, nor an exec, label, reset, merge or update-ref line:"
        + " its text never changes"
    }
    if let problem = lineBreakViolation(text) { return problem }
    let rewritten = GitTodoLine.parse(text, comment: comment)
    guard rewritten.action == action, text != old else {
      let article = action == .exec || action == .updateRef ? "an" : "a"
      return "line \(position + 1) stays \(article) \(action.rawValue) line, with a new text:"
        + " \"\(String(decoding: text, as: UTF8.self))\" is not one"
    }
    if let problem = rewritten.problem { return "line \(position + 1): \(problem)" }
    guard (text.last == 0x0D) == (old.last == 0x0D) else {
      return "line \(position + 1) keeps its line ending"
    }
    return nil
  }

  /// Why no session could make `edits` as one step: several commits'
  /// action changes, a fold, or the whole todo replaced.
  func groupViolation(_ edits: [Edit], comment: GitCommentMarker) -> String? {
    if edits.count == 2, case .place(let from, let to) = edits[0],
      case .replace(let position, _, let new) = edits[1]
    {
      return foldViolation(from: from, to: to, rewriting: position, as: new, comment: comment)
    }
    if edits.count == 2, case .delete(let positions, _) = edits[0], case .insert(let at, let ids) = edits[1] {
      return replaceAllViolation(deleting: positions, inserting: ids, at: at, comment: comment)
    }
    guard edits.count >= 2 else { return "a group holds at least two action changes" }
    var seen = Set<Int>()
    for edit in edits {
      guard case .replace(let position, _, let new) = edit else {
        return "a group is several action changes, a fold or a whole new todo"
      }
      guard seen.insert(position).inserted else { return "a group changes line \(position + 1) twice" }
      if let problem = replaceViolation(at: position, new: new, comment: comment, commitActionsOnly: true) {
        return problem
      }
    }
    return nil
  }

  /// A fold: one commit moved right below a commit (not a dropped one),
  /// then made a fixup or a squash.
  private func foldViolation(
    from: PositionSet, to: PositionSet, rewriting position: Int, as new: UInt32, comment: GitCommentMarker
  ) -> String? {
    guard from.count == 1, to.count == 1, let rank = to.first else { return "a fold moves one commit" }
    if let problem = placeViolation(from: from, to: to) { return problem }
    var after = self
    after.apply(.place(from: from, to: to))
    let landing = after.position(ofRank: rank)
    guard position == landing else { return "a fold rewrites the commit it moved, at \(landing + 1)" }
    let old = after.item(at: landing).array
    let text = store[Int(new)].array
    let folds = [GitAction.fixup, .squash].compactMap {
      GitTodoLine.rewrite(old, to: $0, flag: nil, comment: comment)
    }
    guard text != old, folds.contains(text) else {
      return "a fold makes the moved commit a fixup or a squash"
    }
    // Git reads past comments and blank lines (locked rows): the commit
    // above is the nearest command above.
    var above = landing - 1
    while above >= 0 && after.isLocked(above) { above -= 1 }
    guard above >= 0, GitTodoLine.parse(after.item(at: above), comment: comment).canBeFoldedInto else {
      return "a fold puts the commit right below the commit it folds into"
    }
    return nil
  }

  /// The whole todo replaced (by a text editor's): every line goes, and
  /// the new lines are a todo git takes.
  private func replaceAllViolation(
    deleting positions: PositionSet, inserting ids: [UInt32], at: PositionSet, comment: GitCommentMarker
  ) -> String? {
    guard positions == PositionSet(0..<count) else { return "a new todo replaces every line" }
    guard at == PositionSet(0..<ids.count) else { return "a new todo's lines are all its lines, in order" }
    let texts = ids.map { store[Int($0)].array }
    for text in texts {
      if let problem = lineBreakViolation(text) { return problem }
    }
    if let error = GitTodoText(lines: texts).firstError(comment: comment) { return "the new todo's \(error)" }
    return nil
  }

  /// A line never holds a line break (or the list's separator).
  private func lineBreakViolation(_ text: [UInt8]) -> String? {
    text.contains(0x0A) || text.contains(store.separator) ? "a line holds no line break" : nil
  }
}

/// The lines a session writes into a todo.
public enum GitNewLine {
  /// `break`, with a CR when the todo's lines end with one.
  public static func breakLine(crlf: Bool) -> [UInt8] { Array("break".utf8) + (crlf ? [0x0D] : []) }

  /// `exec <command>`, or nil for a command that is blank or more than a
  /// line.
  public static func execLine(_ command: [UInt8], crlf: Bool) -> [UInt8]? {
    guard command.contains(where: { $0 != 0x20 && $0 != 0x09 }), !command.contains(0x0A),
      !command.contains(0x0D),
      !command.contains(0)
    else { return nil }
    return Array("exec ".utf8) + command + (crlf ? [0x0D] : [])
  }

  public static func isBreak(_ text: [UInt8]) -> Bool {
    text.elementsEqual("break".utf8) || text.elementsEqual("break\r".utf8)
  }

  static func isExec(_ text: [UInt8], comment: GitCommentMarker) -> Bool {
    let body = text.last == 0x0D ? Array(text.dropLast()) : text
    guard body.starts(with: "exec ".utf8) else { return false }
    return execLine(Array(body.dropFirst(5)), crlf: false) != nil
      && GitTodoLine.parse(text, comment: comment).isValid
  }
}

extension GitAction {
  /// Whether `edit-line` changes the line's text: exec, label, reset,
  /// merge, update-ref.
  public var editsTextInPlace: Bool {
    switch self {
    case .exec, .label, .reset, .merge, .updateRef: return true
    default: return false
    }
  }
}

extension GitTodoLine {
  /// Whether `duplicate-line` may copy the line: a commit (git picks a
  /// commit twice if asked), an exec or a break. Not a label (a second one
  /// of the same name moves it silently), reset or merge (the shape of a
  /// `--rebase-merges` todo), update-ref (a ref is updated once), noop,
  /// comments or blank lines.
  public var isDuplicable: Bool {
    guard isValid, let action else { return false }
    return action.takesCommit || action == .exec || action == .break
  }

  /// Whether a commit can be folded into this line's commit: a commit
  /// line that makes a commit (not a dropped one).
  public var canBeFoldedInto: Bool {
    guard isValid, hashRange != nil, let action else { return false }
    return action.isCommitAction && action != .drop
  }
}
