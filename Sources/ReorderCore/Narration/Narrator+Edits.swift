// Sentences for deleting and inserting, for the places a
// move lands other than where it was asked to, and for the front end's
// prompts and counts.

extension Narrator {
  // MARK: - Deleting and inserting

  /// What a delete did (the history's summary).
  public static func deleted(_ label: ItemLabel, positions: [Int], of total: Int) -> Narration {
    "Deleted \(place(positions)) of \(total) · \(subject(label, count: positions.count))"
  }

  /// A summary with the key that takes it back: "Deleted position 2 of 5
  /// (u undoes) · "b"".
  public static func undoable(_ summary: Narration, keys: KeyHints) -> Narration {
    guard let undo = keys.undo else { return summary }
    return summary.noting("\(undo) undoes")
  }

  public static func cannotDelete(_ label: ItemLabel, position: Int, header: Bool) -> Narration {
    "Position \(position) is \(header ? "a section header" : "locked"); it can't be deleted · \(label)"
  }

  public static func inserted(_ label: ItemLabel, position: Int, of total: Int) -> Narration {
    "Inserted at position \(position) of \(total) · \(label)"
  }

  public static let stillReading: Narration = "Still reading the input; try again in a moment"

  // MARK: - Where a move landed instead

  /// Why `:N` (or a move to a place) landed elsewhere.
  public enum Adjustment: Hashable, Sendable {
    /// N is past the end: the rows went last.
    case pastTheEnd(asked: Int)
    /// N is a locked row's place: the rows went to the nearest place
    /// they may take.
    case locked(asked: Int)
    /// Nothing goes above the first section header.
    case aboveFirstHeader
    /// A block of rows does not fit from N: it ends at the last place.
    case blockFits(rows: Int)

    var note: String {
      switch self {
      case .pastTheEnd(let asked): return "the last; there is no position \(asked)"
      case .locked(let asked): return "\(asked) is locked"
      case .aboveFirstHeader: return "nothing goes above the first section header"
      case .blockFits(let rows): return "the last place \(rows) rows fit"
      }
    }
  }

  // MARK: - Prompts and counts

  /// `:0`, or a position past any row in an empty list.
  public static func noSuchPosition(_ asked: Int, of total: Int) -> Narration {
    "No position \(asked): positions are 1 to \(total); nothing moved"
  }

  /// A key in the `:` prompt that is not a digit.
  public static func notADigit(_ typed: String) -> Narration {
    "Only digits go here (\"\(typed)\" is not one): type a position, Enter moves, Esc cancels"
  }

  public static let noPositionTyped: Narration = "No position typed; nothing moved"
  public static let moveCancelled: Narration = "Move cancelled; nothing moved"

  /// Esc in a search: the focus went back where it was.
  public static func searchCancelled(_ label: ItemLabel, position: Int, of total: Int) -> Narration {
    "Search cancelled; back at position \(position) of \(total) · \(label)"
  }

  /// `5t`: what the key did, and that the count meant nothing to it.
  public static func countIgnored(_ count: Int, action: String) -> String {
    "count \(count) ignored: \(action) takes none"
  }

  public static let noSearchYet: Narration = "No search yet: / searches"
  public static let onlyInAGrid: Narration = "Left and right move only in a grid (--columns, --grid)"
}

/// The keys the person has bound, named in sentences that tell what to
/// press ("Delete or click [x] deletes a row"): the front end fills them in
/// from its bindings; nil where no key is bound.
public struct KeyHints: Hashable, Sendable {
  public var undo: String?
  public var delete: String?
  public var editMode: String?
  public var selectRange: String?
  /// The keys bound to a kind's own commands, by the command's name, for
  /// the kind's sentences (a key that changes what a drop will do).
  public var kindKeys: [String: String] = [:]

  public init(
    undo: String? = "u", delete: String? = "Delete", editMode: String? = "e", selectRange: String? = "v"
  ) {
    self.undo = undo
    self.delete = delete
    self.editMode = editMode
    self.selectRange = selectRange
  }

  /// "a", "a or b", "a, b or c".
  public static func list(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
  }
}
