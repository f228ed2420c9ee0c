import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Golden screens of `--board` as the list view draws it today: columns
/// one under the other, a focused header, cards with "+N", a card lifted
/// over another column's rows, and a card dropped into an empty column.
@Suite struct BoardScreensTests {
  static let text =
    "Plan for the week\n## Todo\n\n- Write tests\n    > naive model\n    * [ ] one\n- Read\n## Doing\n## Done\n- Ship\n"

  static func board(_ text: String = text, arguments: [String] = ["--board"]) throws -> AppModel {
    var options = try Options.parse(arguments)
    options.file = nil
    let store = ItemStore()
    store.append(Array(text.utf8))
    store.finish()
    try ReorderCommand.prepareBoard(&options, store: store)
    var app = try AppModel(options: options, store: store, width: 72, height: 9)
    app.engine.configuration.animationDuration = .zero
    return app
  }

  @Test func aBoardInTheList() throws {
    let app = try Self.board()
    #expect(app.engine.list.fixedCount == 1)
    #expect(app.engine.list.headerPositions == [0, 3, 4])
    assertSnapshot(ListView.render(app), named: "board")
    var bytes: [UInt8] = []
    try OutputWriter.serialize(app.engine.list) { bytes += $0 }
    #expect(bytes == Array(Self.text.utf8), "unchanged: byte for byte")
  }

  @Test func aCardLiftedOverAnotherColumnThenDroppedInTheEmptyOne() throws {
    var app = try Self.board()
    _ = feed(&app, "j ", at: ms(0))
    _ = feed(&app, "\u{1B}[B\u{1B}[B", at: ms(100))
    #expect(app.engine.isDragging)
    assertSnapshot(ListView.render(app), named: "board-lifted")
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
}
