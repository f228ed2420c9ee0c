import Testing

@testable import ReorderCore
@testable import ReorderTree

/// One rule book per kind, for the session, `--replay` and `--order`:
/// random sessions of every kind (keys, the mouse, the kind's own keys,
/// deletes, undo) replay to the same lines; random edits that a replay
/// accepts leave a list a session could reach; and `--order` accepts an
/// order exactly when a naive model of the kind says a session reaches it.
@Suite struct TreeKindRulesPropertyTests {
  // MARK: - Sessions replay

  /// Trees and outlines, with locked rows and section headers now and
  /// then: the log replays with a kind read afresh from the input.
  @Test(arguments: 0..<6)
  func treeSessionsReplay(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 7 &+ 11)
    var logged = 0
    for round in 0..<40 {
      let outline = round % 3 == 2
      let input = outline ? Self.randomOutline(using: &rng) : TreeSessionPropertyTests.randomTree(using: &rng)
      let locked: Set<String> =
        Int.random(in: 0..<4, using: &rng) == 0 ? [input.randomElement(using: &rng)!] : []
      let sections: Set<String> = !outline && Int.random(in: 0..<4, using: &rng) == 0 ? ["n3"] : []
      let reading: TreeReading = outline ? .markdownHeadings : .indentation(tabWidth: 8)
      var s = try treeSession(input, reading: reading, locked: locked, sections: sections)
      s.send(.toggleEditMode)
      for _ in 0..<30 {
        s.time += .milliseconds(Int.random(in: 0...300, using: &rng))
        if Int.random(in: 0..<8, using: &rng) == 0 {
          s.press(row: Int.random(in: 0...10, using: &rng), x: Int.random(in: 2...8, using: &rng))
          s.wait(150)
        } else if Int.random(in: 0..<10, using: &rng) == 0 {
          s.send(.delete)
        } else if Int.random(in: 0..<12, using: &rng) == 0 {
          s.send(.toggleDropMode)
        } else {
          s.send(TreeSessionPropertyTests.randomAction(using: &rng))
        }
      }
      s.send(.escape)
      let fresh = try treeSession(input, reading: reading, locked: locked, sections: sections)
      var replayer = EditLog.Replayer(list: fresh.engine.list, rules: fresh.engine.configuration.editRules)
      for line in s.logLines {
        do {
          try replayer.apply(try EditLog.parse(line))
        } catch {
          Issue.record("seed \(seed): \(input) refused \(line): \(error) — log \(s.logLines)")
          break
        }
      }
      #expect(replayer.list.strings == s.strings, "seed \(seed): \(input), log \(s.logLines)")
      logged += s.logLines.count
    }
    #expect(logged > 50, "sessions made edits: \(logged) logged")
  }

  // MARK: - Random edits: what is accepted, a session could reach

  /// Random moves, deletes, swaps and depth rewrites on trees: each one
  /// the replay accepts leaves lines that read back as the tree the kind
  /// records (no row under a parent it lost, none deeper than one below
  /// the row above), and each one refused changes nothing.
  @Test(arguments: 0..<4)
  func randomTreeEditsAreAcceptedOnlyWhenTheTreeHolds(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 13 &+ 5)
    var accepted = 0
    var refused = 0
    for _ in 0..<150 {
      let input = TreeSessionPropertyTests.randomTree(using: &rng)
      let s = try treeSession(input)
      var replayer = EditLog.Replayer(list: s.engine.list, rules: s.engine.configuration.editRules)
      for _ in 0..<4 {
        let n = replayer.list.count
        let entry = Self.randomTreeEntry(replayer.list, count: n, using: &rng)
        let before = replayer.list.strings
        do {
          try replayer.apply(entry)
          accepted += 1
        } catch {
          refused += 1
          #expect(replayer.list.strings == before, "a refused entry changed the list")
          continue
        }
        let kept = try #require(replayer.rules.kind as? TreeKind).rows
        let reread = try TreeRows.read(makeStore(replayer.list.strings), reading: .indentation(tabWidth: 8))
        for p in 0..<replayer.list.count {
          let id = replayer.list.order[p]
          #expect(
            kept.role(ofID: id) == reread.role(ofID: UInt32(p))
              && kept.depth(ofID: id) == reread.depth(ofID: UInt32(p)),
            "\(input) after \(EditLog.json(entry)): row \(p + 1) reads back at another depth")
        }
      }
    }
    #expect(accepted > 50 && refused > 50, "both paths: \(accepted) accepted, \(refused) refused")
  }

  // MARK: - `--order` against naive models

  /// A tree's `--order` is accepted exactly when the rows, read in that
  /// order, are the same tree rows at the same depths (each attached row
  /// still after its node): what moves of whole subtrees reach.
  @Test(arguments: 0..<4)
  func treeOrdersAreAcceptedExactlyWhenTheyKeepEveryDepth(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 101 &+ 7)
    var accepted = 0
    for round in 0..<200 {
      let input = TreeSessionPropertyTests.randomTree(using: &rng)
      let s = try treeSession(input)
      let order = randomOrder(count: input.count, nearlyValid: round % 2 == 0, using: &rng)
      var list = s.engine.list
      let problem = s.engine.configuration.editRules.apply(order: order, to: &list)
      let wanted = order.map { input[$0 - 1] }
      let before = try TreeRows.read(makeStore(input), reading: .indentation(tabWidth: 8))
      let after = try TreeRows.read(makeStore(wanted), reading: .indentation(tabWidth: 8))
      let keeps = order.enumerated().allSatisfy { p, old in
        before.role(ofID: UInt32(old - 1)) == after.role(ofID: UInt32(p))
          && before.depth(ofID: UInt32(old - 1)) == after.depth(ofID: UInt32(p))
          && (before.role(ofID: UInt32(old - 1)) != .attached || (p > 0 && order[p - 1] == old - 1))
      }
      #expect((problem == nil) == keeps, "\(input) --order \(order): \(problem ?? "accepted")")
      if problem == nil {
        accepted += 1
        #expect(list.strings == wanted, "\(input) --order \(order)")
      } else {
        #expect(list.strings == input, "a refused order changed the list")
      }
    }
    #expect(accepted > 40 && accepted < 160, "both paths: \(accepted) of 200 accepted")
  }

  // MARK: - Generators

  static func randomOutline(using rng: inout SplitMix64) -> [String] {
    var lines: [String] = Bool.random(using: &rng) ? ["intro"] : []
    var level = 1
    for i in 0..<Int.random(in: 1...10, using: &rng) {
      level = Int.random(in: 1...min(6, i == 0 ? 1 : level + 1), using: &rng)
      lines.append(String(repeating: "#", count: level) + " h\(i)")
      for j in 0..<Int.random(in: 0...2, using: &rng) { lines.append("body \(i).\(j)") }
    }
    return lines
  }

  /// A random log entry for a tree of `count` rows: moves of blocks,
  /// deletes, swaps and one row rewritten a level in or out.
  static func randomTreeEntry(_ list: ReorderList, count: Int, using rng: inout SplitMix64) -> EditLog.Entry {
    guard count > 0 else { return .undo }
    func position() -> Int { Int.random(in: 1...count, using: &rng) }
    switch Int.random(in: 0..<5, using: &rng) {
    case 0, 1:
      let from = position()
      let k = Int.random(in: 1...max(1, count - from + 1), using: &rng)
      let to = position()
      return .move(from: PositionSet(from..<(from + k)), to: PositionSet(to..<(to + k)))
    case 2:
      let at = position()
      return .delete(Array(at...min(count, at + Int.random(in: 0...2, using: &rng))))
    case 3: return .swap(position(), position())
    default:
      let at = position()
      let line = list.store[list.id(at: at - 1)].array
      let text = Bool.random(using: &rng) ? Array("  ".utf8) + line : Array(line.drop { $0 == 0x20 })
      return .replace(at, text: text)
    }
  }
}
