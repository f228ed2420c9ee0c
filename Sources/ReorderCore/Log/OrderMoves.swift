/// `--order` as the moves a session makes: the kind turns the order asked
/// for into moves (``ListKind/nextMove(toward:in:cursor:)``), and each is
/// held to the kind's rules as a logged edit is, so `--order` gives only
/// what a session could give.
///
///     a            --order 2,1,3 on a --tree:    "  b" would have to move
///       b                                         above its parent: refused
///     c
extension EditRules {
  /// Puts `list` in `order` (`order[i]` is the 1-based old position of the
  /// row that goes to position i+1) by the moves a session makes; or says
  /// why no session could, naming the line and the rule, with `list` as it
  /// was.
  /// - Complexity: O(n) where rows move alone and no header is among
  ///   them (``ListKind/movesRowsAlone``); else O(n) for each move the
  ///   order takes (a row, a run of rows, a subtree or a column put in its
  ///   place).
  public func apply(order: [Int], to list: inout ReorderList) -> String? {
    let n = list.count
    guard order.count == n, Set(order).count == n, order.allSatisfy({ $0 >= 1 && $0 <= n }) else {
      return "--order must be a permutation of 1…\(n) (each position once), got \(order.count) positions"
    }
    let input = list
    let target = order.map { input.order[$0 - 1] }
    // The input line (1-based) that `id` was, and where the order puts it.
    func asked(_ id: UInt32) -> (line: Int, to: Int) {
      let to = target.firstIndex(of: id) ?? 0
      return (order[to], to + 1)
    }
    func refusal(_ id: UInt32, _ rule: String) -> String {
      let place = asked(id)
      return "--order cannot put line \(place.line) at position \(place.to): \(rule)"
    }
    for position in input.lockedPositions where target[position] != input.order[position] {
      return refusal(input.order[position], input.liftViolation(position, "moved") ?? "it is locked")
    }
    // Rows that move alone, no header among them: any order of them is a
    // session's (the locked rows stay, checked above), at O(n).
    if kind.movesRowsAlone && input.headerPositions.isEmpty {
      list.setOrder(target)
      return nil
    }
    var cursor = 0
    var steps = 0
    var wanted = target
    while steps <= 3 * n, let move = kind.nextMove(toward: wanted, in: list, cursor: &cursor) {
      let edit = kind.completed(move, in: &list)
      // A row the move rewrote (a card checked) is the target's row still.
      if case .group(let edits) = edit {
        for case .replace(_, let old, let new) in edits {
          if let at = wanted.firstIndex(of: old) { wanted[at] = new }
        }
      }
      if let problem = list.violation(of: edit, under: self) {
        let moved = Self.firstRow(of: edit, in: list).map { list.order[$0] } ?? target[0]
        list = input
        return refusal(moved, problem)
      }
      kind.record(edit, in: list)
      list.apply(edit)
      steps += 1
    }
    if let wrong = (0..<n).first(where: { list.order[$0] != wanted[$0] }) {
      list = input
      return refusal(target[wrong], "no move of a session puts it there")
    }
    return nil
  }

  /// The position of the first row an edit moves (for what a refusal names).
  static func firstRow(of edit: Edit, in list: ReorderList) -> Int? {
    switch edit {
    case .place(let from, _): return from.first.map { list.position(ofRank: $0) }
    case .swap(let a, _): return a
    case .delete(let positions, _), .insert(let positions, _): return positions.first
    case .replace(let position, _, _): return position
    case .group(let edits): return edits.first.flatMap { firstRow(of: $0, in: list) }
    }
  }
}

extension ReorderList {
  /// The next move of a list's session toward `target`: rank by rank from
  /// the top (`cursor`), the run of rows that belongs there is moved up to
  /// it; where a section header belongs, the rows still above it go below
  /// it, as rows cross a header (a header itself never moves).
  ///
  ///     ranks   0 1 2 3        target  x H y z:  H is at 2, x at 0; at 1
  ///     now     x y H z                the rows y (1..<2) go below H
  ///
  /// Locked rows are where the target has them (``EditRules/apply(order:to:)``
  /// checks that first), so ranks are the same in both.
  public func nextListMove(toward target: [UInt32], cursor rank: inout Int) -> Edit? {
    while rank < movableCount {
      let want = target[position(ofRank: rank)]
      if order[position(ofRank: rank)] == want {
        rank += 1
        continue
      }
      guard let at = order.firstIndex(of: want), let current = self.rank(of: at) else { return nil }
      guard isLiftable(at) else {
        return .place(from: PositionSet(rank..<current), to: PositionSet((rank + 1)..<(current + 1)))
      }
      var k = 1
      while rank + k < movableCount, current + k < movableCount,
        isLiftable(position(ofRank: current + k)),
        target[position(ofRank: rank + k)] == order[position(ofRank: current + k)]
      {
        k += 1
      }
      return .place(from: PositionSet(current..<(current + k)), to: PositionSet(rank..<(rank + k)))
    }
    return nil
  }
}
