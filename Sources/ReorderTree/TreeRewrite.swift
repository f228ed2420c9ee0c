import ReorderCore

/// One row of a moved subtree whose depth changed: the line as it must
/// read now, to be stored as a new item and swapped in with
/// `Edit.replace(position:old:new:)` (an attached row keeps its bytes; it
/// gets a new id only so that its recorded depth follows its node's).
public struct TreeRewrite: Hashable, Sendable {
  /// The row's position after the move's `place`.
  public let position: Int
  /// The row's id before the move.
  public let old: UInt32
  /// The new line: indentation (or heading markers) changed by exactly
  /// the depth change, every other byte as it was (`\r` included).
  public let bytes: [UInt8]
  /// Whether ``bytes`` differ from the old line (false for attached rows).
  public let changesBytes: Bool
  public let role: TreeRows.Role
  public let depth: Int
  public let level: Int
}

/// Why a tree move is refused: said, and nothing changes.
public enum TreeRefusal: Error, Hashable, Sendable {
  /// The row is before the first heading (or the first line): it stays.
  case inPreamble
  /// `K` on the first child of its parent (nil: the top level).
  case firstAmongSiblings(parent: Int?)
  /// `J` on the last child of its parent (nil: the top level).
  case lastAmongSiblings(parent: Int?)
  /// `J`/`K` in Markdown lists across a list's edge: the last item of its
  /// list (`last`) or the first, when `item`; else a paragraph (or another
  /// block) that would go into the list.
  case endOfList(last: Bool, item: Bool)
  /// `H` on a top-level row.
  case atTopLevel
  /// `L` on a first child: no sibling above to go under.
  case nothingAboveToIndentUnder
  /// A Markdown list's blank line cannot stay at its end: the item that
  /// would be last ends with a sub-item (``TreeMove/layoutRefused``).
  case listEndWouldMove
  /// The format has no deeper level (Markdown: 6 `#`).
  case beyondDeepestLevel(Int)
  /// A setext heading whose text has several lines, past level 2: one
  /// ATX line would change its text (``SetextRewrite``).
  case setextTextPastLevelTwo
  /// Markdown would read other headings there: a paragraph and an
  /// underlined heading run together without a blank line between them
  /// (``TreeRows/markdownReadsBack(_:in:store:)``).
  case headingsWouldReadOtherwise
  /// Past ``TreeRows/maxDepth`` or ``TreeRows/maxLevel``.
  case tooDeep
  /// The file's indentation does not line up here: rewritten by the unit,
  /// the lines would read as another tree.
  case indentationDoesNotLineUp
  /// The gap is not a place a subtree can land, or the depth is outside
  /// its ``DepthBounds``.
  case notADropPlace
}

/// A planned tree move, pure: what to `place`, what to rewrite, and where
/// the subtree ends up. Nothing is applied; ``edit(newIDs:)`` is the one
/// edit (an undo step) the engine applies after storing the rewrites.
///
///     let move = try rows.planDrop(lifted: 3..<6, gap: 0, depth: 0, in: order, store: store).get()
///     let ids = move.rewrites.map { store.appendSynthesized($0.bytes) }
///     for (rewrite, id) in zip(move.rewrites, ids) { rows.register(rewrite, as: id) }
///     list.apply(move.edit(newIDs: ids)!)
public struct TreeMove: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A lifted subtree dropped in a gap at a depth.
    case drop
    /// `K`/`J`: past the sibling above or below.
    case up, down
    /// `H`/`L`: one level out or in, in place.
    case outdent, indent
    /// An outline's heading alone, one level out or in (org's M-left and
    /// M-right): its children are what the levels then say.
    case promote, demote
  }

  public let kind: Kind
  /// The subtree's positions before the move.
  public let source: Range<Int>
  /// The subtree's positions after it.
  public let destination: Range<Int>
  /// The subtree root's depth after the move (``depthChange`` from before).
  public let depth: Int
  public let depthChange: Int
  /// Every row of the subtree, when its depth changed (empty otherwise);
  /// then the items of an ordered list numbered again, the last
  /// ``renumbered`` (``TreeRows/renumbering(_:in:store:)``).
  public internal(set) var rewrites: [TreeRewrite]
  /// How many of the last ``rewrites`` number an ordered list again.
  public internal(set) var renumbered = 0
  /// Blank rows that go back to their places after the `place`, in a file
  /// that keeps its blank lines' layout (``TreeRows/keepingBlankLines(_:in:store:)``).
  public internal(set) var layout: [GapMove] = []
  /// Whether the blank lines' layout cannot be kept (a Markdown list whose
  /// blank line would go to a row at another depth): the move is refused.
  var layoutRefused = false

  /// Where the subtree's first row is after the whole move.
  public var landing: Int { layout.reduce(destination.lowerBound) { $1.moved($0) } }

  /// Whether applying it would change nothing (a drop where it was lifted).
  public var changesNothing: Bool { source == destination && rewrites.isEmpty }

  /// The range move, in movable ranks (the positions less
  /// `locksAbove`, the locked rows above it: none is in its way), or nil
  /// when the rows stay where they are.
  public func place(locksAbove: Int = 0) -> Edit? {
    source == destination
      ? nil
      : .place(
        from: PositionSet(source).shifted(by: -locksAbove),
        to: PositionSet(destination).shifted(by: -locksAbove))
  }

  /// The whole move as one edit: the `place`, then a `replace` per
  /// rewritten row by the id its bytes were stored as; nil if it changes
  /// nothing.
  public func edit(newIDs: [UInt32], locksAbove: Int = 0) -> Edit? {
    precondition(newIDs.count == rewrites.count, "one new id per rewritten row")
    var edits: [Edit] = place(locksAbove: locksAbove).map { [$0] } ?? []
    for (rewrite, id) in zip(rewrites, newIDs) {
      edits.append(.replace(position: rewrite.position, old: rewrite.old, new: id))
    }
    for gap in layout {
      edits.append(
        .place(
          from: PositionSet(gap.from).shifted(by: -locksAbove),
          to: PositionSet(gap.to..<(gap.to + gap.from.count)).shifted(by: -locksAbove)))
    }
    switch edits.count {
    case 0: return nil
    case 1: return edits[0]
    default: return .group(edits)
    }
  }
}
