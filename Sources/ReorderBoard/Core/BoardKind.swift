import ReorderCore

/// A board (`--board`): the sections of a list side by side as columns,
/// cards moved between them. Headers are `--section REGEX`'s lines, else
/// Markdown headings (`^#{1,6} `); a card is one item with the sub-lines
/// and blank lines it carries (``BoardText``); the rows before the first
/// header are the fixed preamble. A header is a column's top row: it is
/// focused like a card, and moves its whole column.
public struct BoardKind: ListKind {
  /// Whether Markdown headings are the headers (no `--section`).
  public var readsHeadings: Bool
  /// Whose Markdown the board is: what else is a header or a fixed part.
  public var format: BoardFormat

  public init(readsHeadings: Bool = true, format: BoardFormat = .plain) {
    self.readsHeadings = readsHeadings
    self.format = format
  }

  /// A row's flags from its bytes in place (a card's sub-lines never
  /// change them: a heading's marks are on its first line). In Obsidian's
  /// format the archive's header starts with its `***`, and the settings
  /// footer is locked: it never moves, and nothing moves past it.
  public func flags(of line: ItemBytes) -> ItemFlags {
    guard readsHeadings else { return [] }
    if line.withContiguousStorageIfAvailable({ BoardText.isHeading($0) }) == true { return .header }
    guard format == .obsidian else { return [] }
    let first = BoardText.firstLine(of: line)
    if BoardFormat.isSettingsFooter(first) { return .locked }
    if BoardFormat.isThematicBreak(first) && BoardText.isHeading(BoardText.titleLine(of: line)) {
      return .header
    }
    return []
  }

  public func label(of item: ItemBytes) -> ItemLabel? {
    let title = BoardText.title(of: item)
    let text = String(decoding: title, as: UTF8.self)
    return text.isEmpty ? .blankLine : ItemLabel(text: text, cut: .keepingStart)
  }

  /// A header is its column's top: focused like a card, and the first
  /// column takes cards even when empty.
  public var headerRole: HeaderRole { .columnTop }

  /// A header moves its column: `--order` is planned as moves.
  public var movesRowsAlone: Bool { false }

  /// A header lifts its column: the header and its cards (not the
  /// archive's, which stays last).
  public func lift(at position: Int, in context: borrowing KindContext) -> KindLift? {
    let columns = context.boardColumns
    guard let place = columns.place(of: position), place.row == nil,
      place.column < columns.movableColumnCount
    else { return nil }
    return .rows(Array(columns.span(of: place.column)), folded: false)
  }

  /// The columns side by side, each scrolled on its own.
  public var ownLayout: (any KindLayout)? { BoardPlacement() }

  /// A tick while a pointer drag is held scrolls sideways by columns, and
  /// up and down the column under the pointer. After every action the
  /// board's viewport follows the focus; its sideways auto-scroll starts
  /// afresh with each pointer drag.
  public func afterAction(_ action: EngineAction, on context: inout KindContext) {
    if action == .tick, let drag = context.drag, drag.driver == .pointer { context.autoScrollBoard(drag) }
    if context.drag?.driver != .pointer, context.boardState.sideScroller.isActive {
      context.boardState.sideScroller.stop()
    }
    context.followBoardFocus()
  }

  /// The pointer aims at a column and a row in it; keys move within the
  /// column and sideways into the next, from where the drag was.
  public func aim(_ drag: inout DragSession, after cause: AimCause, in context: borrowing KindContext) {
    switch cause {
    case .lift, .pointer: context.aimBoard(&drag)
    case .keys(let move, _, let before):
      drag = before
      context.aimBoard(&drag, by: move)
    }
  }
}
