import ReorderCore

// What a tree's (or an outline's) session can change, as one rule book
// for the session, `--replay` and `--order` (``ListKind/violation(of:in:)``):
//
//     move      a node with its whole subtree, to a gap between rows (never
//               inside a node's attached rows), at a depth from the row
//               below's to one deeper than the row above's: the plan of a
//               drop (``TreeRows/planDrop(lifted:gap:depth:in:store:)``);
//     rewrite   only the moved subtree's rows, each as that plan (or H/L's,
//               ``TreeRows/planShift(at:outward:in:store:)``) writes it;
//               in an outline, a heading's (or a subtree's) level change
//               and the rows it reads at other depths
//               (``TreeRows/planLevelShift(at:outward:wholeSubtree:in:store:)``);
//     delete    a node with its subtree; an attached row alone;
//     never     a swap, an insert, a locked row moved or crossed.
//
// An edit is checked by planning the move a session would make and
// comparing: the session's own planner decides.

extension TreeKind {
  public func violation(of edit: Edit, in list: ReorderList) -> String? {
    switch edit {
    case .insert: return "lines are never inserted in a tree or an outline"
    case .swap: return "rows of a tree never swap: a node moves with its subtree"
    case .delete(let positions, _): return deleteViolation(positions, in: list)
    case .place, .replace, .group:
      if case .failure(let problem) = plannedMove(for: edit, in: list) { return problem.rule }
      return nil
    }
  }

  /// Registers the rows a replayed move rewrites, as the session's commit
  /// does (``TreeRows/register(_:as:)``), by the ids the edit stores them as.
  public func record(_ edit: Edit, in list: ReorderList) {
    guard case .success(let move) = plannedMove(for: edit, in: list) else { return }
    for (rewrite, id) in zip(move.rewrites, Self.replacements(in: edit).map(\.new)) {
      tree.rows.record(rewrite, as: id)
    }
  }

  /// Why a rule refuses an edit: one sentence.
  struct Refusal: Error {
    var rule: String
  }

  /// A delete takes whole subtrees: each row it names that no earlier one
  /// takes with it is a node whose subtree it names too, or an attached
  /// row (alone).
  func deleteViolation(_ positions: PositionSet, in list: ReorderList) -> String? {
    if let problem = list.listViolation(of: .delete(positions: positions, ids: []), lineEdits: { _ in nil }) {
      return problem
    }
    let order = list.order
    var covered = 0..<0
    for position in positions where !covered.contains(position) {
      guard rows.role(at: position, in: order) == .node else { continue }
      covered = rows.subtree(of: position, in: order)
      for under in covered where !positions.contains(under) {
        return "row \(position + 1) is deleted with its subtree (rows \(covered.lowerBound + 1)…"
          + "\(covered.upperBound)), not without row \(under + 1)"
      }
    }
    return nil
  }

  /// The edit's `place` (if any) and its rewritten rows, in order.
  static func replacements(in edit: Edit) -> [(position: Int, old: UInt32, new: UInt32)] {
    switch edit {
    case .replace(let position, let old, let new): return [(position, old, new)]
    case .group(let edits):
      return edits.compactMap {
        guard case .replace(let position, let old, let new) = $0 else { return nil }
        return (position, old, new)
      }
    default: return []
    }
  }

  /// The move a session would make for `edit`: its subtree, its gap and
  /// depth, planned as a drop (or H/L), and its rewrites the edit's own.
  func plannedMove(for edit: Edit, in list: ReorderList) -> Result<TreeMove, Refusal> {
    var place: (from: PositionSet, to: PositionSet)?
    var parts: [Edit]
    switch edit {
    case .place(let from, let to): (place, parts) = ((from, to), [])
    case .group(let edits): parts = edits
    default: parts = [edit]
    }
    if case .place(let from, let to)? = parts.first, place == nil {
      place = (from, to)
      parts.removeFirst()
    }
    // Blank rows that go back to their places come last (TreeMove.layout).
    var layout: [GapMove] = []
    while case .place(let from, let to)? = parts.last, let first = from.first, let target = to.first,
      from.isContiguous, to.isContiguous, from.count == to.count
    {
      let start = list.position(ofRank: first)
      layout.insert(GapMove(from: start..<(start + from.count), to: list.position(ofRank: target)), at: 0)
      parts.removeLast()
    }
    let replaced = Self.replacements(in: .group(parts))
    guard replaced.count == parts.count else {
      return .failure(
        Refusal(rule: "a tree's edit is one move of a subtree: where it goes, then its rows' new depth"))
    }
    let span: (source: Range<Int>, gap: Int)
    switch place.map({ subtreeSpan(from: $0.from, to: $0.to, in: list) }) {
    case .failure(let refusal)?: return .failure(refusal)
    case .success(let found)?: span = found
    case nil:
      guard let root = replaced.first?.position, root >= 0, root < list.count else {
        return .failure(Refusal(rule: "a group needs an edit"))
      }
      let isNode = rows.role(at: root, in: list.order) == .node
      span = (isNode ? rows.subtree(of: root, in: list.order) : root..<(root + 1), root)
    }
    if let problem = subtreeViolation(span.source, in: list) { return .failure(Refusal(rule: problem)) }
    let planned = plan(source: span.source, gap: span.gap, rewritten: replaced, in: list)
    guard case .success(var move) = planned, move.layout != layout else { return planned }
    // A move without the blank lines' layout (`--order` asks for each row's
    // place) is a session's too, where Markdown reads it as planned.
    guard layout.isEmpty else {
      return .failure(
        Refusal(
          rule: "the blank lines that end a list or a section stay at its end, as the session moves them"))
    }
    move.layout = []
    guard rows.readsAsMarkdown(move, in: list.order, store: list.store) else {
      return .failure(Refusal(rule: "Markdown would read other headings there (no blank line)"))
    }
    return .success(move)
  }

  /// The rows a `place` lifts, as positions, and the gap it lands in (in
  /// the list without them); refused when it is no one block or crosses a
  /// locked row.
  private func subtreeSpan(from: PositionSet, to: PositionSet, in list: ReorderList) -> Result<
    (source: Range<Int>, gap: Int), Refusal
  > {
    guard let first = from.first, let last = from.last, let target = to.first, let targetLast = to.last,
      from.count == to.count, first >= 0, target >= 0, last < list.movableCount,
      targetLast < list.movableCount
    else { return .failure(Refusal(rule: "a move outside the rows that can move")) }
    guard from.isContiguous, to.isContiguous else {
      return .failure(Refusal(rule: "a tree moves one subtree at a time, its rows together"))
    }
    if from == to { return .failure(Refusal(rule: "a move that moves nothing")) }
    let low = list.position(ofRank: min(first, target))
    let high = list.position(ofRank: max(last, targetLast))
    guard high - low == max(last, targetLast) - min(first, target) else {
      return .failure(Refusal(rule: "a locked row keeps its place: no subtree moves across it"))
    }
    let start = list.position(ofRank: first)
    return .success((start..<(start + from.count), start + target - first))
  }

  /// Why `source` is no subtree a session lifts: it starts at a row that
  /// is no node, leaves part of its node's subtree, or holds a locked row.
  private func subtreeViolation(_ source: Range<Int>, in list: ReorderList) -> String? {
    let order = list.order
    let first = source.lowerBound
    switch rows.role(at: first, in: order) {
    case .preamble:
      return list.liftViolation(first, "moved") ?? "row \(first + 1) is no part of the tree: it never moves"
    case .attached:
      return "row \(first + 1) belongs to the row above it (a blank line, a heading's body): it moves with it"
    case .node: break
    }
    let subtree = rows.subtree(of: first, in: order)
    guard source == subtree else {
      return
        "row \(first + 1) moves with its whole subtree, rows \(subtree.lowerBound + 1)…\(subtree.upperBound)"
    }
    for position in subtree where list.isLocked(position) {
      return "row \(position + 1) is locked: locked rows are never moved"
    }
    return nil
  }

  /// The planned drop of `source` at `gap` at the depth its first
  /// rewritten row says (its own depth when none is), or H/L in place;
  /// accepted when it rewrites exactly the rows `rewritten` names, as
  /// they read.
  private func plan(
    source: Range<Int>, gap: Int, rewritten: [(position: Int, old: UInt32, new: UInt32)], in list: ReorderList
  ) -> Result<TreeMove, Refusal> {
    let order = list.order
    let depth = rows.depth(at: source.lowerBound, in: order)
    var wanted = depth
    // A move that keeps its depth may number its ordered list again: its
    // root is then one of the rewritten rows, not always the first.
    let renumbersOnly =
      rewritten.first.map { $0.position != gap } ?? false
      && rewritten.allSatisfy { TreeRows.orderedNumber(list.store[Int($0.old)].array) != nil }
    if let root = rewritten.first, !renumbersOnly {
      guard root.position == gap, root.old == order[source.lowerBound] else {
        return .failure(
          Refusal(rule: "a move rewrites its subtree's rows, its first row first, where it lands"))
      }
      guard let change = depthChange(from: root.old, to: root.new, in: list) else {
        return .failure(
          Refusal(
            rule:
              "a tree's line is rewritten only in its indentation (or its heading's markers), by whole levels"
          ))
      }
      wanted = depth + change
    }
    var plans = [rows.planDrop(lifted: source, gap: gap, depth: wanted, in: order, store: list.store)]
    // H/L in place: one level out or in, though the indentation may
    // change by more units (a row outdented to its parent's column).
    if gap == source.lowerBound && wanted != depth {
      plans.append(rows.planShift(at: gap, outward: wanted < depth, in: order, store: list.store))
      if reading.isOutline {
        // One heading without its subtree (org's M-left/right).
        plans.append(
          rows.planLevelShift(
            at: gap, outward: wanted < depth, wholeSubtree: false, in: order, store: list.store))
      }
    }
    var refusal = Refusal(rule: "")
    // Past one level's worth of indentation, H/L is only tried: what is
    // said of a refusal is the drop's.
    let saysDrop = abs(wanted - depth) > 1
    for (index, planned) in plans.enumerated() {
      if index > 0 && saysDrop, case .failure = planned { continue }
      switch planned {
      case .failure(let why):
        refusal = Refusal(rule: rule(why, gap: gap, depth: wanted, lifted: source, in: list))
      case .success(var move):
        if rewritten.isEmpty && move.rewrites.count == move.renumbered {
          // `--order` asks for each row's place, its text unchanged.
          (move.rewrites, move.renumbered) = ([], 0)
        }
        if let problem = mismatch(move, rewritten, in: list) {
          if index == 0 || !saysDrop { refusal = Refusal(rule: problem) }
          continue
        }
        // A heading's level change rewrites the rows the levels then
        // read at other depths, past its subtree too.
        if let locked = move.rewrites.first(where: { list.isLocked($0.position) }) {
          return .failure(Refusal(rule: "row \(locked.position + 1) is locked: locked rows are never moved"))
        }
        return .success(move)
      }
    }
    return .failure(refusal)
  }

  /// How many levels deeper (or shallower) `new` is than `old`, if its
  /// level is the old one's changed by whole levels.
  private func depthChange(from old: UInt32, to new: UInt32, in list: ReorderList) -> Int? {
    let before = list.store[Int(old)].array
    let after = list.store[Int(new)].array
    if reading == .markdownHeadings && SetextRewrite.isSetext(before) {
      // A setext heading changes level 1 ↔ 2 by its underline, or becomes
      // an ATX heading (the plan's bytes are checked after).
      let level =
        SetextRewrite.isSetext(after) ? 3 - rows.level(ofID: old) : after.prefix { $0 == 0x23 }.count
      return level - rows.level(ofID: old)
    }
    if let a = TreeRows.orderedNumber(before), let b = TreeRows.orderedNumber(after),
      before[a.digits.upperBound...] == after[b.digits.upperBound...],
      before[..<a.digits.lowerBound] == after[..<b.digits.lowerBound]
    {
      // Numbered again, in place.
      return 0
    }
    guard TreeLineRule.rewritesOnlyDepth(before, after, reading: reading) else { return nil }
    let levels = after.withUnsafeBufferPointer { line -> Int? in
      switch reading {
      case .indentation(let tabWidth): return LeadingBytes.indentation(line, tabWidth: tabWidth).columns
      case .markdownHeadings, .orgHeadings:
        let marker: UInt8 = reading == .orgHeadings ? 0x2A : 0x23
        return line.drop { $0 == LeadingBytes.space }.prefix { $0 == marker }.count
      }
    }
    guard let level = levels else { return nil }
    let delta = level - rows.level(ofID: old)
    guard !reading.isOutline else { return delta }
    let unit = rows.unitColumns
    return unit > 0 && delta % unit == 0 ? delta / unit : nil
  }

  /// Why the edit's rewrites are not the plan's: another row, or another
  /// text than the plan writes.
  private func mismatch(
    _ move: TreeMove, _ rewritten: [(position: Int, old: UInt32, new: UInt32)], in list: ReorderList
  ) -> String? {
    guard move.rewrites.count == rewritten.count else {
      return rewritten.isEmpty
        ? "a move that changes depth rewrites every row of its subtree"
        : "a move rewrites the \(move.rewrites.count) rows of its subtree, not \(rewritten.count)"
    }
    for (planned, logged) in zip(move.rewrites, rewritten) {
      guard planned.position == logged.position, planned.old == logged.old else {
        return "a move rewrites the rows of its subtree, in order: row \(planned.position + 1) next"
      }
      guard list.store[Int(logged.new)].array == planned.bytes else {
        return "row \(planned.position + 1) reads \"\(String(decoding: planned.bytes, as: UTF8.self))\""
          + " at its new depth, as the session writes it"
      }
    }
    return nil
  }

  /// A planner's refusal as a rule.
  private func rule(_ refusal: TreeRefusal, gap: Int, depth: Int, lifted: Range<Int>, in list: ReorderList)
    -> String
  {
    switch refusal {
    case .inPreamble: return "the rows before the tree never move"
    case .listEndWouldMove: return "a list's blank line stays at its end"
    case .endOfList: return "a list's item stays in its list, and a paragraph out of it"
    case .firstAmongSiblings, .lastAmongSiblings, .atTopLevel, .nothingAboveToIndentUnder:
      return "no row above it at its level to go under"
    case .beyondDeepestLevel(let level): return "headings stop at level \(level)"
    case .headingsWouldReadOtherwise: return "Markdown would read other headings there (no blank line)"
    case .setextTextPastLevelTwo: return "an underlined heading of several lines stays at level 1 or 2"
    case .tooDeep: return "it would nest too deep"
    case .indentationDoesNotLineUp:
      return reading.isOutline
        ? "the headings' levels do not line up there" : "the file's indentation does not line up there"
    case .notADropPlace:
      let order = list.order
      let restCount = order.count - lifted.count
      guard gap >= rows.preambleEnd(in: order), gap <= restCount else {
        return "nothing moves into the rows before the tree"
      }
      let below = gap < lifted.lowerBound ? gap : gap + lifted.count
      if gap < restCount && rows.role(at: below, in: order) == .attached {
        return "a subtree never lands between a row and the lines attached to it"
      }
      let bounds = rows.depthBounds(gap: gap, lifted: lifted, in: order)
      return "a subtree lands at position \(gap + 1) at depth \(bounds.least + 1)…\(bounds.most + 1)"
        + " (from the row below's to one deeper than the row above's), not \(depth + 1)"
    }
  }
}

extension TreeRows {
  /// ``register(_:as:)`` for a row written outside a session (a replayed
  /// log): its id may follow ids that no accepted edit used, or be one a
  /// session of the same rows used before; either way it now means this.
  public mutating func record(_ rewrite: TreeRewrite, as id: UInt32) {
    while count < Int(id) { appendRow(role: .preamble, depth: 0, level: 0) }
    if count == Int(id) {
      register(rewrite, as: id)
    } else {
      overwrite(id: Int(id), role: rewrite.role, depth: rewrite.depth, level: rewrite.level)
    }
  }
}
