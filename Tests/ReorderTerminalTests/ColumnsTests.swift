import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// `--columns N` wider than the screen: as many as fit, said once.
@Suite struct ColumnsThatDoNotFitTests {
  func app(columns: Int, width: Int) throws -> AppModel {
    let store = makeStore((1...100).map { "item\($0)" })
    return try AppModel(
      options: Options.parse(["--columns", "\(columns)"]), store: store, width: width, height: 10)
  }

  @Test func asManyColumnsAsFitAndTheStatusLineSaysSo() throws {
    var app = try app(columns: 50, width: 80)
    #expect(app.engine.layout.columns == 20)
    #expect(app.engine.layout.columns * app.engine.layout.cellWidth <= 80)
    #expect(app.engine.narration == "Showing 20 of 50 columns: no more fit in 80")
    feed(&app, "G", at: ms(0))
    let origin = app.engine.layout.origin(ofPosition: app.engine.focus)
    #expect(origin != nil && origin!.x < 80, "the focus is on screen")
    _ = app.resize(width: 200, height: 10, at: ms(10))
    #expect(app.engine.narration == "Showing all 50 columns")
    #expect(app.engine.layout.columns == 50)
    feed(&app, "k", at: ms(20))
    _ = app.resize(width: 210, height: 10, at: ms(30))
    #expect(app.engine.narration.text.hasPrefix("Position"), "said once: nothing new to say")
  }

  @Test func columnsThatFitAreTakenAsAsked() throws {
    let app = try app(columns: 4, width: 80)
    #expect(app.engine.layout.columns == 4)
    #expect(app.engine.layout.cellWidth == 20)
    #expect(app.engine.narration.isEmpty)
  }
}
