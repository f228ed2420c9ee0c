import Foundation

@testable import ReorderCore

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

  static func bytes(_ name: String, in directory: URL = directory) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name + ".todo")))
  }
}

/// A directory of its own where shell scripts run git, away from this
/// machine's git configuration; removed by ``remove()``.
struct GitSandbox {
  let root: URL

  static var gitIsInstalled: Bool {
    (try? GitSandbox.shell("command -v git", in: URL(fileURLWithPath: "/"))) != nil
  }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("reorder-git-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// Runs a bash script in the sandbox; its output, or an error with it
  /// when it fails.
  @discardableResult
  func run(_ script: String, environment: [String: String] = [:]) throws -> String {
    try Self.shell(script, in: root, environment: environment.merging(isolation) { a, _ in a })
  }

  var isolation: [String: String] {
    [
      "HOME": root.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
      "GIT_AUTHOR_NAME": "Author", "GIT_AUTHOR_EMAIL": "author@example.com",
      "GIT_COMMITTER_NAME": "Committer", "GIT_COMMITTER_EMAIL": "committer@example.com",
    ]
  }

  struct Failure: Error, CustomStringConvertible {
    var script: String
    var status: Int32
    var output: String
    var description: String { "exit \(status) from\n\(script)\n\(output)" }
  }

  static func shell(_ script: String, in directory: URL, environment: [String: String] = [:]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-Eeuo", "pipefail", "-c", script]
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
    for key in ["EDITOR", "VISUAL"] { env[key] = nil }
    env.merge(environment) { _, new in new }
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw Failure(script: script, status: process.terminationStatus, output: output)
    }
    return output
  }

  /// A repository at `repo` with the commits `commits` makes (a script of
  /// `commit FILE SUBJECT` lines), dated so their hashes never change.
  func makeRepository(_ commits: String) throws {
    try run(
      """
      git init -q -b main repo && cd repo
      tick=1577836800
      commit() {
        tick=$((tick + 60))
        printf '%s\\n' "$2" >> "$1"
        git add "$1"
        GIT_AUTHOR_DATE="@$tick +0000" GIT_COMMITTER_DATE="@$tick +0000" git commit -q -m "$2"
      }
      \(commits)
      """)
  }

  /// The todo `git rebase -i ARGS` writes in `repo` (the rebase is then
  /// aborted).
  func capturedTodo(_ arguments: String) throws -> [UInt8] {
    try run(
      """
      cd repo
      GIT_SEQUENCE_EDITOR='cp "$1" ../captured.todo; exit 1 #' git rebase -i \(arguments) >/dev/null 2>&1 || true
      test -s ../captured.todo
      """)
    return Array(try Data(contentsOf: root.appendingPathComponent("captured.todo")))
  }

  /// Runs `git rebase -i ARGS` in `repo` with `todo` as what the editor
  /// saved; the rebase's output.
  @discardableResult
  func rebase(_ arguments: String, todo: [UInt8]) throws -> String {
    try Data(todo).write(to: root.appendingPathComponent("edited.todo"))
    return try run(
      """
      cd repo
      GIT_SEQUENCE_EDITOR='cp ../edited.todo "$1" #' git rebase -i \(arguments) 2>&1
      """)
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
    configuration.foldsOnRest = true
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
