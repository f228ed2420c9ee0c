import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderGit

/// The stored todos are what the installed git writes: regenerated here,
/// every command line has the same kind, action, flag, commit and labels
/// (the help text at the end may differ between git versions).
@Suite(.enabled(if: GitSandbox.gitIsInstalled))
struct GitFixtureTests {
  struct Command: Equatable, CustomStringConvertible {
    var action: GitAction?
    var flag: GitMessageFlag?
    var commit: String?
    var labels: [String]
    var description: String {
      [action?.rawValue, flag?.rawValue, commit].compactMap { $0 }.joined(separator: " ") + " \(labels)"
    }
  }

  static func commands(_ bytes: [UInt8], comment: GitCommentMarker) -> [Command] {
    GitTodoText(bytes).lines.compactMap { line in
      let parsed = GitTodoLine.parse(line, comment: comment)
      guard parsed.kind != .comment && parsed.kind != .blank else { return nil }
      return Command(
        action: parsed.action, flag: parsed.flag, commit: parsed.commit(in: line),
        labels: parsed.labels(in: line))
    }
  }

  @Test func theInstalledGitWritesTheStoredTodos() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let script = GitFixtures.directory.appendingPathComponent("generate.sh").path
    try sandbox.run("mkdir out && '\(script)' out")
    let out = sandbox.root.appendingPathComponent("out")
    for (name, comment) in GitFixtures.cases {
      let stored = try GitFixtures.bytes(name)
      let fresh = try GitFixtures.bytes(name, in: out)
      #expect(GitTodoText(fresh).firstError(comment: comment) == nil, "\(name)")
      let expected = Self.commands(stored, comment: comment)
      #expect(!expected.isEmpty)
      #expect(Self.commands(fresh, comment: comment) == expected, "\(name)")
      #expect(GitTodoText(fresh).bytes == fresh, "\(name) round-trips")
    }
  }
}
