import Testing

@testable import ReorderCore

@Suite struct EditModeAndDeleteTests {
  @Test func deleteIsUndoable() {
    var s = Session(["a", "b", "c"])
    s.send(.cursor(.vertical(1)))
    s.send(.toggleEditMode)
    s.send(.delete)
    #expect(s.strings == ["a", "c"])
    #expect(s.engine.narration == "Deleted position 2 of 3; u undoes · \"b\"")
    #expect(s.engine.focus == 1)
    s.send(.undo)
    #expect(s.strings == ["a", "b", "c"])
    s.send(.redo)
    #expect(s.strings == ["a", "c"])
  }

  @Test func clickingTheMarkInEditModeDeletes() {
    var s = Session(["a", "b", "c"])
    s.press(row: 1, x: 3)  // the [x] mark is in columns 2-4
    s.release(row: 1, x: 3)
    #expect(s.strings == ["a", "b", "c"], "outside edit mode a click on the mark's place only focuses")
    s.send(.toggleEditMode)
    s.send(.deleteRow(at: 1))  // the front end hit-tests the mark (UIGeometry)
    #expect(s.strings == ["a", "c"])
    s.press(row: 0, x: 10)  // a click on the text only focuses
    s.release(row: 0, x: 10)
    #expect(s.strings == ["a", "c"])
    s.send(.escape)
    #expect(!s.engine.isEditing)
    #expect(!s.effects.contains(.quit), "Esc leaves edit mode before it quits")
    s.send(.undo)
    #expect(s.strings == ["a", "b", "c"])
  }

  /// Typing text as if to filter (`deb`, Enter) never deletes a row:
  /// deleting is edit mode's, and outside it `d` says how.
  @Test func deleteOutsideEditModeSaysHow() {
    var s = Session(["a", "b", "c"])
    s.send(.delete)
    #expect(s.strings == ["a", "b", "c"])
    #expect(s.engine.narration == Narrator.deleteNeedsEditMode)
    #expect(s.engine.history.undoCount == 0 && s.effects.isEmpty)
    s.send(.toggleEditMode)
    s.send(.delete)
    #expect(s.strings == ["b", "c"])
  }

  @Test func deletingASelectionAndLockedRowsStay() {
    var s = Session(["a", "!L", "b", "c"])
    s.send(.toggleEditMode)
    s.send(.toggleMark)
    s.send(.cursor(.to(3)))
    s.send(.toggleMark)
    s.send(.delete)
    #expect(s.strings == ["!L", "b"])
    s.send(.cursor(.to(0)))
    s.send(.delete)
    #expect(s.strings == ["!L", "b"], "a locked row can't be deleted")
    s.send(.undo)
    #expect(s.strings == ["a", "!L", "b", "c"])
  }

  @Test func deleteRowOnALockedRowIsRefused() {
    var s = Session(["a", "!L", "#H", "b"])
    s.send(.toggleEditMode)
    s.send(.deleteRow(at: 1))
    #expect(s.strings == ["a", "!L", "#H", "b"])
    #expect(s.engine.narration == "Position 2 is locked; it can't be deleted · \"!L\"")
    s.send(.deleteRow(at: 2))
    #expect(s.strings == ["a", "!L", "#H", "b"], "nor a header")
    #expect(s.engine.history.undoCount == 0)
    #expect(s.effects.isEmpty)
    s.send(.deleteRow(at: 3))
    #expect(s.strings == ["a", "!L", "#H"])
    #expect(s.engine.narration == "Deleted position 4 of 4; u undoes · \"b\"")
  }

  @Test func deleteRowDropsAKeyboardLiftFirst() {
    var s = Session(["a", "b", "c", "d"])
    s.send(.toggleEditMode)
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(2)))
    s.send(.deleteRow(at: 3))
    #expect(s.strings == ["b", "c", "a"], "a moved to 3, then d was deleted")
    #expect(s.engine.history.undoCount == 2)
  }

  @Test func dragStillWorksInEditMode() {
    var s = Session(["a", "b", "c"])
    s.send(.toggleEditMode)
    s.longPressDrag(from: 0, to: 2)
    #expect(s.strings == ["b", "c", "a"])
  }
}

@Suite struct MoveCommandTests {
  @Test func countsMoveFurther() {
    var s = Session(letters)
    s.send(.moveSelection(.vertical(5)))
    #expect(s.strings[5] == "a")
    #expect(s.engine.focus == 5)
    s.send(.moveSelection(.vertical(50)))
    #expect(s.strings.last == "a", "clamped at the bottom")
  }

  @Test func topBottomAndAbsolute() {
    var s = Session(["a", "b", "c", "d", "e"])
    s.send(.cursor(.to(2)))
    s.send(.moveSelection(.first))
    #expect(s.strings == ["c", "a", "b", "d", "e"])
    s.send(.moveSelection(.last))
    #expect(s.strings == ["a", "b", "d", "e", "c"])
    s.send(.moveSelection(.to(1)))
    #expect(s.strings == ["a", "c", "b", "d", "e"])
    #expect(s.engine.focus == 1)
  }

  @Test func repeatAppliesTheLastMoveToTheFocusedRow() {
    var s = Session(["a", "b", "c", "d", "e", "f"])
    s.send(.moveSelection(.vertical(2)))
    #expect(s.strings == ["b", "c", "a", "d", "e", "f"])
    s.send(.cursor(.to(3)))
    s.send(.repeatLastMove)
    #expect(s.strings == ["b", "c", "a", "e", "f", "d"])
  }

  @Test func countsWorkWhileLifted() {
    var s = Session(letters)
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(4)))
    s.send(.confirm)
    #expect(s.strings[4] == "a")
  }

  @Test func nonContiguousBlockClosesRanksAtTheDrop() {
    var s = Session(["a", "b", "c", "d", "e", "f"])
    s.send(.toggleMark)  // a
    s.send(.cursor(.to(2)))
    s.send(.toggleMark)  // c
    s.send(.cursor(.to(4)))
    s.send(.toggleMark)  // e
    s.press(row: 2)
    s.wait(600)
    #expect(s.engine.drag?.count == 3)
    s.drag(row: 3)
    s.drag(row: 4)
    s.release(row: 4)
    // c (grabbed) lands at row 4, a just before it and e just after: the
    // other rows (b d f) close up above.
    #expect(s.strings == ["b", "d", "f", "a", "c", "e"])
  }

  @Test func toggleDropModeSwitchesBetweenInsertAndSwap() {
    var s = Session(["a", "b", "c"])
    s.send(.toggleDropMode)
    #expect(s.engine.configuration.dropMode == .swap)
    s.longPressDrag(from: 0, to: 2)
    #expect(s.strings == ["c", "b", "a"])
    s.send(.toggleDropMode)
    s.longPressDrag(from: 0, to: 2)
    #expect(s.strings == ["b", "a", "c"])
  }
}

@Suite struct GridTests {
  /// 3 columns of 10 cells; items a…k in a 30×6 viewport.
  func gridSession() -> Session {
    var s = Session(Array(letters.prefix(11)), width: 30, height: 6)
    s.engine.setGrid(columns: 3, cellWidth: 10)
    return s
  }

  @Test func mouseDropIn2D() {
    var s = gridSession()
    s.press(row: 0, x: 2)  // a, top left
    s.wait(600)
    s.drag(row: 1, x: 12)
    s.drag(row: 2, x: 22)  // row 2, column 2: position 8 (i)
    #expect(s.engine.snapshot?.origin == Point(x: 20, y: 2))
    s.release(row: 2, x: 22)
    #expect(s.strings == ["b", "c", "d", "e", "f", "g", "h", "i", "a", "j", "k"])
  }

  @Test func keyboardMovesInBothDirections() {
    var s = gridSession()
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(1)))
    s.send(.cursor(.horizontal(1)))
    s.send(.confirm)
    #expect(s.strings[4] == "a")
    s.send(.cursor(.vertical(1)))
    #expect(s.engine.focus == 7)
  }

  @Test func hitTestSkipsTheGapBetweenCells() {
    let s = gridSession()
    #expect(s.engine.hitTest(Point(x: 9, y: 0)) == nil)
    #expect(s.engine.hitTest(Point(x: 10, y: 0)) == IndexPath(section: 0, row: 1))
  }
}

@Suite struct SearchTests {
  @Test func smartCaseAndWrapping() {
    var s = Session(["Alpha", "beta", "ALPHABET", "gamma"])
    s.send(.search("alpha", forward: true, includeCurrent: false))
    #expect(s.engine.focus == 2)
    s.send(.search("alpha", forward: true, includeCurrent: false))
    #expect(s.engine.focus == 0)
    #expect(s.engine.narration.text.contains("(wrapped) · "))
    s.send(.search("ALPHA", forward: true, includeCurrent: false))
    #expect(s.engine.focus == 2, "a capital makes it case-sensitive")
    s.send(.search("Alpha", forward: false, includeCurrent: false))
    #expect(s.engine.focus == 0)
    s.send(.search("zeta", forward: true, includeCurrent: false))
    #expect(s.engine.narration == "No row contains \"zeta\"")
    #expect(s.strings == ["Alpha", "beta", "ALPHABET", "gamma"], "search never filters or moves rows")
  }

  @Test func nonASCIIQueries() {
    var s = Session(["über", "Ünïcode", "plain"])
    s.send(.search("ünï", forward: true, includeCurrent: true))
    #expect(s.engine.focus == 1)
  }
}

@Suite struct ReviewTests {
  @Test func countsTheFewestMovedRows() {
    var list = makeList(letters)
    list.move(from: 0, to: 9)
    let review = Review(list)
    #expect(review.movedCount == 1, "one row moved; nine shifted")
    #expect(review.rows[9].oldPosition == 1 && review.rows[9].newPosition == 10 && review.rows[9].moved)
    #expect(review.rows[0].oldPosition == 2 && !review.rows[0].moved)
  }

  @Test func deletedRowsAreListedLast() {
    var list = makeList(["a", "b", "c"])
    let positions = PositionSet([1])
    list.apply(.delete(positions: positions, ids: list.ids(at: positions)))
    let review = Review(list)
    #expect(review.deletedCount == 1)
    #expect(
      review.rows.last == Review.Row(id: 1, oldPosition: 2, newPosition: nil, moved: false, edited: false))
    #expect(review.summary == "0 moved, 1 deleted")
  }

  /// `--header-lines 2` over a one-line input: every line is header, the
  /// list is empty and nothing changed (this trapped; found by
  /// SessionDigestTests, on q).
  @Test func moreHeaderLinesThanInputReviewAsNoChange() {
    let list = ReorderList(store: makeStore(["only"]), fixedCount: 2)
    let review = Review(list)
    #expect(list.isEmpty && review.rows.isEmpty && !review.hasChanges)
  }

  @Test func longestIncreasingRunOnRandomPermutations() {
    var rng = SplitMix64(seed: 3)
    for _ in 0..<300 {
      let values = Array(0..<Int.random(in: 0...9, using: &rng)).shuffled(using: &rng)
      let keep = Review.longestIncreasingRun(values)
      let kept = zip(values, keep).filter { $0.1 }.map { $0.0 }
      #expect(kept == kept.sorted())
      // No longer increasing run exists (brute force over subsets).
      var best = 0
      for mask in 0..<(1 << values.count) {
        let chosen = values.indices.filter { mask & (1 << $0) != 0 }.map { values[$0] }
        if chosen == chosen.sorted() && Set(chosen).count == chosen.count { best = max(best, chosen.count) }
      }
      #expect(kept.count == best)
    }
  }
}

@Suite struct FixedHeaderTests {
  @Test func fixedLinesAreNotInTheList() {
    let store = makeStore(["NAME SIZE", "b 2", "a 1"])
    let list = ReorderList(store: store, fixedCount: 1)
    #expect(list.strings == ["b 2", "a 1"])
    #expect(list.fixedIDs == 0..<1)
  }
}

@Suite struct ANSICodesTests {
  @Test func stripsCSISequencesOnly() {
    func strip(_ s: String) -> String { String(decoding: ANSICodes.strip(Array(s.utf8)), as: UTF8.self) }
    #expect(strip("\u{1B}[1;31mred\u{1B}[0m plain") == "red plain")
    #expect(strip("\u{1B}[38;5;208mo\u{1B}[Kx") == "ox")
    #expect(strip("\u{1B}]0;title\u{7}") == "\u{1B}]0;title\u{7}", "OSC stays (and is shown as an escape)")
    #expect(strip("lone \u{1B}") == "lone \u{1B}")
    #expect(strip("\u{1B}[12") == "\u{1B}[12", "an unfinished CSI stays")
    #expect(strip("\u{1B}[1!2mx") == "x", "read on to the final byte, as terminals do")
    #expect(strip("\u{1B}[3\n1m") == "\u{1B}[3\n1m", "a control breaks the sequence")
  }

  @Test func searchLooksPastColourCodes() {
    var s = Session(["\u{1B}[31mred\u{1B}[0m apple", "\u{1B}[32mgreen\u{1B}[0m pear"]) {
      $0.itemsHaveCodes = true
    }
    s.send(.search("red apple", forward: true, includeCurrent: false))
    #expect(s.engine.focus == 0)
    s.send(.search("31", forward: true, includeCurrent: false))
    #expect(s.engine.narration == "No row contains \"31\"", "the codes are not text")
    let plain = TextMatcher("31")
    #expect(plain.matches(s.engine.list.item(at: 0)), "without --ansi the bytes are the text")
  }
}

@Suite struct ANSINarrationTests {
  @Test func labelsLeaveTheColourCodesOut() {
    var s = Session(["\u{1B}[38;5;208mquite a long orange item name\u{1B}[0m", "b"]) {
      $0.itemsHaveCodes = true
    }
    s.send(.moveSelection(.vertical(1)))
    #expect(s.engine.narration == "Moved 1 → 2 of 2 · \"quite a long orange item name\"")
  }
}

@Suite struct ControlSequenceTests {
  func scan(_ text: String, limit: Int? = nil) -> ControlSequence.Scan {
    Array(text.utf8).withUnsafeBufferPointer {
      ControlSequence.scan($0, from: 2, limit: limit ?? $0.count)
    }
  }

  @Test func theBodyRunsToTheFinalByte() {
    #expect(scan("\u{1B}[1;31mx") == .complete(final: 6))
    #expect(scan("\u{1B}[mx") == .complete(final: 2))
    #expect(scan("\u{1B}[<0;5;3M") == .complete(final: 8))
    #expect(scan("\u{1B}[1 q") == .complete(final: 4), "an intermediate byte")
    #expect(scan("\u{1B}[1!2m") == .complete(final: 5), "a parameter after an intermediate")
  }

  @Test func aSequenceCanBeUnfinishedOrBroken() {
    #expect(scan("\u{1B}[1;3") == .unfinished(end: 5))
    #expect(scan("\u{1B}[") == .unfinished(end: 2))
    #expect(scan("\u{1B}[1;31m", limit: 6) == .unfinished(end: 6), "the limit comes first")
    #expect(scan("\u{1B}[3\n1m") == .broken(at: 3))
    #expect(scan("\u{1B}[3é") == .broken(at: 3))
    #expect(scan("\u{1B}[3\u{7F}m") == .broken(at: 3))
  }
}
