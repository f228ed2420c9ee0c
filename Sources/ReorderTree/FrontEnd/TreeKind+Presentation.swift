import ReorderCore
import ReorderFrontEnd

// Trees and outlines in the front end: Left/Right (h/l) change the landing
// depth while lifted and walk the tree otherwise, H/L outdent and indent,
// and J/K, t, b, :N move subtrees (the engine's kind does that).

extension TreeKind: KindPresentation {
  public var bindings: [KeyPress: Command] { Self.keys }
  public static var keys: [KeyPress: Command] { TreeKeys.keys }

  public func helpText(for command: Command) -> String? { TreeKeys().helpText(for: command) }

  public func summary(of command: Command) -> String? { command.treeSummary }

  public func run(_ command: Command, in context: inout PresentationContext, at time: Duration) -> [Effect]? {
    TreeKeys().run(command, in: &context, at: time)
  }

  public var counterMark: String? { reading.isOutline ? "outline" : "tree" }

  public var mouseHelpText: String? {
    "hold a row, drag, release to drop; click \(reading.isOutline ? "▸ +N rows or +N lines" : "▸ +N rows") to open it"
  }

  /// A folded row says what it hides, after its text: a collapsed row
  /// `▸` and its rows, an outline's heading its folded body's lines.
  ///
  ///     - [ ] Groceries ▸ +3 rows
  ///     ## Install +2 lines
  public func decorate(_ row: RowDecoration, of model: ListScreen, into canvas: inout Canvas) {
    guard let badge = foldBadge(of: row, in: model) else { return }
    canvas.draw(
      badge.glyphs, at: badge.columns.lowerBound, row: row.y, limit: row.end,
      style: Style(row.isFocused ? .focus : .locked))
  }

  /// A tap on a fold badge expands its row, or opens its heading's body
  /// (as Right does: the tap focused the row); elsewhere on the row it
  /// only focused.
  public func tap(at point: Point, on position: Int, in context: inout PresentationContext, at time: Duration)
    -> [Effect]?
  {
    let screen = context.listScreen
    let layout = screen.engine.layout
    guard let shown = layout.position(at: point), screen.engine.position(shownAt: shown) == position,
      let (origin, end) = ListView.rowFrame(ofShown: shown, in: layout)
    else { return nil }
    let (id, isPlaceholder) = screen.engine.displayed(at: shown)
    let row = RowDecoration(
      id: id, x: origin.x, y: origin.y,
      textX: origin.x + UIGeometry.gutter(editing: screen.engine.isEditing)
        + textIndent(ofID: id, of: screen),
      end: end, isPlaceholder: isPlaceholder, isFocused: false)
    // The badge's leading blank is the text's end, not the badge.
    guard let badge = foldBadge(of: row, in: screen), badge.columns.dropFirst().contains(point.x) else {
      return nil
    }
    return context.perform(.kind(TreeAction.deeper), at: time)
  }

  /// The badge a folded row ends in and the columns it takes, as
  /// ``decorate(_:of:into:)`` draws it and a tap finds it: after the
  /// row's text, or over its end when the text fills the row; nil for a
  /// row that hides nothing (or too narrow to say so).
  ///
  ///     |> - Groceries ▸ +3 rows      |
  ///                      ^^^^^^^^^^ columns (a blank first)
  func foldBadge(of row: RowDecoration, in model: ListScreen) -> (glyphs: [Glyph], columns: Range<Int>)? {
    let engine = model.engine
    guard !row.isPlaceholder, !engine.folds.hidden.isEmpty,
      let shown = engine.layout.position(at: Point(x: row.x, y: row.y))
    else { return nil }
    // The row's place in the list (a lift's view is over the list as it is).
    let position = engine.storedPosition(shownAt: shown).position
    guard let run = engine.folds.hidden.run(hiding: position + 1), run.lowerBound == position + 1 else {
      return nil
    }
    let collapsed = engine.folds.collapsed.contains(UInt32(row.id))
    let badge =
      collapsed
      ? " ▸ +\(run.count) \(run.count == 1 ? "row" : "rows")"
      : " +\(run.count) \(run.count == 1 ? "line" : "lines")"
    let glyphs = ListView.itemGlyphs(
      engine.list.store, id: row.id, columns: max(row.end - row.textX, 0), tabWidth: model.tabWidth,
      ansi: model.ansi,
      fields: model.displayFields)
    let textWidth = glyphs.reduce(0) { $0 + $1.width }
    let badgeGlyphs = DisplayText.glyphs(badge)
    let x = min(row.textX + textWidth, row.end - badgeGlyphs.count)
    guard x > row.textX else { return nil }
    let width = badgeGlyphs.reduce(0) { $0 + $1.width }
    return (badgeGlyphs, x..<min(x + width, row.end))
  }

  /// Cells an outline's row is drawn to the right per level below the
  /// top level.
  public static let outlineIndent = 2

  /// An outline's rows indented by depth, as an outline view (org's
  /// indent mode, an editor's outline pane) draws a tree: 2 cells a level
  /// below the top, a body with its heading. The `#` (or `*`) markers stay:
  /// they are the file's text, the level a move rewrites, and what the
  /// lifted row shows changing; the indent is only the drawing.
  ///
  ///     # Title
  ///       ## Install +2 lines
  ///         ### From source
  public func textIndent(ofID id: Int, of model: ListScreen) -> Int {
    guard reading.isOutline, id < rows.count, rows.role(ofID: UInt32(id)) != .preamble else { return 0 }
    return Self.outlineIndent * rows.depth(ofID: UInt32(id))
  }

  /// While lifted, a node of the subtree drawn at the depth it would land
  /// at: its indentation (or its heading's markers) changed by the depth
  /// change, as the drop would write it; in an outline also indented as
  /// a row at that depth is (``textIndent(ofID:of:)``).
  ///
  ///     lifted "  - milk" at depth 1, landing at 0:   ░ - milk
  public func snapshotGlyphs(_ glyphs: [Glyph], id: Int, of model: ListScreen) -> [Glyph] {
    var delta = 0
    if let drag = model.engine.drag, let landing = drag.landingDepth {
      delta = landing - rows.depth(ofID: drag.ids[0])
    }
    let text = rows.role(ofID: UInt32(id)) == .node ? relevelled(glyphs, id: id, by: delta) : glyphs
    guard reading.isOutline, id < rows.count else { return text }
    let depth = max(0, rows.depth(ofID: UInt32(id)) + delta)
    return Array(repeating: Glyph(text: " ", width: 1), count: Self.outlineIndent * depth) + text
  }

  /// A node's glyphs with its indentation (or markers) changed by `delta`
  /// levels, as a move writes them.
  private func relevelled(_ glyphs: [Glyph], id: Int, by delta: Int) -> [Glyph] {
    guard delta != 0 else { return glyphs }
    switch reading {
    case .indentation:
      let columns = delta * rows.unitColumns
      if columns > 0 { return Array(repeating: Glyph(text: " ", width: 1), count: columns) + glyphs }
      let blanks = glyphs.prefix { $0.text == " " }.count
      return Array(glyphs.dropFirst(min(blanks, -columns)))
    case .markdownHeadings, .orgHeadings:
      let marker = reading == .orgHeadings ? "*" : "#"
      let start = glyphs.prefix { $0.text == " " }.count
      let markers = glyphs[start...].prefix { $0.text == marker }.count
      guard markers > 0 else {
        // A setext heading's text: past level 2 it is written as ATX.
        let level = rows.level(ofID: UInt32(id)) + delta
        guard reading == .markdownHeadings, level > 2 else { return glyphs }
        return Array(repeating: Glyph(text: "#", width: 1), count: level) + [Glyph(text: " ", width: 1)]
          + glyphs[start...]
      }
      let level = max(1, markers + delta)
      return Array(glyphs[..<start]) + Array(repeating: Glyph(text: marker, width: 1), count: level)
        + glyphs[(start + markers)...]
    }
  }
}

/// A tree's keys, without a tree: for `--help`, and for a `--bind` of a
/// tree's command in a plain list (the engine says where it works).
public struct TreeKeys: KindPresentation {
  public init() {}

  public var bindings: [KeyPress: Command] { Self.keys }

  public static let keys: [KeyPress: Command] = [
    KeyPress(.left): .shallower, KeyPress(.char("h")): .shallower,
    KeyPress(.right): .deeper, KeyPress(.char("l")): .deeper,
    KeyPress(.left, .shift): .outdent, KeyPress(.char("H")): .outdent,
    KeyPress(.right, .shift): .indent, KeyPress(.char("L")): .indent,
    KeyPress(.left, .alt): .promote, KeyPress(.char("<")): .promote,
    KeyPress(.right, .alt): .demote, KeyPress(.char(">")): .demote,
    KeyPress(.char("z")): .toggleBodies,
  ]

  public func helpText(for command: Command) -> String? {
    switch command {
    case .moveUp: return "move the row and its subtree above the sibling above"
    case .moveDown: return "move the row and its subtree below the sibling below"
    case .moveTop: return "move the row and its subtree to the top"
    case .moveBottom: return "move the row and its subtree to the bottom"
    case .lift: return "lift the row with its subtree; again to drop"
    case .delete: return "edit mode: delete the row with its subtree (or each selected one's); u undoes"
    default: return nil
    }
  }

  public func summary(of command: Command) -> String? { command.treeSummary }

  public func run(_ command: Command, in context: inout PresentationContext, at time: Duration) -> [Effect]? {
    switch command {
    case .shallower: return context.perform(.kind(TreeAction.shallower), at: time)
    case .deeper: return context.perform(.kind(TreeAction.deeper), at: time)
    case .outdent: return context.perform(.kind(TreeAction.outdent), at: time)
    case .indent: return context.perform(.kind(TreeAction.indent), at: time)
    case .promote: return context.perform(.kind(TreeAction.promote), at: time)
    case .demote: return context.perform(.kind(TreeAction.demote), at: time)
    case .toggleBodies: return context.perform(.kind(TreeAction.toggleBodies), at: time)
    default: return nil
    }
  }
}
