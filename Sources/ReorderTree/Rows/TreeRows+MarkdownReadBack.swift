import ReorderCore

// A Markdown outline's move must leave every heading a heading, and make
// no other line one: CommonMark reads a line by what is above it, so a
// section that ends without a blank line (the file's last, say) put above
// an underlined heading makes one paragraph of the two (`more` / `Title` /
// `=====` is a setext heading `more Title`), and a paragraph put under a
// list item can become the item's lazy line. The moved stretch is read
// again as the file would be, with ``MarkdownBlocks``, and a move that
// reads otherwise is refused (``TreeRefusal/headingsWouldReadOtherwise``).

extension TreeRows {
  /// Whether the order after `move` reads, as Markdown, with the headings
  /// the move plans: the same rows are headings, at the same levels.
  ///
  /// The reading starts at the heading above the stretch that changes (a
  /// heading ends every block, so the blocks are known there) and goes on
  /// past the stretch until a second heading after it, which the stretch
  /// no longer reaches.
  ///
  /// - Complexity: O(rows from the heading above the stretch to the second
  ///   heading after it).
  func markdownReadsBack<O: RandomAccessCollection<UInt32>>(_ move: TreeMove, in order: O, store: ItemStore)
    -> Bool where O.Index == Int
  {
    var stretchStart = min(move.source.lowerBound, move.destination.lowerBound)
    var stretchEnd = max(move.source.upperBound, move.destination.upperBound)
    for gap in move.layout {
      stretchStart = min(stretchStart, gap.from.lowerBound, gap.to)
      stretchEnd = max(stretchEnd, gap.from.upperBound, gap.to + gap.from.count)
    }
    let rewrites = Dictionary(move.rewrites.map { ($0.position, $0) }, uniquingKeysWith: { a, _ in a })
    let start = stretchStart > 0 ? owner(of: stretchStart - 1, in: order) ?? stretchStart : stretchStart
    var blocks = MarkdownBlocks(readsFrontMatter: false)
    defer { blocks.deallocate() }
    var planned: [Int: Int] = [:]
    var read: [Int: Int] = [:]
    var headingsAfter = 0
    var p = start
    while p < order.count {
      // Where the row was after the place, before the blank rows' moves.
      let placed = move.layout.reversed().reduce(p) { $1.before($0) }
      let row = resultRow(at: placed, of: move, rewrites: rewrites, in: order)
      if row.role == .node {
        if p >= stretchEnd { headingsAfter += 1 }
        if headingsAfter == 2 { break }
        planned[p] = row.level
      }
      let bytes = rewrites[placed]?.bytes ?? store[Int(order[resultIndex(placed, of: move)])].array
      let found = bytes.withUnsafeBufferPointer { blocks.take($0, id: p) }
      if found != 0 {
        let first = found & MarkdownBlocks.setextFlag != 0 ? blocks.setextFirst : p
        read[first] = found & 0x7
      }
      p += 1
    }
    return read == planned
  }

  /// Whether `move` leaves the headings Markdown reads as planned (true
  /// where the file is no Markdown outline).
  func readsAsMarkdown<O: RandomAccessCollection<UInt32>>(_ move: TreeMove, in order: O, store: ItemStore)
    -> Bool
  where O.Index == Int {
    reading != .markdownHeadings || move.changesNothing || markdownReadsBack(move, in: order, store: store)
  }

  /// The position before the move of the row at result position `p`.
  func resultIndex(_ p: Int, of move: TreeMove) -> Int {
    let (source, destination) = (move.source, move.destination)
    if destination.contains(p) { return source.lowerBound + (p - destination.lowerBound) }
    let rest = p < destination.lowerBound ? p : p - destination.count
    return rest < source.lowerBound ? rest : rest + source.count
  }
}
