import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// `--columns N` wider than the screen: as many as fit, said once.
@Suite struct ColumnsThatDoNotFitTests {
  func app(columns: Int, width: Int) throws -> AppModel {
    let store = makeStore((1...100).map { "item\($0)" })
    return try AppModel(
      options: TestOptions.parse(["--columns", "\(columns)"]), store: store, width: width, height: 10)
  }

  @Test func asManyColumnsAsFitAndTheStatusLineSaysSo() throws {
    var app = try app(columns: 50, width: 80)
    // "item100", its gutter and a gap: 10 cells.
    #expect(app.engine.layout.columns == 8)
    #expect(app.engine.layout.columns * app.engine.layout.cellWidth <= 80)
    #expect(app.engine.narration == "Showing 8 of 50 columns: no more fit in 80 with the items whole")
    feed(&app, "G", at: ms(0))
    let origin = app.engine.layout.origin(ofPosition: app.engine.focus)
    #expect(origin != nil && origin!.x < 80, "the focus is on screen")
    _ = app.resize(width: 500, height: 10, at: ms(10))
    #expect(app.engine.narration == "Showing all 50 columns")
    #expect(app.engine.layout.columns == 50)
    feed(&app, "k", at: ms(20))
    _ = app.resize(width: 510, height: 10, at: ms(30))
    #expect(app.engine.narration.text.hasPrefix("Position"), "said once: nothing new to say")
  }

  /// `--columns 30` on 60 cells: not 15 columns of 4 cells, every item a
  /// lone `…`, but as many as show the items whole.
  @Test func theItemsAreDrawnWholeNotAsEllipses() throws {
    let store = makeStore((1...60).map { "entry \($0)" })
    let app = try AllKinds.model(
      options: TestOptions.parse(["--columns", "30"]), store: store, width: 60, height: 8)
    #expect(app.engine.layout.columns == 5)
    #expect(app.engine.layout.cellWidth >= "entry 60".count + UIGeometry.gutter + 1)
    #expect(app.engine.narration == "Showing 5 of 30 columns: no more fit in 60 with the items whole")
    // The status line aside.
    let rows = ListView.render(app.listScreen).lines.dropLast().joined(separator: "\n")
    #expect(rows.contains("entry 1") && rows.contains("entry 5"), "\(rows)")
    #expect(!rows.contains("…"), "\(rows)")
  }

  @Test func columnsThatFitAreTakenAsAsked() throws {
    let app = try app(columns: 4, width: 80)
    #expect(app.engine.layout.columns == 4)
    #expect(app.engine.layout.cellWidth == 20)
    #expect(app.engine.narration.isEmpty)
  }
}
