import Testing

@testable import ReorderCore

@Suite struct ItemStoreTests {
  @Test func splitsLinesAndKeepsBytesExact() {
    let input: [UInt8] = [0x61, 0x0A, 0xFF, 0xFE, 0x00, 0x0A, 0x0D, 0x0A, 0x0A, 0x7A]
    let store = ItemStore()
    store.append(input)
    #expect(store.count == 4)
    store.finish()
    #expect(store.count == 5)
    #expect(Array(store[0]) == [0x61])
    #expect(Array(store[1]) == [0xFF, 0xFE, 0x00])
    #expect(Array(store[2]) == [0x0D])
    #expect(Array(store[3]) == [])
    #expect(Array(store[4]) == [0x7A])
    #expect(!store.lastItemTerminated)
  }

  @Test func anySplitOfTheInputGivesTheSameItems() {
    let input = Array("alpha\nbeta\n\ngamma\ndelta".utf8)
    for cut in 0...input.count {
      for cut2 in cut...input.count {
        let store = ItemStore()
        store.append(Array(input[..<cut]))
        store.append(Array(input[cut..<cut2]))
        store.append(Array(input[cut2...]))
        store.finish()
        let items = (0..<store.count).map { String(decoding: Array(store[$0]), as: UTF8.self) }
        #expect(items == ["alpha", "beta", "", "gamma", "delta"])
      }
    }
  }

  @Test func terminatedInputHasNoExtraItem() {
    let store = makeStore(["a", "b"])
    #expect(store.count == 2)
    #expect(store.lastItemTerminated)
    let empty = ItemStore()
    empty.finish()
    #expect(empty.count == 0)
    #expect(empty.lastItemTerminated)
  }

  @Test func nulSeparatorKeepsNewlinesInItems() {
    let store = ItemStore(separator: 0)
    store.append(Array("one\ntwo\u{0}three\u{0}".utf8))
    store.finish()
    #expect(store.count == 2)
    #expect(Array(store[0]) == Array("one\ntwo".utf8))
    #expect(store.lastItemTerminated)
  }

  @Test func growsPastItsInitialCapacity() {
    let store = ItemStore()
    var expected: [[UInt8]] = []
    var chunk: [UInt8] = []
    for i in 0..<20_000 {
      let item = Array("item \(i) \(String(repeating: "x", count: i % 50))".utf8)
      expected.append(item)
      chunk += item + [0x0A]
      if chunk.count > 3000 {
        store.append(chunk)
        chunk = []
      }
    }
    store.append(chunk)
    store.finish()
    #expect(store.count == expected.count)
    #expect((0..<store.count).allSatisfy { Array(store[$0]) == expected[$0] })
  }

  @Test func synthesizedItemsComeAfterLoadedOnes() {
    let store = makeStore(["a"])
    let id = store.appendSynthesized(Array("new".utf8))
    #expect(id == 1)
    #expect(store.loadedCount == 1)
    #expect(Array(store[1]) == Array("new".utf8))
  }

  // MARK: - One 32-bit offset per item

  /// Items from splitting `input` at `separator`, the naive way: what every
  /// store must give back.
  static func naiveItems(_ input: [UInt8], separator: UInt8 = 0x0A) -> [[UInt8]] {
    var items = input.split(separator: separator, omittingEmptySubsequences: false)
      .map { Array($0) }
    if input.last == separator || input.isEmpty { items.removeLast() }
    return items
  }

  static func items(_ store: ItemStore) -> [[UInt8]] {
    (0..<store.count).map { Array(store[$0]) }
  }

  /// A small deterministic generator (tests must not depend on a seed
  /// they cannot print).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// With 3 offset bits an "epoch" is 8 bytes, so inputs of a few dozen
  /// bytes cross many of them, and items longer than one epoch skip some:
  /// the same path an input past 4 GiB takes with 32 bits.
  @Test func offsetsPastTheTableWidthWrapCorrectly() {
    var generator = Generator(state: 42)
    for bits in [1, 2, 3, 5] {
      for trial in 0..<200 {
        var input: [UInt8] = []
        let itemCount = generator.next(12)
        for _ in 0..<itemCount {
          let length = generator.next(trial % 3 == 0 ? 40 : 6)
          input += (0..<length).map { _ in UInt8(ascii: "a") + UInt8(generator.next(26)) }
          input.append(0x0A)
        }
        if generator.next(2) == 0 { input += Array("tail".utf8) }
        let store = ItemStore(separator: 0x0A, expectedBytes: 0, offsetBits: bits)
        var offset = 0
        while offset < input.count {
          let end = min(input.count, offset + 1 + generator.next(9))
          store.append(Array(input[offset..<end]))
          offset = end
        }
        store.finish()
        let expected = Self.naiveItems(input)
        #expect(Self.items(store) == expected, "bits \(bits) trial \(trial)")
        #expect((0..<store.count).map { store.length(of: $0) } == expected.map(\.count))
        let new = store.appendSynthesized(Array("synthesized".utf8))
        #expect(Array(store[Int(new)]) == Array("synthesized".utf8))
        #expect(Self.items(store).dropLast() == expected[...], "bits \(bits) trial \(trial)")
      }
    }
  }

  @Test func anItemLongerThanSeveralEpochsKeepsItsNeighbours() {
    let store = ItemStore(separator: 0x0A, expectedBytes: 0, offsetBits: 2)
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 37)
    store.append(Array("a\n".utf8) + long + Array("\nb\n\nc".utf8))
    store.finish()
    #expect(Self.items(store) == [Array("a".utf8), long, Array("b".utf8), [], Array("c".utf8)])
    #expect(!store.lastItemTerminated)
  }

  @Test func anUnterminatedLastLineStaysApartFromSynthesizedItems() {
    let store = makeStore(["one", "two"], terminated: false)
    #expect(!store.lastItemTerminated)
    #expect(store.loadedCount == 2)
    let a = store.appendSynthesized(Array("three".utf8))
    let b = store.appendSynthesized([])
    #expect(Self.items(store) == [Array("one".utf8), Array("two".utf8), Array("three".utf8), []])
    #expect(a == 2 && b == 3)
    #expect(store.length(of: 1) == 3)
    #expect(store.loadedCount == 2)
  }

  @Test func readingInPlaceGivesTheSameItemsAsCopying() {
    let input = Array("alpha\nbeta\n\ngamma\ndelta".utf8)
    for chunk in 1...input.count {
      let store = ItemStore(expectedBytes: input.count)
      var offset = 0
      while offset < input.count {
        let n = min(chunk, input.count - offset)
        let written = store.appendInPlace(maxBytes: chunk) { buffer in
          input.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + n)]))
          }
          return n
        }
        #expect(written == n)
        offset += n
      }
      #expect(store.appendInPlace(maxBytes: 16) { _ in 0 } == 0)
      store.finish()
      #expect(Self.items(store) == Self.naiveItems(input), "chunk \(chunk)")
    }
  }

  @Test func aFileSizedBufferHasRoomForTheWholeFileAndTheFinalSeparator() {
    let input = Array("x\ny\nz".utf8)
    let store = ItemStore(expectedBytes: input.count)
    #expect(store.spareCapacity >= input.count)
    store.append(input)
    store.finish()
    #expect(Self.items(store) == [[0x78], [0x79], [0x7A]])
  }

  @Test func estimatedCountScalesTheItemsSoFarToTheExpectedSize() {
    let store = ItemStore(expectedBytes: 1000)
    #expect(store.estimatedCount == 0)
    store.append(Array(String(repeating: "123456789\n", count: 10).utf8))
    #expect(store.estimatedCount == 100)
    store.finish()
    #expect(store.estimatedCount == 10)
  }
}
