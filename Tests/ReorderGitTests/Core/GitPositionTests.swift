import Testing

@testable import ReorderCore
@testable import ReorderGit

/// In a todo only the commands count: a comment row below them is never
/// "position 14 of 13" (the counter reads 13/13 there).
@Suite struct GitPositionTests {
  @Test func aCommentBelowTheCommandsIsNotPastTheLastOne() {
    var s = Session(todo: ["pick 1a2b3c4 One", "pick 2b3c4d5 Two", "", "# Rebase 0..2 onto 0", "# Commands:"])
    s.send(.cursor(.to(4)))
    #expect(s.engine.focus == 4)
    #expect(s.engine.narration.text.hasPrefix("Position 2 of 2"), "\(s.engine.narration.text)")
    s.send(.cursor(.to(1)))
    #expect(s.engine.narration.text.hasPrefix("Position 2 of 2"), "\(s.engine.narration.text)")
    s.send(.cursor(.to(0)))
    #expect(s.engine.narration.text.hasPrefix("Position 1 of 2"), "\(s.engine.narration.text)")
  }
}
