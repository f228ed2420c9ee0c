import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd

/// The model reports what it said as effects, so the loop writes
/// `--narrate` lines without comparing anything: the greeting first, each
/// new sentence once, and during long work only the sentence it settles on.
@Suite struct ReportedEffectsTests {
  private func sentences(_ effects: [ModelEffect]) -> [String] {
    effects.compactMap {
      if case .engine(.said(let narration)) = $0 { return narration.text }
      return nil
    }
  }

  @Test func theGreetingComesFirstAndEachSentenceOnce() {
    var app = makeApp(["a", "b", "c"])
    #expect(sentences(app.begin()) == [Narrator.greeting(3).text])
    let first = app.handle(.key(KeyPress(.char("j"))), at: ms(0))
    #expect(sentences(first) == ["Position 2 of 3 · \"b\""])
    #expect(sentences(app.tick(at: ms(10))).isEmpty, "nothing new: nothing reported")
    let moved = app.handle(.key(KeyPress(.char("J"))), at: ms(20))
    #expect(sentences(moved).count == 1)
    #expect(sentences(moved)[0].hasPrefix("Moved"))
  }

  @Test func aListLoadedWithNothingSaidIsGreeted() {
    var app = makeApp(["a", "b"])
    app.isLoading = true
    #expect(app.begin().isEmpty, "nothing to greet while loading")
    #expect(sentences(app.tick(at: ms(0))).isEmpty, "not while loading")
    let greeting = sentences(app.finishLoading())
    #expect(greeting == [Narrator.greeting(2).text])
    #expect(sentences(app.finishLoading()).isEmpty, "once")
  }

  @Test func nothingIsReportedBeforeTheLoopBegins() {
    var app = makeApp(["a", "b"])
    #expect(sentences(app.handle(.key(KeyPress(.char("j"))), at: ms(0))).isEmpty)
    #expect(sentences(app.begin()) == ["Position 2 of 2 · \"b\""], "said while set up: reported at the start")
  }

  @Test func theSameWordsTwiceAreTwoSentences() {
    var app = makeApp(["a", "b"])
    _ = app.begin()
    let first = sentences(app.handle(.key(KeyPress(.char("k"))), at: ms(0)))
    let again = sentences(app.handle(.key(KeyPress(.char("k"))), at: ms(10)))
    #expect(first.count == 1)
    #expect(again == first, "said again, so written again")
  }
}
