import Testing

@testable import ReorderCore

/// The list's order costs nothing until the first edit, and reads the same
/// before and after it is stored.
@Suite struct ItemOrderTests {
  @Test func theLoadOrderIsNotStored() {
    var order = ItemOrder()
    order.appendLoaded(0..<3)
    order.appendLoaded(3..<5)
    #expect(order.isLoadOrder)
    #expect(Array(order) == [0, 1, 2, 3, 4])
    #expect(order.array == [0, 1, 2, 3, 4])
  }

  @Test func aFixedHeaderMakesTheLoadOrderStartLater() {
    var order = ItemOrder()
    order.appendLoaded(2..<6)
    #expect(order.isLoadOrder)
    #expect(Array(order) == [2, 3, 4, 5])
    #expect(order[0] == 2 && order[3] == 5)
  }

  @Test func theFirstEditStoresTheOrderAndLaterLoadsAppendToIt() {
    var order = ItemOrder()
    order.appendLoaded(0..<4)
    order.swapAt(0, 3)
    #expect(!order.isLoadOrder)
    #expect(Array(order) == [3, 1, 2, 0])
    order[1] = 9
    #expect(Array(order) == [3, 9, 2, 0])
    order.appendLoaded(4..<6, capacity: 100)
    #expect(Array(order) == [3, 9, 2, 0, 4, 5])
  }

  @Test func swappingARowWithItselfStoresNothing() {
    var order = ItemOrder()
    order.appendLoaded(0..<4)
    order.swapAt(2, 2)
    #expect(order.isLoadOrder)
  }

  @Test func aGapInTheLoadedIdsStoresTheOrder() {
    var order = ItemOrder()
    order.appendLoaded(0..<2)
    order.appendLoaded(3..<4)
    #expect(!order.isLoadOrder)
    #expect(Array(order) == [0, 1, 3])
  }

  @Test func equalityIgnoresHowTheOrderIsHeld() {
    var loaded = ItemOrder()
    loaded.appendLoaded(0..<3)
    #expect(loaded == ItemOrder([0, 1, 2]))
    #expect(loaded != ItemOrder([0, 2, 1]))
    #expect(ItemOrder() == ItemOrder([]))
  }

  @Test func aListIsUnstoredUntilItsFirstMove() {
    let store = ItemStore()
    store.append(Array("a\nb\nc\nd\n".utf8))
    store.finish()
    var list = ReorderList(store: store)
    #expect(list.order.isLoadOrder)
    list.move(from: 0, to: 2)
    #expect(!list.order.isLoadOrder)
    #expect(list.itemsAsArrays.map { String(decoding: $0, as: UTF8.self) } == ["b", "c", "a", "d"])
  }
}
