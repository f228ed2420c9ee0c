import Testing

@testable import ReorderCore

/// One rule book per kind, for the session, `--replay` and `--order`:
/// random sessions of every kind (keys, the mouse, the kind's own keys,
/// deletes, undo) replay to the same lines; random edits that a replay
/// accepts leave a list a session could reach; and `--order` accepts an
/// order exactly when a naive model of the kind says a session reaches it.
@Suite struct KindRulesPropertyTests {
  // MARK: - Sessions replay

  /// A plain list with locked rows and headers, or a git todo: every log
  /// a session writes replays, to the session's lines.
  @Test(arguments: 0..<4)
  func listAndGitSessionsReplay(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 104_729 &+ 3)
    for _ in 0..<60 {
      let recorded = RecordedSession(using: &rng)
      var replayer = EditLog.Replayer(list: makeList(recorded.items), rules: recorded.rules)
      for line in recorded.log { try replayer.apply(try EditLog.parse(line)) }
      #expect(replayer.list.strings == recorded.result, "\(recorded.items) \(recorded.log)")
    }
  }

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
      var s = Session(["unused"])
      s.engine = ReorderEngine(list: makeBoard(text), width: 60, height: 12, configuration: configuration)
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

  /// A list with headers and locked rows: accepted exactly when every
  /// locked row stays, the headers keep their order and nothing goes above
  /// the headers the list starts with.
  @Test(arguments: 0..<4)
  func listOrdersAreAcceptedExactlyWhenHeadersAndLocksHold(seed: UInt64) {
    var rng = SplitMix64(seed: seed &* 37 &+ 1)
    var accepted = 0
    for round in 0..<300 {
      let n = Int.random(in: 1...9, using: &rng)
      let items = (0..<n).map { i in
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return "!l\(i)"
        case 1: return "#h\(i)"
        default: return "r\(i)"
        }
      }
      let input = makeList(items)
      let order = Self.randomOrder(count: n, nearlyValid: round % 2 == 0, using: &rng)
      var list = input
      let problem = EditRules().apply(order: order, to: &list)
      let wanted = order.map { items[$0 - 1] }
      let locksStay = items.indices.allSatisfy { !items[$0].hasPrefix("!") || wanted[$0] == items[$0] }
      let headers = { (rows: [String]) in rows.filter { $0.hasPrefix("#") } }
      let leading = { (rows: [String]) in
        Array(rows.filter { !$0.hasPrefix("!") }.prefix { $0.hasPrefix("#") })
      }
      let holds =
        locksStay && headers(wanted) == headers(items) && leading(wanted).count >= leading(items).count
      #expect((problem == nil) == holds, "\(items) --order \(order): \(problem ?? "accepted")")
      #expect(list.strings == (problem == nil ? wanted : items))
      if problem == nil { accepted += 1 }
    }
    #expect(accepted > 60 && accepted < 240, "both paths: \(accepted) of 300 accepted")
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
      let order = Self.randomOrder(count: input.count, nearlyValid: round % 2 == 0, using: &rng)
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

  /// A permutation of 1…count: any, or the identity with one run of rows
  /// moved (which keeps a tree valid more often).
  static func randomOrder(count: Int, nearlyValid: Bool, using rng: inout SplitMix64) -> [Int] {
    var order = Array(1...max(count, 1)).prefix(count).map { $0 }
    guard count > 1 else { return order }
    if !nearlyValid {
      order.shuffle(using: &rng)
      return order
    }
    let start = Int.random(in: 0..<count, using: &rng)
    let length = Int.random(in: 1...(count - start), using: &rng)
    let run = Array(order[start..<(start + length)])
    order.removeSubrange(start..<(start + length))
    order.insert(contentsOf: run, at: Int.random(in: 0...order.count, using: &rng))
    return order
  }
}
