import Testing

@testable import ReorderBoard
@testable import ReorderCore

/// A board's one rule book, for the session, `--replay` and `--order`
/// (issue 29): a card never lands above the first column's header, a
/// column moves whole, the logs a board's sessions write replay, and
/// `--order` accepts an order exactly when a column's header leads.
@Suite struct BoardRulesTests {
  static let board = "# A\n- a1\n  sub\n- a2\n# B\n- b1\n"

  /// `order` applied to `list` under `rules`; nil if accepted, else the
  /// rule. A refused order leaves the list as it was.
  static func order(_ order: [Int], on list: ReorderList, rules: EditRules) -> String? {
    var result = list
    let problem = rules.apply(order: order, to: &result)
    if problem != nil {
      #expect(result.boardStrings == list.boardStrings, "a refused order changed the list")
    }
    return problem
  }

  @Test func orderMovingACardAboveTheFirstColumnIsRefused() {
    let rules = EditRules(kind: BoardKind())
    let list = makeBoard(Self.board)
    #expect(
      Self.order([2, 1, 3, 4, 5], on: list, rules: rules)
        == "--order cannot put line 2 at position 1: a card lands in a column: nothing goes above the first column's header"
    )
    // Column B first, and a2 into it: what L and a card's move do.
    var moved = list
    #expect(rules.apply(order: [4, 3, 5, 1, 2], to: &moved) == nil)
    #expect(moved.boardStrings == ["# B", "- a2", "- b1", "# A", "- a1\n  sub"])
  }

  /// `L` on column A's header, then Enter: the column move the session
  /// logs replays (it was refused as a header's move).
  @Test func aBoardsColumnMoveReplays() throws {
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configuration.logsEdits = true
    configuration.kind = BoardKind()
    var s = BoardDriver(
      engine: ReorderEngine(list: makeBoard(Self.board), width: 60, height: 12, configuration: configuration))
    s.send(.kind(BoardAction.moveSideways(by: 1)))
    s.send(.confirm)
    let log = s.effects.compactMap { effect -> String? in
      guard case .committed(let commit) = effect, let entry = commit.logEntry else { return nil }
      return EditLog.json(entry)
    }
    #expect(log == [#"{"op":"move","from":1,"to":3,"count":3}"#])
    var replayer = EditLog.Replayer(list: makeBoard(Self.board), rules: EditRules(kind: BoardKind()))
    for line in log { try replayer.apply(try EditLog.parse(line)) }
    #expect(replayer.list.boardStrings == ["# B", "- b1", "# A", "- a1\n  sub", "- a2"])
    #expect(replayer.list.boardStrings == s.engine.list.boardStrings)
  }

  // MARK: - Random sessions and orders

  /// Boards: cards and columns by keys and by the mouse, the log replays.
  @Test(arguments: 0..<4)
  func boardSessionsReplay(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 31 &+ 17)
    var logged = 0
    for _ in 0..<60 {
      let text = Self.randomBoard(using: &rng)
      var configuration = EngineConfiguration()
      configuration.animationDuration = .zero
      configuration.longPressDuration = .milliseconds(100)
      configuration.logsEdits = true
      configuration.kind = BoardKind()
      var s = BoardDriver(
        engine: ReorderEngine(list: makeBoard(text), width: 60, height: 12, configuration: configuration))
      s.send(.toggleEditMode)
      for _ in 0..<30 {
        s.time += .milliseconds(Int.random(in: 0...300, using: &rng))
        s.send(Self.randomBoardAction(using: &rng))
      }
      let log = s.effects.compactMap { effect -> String? in
        guard case .committed(let commit) = effect, let entry = commit.logEntry else { return nil }
        return EditLog.json(entry)
      }
      var replayer = EditLog.Replayer(list: makeBoard(text), rules: EditRules(kind: BoardKind()))
      for line in log {
        do {
          try replayer.apply(try EditLog.parse(line))
        } catch {
          Issue.record("\(text.debugDescription) refused \(line): \(error) — log \(log)")
          break
        }
      }
      #expect(replayer.list.boardStrings == s.engine.list.boardStrings, "\(text.debugDescription) \(log)")
      logged += log.count
    }
    #expect(logged > 100, "sessions made edits: \(logged) logged")
  }

  /// A board: accepted exactly when a column's header stays first (cards
  /// and columns go anywhere else).
  @Test(arguments: 0..<4)
  func boardOrdersAreAcceptedExactlyWhenAHeaderLeads(seed: UInt64) {
    var rng = SplitMix64(seed: seed &* 53 &+ 9)
    var accepted = 0
    for round in 0..<300 {
      let text = Self.randomBoard(using: &rng)
      let input = makeBoard(text)
      let order = randomOrder(count: input.count, nearlyValid: round % 2 == 0, using: &rng)
      var list = input
      let problem = EditRules(kind: BoardKind()).apply(order: order, to: &list)
      let rows = input.boardStrings
      let wanted = order.map { rows[$0 - 1] }
      let holds = wanted.first.map { $0.hasPrefix("#") } ?? true
      #expect(
        (problem == nil) == holds, "\(text.debugDescription) --order \(order): \(problem ?? "accepted")")
      #expect(list.boardStrings == (problem == nil ? wanted : rows))
      if problem == nil { accepted += 1 }
    }
    #expect(accepted > 60 && accepted < 240, "both paths: \(accepted) of 300 accepted")
  }

  // MARK: - Generators

  /// A board: a heading first, then cards (some with a sub-line) and
  /// headings.
  static func randomBoard(using rng: inout SplitMix64) -> String {
    var lines = ["# A"]
    for i in 0..<Int.random(in: 1...9, using: &rng) {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: lines.append("# C\(i)")
      case 1: lines += ["- c\(i)", "  sub\(i)"]
      default: lines.append("- c\(i)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func randomBoardAction(using rng: inout SplitMix64) -> EngineAction {
    switch Int.random(in: 0..<16, using: &rng) {
    case 0, 1: return .cursor(.vertical(Int.random(in: -3...3, using: &rng)))
    case 2: return .kind(BoardAction.focusColumn(by: Bool.random(using: &rng) ? 1 : -1))
    case 3, 4: return .kind(BoardAction.moveSideways(by: Bool.random(using: &rng) ? 1 : -1))
    case 5: return .kind(BoardAction.moveWithinColumn(by: Int.random(in: -2...2, using: &rng)))
    case 6: return .kind(BoardAction.moveToColumnEnd(top: Bool.random(using: &rng)))
    case 7: return .toggleMark
    case 8: return .delete
    case 9: return .undo
    case 10: return .redo
    case 11: return .holdKey(.press)
    case 12: return .confirm
    case 13:
      return .pointerDown(
        Point(x: Int.random(in: 2...50, using: &rng), y: Int.random(in: 0...11, using: &rng)), .primary,
        shift: false)
    case 14:
      return .pointerMoved(
        Point(x: Int.random(in: 0...59, using: &rng), y: Int.random(in: 0...11, using: &rng)))
    default:
      return .pointerUp(Point(x: Int.random(in: 0...59, using: &rng), y: Int.random(in: 0...11, using: &rng)))
    }
  }
}
