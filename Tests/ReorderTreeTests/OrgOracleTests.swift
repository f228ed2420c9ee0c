import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderTree

/// `--outline=org`'s J, K, L, H and promote/demote on every heading of the
/// org corpus (`Tests/corpus/structure/org`: Emacs's `etc/` files and
/// Debian's package docs), compared byte for byte with what Emacs's
/// org-mode did with the same command on the same heading
/// (`expected/org/*.json`, written by `make oracle` from `emacs -Q
/// --batch`, never by hand; `make oracle-check` proves they still are).
/// Where org says an error, reorder refuses and the file is unchanged.
/// Each edit is also replayed from its log line, under the kind's rules.
@Suite struct OrgOracleTests {
  static let corpus = MarkdownOracleTests.corpus

  static var documents: [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent("org").path))
    return (names ?? []).filter { $0.hasSuffix(".org") }.sorted()
  }

  /// The reorder action for each org command the oracle ran.
  static let actions: [String: EngineAction] = [
    "org-move-subtree-down": .moveSelection(.vertical(1)),
    "org-move-subtree-up": .moveSelection(.vertical(-1)),
    "org-demote-subtree": .kind(TreeAction.indent),
    "org-promote-subtree": .kind(TreeAction.outdent),
    "org-do-demote": .kind(TreeAction.demote),
    "org-do-promote": .kind(TreeAction.promote),
  ]

  /// One stored answer: the heading's line, the command, and org's whole
  /// result (nil: org said an error).
  struct Answer {
    var line: Int
    var command: String
    var result: [UInt8]?
  }

  /// The file's lines, each with its newline.
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for (i, byte) in bytes.enumerated() where byte == 0x0A {
      lines.append(bytes[start...i])
      start = i + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }

  /// org's answers for `name`, each result rebuilt from the original's
  /// first `head` and last `tail` lines and the lines stored between.
  static func answers(_ name: String, original: [UInt8]) throws -> [Answer] {
    let url = corpus.appendingPathComponent("expected/org/\(name.dropLast(4)).json")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    let originalLines = lines(original)
    return try results.map { result in
      let line = try #require(result["line"] as? Int)
      let command = try #require(result["command"] as? String)
      guard result["error"] == nil else { return Answer(line: line, command: command, result: nil) }
      let head = try #require(result["head"] as? Int)
      let tail = try #require(result["tail"] as? Int)
      let middle = try #require(result["lines"] as? [String])
      var bytes = originalLines.prefix(head).flatMap { $0 }
      bytes += middle.flatMap { Array($0.utf8) }
      bytes += originalLines.suffix(tail).flatMap { $0 }
      return Answer(line: line, command: command, result: bytes)
    }
  }

  /// A session of `bytes` as `--outline=org` opens it.
  static func session(_ bytes: [UInt8]) throws -> Session {
    let store = makeRawStore(bytes)
    let rows = try TreeRows.read(store, reading: .orgHeadings)
    var preamble = 0
    while preamble < rows.count && rows.role(ofID: UInt32(preamble)) == .preamble { preamble += 1 }
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configuration.logsEdits = true
    configuration.kind = TreeKind(rows: rows)
    var session = Session(["unused"])
    session.engine = ReorderEngine(
      list: ReorderList(store: store, fixedCount: preamble), width: 80, height: 24, topInset: preamble,
      configuration: configuration)
    return session
  }

  /// reorder's result of `action` on the heading at `line` (1-based), and
  /// the same edit replayed from its log line.
  static func run(_ action: EngineAction, line: Int, on bytes: [UInt8]) throws -> (
    result: [UInt8], replayed: [UInt8]
  ) {
    var s = try session(bytes)
    let fixed = s.engine.list.fixedIDs.count
    s.engine.focus = line - 1 - fixed
    s.send(action)
    let result = output(of: s.engine.list)
    let kind = try #require(s.engine.configuration.kind as? TreeKind)
    try kind.readBack(result, as: s.engine.list)
    var replayer = EditLog.Replayer(
      list: ReorderList(store: makeRawStore(bytes), fixedCount: fixed),
      rules: s.engine.configuration.editRules)
    for logged in s.logLines { try replayer.apply(try EditLog.parse(logged)) }
    return (result, output(of: replayer.list))
  }

  /// Every case of one document: (command, line, agrees).
  static func compare(_ name: String) throws -> [(command: String, line: Int, agrees: Bool, replays: Bool)] {
    let bytes = Array(try Data(contentsOf: corpus.appendingPathComponent("org/\(name)")))
    return try answers(name, original: bytes).map { answer in
      let action = try #require(actions[answer.command], "no reorder action for \(answer.command)")
      let ran = try run(action, line: answer.line, on: bytes)
      return (answer.command, answer.line, ran.result == (answer.result ?? bytes), ran.replayed == ran.result)
    }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.documents.count >= 10)
  }

  /// Every case, and the figures by command (printed for the record):
  /// cases and agreement. Every command changes the file in some case,
  /// so no comparison is only of refusals.
  @Test func everyCommandOnEveryHeadingIsOrgs() throws {
    var cases: [String: (all: Int, agree: Int, changed: Int)] = [:]
    for name in Self.documents {
      let bytes = Array(try Data(contentsOf: Self.corpus.appendingPathComponent("org/\(name)")))
      let answers = try Self.answers(name, original: bytes)
      #expect(!answers.isEmpty, "\(name): org reads no heading")
      for (answer, c) in zip(answers, try Self.compare(name)) {
        if !c.replays {
          Issue.record("\(name):\(c.line) \(c.command): the logged edit replays to another text")
        }
        if !c.agrees { Issue.record("\(name):\(c.line) \(c.command): reorder's result is not org-mode's") }
        var figure = cases[c.command] ?? (0, 0, 0)
        figure.all += 1
        figure.agree += c.agrees ? 1 : 0
        figure.changed += answer.result.map { $0 != bytes } ?? false ? 1 : 0
        cases[c.command] = figure
      }
    }
    for command in Self.actions.keys.sorted() {
      let figure = try #require(cases[command])
      print(
        "org oracle: \(command) \(figure.agree)/\(figure.all) agree (org changes the file in \(figure.changed))"
      )
      #expect(figure.changed > 0)
    }
  }
}
