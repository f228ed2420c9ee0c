import Testing

@testable import ReorderTerminal

/// Arguments, file names and the environment carried as text without
/// loss (issue 29).
@Suite struct SystemBytesTests {
  @Test func everyByteComesBack() {
    for byte in UInt8.min...UInt8.max {
      let bytes: [UInt8] = [0x61, byte, 0x62]
      #expect(SystemBytes.bytes(SystemBytes.text(bytes)) == bytes)
    }
  }

  @Test func randomBytesComeBack() {
    var random = SplitMix64(seed: 29)
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0..<12, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      #expect(SystemBytes.bytes(SystemBytes.text(bytes)) == bytes, "\(bytes)")
    }
  }

  /// UTF-8 text is the same `String` as decoded, so options and messages
  /// see what they always saw; a real scalar of the escape range comes
  /// back too.
  @Test func utf8IsUnchanged() {
    for text in ["plain", "été", "👍🏽 x", "a\u{10FFFE}b", ""] {
      #expect(SystemBytes.bytes(SystemBytes.text(Array(text.utf8))) == Array(text.utf8))
    }
    #expect(SystemBytes.text(Array("été".utf8)) == "été")
  }

  @Test func pathsAreTheBytesAndMessagesShowThemEscaped() {
    let name = SystemBytes.text([0x6F, 0xFF, 0x2E, 0x74])
    #expect(SystemBytes.path(name) == [0x6F, -1, 0x2E, 0x74, 0])
    #expect(SystemBytes.shown(name) == "o\\xFF.t")
    #expect(SystemBytes.shown(SystemBytes.text([0x09, 0xC3])) == "\t\\xC3")
  }
}
