import Foundation

@testable import ReorderCore
@testable import ReorderGit

/// The todos git itself wrote (`Tests/git-todos/generate.sh`).
enum GitFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("git-todos")

  /// Each fixture's name and the comment marker it was written with.
  static let cases: [(name: String, comment: GitCommentMarker)] = [
    ("basic", .hash), ("exec", .hash), ("autosquash", .hash), ("rebase-merges", .hash),
    ("rebase-merges-root", .hash), ("octopus", .hash), ("update-refs", .hash),
    ("comment-semicolon", GitCommentMarker(UInt8(ascii: ";"))), ("comment-auto", .hash),
  ]

  /// A short todo written by hand: three picks around an exec, then the
  /// first line of git's help.
  static let fourCommands = [
    "pick 1a2b3c4 Add the parser",
    "pick 5d6e7f8 Add the printer",
    "exec make test",
    "pick 9f8e7d6 Fix a typo in the parser",
    "",
    "# Rebase 0a1b2c3..9f8e7d6 onto 0a1b2c3 (4 commands)",
  ]

  static func bytes(_ name: String, in directory: URL = directory) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name + ".todo")))
  }
}

/// A finished store of a file's lines, as the front end loads it.
func makeTodoList(_ bytes: [UInt8], comment: GitCommentMarker = .hash) -> ReorderList {
  let store = ItemStore()
  store.append(bytes)
  store.finish()
  return ReorderList(store: store) { item in
    let kind = GitTodoLine.parse(item, comment: comment).kind
    return kind == .comment || kind == .blank ? .locked : []
  }
}

extension Session {
  /// A session on a git rebase todo (comments and blank lines locked),
  /// logging its edits.
  init(todo bytes: [UInt8], comment: GitCommentMarker = .hash, height: Int = 30) {
    self.init([])
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configuration.isGitTodo = true
    configuration.gitComment = comment
    configuration.logsEdits = true
    configuration.longPressDuration = .milliseconds(100)
    engine = ReorderEngine(
      list: makeTodoList(bytes, comment: comment), width: 60, height: height, configuration: configuration)
  }

  init(todo lines: [String], height: Int = 30) {
    self.init(todo: Array(lines.map { $0 + "\n" }.joined().utf8), height: height)
  }

  /// The log lines of the edits committed so far.
  var log: [String] {
    effects.compactMap { effect in
      guard case .committed(let commit) = effect, let entry = commit.logEntry else { return nil }
      return EditLog.json(entry)
    }
  }

  /// The list `--replay` of this session's log gives on its input; fails
  /// the test where the log breaks a rule.
  func replayed(on input: ReorderList) throws -> [String] {
    var replayer = EditLog.Replayer(list: input, rules: engine.configuration.editRules)
    for line in log { try replayer.apply(try EditLog.parse(line)) }
    return replayer.list.strings
  }
}
