@testable import ReorderCore
@testable import ReorderTree

/// The naive model of a tree: nodes with children arrays, flattened by
/// hand. Moves are done on it as a person would describe them.
struct NaiveNode: Equatable {
  var name: String
  /// Lines attached after the node's own line (blank lines), verbatim.
  var attached: [String] = []
  var children: [NaiveNode] = []
}

/// A forest and the ways to flatten, address and change it.
struct NaiveTree: Equatable {
  var roots: [NaiveNode]

  /// A forest from a valid depth sequence (`0, 1, 1, 0…`): node `i` is
  /// named "n\(i)".
  init(depths: [Int], attached: (Int) -> [String] = { _ in [] }) {
    var roots: [NaiveNode] = []
    for (i, depth) in depths.enumerated() {
      let node = NaiveNode(name: "n\(i)", attached: attached(i))
      Self.append(node, atDepth: depth, to: &roots)
    }
    self.roots = roots
  }

  init(roots: [NaiveNode]) { self.roots = roots }

  private static func append(_ node: NaiveNode, atDepth depth: Int, to nodes: inout [NaiveNode]) {
    if depth == 0 {
      nodes.append(node)
    } else {
      append(node, atDepth: depth - 1, to: &nodes[nodes.count - 1].children)
    }
  }

  /// Every row, in order: the line (indentation + name, or an attached
  /// line), its depth, whether it is a node, and the node's path.
  func flattened(unit: String = "  ") -> [(line: String, depth: Int, isNode: Bool, path: [Int])] {
    var rows: [(String, Int, Bool, [Int])] = []
    func walk(_ nodes: [NaiveNode], depth: Int, prefix: [Int]) {
      for (i, node) in nodes.enumerated() {
        let path = prefix + [i]
        rows.append((String(repeating: unit, count: depth) + node.name, depth, true, path))
        for line in node.attached { rows.append((line, depth, false, path)) }
        walk(node.children, depth: depth + 1, prefix: path)
      }
    }
    walk(roots, depth: 0, prefix: [])
    return rows.map { (line: $0.0, depth: $0.1, isNode: $0.2, path: $0.3) }
  }

  subscript(path: [Int]) -> NaiveNode {
    get {
      var node = roots[path[0]]
      for i in path.dropFirst() { node = node.children[i] }
      return node
    }
  }

  /// The children array that holds the node at `path` (the roots for a
  /// one-step path), changed in place.
  mutating func withSiblings<R>(of path: [Int], _ body: (inout [NaiveNode]) -> R) -> R {
    func go(_ nodes: inout [NaiveNode], _ rest: ArraySlice<Int>) -> R {
      if rest.count == 1 { return body(&nodes) }
      return go(&nodes[rest.first!].children, rest.dropFirst())
    }
    return go(&roots, path[...])
  }

  mutating func remove(at path: [Int]) -> NaiveNode {
    withSiblings(of: path) { $0.remove(at: path.last!) }
  }
}

/// A finished store of raw bytes (CRLF, no final newline, anything).
func makeRawStore(_ bytes: [UInt8]) -> ItemStore {
  let store = ItemStore()
  store.append(bytes)
  store.finish()
  return store
}

/// The list's text as the output would write it.
func text(of list: ReorderList) -> [UInt8] {
  var out: [UInt8] = []
  let items = list.itemsAsArrays
  for (i, item) in items.enumerated() {
    out += item
    if i < items.count - 1 || list.store.lastItemTerminated { out.append(0x0A) }
  }
  return out
}

/// Applies a planned move as the engine would: stores each rewritten
/// line, registers it with the rows and the list, applies the one edit.
/// - Returns: the edit (nil: nothing changed).
@discardableResult
func apply(_ move: TreeMove, rows: inout TreeRows, list: inout ReorderList) -> Edit? {
  var ids: [UInt32] = []
  for rewrite in move.rewrites {
    let id = list.store.appendSynthesized(rewrite.bytes)
    rows.register(rewrite, as: id)
    list.registerSynthesized(id: id, flags: [], replacing: rewrite.old)
    ids.append(id)
  }
  let edit = move.edit(newIDs: ids)
  if let edit { list.apply(edit) }
  return edit
}

/// The depths the rows give to the list's order (nil for non-nodes).
func nodeDepths(_ rows: TreeRows, _ list: ReorderList) -> [Int?] {
  list.order.map { rows.role(ofID: $0) == .node ? rows.depth(ofID: $0) : nil }
}

/// Every valid depth sequence of `n` nodes (the first 0, each at most one
/// deeper than the one before).
func treeShapes(_ n: Int) -> [[Int]] {
  guard n > 0 else { return [[]] }
  var shapes: [[Int]] = [[0]]
  for _ in 1..<n {
    shapes = shapes.flatMap { shape in (0...(shape.last! + 1)).map { shape + [$0] } }
  }
  return shapes
}

extension Array where Element == UInt8 {
  var string: String { String(decoding: self, as: UTF8.self) }
}
