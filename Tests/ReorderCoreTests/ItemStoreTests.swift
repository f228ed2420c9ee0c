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
}
