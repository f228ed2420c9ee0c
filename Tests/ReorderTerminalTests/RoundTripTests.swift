import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Whatever bytes come in, what goes out is the same items: unchanged input
/// comes back byte for byte, and after any moves the output read back is
/// the input's items in the new order, with the same terminators.
@Suite struct RoundTripTests {
  // MARK: - Helpers

  /// Loads `input` the way `reorder` does: in chunks of random size.
  func load(_ input: [UInt8], separator: UInt8, using rng: inout SplitMix64) -> ItemStore {
    let store = ItemStore(separator: separator)
    var offset = 0
    while offset < input.count {
      let size = Int.random(in: 1...max(1, input.count - offset), using: &rng)
      store.append(Array(input[offset..<(offset + size)]))
      offset += size
    }
    store.finish()
    return store
  }

  func serialize(_ list: ReorderList, chunkSize: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    do {
      try OutputWriter.serialize(list, chunkSize: chunkSize) { bytes += $0 }
    } catch {
      Issue.record("serialize threw \(error)")
    }
    return bytes
  }

  /// The items of `bytes` split at `separator` (a last item without one
  /// counts), and whether the last one was terminated.
  func items(_ bytes: [UInt8], separator: UInt8) -> (items: [[UInt8]], terminated: Bool) {
    var items = bytes.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
    let terminated = bytes.last == separator || bytes.isEmpty
    if terminated { items.removeLast() }
    return (items, terminated)
  }

  /// Random bytes, biased towards what breaks things: separators, CR, NUL,
  /// ESC, C1 and invalid UTF-8, and runs of them.
  func randomInput(using rng: inout SplitMix64) -> [UInt8] {
    let interesting: [UInt8] = [
      0x0A, 0x0A, 0x0D, 0x00, 0x1B, 0x9B, 0xC2, 0xE2, 0x80, 0xAE, 0xFF, 0x61, 0x62,
    ]
    let length = [0, 1, 2, 5, 20, 200][Int.random(in: 0..<6, using: &rng)]
    var bytes: [UInt8] = []
    while bytes.count < length {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: bytes += Array("\r\n".utf8)
      case 1: bytes += Array("line\r\n".utf8)
      case 2: bytes.append(UInt8.random(in: 0...255, using: &rng))
      default: bytes.append(interesting[Int.random(in: 0..<interesting.count, using: &rng)])
      }
    }
    return bytes
  }

  /// Random moves of single items and of blocks.
  func shuffle(_ list: inout ReorderList, using rng: inout SplitMix64) {
    let n = list.count
    guard n > 1 else { return }
    for _ in 0..<Int.random(in: 1...6, using: &rng) {
      if Bool.random(using: &rng) {
        list.move(from: Int.random(in: 0..<n, using: &rng), to: Int.random(in: 0..<n, using: &rng))
      } else {
        let picked = (0..<n).filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
        guard !picked.isEmpty else { continue }
        let to = Int.random(in: 0...(n - picked.count), using: &rng)
        list.moveBlock(ranks: PositionSet(picked), toRank: to)
      }
    }
  }

  // MARK: - Properties

  @Test(arguments: [UInt8(0x0A), UInt8(0x00)])
  func unchangedInputComesBackByteForByte(separator: UInt8) {
    var rng = SplitMix64(seed: 7 &+ UInt64(separator))
    for _ in 0..<3000 {
      let input = randomInput(using: &rng)
      let list = ReorderList(store: load(input, separator: separator, using: &rng))
      let output = serialize(list, chunkSize: Int.random(in: 1...64, using: &rng))
      #expect(output == input, "input \(input)")
    }
  }

  @Test(arguments: [UInt8(0x0A), UInt8(0x00)])
  func movedItemsComeBackWithTheirTerminators(separator: UInt8) {
    var rng = SplitMix64(seed: 11 &+ UInt64(separator))
    for _ in 0..<3000 {
      let input = randomInput(using: &rng)
      var list = ReorderList(store: load(input, separator: separator, using: &rng))
      shuffle(&list, using: &rng)
      checkMoved(list, input: input, chunkSize: Int.random(in: 1...64, using: &rng))
    }
  }

  /// The files in `Tests/corpus`: unchanged, reversed and shuffled.
  @Test func corpusFilesRoundTrip() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("corpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".z") }
    #expect(names.count >= 10)
    var rng = SplitMix64(seed: 3)
    for name in names {
      let input = Array(try Data(contentsOf: corpus.appendingPathComponent(name)))
      let separator: UInt8 = name.hasSuffix(".z") ? 0 : 0x0A
      var list = ReorderList(store: load(input, separator: separator, using: &rng))
      #expect(serialize(list, chunkSize: 7) == input, "\(name) unchanged")
      if list.count > 1 {
        for position in 0..<(list.count - 1) { list.move(from: list.count - 1, to: position) }
        checkMoved(list, input: input, chunkSize: 1 << 20)
      }
      shuffle(&list, using: &rng)
      checkMoved(list, input: input, chunkSize: 5)
    }
  }

  /// After moves, the output read back is the input's items in the list's
  /// order with the same terminators.
  func checkMoved(
    _ list: ReorderList, input: [UInt8], chunkSize: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let separator = list.store.separator
    let output = serialize(list, chunkSize: chunkSize)
    let before = items(input, separator: separator)
    let after = items(output, separator: separator)
    let moved = list.order.map { Int($0) }
    let crlf = separator == 0x0A && OutputWriter.isCRLF(list)
    // A CRLF file: a line keeps its CR, except one that ends an output
    // without a final newline; the input's last line, if it had no newline
    // and moves up, gets CR LF like the others. (A CR at the end of such a
    // line's text cannot be told from its terminator's, so the text is
    // compared without trailing CRs.)
    func content(_ items: [[UInt8]]) -> [[UInt8]] {
      crlf ? items.map { Array($0.reversed().drop { $0 == 0x0D }.reversed()) } : items
    }
    let context = Comment(rawValue: "input \(input) order \(moved) output \(output)")
    // Nothing lost, nothing added, in the new order.
    let contentBefore = content(before.items)
    let contentAfter = content(after.items)
    #expect(
      contentAfter == moved.map { contentBefore[$0] }, context, sourceLocation: sourceLocation)
    if !crlf {
      #expect(
        after.items == moved.map { before.items[$0] }, context, sourceLocation: sourceLocation)
    }
    // The same terminators: a file that ended without one still does,
    // unless the item that now ends it is empty (it would vanish).
    let lastIsEmpty = contentAfter.last?.isEmpty ?? false
    #expect(
      after.terminated == before.terminated || lastIsEmpty, context, sourceLocation: sourceLocation)
    if crlf {
      for (position, item) in after.items.enumerated().dropLast() {
        let id = moved[position]
        let wasLine =
          before.items[id].last == 0x0D || (id == before.items.count - 1 && !before.terminated)
        #expect(!wasLine || item.last == 0x0D, context, sourceLocation: sourceLocation)
      }
    }
  }

  @Test func anEmptyItemThatEndsAnUnterminatedOutputKeepsItsNewline() {
    var rng = SplitMix64(seed: 1)
    for (input, want) in [
      ("\nx", "x\n\n"), ("a\n\nx", "x\na\n\n"), ("\r\nx", "x\r\n\r\n"),
    ] {
      var list = ReorderList(store: load(Array(input.utf8), separator: 0x0A, using: &rng))
      list.move(from: list.count - 1, to: 0)
      #expect(serialize(list, chunkSize: 4) == Array(want.utf8), "\(input.debugDescription)")
    }
  }
}
