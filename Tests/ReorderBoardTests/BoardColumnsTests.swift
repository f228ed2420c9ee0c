import Testing

@testable import ReorderBoard
@testable import ReorderCore

/// The board's plans against a naive model of columns (a list of lists):
/// every card, pair of cards and column of every small board, to every
/// place, lands where the naive board puts it, and undoes to the start.
@Suite struct BoardColumnsTests {
  static let shapes: [(columns: Int, cards: Int)] = (1...4).flatMap { c in
    (0...(c < 4 ? 4 : 3)).map { (c, $0) }
  }

  /// Applies `plan` to a list of `board`, checks the inverse restores
  /// it, and gives the rows after the move.
  func applying(_ plan: BoardColumns.Plan?, to board: NaiveBoard) -> [String] {
    var list = makeFlatBoard(board)
    guard let plan else { return list.boardStrings }
    let edit = list.moveBlock(ranks: plan.ranks, toRank: plan.toRank)
    let after = list.boardStrings
    if let edit {
      list.apply(edit.inverse)
      #expect(list.boardStrings == board.flat, "undo restores \(board)")
    }
    return after
  }

  /// Each row's ordinal, against the naive board: a card's place in its
  /// column out of its cards, a header's among the columns.
  @Test func ordinalsCountWithinTheBoard() {
    for shape in Self.shapes {
      for board in naiveBoards(columns: shape.columns, cards: shape.cards) {
        var expected: [(Int, Int)] = []
        for (index, column) in board.enumerated() {
          // Each column: its header, then its cards.
          expected.append((index + 1, board.count))
          expected += (1..<column.count).map { ($0, column.count - 1) }
        }
        let columns = BoardColumns(makeFlatBoard(board))
        let found = (0..<columns.rowCount).map { columns.ordinal(of: $0) }
        #expect(found.map { $0?.position } == expected.map(\.0), "\(board)")
        #expect(found.map { $0?.total } == expected.map(\.1), "\(board)")
      }
    }
  }

  @Test func everyCardToEveryPlace() {
    var checked = 0
    for shape in Self.shapes {
      for board in naiveBoards(columns: shape.columns, cards: shape.cards) {
        let columns = BoardColumns(makeFlatBoard(board))
        let places = board.cardPlaces
        let positions = places.map { columns.cards(of: $0.column).lowerBound + $0.row }
        for (index, place) in places.enumerated() {
          for column in 0..<board.count {
            for row in -1...(board[column].count + 1) {
              let plan = columns.moveCards([positions[index]], toColumn: column, row: row)
              let expected = board.movingCards([place], toColumn: column, row: row)
              #expect(
                applying(plan, to: board) == expected.flat, "\(board): card \(place) to \(column), \(row)")
              #expect((plan == nil) == (expected == board), "\(board): a plan exactly when it moves")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked > 1000)
  }

  @Test func everyPairOfCardsToEveryPlace() {
    var checked = 0
    for shape in Self.shapes where shape.cards >= 2 {
      for board in naiveBoards(columns: shape.columns, cards: shape.cards) {
        let columns = BoardColumns(makeFlatBoard(board))
        let places = board.cardPlaces
        let positions = places.map { columns.cards(of: $0.column).lowerBound + $0.row }
        for a in places.indices {
          for b in places.indices where b > a {
            for column in 0..<board.count {
              for row in 0...board[column].count {
                let plan = columns.moveCards([positions[a], positions[b]], toColumn: column, row: row)
                let expected = board.movingCards([places[a], places[b]], toColumn: column, row: row)
                #expect(
                  applying(plan, to: board) == expected.flat, "\(board): \(a), \(b) to \(column), \(row)")
                checked += 1
              }
            }
          }
        }
      }
    }
    #expect(checked > 500)
  }

  @Test func everyColumnToEveryPlace() {
    for shape in Self.shapes {
      for board in naiveBoards(columns: shape.columns, cards: shape.cards) {
        let columns = BoardColumns(makeFlatBoard(board))
        for column in board.indices {
          for index in -1...(board.count + 1) {
            let plan = columns.moveColumn(column, to: index)
            let expected = board.movingColumn(column, to: index)
            #expect(applying(plan, to: board) == expected.flat, "\(board): column \(column) to \(index)")
            #expect((plan == nil) == (expected == board))
          }
        }
      }
    }
  }

  /// While a card is dragged, where it would land (the column, its row,
  /// the column's count then) is where the drop puts it.
  @Test func aDraggedCardsLandingIsWhereTheDropPutsIt() {
    for shape in Self.shapes where shape.cards >= 1 {
      for board in naiveBoards(columns: shape.columns, cards: shape.cards) {
        let list = makeFlatBoard(board)
        let columns = BoardColumns(list)
        for place in board.cardPlaces {
          let position = columns.cards(of: place.column).lowerBound + place.row
          let block = PositionSet([position])
          // Every rank the block may be aimed at: below the first header.
          for target in 1..<list.count {
            guard let landing = columns.landing(of: block, at: target) else {
              Issue.record("no landing for \(board) at \(target)")
              continue
            }
            var moved = list
            moved.moveBlock(ranks: block, toRank: target)
            let after = BoardColumns(moved)
            #expect(
              after.place(of: target) == .init(column: landing.column, row: landing.row),
              "\(board) at \(target)")
            #expect(after.cards(of: landing.column).count == landing.count)
          }
        }
      }
    }
  }

  @Test func placesOfRows() {
    let columns = BoardColumns(makeFlatBoard([["# A", "a", "b"], ["# B"], ["# C", "c"]]))
    #expect(columns.headers == [0, 3, 4])
    #expect(columns.place(of: 0) == .init(column: 0, row: nil))
    #expect(columns.place(of: 2) == .init(column: 0, row: 1))
    #expect(columns.place(of: 3) == .init(column: 1, row: nil))
    #expect(columns.place(of: 5) == .init(column: 2, row: 0))
    #expect(columns.cards(of: 1).isEmpty)
    #expect(columns.span(of: 2) == 4..<6)
  }
}
