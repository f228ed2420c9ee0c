import ReorderCore
import ReorderFrontEnd

// A board in the front end: h/l and H/L go between columns, J/K, t and b
// stay within one (on a header they move the column), the counter says
// "board" and counts in the focused column, and a card shows how many
// lines it carries.

extension BoardKind: KindPresentation {
  public func runInstead(
    _ command: Command, count n: Int, in context: inout PresentationContext, at time: Duration
  )
    -> [Effect]?
  {
    // Lifted, Left and Right move the lifted card (or column) sideways;
    // Up and Down move it within its column, as the engine aims them.
    if context.withKindView({ $0.isDragging }) {
      switch command {
      case .left: return context.perform(.cursor(.horizontal(-n)), at: time)
      case .right: return context.perform(.cursor(.horizontal(n)), at: time)
      default: return nil
      }
    }
    let action: BoardAction
    switch command {
    case .left: action = .focusColumn(by: -n)
    case .right: action = .focusColumn(by: n)
    case .moveLeft: action = .moveSideways(by: -n)
    case .moveRight: action = .moveSideways(by: n)
    case .moveUp: action = .moveWithinColumn(by: -n)
    case .moveDown: action = .moveWithinColumn(by: n)
    case .moveTop: action = .moveToColumnEnd(top: true)
    case .moveBottom: action = .moveToColumnEnd(top: false)
    default: return nil
    }
    return context.perform(.kind(action), at: time)
  }

  public func helpText(for command: Command) -> String? {
    switch command {
    case .left: return "focus the column on the left (the card on the nearest row); lifted: move it there"
    case .right: return "focus the column on the right (the card on the nearest row); lifted: move it there"
    case .moveLeft: return "card(s) to the column on the left, same row or its end; on a header: the column"
    case .moveRight: return "card(s) to the column on the right, same row or its end; on a header: the column"
    case .moveUp: return "card(s) up within the column"
    case .moveDown: return "card(s) down within the column"
    case .moveTop: return "to the top of the column; on a header: the column first"
    case .moveBottom: return "to the bottom of the column; on a header: the column last"
    default: return nil
    }
  }

  public var counterMark: String? { "board" }

  /// As the narration counts: the focused card's place among its
  /// column's cards ("3/12": the third of twelve), a header's among the
  /// columns ("2/3"); while lifted, where it would land. Rows above the
  /// first header: the list's count.
  public func counter(in context: borrowing KindContext) -> (position: Int, total: Int)? {
    context.shownBoardColumns.ordinal(of: context.focus)
  }

  public var mouseHelpText: String? {
    "hold a card, drag it to any column and row, release; hold a header, drag its column sideways"
  }

  public func decorate(_ row: RowDecoration, of model: ListScreen, into canvas: inout Canvas) {
    let carried = BoardText.carriedLineCount(of: model.engine.list.store[row.id])
    guard carried > 0, !row.isPlaceholder else { return }
    let badge = " +\(carried)"
    let x = row.end - badge.count
    guard x > row.textX + 4 else { return }
    canvas.draw(badge, at: Point(x: x, y: row.y), style: Style(row.isFocused ? .focus : .locked))
  }

  public func drawRows(of model: ListScreen, into canvas: inout Canvas) -> Bool {
    BoardView.draw(model, into: &canvas)
    return true
  }
}
