// Real git in the tests: a sandbox of its own.
import Foundation

/// A directory of its own where shell scripts run git, away from this
/// machine's git configuration; removed by ``remove()``.
public struct GitSandbox {
  public let root: URL

  public static var gitIsInstalled: Bool {
    (try? GitSandbox.shell("command -v git", in: URL(fileURLWithPath: "/"))) != nil
  }

  public init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("reorder-git-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  public func remove() { try? FileManager.default.removeItem(at: root) }

  /// Runs a bash script in the sandbox; its output, or an error with it
  /// when it fails.
  @discardableResult
  public func run(_ script: String, environment: [String: String] = [:]) throws -> String {
    try Self.shell(script, in: root, environment: environment.merging(isolation) { a, _ in a })
  }

  var isolation: [String: String] {
    [
      "HOME": root.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
      "GIT_AUTHOR_NAME": "Author", "GIT_AUTHOR_EMAIL": "author@example.com",
      "GIT_COMMITTER_NAME": "Committer", "GIT_COMMITTER_EMAIL": "committer@example.com",
    ]
  }

  public struct Failure: Error, CustomStringConvertible {
    var script: String
    var status: Int32
    var output: String
    public var description: String { "exit \(status) from\n\(script)\n\(output)" }
  }

  public static func shell(_ script: String, in directory: URL, environment: [String: String] = [:]) throws
    -> String
  {
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
  public func makeRepository(_ commits: String) throws {
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
  public func capturedTodo(_ arguments: String) throws -> [UInt8] {
    try run(
      """
      cd repo
      GIT_SEQUENCE_EDITOR='cp "$1" ../captured.todo; exit 1 #' git rebase -i \(arguments) >/dev/null 2>&1 || true
      test -s ../captured.todo
      """)
    return Array(try Data(contentsOf: root.appendingPathComponent("captured.todo")))
  }

  /// Starts `git rebase -i ARGS` in `directory` and stops it at a `break`
  /// before its first line, so that its `rebase-merge` directory (the
  /// todo, `onto`) stays as the sequence editor sees it.
  /// - Returns: the todo file git wrote, absolute.
  public func stoppedRebase(_ arguments: String, in directory: String = "repo") throws -> String {
    let path = try run(
      """
      cd \(directory)
      GIT_SEQUENCE_EDITOR='sed -i 1ibreak' git rebase -i \(arguments) >/dev/null 2>&1
      printf '%s' "$(git rev-parse --absolute-git-dir)/rebase-merge/git-rebase-todo"
      """)
    try run("test -s '\(path)'")
    return path
  }

  /// Runs `git rebase -i ARGS` in `repo` with `todo` as what the editor
  /// saved; the rebase's output.
  @discardableResult
  public func rebase(_ arguments: String, todo: [UInt8]) throws -> String {
    try Data(todo).write(to: root.appendingPathComponent("edited.todo"))
    return try run(
      """
      cd repo
      GIT_SEQUENCE_EDITOR='cp ../edited.todo "$1" #' git rebase -i \(arguments) 2>&1
      """)
  }
}
