import ReorderCore

// An ordered list in a Markdown file is numbered again after a move, as
// Markdown editors do: from its first number, with its delimiter (`.` or
// `)`), and a list whose items all carry the same number keeps that style.
//
//     1. Finds the shell       J on 1.     1. Reads the profile
//     2. Reads the profile     ───────▶    2. Finds the shell
//     3. Runs                              3. Runs
//
// Only a move among the list's own items (same parent, same depth) renumbers
// it; the renumbered lines are rewritten rows of the same edit, after the
// subtree's own (``TreeMove/renumbered``).

extension TreeRows {
  /// `move` with the rewrites that number its ordered list again.
  /// - Complexity: O(the parent's children).
  func renumbering<O: RandomAccessCollection<UInt32>>(_ move: TreeMove, in order: O, store: ItemStore?)
    -> TreeMove where O.Index == Int
  {
    guard keepsBlankLines, case .indentation = reading, let store, move.depthChange == 0,
      move.source != move.destination
    else { return move }
    let source = move.source
    let depth = depth(at: source.lowerBound, in: order)
    let gap = move.destination.lowerBound
    guard rowsPassedAmongSiblings(by: move, in: order) != nil else { return move }
    // The run of ordered items around the moved one, with one delimiter.
    guard let number = Self.orderedNumber(store[Int(order[source.lowerBound])].array) else { return move }
    var run = [source.lowerBound]
    var p = source.lowerBound
    while let above = previousSibling(of: p, in: order), Self.sameList(above, number, in: order, store) {
      run.insert(above, at: 0)
      p = above
    }
    p = source.lowerBound
    while let below = nextSibling(of: p, in: order), Self.sameList(below, number, in: order, store) {
      run.append(below)
      p = below
    }
    let numbers = run.map { Self.orderedNumber(store[Int(order[$0])].array)?.value ?? 0 }
    let sameNumber = numbers.allSatisfy { $0 == numbers[0] }
    // The items' positions after the place, in their new order.
    let others = run.filter { $0 != source.lowerBound }.map {
      $0 < source.lowerBound ? $0 : $0 - source.count
    }
    var placed = others.map { $0 < gap ? $0 : $0 + source.count }
    placed.insert(gap, at: others.filter { $0 < gap }.count)
    var laidOut = move
    for (index, position) in placed.enumerated() {
      let id = order[resultIndex(position, of: move)]
      let line = store[Int(id)].array
      let wanted = sameNumber ? numbers[0] : numbers[0] + index
      guard let renumbered = Self.line(line, numbered: wanted), renumbered != line else { continue }
      laidOut.rewrites.append(
        TreeRewrite(
          position: position, old: id, bytes: renumbered, changesBytes: true, role: .node, depth: depth,
          level: level(ofID: id)))
      laidOut.renumbered += 1
    }
    return laidOut
  }

  /// An ordered list item's number and delimiter, and where the number
  /// is in the line; nil for any other line.
  static func orderedNumber(_ line: [UInt8]) -> (value: Int, delimiter: UInt8, digits: Range<Int>)? {
    let start = LeadingBytes.indentationLength(line)
    var end = start
    var value = 0
    while end < line.count && end - start < 9 && line[end] >= 0x30 && line[end] <= 0x39 {
      value = value * 10 + Int(line[end] - 0x30)
      end += 1
    }
    guard end > start, end < line.count, line[end] == 0x2E || line[end] == 0x29 else { return nil }
    let after = end + 1
    guard after == line.count || [0x20, 0x09, 0x0D].contains(line[after]) else { return nil }
    return (value, line[end], start..<end)
  }

  /// Whether the sibling at `position` is an item of the same ordered
  /// list as `number`'s (the same delimiter).
  private static func sameList<O: RandomAccessCollection<UInt32>>(
    _ position: Int, _ number: (value: Int, delimiter: UInt8, digits: Range<Int>), in order: O,
    _ store: ItemStore
  ) -> Bool where O.Index == Int {
    orderedNumber(store[Int(order[position])].array)?.delimiter == number.delimiter
  }

  /// The item's line with `number` instead of its own.
  static func line(_ line: [UInt8], numbered number: Int) -> [UInt8]? {
    guard let found = orderedNumber(line) else { return nil }
    return Array(line[..<found.digits.lowerBound]) + Array(String(number).utf8)
      + line[found.digits.upperBound...]
  }
}
