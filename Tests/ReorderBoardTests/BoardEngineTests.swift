import Testing

@testable import ReorderBoard
@testable import ReorderCore

/// The board's keys on the engine: focus and cards between columns,
/// within one, columns by their header; what each says; undo.
@Suite struct BoardEngineTests {
  static let text = "## Todo\n- Write tests\n    > with a naive model\n- Read\n## Doing\n- Load\n## Done\n"

  struct Board {
    var engine: ReorderEngine
    var time: Duration = .seconds(1)

    init(_ text: String = BoardEngineTests.text) {
      var configuration = EngineConfiguration()
      configuration.animationDuration = .zero
      configuration.kind = BoardKind()
      engine = ReorderEngine(list: makeBoard(text), width: 60, height: 12, configuration: configuration)
    }

    mutating func send(_ action: EngineAction) {
      time += .milliseconds(20)
      _ = engine.handle(action, at: time)
    }

    mutating func board(_ action: BoardAction) { send(.kind(action)) }

    var said: String { engine.narration.text }
    var rows: [String] { engine.list.boardStrings.map { String($0.prefix { $0 != "\n" }) } }
    var focused: String { rows[engine.focus] }
  }

  @Test func theHeaderIsTheFirstRowAndTakesTheFocus() {
    var board = Board()
    #expect(board.focused == "## Todo")
    board.send(.cursor(.vertical(1)))
    #expect(board.focused == "- Write tests")
    board.send(.cursor(.vertical(-1)))
    #expect(board.focused == "## Todo")
  }

  /// Focus and lifts say places as the board counts them: a card within
  /// its column, a header among the columns; two marked cards of one
  /// column as a run, cards of two columns as the list's positions.
  @Test func focusAndLiftsCountWithinTheBoard() {
    var board = Board()
    board.send(.cursor(.vertical(1)))
    #expect(board.said == "Position 1 of 2 in \"Todo\" · \"Write tests\"")
    board.board(.focusColumn(by: 1))
    #expect(board.said == "Position 1 of 1 in \"Doing\" · \"Load\"")
    board.send(.cursor(.vertical(-1)))
    #expect(board.said == "Column 2 of 3 · \"Doing\" (1 card)")
    board.send(.cursor(.vertical(-1)))
    #expect(board.focused == "- Read")
    board.send(.holdKey(.press))
    #expect(board.said == "Lifted \"Read\" in \"Todo\", position 2 of 2")
    board.send(.escape)
    board.send(.toggleMark)
    board.send(.cursor(.vertical(-1)))
    board.send(.toggleMark)
    board.send(.holdKey(.press))
    #expect(board.said == "Lifted 2 cards in \"Todo\", positions 1–2 of 2")
    board.send(.escape)
    board.board(.focusColumn(by: 1))
    #expect(board.focused == "- Load")
    board.send(.toggleMark)
    board.send(.holdKey(.press))
    #expect(board.said == "Lifted 3 rows, positions 2–3 and 5 of 6 · \"Load\" and 2 more")
  }

  @Test func cardsGoSidewaysAtTheSameRowOrTheEnd() {
    var board = Board()
    board.send(.cursor(.vertical(1)))
    board.board(.moveSideways(by: 1))
    #expect(board.rows == ["## Todo", "- Read", "## Doing", "- Write tests", "- Load", "## Done"])
    #expect(board.said == "Moved \"Write tests\" from \"Todo\" to \"Doing\", position 1 of 2 there")
    #expect(board.focused == "- Write tests")
    #expect(
      board.engine.list.item(at: board.engine.focus).array
        == Array("- Write tests\n    > with a naive model".utf8))
    board.board(.moveSideways(by: 1))
    #expect(board.rows == ["## Todo", "- Read", "## Doing", "- Load", "## Done", "- Write tests"])
    #expect(board.said == "Moved \"Write tests\" from \"Doing\" to \"Done\", position 1 of 1 there")
    board.board(.moveSideways(by: 1))
    #expect(board.said == "Card \"Write tests\" is already in the last column")
    board.send(.undo)
    board.send(.undo)
    #expect(board.rows == ["## Todo", "- Write tests", "- Read", "## Doing", "- Load", "## Done"])
  }

  /// Two columns with one title are told apart by their place (issue
  /// 29: `Moved "a" from "Todo" to "Todo"`); a title seen once is said
  /// as before.
  @Test func columnsWithOneTitleAreNamedByPlace() {
    var board = Board("## Todo\n- a\n## Todo\n- b\n## Done\n")
    board.send(.cursor(.vertical(1)))
    #expect(board.said == "Position 1 of 1 in column 1 \"Todo\" · \"a\"")
    board.board(.moveSideways(by: 1))
    #expect(board.rows == ["## Todo", "## Todo", "- a", "- b", "## Done"])
    #expect(board.said == "Moved \"a\" from column 1 \"Todo\" to column 2 \"Todo\", position 1 of 2 there")
    board.board(.moveSideways(by: 1))
    #expect(board.said == "Moved \"a\" from column 2 \"Todo\" to \"Done\", position 1 of 1 there")
    board.send(.holdKey(.press))
    #expect(board.said == "Lifted \"a\" in \"Done\", position 1 of 1")
  }

  @Test func aRowPastTheColumnsEndGoesToItsEnd() {
    var board = Board()
    board.send(.cursor(.vertical(2)))
    #expect(board.focused == "- Read")
    board.board(.moveSideways(by: 1))
    #expect(board.rows == ["## Todo", "- Write tests", "## Doing", "- Load", "- Read", "## Done"])
    #expect(board.said == "Moved \"Read\" from \"Todo\" to \"Doing\", position 2 of 2 there")
  }

  @Test func withinAColumnCardsStopAtItsEnds() {
    var board = Board()
    board.send(.cursor(.vertical(1)))
    board.board(.moveWithinColumn(by: 1))
    #expect(board.rows == ["## Todo", "- Read", "- Write tests", "## Doing", "- Load", "## Done"])
    #expect(board.said == "Moved \"Write tests\" in \"Todo\" to position 2 of 2")
    board.board(.moveWithinColumn(by: 1))
    #expect(board.said == "Card \"Write tests\" is already at the bottom of its column")
    board.board(.moveToColumnEnd(top: true))
    #expect(board.rows == ["## Todo", "- Write tests", "- Read", "## Doing", "- Load", "## Done"])
  }

  @Test func headersMoveTheirColumn() {
    var board = Board()
    board.board(.moveSideways(by: 1))
    #expect(board.rows == ["## Doing", "- Load", "## Todo", "- Write tests", "- Read", "## Done"])
    #expect(board.said == "Moved column \"Todo\" to position 2 of 3")
    #expect(board.focused == "## Todo")
    board.board(.moveToColumnEnd(top: false))
    #expect(board.rows == ["## Doing", "- Load", "## Done", "## Todo", "- Write tests", "- Read"])
    #expect(board.said == "Moved column \"Todo\" to position 3 of 3")
    board.board(.moveWithinColumn(by: 1))
    #expect(board.said.hasPrefix("A column moves sideways"))
  }

  @Test func focusGoesToTheNearestRowOfTheNeighbour() {
    var board = Board()
    board.send(.cursor(.vertical(2)))
    board.board(.focusColumn(by: 1))
    #expect(board.focused == "- Load")
    board.board(.focusColumn(by: 1))
    #expect(board.focused == "## Done", "an empty column: its header")
    board.board(.focusColumn(by: 1))
    #expect(board.said == "Column \"Done\" is already the last")
  }

  @Test func aSelectionGoesAsOneBlock() {
    var board = Board()
    board.send(.cursor(.vertical(1)))
    board.send(.toggleMark)
    board.send(.cursor(.vertical(1)))
    board.send(.toggleMark)
    board.board(.moveSideways(by: 2))
    #expect(board.rows == ["## Todo", "## Doing", "- Load", "## Done", "- Write tests", "- Read"])
    #expect(board.said.hasPrefix("Moved 2 cards from \"Todo\" to \"Done\", positions 1–2 of 2 there"))
  }

  @Test func aDragDropSaysTheColumns() {
    var board = Board()
    board.send(.cursor(.vertical(1)))
    board.send(.moveSelection(.vertical(3)))
    #expect(board.rows == ["## Todo", "- Read", "## Doing", "- Load", "- Write tests", "## Done"])
    #expect(board.said == "Moved \"Write tests\" from \"Todo\" to \"Doing\", position 2 of 2 there")
  }
}
