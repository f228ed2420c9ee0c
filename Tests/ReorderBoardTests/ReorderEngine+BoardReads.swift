import ReorderCore

@testable import ReorderBoard

/// What the board's tests read of an engine, through the view a kind has
/// of it (``KindContext``), as the board's view reads it.
extension ReorderEngine {
  var board: BoardViewport { withKindView { $0.board } }
  var boardLayout: BoardLayout? { withKindView { $0.boardLayout } }
  var shownBoardColumns: BoardColumns { withKindView { $0.shownBoardColumns } }
  var liftedBoardColumn: Int? { withKindView { $0.liftedBoardColumn } }
}
