import ReorderCore

/// A whole todo file as lines, and the check git makes of it before it
/// starts (`todo_list_parse_insn_buffer`).
///
///     let todo = GitTodoText(Array("pick 1a2b3c4 A\nfixup 5d6e7f8 B\n".utf8))
///     todo.lines.count                // 2
///     todo.bytes                      // the same bytes back
///     todo.firstError(comment: .hash) // nil: git takes it
public struct GitTodoText: Hashable, Sendable {
  /// The lines without their newline (a CRLF line keeps its CR, as items
  /// do).
  public var lines: [[UInt8]]
  /// Whether the last line ended with a newline.
  public var endsWithNewline: Bool

  public init(lines: [[UInt8]], endsWithNewline: Bool = true) {
    self.lines = lines
    self.endsWithNewline = endsWithNewline
  }

  /// Splits a file at its newlines.
  public init(_ bytes: [UInt8]) {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    endsWithNewline = bytes.last == 0x0A || bytes.isEmpty
    if endsWithNewline { lines.removeLast() }
    self.lines = lines
  }

  /// The file again: the lines joined by newlines.
  public var bytes: [UInt8] {
    var out: [UInt8] = []
    for (index, line) in lines.enumerated() {
      out += line
      if index < lines.count - 1 || endsWithNewline { out.append(0x0A) }
    }
    return out
  }

  /// A line git would refuse: where, and why.
  public struct LineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based, as an editor counts.
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  /// The first line git would refuse, or nil when git takes the todo.
  ///
  /// - Parameters:
  ///   - comment: the todo's comment marker.
  ///   - afterDoneCommands: some commands already ran (`git rebase
  ///     --edit-todo`), so a fixup may come first.
  /// - Complexity: O(n) in the todo's bytes.
  public func firstError(comment: GitCommentMarker, afterDoneCommands: Bool = false) -> LineError? {
    var fixupAllowed = afterDoneCommands
    for (index, line) in lines.enumerated() {
      if line.contains(0) {
        return LineError(line: index + 1, reason: "it holds a NUL byte, where git stops reading")
      }
      let parsed = GitTodoLine.parse(line, comment: comment)
      if let problem = parsed.problem { return LineError(line: index + 1, reason: problem) }
      guard let action = parsed.action else { continue }
      if action.isFold && !fixupAllowed {
        return LineError(
          line: index + 1, reason: "\(action.rawValue) needs a commit before it to fold into")
      }
      // noop and drop do not make a commit to fold into (git's is_noop).
      if action != .noop && action != .drop { fixupAllowed = true }
    }
    return nil
  }
}
