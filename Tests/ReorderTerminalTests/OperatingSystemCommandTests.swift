import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// The terminal's answer to the background colour query (OSC 11), as the
/// decoder meets it: an event, never keys, also late or in pieces.
@Suite struct OperatingSystemCommandTests {
  static let white = RGBColor(255, 255, 255)

  private func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test func aReplyEndedBySTOrBELIsTheBackgroundColour() {
    #expect(decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\") == [.backgroundColor(Self.white)])
    #expect(decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}") == [.backgroundColor(Self.white)])
    #expect(
      decode("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}j")
        == [.backgroundColor(RGBColor(0x1E, 0x1E, 0x2E)), .key(KeyPress(.char("j")))])
  }

  @Test(arguments: [
    ("rgb:ffff/ffff/ffff", RGBColor(255, 255, 255)), ("rgb:0000/0000/0000", RGBColor(0, 0, 0)),
    ("rgb:ff/80/00", RGBColor(255, 128, 0)), ("rgb:f/8/0", RGBColor(255, 136, 0)),
    ("rgb:fff/000/888", RGBColor(255, 0, 136)), ("rgba:fdfd/f6f6/e3e3/ffff", RGBColor(253, 246, 227)),
    ("#002b36", RGBColor(0, 43, 54)), ("rgb:FFFF/0000/0000", RGBColor(255, 0, 0)),
  ])
  func colours(spec: String, color: RGBColor) {
    #expect(OperatingSystemCommand.color(Array(spec.utf8)) == color)
  }

  @Test(arguments: [
    "rgb:ffff/ffff", "rgb:fffff/0/0", "rgb:+f/0/0", "rgb:g/0/0", "rgb://", "white", "#12345",
    "rgba:0/0/0", "",
  ])
  func notColours(spec: String) {
    #expect(OperatingSystemCommand.color(Array(spec.utf8)) == nil)
  }

  @Test func otherRepliesAreOneUnknownEvent() {
    let foreground = "\u{1B}]10;rgb:0000/0000/0000\u{1B}\\"
    #expect(decode(foreground) == [.unknown(Array(foreground.utf8))])
    let bad = "\u{1B}]11;not a colour\u{07}"
    #expect(decode(bad) == [.unknown(Array(bad.utf8))])
  }

  @Test func aReplyInAnyPiecesIsTheSame() {
    let reply = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\q".utf8)
    for cut in 1..<reply.count {
      var decoder = InputDecoder()
      let events = decoder.feed(reply[..<cut]) + decoder.feed(reply[cut...])
      #expect(events == [.backgroundColor(Self.white), .key(KeyPress(.char("q")))], "cut at \(cut)")
    }
  }

  /// A reply split by a slow link outlives the escape delay: it is not
  /// Escape, `]` and letters (`r` would open the review, `b` move a row).
  @Test func aReplyBegunSurvivesTheEscapeDelay() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}]11;rgb:00".utf8)).isEmpty)
    #expect(!decoder.hasPending, "an open reply is not waited on as a lone Esc is")
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(Array("00/0000/0000\u{1B}".utf8)).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(Array("\\".utf8)) == [.backgroundColor(RGBColor(0, 0, 0))])
  }

  @Test func escapeAndABracketIsStillAltBracket() {
    #expect(decode("\u{1B}]") == [.key(KeyPress(.char("]"), .alt))])
    #expect(
      decode("\u{1B}]j") == [.key(KeyPress(.char("]"), .alt)), .key(KeyPress(.char("j")))])
  }

  @Test func aMalformedReplyGivesWayToWhatFollows() {
    // A control byte, or ESC without `\`, cannot be inside a reply.
    #expect(
      decode("\u{1B}]11;rgb:ff\r")
        == [.unknown(Array("\u{1B}]11;rgb:ff".utf8)), .key(KeyPress(.enter))])
    #expect(
      decode("\u{1B}]11;rgb\u{1B}[A") == [.unknown(Array("\u{1B}]11;rgb".utf8)), .key(KeyPress(.up))])
    // Too long for any reply: cut off at 64 bytes.
    let long = "\u{1B}]11;" + String(repeating: "x", count: 70)
    let events = decode(long)
    #expect(events.first == .unknown(Array(long.utf8.prefix(64))))
    #expect(events.count == long.utf8.count - 64 + 1)
  }
}
