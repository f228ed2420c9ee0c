import Testing

@testable import ReorderFrontEnd

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
  }

  // MARK: - Bounded in length and in time

  /// `ESC ]11;` and 5,000 `q` (which would quit): the first 4 KiB are one
  /// `.unknown`, the rest up to the reply's end is dropped, never keys.
  @Test func aReplyLongerThanTheBoundHasItsRestDroppedUpToItsEnd() {
    let long = "\u{1B}]11;" + String(repeating: "q", count: 5000)
    for end in ["\u{07}", "\u{1B}\\"] {
      #expect(
        decode(long + end + "j")
          == [
            .unknown(Array(long.utf8.prefix(OperatingSystemCommand.maxLength))), .key(KeyPress(.char("j"))),
          ])
    }
    // Fed in pieces (a read returns at most 4096 bytes), with no end at all.
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for piece in Array(long.utf8).chunks(of: 1000) { events += decoder.feed(piece, at: .milliseconds(1)) }
    events += decoder.flush()
    #expect(events == [.unknown(Array(long.utf8.prefix(OperatingSystemCommand.maxLength)))])
    #expect(!decoder.hasPending, "a drop is not waited on as a lone Esc is")
    #expect(decoder.replyDeadline == .milliseconds(1) + OperatingSystemCommand.maxTime)
  }

  /// A control byte ends a drop as it ends a reply: Ctrl-C always gets
  /// through.
  @Test func aControlByteEndsTheDrop() {
    let long = "\u{1B}]11;" + String(repeating: "q", count: 5000)
    let events = decode(long + "\u{03}j")
    #expect(events.dropFirst() == [.key(KeyPress(.char("c"), .ctrl)), .key(KeyPress(.char("j")))])
  }

  /// A reply that never ends swallows the keys of its moment only: at its
  /// deadline it is given up (as `.unknown`), and what comes after is
  /// keys. Time is the caller's clock, passed in.
  @Test func aReplyThatNeverEndsIsGivenUpAtItsDeadline() {
    var decoder = InputDecoder()
    let start = Duration.seconds(7)
    #expect(decoder.feed(Array("\u{1B}]11;rgb:00".utf8), at: start).isEmpty)
    #expect(decoder.replyDeadline == start + OperatingSystemCommand.maxTime)
    #expect(decoder.feed(Array("qq".utf8), at: start + .milliseconds(100)).isEmpty)
    #expect(decoder.expire(at: start + .milliseconds(499)).isEmpty, "not yet")
    #expect(decoder.expire(at: start + .milliseconds(500)) == [.unknown(Array("\u{1B}]11;rgb:00qq".utf8))])
    #expect(decoder.replyDeadline == nil)
    #expect(decoder.feed(Array("q".utf8), at: start + .milliseconds(600)) == [.key(KeyPress(.char("q")))])
  }

  /// Bytes read after the deadline, before the caller woke up for it, are
  /// keys: the feed gives the reply up first.
  @Test func bytesReadAfterTheDeadlineAreKeys() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}]11;".utf8), at: .zero).isEmpty)
    #expect(
      decoder.feed(Array("j".utf8), at: .seconds(1))
        == [.unknown(Array("\u{1B}]11;".utf8)), .key(KeyPress(.char("j")))])
  }

  /// A drop of an over-long reply ends at the deadline too.
  @Test func aDropEndsAtTheDeadline() {
    var decoder = InputDecoder()
    let long = Array(("\u{1B}]11;" + String(repeating: "q", count: 5000)).utf8)
    #expect(decoder.feed(long, at: .zero).count == 1)
    #expect(decoder.feed(Array("qq".utf8), at: .milliseconds(200)).isEmpty)
    #expect(decoder.expire(at: .milliseconds(500)).isEmpty)
    #expect(decoder.feed(Array("j".utf8), at: .milliseconds(501)) == [.key(KeyPress(.char("j")))])
  }

  /// DCS (`ESC P 1 $ r …`, `ESC P > | …`) and APC (`ESC _ G …`) replies are
  /// read as replies: one `.unknown`, never keys; other `ESC P`, `ESC _` are
  /// Alt keys.
  @Test func dcsAndApcRepliesAreNeverKeys() {
    for reply in ["\u{1B}P1$r0m\u{1B}\\", "\u{1B}P>|XTerm(379)\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\"] {
      #expect(decode(reply + "j") == [.unknown(Array(reply.utf8)), .key(KeyPress(.char("j")))])
    }
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}P1+r".utf8), at: .zero).isEmpty)
    #expect(decoder.replyDeadline != nil)
    #expect(decode("\u{1B}Pj") == [.key(KeyPress(.char("P"), .alt)), .key(KeyPress(.char("j")))])
    #expect(decode("\u{1B}_") == [.key(KeyPress(.char("_"), .alt))])
  }
}

extension Array {
  fileprivate func chunks(of size: Int) -> [ArraySlice<Element>] {
    stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
  }
}
