import Testing

@testable import ReorderBoard
@testable import ReorderCore

/// Drags on a board beyond a card under the pointer: a column long-pressed
/// by its header and dragged to every place on every small board, cards
/// and columns lifted by Space and moved by the arrows in both directions,
/// and the edge auto-scroll on a scripted clock; each against the naive
/// board.
@Suite struct BoardDragTests {
  static func engine(_ board: NaiveBoard, width: Int = 80, height: Int = 8) -> ReorderEngine {
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configuration.kind = BoardKind()
    return ReorderEngine(
      list: makeFlatBoard(board), width: width, height: height, configuration: configuration)
  }

  static let shapes = [(1, 2), (2, 0), (2, 3), (3, 1), (3, 3), (4, 2), (5, 1)]

  // MARK: - Columns by the pointer

  @Test func everyColumnDraggedByItsHeaderToEveryPlace() {
    var checked = 0
    for shape in Self.shapes {
      for board in naiveBoards(columns: shape.0, cards: shape.1) {
        for column in board.indices {
          for place in board.indices {
            checked += 1
            var engine = Self.engine(board)
            let geometry = engine.boardLayout!
            let from = Point(x: geometry.xRange(ofColumn: column)!.lowerBound + 3, y: geometry.top)
            let to = Point(x: geometry.xRange(ofColumn: place)!.lowerBound + 2, y: geometry.top)
            _ = engine.handle(.pointerDown(from, .primary, shift: false), at: .seconds(1))
            _ = engine.handle(.tick, at: .seconds(2))
            #expect(engine.isDragging && engine.liftedBoardColumn == column)
            let cards = board[column].count - 1
            #expect(
              engine.narration.text
                == "Lifted column \"H\(column)\" (\(cards) card\(cards == 1 ? "" : "s")), position \(column + 1) of \(board.count)"
            )
            _ = engine.handle(.pointerMoved(to), at: .milliseconds(2100))
            #expect(engine.liftedBoardColumn == place, "the gap opens under the pointer")
            if column != place {
              #expect(
                engine.narration.text
                  == "Moving column \"H\(column)\" to position \(place + 1) of \(board.count)")
            }
            _ = engine.handle(.pointerUp(to), at: .milliseconds(2200))
            let want = board.movingColumn(column, to: place)
            #expect(engine.list.boardStrings == want.flat, "\(board) column \(column) to \(place)")
            #expect(engine.history.undoCount == (column == place ? 0 : 1), "one edit")
            if column != place {
              #expect(
                engine.narration.text
                  == "Moved column \"H\(column)\" to position \(place + 1) of \(board.count)")
              _ = engine.handle(.undo, at: .seconds(3))
              #expect(engine.list.boardStrings == board.flat)
            }
          }
        }
      }
    }
    #expect(checked > 300)
  }

  @Test func aColumnDraggedShowsItsGapWhereItWouldLandAndEscapeCancels() {
    let board: NaiveBoard = [["# H0", "a", "b"], ["# H1"], ["# H2", "c"]]
    for cancel in [EngineAction.escape, .pointerDown(Point(x: 3, y: 0), .secondary, shift: false)] {
      var engine = Self.engine(board, width: 60)
      _ = engine.handle(.pointerDown(Point(x: 43, y: 0), .primary, shift: false), at: .seconds(1))
      _ = engine.handle(.tick, at: .seconds(2))
      // A card row under the pointer still means that column's place.
      _ = engine.handle(.pointerMoved(Point(x: 5, y: 3)), at: .milliseconds(2100))
      #expect(engine.shownBoardColumns.headers == [0, 2, 5], "H2 first, then H0 and H1")
      #expect(engine.displayed(at: 0).isPlaceholder && engine.displayed(at: 1).isPlaceholder)
      #expect(!engine.displayed(at: 2).isPlaceholder)
      _ = engine.handle(cancel, at: .milliseconds(2200))
      #expect(!engine.isDragging)
      #expect(engine.list.boardStrings == board.flat)
      #expect(engine.history.undoCount == 0)
    }
  }

  @Test func aHeaderHeldShowsItsHoldAndAListHeaderStillCannotLift() {
    let board: NaiveBoard = [["# H0", "a"], ["# H1", "b"]]
    var engine = Self.engine(board, width: 60)
    engine.configuration.longPressDuration = .milliseconds(500)
    _ = engine.handle(.pointerDown(Point(x: 33, y: 0), .primary, shift: false), at: .seconds(1))
    _ = engine.handle(.tick, at: .milliseconds(1300))
    #expect(engine.holdProgress?.position == 2, "the header takes on the lifted look")
    _ = engine.handle(.tick, at: .milliseconds(1500))
    #expect(engine.liftedBoardColumn == 1)
    // Outside a board a section header says why it cannot lift, as before.
    let store = ItemStore()
    store.append(Array("#A\na\n#B\nb".utf8))
    store.finish()
    let list = ReorderList(store: store) { $0.first == UInt8(ascii: "#") ? .header : [] }
    var plain = ReorderEngine(list: list, width: 40, height: 11)
    _ = plain.handle(.pointerDown(Point(x: 5, y: 2), .primary, shift: false), at: .seconds(1))
    _ = plain.handle(.tick, at: .milliseconds(1600))
    #expect(!plain.isDragging && plain.holdProgress == nil)
    #expect(plain.narration.text.contains("header"), "\(plain.narration.text)")
  }

  @Test func aColumnGlidesHomeOnItsRowOfHeaders() {
    let board: NaiveBoard = [["# H0", "a"], ["# H1", "b"], ["# H2", "c"]]
    var engine = Self.engine(board, width: 60)
    engine.configuration.animationDuration = .milliseconds(200)
    _ = engine.handle(.pointerDown(Point(x: 3, y: 0), .primary, shift: false), at: .seconds(1))
    _ = engine.handle(.tick, at: .seconds(2))
    _ = engine.handle(.pointerMoved(Point(x: 45, y: 0)), at: .milliseconds(2100))
    _ = engine.handle(.escape, at: .milliseconds(2200))
    #expect(engine.snapshot?.isSettling == true && engine.liftedBoardColumn == 0)
    let start = engine.snapshot!.origin
    _ = engine.handle(.tick, at: .milliseconds(2300))
    let halfway = engine.snapshot!.origin
    #expect(start.x == 42 && halfway.x > 0 && halfway.x < start.x && halfway.y == 0)
    _ = engine.handle(.tick, at: .milliseconds(2500))
    #expect(engine.snapshot == nil && engine.list.boardStrings == board.flat)
  }

  // MARK: - Keys

  @Test func spaceLiftsACardAndTheArrowsMoveItInBothDirections() {
    var checked = 0
    for shape in [(1, 3), (2, 2), (3, 2), (3, 3)] {
      for board in naiveBoards(columns: shape.0, cards: shape.1) {
        for card in board.cardPlaces {
          for dc in -2...2 {
            for dr in -2...3 {
              checked += 1
              var engine = Self.engine(board)
              let position = board[..<card.column].reduce(0) { $0 + $1.count } + 1 + card.row
              _ = engine.handle(.cursor(.to(position)), at: .seconds(1))
              _ = engine.handle(.holdKey(.press), at: .milliseconds(1020))
              #expect(engine.isDragging)
              _ = engine.handle(.cursor(.horizontal(dc)), at: .milliseconds(1040))
              _ = engine.handle(.cursor(.vertical(dr)), at: .milliseconds(1060))
              _ = engine.handle(.confirm, at: .milliseconds(1080))
              // Sideways: the same row (or the end); then up or down it.
              let column = min(max(card.column + dc, 0), board.count - 1)
              let staying = board[column].count - 1 - (column == card.column ? 1 : 0)
              let row = min(max(min(card.row, staying) + dr, 0), staying)
              let want = board.movingCards([card], toColumn: column, row: row)
              #expect(engine.list.boardStrings == want.flat, "\(board) \(card) by \(dc),\(dr)")
              #expect(engine.history.undoCount <= 1)
            }
          }
        }
      }
    }
    #expect(checked > 500)
  }

  @Test func escapeRestoresAKeyboardLiftAndPagesStayInTheColumn() {
    let board: NaiveBoard = [["# H0", "a", "b"], ["# H1", "c", "d", "e"]]
    var engine = Self.engine(board)
    _ = engine.handle(.cursor(.to(1)), at: .seconds(1))
    _ = engine.handle(.holdKey(.press), at: .milliseconds(1020))
    _ = engine.handle(.cursor(.horizontal(1)), at: .milliseconds(1040))
    #expect(engine.narration.text.hasPrefix("Moving to \"H1\", position 1 of 4"), "\(engine.narration.text)")
    _ = engine.handle(.cursor(.last), at: .milliseconds(1060))
    #expect(engine.narration.text.hasPrefix("Moving to \"H1\", position 4 of 4"), "\(engine.narration.text)")
    _ = engine.handle(.cursor(.pageUp), at: .milliseconds(1080))
    #expect(engine.narration.text.hasPrefix("Moving to \"H1\", position 1 of 4"), "\(engine.narration.text)")
    _ = engine.handle(.escape, at: .milliseconds(1100))
    #expect(!engine.isDragging && engine.list.boardStrings == board.flat)
    #expect(engine.focus == 1)
  }

  @Test func spaceOnAHeaderLiftsTheColumnAndLeftAndRightMoveIt() {
    var checked = 0
    for shape in [(2, 1), (3, 2), (4, 1)] {
      for board in naiveBoards(columns: shape.0, cards: shape.1) {
        for column in board.indices {
          for delta in -3...3 {
            checked += 1
            var engine = Self.engine(board)
            let header = board[..<column].reduce(0) { $0 + $1.count }
            _ = engine.handle(.cursor(.to(header)), at: .seconds(1))
            _ = engine.handle(.holdKey(.press), at: .milliseconds(1020))
            #expect(engine.liftedBoardColumn == column)
            _ = engine.handle(.cursor(.vertical(1)), at: .milliseconds(1030))
            #expect(engine.liftedBoardColumn == column, "a column moves sideways only")
            _ = engine.handle(.cursor(.horizontal(delta)), at: .milliseconds(1040))
            _ = engine.handle(.confirm, at: .milliseconds(1060))
            let want = board.movingColumn(column, to: column + delta)
            #expect(engine.list.boardStrings == want.flat, "\(board) column \(column) by \(delta)")
          }
        }
      }
    }
    #expect(checked > 100)
  }

  // MARK: - Edge auto-scroll

  /// Five columns of 20 cards on a screen that shows two.
  static let tall: NaiveBoard = (0..<5).map { c in ["# H\(c)"] + (0..<20).map { "c\(c)-\($0)" } }

  @Test func holdingNearTheRightEdgeScrollsTheBoardSidewaysByDepth() {
    var engine = Self.engine(Self.tall, width: 40, height: 10)
    #expect(engine.boardLayout!.shownCount == 2 && engine.boardLayout!.columnWidth == 20)
    _ = engine.handle(.pointerDown(Point(x: 3, y: 2), .primary, shift: false), at: .seconds(1))
    _ = engine.handle(.tick, at: .seconds(2))
    // In the middle: no ticks due, nothing scrolls.
    _ = engine.handle(.pointerMoved(Point(x: 25, y: 4)), at: .milliseconds(2100))
    #expect(engine.nextDeadline == nil)
    _ = engine.handle(.tick, at: .seconds(3))
    #expect(engine.board.firstColumn == 0)
    // The inner cell of the right edge crawls: a column a second.
    _ = engine.handle(.pointerMoved(Point(x: 36, y: 4)), at: .milliseconds(3000))
    #expect(engine.nextDeadline != nil)
    var time = Duration.seconds(3)
    for _ in 0..<9 {
      time += .milliseconds(100)
      _ = engine.handle(.tick, at: time)
    }
    // The first tick in the zone starts its clock.
    #expect(engine.board.firstColumn == 0, "0.8 s at a column a second")
    time += .milliseconds(300)
    _ = engine.handle(.tick, at: time)
    #expect(engine.board.firstColumn == 1)
    // The outermost cell is faster: two more columns within half a second.
    _ = engine.handle(.pointerMoved(Point(x: 39, y: 4)), at: time)
    for _ in 0..<5 {
      time += .milliseconds(100)
      _ = engine.handle(.tick, at: time)
    }
    #expect(engine.board.firstColumn == 3, "the last two columns shown")
    #expect(engine.narration.text.hasPrefix("Moving to \"H4\", position 4 of 21"), "\(engine.narration.text)")
    _ = engine.handle(.pointerUp(Point(x: 39, y: 4)), at: time)
    let want = Self.tall.movingCards([(0, 1)], toColumn: 4, row: 3)
    #expect(engine.list.boardStrings == want.flat)
  }

  @Test func holdingNearTheBottomScrollsTheColumnUnderThePointer() {
    var engine = Self.engine(Self.tall, width: 40, height: 10)
    let geometry = engine.boardLayout!
    #expect(geometry.cardRows > 5, "10 rows less the status line, the headers' and the more row")
    _ = engine.handle(.pointerDown(Point(x: 3, y: 1), .primary, shift: false), at: .seconds(1))
    _ = engine.handle(.tick, at: .seconds(2))
    // Over the second column's last card row: the outermost of the zone.
    let bottom = Point(x: 25, y: geometry.cardTop + geometry.cardRows - 1)
    _ = engine.handle(.pointerMoved(bottom), at: .seconds(2))
    let header = engine.list.id(at: 21)
    var time = Duration.seconds(2)
    var scrolls: [Int] = []
    for _ in 0..<6 {
      time += .milliseconds(50)
      _ = engine.handle(.tick, at: time)
      scrolls.append(engine.board.scroll(ofHeader: header))
    }
    #expect(scrolls == scrolls.sorted() && scrolls.last! > 0, "\(scrolls)")
    #expect(engine.board.scroll(ofHeader: engine.list.id(at: 0)) == 0, "only the column under the pointer")
    // Held long enough, it stops at the column's end: the gap is last.
    for _ in 0..<40 {
      time += .milliseconds(50)
      _ = engine.handle(.tick, at: time)
    }
    #expect(engine.board.scroll(ofHeader: header) == 21 - geometry.cardRows)
    #expect(
      engine.narration.text.hasPrefix("Moving to \"H1\", position 21 of 21"), "\(engine.narration.text)")
    // Back up over the headers' row: up again, the column's top.
    _ = engine.handle(.pointerMoved(Point(x: 25, y: 0)), at: time)
    for _ in 0..<40 {
      time += .milliseconds(50)
      _ = engine.handle(.tick, at: time)
    }
    #expect(engine.board.scroll(ofHeader: header) == 0)
    _ = engine.handle(.pointerUp(Point(x: 25, y: 0)), at: time)
    #expect(engine.list.boardStrings == Self.tall.movingCards([(0, 0)], toColumn: 1, row: 0).flat)
  }
}
