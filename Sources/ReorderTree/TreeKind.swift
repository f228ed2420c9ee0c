import ReorderCore

/// A tree (`--tree`, nesting by indentation) or an outline (`--outline`,
/// headings): a node moves with its subtree by every means, a drop lands
/// at a depth, and a move that changes rows' depths rewrites only their
/// indentation (or their heading's markers).
///
/// The rows before the tree (the preamble: `--header-lines`, lines before
/// the first heading) are the list's fixed header, so every row of the
/// list is a node or attached to one and positions are ranks.
public struct TreeKind: ListKind {
  /// The rows' roles and depths by id; it only grows (a rewritten row is a
  /// new id), so undo and redo need nothing from it.
  public let tree: TreeState

  public init(rows: TreeRows) {
    tree = TreeState(rows: rows)
  }

  public var rows: TreeRows { tree.rows }
  public var reading: TreeReading { tree.rows.reading }

  public func label(of item: ItemBytes) -> ItemLabel? { Narrator.treeLabel(item, reading: reading) }

  /// A node moves with its subtree: `--order` is planned as moves.
  public var movesRowsAlone: Bool { false }

  /// A row lifts its subtree, which folds into one row while lifted; a
  /// subtree that holds a locked row stays, and says why.
  public func lift(at position: Int, in context: borrowing KindContext) -> KindLift? {
    let positions = context.treeLiftedPositions(at: position, rows: rows)
    guard !positions.isEmpty else { return .refused(context.treeLiftRefusal(at: position, rows: rows)) }
    return .rows(positions, folded: true)
  }

  public func delete(_ positions: [Int], on context: inout KindContext) -> Bool {
    context.deleteSubtrees(positions, rows: rows)
    return true
  }

  public func aim(_ drag: inout DragSession, after cause: AimCause, in context: borrowing KindContext) {
    context.aimTreeDrag(&drag, step: cause.step, rows: rows)
  }

  /// A lifted subtree names the parent it would land under, and its depth.
  public func narration(of moment: NarrationMoment, in context: borrowing KindContext) -> Narration? {
    switch moment {
    case .lift(_, let drag), .drag(let drag): return context.treeDragNarration(drag, rows: rows)
    case .focus, .move, .quitQuestion: return nil
    }
  }

  public func drop(_ drag: DragSession, on context: inout KindContext) -> PositionSet? {
    context.dropTree(drag, kind: self)
  }

  public func moveWithoutDrag(_ move: CursorMove, on context: inout KindContext) -> Bool {
    context.moveTree(move, kind: self)
    return true
  }
}

/// The growing part of a ``TreeKind``: rows are registered as moves write
/// them. A reference, so that the kind stays a value the configuration
/// holds; the engine is used from one task at a time.
public final class TreeState: @unchecked Sendable {
  public internal(set) var rows: TreeRows

  init(rows: TreeRows) {
    self.rows = rows
  }
}

/// Which line rewrites a tree allows (``TreeKind/violation(of:in:)``).
enum TreeLineRule {
  /// Whether `after` is `before` with only its leading indentation (in a
  /// tree) or its heading's marker run (in an outline) changed.
  static func rewritesOnlyDepth(_ before: [UInt8], _ after: [UInt8], reading: TreeReading) -> Bool {
    // An attached row is stored anew with its bytes unchanged.
    if before == after { return true }
    switch reading {
    case .indentation:
      return before[LeadingBytes.indentationLength(before)...]
        == after[LeadingBytes.indentationLength(after)...]
    case .markdownHeadings, .orgHeadings:
      let marker: UInt8 = reading == .orgHeadings ? 0x2A : 0x23
      func rest(_ line: [UInt8]) -> ArraySlice<UInt8>? {
        let start = line.prefix { $0 == LeadingBytes.space }.count
        let markers = line[start...].prefix { $0 == marker }.count
        guard markers > 0 else { return nil }
        return line[(start + markers)...]
      }
      guard let a = rest(before), let b = rest(after),
        before.prefix(while: { $0 == LeadingBytes.space }).count
          == after.prefix(while: { $0 == LeadingBytes.space }).count
      else { return false }
      // org aligns a heading's tags again as its level changes (OrgTags).
      return a == b
        || (reading == .orgHeadings && OrgTags.aligned(Array(after[..<(after.count - b.count)]) + a) == after)
    }
  }
}
