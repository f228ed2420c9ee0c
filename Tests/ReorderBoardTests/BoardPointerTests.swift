import Testing

@testable import ReorderBoard
@testable import ReorderCore

/// The board under the pointer: its geometry (``BoardLayout``) and a
/// card long-pressed and dragged to every column and row of every small
/// board, dropped where the naive board puts it, in one edit.
@Suite struct BoardPointerTests {
  static func engine(_ board: NaiveBoard, width: Int = 60, height: Int = 8) -> ReorderEngine {
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configuration.kind = BoardKind()
    return ReorderEngine(
      list: makeFlatBoard(board), width: width, height: height, configuration: configuration)
  }

  @Test func columnsShareTheWidthAtLeastSixteenCellsEach() {
    let three = BoardLayout(columnCount: 3, width: 60, top: 0, rows: 8, firstColumn: 0)
    #expect(three.shownCount == 3 && three.columnWidth == 20 && three.moreRow == nil)
    #expect(three.xRange(ofColumn: 1) == 20..<39 && three.cardRows == 7)
    #expect(three.column(atX: 39) == 1 && three.column(atX: 40) == 2 && three.column(atX: 99) == 2)
    let six = BoardLayout(columnCount: 6, width: 60, top: 1, rows: 8, firstColumn: 9)
    #expect(six.shownCount == 3 && six.firstColumn == 3, "clamped: the last three")
    #expect(six.hiddenLeft == 3 && six.hiddenRight == 0 && six.moreRow == 8 && six.cardRows == 6)
    #expect(six.xRange(ofColumn: 2) == nil && six.xRange(ofColumn: 3) == 0..<19)
    #expect(six.following(column: 1) == 1 && six.following(column: 4) == 3)
    let start = BoardLayout(columnCount: 6, width: 60, top: 0, rows: 8, firstColumn: 0)
    #expect(start.following(column: 4) == 2 && start.hiddenRight == 3)
    // A column scrolls as little as shows the row.
    #expect(start.cardRows == 6 && start.scroll(0, showing: 8, count: 20) == 3)
    #expect(start.scroll(5, showing: 6, count: 20) == 5)
    #expect(start.scroll(5, showing: 3, count: 20) == 3)
    #expect(start.scroll(9, showing: 0, count: 3) == 0, "more than the cards: clamped")
  }

  @Test func everyCardDraggedToEveryColumnAndRow() {
    var checked = 0
    for shape in [(1, 3), (2, 0), (2, 3), (3, 1), (3, 3)] {
      for board in naiveBoards(columns: shape.0, cards: shape.1) {
        for card in board.cardPlaces {
          for column in board.indices {
            for row in 0..<5 {
              checked += 1
              var engine = Self.engine(board)
              let geometry = engine.boardLayout!
              let from = Point(
                x: geometry.xRange(ofColumn: card.column)!.lowerBound + 3, y: geometry.cardTop + card.row)
              let to = Point(x: geometry.xRange(ofColumn: column)!.lowerBound + 5, y: geometry.cardTop + row)
              _ = engine.handle(.pointerDown(from, .primary, shift: false), at: .seconds(1))
              _ = engine.handle(.tick, at: .seconds(2))
              #expect(engine.isDragging)
              _ = engine.handle(.pointerMoved(to), at: .milliseconds(2100))
              _ = engine.handle(.pointerUp(to), at: .milliseconds(2200))
              let want = board.movingCards([card], toColumn: column, row: row)
              #expect(engine.list.boardStrings == want.flat, "\(board) \(card) to \(column),\(row)")
              #expect(engine.history.undoCount <= 1, "one edit")
            }
          }
        }
      }
    }
    #expect(checked > 300)
  }

  @Test func theRightButtonCancelsAndTheHeaderRowIsTheColumnsTop() {
    let board: NaiveBoard = [["# H0", "a", "b"], ["# H1"], ["# H2", "c"]]
    var engine = Self.engine(board)
    _ = engine.handle(.pointerDown(Point(x: 3, y: 1), .primary, shift: false), at: .seconds(1))
    _ = engine.handle(.tick, at: .seconds(2))
    _ = engine.handle(.pointerMoved(Point(x: 45, y: 0)), at: .milliseconds(2100))
    #expect(engine.narration.text.contains("H2\", position 1 of 2"), "\(engine.narration.text)")
    // The gap shows at the top of the column under the pointer.
    #expect(engine.shownBoardColumns.headers == [0, 2, 3])
    #expect(engine.displayed(at: 4).isPlaceholder)
    _ = engine.handle(.pointerMoved(Point(x: 25, y: 4)), at: .milliseconds(2200))
    #expect(engine.narration.text.contains("H1\", position 1 of 1"), "\(engine.narration.text)")
    _ = engine.handle(.pointerDown(Point(x: 25, y: 4), .secondary, shift: false), at: .milliseconds(2300))
    #expect(!engine.isDragging)
    #expect(engine.list.boardStrings == board.flat)
  }

  @Test func aPressFocusesTheCardUnderItInItsScrolledColumn() {
    let board: NaiveBoard = [["# H0"] + (0..<20).map { "a\($0)" }, ["# H1", "b"]]
    var engine = Self.engine(board, height: 6)
    _ = engine.handle(.cursor(.to(18)), at: .seconds(1))
    #expect(engine.board.scroll(ofHeader: engine.list.id(at: 0)) == 14, "row 17 on the last of 4 rows")
    // A tap on the second card row is the column's 16th card.
    _ = engine.handle(.pointerDown(Point(x: 3, y: 2), .primary, shift: false), at: .seconds(2))
    _ = engine.handle(.pointerUp(Point(x: 3, y: 2)), at: .milliseconds(2050))
    #expect(engine.focus == 16)
    _ = engine.handle(.pointerDown(Point(x: 33, y: 1), .primary, shift: false), at: .seconds(3))
    _ = engine.handle(.pointerUp(Point(x: 33, y: 1)), at: .milliseconds(3050))
    #expect(engine.focus == 22)
  }
}
