import Testing

@testable import ReorderCore

/// The store finds separators eight bytes at a time and hands items longer
/// than 64 bytes to `memchr`: every position of a separator in a word,
/// every byte value beside it, every chunk boundary and both sides of the
/// 64-byte switch must give the items of a naive split.
@Suite struct ItemScanTests {
  typealias Support = ItemStoreTests

  static func load(_ input: [UInt8], separator: UInt8, chunk: Int) -> ItemStore {
    let store = ItemStore(separator: separator)
    var offset = 0
    while offset < input.count {
      let end = min(input.count, offset + chunk)
      store.append(Array(input[offset..<end]))
      offset = end
    }
    store.finish()
    return store
  }

  /// Items of every length from 0 to 140 (around the word size and the
  /// 64-byte switch), in chunks of many sizes, with `\n` and with NUL.
  @Test func itemsOfEveryLengthInChunksOfEverySize() {
    for separator: UInt8 in [0x0A, 0x00] {
      var input: [UInt8] = []
      for length in 0...140 {
        input += (0..<length).map { UInt8(ascii: "a") + UInt8(($0 + length) % 26) }
        input.append(separator)
      }
      input += Array("unterminated".utf8)
      let expected = Support.naiveItems(input, separator: separator)
      for chunk in [1, 2, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 100, 4096, input.count] {
        let store = Self.load(input, separator: separator, chunk: chunk)
        #expect(Support.items(store) == expected, "separator \(separator) chunk \(chunk)")
        #expect(!store.lastItemTerminated)
        #expect(store.inputByteCount == input.count)
      }
    }
  }

  /// Every byte value next to a separator, at every place in a word: bytes
  /// such as 0x0B or 0x8A (the separator with one bit flipped) must not
  /// count as one, however the word is laid out.
  @Test func noByteValueIsMistakenForTheSeparator() {
    for separator: UInt8 in [0x0A, 0x00] {
      for shift in 0..<8 {
        var input = [UInt8](repeating: UInt8(ascii: "x"), count: shift)
        for value in 0...255 where UInt8(value) != separator {
          input += [UInt8(value), UInt8(value), separator, UInt8(value)]
        }
        input.append(separator)
        let store = Self.load(input, separator: separator, chunk: 4096)
        #expect(Support.items(store) == Support.naiveItems(input, separator: separator), "shift \(shift)")
        #expect(store.lastItemTerminated)
      }
    }
  }

  /// Long items (the `memchr` path) beside short ones, CRLF endings kept in
  /// the items, a separator right after the switch and at a chunk's end.
  @Test func longAndShortItemsAndCRLF() {
    var input: [UInt8] = []
    for length in [0, 64, 65, 66, 71, 72, 73, 1000, 5, 70_000, 1, 129] {
      input += [UInt8](repeating: UInt8(ascii: "y"), count: length) + [0x0D, 0x0A]
    }
    let expected = Support.naiveItems(input)
    for chunk in [1, 8, 64, 65, 333, 65_536, input.count] {
      let store = Self.load(input, separator: 0x0A, chunk: chunk)
      #expect(Support.items(store) == expected, "chunk \(chunk)")
      #expect(expected.allSatisfy { $0.last == 0x0D })
      #expect(store.lastItemTerminated)
    }
  }
}
