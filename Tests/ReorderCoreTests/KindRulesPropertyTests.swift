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
      let order = randomOrder(count: n, nearlyValid: round % 2 == 0, using: &rng)
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
}
