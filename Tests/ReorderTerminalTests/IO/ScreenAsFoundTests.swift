import Testing

@testable import ReorderTerminal

@Suite struct ScreenAsFoundTests {
  @Test func theTerminalsOwnAnswerDecides() {
    var replies = TerminalReplies()
    replies.take([.modeReport(mode: 1049, state: 1), .deviceAttributes])
    #expect(replies.alternateScreen == true)
    #expect(ScreenAsFound.alternateScreenOn(replies: replies))
    replies.take([.modeReport(mode: 1049, state: 2)])
    #expect(replies.alternateScreen == false)
    #expect(!ScreenAsFound.alternateScreenOn(replies: replies))
    // Permanently set and reset (3, 4); 0: the terminal does not know it.
    replies.take([.modeReport(mode: 1049, state: 3)])
    #expect(replies.alternateScreen == true)
    replies.take([.modeReport(mode: 1049, state: 4)])
    #expect(replies.alternateScreen == false)
    replies.take([.modeReport(mode: 1049, state: 0)])
    #expect(replies.alternateScreen == nil)
    // Another mode's report is not an answer (it goes on to the loop,
    // which ignores it).
    var other = TerminalReplies()
    other.take([.modeReport(mode: 2004, state: 1)])
    #expect(other.alternateScreen == nil)
    #expect(other.events == [.modeReport(mode: 2004, state: 1)])
  }

  @Test func tmuxIsBelievedOnlyAboutOurTerminal() {
    let ours: (String) -> Bool = { $0 == "/dev/pts/3" }
    #expect(ScreenAsFound.alternateOn(tmuxSays: "/dev/pts/3 1", isOurs: ours) == true)
    #expect(ScreenAsFound.alternateOn(tmuxSays: "/dev/pts/3 0", isOurs: ours) == false)
    // A program in the pane with a terminal of its own (neovim's).
    #expect(ScreenAsFound.alternateOn(tmuxSays: "/dev/pts/7 1", isOurs: ours) == nil)
    #expect(ScreenAsFound.alternateOn(tmuxSays: nil, isOurs: ours) == nil)
    #expect(ScreenAsFound.alternateOn(tmuxSays: "/dev/pts/3", isOurs: ours) == nil)
    #expect(ScreenAsFound.alternateOn(tmuxSays: "/dev/pts/3 yes", isOurs: ours) == nil)
  }

  @Test func theControllingTerminalFromProcStat() {
    let line = Array("42 (re (or) der) S 1 42 42 34816 42 4194560 0".utf8)
    #expect(ScreenAsFound.terminalField(ofStat: line) == 34816)
    #expect(ScreenAsFound.terminalField(ofStat: Array("1 (init) S 0 1 1 0 -1".utf8)) == nil)
    #expect(ScreenAsFound.terminalField(ofStat: Array("garbage".utf8)) == nil)
  }

  @Test func rmcupWithoutItsScreenSwitch() {
    #expect(
      CursesScreen.withoutScreenSwitch(Array("\u{1B}[?1049l\u{1B}[23;0;0t".utf8))
        == Array("\u{1B}[23;0;0t".utf8))
    #expect(
      CursesScreen.withoutScreenSwitch(Array("\u{1B}[2J\u{1B}[?47l\u{1B}8".utf8))
        == Array("\u{1B}[2J\u{1B}8".utf8))
    #expect(CursesScreen.withoutScreenSwitch(Array("\u{1B}[?1049l".utf8)).isEmpty)
  }
}
