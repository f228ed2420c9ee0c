import Testing

@testable import ReorderCore
@testable import ReorderTree

/// Every tree shape up to 6 nodes (with blank lines attached among them),
/// every node, every gap, every allowed depth: the move plan's result is
/// the naive model's, a tree whose text reads back as that tree.
@Suite struct TreeMoveTests {
  /// How a shape is written: the indent unit, a line end, blank lines.
  struct Variant {
    var unit: String
    var lineEnd: String
    var withAttached: Bool

    static let all = [
      Variant(unit: "  ", lineEnd: "", withAttached: false),
      Variant(unit: "  ", lineEnd: "", withAttached: true),
      Variant(unit: "\t", lineEnd: "\r", withAttached: true),
      Variant(unit: "    ", lineEnd: "", withAttached: true),
    ]
  }

  /// A case: the naive tree and the list and rows read from its text.
  struct Case {
    let naive: NaiveTree
    let variant: Variant
    /// The unit the file shows (a file without nesting: 2 spaces).
    let unit: String

    init(depths: [Int], variant: Variant, shapeIndex: Int) {
      self.variant = variant
      unit = depths.contains { $0 > 0 } ? variant.unit : "  "
      naive = NaiveTree(depths: depths) { i in
        guard variant.withAttached, (i + shapeIndex) % 3 == 1 else { return [] }
        return [i % 2 == 0 ? "" : "   "]
      }
    }

    func lines(_ tree: NaiveTree, unit: String) -> [UInt8] {
      tree.flattened(unit: unit).flatMap { Array(($0.line + variant.lineEnd + "\n").utf8) }
    }

    var input: [UInt8] { lines(naive, unit: variant.unit) }

    func load() throws -> (ReorderList, TreeRows) {
      let store = makeRawStore(input)
      return (ReorderList(store: store), try TreeRows.read(store, reading: .indentation(tabWidth: 8)))
    }
  }

  static func cases(maxNodes: Int) -> [Case] {
    var cases: [Case] = []
    for n in 1...maxNodes {
      for (index, shape) in treeShapes(n).enumerated() {
        let variants = n <= 5 ? Variant.all : Array(Variant.all.prefix(2))
        for variant in variants { cases.append(Case(depths: shape, variant: variant, shapeIndex: index)) }
      }
    }
    return cases
  }

  @Test func readingGivesTheNaiveDepthsAndSubtrees() throws {
    for c in Self.cases(maxNodes: 6) {
      let (list, rows) = try c.load()
      let flat = c.naive.flattened()
      #expect(rows.isAligned)
      #expect(nodeDepths(rows, list) == flat.map { $0.isNode ? $0.depth : nil })
      for (p, row) in flat.enumerated() where row.isNode {
        let end = flat[(p + 1)...].firstIndex { $0.isNode && $0.depth <= row.depth } ?? flat.count
        #expect(rows.subtree(of: p, in: list.order) == p..<end, "\(flat.map(\.line)) at \(p)")
        let parent = flat[..<p].lastIndex { $0.isNode && $0.depth == row.depth - 1 }
        #expect(rows.parent(of: p, in: list.order) == (row.depth == 0 ? nil : parent))
      }
    }
  }

  @Test func everyDropMatchesTheNaiveModel() throws {
    var checked = 0
    for c in Self.cases(maxNodes: 6) {
      let (list, rows) = try c.load()
      let flat = c.naive.flattened()
      for (p, row) in flat.enumerated() where row.isNode {
        let lifted = rows.subtree(of: p, in: list.order)
        var rest = c.naive
        let node = rest.remove(at: row.path)
        let restRows = rest.flattened()
        for gap in 0...restRows.count {
          if gap < restRows.count && !restRows[gap].isNode {
            let plan = rows.planDrop(lifted: lifted, gap: gap, depth: 0, in: list.order, store: list.store)
            #expect(plan == .failure(.notADropPlace))
            continue
          }
          let bounds = rows.depthBounds(gap: gap, lifted: lifted, in: list.order)
          let most = gap == 0 ? 0 : restRows[gap - 1].depth + 1
          let least = restRows[gap...].first { $0.isNode }?.depth ?? 0
          #expect(bounds == DepthBounds(least: least, most: most))
          for outside in [least - 1, most + 1] where outside >= 0 {
            let plan = rows.planDrop(
              lifted: lifted, gap: gap, depth: outside, in: list.order, store: list.store)
            #expect(plan == .failure(.notADropPlace))
          }
          for depth in least...most {
            try checkDrop(c, lifted: lifted, gap: gap, depth: depth, node: node, rest: rest)
            checked += 1
          }
        }
      }
    }
    #expect(checked > 20_000)
  }

  /// One drop against the naive model: the text, its reading, the ids'
  /// depths, and undo. (A fresh load each time: the store is shared by
  /// copies of a list, and a move adds to it.)
  private func checkDrop(
    _ c: Case, lifted: Range<Int>, gap: Int, depth: Int, node: NaiveNode, rest: NaiveTree
  ) throws {
    var (list, rows) = try c.load()
    let move = try rows.planDrop(lifted: lifted, gap: gap, depth: depth, in: list.order, store: list.store)
      .get()
    let edit = apply(move, rows: &rows, list: &list)
    let expected = Self.naiveDrop(node, into: rest, gap: gap, depth: depth)
    let context = "\(c.naive.flattened().map(\.line)) lift \(lifted) gap \(gap) depth \(depth)"
    #expect(text(of: list) == c.lines(expected, unit: c.unit), "\(context)")
    let flat = expected.flattened()
    let reread = try TreeRows.read(makeRawStore(text(of: list)), reading: .indentation(tabWidth: 8))
    let rereadDepths = (0..<UInt32(flat.count)).map {
      reread.role(ofID: $0) == .node ? reread.depth(ofID: $0) : nil
    }
    #expect(rereadDepths == flat.map { $0.isNode ? $0.depth : nil }, "\(context): reads back")
    #expect(nodeDepths(rows, list) == rereadDepths, "\(context): recorded depths")
    #expect(move.destination.lowerBound == gap && (edit == nil) == move.changesNothing)
    if let edit {
      list.apply(edit.inverse)
      #expect(text(of: list) == c.input, "\(context): undo")
    }
  }

  /// The naive drop: the node goes under the nearest row above the gap at
  /// depth − 1 (the top level at 0), after its children above the gap.
  static func naiveDrop(_ node: NaiveNode, into rest: NaiveTree, gap: Int, depth: Int) -> NaiveTree {
    var tree = rest
    let flat = rest.flattened()
    let parentPath: [Int]? =
      depth == 0 ? nil : flat[..<gap].last { $0.isNode && $0.depth == depth - 1 }.map(\.path)
    let index = flat[..<gap].filter {
      $0.isNode && $0.path.count == depth + 1 && Array($0.path.dropLast()) == (parentPath ?? [])
    }.count
    if let parentPath {
      tree.withSiblings(of: parentPath + [0]) { $0.insert(node, at: index) }
    } else {
      tree.roots.insert(node, at: index)
    }
    return tree
  }

  @Test func everyMovePastASiblingMatchesTheNaiveModel() throws {
    for c in Self.cases(maxNodes: 6) {
      let flat = c.naive.flattened()
      for (p, row) in flat.enumerated() where row.isNode {
        for down in [false, true] {
          var (list, rows) = try c.load()
          let plan = rows.planMovePastSibling(at: p, down: down, in: list.order)
          var expected = c.naive
          let index = row.path.last!
          let siblings = expected.withSiblings(of: row.path) { $0.count }
          let parent = row.depth == 0 ? nil : flat[..<p].lastIndex { $0.isNode && $0.depth == row.depth - 1 }
          if down ? index == siblings - 1 : index == 0 {
            #expect(
              plan
                == .failure(down ? .lastAmongSiblings(parent: parent) : .firstAmongSiblings(parent: parent)))
            continue
          }
          expected.withSiblings(of: row.path) { $0.swapAt(index, down ? index + 1 : index - 1) }
          let move = try plan.get()
          apply(move, rows: &rows, list: &list)
          #expect(text(of: list) == c.lines(expected, unit: c.unit), "\(flat.map(\.line)) \(p) down \(down)")
          #expect(rows.role(at: move.destination.lowerBound, in: list.order) == .node)
          #expect(list.order[move.destination.lowerBound] == UInt32(p))
        }
      }
    }
  }

  @Test func everyShiftMatchesTheNaiveModel() throws {
    for c in Self.cases(maxNodes: 6) {
      let flat = c.naive.flattened()
      for (p, row) in flat.enumerated() where row.isNode {
        for outward in [false, true] {
          var (list, rows) = try c.load()
          let plan = rows.planShift(at: p, outward: outward, in: list.order, store: list.store)
          let index = row.path.last!
          guard let expected = Self.naiveShift(c.naive, at: row.path, outward: outward) else {
            #expect(plan == .failure(outward ? .atTopLevel : .nothingAboveToIndentUnder))
            #expect(outward ? row.depth == 0 : index == 0)
            continue
          }
          let move = try plan.get()
          apply(move, rows: &rows, list: &list)
          let context = "\(flat.map(\.line)) \(p) outward \(outward)"
          #expect(text(of: list) == c.lines(expected, unit: c.unit.isEmpty ? "  " : c.unit), "\(context)")
          let reread = try TreeRows.read(makeRawStore(text(of: list)), reading: .indentation(tabWidth: 8))
          let depths = (0..<UInt32(flat.count)).map {
            reread.role(ofID: $0) == .node ? reread.depth(ofID: $0) : nil
          }
          #expect(nodeDepths(rows, list) == depths, "\(context): reads back")
        }
      }
    }
  }

  /// Org's promote and demote, on the naive tree: outdented, a node's
  /// following siblings become its children and it follows its parent;
  /// indented, it becomes the last child of its previous sibling.
  static func naiveShift(_ tree: NaiveTree, at path: [Int], outward: Bool) -> NaiveTree? {
    var tree = tree
    let index = path.last!
    if outward {
      guard path.count > 1 else { return nil }
      let parentPath = Array(path.dropLast())
      var node = tree[path]
      let following = tree.withSiblings(of: path) { siblings -> [NaiveNode] in
        let after = Array(siblings[(index + 1)...])
        siblings.removeSubrange(index...)
        return after
      }
      node.children += following
      tree.withSiblings(of: parentPath) { $0.insert(node, at: parentPath.last! + 1) }
      return tree
    }
    guard index > 0 else { return nil }
    let node = tree.remove(at: path)
    let siblingPath = Array(path.dropLast()) + [index - 1]
    let count = tree[siblingPath].children.count
    tree.withSiblings(of: siblingPath + [0]) { $0.insert(node, at: count) }
    return tree
  }
}
