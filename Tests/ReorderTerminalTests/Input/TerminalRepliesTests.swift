import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// What the terminal says at start (``TerminalSession/askTerminal``).
@Suite struct TerminalRepliesTests {
  @Test func repliesAtStartAreFactsAndTheRestEvents() {
    var replies = TerminalReplies()
    let bytes = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\j\u{1B}[?1u\u{1B}[?62;22c\u{1B}"
    replies.take(replies.decoder.feed(Array(bytes.utf8)))
    #expect(replies.background == RGBColor(255, 255, 255))
    #expect(replies.keyboardFlags == 1)
    #expect(replies.answered)
    #expect(replies.events == [.key(KeyPress(.char("j")))])
    #expect(replies.decoder.hasPending, "a lone Esc typed meanwhile goes on to the loop")
  }
}
