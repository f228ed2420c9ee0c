import Testing

@testable import ReorderBoard
@testable import ReorderCore

/// Boards as Obsidian's Kanban plugin and taskell read them (issue 32):
/// which format a file is, its fixed parts, the Complete lanes, and the
/// blank lines that keep their places when cards and lanes move.
@Suite struct BoardFormatsTests {
  /// A board as `--board` reads it in `format`.
  func board(_ text: String, _ format: BoardFormat) -> (ReorderList, BoardKind) {
    let kind = BoardKind(format: format)
    let store = ItemStore()
    Array(text.utf8).withUnsafeBytes { _ = store.append($0) }
    store.finish()
    let preamble = BoardText.joinRows(of: store, format: format) ?? 0
    return (ReorderList(store: store, fixedCount: preamble) { kind.flags(of: $0) }, kind)
  }

  /// What is written after `plans` (each a move of the board as it then is).
  func written(_ text: String, _ format: BoardFormat, _ plans: [(BoardColumns) -> BoardColumns.Plan?]) throws
    -> String
  {
    var (list, kind) = board(text, format)
    for plan in plans {
      let move = try #require(plan(BoardColumns(list)))
      let edit = kind.completed(
        .place(from: move.ranks, to: PositionSet(move.toRank..<(move.toRank + move.ranks.count))), in: &list)
      #expect(kind.violation(of: edit, in: list) == nil)
      list.apply(edit)
    }
    let bytes = try kind.writtenText(of: list) ?? boardText(of: list)
    return String(decoding: bytes, as: UTF8.self)
  }

  static let obsidian = """
    ---

    kanban-plugin: board

    ---

    ## To do

    - [ ] Water the plants
    - [ ] Call the plumber
        about the kitchen tap


    ## Doing

    - [/] Paint the fence


    ## Done

    **Complete**
    - [x] Fix the gate




    %% kanban:settings
    ```
    {"kanban-plugin":"board"}
    ```
    %%
    """

  static let taskell = """
    ## To Do

    - Repot the basil
        @ 2024-06-14
        > The pot is too small.
        * [ ] buy a pot
    - Prune the roses

    ## Doing

    - Water the plants

    ## Done

    - Mend the hose

    """

  @Test func theFormatIsKnownByTheFilesContent() {
    let lines = { (text: String) in
      text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    }
    #expect(BoardFormat.detect(lines: lines(Self.obsidian)) == .obsidian)
    #expect(BoardFormat.detect(lines: lines(Self.taskell)) == .taskell)
    #expect(BoardFormat.detect(lines: lines("# Todo\n- a\nsome prose\n")) == .plain)
    #expect(BoardFormat.detect(lines: lines("---\ntitle: x\n---\n## A\n- a\n")) == .plain)
  }

  @Test func obsidiansFixedPartsAreNoCards() {
    let (list, _) = board(Self.obsidian, .obsidian)
    let columns = BoardColumns(list)
    #expect(columns.columnCount == 3)
    let cards = (0..<columns.columnCount).flatMap { columns.cards(of: $0) }.map {
      list.store[list.id(at: $0)].array
    }
    #expect(
      cards.allSatisfy { $0.starts(with: Array("- [".utf8)) }, "the footer and **Complete** are no cards")
    #expect(list.isLocked(list.count - 1), "the settings footer is locked")
    #expect(columns.rowCount == list.count - 1)
  }

  @Test func aCardMovedLastInTheLastLaneStaysAboveTheFooter() throws {
    // `b` on "Water the plants": to the end of Done, the last lane.
    let out = try written(Self.obsidian, .obsidian, [{ $0.moveCards([1], toColumn: 2, row: .max) }])
    #expect(
      out.hasSuffix(
        "- [x] Fix the gate\n- [x] Water the plants\n\n\n\n\n%% kanban:settings\n```\n{\"kanban-plugin\":\"board\"}\n```\n%%"
      ))
  }

  @Test func theLastLaneMovedFirstLeavesTheFooterLast() throws {
    let out = try written(Self.obsidian, .obsidian, [{ $0.moveColumn(2, to: 0) }])
    #expect(out.contains("---\n\n## Done\n\n**Complete**\n- [x] Fix the gate\n\n\n## To do\n"))
    #expect(out.contains("- [/] Paint the fence\n\n\n\n\n%% kanban:settings"))
    #expect(!out.contains("%%\n#"))
  }

  @Test func aCardEnteringACompleteLaneIsCheckedAndUncheckedLeavingIt() throws {
    let into = try written(Self.obsidian, .obsidian, [{ $0.moveCards([1], toColumn: 2, row: 0) }])
    #expect(into.contains("**Complete**\n- [x] Water the plants\n- [x] Fix the gate\n"))
    let out = try written(Self.obsidian, .obsidian, [{ $0.moveCards([6], toColumn: 0, row: 0) }])
    #expect(out.contains("## To do\n\n- [ ] Fix the gate\n- [ ] Water the plants\n"))
    // Between two ordinary lanes a `/` stays.
    let aside = try written(Self.obsidian, .obsidian, [{ $0.moveCards([4], toColumn: 0, row: 0) }])
    #expect(aside.contains("## To do\n\n- [/] Paint the fence\n- [ ] Water the plants\n"))
    #expect(aside.contains("## Doing\n\n\n\n## Done"), "an empty lane keeps the plugin's three blank lines")
  }

  @Test func theArchiveStaysLastAndTakesCards() throws {
    let text = Self.obsidian.replacingOccurrences(
      of: "\n\n\n\n%% kanban:settings",
      with: "\n\n\n***\n\n## Archive\n\n- [x] Mend the hose\n\n%% kanban:settings")
    let (list, kind) = board(text, .obsidian)
    let columns = BoardColumns(list)
    #expect(columns.columnCount == 4 && columns.keepsLastColumn)
    #expect(columns.moveColumn(3, to: 0) == nil, "the archive does not move")
    let toEnd = try #require(columns.moveColumn(0, to: 9))
    #expect(
      toEnd.toRank + toEnd.ranks.count == columns.headers[3], "a lane moved last goes before the archive")
    #expect(
      kind.violation(
        of: .place(
          from: PositionSet(columns.span(of: 0)), to: PositionSet((columns.rowCount - 3)..<columns.rowCount)),
        in: list) != nil)
    let out = try written(text, .obsidian, [{ $0.moveCards([1], toColumn: 3, row: 0) }])
    #expect(out.contains("## Archive\n\n- [ ] Water the plants\n- [x] Mend the hose\n\n%% kanban:settings"))
  }

  /// The archive's header lifts nothing, by the pointer or by Space (it
  /// used to lift alone, and its drop broke the board's rule; found by
  /// the random Obsidian sessions).
  @Test func theArchivesHeaderDoesNotLift() throws {
    let text = Self.obsidian.replacingOccurrences(
      of: "\n\n\n\n%% kanban:settings",
      with: "\n\n\n***\n\n## Archive\n\n- [x] Mend the hose\n\n%% kanban:settings")
    let (list, kind) = board(text, .obsidian)
    let archive = BoardColumns(list).headers[3]
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configuration.kind = kind
    var engine = ReorderEngine(list: list, width: 80, height: 20, configuration: configuration)
    _ = engine.handle(.cursor(.to(archive)), at: .seconds(1))
    _ = engine.handle(.holdKey(.press), at: .milliseconds(1020))
    #expect(!engine.isDragging)
    #expect(engine.narration.text.contains("section header; it can't be moved"), "\(engine.narration.text)")
    _ = engine.handle(.cursor(.to(0)), at: .milliseconds(1040))
    _ = engine.handle(.holdKey(.press), at: .milliseconds(1060))
    #expect(engine.isDragging, "an ordinary lane's header lifts its lane")
  }

  @Test func taskellBlankLinesStayWhereTaskellPutsThem() throws {
    // Prune the roses (the list's last task) to Done, then Doing last.
    let out = try written(
      Self.taskell, .taskell,
      [{ $0.moveCards([2], toColumn: 2, row: 0) }, { $0.moveColumn(1, to: 3) }])
    #expect(
      out == """
        ## To Do

        - Repot the basil
            @ 2024-06-14
            > The pot is too small.
            * [ ] buy a pot

        ## Done

        - Prune the roses
        - Mend the hose

        ## Doing

        - Water the plants

        """)
  }

  @Test func aPlainBoardKeepsItsOwnSpacing() throws {
    let text = "# A\n\n- a1\n\n- a2\n\n# B\n- b1\n- b2\n"
    #expect(try written(text, .plain, []) == text)
    let out = try written(text, .plain, [{ $0.moveCards([4], toColumn: 0, row: 1) }])
    #expect(out == "# A\n\n- a1\n\n- b1\n\n- a2\n\n# B\n- b2\n")
  }

  @Test func theReadBackRefusesATextThatReadsAsAnotherBoard() throws {
    var (list, kind) = board(Self.taskell, .taskell)
    let plan = try #require(BoardColumns(list).moveCards([1], toColumn: 1, row: 0))
    list.apply(.place(from: plan.ranks, to: PositionSet(plan.toRank..<(plan.toRank + 1))))
    let good = try #require(try kind.writtenText(of: list))
    var glued = good
    // A card glued under the heading line of the next list: two rows as one.
    let heading = Array("\n## Doing".utf8)
    let at = try #require(glued.firstRange(of: heading))
    glued.replaceSubrange(at, with: Array("\n    ## Doing".utf8))
    #expect(throws: OutputRefusal.self) { try kind.readBack(glued, as: list) }
    #expect(throws: Never.self) { try kind.readBack(good, as: list) }
  }
}
