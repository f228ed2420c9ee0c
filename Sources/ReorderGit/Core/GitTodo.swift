import ReorderCore

/// The lines of a git interactive rebase todo list (`git-rebase-todo`),
/// as git's sequencer reads them (`parse_insn_line` in `sequencer.c`).
///
///     pick 1a2b3c4 Add the parser                  ← a commit line: action, commit, subject
///     fixup -C 5d6e7f8 Fix the parser              ← fixup taking this commit's message
///     exec make test                               ← a command line
///     label feature                                ← names HEAD (--rebase-merges)
///     reset onto                                   ← HEAD back to a label
///     merge -C 9f8e7d6 feature # Merge 'feature'   ← a merge of labels
///     update-ref refs/heads/feature                ← a branch moved at the end (--update-refs)
///     # Rebase 0a1b..9f8e onto 0a1b                ← a comment (core.commentChar)
///
/// The parsed line only records where its parts are (byte offsets), so a
/// line always goes back out exactly as it came in. Comments and blank
/// lines are locked in place by the front end.
public enum GitAction: String, CaseIterable, Hashable, Sendable {
  case pick, reword, edit, squash, fixup, drop
  case exec, `break`, label, reset, merge, noop
  case updateRef = "update-ref"
  /// Reverts a commit (no abbreviation; git accepts it in a rebase todo).
  case revert

  /// The one-letter abbreviations git accepts (`todo_command_info`).
  static let abbreviations: [String: GitAction] = [
    "p": .pick, "r": .reword, "e": .edit, "s": .squash, "f": .fixup, "d": .drop,
    "x": .exec, "b": .break, "l": .label, "t": .reset, "m": .merge, "u": .updateRef,
  ]

  /// The action a command word stands for: its name or its abbreviation.
  public init?(word: String) {
    guard let action = GitAction(rawValue: word) ?? Self.abbreviations[word] else { return nil }
    self = action
  }

  /// Whether the line names a commit whose action can be changed.
  public var isCommitAction: Bool {
    switch self {
    case .pick, .reword, .edit, .squash, .fixup, .drop: return true
    default: return false
    }
  }

  /// Whether the line's first argument is a commit (`revert` too).
  public var takesCommit: Bool { isCommitAction || self == .revert }

  /// Whether the action melds the commit into the one before it.
  public var isFold: Bool { self == .fixup || self == .squash }

  /// The order `c` cycles through.
  public static let cycle: [GitAction] = [.pick, .reword, .edit, .squash, .fixup, .drop]

  public var next: GitAction {
    guard let index = Self.cycle.firstIndex(of: self) else { return self }
    return Self.cycle[(index + 1) % Self.cycle.count]
  }
}

/// `-C` or `-c` before the commit of a `fixup` (take this commit's message,
/// instead of keeping the previous one's) or of a `merge` (take the
/// original merge's message).
public enum GitMessageFlag: String, CaseIterable, Hashable, Sendable {
  /// `-C`: use the message as it is.
  case use = "-C"
  /// `-c`: use the message, and open the editor on it.
  case edit = "-c"
}

/// One parsed todo line: its kind, action and where its parts are, as
/// byte offsets into the line.
///
///     merge -C 1b00d6a feature # Merge branch 'feature'
///     └─┬─┘ ├┘ └──┬──┘ └──┬──┘   └───────┬────────────┘
///     action flag commit labels        subject
public struct GitTodoLine: Hashable, Sendable {
  public enum Kind: Hashable, Sendable { case command, comment, blank, unknown }
  public var kind: Kind
  public var action: GitAction?
  /// The action word (as written: `pick` or `p`).
  public var actionRange: Range<Int>?
  /// `-C`/`-c` of a fixup or merge.
  public var flag: GitMessageFlag?
  public var flagRange: Range<Int>?
  /// The commit: of a commit line, or a merge's `-C`/`-c` commit.
  public var hashRange: Range<Int>?
  /// What git keeps as the line's argument: an exec's command, a label's
  /// name, a reset's or merge's labels and oneline, an update-ref's ref, a
  /// commit line's text after the commit.
  public var argumentRange: Range<Int>?
  /// A label's name, a reset's target, a merge's parents.
  public var labelRanges: [Range<Int>] = []
  /// A commit line's subject (after a leading `# `, as newer git writes
  /// it), a merge's or reset's oneline after `#`.
  public var subjectRange: Range<Int>?
  /// Why git would refuse the line; nil when git accepts it (the commit
  /// itself is not looked up: that needs the repository).
  public var problem: String?

  public init(kind: Kind, action: GitAction? = nil, actionRange: Range<Int>? = nil) {
    self.kind = kind
    self.action = action
    self.actionRange = actionRange
  }

  /// Whether git takes the line as it is.
  public var isValid: Bool { problem == nil }

  /// Whether this is a commit line whose action can be changed.
  public var isCommitLine: Bool { action?.isCommitAction == true && hashRange != nil }

  /// The text of one of the line's parts.
  public static func text(_ range: Range<Int>?, in line: [UInt8]) -> String? {
    guard let range, range.upperBound <= line.count else { return nil }
    return String(decoding: line[range], as: UTF8.self)
  }

  /// The line's commit as written (`1a2b3c4`), if it names one.
  public func commit(in line: [UInt8]) -> String? { Self.text(hashRange, in: line) }

  /// The line's labels as written.
  public func labels(in line: [UInt8]) -> [String] { labelRanges.compactMap { Self.text($0, in: line) } }

  public func subject(in line: [UInt8]) -> String? { Self.text(subjectRange, in: line) }

  public func argument(in line: [UInt8]) -> String? { Self.text(argumentRange, in: line) }

  /// The line with its commit action changed (`pick abc msg` → `squash abc
  /// msg`), or nil if it is not a commit line. A fixup's `-C`/`-c` goes
  /// when the action changes.
  public static func rewrite<C: Collection>(
    _ line: C, to action: GitAction, commentChar: UInt8 = UInt8(ascii: "#")
  ) -> [UInt8]?
  where C.Element == UInt8 {
    rewrite(line, to: action, flag: nil, comment: GitCommentMarker(commentChar))
  }

  /// The line with its commit action (and fixup flag) changed: `pick abc
  /// msg` → `fixup -C abc msg`. Nil if it is not a commit line, or a flag
  /// is asked of another action than fixup.
  public static func rewrite<C: Collection>(
    _ line: C, to action: GitAction, flag: GitMessageFlag?, comment: GitCommentMarker
  ) -> [UInt8]?
  where C.Element == UInt8 {
    let bytes = Array(line)
    let parsed = parse(bytes, comment: comment)
    guard let current = parsed.action, current.isCommitAction, action.isCommitAction,
      flag == nil || action == .fixup,
      let actionRange = parsed.actionRange, let hashRange = parsed.hashRange
    else { return nil }
    if current == action && parsed.flag == flag { return bytes }
    var word = Array(action.rawValue.utf8) + [0x20]
    if let flag { word += Array(flag.rawValue.utf8) + [0x20] }
    return Array(bytes[..<actionRange.lowerBound]) + word + Array(bytes[hashRange.lowerBound...])
  }

  /// Every line a commit line can be rewritten to by its action keys (`p`
  /// `r` `e` `s` `f` `d`, `c`) and `fixup -C`/`fixup -c`.
  public static func rewrites(of line: [UInt8], comment: GitCommentMarker) -> [[UInt8]] {
    var result = GitAction.cycle.compactMap { rewrite(line, to: $0, flag: nil, comment: comment) }
    for flag in GitMessageFlag.allCases {
      if let text = rewrite(line, to: .fixup, flag: flag, comment: comment) { result.append(text) }
    }
    return result
  }
}
