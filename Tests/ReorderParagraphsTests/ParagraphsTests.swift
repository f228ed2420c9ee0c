import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderParagraphs
@testable import ReorderTerminal

/// `--paragraphs`: blocks between blank lines move as one row each, the
/// separators keep their places and their lines, and an unchanged text
/// comes back byte for byte.
@Suite struct ParagraphsTests {
  /// A blank line before the first block, a separator of two blank lines,
  /// a three-line block, and no final newline.
  static let text = "\nA one\nA two\n\nB one\n\n\nC one\nC two\nC three"

  static func list(_ text: String) -> ReorderList {
    let store = ItemStore()
    store.append(Array(text.utf8))
    store.finish()
    var request = KindRequest()
    let kind = try! ParagraphsModule().prepare(store, request: &request, loaded: nil).kind
    return ReorderList(store: store) { kind.flags(of: $0) }
  }

  static func written(_ list: ReorderList) throws -> String {
    var bytes: [UInt8] = []
    try OutputWriter.serialize(list) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  static var rules: EditRules {
    var configuration = EngineConfiguration()
    configuration.kind = ParagraphsKind()
    return configuration.editRules
  }

  @Test func blocksAndSeparatorsAreRowsAndSeparatorsAreLocked() throws {
    let list = Self.list(Self.text)
    let rows = (0..<list.count).map { String(decoding: list.store[list.id(at: $0)], as: UTF8.self) }
    #expect(rows == ["", "A one\nA two", "", "B one", "\n", "C one\nC two\nC three"])
    #expect(
      (0..<list.count).map { list.flags(at: $0).contains(.locked) } == [
        true, false, true, false, true, false,
      ])
    #expect(try Self.written(list) == Self.text, "unchanged: byte for byte")
  }

  @Test func aMoveKeepsEverySeparatorWhereItWas() throws {
    var list = Self.list(Self.text)
    // C to the top: rows 6,2,1,3,4,5 in 1-based flat positions.
    #expect(Self.rules.apply(order: [1, 6, 3, 2, 5, 4], to: &list) == nil)
    #expect(try Self.written(list) == "\nC one\nC two\nC three\n\nA one\nA two\n\n\nB one")
  }

  @Test func anOrderThatMovesASeparatorIsRefused() {
    var list = Self.list(Self.text)
    let problem = Self.rules.apply(order: [2, 1, 3, 4, 5, 6], to: &list)
    #expect(problem != nil)
  }

  @Test func crlfAndTheLastBlockWithoutANewline() throws {
    var list = Self.list("a\r\na2\r\n\r\nb\r\nb2")
    #expect(list.count == 3)
    #expect(Self.rules.apply(order: [3, 2, 1], to: &list) == nil)
    #expect(try Self.written(list) == "b\r\nb2\r\n\r\na\r\na2")
  }

  @Test func aReplayedLogMakesTheSameMoves() throws {
    let list = Self.list(Self.text)
    // A's block (rank 0) after C's (rank 2), as a session logs it.
    let edit = Edit.place(from: PositionSet([0]), to: PositionSet([2]))
    let line = EditLog.json(EditLog.entry(for: edit, in: list))
    var replayer = EditLog.Replayer(list: list, rules: Self.rules)
    try replayer.apply(try EditLog.parse(line))
    #expect(try Self.written(replayer.list) == "\nB one\n\nC one\nC two\nC three\n\n\nA one\nA two")
  }

  @Test func keysMoveABlockAndUndoPutsItBack() throws {
    var app = try Self.app(Self.text)
    // The focus starts on the blank line above the first block (a
    // separator takes the focus, as a git todo's comment does, but does
    // not lift): j goes to the block, Space lifts it, j twice takes it
    // past the two others, Enter drops it.
    _ = feed(&app, "j", at: ms(0))
    _ = feed(&app, " ", at: ms(50))
    _ = feed(&app, "j", at: ms(100))
    _ = feed(&app, "j", at: ms(200))
    _ = feed(&app, "\r", at: ms(300))
    #expect(!app.engine.isDragging)
    #expect(try Self.written(app.engine.list) == "\nB one\n\nC one\nC two\nC three\n\n\nA one\nA two")
    _ = feed(&app, "u", at: ms(400))
    #expect(try Self.written(app.engine.list) == Self.text)
    // J moves the focused block one block down without a lift.
    _ = feed(&app, "J", at: ms(500))
    #expect(try Self.written(app.engine.list) == "\nB one\n\nA one\nA two\n\n\nC one\nC two\nC three")
  }

  @Test func aBlockShowsItsFirstLineAndItsLineCount() throws {
    let app = try Self.app(Self.text)
    let screen = ListView.render(app.listScreen)
    let lines = screen.lines
    #expect(lines.contains { $0.contains("A one") && $0.contains("2 lines") })
    #expect(lines.contains { $0.contains("C one") && $0.contains("3 lines") })
    #expect(!lines.contains { $0.contains("A two") }, "only a block's first line is shown")
  }

  @Test func theOptionChoosesTheKindAndRefusesAnother() throws {
    let options = try TestOptions.parse(["--paragraphs"]).validated()
    #expect(options.kind?.option == "paragraphs")
    #expect(options.kind?.module is ParagraphsModule)
    #expect(throws: Options.UsageError.self) { try TestOptions.parse(["--paragraphs", "--git"]).validated() }
    #expect(Options.helpText.contains("--paragraphs"))
  }

  static func app(_ text: String) throws -> AppModel {
    var options = try TestOptions.parse(["--paragraphs"])
    options.file = nil
    let store = ItemStore()
    store.append(Array(text.utf8))
    store.finish()
    var app = try AllKinds.model(options: options, store: store, width: 60, height: 10)
    app.engine.configuration.animationDuration = .zero
    return app
  }
}
