import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderGit

/// Every line git writes or accepts: what it is, and the same bytes back.
@Suite struct GitGrammarTests {
  struct Expected: CustomStringConvertible {
    var line: String
    var kind: GitTodoLine.Kind = .command
    var action: GitAction?
    var flag: GitMessageFlag?
    var commit: String?
    var labels: [String] = []
    var subject: String?
    var problem: String?
    var description: String { line }
  }

  static let lines: [Expected] = [
    Expected(
      line: "pick 1a2b3c4 Add the parser", action: .pick, commit: "1a2b3c4", subject: "Add the parser"),
    Expected(line: "p 1a2b3c4 short", action: .pick, commit: "1a2b3c4", subject: "short"),
    Expected(line: "r 1a2b3c4 x", action: .reword, commit: "1a2b3c4", subject: "x"),
    Expected(line: "reword 1a2b3c4", action: .reword, commit: "1a2b3c4"),
    Expected(line: "e 1a2b3c4 x", action: .edit, commit: "1a2b3c4", subject: "x"),
    Expected(line: "s 1a2b3c4 x", action: .squash, commit: "1a2b3c4", subject: "x"),
    Expected(line: "f 1a2b3c4 x", action: .fixup, commit: "1a2b3c4", subject: "x"),
    Expected(line: "d 1a2b3c4 x", action: .drop, commit: "1a2b3c4", subject: "x"),
    Expected(line: "revert 1a2b3c4 x", action: .revert, commit: "1a2b3c4", subject: "x"),
    Expected(line: "pick HEAD~2", action: .pick, commit: "HEAD~2"),
    Expected(line: "\t  pick\t1a2b3c4\t  tabs", action: .pick, commit: "1a2b3c4", subject: "tabs"),
    Expected(
      line: "pick 1a2b3c4 # Subject as newer git writes it", action: .pick, commit: "1a2b3c4",
      subject: "Subject as newer git writes it"),
    Expected(
      line: "pick 1a2b3c4 #42: starts with a hash", action: .pick, commit: "1a2b3c4",
      subject: "#42: starts with a hash"),
    Expected(
      line: "fixup -C 1a2b3c4 amend! x", action: .fixup, flag: .use, commit: "1a2b3c4", subject: "amend! x"),
    Expected(line: "fixup -c 1a2b3c4 x", action: .fixup, flag: .edit, commit: "1a2b3c4", subject: "x"),
    Expected(line: "f -C 1a2b3c4", action: .fixup, flag: .use, commit: "1a2b3c4"),
    Expected(line: "exec make test", action: .exec),
    Expected(line: "x  echo 'two  spaces' # kept", action: .exec),
    Expected(line: "break", action: .break),
    Expected(line: "b", action: .break),
    Expected(line: "noop", action: .noop),
    Expected(line: "label onto", action: .label, labels: ["onto"]),
    Expected(line: "l feature/login", action: .label, labels: ["feature/login"]),
    Expected(line: "reset onto", action: .reset, labels: ["onto"]),
    Expected(
      line: "t branch-point # Add the base", action: .reset, labels: ["branch-point"],
      subject: "Add the base"),
    Expected(line: "reset [new root]", action: .reset, labels: ["[new root]"]),
    Expected(
      line: "merge -C 8184ec6 feature # Merge branch 'feature'", action: .merge, flag: .use,
      commit: "8184ec6", labels: ["feature"], subject: "Merge branch 'feature'"),
    Expected(
      line: "merge -c 8184ec6 feature", action: .merge, flag: .edit, commit: "8184ec6", labels: ["feature"]),
    Expected(line: "m feature", action: .merge, labels: ["feature"]),
    Expected(line: "merge a b # Octopus", action: .merge, labels: ["a", "b"], subject: "Octopus"),
    Expected(line: "merge a#b", action: .merge, labels: ["a#b"]),
    Expected(line: "update-ref refs/heads/feature", action: .updateRef, labels: ["refs/heads/feature"]),
    Expected(line: "u refs/heads/x", action: .updateRef, labels: ["refs/heads/x"]),
    Expected(line: "# Rebase 0a1b..9f8e onto 0a1b", kind: .comment),
    Expected(line: "   # indented comment", kind: .comment),
    Expected(line: "", kind: .blank),
    Expected(line: " \t ", kind: .blank),
    // What git refuses.
    Expected(line: "frobnicate 123", kind: .unknown, problem: "\"frobnicate\" is not a command git knows"),
    Expected(line: "picky 1a2b3c4", kind: .unknown, problem: "\"picky\" is not a command git knows"),
    Expected(line: "pick", action: .pick, problem: "pick needs a commit"),
    Expected(line: "pick   ", action: .pick, problem: "pick needs a commit"),
    Expected(line: "fixup -C", action: .fixup, flag: .use, problem: "fixup -C needs a commit"),
    Expected(line: "break now", action: .break, problem: "break takes no arguments"),
    Expected(line: "noop x", action: .noop, problem: "noop takes no arguments"),
    Expected(line: "exec", action: .exec, problem: "exec needs a command"),
    Expected(line: "label", action: .label, problem: "label needs a name"),
    Expected(line: "label #", action: .label, labels: ["#"], problem: "'#' is not a valid label"),
    Expected(line: "label a..b", action: .label, labels: ["a..b"], problem: "'a..b' is not a valid label"),
    Expected(
      line: "label two words", action: .label, labels: ["two words"],
      problem: "'two words' is not a valid label"),
    Expected(
      line: "update-ref feature", action: .updateRef, labels: ["feature"],
      problem: "update-ref needs a full ref name, such as refs/heads/feature"),
    Expected(
      line: "update-ref refs/heads/x.lock", action: .updateRef, labels: ["refs/heads/x.lock"],
      problem: "'refs/heads/x.lock' is not a valid ref name"),
    Expected(
      line: "merge -C 8184ec6", action: .merge, flag: .use, commit: "8184ec6",
      problem: "merge needs a label to merge"),
    Expected(
      line: "merge # only a message", action: .merge, subject: "only a message",
      problem: "merge needs a label to merge"),
  ]

  @Test(arguments: lines)
  func parsesAsGitDoes(expected: Expected) {
    for ending in ["", "\r"] {
      let bytes = Array((expected.line + ending).utf8)
      let line = GitTodoLine.parse(bytes)
      #expect(line.kind == expected.kind)
      #expect(line.action == expected.action)
      #expect(line.flag == expected.flag)
      #expect(line.commit(in: bytes) == expected.commit)
      #expect(line.labels(in: bytes) == expected.labels)
      #expect(line.subject(in: bytes) == expected.subject)
      #expect(line.problem == expected.problem)
      if let range = line.actionRange {
        #expect(GitAction(word: String(decoding: bytes[range], as: UTF8.self)) == expected.action)
      }
    }
  }

  @Test func everyActionAndAbbreviationIsACommand() {
    for action in GitAction.allCases {
      #expect(GitAction(word: action.rawValue) == action)
    }
    let letters = "prsfedxbltmu".map(String.init)
    #expect(letters.compactMap(GitAction.init(word:)).count == 12)
    #expect(GitAction(word: "c") == nil && GitAction(word: "n") == nil)
  }

  @Test func execKeepsTheRestOfTheLineAsItsCommand() {
    let bytes = Array("x  echo 'two  spaces' # kept\r".utf8)
    #expect(GitTodoLine.parse(bytes).argument(in: bytes) == "echo 'two  spaces' # kept")
  }

  /// A todo's own lines: the same bytes back through the grammar and
  /// through the list, LF and CRLF, with and without a last newline.
  @Test(arguments: GitFixtures.cases.map(\.name))
  func fixturesRoundTripByteForByte(name: String) throws {
    let lf = try GitFixtures.bytes(name)
    var crlf: [UInt8] = []
    for byte in lf {
      if byte == 0x0A { crlf.append(0x0D) }
      crlf.append(byte)
    }
    for bytes in [lf, crlf, Array(lf.dropLast()), Array(crlf.dropLast())] {
      let todo = GitTodoText(bytes)
      #expect(todo.bytes == bytes)
      let list = makeTodoList(bytes)
      #expect(GitTodoText(lines: list.itemsAsArrays, endsWithNewline: bytes.last == 0x0A).bytes == bytes)
    }
  }

  /// Every line git wrote is one git takes, of the kind it looks like.
  @Test(arguments: GitFixtures.cases)
  func fixturesParseAsTheirLinesSay(name: String, comment: GitCommentMarker) throws {
    let todo = GitTodoText(try GitFixtures.bytes(name))
    #expect(todo.firstError(comment: comment) == nil)
    var commands = 0
    for line in todo.lines {
      let parsed = GitTodoLine.parse(line, comment: comment)
      #expect(parsed.isValid, "\(String(decoding: line, as: UTF8.self))")
      let first = line.first.map { String(UnicodeScalar($0)) } ?? ""
      if line.isEmpty {
        #expect(parsed.kind == .blank)
      } else if comment.begins(line) {
        #expect(parsed.kind == .comment)
      } else {
        commands += 1
        #expect(parsed.kind == .command)
        #expect(GitAction(word: String(decoding: line.prefix { $0 != 0x20 }, as: UTF8.self)) == parsed.action)
        if parsed.action?.takesCommit == true { #expect(parsed.commit(in: line)?.count == 7, "\(first)") }
      }
    }
    // "# Rebase a..b onto c (N commands)": git's own count.
    let header = todo.lines.map { String(decoding: $0, as: UTF8.self) }.first { $0.contains(" commands)") }
    #expect(header?.hasSuffix("(\(commands) commands)") == true, "\(header ?? "no header")")
  }

  @Test func fixturesHoldWhatEachOptionWrites() throws {
    func commands(_ name: String) throws -> [String] {
      GitTodoText(try GitFixtures.bytes(name)).lines.compactMap { line in
        let parsed = GitTodoLine.parse(line, comment: name == "comment-semicolon" ? .init(59) : .hash)
        guard let action = parsed.action else { return nil }
        return ([action.rawValue] + (parsed.flag.map { [$0.rawValue] } ?? [])).joined(separator: " ")
      }
    }
    #expect(try commands("autosquash") == ["pick", "fixup", "fixup -C", "pick", "squash"])
    #expect(try commands("exec") == ["pick", "exec", "pick", "exec", "pick", "exec"])
    #expect(try commands("update-refs") == ["pick", "pick", "update-ref", "pick"])
    #expect(
      try commands("rebase-merges") == [
        "label", "reset", "pick", "label", "pick", "pick", "label", "reset", "pick", "merge -C", "pick",
      ])
    #expect(try commands("rebase-merges-root").contains("reset"))
    #expect(try commands("octopus").last == "merge -C")
    #expect(try commands("comment-semicolon") == ["pick", "pick", "pick"])
  }

  @Test func commentMarkerFromTheConfiguration() throws {
    let auto = GitTodoText(try GitFixtures.bytes("comment-auto")).lines
    let semicolon = GitTodoText(try GitFixtures.bytes("comment-semicolon")).lines
    #expect(GitCommentMarker.resolve(configured: nil, lines: auto) == .hash)
    #expect(GitCommentMarker.resolve(configured: ";", lines: auto) == GitCommentMarker(59))
    // git writes the todo with `#` when core.commentChar is auto.
    #expect(GitCommentMarker.resolve(configured: "auto", lines: auto) == .hash)
    #expect(GitCommentMarker.resolve(configured: "AUTO", lines: semicolon) == GitCommentMarker(59))
    #expect(GitCommentMarker.resolve(configured: "//", lines: auto).bytes == Array("//".utf8))
    #expect(GitCommentMarker(bytes: []) == nil && GitCommentMarker(bytes: [0x0A]) == nil)
    let line = Array("// a comment".utf8)
    #expect(GitTodoLine.parse(line, comment: GitCommentMarker(bytes: Array("//".utf8))!).kind == .comment)
    #expect(
      GitTodoLine.parse(Array("/ pick".utf8), comment: GitCommentMarker(bytes: Array("//".utf8))!).kind
        == .unknown)
  }

  @Test(arguments: [
    ("feature", true, true), ("refs/heads/feature", true, true), ("feature/login", true, true),
    ("", false, false), ("@", false, false), ("a..b", false, false), ("a@{1}", false, false),
    (".hidden", false, false), ("x/.y", false, false), ("x.lock", false, false), ("a/", false, false),
    ("a//b", false, false), ("end.", false, false), ("sp ace", false, false), ("t~1", false, false),
    ("c^", false, false), ("a:b", false, false), ("q?", false, false), ("st*r", false, false),
    ("[x", false, false), ("back\\slash", false, false), ("tab\t", false, false), ("é/ü", true, true),
    ("one", true, false),
  ])
  func refNamesAsGitChecksThem(name: String, oneLevel: Bool, full: Bool) {
    #expect(GitRefName.isValid(name, allowOneLevel: true) == oneLevel)
    #expect(GitRefName.isValid(name, allowOneLevel: false) == (full && name.contains("/")))
  }

  @Test func aTodoGitRefusesNamesItsFirstWrongLine() {
    func check(_ text: String, afterDone: Bool = false) -> String? {
      GitTodoText(Array(text.utf8)).firstError(comment: .hash, afterDoneCommands: afterDone)?.description
    }
    #expect(check("pick 1a2b3c4 a\n\n# help\n") == nil)
    #expect(check("") == nil, "an empty todo makes git abort the rebase: that is git's to do")
    #expect(check("pick 1a2b3c4 a\npik 5d6e7f8 b\nbreak x\n") == "line 2: \"pik\" is not a command git knows")
    #expect(check("# x\nfixup 1a2b3c4 a\n") == "line 2: fixup needs a commit before it to fold into")
    #expect(
      check("drop 1a2b3c4 a\nsquash 5d6e7f8 b\n") == "line 2: squash needs a commit before it to fold into")
    #expect(check("exec true\nfixup 1a2b3c4 a\n") == nil)
    #expect(check("fixup 1a2b3c4 a\n", afterDone: true) == nil)
    #expect(check("pick 1a2b3c4 a\u{0}b\n") == "line 1: it holds a NUL byte, where git stops reading")
  }

  @Test func rewritesKeepTheRestOfTheLine() {
    func rewrite(_ line: String, _ action: GitAction, _ flag: GitMessageFlag? = nil) -> String? {
      GitTodoLine.rewrite(Array(line.utf8), to: action, flag: flag, comment: .hash).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    #expect(rewrite("pick 1a2b3c4 x\r", .fixup, .use) == "fixup -C 1a2b3c4 x\r")
    #expect(rewrite("fixup -C 1a2b3c4 x", .fixup, .edit) == "fixup -c 1a2b3c4 x")
    #expect(rewrite("fixup -C 1a2b3c4 x", .fixup) == "fixup 1a2b3c4 x", "f makes it a plain fixup")
    #expect(rewrite("p 1a2b3c4 # x", .squash) == "squash 1a2b3c4 # x")
    #expect(rewrite("pick 1a2b3c4 x", .squash, .use) == nil, "only a fixup takes -C")
    #expect(rewrite("revert 1a2b3c4 x", .pick) == nil && rewrite("merge -C 1a2b3c4 f", .pick) == nil)
    #expect(GitTodoLine.rewrites(of: Array("pick 1a2b3c4 x".utf8), comment: .hash).count == 8)
  }
}
