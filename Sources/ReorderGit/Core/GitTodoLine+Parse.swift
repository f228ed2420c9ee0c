import ReorderCore

/// Reading one todo line as git's sequencer does (`parse_insn_line`):
/// leading blanks are skipped; an empty line or one starting with the
/// comment marker is a comment; otherwise the first word is a command (its
/// name or its letter), followed by blanks and its arguments:
///
///     command               arguments                           git refuses
///     --------------------  ----------------------------------  -------------------------
///     noop, break           none                                any argument
///     pick … drop, revert   <commit> [<text>]                   no commit
///     fixup                 [-C | -c] <commit> [<text>]
///     exec                  <command> (the rest of the line)    nothing to run
///     label                 <name>                              not a ref name, or `#`
///     reset                 <label> [# <oneline>]
///     merge                 [-C <commit> | -c <commit>] <label>… [# <oneline>]
///     update-ref            <ref>                               not a full ref name
///
/// A CR before the line's end (a CRLF file) is not part of the line.
extension GitTodoLine {
  /// Parses a line (without its newline; a trailing CR is ignored).
  public static func parse<C: Collection>(_ line: C, commentChar: UInt8 = UInt8(ascii: "#")) -> GitTodoLine
  where C.Element == UInt8 {
    parse(line, comment: GitCommentMarker(commentChar))
  }

  /// Parses a line whose comments start with `comment`.
  public static func parse<C: Collection>(_ line: C, comment: GitCommentMarker) -> GitTodoLine
  where C.Element == UInt8 {
    Scanner(bytes: Array(line)).line(comment: comment)
  }

  private struct Scanner {
    let bytes: [UInt8]
    /// Where the line ends: before a trailing CR.
    let end: Int

    init(bytes: [UInt8]) {
      self.bytes = bytes
      end = bytes.last == 0x0D ? bytes.count - 1 : bytes.count
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// The first offset at or after `i` that is not a blank.
    func skipBlanks(_ i: Int) -> Int {
      var i = i
      while i < end && Self.isBlank(bytes[i]) { i += 1 }
      return i
    }

    /// The first offset at or after `i` that is a blank (or the end).
    func skipWord(_ i: Int) -> Int {
      var i = i
      while i < end && !Self.isBlank(bytes[i]) { i += 1 }
      return i
    }

    func line(comment: GitCommentMarker) -> GitTodoLine {
      let start = skipBlanks(0)
      if start == end { return GitTodoLine(kind: .blank) }
      // git 2.39 takes a line starting with a lone CR as a comment too.
      if bytes[start] == 0x0D || comment.begins(bytes[start..<end]) { return GitTodoLine(kind: .comment) }
      var wordEnd = start
      while wordEnd < end && !Self.isBlank(bytes[wordEnd]) && bytes[wordEnd] != 0x0D { wordEnd += 1 }
      let word = String(decoding: bytes[start..<wordEnd], as: UTF8.self)
      guard let action = GitAction(word: word) else {
        var line = GitTodoLine(kind: .unknown)
        line.problem = "\"\(word)\" is not a command git knows"
        return line
      }
      var line = GitTodoLine(kind: .command, action: action, actionRange: start..<wordEnd)
      let argument = skipBlanks(wordEnd)
      switch action {
      case .noop, .break:
        if argument < end { line.problem = "\(action.rawValue) takes no arguments" }
        return line
      default:
        guard argument > wordEnd && argument < end else {
          line.problem = "\(action.rawValue) needs \(Self.argumentName(of: action))"
          return line
        }
      }
      switch action {
      case .exec:
        line.argumentRange = argument..<end
      case .label, .updateRef:
        line.argumentRange = argument..<end
        line.labelRanges = [argument..<end]
        line.problem = Self.refProblem(action, String(decoding: bytes[argument..<end], as: UTF8.self))
      case .reset:
        line.argumentRange = argument..<end
        let labelEnd = skipWord(argument)
        line.labelRanges = [argument..<labelEnd]
        line.subjectRange = oneline(after: labelEnd)
        if bytes[argument..<end].elementsEqual("[new root]".utf8) { line.labelRanges = [argument..<end] }
      case .merge:
        parseMerge(into: &line, from: argument)
      default:
        parseCommit(into: &line, from: argument)
      }
      return line
    }

    /// A commit line: `[-C | -c] <commit> [# ] [<subject>]`.
    func parseCommit(into line: inout GitTodoLine, from argument: Int) {
      var i = argument
      if line.action == .fixup, let flag = flag(at: i) {
        line.flag = flag
        line.flagRange = i..<(i + 2)
        i = skipBlanks(i + 2)
      }
      let commitEnd = skipWord(i)
      guard commitEnd > i else {
        let command = [line.action?.rawValue, line.flag?.rawValue].compactMap { $0 }.joined(separator: " ")
        line.problem = "\(command) needs a commit"
        return
      }
      line.hashRange = i..<commitEnd
      let rest = skipBlanks(commitEnd)
      guard rest < end else { return }
      line.argumentRange = rest..<end
      // Newer git writes `pick 1a2b3c4 # Subject`: the subject is a comment.
      line.subjectRange = oneline(after: rest) ?? rest..<end
    }

    /// `merge [-C <commit> | -c <commit>] <label>… [# <oneline>]`.
    func parseMerge(into line: inout GitTodoLine, from argument: Int) {
      var i = argument
      if let flag = flag(at: i) {
        line.flag = flag
        line.flagRange = i..<(i + 2)
        let commit = skipBlanks(i + 2)
        let commitEnd = skipWord(commit)
        guard commitEnd > commit else {
          line.problem = "merge \(flag.rawValue) needs a commit"
          return
        }
        line.hashRange = commit..<commitEnd
        i = skipBlanks(commitEnd)
      }
      guard i < end else {
        line.problem = "merge needs a label to merge"
        return
      }
      line.argumentRange = i..<end
      // As do_merge reads them: words up to a `#` that stands alone.
      while true {
        i = skipBlanks(i)
        guard i < end else { break }
        if let subject = oneline(after: i) {
          line.subjectRange = subject
          break
        }
        let wordEnd = skipWord(i)
        line.labelRanges.append(i..<wordEnd)
        i = wordEnd
      }
      if line.labelRanges.isEmpty { line.problem = "merge needs a label to merge" }
    }

    /// `-C` or `-c` at `i`.
    func flag(at i: Int) -> GitMessageFlag? {
      guard i + 1 < end, bytes[i] == UInt8(ascii: "-") else { return nil }
      switch bytes[i + 1] {
      case UInt8(ascii: "C"): return .use
      case UInt8(ascii: "c"): return .edit
      default: return nil
      }
    }

    /// What follows a `#` standing alone at `i` (after its blanks), if one
    /// does: `# Merge branch 'x'`.
    func oneline(after i: Int) -> Range<Int>? {
      let i = skipBlanks(i)
      guard i < end, bytes[i] == UInt8(ascii: "#"), i + 1 == end || Self.isBlank(bytes[i + 1]) else {
        return nil
      }
      return skipBlanks(i + 1)..<end
    }

    static func argumentName(of action: GitAction) -> String {
      switch action {
      case .exec: return "a command"
      case .label: return "a name"
      case .reset: return "a label or a commit"
      case .merge: return "a label to merge"
      case .updateRef: return "a ref"
      default: return "a commit"
      }
    }

    /// Why git refuses a label's name or an update-ref's ref
    /// (`check_label_or_ref_arg`).
    static func refProblem(_ action: GitAction, _ name: String) -> String? {
      if action == .label {
        if name == "#" || !GitRefName.isValid(name, allowOneLevel: true) {
          return "'\(name)' is not a valid label"
        }
        return nil
      }
      if !GitRefName.isValid(name, allowOneLevel: true) { return "'\(name)' is not a valid ref name" }
      if !GitRefName.isValid(name, allowOneLevel: false) {
        return "update-ref needs a full ref name, such as refs/heads/\(name)"
      }
      return nil
    }
  }
}
