import Testing

@testable import ReorderCore
@testable import ReorderTree

/// Random sessions on random trees, driven as a person would (keys, the
/// mouse, depth changes, J/K/H/L, t/b/:N, undo/redo): a tree's rows only
/// ever move with their subtrees, so after every action each line is an
/// input line with at most its indentation changed, every line is there
/// once, the log replays to the same lines, and undoing everything gives
/// the input back byte for byte.
@Suite struct TreeSessionPropertyTests {
  static func randomTree(using rng: inout SplitMix64) -> [String] {
    var lines: [String] = []
    var depth = 0
    for i in 0..<Int.random(in: 1...14, using: &rng) {
      depth = Int.random(in: 0...(i == 0 ? 0 : depth + 1), using: &rng)
      lines.append(String(repeating: "  ", count: depth) + "n\(i)")
      if Int.random(in: 0..<5, using: &rng) == 0 { lines.append("") }
    }
    return lines
  }

  static func randomAction(using rng: inout SplitMix64) -> EngineAction {
    switch Int.random(in: 0..<14, using: &rng) {
    case 0, 1: return .cursor(.vertical(Int.random(in: -3...3, using: &rng)))
    case 2: return .holdKey(.press)
    case 3: return .confirm
    case 4: return .kind(TreeAction.deeper)
    case 5: return .kind(TreeAction.shallower)
    case 6: return .kind(TreeAction.indent)
    case 7: return .kind(TreeAction.outdent)
    case 8: return .moveSelection(.vertical(Int.random(in: -2...2, using: &rng)))
    case 9:
      return .moveSelection(
        [.first, .last, .to(Int.random(in: 0...15, using: &rng))][Int.random(in: 0..<3, using: &rng)])
    case 10: return .undo
    case 11: return .redo
    case 12: return .escape
    default:
      return .pointerMoved(
        Point(x: Int.random(in: 0...12, using: &rng), y: Int.random(in: 0...12, using: &rng)))
    }
  }

  @Test(arguments: 0..<60)
  func aSessionKeepsEveryLineAndUndoesToTheInput(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed))
    let input = Self.randomTree(using: &rng)
    var s = try treeSession(input)
    for _ in 0..<40 {
      s.time += .milliseconds(Int.random(in: 0...300, using: &rng))
      if Int.random(in: 0..<8, using: &rng) == 0 {
        s.press(row: Int.random(in: 0...10, using: &rng), x: Int.random(in: 2...8, using: &rng))
        s.wait(150)
      } else if Int.random(in: 0..<8, using: &rng) == 0 {
        s.release(row: Int.random(in: 0...10, using: &rng), x: Int.random(in: 0...10, using: &rng))
      } else {
        s.send(Self.randomAction(using: &rng))
      }
      let stripped = s.strings.map { $0.drop { $0 == " " } }.sorted()
      #expect(stripped == input.map { $0.drop { $0 == " " } }.sorted(), "seed \(seed): a line changed")
      // The lines, read again, are the tree the engine keeps.
      let kept = try #require(s.engine.configuration.kind as? TreeKind).rows
      let reread = try TreeRows.read(makeStore(s.strings), reading: .indentation(tabWidth: 8))
      for p in 0..<s.engine.list.count {
        let id = s.engine.list.order[p]
        #expect(
          kept.role(ofID: id) == reread.role(ofID: UInt32(p))
            && kept.depth(ofID: id) == reread.depth(ofID: UInt32(p)),
          "seed \(seed): row \(p + 1) reads back at another depth")
      }
    }
    s.send(.escape)
    var replayer = EditLog.Replayer(
      list: ReorderList(store: makeStore(input)), rules: s.engine.configuration.editRules)
    for line in s.logLines { try replayer.apply(try EditLog.parse(line)) }
    #expect(replayer.list.strings == s.strings, "seed \(seed): the replay differs")
    s.send(.undoSteps(1000))
    #expect(s.strings == input, "seed \(seed): undoing everything")
  }
}
