import ReorderKindsTestSupport
import Testing

@testable import ReorderBoard
@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Golden screens of `--board`: its columns side by side, a focused
/// header, cards with "+N", a card lifted by keys over another column, a
/// card dragged by the pointer between columns (the empty column under
/// it opens its gap at its top), and a board wider than the screen.
@Suite struct BoardScreensTests {
  static let text =
    "Plan for the week\n## Todo\n\n- Write tests\n    > naive model\n    * [ ] one\n- Read\n## Doing\n## Done\n- Ship\n"

  static func board(_ text: String = text, arguments: [String] = ["--board"]) throws -> AppModel {
    var options = try TestOptions.parse(arguments)
    options.file = nil
    let store = ItemStore()
    store.append(Array(text.utf8))
    store.finish()
    var app = try AllKinds.model(options: options, store: store, width: 72, height: 9)
    app.engine.configuration.animationDuration = .zero
    return app
  }

  @Test func aBoardSideBySide() throws {
    let app = try Self.board()
    #expect(app.engine.list.fixedCount == 1)
    #expect(app.engine.list.headerPositions == [0, 3, 4])
    assertSnapshot(ListView.render(app.listScreen), named: "board")
    var bytes: [UInt8] = []
    try OutputWriter.serialize(app.engine.list) { bytes += $0 }
    #expect(bytes == Array(Self.text.utf8), "unchanged: byte for byte")
  }

  @Test func aCardLiftedOverAnotherColumnThenDroppedInTheEmptyOne() throws {
    var app = try Self.board()
    _ = feed(&app, "j ", at: ms(0))
    // Right: into Doing at the same row (its end: it is empty).
    _ = feed(&app, "\u{1B}[C", at: ms(100))
    #expect(app.engine.isDragging)
    assertSnapshot(ListView.render(app.listScreen), named: "board-lifted")
    _ = feed(&app, "\r", at: ms(200))
    #expect(
      app.engine.narration.text == "Moved \"Write tests\" from \"Todo\" to \"Doing\", position 1 of 1 there")
    var bytes: [UInt8] = []
    try OutputWriter.serialize(app.engine.list) { bytes += $0 }
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "Plan for the week\n## Todo\n\n- Read\n## Doing\n- Write tests\n    > naive model\n    * [ ] one\n## Done\n- Ship\n"
    )
  }

  @Test func aCardDraggedBetweenColumnsOpensTheEmptyOnesGap() throws {
    var app = try Self.board()
    // "- Write tests" is the first card of Todo (x 0..<23, row 2).
    feed(&app, mouse(.press, x: 4, y: 2), at: ms(0))
    _ = app.tick(at: ms(600))
    #expect(app.engine.isDragging)
    // Over Doing, the floating card across its border with Done.
    feed(&app, mouse(.drag, x: 40, y: 5), at: ms(700))
    assertSnapshot(ListView.render(app.listScreen), named: "board-drag-empty-gap")
    #expect(app.engine.narration.text.hasPrefix("Moving to \"Doing\", position 1 of 1"))
    // Over Done's first card: the gap opens above it.
    feed(&app, mouse(.drag, x: 52, y: 2), at: ms(800))
    assertSnapshot(ListView.render(app.listScreen), named: "board-drag-between")
    feed(&app, mouse(.drag, x: 30, y: 3), at: ms(900))
    feed(&app, mouse(.release, x: 30, y: 3), at: ms(1000))
    #expect(!app.engine.isDragging)
    var bytes: [UInt8] = []
    try OutputWriter.serialize(app.engine.list) { bytes += $0 }
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "Plan for the week\n## Todo\n\n- Read\n## Doing\n- Write tests\n    > naive model\n    * [ ] one\n## Done\n- Ship\n"
    )
    #expect(app.engine.history.undoCount == 1)
  }

  @Test func aColumnDraggedByItsHeaderFloatsWholeOverTheGapItOpens() throws {
    var app = try Self.board()
    // Done's header (x 48..<71, row 1), held, then dragged to the left.
    feed(&app, mouse(.press, x: 50, y: 1), at: ms(0))
    _ = app.tick(at: ms(600))
    #expect(app.engine.narration.text == "Lifted column \"Done\" (1 card), position 3 of 3")
    feed(&app, mouse(.drag, x: 30, y: 1), at: ms(700))
    assertSnapshot(ListView.render(app.listScreen), named: "board-column-drag")
    #expect(app.engine.narration.text == "Moving column \"Done\" to position 2 of 3")
    feed(&app, mouse(.drag, x: 6, y: 1), at: ms(800))
    assertSnapshot(ListView.render(app.listScreen), named: "board-column-drag-first")
    feed(&app, mouse(.release, x: 6, y: 1), at: ms(900))
    #expect(app.engine.narration.text == "Moved column \"Done\" to position 1 of 3")
    #expect(app.engine.history.undoCount == 1)
    var bytes: [UInt8] = []
    try OutputWriter.serialize(app.engine.list) { bytes += $0 }
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "Plan for the week\n## Done\n- Ship\n## Todo\n\n- Write tests\n    > naive model\n    * [ ] one\n- Read\n## Doing\n"
    )
  }

  @Test func aColumnLiftedBySpaceMovesByTheArrows() throws {
    var app = try Self.board()
    _ = feed(&app, " ", at: ms(0))
    #expect(app.engine.liftedBoardColumn == 0)
    _ = feed(&app, "\u{1B}[C", at: ms(100))
    assertSnapshot(ListView.render(app.listScreen), named: "board-column-lifted")
    _ = feed(&app, "\r", at: ms(200))
    #expect(app.engine.narration.text == "Moved column \"Todo\" to position 2 of 3")
  }

  @Test func aBoardWiderThanTheScreenScrollsSideways() throws {
    let text = (1...7).map { "## C\($0)\n" + (0..<$0).map { "- card \($0)\n" }.joined() }.joined()
    var app = try Self.board(text)
    assertSnapshot(ListView.render(app.listScreen), named: "board-wide")
    _ = feed(&app, "lllll", at: ms(0))
    assertSnapshot(ListView.render(app.listScreen), named: "board-wide-scrolled")
    #expect(app.engine.board.firstColumn == 2)
  }
}
