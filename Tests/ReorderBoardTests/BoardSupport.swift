@testable import ReorderBoard
@testable import ReorderCore

/// A board read from `text` as `--board` reads it: rows joined, the
/// preamble fixed, Markdown headings as headers.
func makeBoard(_ text: String) -> ReorderList {
  makeBoard(bytes: Array(text.utf8))
}

func makeBoard(bytes: [UInt8], kind: BoardKind = BoardKind()) -> ReorderList {
  let store = ItemStore()
  store.append(bytes)
  store.finish()
  let preamble = BoardText.joinRows(of: store) { BoardText.isHeading($0) } ?? 0
  return ReorderList(store: store, fixedCount: preamble) { kind.flags(of: $0) }
}

/// The board's text as the output writes it: the preamble, then every
/// row, each with a line end but an unterminated last one.
func boardText(of list: ReorderList) -> [UInt8] {
  var items = list.fixedIDs.map { list.store[$0].array }
  items += list.itemsAsArrays
  var out: [UInt8] = []
  for (i, item) in items.enumerated() {
    out += item
    if i < items.count - 1 || list.store.lastItemTerminated { out.append(0x0A) }
  }
  return out
}

/// The naive board: each column its header and its cards, as strings.
typealias NaiveBoard = [[String]]

/// A flat list of one-line rows for `board` (headers start with "# ").
func makeFlatBoard(_ board: NaiveBoard) -> ReorderList {
  makeBoard(board.flatMap { $0 }.joined(separator: "\n") + "\n")
}

extension ReorderList {
  var boardStrings: [String] { itemsAsArrays.map { String(decoding: $0, as: UTF8.self) } }
}

extension NaiveBoard {
  var flat: [String] { flatMap { $0 } }

  /// Where every card is: (column, index in the column's cards).
  var cardPlaces: [(column: Int, row: Int)] {
    indices.flatMap { c in self[c].indices.dropFirst().map { (c, $0 - 1) } }
  }

  /// `cards` (ascending by flat order) taken out, then put into `column`
  /// before its `row`th remaining card (clamped), in their order.
  func movingCards(_ cards: [(column: Int, row: Int)], toColumn column: Int, row: Int) -> NaiveBoard {
    var board = self
    let moved = cards.map { self[$0.column][$0.row + 1] }
    for place in cards.sorted(by: { ($0.column, $0.row) > ($1.column, $1.row) }) {
      board[place.column].remove(at: place.row + 1)
    }
    let at = Swift.min(Swift.max(row, 0), board[column].count - 1) + 1
    board[column].insert(contentsOf: moved, at: at)
    return board
  }

  func movingColumn(_ column: Int, to index: Int) -> NaiveBoard {
    var board = self
    let taken = board.remove(at: column)
    board.insert(taken, at: Swift.min(Swift.max(index, 0), board.count))
    return board
  }
}

/// Every board of `columns` columns holding `cards` cards in all, the
/// cards named c0, c1, … in flat order.
func naiveBoards(columns: Int, cards: Int) -> [NaiveBoard] {
  func splits(_ n: Int, into k: Int) -> [[Int]] {
    if k == 1 { return [[n]] }
    return (0...n).flatMap { first in splits(n - first, into: k - 1).map { [first] + $0 } }
  }
  return splits(cards, into: columns).map { sizes in
    var next = 0
    return sizes.enumerated().map { c, size in
      ["# H\(c)"]
        + (0..<size).map { _ in
          defer { next += 1 }
          return "c\(next)"
        }
    }
  }
}

/// Drives a board's engine with a running clock, as a person would.
struct BoardDriver {
  var engine: ReorderEngine
  var time: Duration = .seconds(1)
  var effects: [Effect] = []

  mutating func send(_ action: EngineAction) {
    effects += engine.handle(action, at: time)
  }
}
