import Foundation
import Testing

@testable import ReorderBoard
@testable import ReorderCore

/// How lines become a board's rows, and the files of `Tests/corpus/boards`
/// back byte for byte, unchanged and after moves.
@Suite struct BoardTextTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("corpus/boards")

  static func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  func continues(_ line: String) -> Bool {
    Array(line.utf8).withUnsafeBufferPointer { BoardText.continuesRow($0) }
  }

  @Test func whichLinesContinueTheRowAbove() {
    #expect(continues(""))
    #expect(continues("    > description"))
    #expect(continues("\t* [ ] subtask"))
    #expect(continues("  \r"))
    #expect(continues("\r"))
    #expect(!continues("- card"))
    #expect(!continues("## Todo"))
    #expect(!continues("x"))
  }

  @Test func headings() {
    #expect(BoardText.isHeading(Array("# A".utf8)))
    #expect(BoardText.isHeading(Array("###### Six".utf8)))
    #expect(!BoardText.isHeading(Array("####### Seven".utf8)))
    #expect(!BoardText.isHeading(Array("#hashtag".utf8)))
    #expect(!BoardText.isHeading(Array(" ## indented".utf8)))
    #expect(!BoardText.isHeading(Array("##".utf8)))
  }

  @Test func rowsCarryTheirLines() throws {
    let list = makeBoard("pre\n## Todo\n\n- a\n    > d\n\n- b\n## Done\n- c\n  x\n")
    #expect(list.fixedCount == 1)
    #expect(list.boardStrings == ["## Todo\n", "- a\n    > d\n", "- b", "## Done", "- c\n  x"])
    #expect(list.headerPositions == [0, 3])
    let titles = (0..<list.count).map {
      String(decoding: BoardText.title(of: list.item(at: $0)), as: UTF8.self)
    }
    #expect(titles == ["Todo", "a", "b", "Done", "c"])
    let carried = (0..<list.count).map { BoardText.carriedLineCount(of: list.item(at: $0)) }
    #expect(carried == [0, 1, 0, 0, 1])
  }

  @Test(arguments: ["taskell.md", "release.md"])
  func corpusFileRoundTrips(_ name: String) throws {
    let bytes = try Self.fixture(name)
    let list = makeBoard(bytes: bytes)
    #expect(boardText(of: list) == bytes)
    // The same with CRLF line ends and without a final line end.
    var crlf: [UInt8] = []
    for byte in bytes { if byte == 0x0A { crlf += [0x0D, 0x0A] } else { crlf.append(byte) } }
    while crlf.last == 0x0A || crlf.last == 0x0D { crlf.removeLast() }
    let other = makeBoard(bytes: crlf)
    #expect(other.count == list.count)
    #expect(boardText(of: other) == crlf)
  }

  /// After every card and column move of a real board, the text reads
  /// back as the same board moved: the same headers and cards, each card
  /// with its lines, and writing it again is the same bytes.
  @Test(arguments: ["taskell.md", "release.md"])
  func movedCorpusReadsBackAsTheSameStructure(_ name: String) throws {
    let bytes = try Self.fixture(name)
    let board = makeBoard(bytes: bytes)
    let columns = BoardColumns(board)
    var plans: [BoardColumns.Plan] = []
    for column in 0..<columns.columnCount {
      for index in 0..<columns.columnCount {
        plans += [columns.moveColumn(column, to: index)].compactMap { $0 }
      }
      for card in columns.cards(of: column) {
        for target in 0..<columns.columnCount {
          for row in 0...columns.cards(of: target).count {
            plans += [columns.moveCards([card], toColumn: target, row: row)].compactMap { $0 }
          }
        }
      }
    }
    #expect(plans.count > 20)
    for plan in plans {
      var list = board
      list.moveBlock(ranks: plan.ranks, toRank: plan.toRank)
      let text = boardText(of: list)
      let again = makeBoard(bytes: text)
      let cards = { (l: ReorderList) in l.itemsAsArrays.map { $0.filter { $0 != 0x0A } } }
      #expect(again.headerPositions.count == list.headerPositions.count)
      #expect(Set(cards(again)) == Set(cards(list)), "the same rows with the same lines")
      #expect(boardText(of: again) == text)
    }
  }

  /// The load's fast path (headings checked in place, only the rows
  /// starting with `#` classified) reads every board as the general one
  /// does: the same rows, preamble and flags.
  @Test(arguments: [
    "intro\n## A\n- a\n    > note\n\n# B\n#tag\n####### seven\n#\n- b", "", "\n\n", "#\n# x\n",
    "## A\r\n- a\r\n\r\n  ## indented\n## B", "- only\n  sub\n", "# a\n\t# b\n#\t c\n###### d\n",
  ])
  func fastLoadReadsAsTheGeneralOne(text: String) {
    func load(fast: Bool) -> ReorderList {
      let store = ItemStore()
      store.append(Array(text.utf8))
      store.finish()
      let kind = BoardKind()
      let preamble =
        (fast ? BoardText.joinRows(of: store) : BoardText.joinRows(of: store) { BoardText.isHeading($0) })
        ?? 0
      return ReorderList(
        store: store, fixedCount: preamble, classify: { kind.flags(of: $0) },
        flagsLead: fast ? UInt8(ascii: "#") : nil)
    }
    let (fast, general) = (load(fast: true), load(fast: false))
    #expect(fast.fixedCount == general.fixedCount)
    #expect(fast.itemsAsArrays == general.itemsAsArrays)
    #expect(fast.headerPositions == general.headerPositions)
    #expect(fast.lockedPositions == general.lockedPositions)
    #expect((0..<fast.count).map { fast.flags(at: $0) } == (0..<general.count).map { general.flags(at: $0) })
  }
}
