/// The lines of a git interactive rebase todo list (`git-rebase-todo`).
///
///     pick 1a2b3c4 Add the parser      ← a commit line: action, hash, subject
///     exec make test                   ← a command line
///     # Rebase 0a1b..9f8e onto 0a1b    ← a comment (core.commentChar)
///
/// Only commit lines change action; comments and blank lines are locked in
/// place by the front end.
public enum GitAction: String, CaseIterable, Hashable, Sendable {
  case pick, reword, edit, squash, fixup, drop
  case exec, `break`, label, reset, merge, noop
  case updateRef = "update-ref"

  /// The one-letter abbreviations git accepts.
  static let abbreviations: [String: GitAction] = [
    "p": .pick, "r": .reword, "e": .edit, "s": .squash, "f": .fixup, "d": .drop,
    "x": .exec, "b": .break, "l": .label, "t": .reset, "m": .merge, "u": .updateRef,
  ]

  /// Whether the line names a commit whose action can be changed.
  public var isCommitAction: Bool {
    switch self {
    case .pick, .reword, .edit, .squash, .fixup, .drop: return true
    default: return false
    }
  }

  /// The order `c` cycles through.
  public static let cycle: [GitAction] = [.pick, .reword, .edit, .squash, .fixup, .drop]

  public var next: GitAction {
    guard let index = Self.cycle.firstIndex(of: self) else { return self }
    return Self.cycle[(index + 1) % Self.cycle.count]
  }
}

/// One parsed todo line: where its parts are, as byte offsets.
public struct GitTodoLine: Hashable, Sendable {
  public enum Kind: Hashable, Sendable { case command, comment, blank, unknown }
  public var kind: Kind
  public var action: GitAction?
  /// The action word (as written: `pick` or `p`).
  public var actionRange: Range<Int>?
  /// The commit hash of a commit line.
  public var hashRange: Range<Int>?

  /// Parses a line (without its newline; a trailing CR is ignored).
  public static func parse<C: Collection>(_ line: C, commentChar: UInt8 = UInt8(ascii: "#")) -> GitTodoLine
  where C.Element == UInt8 {
    let bytes = Array(line)
    var end = bytes.count
    if end > 0 && bytes[end - 1] == 0x0D { end -= 1 }
    var i = 0
    while i < end && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
    if i == end { return GitTodoLine(kind: .blank) }
    if bytes[i] == commentChar { return GitTodoLine(kind: .comment) }
    let wordStart = i
    while i < end && bytes[i] != 0x20 && bytes[i] != 0x09 { i += 1 }
    let word = String(decoding: bytes[wordStart..<i], as: UTF8.self)
    guard let action = GitAction(rawValue: word) ?? GitAction.abbreviations[word] else {
      return GitTodoLine(kind: .unknown)
    }
    var result = GitTodoLine(kind: .command, action: action, actionRange: wordStart..<i)
    guard action.isCommitAction else { return result }
    // fixup may carry -C or -c before the hash.
    var j = i
    while true {
      while j < end && (bytes[j] == 0x20 || bytes[j] == 0x09) { j += 1 }
      if action == .fixup, j + 1 < end, bytes[j] == UInt8(ascii: "-") {
        while j < end && bytes[j] != 0x20 && bytes[j] != 0x09 { j += 1 }
        continue
      }
      break
    }
    let hashStart = j
    while j < end && bytes[j] != 0x20 && bytes[j] != 0x09 { j += 1 }
    if j > hashStart { result.hashRange = hashStart..<j }
    return result
  }

  /// The line with its commit action changed (`pick abc msg` → `squash abc
  /// msg`), or nil if it is not a commit line. A fixup's `-C`/`-c` goes
  /// when the action changes.
  public static func rewrite<C: Collection>(
    _ line: C, to action: GitAction, commentChar: UInt8 = UInt8(ascii: "#")
  ) -> [UInt8]?
  where C.Element == UInt8 {
    let bytes = Array(line)
    let parsed = parse(bytes, commentChar: commentChar)
    guard let current = parsed.action, current.isCommitAction, action.isCommitAction,
      let actionRange = parsed.actionRange, let hashRange = parsed.hashRange
    else { return nil }
    if current == action { return bytes }
    return Array(bytes[..<actionRange.lowerBound]) + Array(action.rawValue.utf8) + [0x20]
      + Array(bytes[hashRange.lowerBound...])
  }
}
