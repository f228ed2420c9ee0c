import Testing

@testable import ReorderCore

/// An item that carries lines (joined by ``ItemStore/joinItems(where:)``,
/// as a board's card and a paragraph are) is matched and named by its
/// first line: ``ItemBytes/firstLine``, found in place.
@Suite struct ItemBytesTests {
  @Test func aJoinedItemsFirstLineIsItsLineBeforeTheFirstLineEnd() {
    let store = ItemStore()
    store.append(Array("- card\n  sub\n\n- next\nlast".utf8))
    store.finish()
    #expect(store.joinItems { $0.first == 0x20 || $0.isEmpty })
    #expect(store.count == 3)
    #expect(store[0].array == Array("- card\n  sub\n".utf8))
    #expect(store[0].firstLine.array == Array("- card".utf8))
    #expect(store[1].firstLine.array == Array("- next".utf8), "one line: the item itself")
    #expect(store[2].firstLine == store[2], "the last line, unterminated")
  }
}
