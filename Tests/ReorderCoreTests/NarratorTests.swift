import Testing

@testable import ReorderCore

@Suite struct NarratorTests {
  func label(_ bytes: [UInt8], limit: Int = 24) -> String {
    let store = ItemStore()
    store.append(bytes + [0x0A])
    store.finish()
    return Narrator.label(store[0], limit: limit)
  }

  @Test func quotesShortItemsWhole() {
    #expect(label(Array("buy milk".utf8)) == "\"buy milk\"")
    #expect(label(Array("crlf\r".utf8)) == "\"crlf\"")
  }

  @Test func bytesThatAreNotUTF8AreWrittenAsTheListShowsThem() {
    #expect(label([0x63, 0x61, 0x66, 0xE9, 0x21]) == "\"caf\\xe9!\"")
    #expect(label([0xFF, 0xFE]) == "\"\\xff\\xfe\"")
    #expect(label([0xE2, 0x82]) == "\"\\xe2\\x82\"")  // truncated at the end of the item
  }

  @Test func controlsStayForTheViewToEscape() {
    #expect(label([0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07]) == "\"\u{1B}]0;x\u{07}\"")
    #expect(label([0xC2, 0x9B]) == "\"\u{9B}\"")
  }

  @Test func longItemsAreCutWithAnEllipsis() {
    #expect(
      label(Array(String(repeating: "a", count: 30).utf8)) == "\""
        + String(repeating: "a", count: 23) + "…\"")
    // 30 four-byte characters: more than the bytes looked at.
    #expect(
      label(Array(String(repeating: "😀", count: 30).utf8)) == "\""
        + String(repeating: "😀", count: 23) + "…\"")
    // One character of a megabyte (a base and its combining marks).
    let huge = Array("e".utf8) + Array(repeating: [0xCC, 0x81], count: 500_000).joined()
    let cut = label(huge)
    #expect(cut.unicodeScalars.starts(with: "\"e\u{301}".unicodeScalars) && cut.hasSuffix("…\""))
    // A character cut by the bytes looked at is not shown as an error.
    #expect(!label(Array(String(repeating: "é", count: 60).utf8)).contains("\\x"))
  }

  @Test func focusAndSearch() {
    #expect(Narrator.focused("\"b\"", position: 2, of: 5) == "\"b\", position 2 of 5")
    #expect(
      Narrator.found("mil", "\"buy milk\"", position: 3, of: 9, wrapped: false)
        == "\"mil\": \"buy milk\" at 3 of 9")
    #expect(
      Narrator.found("mil", "\"buy milk\"", position: 1, of: 9, wrapped: true)
        == "\"mil\": \"buy milk\" at 1 of 9 (wrapped)")
    #expect(Narrator.notFound("zz") == "No row contains \"zz\"")
  }

  @Test func selectionCountsSayRowOrRows() {
    #expect(Narrator.selecting(1) == "Selecting 1 row")
    #expect(Narrator.selecting(3) == "Selecting 3 rows")
    #expect(Narrator.selected(0) == "Selected 0 rows")
    #expect(Narrator.selectedByDragging(2) == "Selected 2 rows; hold one of them to move them together")
    #expect(Narrator.marked("\"a\"", selected: 1) == "Selected \"a\"; 1 selected")
    #expect(Narrator.unmarked("\"a\"", selected: 0) == "Unselected \"a\"; 0 selected")
    #expect(Narrator.rangeStarted(at: 4) == "Range selection from 4: move to extend, v to end")
    #expect(Narrator.selectionCleared(1) == "Selection cleared (1 row)")
    #expect(Narrator.selectionCleared(7) == "Selection cleared (7 rows)")
  }

  @Test func modes() {
    #expect(Narrator.editMode(true) == "Edit mode: d or click [x] deletes a row; e, Esc or Done leaves")
    #expect(Narrator.editMode(false) == "Left edit mode")
    #expect(
      Narrator.dropMode(.swap) == "Swap mode: a drop on a row swaps the two; a drop on nothing snaps back")
    #expect(Narrator.dropMode(.insert) == "Insert mode: a drop inserts the row; the rows between shift")
    #expect(Narrator.noMoveToRepeat == "No move to repeat yet")
    #expect(Narrator.nothingToUndo == "Nothing to undo")
    #expect(Narrator.nothingToRedo == "Nothing to redo")
  }

  @Test func deletingInsertingAndGitActions() {
    #expect(Narrator.deleted("\"b\"", count: 1, from: 2) == "Deleted \"b\" from 2")
    #expect(Narrator.deleted("\"b\"", count: 3, from: 2) == "Deleted 3 rows (\"b\" and 2 more)")
    #expect(Narrator.undoable("Deleted \"b\" from 2") == "Deleted \"b\" from 2; u undoes")
    #expect(Narrator.cannotDelete("\"!L\"") == "\"!L\" can't be deleted")
    #expect(Narrator.inserted("\"break\"", position: 4) == "Inserted \"break\" at 4")
    let change = Narrator.actionChange(from: .pick, to: .fixup)
    #expect(change == "pick → fixup")
    #expect(Narrator.rewritten([change], label: "\"fixup 1a2b c\"") == "pick → fixup: \"fixup 1a2b c\"")
    #expect(
      Narrator.rewritten([change, "squash → fixup", change], label: "\"x\"")
        == "3 commits: pick → fixup, squash → fixup", "each kind of change once, sorted")
    #expect(Narrator.notACommitLine("\"# x\"") == "\"# x\" is not a commit line")
    #expect(Narrator.noCommitLinesSelected == "No commit lines selected")
    #expect(Narrator.stillReading == "Still reading the input; try again in a moment")
  }
}
