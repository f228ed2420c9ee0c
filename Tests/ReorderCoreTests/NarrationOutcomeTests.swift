import Testing

@testable import ReorderCore
@testable import ReorderGit

/// Every outcome is said: no-ops, refusals and moves that landed elsewhere
/// than asked, each with its numbers first.
@Suite struct NarrationOutcomeTests {
  func rows(_ n: Int) -> [String] { (1...n).map { "row \($0)" } }

  @Test func aMoveToAPlacePastTheEndSaysItWentLast() {
    var s = Session(rows(20))
    s.send(.cursor(.to(2)))
    s.send(.moveSelection(.to(998)))
    #expect(s.engine.narration == "Moved 3 → 20 of 20 (the last; there is no position 999) · \"row 3\"")
    s.send(.moveSelection(.to(998)))
    #expect(
      s.engine.narration == "Already at position 20 of 20 (the last; there is no position 999) · \"row 3\"")
  }

  @Test func aMoveOntoALockedRowSaysWhereItLandedAndWhy() {
    var s = Session(["a", "b", "!locked", "d", "e"])
    s.send(.moveSelection(.to(2)))
    #expect(s.strings == ["b", "d", "!locked", "a", "e"])
    #expect(s.engine.narration == "Moved 1 → 4 of 5 (3 is locked) · \"a\"")
  }

  @Test func nothingGoesAboveTheFirstHeader() {
    var s = Session(["# head", "a", "b"])
    s.send(.cursor(.to(2)))
    s.send(.moveSelection(.to(0)))
    #expect(s.engine.narration == "Moved 3 → 2 of 3 (nothing goes above the first section header) · \"b\"")
  }

  @Test func topAndBottomAtTheirEndSayAlready() {
    var s = Session(rows(4))
    s.send(.moveSelection(.first))
    #expect(s.engine.narration == "Already at the top, position 1 of 4 · \"row 1\"")
    s.send(.cursor(.last))
    s.send(.moveSelection(.last))
    #expect(s.engine.narration == "Already at the bottom, position 4 of 4 · \"row 4\"")
    #expect(s.engine.history.undoCount == 0)
  }

  @Test func aBlockMoveSaysAllItsOrigins() {
    var s = Session(rows(12))
    for p in [1, 4, 8] {
      s.send(.cursor(.to(p)))
      s.send(.toggleMark)
    }
    s.send(.moveSelection(.last))
    #expect(s.engine.narration == "Moved 3 rows 2, 5 and 9 → 10–12 of 12 · \"row 9\" and 2 more")
    s.send(.undo)
    #expect(s.engine.narration == "Undid: Moved 3 rows 2, 5 and 9 → 10–12 of 12 · \"row 9\" and 2 more")
  }

  @Test func aLiftedBlockSaysHowManyRows() {
    var s = Session(rows(6))
    s.send(.toggleRangeSelection)
    s.send(.cursor(.vertical(2)))
    s.send(.holdKey(.press))
    #expect(s.engine.narration == "Lifted 3 rows, positions 1–3 of 6 · \"row 3\" and 2 more")
    s.send(.cursor(.vertical(1)))
    #expect(s.engine.narration == "Moving 3 rows to position 4 of 6 · \"row 3\" and 2 more")
    s.send(.confirm)
    #expect(s.engine.narration == "Moved 3 rows 1–3 → 2–4 of 6 · \"row 3\" and 2 more")
  }

  @Test func countedUndoAndRedoSayHowManySteps() {
    var s = Session(rows(5))
    s.send(.moveSelection(.vertical(1)))
    s.send(.moveSelection(.vertical(1)))
    s.send(.undoSteps(3))
    #expect(s.engine.narration == "Undid 2 moves; nothing more to undo")
    #expect(s.strings == rows(5))
    s.send(.redoSteps(2))
    #expect(s.engine.narration == "Redid 2 moves")
    s.send(.redoSteps(2))
    #expect(s.engine.narration == "Nothing to redo")
    let undoEntries = s.effects.compactMap { effect -> CommitReason? in
      if case .committed(let commit) = effect { return commit.reason }
      return nil
    }
    #expect(undoEntries == [.edit, .edit, .undo, .undo, .redo, .redo], "each step is its own commit")
  }

  @Test func searchSaysWhichMatchOfHowMany() {
    var s = Session(["milk", "bread", "buy milk", "eggs", "oat milk"])
    s.send(.search("milk", forward: true, includeCurrent: false))
    while s.engine.hasPendingWork { s.engine.continueWork(budget: 1 << 20) }  // the count, in slices
    #expect(s.engine.narration == "Match 2 of 3 at position 3 of 5 · \"buy milk\"")
    s.send(.search("milk", forward: true, includeCurrent: false))
    s.send(.search("milk", forward: true, includeCurrent: false))
    while s.engine.hasPendingWork { s.engine.continueWork(budget: 1 << 20) }
    #expect(s.engine.narration == "Match 1 of 3 at position 1 of 5 (wrapped) · \"milk\"")
  }

  @Test func squashAndFixupSayWhatTheyFoldInto() {
    let todo = ["pick a1 Add the parser", "pick b2 Add tests", "# comment", "pick c3 Fix a typo", ""]
    var s = Session(todo) { $0.isGitTodo = true }
    s.send(.cursor(.to(3)))
    s.send(.setGitAction(.fixup))
    #expect(
      s.engine.narration
        == "pick → fixup at position 4; folds into position 2 · \"Fix a typo\" (fixup c3) → \"Add tests\" (pick b2)"
    )
    s.send(.cursor(.to(1)))
    s.send(.setGitAction(.squash))
    #expect(
      s.engine.narration
        == "pick → squash at position 2; folds into position 1 · \"Add tests\" (squash b2) → \"Add the parser\" (pick a1)"
    )
    s.send(.cursor(.to(0)))
    s.send(.setGitAction(.squash))
    #expect(
      s.engine.narration
        == "pick → squash at position 1: no commit above to fold into, git will refuse this · \"Add the parser\" (squash a1)"
    )
  }

  @Test func aFixupBelowASquashFoldsIntoTheChainsFirstCommit() {
    let todo = ["pick a1 Base", "squash b2 More", "drop d4 Gone", "exec make", "pick c3 Fix"]
    var s = Session(todo) { $0.isGitTodo = true }
    s.send(.cursor(.to(4)))
    s.send(.setGitAction(.fixup))
    #expect(
      s.engine.narration.text.contains("folds into position 1 · \"Fix\" (fixup c3) → \"Base\" (pick a1)"))
  }

  @Test func aDeleteNamesTheKeyThatUndoesItAsBound() {
    var s = Session(rows(3)) { $0.keyHints.undo = "ctrl-z" }
    s.send(.toggleEditMode)
    s.send(.delete)
    #expect(s.engine.narration == "Deleted position 1 of 3; ctrl-z undoes · \"row 1\"")
  }

  @Test func everyAssignmentCountsAsSaid() {
    var s = Session(rows(3))
    s.send(.undo)
    let first = s.engine.narrationCount
    s.send(.undo)
    #expect(s.engine.narrationCount > first, "the same words said again are said again")
    let before = s.engine.narrationCount
    s.send(.tick)
    #expect(s.engine.narrationCount == before, "time passing says nothing")
  }
}
