import Testing

@testable import ReorderCore
@testable import ReorderTree

/// A subtree dropped under another parent at its own depth keeps the
/// blank lines' layout at both ends of the move: where it was the last of
/// its parent's children, the blank lines that ended them stay at their
/// end; where it lands last, it takes the blank lines that end its new
/// parent's children. A loose list stays loose, a tight one tight.
///
/// Each list result was read with `cmark --to xml`: every list is as
/// tight (or loose) after as before; the layout before this (the blank
/// line moving with the item) made the outer list of the first two
/// tight, and the sub-list of the second loose.
@Suite struct CrossParentLayoutTests {
  typealias Loaded = TreeCorpusTests.Loaded

  /// `line`'s subtree dropped before the row starting with `before` (nil:
  /// at the end) at its own depth; the text after, and the document.
  static func dropped(_ input: String, _ line: String, before: String?, markdownLists: Bool = true)
    throws -> (String, Loaded)
  {
    let reading: TreeReading = markdownLists ? .indentation(tabWidth: 8) : .markdownHeadings
    var doc = try Loaded(bytes: Array(input.utf8), reading)
    if markdownLists { doc.rows.attachMarkdownContinuations(doc.list.store) }
    let order = doc.list.order
    let at = doc.position(of: line)
    let lifted = doc.rows.subtree(of: at, in: order)
    let target = before.map { doc.position(of: $0) } ?? order.count
    let gap = target < lifted.lowerBound ? target : target - lifted.count
    let depth = doc.rows.depth(at: at, in: order)
    let move = try doc.rows.planDrop(lifted: lifted, gap: gap, depth: depth, in: order, store: doc.list.store)
      .get()
    let ids = move.rewrites.map { doc.list.store.appendSynthesized($0.bytes) }
    for (rewrite, id) in zip(move.rewrites, ids) { doc.rows.register(rewrite, as: id) }
    if let edit = move.edit(newIDs: ids) { doc.list.apply(edit) }
    #expect(doc.list.store[Int(doc.list.order[move.landing])].array.string.hasPrefix(line))
    return (text(of: doc.list).string, doc)
  }

  @Test func aLooseListsLastSubItemDroppedUnderTheNextItemLeavesTheListLoose() throws {
    let text = "- a\n  - a1\n  - a2\n\n- b\n  - b1\n"
    let (out, doc) = try Self.dropped(text, "  - a2", before: nil)
    #expect(out == "- a\n  - a1\n\n- b\n  - b1\n  - a2\n")
    #expect(try doc.readsBack())
  }

  @Test func aSubItemDroppedLastTakesTheBlankLineThatEndsItsNewParent() throws {
    let text = "- a\n  - a1\n  - a2\n- b\n  - b1\n\n- c\n"
    #expect(try Self.dropped(text, "  - a1", before: "- c").0 == "- a\n  - a2\n- b\n  - b1\n  - a1\n\n- c\n")
  }

  @Test func aSubsectionMovedToTheLastSectionKeepsTheEndsOfBoth() throws {
    let text = "# A\n\n## A1\na1\n\n## A2\na2\n\n# B\n\n## B1\nb1\n"
    let (out, doc) = try Self.dropped(text, "## A2", before: nil, markdownLists: false)
    #expect(out == "# A\n\n## A1\na1\n\n# B\n\n## B1\nb1\n\n## A2\na2\n")
    #expect(try doc.readsBack())
  }

  @Test func aMiddleItemCarriesItsOwnBlankLines() throws {
    let text = "- a\n  - a1\n\n  - a2\n\n  - a3\n\n- b\n  - b1\n"
    #expect(
      try Self.dropped(text, "  - a2", before: "  - b1").0
        == "- a\n  - a1\n\n  - a3\n\n- b\n  - a2\n\n  - b1\n")
  }

  @Test func anItemMovedUpLastUnderAnotherTakesItsBlankLineAndLeavesItsOwn() throws {
    let text = "- a\n  - a1\n\n- b\n  - b1\n  - b2\n\n- c\n"
    let (out, doc) = try Self.dropped(text, "  - b2", before: "- b")
    #expect(out == "- a\n  - a1\n  - b2\n\n- b\n  - b1\n\n- c\n")
    #expect(try doc.readsBack())
  }

  /// An item whose sub-items end deeper than the sibling that would take
  /// its blank line: the list's end would move, and the drop says so.
  @Test func aListEndThatCannotStayIsRefused() throws {
    let text = "- a\n  - a1\n  - a2\n    - deep\n\n- b\n  - b1\n"
    #expect(throws: TreeRefusal.listEndWouldMove) { try Self.dropped(text, "  - a2", before: nil) }
  }
}
