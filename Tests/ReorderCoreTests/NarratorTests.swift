import Testing

@testable import ReorderCore

@Suite struct NarratorTests {
  func item(_ bytes: [UInt8]) -> ItemBytes {
    let store = ItemStore()
    store.append(bytes + [0x0A])
    store.finish()
    return store[0]
  }

  func label(_ bytes: [UInt8]) -> String { Narrator.label(item(bytes)).spoken }

  let b = ItemLabel(text: "b")

  // MARK: - Labels

  @Test func quotesItemsWhole() {
    #expect(label(Array("buy milk".utf8)) == "\"buy milk\"")
    #expect(label(Array("crlf\r".utf8)) == "\"crlf\"")
    let long = String(repeating: "a", count: 300)
    #expect(label(Array(long.utf8)) == "\"\(long)\"", "the view, not the narrator, cuts to the room there is")
  }

  @Test func aBlankLineIsNamedAsOne() {
    #expect(label([]) == "a blank line")
    #expect(label(Array("  \t".utf8)) == "a blank line")
    #expect(label(Array("\r".utf8)) == "a blank line")
    #expect(
      Narrator.focused(Narrator.label(item([])), position: 3, of: 9) == "Position 3 of 9 · a blank line")
  }

  @Test func bytesThatAreNotUTF8AreWrittenAsTheListShowsThem() {
    #expect(label([0x63, 0x61, 0x66, 0xE9, 0x21]) == "\"caf\\xe9!\"")
    #expect(label([0xFF, 0xFE]) == "\"\\xff\\xfe\"")
    #expect(label([0xE2, 0x82]) == "\"\\xe2\\x82\"")  // cut short at the end of the item
  }

  @Test func controlsStayForTheViewToEscape() {
    #expect(label([0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07]) == "\"\u{1B}]0;x\u{07}\"")
    #expect(label([0xC2, 0x9B]) == "\"\u{9B}\"")
  }

  @Test func aLongItemKeepsBothEnds() {
    let path = "/" + String(repeating: "deep/", count: 200) + "main.swift"
    let text = Narrator.label(item(Array(path.utf8))).text
    #expect(text.hasPrefix("/deep/deep/") && text.hasSuffix("deep/main.swift") && text.contains("…"))
    #expect(text.utf8.count < 600)
    // One character of a megabyte (a base and its combining marks).
    let huge = Array("e".utf8) + Array(repeating: [0xCC, 0x81], count: 500_000).joined()
    let cut = Narrator.label(item(Array(huge))).text
    #expect(cut.unicodeScalars.first == "e" && cut.unicodeScalars.contains("…"))
    // A character cut where the ends were taken is not shown as an error.
    #expect(!Narrator.label(item(Array(String(repeating: "é", count: 600).utf8))).text.contains("\\x"))
  }

  @Test func aCommitIsNamedByItsSubjectFirst() {
    let commit = Narrator.commitLabel(item(Array("fixup 566fd7d Fix a typo".utf8)), commentChar: 0x23)
    #expect(commit?.spoken == "\"Fix a typo\" (fixup 566fd7d)")
    #expect(commit?.cut == .keepingStart)
    #expect(Narrator.commitLabel(item(Array("# Rebase 1..2".utf8)), commentChar: 0x23) == nil)
    #expect(Narrator.commitLabel(item(Array("break".utf8)), commentChar: 0x23) == nil)
    #expect(Narrator.commitLabel(item(Array("pick 566fd7d".utf8)), commentChar: 0x23) == nil)
  }

  // MARK: - Sentences: numbers first, labels last

  @Test func movesSayWhereFromAndWhereTo() {
    #expect(Narrator.moved(b, from: [3], to: [18], of: 20) == "Moved 3 → 18 of 20 · \"b\"")
    #expect(
      Narrator.moved(b, from: [2, 5, 9], to: [10, 11, 12], of: 20)
        == "Moved 3 rows 2, 5 and 9 → 10–12 of 20 · \"b\" and 2 more")
    #expect(
      Narrator.moved(b, from: [3], to: [20], of: 20, note: Narrator.Adjustment.pastTheEnd(asked: 999).note)
        == "Moved 3 → 20 of 20 (the last; there is no position 999) · \"b\"")
    #expect(
      Narrator.moved(b, from: [1], to: [4], of: 9, note: Narrator.Adjustment.locked(asked: 3).note)
        == "Moved 1 → 4 of 9 (3 is locked) · \"b\"")
  }

  @Test func positionListsAreRuns() {
    #expect(Narrator.positions([4]) == "4")
    #expect(Narrator.positions([2, 3, 4, 7]) == "2–4 and 7")
    #expect(Narrator.positions([1, 3, 5, 7, 9, 11, 13, 15]) == "1, 3, 5, 7, 9, 11 … and 2 more")
  }

  @Test func liftingAndDropping() {
    #expect(Narrator.lifted(b, positions: [2], of: 5) == "Lifted position 2 of 5 · \"b\"")
    #expect(
      Narrator.lifted(b, positions: [2, 3, 4], of: 20)
        == "Lifted 3 rows, positions 2–4 of 20 · \"b\" and 2 more")
    #expect(Narrator.over(b, count: 1, position: 4, of: 5) == "Moving to position 4 of 5 · \"b\"")
    #expect(
      Narrator.over(b, count: 3, position: 4, of: 9) == "Moving 3 rows to position 4 of 9 · \"b\" and 2 more")
    #expect(Narrator.cancelled(b, position: 2, of: 5) == "Cancelled; back at position 2 of 5 · \"b\"")
    #expect(
      Narrator.droppedInPlace(b, position: 2, of: 5) == "Dropped where it was, position 2 of 5 · \"b\"")
    #expect(
      Narrator.swapped(b, ItemLabel(text: "d"), from: 2, to: 4, of: 5) == "Swapped 2 ↔ 4 of 5 · \"b\" ↔ \"d\""
    )
    #expect(
      Narrator.notLiftable(b, position: 1, header: true)
        == "Position 1 is a section header; it can't be moved · \"b\"")
  }

  @Test func noOpsAreSaid() {
    #expect(
      Narrator.cannotMove(b, positions: [1], of: 5, up: true) == "Already at the top, position 1 of 5 · \"b\""
    )
    #expect(Narrator.alreadyThere(b, positions: [3], of: 5) == "Already at position 3 of 5 · \"b\"")
    #expect(Narrator.nothingToUndo == "Nothing to undo")
    #expect(Narrator.undid(["move", "move"], asked: 2) == "Undid 2 moves")
    #expect(Narrator.undid(["move", "move"], asked: 3) == "Undid 2 moves; nothing more to undo")
    #expect(Narrator.redid(["move", "delete"], asked: 2) == "Redid 2 steps")
    #expect(Narrator.noSuchPosition(0, of: 20) == "No position 0: positions are 1 to 20; nothing moved")
  }

  @Test func focusAndSearch() {
    #expect(Narrator.focused(b, position: 2, of: 5) == "Position 2 of 5 · \"b\"")
    let milk = ItemLabel(text: "buy milk")
    #expect(
      Narrator.found(milk, position: 3, of: 9, match: 1, matches: 2, wrapped: false)
        == "Match 1 of 2 at position 3 of 9 · \"buy milk\"")
    #expect(
      Narrator.found(milk, position: 1, of: 9, match: 1, matches: nil, wrapped: true)
        == "Match 1 at position 1 of 9 (wrapped) · \"buy milk\"", "the count not known yet")
    #expect(Narrator.notFound("zz") == "No row contains \"zz\"")
  }

  @Test func selectionCountsSayRowOrRows() {
    #expect(Narrator.selecting(1) == "Selecting 1 row")
    #expect(Narrator.selecting(3) == "Selecting 3 rows")
    #expect(Narrator.selectedByDragging(2) == "Selected 2 rows; hold one of them to move them together")
    #expect(Narrator.marked(b, position: 2, selected: 1) == "Selected position 2; 1 selected · \"b\"")
    #expect(Narrator.rangeStarted(at: 4) == "Range selection from position 4: move to extend, v to end")
    #expect(Narrator.selectionCleared(7) == "Selection cleared (7 rows)")
  }

  @Test func sentencesNameTheKeysAsBound() {
    #expect(Narrator.editMode(true) == "Edit mode: Delete or click [x] deletes a row; e, Esc or Done leaves")
    let git = KeyHints(undo: "u", delete: "D", editMode: "E")
    #expect(
      Narrator.editMode(true, keys: git) == "Edit mode: D or click [x] deletes a row; E, Esc or Done leaves")
    let none = KeyHints(undo: nil, delete: nil, editMode: nil, selectRange: nil)
    #expect(
      Narrator.editMode(true, keys: none) == "Edit mode: a click on [x] deletes a row; Esc or Done leaves")
    let deleted = Narrator.deleted(b, positions: [2], of: 5)
    #expect(Narrator.undoable(deleted, keys: KeyHints()) == "Deleted position 2 of 5; u undoes · \"b\"")
    #expect(Narrator.undoable(deleted, keys: none) == "Deleted position 2 of 5 · \"b\"")
    #expect(Narrator.rangeStarted(at: 4, keys: none) == "Range selection from position 4: move to extend")
  }

  @Test func gitActionsSayWhatTheyFoldInto() {
    let fix = ItemLabel(text: "Fix", suffix: " (fixup 1a2b)", cut: .keepingStart)
    let parser = ItemLabel(text: "Add the parser", suffix: " (pick 0f0f)", cut: .keepingStart)
    #expect(
      Narrator.rewritten(
        ["pick → fixup"], positions: [2], label: fix, fold: .into(position: 1, label: parser))
        == "pick → fixup at position 2; folds into position 1 · \"Fix\" (fixup 1a2b) → \"Add the parser\" (pick 0f0f)"
    )
    #expect(
      Narrator.rewritten(["pick → squash"], positions: [1], label: fix, fold: .nothingAbove)
        == "pick → squash at position 1: no commit above to fold into, git will refuse this · \"Fix\" (fixup 1a2b)"
    )
    #expect(
      Narrator.rewritten(
        ["pick → drop", "squash → drop", "pick → drop"], positions: [2, 3, 4], label: fix, fold: nil)
        == "3 commits, positions 2–4: pick → drop, squash → drop · \"Fix\" (fixup 1a2b)",
      "each kind of change once, sorted")
    #expect(Narrator.notACommitLine(b, position: 7) == "Position 7 is not a commit line · \"b\"")
  }

  @Test func aNoteGoesBeforeTheLabels() {
    let moved = Narrator.moved(b, from: [4], to: [1], of: 9)
    #expect(moved.noting("count 5 ignored") == "Moved 4 → 1 of 9; count 5 ignored · \"b\"")
    #expect(Narrator.nothingToUndo.noting("x") == "Nothing to undo; x")
    let parts = moved.noting("x").parts
    #expect(parts.count == 2 && parts.last == .label(b), "the label stays a label")
  }
}
