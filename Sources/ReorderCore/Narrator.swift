/// One-line descriptions of every action, as accessible drag-and-drop
/// libraries announce to screen readers; the front end shows the latest in
/// the status line.
///
/// Positions are 1-based, as a person counts.
public enum Narrator {
  /// An item's text for narration, quoted: its first `limit` characters,
  /// with "…" if there is more.
  ///
  /// Bytes that are not UTF-8 are written `\xNN`, as the list draws them
  /// (a lossy decode would show U+FFFD instead); controls and other
  /// characters that must not reach the terminal raw are left to the view,
  /// which escapes the whole status line the same way as the rows.
  ///
  /// For the bytes `63 61 66 E9 20 1B 5B 31 6D` ("caf", a Latin-1 é, a
  /// space, ESC [1m) the label is `"caf\xe9 ` + ESC + `[1m"`, which the
  /// status line shows as `"caf\xe9 ^[[1m"`.
  ///
  /// With `ignoringCodes` (`--ansi`) the item's colour codes are taken out
  /// first, so they neither show nor count.
  public static func label(_ item: ItemBytes, limit: Int = 24, ignoringCodes: Bool = false) -> String {
    var bytes = item.prefixArray(ignoringCodes ? 4096 : limit * 4 + 4)
    let complete = bytes.count == item.count
    if ignoringCodes && ANSICodes.mayContainCodes(bytes) { bytes = ANSICodes.strip(bytes) }
    if bytes.last == 0x0D && complete { bytes.removeLast() }
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    decoding: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        // A character cut in two by the prefix is not an error.
        if !complete && offset + length == bytes.count { break decoding }
        for byte in bytes[offset..<(offset + length)] { text += hexEscape(byte) }
        offset += length
      case .emptyInput:
        break decoding
      }
    }
    let trimmed = text.count > limit || !complete ? String(text.prefix(limit - 1)) + "…" : text
    return "\"" + trimmed + "\""
  }

  /// `\xNN`, lowercase, as ``DisplayText`` writes a byte that is not UTF-8.
  static func hexEscape(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef".unicodeScalars)
    var escape = "\\x"
    escape.unicodeScalars.append(digits[Int(byte >> 4)])
    escape.unicodeScalars.append(digits[Int(byte & 0xF)])
    return escape
  }

  static func subject(_ label: String, count: Int) -> String {
    count == 1 ? label : "\(count) items (\(label) and \(count - 1) more)"
  }

  public static func lifted(_ label: String, count: Int, position: Int, of total: Int) -> String {
    "Lifted \(subject(label, count: count)), position \(position) of \(total)"
  }

  public static func over(_ label: String, position: Int, of total: Int) -> String {
    "Moving \(label): position \(position) of \(total)"
  }

  public static func overSwap(_ label: String, target: String?, position: Int) -> String {
    if let target { return "Swap \(label) with \(target) at \(position)" }
    return "Drop here returns \(label) to \(position)"
  }

  public static func moved(_ label: String, count: Int, from: Int, to: Int, of total: Int) -> String {
    "Moved \(subject(label, count: count)) from \(from) to \(to) of \(total)"
  }

  public static func swapped(_ a: String, _ b: String, at pa: Int, and pb: Int) -> String {
    "Swapped \(a) (now \(pa)) with \(b) (now \(pb))"
  }

  public static func droppedInPlace(_ label: String, position: Int, of total: Int) -> String {
    "Dropped \(label) where it was, position \(position) of \(total)"
  }

  public static func cancelled(_ label: String, position: Int) -> String {
    "Cancelled; \(label) back at \(position)"
  }

  public static func notLiftable(_ label: String, header: Bool) -> String {
    header ? "\(label) is a section header and can't be moved" : "\(label) is locked and can't be moved"
  }

  /// A quick move up (`up`) or down that has no room left.
  public static func cannotMove(_ label: String, up: Bool) -> String {
    "\(label) is already at the \(up ? "top" : "bottom")"
  }

  public static func undid(_ summary: String) -> String { "Undid: \(summary)" }
  public static func redid(_ summary: String) -> String { "Redid: \(summary)" }
  public static let nothingToUndo = "Nothing to undo"
  public static let nothingToRedo = "Nothing to redo"

  // MARK: - Focus and search

  /// Where the focus is.
  public static func focused(_ label: String, position: Int, of total: Int) -> String {
    "\(label), position \(position) of \(total)"
  }

  /// A search that found a row; `wrapped` when it went past an end of the list.
  public static func found(_ query: String, _ label: String, position: Int, of total: Int, wrapped: Bool)
    -> String
  {
    "\"\(query)\": \(label) at \(position) of \(total)" + (wrapped ? " (wrapped)" : "")
  }

  public static func notFound(_ query: String) -> String { "No row contains \"\(query)\"" }

  // MARK: - Selection

  /// "1 row", "3 rows".
  static func rows(_ count: Int) -> String { "\(count) \(count == 1 ? "row" : "rows")" }

  /// A live range (mouse drawn, or `v`) while it grows.
  public static func selecting(_ count: Int) -> String { "Selecting \(rows(count))" }

  /// A range that became a selection.
  public static func selected(_ count: Int) -> String { "Selected \(rows(count))" }

  /// A range drawn with the mouse, when the button comes up.
  public static func selectedByDragging(_ count: Int) -> String {
    "\(selected(count)); hold one of them to move them together"
  }

  /// `x` on a row; `count` is how many are selected now.
  public static func marked(_ label: String, selected count: Int) -> String {
    "Selected \(label); \(count) selected"
  }

  public static func unmarked(_ label: String, selected count: Int) -> String {
    "Unselected \(label); \(count) selected"
  }

  public static func rangeStarted(at position: Int) -> String {
    "Range selection from \(position): move to extend, v to end"
  }

  public static func selectionCleared(_ count: Int) -> String { "Selection cleared (\(rows(count)))" }

  // MARK: - Modes

  public static func editMode(_ isOn: Bool) -> String {
    isOn ? "Edit mode: d or click [x] deletes a row; e, Esc or Done leaves" : "Left edit mode"
  }

  public static func dropMode(_ mode: DropMode) -> String {
    switch mode {
    case .swap: return "Swap mode: a drop on a row swaps the two; a drop on nothing snaps back"
    case .insert: return "Insert mode: a drop inserts the row; the rows between shift"
    }
  }

  public static let noMoveToRepeat = "No move to repeat yet"

  // MARK: - Deleting, inserting, git actions

  /// What a delete did (the history's summary).
  public static func deleted(_ label: String, count: Int, from position: Int) -> String {
    count == 1
      ? "Deleted \(label) from \(position)" : "Deleted \(count) rows (\(label) and \(count - 1) more)"
  }

  /// A summary with the key that takes it back.
  public static func undoable(_ summary: String) -> String { summary + "; u undoes" }

  public static func cannotDelete(_ label: String) -> String { "\(label) can't be deleted" }

  public static func inserted(_ label: String, position: Int) -> String { "Inserted \(label) at \(position)" }

  /// One commit's action, as a rewrite shows it: "pick → fixup".
  public static func actionChange(from old: GitAction, to new: GitAction) -> String {
    "\(old.rawValue) → \(new.rawValue)"
  }

  /// Rewritten git todo lines: one (its change and its new text) or many
  /// (each kind of change once).
  public static func rewritten(_ changes: [String], label: String) -> String {
    if changes.count == 1 { return "\(changes[0]): \(label)" }
    return "\(changes.count) commits: " + Set(changes).sorted().joined(separator: ", ")
  }

  public static func notACommitLine(_ label: String) -> String { "\(label) is not a commit line" }
  public static let noCommitLinesSelected = "No commit lines selected"
  public static let stillReading = "Still reading the input; try again in a moment"
  public static let actionsOnlyInGitTodo = "Actions change only in a git rebase todo"
  public static let insertsOnlyInGitTodo = "Lines are inserted only in a git rebase todo"
}
