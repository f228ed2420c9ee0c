import ReorderCore

// Sentences for trees and outlines: where a subtree lands (its new parent
// and its place among that parent's children), a level changed, a move
// refused. Positions and depths are 1-based, as a person counts.

extension Narrator {
  /// A tree row's label: its text without the indentation (`--tree`) or
  /// the heading's markers (`--outline`), which the depth already says:
  /// `"  - milk"` is `"- milk"`, `"## Usage"` is `"Usage"`.
  public static func treeLabel(_ item: ItemBytes, reading: TreeReading) -> ItemLabel {
    let head = item.prefixArray(labelEndBytes)
    var start = LeadingBytes.indentationLength(head)
    if reading.isOutline {
      let marker: UInt8 = reading == .orgHeadings ? 0x2A : 0x23
      var end = start
      while end < head.count && head[end] == marker { end += 1 }
      if end > start {
        start = end
        while start < head.count && (head[start] == LeadingBytes.space || head[start] == LeadingBytes.tab) {
          start += 1
        }
      }
    }
    guard start > 0 else { return label(item) }
    let text = labelText(item, from: start, ignoringCodes: false)
    if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { return .blankLine }
    return ItemLabel(text: text, cut: .fitting(text))
  }

  /// Where a subtree is (`moved`) or would be (while dragged) by its new
  /// parent: "Moved "Home" under "Work", position 2 of 3 there · depth 2";
  /// at the top level, "Moved "Home" to the top level, position 1 of 4
  /// there · depth 1".
  /// - Parameters:
  ///   - parent: the new parent's label; nil at the top level.
  ///   - position: 1-based among the parent's children, of `count`.
  ///   - depth: 1-based (a top-level row is at depth 1).
  public static func treePlace(
    _ label: ItemLabel, under parent: ItemLabel?, position: Int, of count: Int, depth: Int, moved: Bool = true
  ) -> Narration {
    let verb = moved ? "Moved" : "Moving"
    let place: Narration = parent.map { "under \($0)" } ?? "to the top level"
    return "\(verb) \(label) \(place), position \(position) of \(count) there · depth \(depth)"
  }

  /// `H`/`L`: "Outdented "Options" to level 2", "Indented "Options" to
  /// level 3" (an outline's level is its heading's `#` count).
  public static func treeShifted(_ label: ItemLabel, outward: Bool, toLevel level: Int) -> Narration {
    "\(outward ? "Outdented" : "Indented") \(label) to level \(level)"
  }

  /// Promote or demote: "Demoted "Usage" to level 3 (alone: its
  /// children stay where the levels put them)".
  public static func headingShifted(_ label: ItemLabel, outward: Bool, toLevel level: Int) -> Narration {
    "\(outward ? "Promoted" : "Demoted") \(label) to level \(level), without its subtree"
  }

  /// An outline's command in an indented tree.
  public static func headingShiftOnlyInOutlines() -> Narration {
    "One heading changes level without its subtree only in an outline (--outline); H and L move the subtree"
  }

  /// `K`/`J`: "Moved "Tests" up, position 1 of 3 under "Plan"".
  public static func treeMovedPastSibling(
    _ label: ItemLabel, down: Bool, position: Int, of count: Int, under parent: ItemLabel?
  ) -> Narration {
    let place: Narration = parent.map { "under \($0)" } ?? "at the top level"
    return "Moved \(label) \(down ? "down" : "up"), position \(position) of \(count) \(place)"
  }

  /// Why a tree move did not happen.
  /// - Parameters:
  ///   - kind: what was asked (a drop, `K`, `J`, `H`, `L`).
  ///   - parent: the label of the refusal's parent row, if it names one.
  public static func treeRefused(
    _ refusal: TreeRefusal, _ label: ItemLabel, kind: TreeMove.Kind, parent: ItemLabel? = nil,
    outline: Bool = false
  ) -> Narration {
    let verb: String
    switch kind {
    case .drop: verb = "move"
    case .up: verb = "move up"
    case .down: verb = "move down"
    case .outdent: verb = "outdent"
    case .indent: verb = "indent"
    case .promote: verb = "promote"
    case .demote: verb = "demote"
    }
    let under: Narration = parent.map { "under \($0)" } ?? "at the top level"
    switch refusal {
    case .inPreamble:
      return "\(label) comes before the first heading; it stays where it is"
    case .firstAmongSiblings:
      return "Can't \(verb) \(label): it is the first \(under)"
    case .lastAmongSiblings:
      return "Can't \(verb) \(label): it is the last \(under)"
    case .listEndWouldMove:
      return "Can't \(verb) \(label) there: the list would not end as it does (a sub-item is last)"
    case .endOfList(let last, let item):
      guard item else { return "Can't \(verb) \(label): it would go into a list (a drag can put it there)" }
      return
        "Can't \(verb) \(label): a list's \(last ? "last" : "first") item stays in its list (a drag moves it out)"
    case .atTopLevel:
      return "Can't \(verb) \(label): it is at the top level"
    case .nothingAboveToIndentUnder:
      return "Can't \(verb) \(label): no row above it at its level to go under"
    case .beyondDeepestLevel(let level):
      return "Can't \(verb) \(label): headings stop at level \(level)"
    case .headingsWouldReadOtherwise:
      return "Can't \(verb) \(label): Markdown would read other headings there (no blank line)"
    case .setextTextPastLevelTwo:
      return "Can't \(verb) \(label): an underlined heading of several lines stays at level 1 or 2"
    case .tooDeep:
      return "Can't \(verb) \(label): it would nest too deep"
    case .indentationDoesNotLineUp:
      let why =
        outline
        ? "the headings' levels do not line up there" : "the file's indentation does not line up there"
      return "Can't \(verb) \(label) there: \(why)"
    case .notADropPlace:
      return "Can't \(verb) \(label) there: only between rows, at a depth the rows around allow"
    }
  }

  /// While a subtree is dragged: "Moving "Home" under "Work" · depth 2 ·
  /// 3 rows travel".
  public static func treeOver(_ label: ItemLabel, under parent: ItemLabel?, depth: Int, rows: Int)
    -> Narration
  {
    let place: Narration = parent.map { "under \($0)" } ?? "to the top level"
    let travel = rows > 1 ? " · \(rows) rows travel" : ""
    return "Moving \(label) \(place) · depth \(depth)\(travel)"
  }

  /// Left/Right while lifted, past what the rows around the gap allow.
  public static func treeDepthBounds(_ label: ItemLabel, deeper: Bool, least: Int, most: Int) -> Narration {
    let range = least == most ? "only depth \(least)" : "depths \(least) to \(most)"
    return "Can't land \(label) \(deeper ? "deeper" : "higher") here: \(range) between these rows"
  }

  /// Right on a row without children.
  public static func treeNoChildren(_ label: ItemLabel) -> Narration { "\(label) has no rows under it" }

  /// Left on a top-level row.
  public static func treeAtTopLevel(_ label: ItemLabel) -> Narration { "\(label) is at the top level" }
}

// MARK: - Folds

extension Narrator {
  /// "Collapsed "Groceries": 3 rows under it hidden"
  public static func treeCollapsed(_ label: ItemLabel, rows: Int) -> Narration {
    "Collapsed \(label): \(rows) \(rows == 1 ? "row" : "rows") under it hidden"
  }

  /// "Expanded "Groceries": 3 rows shown"
  public static func treeExpanded(_ label: ItemLabel, rows: Int) -> Narration {
    "Expanded \(label): \(rows) \(rows == 1 ? "row" : "rows") shown"
  }

  /// What `z` did to an outline's bodies (`lines` in all).
  public static func treeBodies(shown: Bool, lines: Int) -> Narration {
    let count = "\(lines) \(lines == 1 ? "line" : "lines")"
    return shown ? "Bodies shown (\(count)) · z folds them" : "Bodies folded (\(count)) · z shows them"
  }

  /// "Opened the body of "Install": 2 lines"
  public static func treeBodyOpened(_ label: ItemLabel, lines: Int) -> Narration {
    "Opened the body of \(label): \(lines) \(lines == 1 ? "line" : "lines")"
  }

  public static let treeHasNoBodies: Narration =
    "Only an outline (--outline) has bodies to fold; Left and Right collapse and expand rows"
}
