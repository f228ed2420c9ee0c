import ReorderCore

/// What every line of a file is in its tree: a node at a depth, a line
/// attached to the node above it, or part of a fixed preamble. Kept by
/// item id, 4 bytes an item (one word: written once a row when the file
/// is read), beside the ``ItemStore``.
///
/// The order stays a ``ReorderList``'s flat order of ids: a tree is the
/// flattened array of its rows, each with a depth, where a node's subtree
/// is the run of rows after it that are deeper or attached, so every move
/// is a range move:
///
///     id  line            role      depth  level
///     0   "Groceries"     node      0      0
///     1   "  milk"        node      1      2       subtree of 0: 0..<4
///     2   ""              attached  1      -       (belongs to "milk")
///     3   "  bread"       node      1      2
///     4   "Work"          node      0      0
///
/// A node's *level* is what its line says (indentation columns, or a
/// heading's `#` count); its *depth* is its place in the tree: the number
/// of its ancestors, where the parent is the nearest node above with a
/// smaller level. An attached row records its owner's depth, so the depth
/// next to any gap is one lookup. A move that changes rows' depths
/// rewrites them as new items (``TreeRewrite``), registered here with
/// ``register(_:as:)``; the depth of an id never changes.
///
/// - Complexity: reading is one pass over each line's leading bytes.
public struct TreeRows: Sendable {
  public enum Role: UInt8, Hashable, Sendable {
    /// A row of the tree: it has a depth, children, siblings.
    case node
    /// A blank line (`--tree`) or a heading's body (`--outline`): it moves
    /// with the node above it and is never the row above or below a gap.
    case attached
    /// Lines before the first heading (or the first non-blank line), and
    /// the `--header-lines`: they never move. Also a `--section` header
    /// inside the list (and blank lines right under it): no part of the
    /// tree, never lifted, and nothing lands under it
    /// (``restartAtSections(_:)``).
    case preamble
  }

  /// The deepest depth a row can have.
  public static let maxDepth = 0x3FFF
  /// The largest level (indentation columns) a row can have.
  public static let maxLevel = Int(UInt16.max)

  static let attachedBit: UInt16 = 0x8000
  static let preambleBit: UInt16 = 0x4000

  public let reading: TreeReading
  /// The file's indent unit: what a level of depth adds to a rewritten line.
  public let unit: IndentUnit
  /// How many columns a tab goes to (for `--tree`'s reading).
  public let tabWidth: Int
  /// By id: in the low 16 bits the depth (low 14 bits) and
  /// ``attachedBit`` or ``preambleBit``; in the high 16 bits a node's
  /// level (columns or heading level), 0 for other rows.
  private var entries: [UInt32]
  /// Whether every node's level is what its depth alone would give
  /// (columns = depth × unit, or heading level = depth + 1). Then every
  /// planned move reads back as planned, and needs no check.
  public private(set) var isAligned: Bool
  /// Whether a move keeps the blank lines' layout (Markdown: an outline,
  /// or `--tree` read as Markdown lists; ``keepingBlankLines(_:in:store:)``).
  public internal(set) var keepsBlankLines: Bool

  init(reading: TreeReading, unit: IndentUnit, tabWidth: Int, entries: [UInt32], isAligned: Bool) {
    keepsBlankLines = reading == .markdownHeadings
    self.reading = reading
    self.unit = unit
    self.tabWidth = tabWidth
    self.entries = entries
    self.isAligned = isAligned
  }

  /// The entry of a node at `depth` with `level`.
  @inline(__always)
  static func entry(depth: Int, level: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: depth) | UInt32(truncatingIfNeeded: level) << 16
  }

  /// How many ids are known.
  public var count: Int { entries.count }

  /// How many columns one level of depth adds to a rewritten `--tree` line.
  public var unitColumns: Int { unit.columns(tabWidth: tabWidth) }

  /// How far a drag goes sideways for one level: the unit's columns, at
  /// least 2 (an outline's levels are 2 columns apart on screen).
  public var dragStepColumns: Int { reading.isOutline ? 2 : max(2, unitColumns) }

  @inline(__always)
  public func role(ofID id: UInt32) -> Role {
    let word = UInt16(truncatingIfNeeded: entries[Int(id)])
    if word & Self.attachedBit != 0 { return .attached }
    return word & Self.preambleBit != 0 ? .preamble : .node
  }

  /// A node's depth; an attached row's owner's depth; 0 for the preamble.
  @inline(__always)
  public func depth(ofID id: UInt32) -> Int { Int(entries[Int(id)] & 0x3FFF) }

  /// A node's level: its indentation columns (`--tree`) or heading level.
  @inline(__always)
  public func level(ofID id: UInt32) -> Int { Int(entries[Int(id)] >> 16) }

  /// The level a node at `depth` has in an aligned file.
  func alignedLevel(depth: Int) -> Int {
    reading.isOutline ? depth + 1 : depth * unitColumns
  }

  /// Gives a loaded row another role and depth (``restartAtSections(_:)``).
  mutating func reassign(id: Int, role: Role, depth: Int) {
    let word: UInt16
    switch role {
    case .node:
      word = UInt16(depth)
      if level(ofID: UInt32(id)) != alignedLevel(depth: depth) { isAligned = false }
    case .attached: word = UInt16(depth) | Self.attachedBit
    case .preamble: word = Self.preambleBit
    }
    entries[id] = entries[id] & 0xFFFF_0000 | UInt32(word)
  }

  /// Records the row that a move wrote as a new item with id `id` (the
  /// store's next id).
  public mutating func register(_ rewrite: TreeRewrite, as id: UInt32) {
    precondition(Int(id) == entries.count, "rewritten rows are registered in id order")
    appendRow(role: rewrite.role, depth: rewrite.depth, level: rewrite.level)
  }

  /// Gives a written row (not a loaded one) another role, depth and level.
  mutating func overwrite(id: Int, role: Role, depth: Int, level: Int) {
    let last = entries.count
    appendRow(role: role, depth: depth, level: level)
    entries[id] = entries.removeLast()
    precondition(entries.count == last)
  }

  /// Records a row that is not in the input (an inserted line): a node at
  /// `depth` with `level`, or an attached row of an owner at `depth`.
  public mutating func appendRow(role: Role, depth: Int, level: Int) {
    precondition(depth >= 0 && depth <= Self.maxDepth && level >= 0 && level <= Self.maxLevel)
    var word = UInt16(depth)
    switch role {
    case .node:
      if level != alignedLevel(depth: depth) { isAligned = false }
    case .attached: word |= Self.attachedBit
    case .preamble: word = Self.preambleBit
    }
    entries.append(UInt32(word) | (role == .node ? UInt32(level) << 16 : 0))
  }
}
