import Testing

@testable import ReorderCore
@testable import ReorderGit

/// Real session logs, mutated (positions, counts, ops, kinds, texts,
/// entries dropped, repeated or swapped), then replayed: every accepted log
/// gives a list a session could reach, and a refused entry changes nothing.
@Suite struct ReplayFuzzTests {
  @Test(arguments: 0..<4)
  func mutatedLogsGiveOnlyReachableLists(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 7919 &+ 5)
    var accepted = 0
    var refused = 0
    for _ in 0..<150 {
      let recorded = RecordedSession(using: &rng)
      // What the log writer wrote reads back, every entry of it.
      var entries = try recorded.log.map { try EditLog.parse($0) }
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        Self.mutate(&entries, count: recorded.items.count, using: &rng)
      }
      let input = makeList(recorded.items)
      var replayer = EditLog.Replayer(list: input, rules: recorded.rules)
      var failed = false
      for entry in entries {
        // Through the log's own text, as --replay reads it: the reader
        // reads back what the writer wrote, as the same entry; it refuses
        // (and so does --replay, the whole log) only a shape no session
        // writes, which a mutation can make.
        let parsed: EditLog.Entry
        do {
          parsed = try EditLog.parse(EditLog.json(entry))
        } catch {
          #expect(Self.isMalformed(entry), "refused to read \(EditLog.json(entry)): \(error)")
          failed = true
          break
        }
        #expect(parsed == entry, "\(EditLog.json(entry)) reads back as \(parsed)")
        let before = replayer.list.strings
        do {
          try replayer.apply(parsed)
        } catch {
          #expect(replayer.list.strings == before, "a refused entry changed the list")
          failed = true
          break
        }
      }
      if failed {
        refused += 1
        continue
      }
      accepted += 1
      let problems = Self.unreachable(replayer.list, from: input, rules: recorded.rules)
      #expect(problems.isEmpty, "\(problems) — items \(recorded.items), log \(entries.map(EditLog.json))")
    }
    #expect(
      accepted > 20 && refused > 20, "both paths are exercised: \(accepted) accepted, \(refused) refused")
  }

  // MARK: - Mutations

  static func mutate(_ entries: inout [EditLog.Entry], count: Int, using rng: inout SplitMix64) {
    guard !entries.isEmpty, Int.random(in: 0..<5, using: &rng) != 0 else {
      entries.insert(
        randomEntry(count: count, using: &rng), at: Int.random(in: 0...entries.count, using: &rng))
      return
    }
    let index = Int.random(in: 0..<entries.count, using: &rng)
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: entries.remove(at: index)
    case 1: entries.insert(entries[index], at: index)
    case 2: entries.swapAt(index, Int.random(in: 0..<entries.count, using: &rng))
    case 3: entries[index] = randomEntry(count: count, using: &rng)
    default: entries[index] = nudged(entries[index], count: count, using: &rng)
    }
  }

  /// The entry with one field changed a little (a position off by one, a
  /// count, a text, an action).
  static func nudged(_ entry: EditLog.Entry, count: Int, using rng: inout SplitMix64) -> EditLog.Entry {
    let delta = [-2, -1, 1, 2][Int.random(in: 0..<4, using: &rng)]
    switch entry {
    case .move(let from, let to):
      if Bool.random(using: &rng), let first = from.first, let target = to.first {
        let k = max(1, from.count + delta)
        return .move(from: PositionSet(first..<(first + k)), to: PositionSet(target..<(target + k)))
      }
      return Bool.random(using: &rng)
        ? .move(from: from.shifted(by: delta), to: to) : .move(from: from, to: to.shifted(by: delta))
    case .swap(let a, let b): return Bool.random(using: &rng) ? .swap(a, a) : .swap(a, b + delta)
    case .delete(let at): return .delete(at.map { $0 + delta })
    case .insert(let at, let texts):
      return Bool.random(using: &rng)
        ? .insert(at.map { $0 + delta }, texts: texts) : .insert(at, texts: [Array("exec true".utf8)])
    case .replace(let at, let text):
      let other = Array("pick feed42 foreign".utf8)
      return Bool.random(using: &rng) ? .replace(at + delta, text: text) : .replace(at, text: other)
    case .group(let entries):
      return entries.count > 1 && Bool.random(using: &rng)
        ? .group(Array(entries.dropLast())) : .group(entries + entries)
    case .undo: return .redo
    case .redo: return .undo
    }
  }

  /// An entry no log could hold: a move or an insert whose two lists
  /// differ in length (`PositionSet([3, 3])` is one position), or a group
  /// with one.
  static func isMalformed(_ entry: EditLog.Entry) -> Bool {
    switch entry {
    case .move(let from, let to): return from.count != to.count || from.isEmpty
    case .insert(let at, let texts): return at.count != texts.count
    case .group(let entries): return entries.contains(where: isMalformed)
    case .swap, .delete, .replace, .undo, .redo: return false
    }
  }

  static func randomEntry(count: Int, using rng: inout SplitMix64) -> EditLog.Entry {
    func position() -> Int { Int.random(in: 0...(count + 1), using: &rng) }
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:
      let k = Int.random(in: 1...3, using: &rng)
      let (from, to) = (position(), position())
      return .move(from: PositionSet(from..<(from + k)), to: PositionSet(to..<(to + k)))
    case 1:
      return .move(from: PositionSet([position(), position()]), to: PositionSet([position(), position()]))
    case 2: return .swap(position(), position())
    case 3: return .delete([position()])
    case 4: return .insert([position()], texts: [Array("break".utf8)])
    case 5:
      let action = GitAction.cycle[Int.random(in: 0..<6, using: &rng)].rawValue
      let n = Int.random(in: 0..<count, using: &rng)
      return .replace(position(), text: Array("\(action) \(n)abc subject \(n)".utf8))
    case 6: return .undo
    default: return .redo
    }
  }

  // MARK: - What a session can reach

  /// What makes `list` a list no session could reach from `input` under
  /// `rules` (empty when it is reachable):
  /// - every input item at most once; locked rows and headers all kept;
  /// - new lines only in a git todo: a `break`, an `exec`, a copy of a
  ///   commit, exec or break line, or a line of the input rewritten (a
  ///   commit with another action, `fixup -C`/`-c`; an exec, label, reset,
  ///   merge or update-ref line with a new text of its kind) in its place;
  /// - headers in their input order, the leading ones still leading;
  /// - locked rows in their order, each moved only by the rows deleted or
  ///   inserted before it: up by at most the deletes, down by at most the
  ///   inserts (new lines deleted again count as deletes too), and never
  ///   both ways without both kinds of edit.
  static func unreachable(_ list: ReorderList, from input: ReorderList, rules: EditRules) -> [String] {
    var problems: [String] = []
    let loaded = input.store.loadedCount
    let ids = list.order.map(Int.init)
    if Set(ids).count != ids.count { problems.append("an item twice") }
    var inserted = 0
    for id in ids where id >= loaded {
      let text = list.store[id].array
      let original = list.originalID(of: id)
      if rules.gitComment == nil { problems.append("a new line outside git mode") }
      let comment = rules.gitComment ?? .hash
      let parsed = GitTodoLine.parse(text, comment: comment)
      if original >= loaded {
        // A new line (or a new line rewritten since).
        inserted += 1
        let copied = parsed.isDuplicable && reachableTexts(input, comment: comment).contains(text)
        if !GitNewLine.isBreak(text) && !(parsed.action == .exec && parsed.isValid) && !copied {
          problems.append("inserted \(String(decoding: text, as: UTF8.self))")
        }
      } else {
        let old = input.store[original].array
        let oldParsed = GitTodoLine.parse(old, comment: comment)
        let rewrites = GitTodoLine.rewrites(of: old, comment: comment)
        let edited =
          oldParsed.action?.editsTextInPlace == true && parsed.action == oldParsed.action && parsed.isValid
        if !(rewrites + [old]).contains(text) && !edited {
          problems.append(
            "\(String(decoding: old, as: UTF8.self)) rewritten as \(String(decoding: text, as: UTF8.self))")
        }
        if ids.contains(original) { problems.append("a rewritten line and its original") }
      }
    }
    let kept = Set(ids.map { list.originalID(of: $0) })
    // Input rows deleted, and new lines deleted again (or rewritten away).
    let present = Set(ids)
    let vanished = (loaded..<list.store.count).filter {
      !present.contains($0) && list.originalID(of: $0) >= loaded
    }.count
    let deleted = input.count - (ids.count - inserted) + vanished
    for position in 0..<input.count where !input.flags(at: position).isLiftable {
      if !kept.contains(input.id(at: position)) { problems.append("row \(position + 1) was deleted") }
    }
    let headers = input.headerPositions.map { input.id(at: $0) }
    if list.headerPositions.map({ list.id(at: $0) }) != headers { problems.append("headers out of order") }
    let leading = input.leadingHeaderRanks
    if (0..<leading).map({ list.id(at: list.position(ofRank: $0)) })
      != (0..<leading).map({ input.id(at: input.position(ofRank: $0)) })
    {
      problems.append("the leading headers no longer lead")
    }
    let lockedIDs = input.lockedPositions.map { input.id(at: $0) }
    if list.lockedPositions.map({ list.id(at: $0) }) != lockedIDs {
      problems.append("locked rows out of order")
    }
    let shifts = zip(list.lockedPositions, input.lockedPositions).map { $0 - $1 }
    if shifts.contains(where: { $0 < -deleted || $0 > inserted }) {
      problems.append("a locked row moved: \(shifts)")
    }
    if inserted == 0 && zip(shifts, shifts.dropFirst()).contains(where: { $1 > $0 }) {
      problems.append("locked rows moved apart with nothing inserted: \(shifts)")
    }
    if deleted == 0 && zip(shifts, shifts.dropFirst()).contains(where: { $1 < $0 }) {
      problems.append("locked rows moved together with nothing deleted: \(shifts)")
    }
    return problems
  }

  /// The input's lines, and each commit line with every other action.
  static func reachableTexts(_ input: ReorderList, comment: GitCommentMarker) -> Set<[UInt8]> {
    var texts = Set<[UInt8]>()
    for line in input.itemsAsArrays {
      texts.insert(line)
      texts.formUnion(GitTodoLine.rewrites(of: line, comment: comment))
    }
    return texts
  }
}
