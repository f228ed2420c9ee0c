import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd

/// The model reports what it said as effects, so the loop writes
/// `--narrate` lines without comparing anything: the greeting first, each
/// new sentence once, and during long work only the sentence it settles on.
@Suite struct ReportedEffectsTests {
  private func sentences(_ effects: [Effect]) -> [String] {
    effects.compactMap {
      if case .said(let narration) = $0 { return narration.text }
      return nil
    }
  }

  @Test func theGreetingComesFirstAndEachSentenceOnce() {
    var app = makeApp(["a", "b", "c"])
    let first = app.handle(.key(KeyPress(.char("j"))), at: ms(0))
    #expect(sentences(first) == ["Position 2 of 3 · \"b\""])
    // The key that said it was also the first event: no greeting then,
    // as before (something was said first).
    #expect(sentences(app.tick(at: ms(10))).isEmpty, "nothing new: nothing reported")
    let moved = app.handle(.key(KeyPress(.char("J"))), at: ms(20))
    #expect(sentences(moved).count == 1)
    #expect(sentences(moved)[0].hasPrefix("Moved"))
  }

  @Test func aListLoadedWithNothingSaidIsGreeted() {
    var app = makeApp(["a", "b"])
    app.isLoading = true
    #expect(sentences(app.tick(at: ms(0))).isEmpty, "not while loading")
    let greeting = sentences(app.finishLoading())
    #expect(greeting == [Narrator.greeting(2).text])
    #expect(sentences(app.finishLoading()).isEmpty, "once")
  }

  @Test func theSameWordsTwiceAreTwoSentences() {
    var app = makeApp(["a", "b"])
    let first = sentences(app.handle(.key(KeyPress(.char("k"))), at: ms(0)))
    let again = sentences(app.handle(.key(KeyPress(.char("k"))), at: ms(10)))
    #expect(first.count == 1)
    #expect(again == first, "said again, so written again")
  }
}
