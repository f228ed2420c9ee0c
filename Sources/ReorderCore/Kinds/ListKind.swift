/// What kind of list is being reordered: a plain list, a git rebase todo,
/// a tree or an outline, a board, paragraphs. The engine and the front end ask
/// the kind, never test for it: how a line becomes an item, which edits
/// besides moves a session may make, how rows are named in sentences and
/// what the kind's own actions do. Each kind lives in a folder (or a
/// target) of its own;
/// the front end adds what it draws and binds for a kind in the same way
/// (``ReorderFrontEnd``'s kind presentations).
///
///     PlainList()                          every line a movable row
///
/// The other kinds are targets of their own (git's, the tree's, the
/// board's, the paragraphs'), which the core never names.
public protocol ListKind: Sendable {
  /// The flags a line has by its kind (added to `--section` and `--lock`'s),
  /// read in place: a loaded line, or a line a session adds (stored
  /// first).
  func flags(of line: ItemBytes) -> ItemFlags
  /// A row's name in sentences where the kind names it better than its
  /// text does (a commit by its subject); nil: the text.
  func label(of item: ItemBytes) -> ItemLabel?
  /// Whether "position N of M", the counter and the first and last
  /// places count only the rows that move (a todo's commands, not the
  /// help below them).
  var countsMovableRowsOnly: Bool { get }
  /// Why no session of this kind could make `edit` on `list` as it is now
  /// (before the edit), naming the rule; nil if one could. The one rule
  /// book of a kind: what its keys and drags commit passes it, and
  /// `--replay` and `--order` hold every edit to it. The list's own rules
  /// (``ReorderList/listViolation(of:lineEdits:)``) unless the kind moves
  /// rows its own way (a tree's subtrees, a board's columns).
  func violation(of edit: Edit, in list: ReorderList) -> String?
  /// Takes note of an edit from outside a session (`--replay`), accepted
  /// by ``violation(of:in:)`` and about to be applied to `list`: a tree
  /// registers the rows it rewrites, as its session does when it commits.
  func record(_ edit: Edit, in list: ReorderList)
  /// The next move a session makes toward `target` (every id of `list`,
  /// in the order `--order` asks for), against `list` as it is now; nil
  /// when nothing is left to move. `cursor` is the kind's own progress
  /// (0 at the start), so that each call goes on where the last left off.
  /// The moves are held to ``violation(of:in:)`` as they come.
  func nextMove(toward target: [UInt32], in list: ReorderList, cursor: inout Int) -> Edit?
  /// Whether every row that lifts moves alone to any place among the rows
  /// that move, so that any order keeping the locked rows and the headers
  /// is a session's (a plain list's, a git todo's): `--order` then needs
  /// no moves planned, however long the list (a tree's or a board's rows
  /// move in subtrees and columns).
  var movesRowsAlone: Bool { get }
  /// `edit`, a move a session or `--order` is about to make, with what
  /// the kind does to the moved rows besides (an Obsidian card checked as
  /// it enters a Complete lane: the move and a `replace` as one group);
  /// new rows' bytes are stored and registered in `list`.
  func completed(_ edit: Edit, in list: inout ReorderList) -> Edit
  /// What the kind does after every action the engine routed, in its own
  /// state (``KindContext/kindState``: git's pointer drag resting on a
  /// commit arms a fold into it; a board's viewport follows the focus). A
  /// kind that lays its rows out itself (``ownLayout``) scrolls them
  /// here on a `.tick` while a pointer drag is held (a board: sideways by
  /// columns, up and down a column); the list's auto-scroll leaves them.
  func afterAction(_ action: EngineAction, on context: inout KindContext)
  /// Takes a pointer release where the lifted rows are as the kind's own
  /// drop (git: the fold a rest armed); false: the list's drop.
  func takesRelease(at point: Point, on context: inout KindContext) -> Bool
  /// The rows as the kind lays them out on the screen itself (a board's
  /// columns); nil: the engine's ``Layout``, one row under another.
  var ownLayout: (any KindLayout)? { get }
  /// What a section header is: a divider the focus skips and nothing
  /// moves above, or a board's column top, focused like a row.
  var headerRole: HeaderRole { get }
  /// What the status line says at `moment` where the kind says it its own
  /// way (a board counts within a column and names columns, a tree names
  /// where a subtree lands, git notes a commit moved into a branch and
  /// asks before quitting aborts the rebase); nil: the list's sentence.
  func narration(of moment: NarrationMoment, in context: borrowing KindContext) -> Narration?
  /// What a lift at `position` takes (a tree's subtree, a board's column
  /// from its header), or why nothing lifts; nil: the list's own rule
  /// (the row, or the selection; a section header does not lift).
  func lift(at position: Int, in context: borrowing KindContext) -> KindLift?
  /// Deletes `positions` (edit mode) as the kind does (a tree's node goes
  /// with its subtree), or says why not; false for the list's own delete.
  func delete(_ positions: [Int], on context: inout KindContext) -> Bool
  /// Moves a drag's gap (and landing) where the kind allows it, after the
  /// list aimed it for `cause` (a tree: to a gap between subtrees, at a
  /// depth; a board: by columns).
  func aim(_ drag: inout DragSession, after cause: AimCause, in context: borrowing KindContext)
  /// Drops `drag` as the kind does (commits, or says why not); returns
  /// the ranks where its rows are now, or nil for the list's own drop.
  func drop(_ drag: DragSession, on context: inout KindContext) -> PositionSet?
  /// A move without a drag (`J`, `K`, `t`, `b`, `:N`) as the kind does it;
  /// false for the list's own.
  func moveWithoutDrag(_ move: CursorMove, on context: inout KindContext) -> Bool
  /// The rows `folds` hide in `list` (a tree's collapsed subtrees); none
  /// for a kind that folds nothing.
  func hiddenRows(_ folds: Folds, in list: ReorderList) -> HiddenRows
  /// Unfolds what hides the row at `position` (it was searched for, or a
  /// move put it there).
  func reveal(_ position: Int, folds: inout Folds, in list: ReorderList)
}

extension ListKind {
  public func flags(of line: ItemBytes) -> ItemFlags { [] }
  public func label(of item: ItemBytes) -> ItemLabel? { nil }
  public var countsMovableRowsOnly: Bool { false }
  public func violation(of edit: Edit, in list: ReorderList) -> String? {
    list.listViolation(of: edit, lineEdits: ReorderList.refusingLineEdits)
  }
  public func record(_ edit: Edit, in list: ReorderList) {}
  public func nextMove(toward target: [UInt32], in list: ReorderList, cursor: inout Int) -> Edit? {
    list.nextListMove(toward: target, cursor: &cursor)
  }
  public var movesRowsAlone: Bool { true }
  public func completed(_ edit: Edit, in list: inout ReorderList) -> Edit { edit }
  public func afterAction(_ action: EngineAction, on context: inout KindContext) {}
  public func takesRelease(at point: Point, on context: inout KindContext) -> Bool { false }
  public var ownLayout: (any KindLayout)? { nil }
  public var headerRole: HeaderRole { .divider }
  public func narration(of moment: NarrationMoment, in context: borrowing KindContext) -> Narration? { nil }
  public func lift(at position: Int, in context: borrowing KindContext) -> KindLift? { nil }
  public func delete(_ positions: [Int], on context: inout KindContext) -> Bool { false }
  public func aim(_ drag: inout DragSession, after cause: AimCause, in context: borrowing KindContext) {}
  public func drop(_ drag: DragSession, on context: inout KindContext) -> PositionSet? { nil }
  public func moveWithoutDrag(_ move: CursorMove, on context: inout KindContext) -> Bool { false }
  public func hiddenRows(_ folds: Folds, in list: ReorderList) -> HiddenRows { HiddenRows() }
  public func reveal(_ position: Int, folds: inout Folds, in list: ReorderList) {}
}

/// Why a kind writes nothing: its text would not read back as the rows
/// shown (``KindOutput``).
public struct OutputRefusal: Error, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
