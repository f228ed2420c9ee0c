import ReorderCore

/// A git rebase todo (`--git`, or a file named `git-rebase-todo`): the
/// commands move, git's comments and blank lines stay where git put them,
/// a commit is named by its subject, and the todo's own edits (actions,
/// exec lines, folds, the whole todo from an editor) are allowed as its
/// keys make them (``ReorderList/gitViolation(of:under:)``).
public struct GitTodoKind: ListKind {
  /// core.commentChar (or core.commentString).
  public var comment: GitCommentMarker

  public init(comment: GitCommentMarker = .hash) {
    self.comment = comment
  }

  /// Comments and blank lines are locked.
  public func flags(of line: ItemBytes) -> ItemFlags {
    let kind = GitTodoLine.parse(line, comment: comment).kind
    return kind == .comment || kind == .blank ? .locked : []
  }

  /// A commit by its subject; another line (`merge -C <hash> <label> #
  /// <oneline>`, `exec …`, `label …`) by its text, whose end tells it
  /// apart when cut: the start is a command word and a hash.
  public func label(of item: ItemBytes) -> ItemLabel? {
    if let commit = Narrator.commitLabel(item, commentChar: comment.bytes[0]) { return commit }
    var line = Narrator.label(item)
    if line != .blankLine { line.cut = .keepingEnd }
    return line
  }

  public var countsMovableRowsOnly: Bool { true }
  /// A pointer drag resting on a commit arms a fold into it
  /// (``FoldRest``).
  public func afterAction(_ action: EngineAction, on context: inout KindContext) { context.observeFoldRest() }
  /// A release while the fold is armed folds.
  public func takesRelease(at point: Point, on context: inout KindContext) -> Bool {
    guard context.foldRest.isArmed else { return false }
    context.dropAsFold(at: point)
    return true
  }

  /// The list's rules, and a todo's for the lines it rewrites and inserts.
  public func violation(of edit: Edit, in list: ReorderList) -> String? {
    list.listViolation(of: edit) { lineEditViolation(of: $0, in: list) }
  }

  /// Why a rewrite or an insert is not one a todo's keys make.
  func lineEditViolation(of edit: Edit, in list: ReorderList) -> String? {
    switch edit {
    case .insert(let positions, let ids):
      return list.insertViolation(positions: positions, ids: ids, comment: comment)
    case .replace(let position, _, let new):
      return list.replaceViolation(at: position, new: new, comment: comment)
    case .group(let edits): return list.groupViolation(edits, comment: comment)
    case .place, .swap, .delete: return nil
    }
  }

  /// A commit moved into or out of a branch says so after the move; the
  /// question before quitting says that quitting aborts the rebase.
  public func narration(of moment: NarrationMoment, in context: borrowing KindContext) -> Narration? {
    switch moment {
    case .move(let edit, let listSentence):
      return context.branchNarration(for: edit, comment: comment).map { listSentence.noting($0) }
    case .quitQuestion(let changes, let summary):
      return Narrator.quitLoses(
        changes, summary: summary, keys: "Esc/y abort the rebase, Enter accepts, others go back")
    case .focus, .lift, .drag: return nil
    }
  }
}

extension ListKind {
  /// The todo's comment marker, when this is a git rebase todo.
  public var gitComment: GitCommentMarker? { (self as? GitTodoKind)?.comment }
}

extension EditRules {
  /// Rules for a git rebase todo with this comment marker (nil: a plain
  /// list).
  public init(gitComment: GitCommentMarker?, historyDepth: Int = 1000) {
    self.init(kind: gitComment.map { GitTodoKind(comment: $0) } ?? PlainList(), historyDepth: historyDepth)
  }

  /// Rules for a todo whose comments start with one byte (nil: not a
  /// todo).
  public init(gitCommentChar: UInt8?, historyDepth: Int = 1000) {
    self.init(gitComment: gitCommentChar.map { GitCommentMarker($0) }, historyDepth: historyDepth)
  }

  /// The todo's comment marker; nil when the list is not a todo.
  public var gitComment: GitCommentMarker? { kind.gitComment }
}

extension EngineConfiguration {
  /// The git rebase todo's comment marker (`#` when the list is not one);
  /// setting it keeps the kind.
  public var gitComment: GitCommentMarker {
    get { kind.gitComment ?? .hash }
    set { if isGitTodo { kind = GitTodoKind(comment: newValue) } }
  }
  /// The comment marker's first byte; setting it sets a one-byte marker.
  public var gitCommentChar: UInt8 {
    get { gitComment.bytes[0] }
    set { gitComment = GitCommentMarker(newValue) }
  }
  /// Whether the list is a git rebase todo; setting it makes it one (with
  /// `#` comments) or a plain list.
  public var isGitTodo: Bool {
    get { kind is GitTodoKind }
    set { kind = newValue ? (kind as? GitTodoKind ?? GitTodoKind()) : PlainList() }
  }
}
