import Testing

@testable import ReorderCore
@testable import ReorderTree

/// The output is read back before it is written: a corrupted output
/// trips the check, and no session's output ever does.
@Suite struct TreeReadBackTests {
  @Test func aCorruptedOutputIsRefused() throws {
    let doc = ["* A", "** b", "** c"]
    var s = try treeSession(doc, reading: .orgHeadings)
    s.engine.focus = 2
    s.send(.moveSelection(.vertical(-1)))
    let kind = try #require(s.engine.configuration.kind as? TreeKind)
    let good = output(of: s.engine.list)
    try kind.readBack(good, as: s.engine.list)
    // "** c" written as "*** c": it would read as b's child.
    let corrupted = Array("* A\n*** c\n** b\n".utf8)
    #expect(throws: OutputRefusal.self) { try kind.readBack(corrupted, as: s.engine.list) }
    do {
      try kind.readBack(corrupted, as: s.engine.list)
    } catch {
      #expect(error.message.contains("row 2"))
    }
    // A lost line.
    #expect(throws: OutputRefusal.self) { try kind.readBack(Array("* A\n** c\n".utf8), as: s.engine.list) }
  }

  static func randomDocument(kind: Int, using rng: inout SplitMix64) -> [String] {
    var lines: [String] = []
    var level = 1
    for i in 0..<Int.random(in: 1...12, using: &rng) {
      switch kind {
      case 0:
        level = Int.random(in: 1...min(6, level + 2), using: &rng)
        lines.append(String(repeating: "#", count: level) + " h\(i)")
        if Int.random(in: 0..<3, using: &rng) == 0 { lines += ["", "body \(i)", ""] }
      case 1:
        level = Int.random(in: 1...(level + 2), using: &rng)
        lines.append(String(repeating: "*", count: level) + " h\(i)")
        if Int.random(in: 0..<3, using: &rng) == 0 { lines.append("body \(i)") }
      default:
        level = Int.random(in: 0...(i == 0 ? 0 : level + 1), using: &rng)
        lines.append(String(repeating: "  ", count: level) + "- n\(i)")
        // Markdown lists (kind 3): loose ones too.
        if Int.random(in: 0..<(kind == 3 ? 3 : 5), using: &rng) == 0 { lines.append("") }
      }
    }
    return lines
  }

  static func randomAction(using rng: inout SplitMix64) -> EngineAction {
    switch Int.random(in: 0..<9, using: &rng) {
    case 0, 1: return .cursor(.vertical(Int.random(in: -3...3, using: &rng)))
    case 2: return .moveSelection(.vertical(Int.random(in: -2...2, using: &rng)))
    case 3: return .kind(TreeAction.indent)
    case 4: return .kind(TreeAction.outdent)
    case 5: return .kind(TreeAction.promote)
    case 6: return .kind(TreeAction.demote)
    case 7: return .moveSelection([.first, .last][Int.random(in: 0..<2, using: &rng)])
    default: return .undo
    }
  }

  @Test(arguments: 0..<120)
  func noSessionTripsTheCheck(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 31 &+ 7)
    let format = seed % 4
    let input = Self.randomDocument(kind: format, using: &rng)
    let reading: TreeReading = [.markdownHeadings, .orgHeadings, .indentation(tabWidth: 8)][min(format, 2)]
    var s = try treeSession(input, reading: reading, markdownLists: format == 3)
    var done: [String] = []
    for _ in 0..<30 {
      let before = s.strings
      if Int.random(in: 0..<4, using: &rng) == 0 {
        // A held row dragged to another row and column (another parent,
        // another depth), and dropped.
        let (from, to) = (Int.random(in: 0..<10, using: &rng), Int.random(in: 0..<10, using: &rng))
        let x = [1, 3, 5, 7, 9][Int.random(in: 0..<5, using: &rng)]
        done.append("drag \(from) to \(to) at x \(x)")
        s.press(row: from)
        s.wait(150)
        for row in stride(from: from, through: to, by: from <= to ? 1 : -1) { s.drag(row: row) }
        s.drag(row: to, x: x)
        s.release(row: to, x: x)
      } else {
        let action = Self.randomAction(using: &rng)
        done.append("\(action) at \(s.engine.focus)")
        s.send(action)
      }
      let kind = try #require(s.engine.configuration.kind as? TreeKind)
      do {
        try kind.readBack(output(of: s.engine.list), as: s.engine.list)
      } catch {
        let after = s.strings.joined(separator: "\n")
        Issue.record(
          "seed \(seed): \(error.message)\n\(done.suffix(1))\nbefore:\n\(before.joined(separator: "\n"))\nafter:\n\(after)"
        )
        return
      }
    }
    s.send(.escape)
    var replayer = EditLog.Replayer(
      list: ReorderList(store: makeStore(input), fixedCount: s.engine.list.fixedIDs.count),
      rules: s.engine.configuration.editRules)
    for line in s.logLines { try replayer.apply(try EditLog.parse(line)) }
    #expect(replayer.list.strings == s.strings, "seed \(seed): the replay differs")
  }
}

/// The whole output of a tree's list: its fixed lines, then its rows.
func output(of list: ReorderList) -> [UInt8] {
  var out: [UInt8] = []
  for id in list.fixedIDs {
    out += list.store[id].array
    if id < list.store.loadedCount - 1 || list.store.lastItemTerminated { out.append(0x0A) }
  }
  return out + text(of: list)
}
