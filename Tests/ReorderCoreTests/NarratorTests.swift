import Testing

@testable import ReorderCore

@Suite struct NarratorTests {
  func label(_ bytes: [UInt8], limit: Int = 24) -> String {
    let store = ItemStore()
    store.append(bytes + [0x0A])
    store.finish()
    return Narrator.label(store[0], limit: limit)
  }

  @Test func quotesShortItemsWhole() {
    #expect(label(Array("buy milk".utf8)) == "\"buy milk\"")
    #expect(label(Array("crlf\r".utf8)) == "\"crlf\"")
  }

  @Test func bytesThatAreNotUTF8AreWrittenAsTheListShowsThem() {
    #expect(label([0x63, 0x61, 0x66, 0xE9, 0x21]) == "\"caf\\xe9!\"")
    #expect(label([0xFF, 0xFE]) == "\"\\xff\\xfe\"")
    #expect(label([0xE2, 0x82]) == "\"\\xe2\\x82\"")  // truncated at the end of the item
  }

  @Test func controlsStayForTheViewToEscape() {
    #expect(label([0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07]) == "\"\u{1B}]0;x\u{07}\"")
    #expect(label([0xC2, 0x9B]) == "\"\u{9B}\"")
  }

  @Test func longItemsAreCutWithAnEllipsis() {
    #expect(
      label(Array(String(repeating: "a", count: 30).utf8)) == "\""
        + String(repeating: "a", count: 23) + "…\"")
    // 30 four-byte characters: more than the bytes looked at.
    #expect(
      label(Array(String(repeating: "😀", count: 30).utf8)) == "\""
        + String(repeating: "😀", count: 23) + "…\"")
    // One character of a megabyte (a base and its combining marks).
    let huge = Array("e".utf8) + Array(repeating: [0xCC, 0x81], count: 500_000).joined()
    let cut = label(huge)
    #expect(cut.unicodeScalars.starts(with: "\"e\u{301}".unicodeScalars) && cut.hasSuffix("…\""))
    // A character cut by the bytes looked at is not shown as an error.
    #expect(!label(Array(String(repeating: "é", count: 60).utf8)).contains("\\x"))
  }
}
