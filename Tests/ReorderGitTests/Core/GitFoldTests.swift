import Testing

@testable import ReorderCore
@testable import ReorderGit

/// Folding a commit into another: it lands right below the target as its
/// fixup (or squash), one step for undo, one group in the log.
@Suite struct GitFoldTests {
  static let todo = GitFixtures.fourCommands
  static var input: ReorderList { makeTodoList(Array(todo.map { $0 + "\n" }.joined().utf8)) }
  static let folded = [
    "pick 1a2b3c4 Add the parser",
    "fixup 9f8e7d6 Fix a typo in the parser",
    "pick 5d6e7f8 Add the printer",
    "exec make test",
    "",
    "# Rebase 0a1b2c3..9f8e7d6 onto 0a1b2c3 (4 commands)",
  ]

  @Test func foldIntoARowIsOneStep() throws {
    var s = Session(todo: Self.todo)
    s.send(.cursor(.to(3)))
    s.send(.fold(.fixup, into: 0))
    #expect(s.strings == Self.folded)
    #expect(
      s.engine.narration
        == #"Folded 4 → 2 of 4 as fixup into position 1 · "Fix a typo in the parser" (pick 9f8e7d6) → "Add the parser" (pick 1a2b3c4)"#
    )
    #expect(s.engine.focus == 1)
    #expect(
      s.log == [
        #"{"op":"group","edits":[{"op":"move","from":4,"to":2,"count":1},{"op":"replace","at":2,"text":"fixup 9f8e7d6 Fix a typo in the parser"}]}"#
      ])
    #expect(try s.replayed(on: Self.input) == Self.folded)
    s.send(.undo)
    #expect(s.strings == Self.todo, "order and action come back together")
    s.send(.redo)
    #expect(s.strings == Self.folded)
  }

  @Test func foldDownwardsAndWithoutAMove() throws {
    var s = Session(todo: Self.todo)
    s.send(.fold(.squash, into: 1))  // the parser below the printer
    #expect(
      s.strings.prefix(3) == [
        "pick 5d6e7f8 Add the printer", "squash 1a2b3c4 Add the parser", "exec make test",
      ])
    s.send(.fold(.squash, into: 0))
    #expect(s.engine.narration.text.hasSuffix(#"→ "Add the printer" (pick 5d6e7f8)"#))
    s.send(.fold(.fixup, into: 0))
    #expect(s.strings[1] == "fixup 1a2b3c4 Add the parser")
    #expect(s.log.last == #"{"op":"replace","at":2,"text":"fixup 1a2b3c4 Add the parser"}"#)
    #expect(try s.replayed(on: Self.input) == s.strings)
  }

  @Test func foldsOnlyCommitsIntoCommits() {
    var s = Session(todo: Self.todo + ["drop 0000000 gone"])
    s.send(.cursor(.to(3)))
    s.send(.fold(.fixup, into: 2))
    #expect(s.engine.narration == #"No fold: position 3 is not a commit to fold into · "exec make test""#)
    s.send(.fold(.fixup, into: 6))
    #expect(
      s.engine.narration == #"No fold: position 7 is not a commit to fold into · "gone" (drop 0000000)"#)
    s.send(.fold(.fixup, into: 3))
    #expect(s.engine.narration == "No fold: a commit doesn't fold into itself")
    s.send(.cursor(.to(2)))
    s.send(.fold(.fixup, into: 0))
    #expect(s.engine.narration == #"No fold: position 3 is not a commit that can move · "exec make test""#)
    s.send(.fold(.fixup, into: nil))
    #expect(s.engine.narration == #"No fold: position 3 is not a commit that can move · "exec make test""#)
    s.send(.cursor(.to(0)))
    s.send(.fold(.fixup, into: nil))
    #expect(s.engine.narration == Narrator.foldNeedsLift, "no commit above the first")
    #expect(!s.engine.history.canUndo)
  }

  /// Nothing lifted: into the nearest commit above, past the exec line.
  @Test func foldWithoutALiftGoesIntoTheCommitAbove() {
    var s = Session(todo: Self.todo)
    s.send(.cursor(.to(3)))
    s.send(.fold(.squash, into: nil))
    #expect(
      Array(s.strings.prefix(4)) == [
        "pick 1a2b3c4 Add the parser", "pick 5d6e7f8 Add the printer",
        "squash 9f8e7d6 Fix a typo in the parser",
        "exec make test",
      ])
  }

  /// Space lifts; the arrows take the gap onto the commit to fold into.
  @Test func keyboardFoldIntoTheCommitTheGapDisplaced() throws {
    var s = Session(todo: Self.todo)
    s.send(.cursor(.to(3)))
    s.send(.holdKey(.press))
    s.send(.holdKey(.release))
    #expect(s.engine.isDragging)
    s.send(.fold(.fixup, into: nil))
    #expect(s.engine.narration == Narrator.foldNeedsLift, "the gap is still where the commit was")
    s.send(.cursor(.vertical(-1)))
    s.send(.fold(.fixup, into: nil))
    #expect(s.engine.narration == #"No fold: position 3 is not a commit to fold into · "exec make test""#)
    #expect(s.engine.isDragging, "a refused fold leaves the commit lifted")
    s.send(.cursor(.vertical(-2)))
    #expect(s.shown.prefix(2) == ["[pick 9f8e7d6 Fix a typo in the parser]", "pick 1a2b3c4 Add the parser"])
    s.send(.fold(.squash, into: nil))
    #expect(!s.engine.isDragging)
    #expect(s.strings[1] == "squash 9f8e7d6 Fix a typo in the parser")
    #expect(try s.replayed(on: Self.input) == s.strings)
  }

  /// A commit dragged by the pointer and held still on another commit's
  /// row drops as its fixup; moving on makes it a move again.
  @Test func restingOnACommitFoldsIntoIt() throws {
    var s = Session(todo: Self.todo)
    s.press(row: 3)
    s.wait(150)
    #expect(s.engine.isDragging)
    s.drag(row: 2)
    s.drag(row: 1)
    s.drag(row: 0)
    #expect(s.engine.foldTarget == nil)
    s.wait(599)
    #expect(s.engine.foldTarget == nil)
    s.wait(1)
    #expect(s.engine.foldTarget?.id == s.engine.list.id(at: 0))
    #expect(s.engine.narration == #"Drop to fixup into position 1 · "Add the parser" (pick 1a2b3c4)"#)
    s.send(.toggleFoldAction)
    #expect(s.engine.foldTarget?.action == .squash)
    #expect(s.engine.narration == #"Drop to squash into position 1 · "Add the parser" (pick 1a2b3c4)"#)
    s.release(row: 0)
    #expect(!s.engine.isDragging && s.engine.foldTarget == nil)
    #expect(s.strings[1] == "squash 9f8e7d6 Fix a typo in the parser")
    #expect(try s.replayed(on: Self.input) == s.strings)
    s.send(.undo)
    #expect(s.strings == Self.todo)
  }

  @Test func movingOnMakesTheDropAMoveAgain() throws {
    var s = Session(todo: Self.todo)
    s.press(row: 3)
    s.wait(150)
    s.drag(row: 1)
    s.wait(700)
    #expect(s.engine.foldTarget != nil)
    s.drag(row: 0)
    #expect(s.engine.foldTarget == nil)
    #expect(s.engine.narration.text.hasPrefix("Moving"))
    s.release(row: 0)
    #expect(s.strings[0] == "pick 9f8e7d6 Fix a typo in the parser", "an ordinary move")
    // Resting on a line that is not a commit arms nothing.
    var t = Session(todo: Self.todo)
    t.press(row: 0)
    t.wait(150)
    t.drag(row: 1)
    t.drag(row: 2)
    t.wait(1000)
    // (Row 2 is inside the auto-scroll zone: that deadline may stand.)
    #expect(t.engine.foldTarget == nil && !t.engine.narration.text.hasPrefix("Drop to"))
  }

  @Test func restingDoesNothingUnlessAskedOrOutsideGit() {
    var s = Session(Self.todo) { $0.longPressDuration = .milliseconds(100) }
    s.press(row: 3)
    s.wait(150)
    s.drag(row: 0)
    s.wait(1000)
    #expect(s.engine.foldTarget == nil)
    s.release(row: 0)
    #expect(s.strings[0] == "pick 9f8e7d6 Fix a typo in the parser")
  }

  @Test func foldRestArmsOnlyAfterStillness() {
    var rest = FoldRest(restDuration: .milliseconds(600))
    rest.observe(point: Point(x: 1, y: 1), row: 4, at: .seconds(1))
    #expect(rest.deadline == .seconds(1) + .milliseconds(600))
    let early = rest.arm(at: .seconds(1) + .milliseconds(599))
    let onTime = rest.arm(at: .seconds(1) + .milliseconds(600))
    #expect(!early && onTime && rest.target == 4)
    #expect(rest.deadline == nil)
    let disarmed = rest.observe(point: Point(x: 2, y: 1), row: 4, at: .seconds(2))
    #expect(disarmed && rest.target == nil, "moving disarms")
    rest.observe(point: Point(x: 2, y: 1), row: nil, at: .seconds(2))
    let late = rest.arm(at: .seconds(9))
    #expect(rest.deadline == nil && !late, "no row to fold into")
    rest.toggleAction()
    #expect(rest.action == .squash)
    rest.reset()
    #expect(rest.action == .fixup && rest.target == nil)
  }
}
