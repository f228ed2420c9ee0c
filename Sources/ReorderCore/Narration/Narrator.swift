/// Every sentence the status line says (and `--narrate` writes), as
/// accessible drag-and-drop libraries announce to screen readers.
///
/// One vocabulary: rows, and "position N of M", 1-based as a person counts.
/// Numbers come first and labels last, after " · ", so a narrow line keeps
/// the numbers and shortens the labels: `Moved 3 → 18 of 20 · "buy milk"`.
public enum Narrator {
  /// The rows a sentence is about: one label, or the first and how many more.
  static func subject(_ label: ItemLabel, count: Int) -> Narration {
    count == 1 ? "\(label)" : "\(label) and \(count - 1) more"
  }

  /// "1 row", "3 rows".
  static func rows(_ count: Int) -> String { "\(count) \(count == 1 ? "row" : "rows")" }

  /// 1-based positions, ascending, as runs: "4", "2–4 and 7", "2, 5 and 9";
  /// past `limit` runs, "2, 5, 9 … and 12 more".
  package static func positions(_ positions: [Int], limit: Int = 6) -> String {
    var runs: [ClosedRange<Int>] = []
    for p in positions {
      if let last = runs.last, p == last.upperBound + 1 {
        runs[runs.count - 1] = last.lowerBound...p
      } else {
        runs.append(p...p)
      }
    }
    let words = runs.prefix(limit).map {
      $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)"
    }
    if runs.count > limit {
      let shown = runs.prefix(limit).reduce(0) { $0 + $1.count }
      return words.joined(separator: ", ") + " … and \(positions.count - shown) more"
    }
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
  }

  /// "position 4", "3 rows, positions 2–4 and 7".
  static func place(_ positions: [Int]) -> String {
    positions.count == 1
      ? "position \(positions[0])" : "\(rows(positions.count)), positions \(Self.positions(positions))"
  }

  /// What the status line says before anything happened.
  public static func greeting(_ count: Int) -> Narration {
    "\(rows(count)): hold one to drag it, or Space to lift"
  }

  // MARK: - Lifting and dropping

  /// - Parameter positions: the lifted rows' positions, 1-based.
  public static func lifted(_ label: ItemLabel, positions: [Int], of total: Int) -> Narration {
    "Lifted \(place(positions)) of \(total) · \(subject(label, count: positions.count))"
  }

  /// While lifted rows move: where the held row would land.
  public static func over(_ label: ItemLabel, count: Int, position: Int, of total: Int) -> Narration {
    let rows = count == 1 ? "" : "\(Self.rows(count)) "
    return "Moving \(rows)to position \(position) of \(total) · \(subject(label, count: count))"
  }

  public static func overSwap(_ label: ItemLabel, target: ItemLabel?, position: Int) -> Narration {
    if let target { return "Swap with position \(position) · \(label) ↔ \(target)" }
    return "Drop here returns it to position \(position) · \(label)"
  }

  /// A move that happened: the rows' old positions and their new ones;
  /// `note` says why they are not where they were asked to go.
  public static func moved(_ label: ItemLabel, from: [Int], to: [Int], of total: Int, note: String? = nil)
    -> Narration
  {
    let rows = from.count == 1 ? "" : "\(Self.rows(from.count)) "
    let why = note.map { " (\($0))" } ?? ""
    return
      "Moved \(rows)\(positions(from)) → \(positions(to)) of \(total)\(why) · \(subject(label, count: from.count))"
  }

  /// `a` went from position `from` to `to`, and `b` the other way.
  public static func swapped(_ a: ItemLabel, _ b: ItemLabel, from: Int, to: Int, of total: Int) -> Narration {
    "Swapped \(from) ↔ \(to) of \(total) · \(a) ↔ \(b)"
  }

  public static func droppedInPlace(_ label: ItemLabel, position: Int, of total: Int) -> Narration {
    "Dropped where it was, position \(position) of \(total) · \(label)"
  }

  public static func cancelled(_ label: ItemLabel, position: Int, of total: Int) -> Narration {
    "Cancelled; back at position \(position) of \(total) · \(label)"
  }

  public static func notLiftable(_ label: ItemLabel, position: Int, header: Bool) -> Narration {
    "Position \(position) is \(header ? "a section header" : "locked"); it can't be moved · \(label)"
  }

  /// A move with no room left that way: `up` toward the top.
  public static func cannotMove(_ label: ItemLabel, positions: [Int], of total: Int, up: Bool) -> Narration {
    "Already at the \(up ? "top" : "bottom"), \(place(positions)) of \(total) · \(subject(label, count: positions.count))"
  }

  /// `:N` naming where the rows already are.
  public static func alreadyThere(_ label: ItemLabel, positions: [Int], of total: Int, note: String? = nil)
    -> Narration
  {
    let why = note.map { " (\($0))" } ?? ""
    return "Already at \(place(positions)) of \(total)\(why) · \(subject(label, count: positions.count))"
  }

  // MARK: - Undo

  /// One step undone: what it had done.
  public static func undid(_ summary: Narration) -> Narration { "Undid: \(summary)" }
  public static func redid(_ summary: Narration) -> Narration { "Redid: \(summary)" }

  /// Several steps undone (`3u`); `asked` more than there were says so.
  public static func undid(_ kinds: [String], asked: Int) -> Narration {
    "Undid \(steps(kinds))" + (asked > kinds.count ? "; nothing more to undo" : "")
  }

  public static func redid(_ kinds: [String], asked: Int) -> Narration {
    "Redid \(steps(kinds))" + (asked > kinds.count ? "; nothing more to redo" : "")
  }

  /// "2 moves", "3 steps" (of different kinds).
  static func steps(_ kinds: [String]) -> String {
    let kind = Set(kinds).count == 1 ? kinds[0] : "step"
    return "\(kinds.count) \(kind)\(kinds.count == 1 ? "" : "s")"
  }

  public static let nothingToUndo: Narration = "Nothing to undo"
  public static let nothingToRedo: Narration = "Nothing to redo"

  // MARK: - Focus and search

  /// Where the focus is.
  public static func focused(_ label: ItemLabel, position: Int, of total: Int) -> Narration {
    "Position \(position) of \(total) · \(label)"
  }

  /// A search that found a row: the match's number among all (`match`
  /// and `matches` nil while not counted yet), and `wrapped` when it went
  /// past an end of the list. The query is on the screen while it is
  /// typed; the sentence leaves it out, for the numbers.
  public static func found(
    _ label: ItemLabel, position: Int, of total: Int, match: Int?, matches: Int?,
    wrapped: Bool
  ) -> Narration {
    let number = match.map { k in " \(k)" + (matches.map { " of \($0)" } ?? "") } ?? ""
    return "Match\(number) at position \(position) of \(total)\(wrapped ? " (wrapped)" : "") · \(label)"
  }

  public static func notFound(_ query: String) -> Narration {
    "No row contains \(ItemLabel(text: query, cut: .keepingStart))"
  }

  // MARK: - Selection

  /// A live range (mouse drawn, or `v`) while it grows.
  public static func selecting(_ count: Int) -> Narration { "Selecting \(rows(count))" }

  /// A range that became a selection.
  public static func selected(_ count: Int) -> Narration { "Selected \(rows(count))" }

  /// A range drawn with the mouse, when the button comes up.
  public static func selectedByDragging(_ count: Int) -> Narration {
    "\(selected(count)); hold one of them to move them together"
  }

  /// `x` on a row; `count` is how many are selected now.
  public static func marked(_ label: ItemLabel, position: Int, selected count: Int) -> Narration {
    "Selected position \(position); \(count) selected · \(label)"
  }

  public static func unmarked(_ label: ItemLabel, position: Int, selected count: Int) -> Narration {
    "Unselected position \(position); \(count) selected · \(label)"
  }

  public static func rangeStarted(at position: Int, keys: KeyHints = KeyHints()) -> Narration {
    "Range selection from position \(position): move to extend"
      + (keys.selectRange.map { ", \($0) to end" } ?? "")
  }

  public static func selectionCleared(_ count: Int) -> Narration { "Selection cleared (\(rows(count)))" }

  // MARK: - Modes

  /// Edit mode on (with the keys that delete and leave) or off.
  public static func editMode(_ isOn: Bool, keys: KeyHints = KeyHints()) -> Narration {
    guard isOn else { return "Left edit mode" }
    let delete = keys.delete.map { "\($0) or click [x]" } ?? "a click on [x]"
    let leave = (keys.editMode.map { [$0] } ?? []) + ["Esc", "Done"]
    return "Edit mode: \(delete) deletes a row; \(KeyHints.list(leave)) leaves"
  }

  public static func dropMode(_ mode: DropMode) -> Narration {
    switch mode {
    case .swap: return "Swap mode: a drop on a row swaps the two; a drop on nothing snaps back"
    case .insert: return "Insert mode: a drop inserts the row; the rows between shift"
    }
  }

  public static let noMoveToRepeat: Narration = "No move to repeat yet"
}
