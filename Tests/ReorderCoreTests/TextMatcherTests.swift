import Testing

@testable import ReorderCore

/// Where the query is, as the search finds it and the highlight shows it.
@Suite struct TextMatcherTests {
  func ranges(_ query: String, in text: String, ignoringCodes: Bool = false) -> [Range<Int>] {
    Array(text.utf8).withUnsafeBufferPointer {
      TextMatcher(query, ignoringCodes: ignoringCodes).ranges(in: $0)
    }
  }

  @Test func rangesAreByteRangesLeftToRightNotOverlapping() {
    #expect(ranges("ab", in: "xAbyab") == [1..<3, 4..<6], "smart case: lower case folds")
    #expect(ranges("Ab", in: "xAbyab") == [1..<3], "a capital makes it case-sensitive")
    #expect(ranges("aa", in: "aaaa") == [0..<2, 2..<4])
    #expect(ranges("x", in: "abc") == [])
    #expect(ranges("", in: "abc") == [])
  }

  @Test func otherQueriesCompareCharacters() {
    #expect(ranges("é", in: "CAFÉ café") == [3..<5, 9..<11])
    // Canonically equivalent: a precomposed query finds a decomposed é.
    #expect(ranges("é", in: "cafe\u{301}") == [3..<6])
    #expect(ranges("日本", in: "にほん日本語") == [9..<15])
    // Invalid bytes are one U+FFFD each, and offsets stay the item's.
    let bytes: [UInt8] = [0xFF, 0x61, 0xC3, 0xA9, 0xE2, 0x82, 0xC3, 0xA9]
    #expect(bytes.withUnsafeBufferPointer { TextMatcher("é").ranges(in: $0) } == [2..<4, 6..<8])
  }

  @Test func colourCodesInsideAMatchAreSpanned() {
    let text = "\u{1B}[31mre\u{1B}[1md\u{1B}[0m red"
    #expect(ranges("red", in: text, ignoringCodes: true) == [5..<12, 17..<20])
    #expect(ranges("31", in: text, ignoringCodes: true) == [])
    #expect(ranges("31", in: text) == [2..<4], "without --ansi the codes are text")
  }

  /// `String(decoding:as:)` replaces each maximal invalid subpart with one
  /// U+FFFD; the offsets the matcher maps back through must agree, byte
  /// for byte, on any input.
  @Test func originsFollowTheDecodedText() {
    var random = SplitMix64(seed: 14)
    let pieces: [[UInt8]] = [
      [0x61], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x91, 0x8D], [0xFF], [0x80], [0xC0, 0xAF],
      [0xE0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90], [0xE2, 0x82], [0xF0, 0x9F, 0x91], [0xCC, 0x81],
    ]
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        bytes += pieces.randomElement(using: &random) ?? []
      }
      let decoded = Array(String(decoding: bytes, as: UTF8.self).utf8)
      let origins = bytes.withUnsafeBufferPointer { TextMatcher.origins(of: $0) }
      #expect(origins.count == decoded.count, "\(bytes)")
      for (offset, origin) in origins.enumerated() where decoded[offset] < 0x80 {
        #expect(bytes[origin] == decoded[offset], "\(bytes) at \(offset)")
      }
    }
  }

  @Test func matchesIsWhetherThereIsARange() {
    let store = makeStore(["apple PIE", "cafe\u{301}", "\u{1B}[1mbold\u{1B}[0m", "nothing"])
    let list = ReorderList(store: store)
    for query in ["pie", "PIE", "é", "bold", "1m", "x"] {
      for ignoring in [false, true] {
        let matcher = TextMatcher(query, ignoringCodes: ignoring)
        for position in 0..<list.count {
          let item = list.item(at: position)
          let found = item.withContiguousStorageIfAvailable { !matcher.ranges(in: $0).isEmpty }
          #expect(matcher.matches(item) == found, "\(query) in row \(position + 1)")
        }
      }
    }
  }
}
