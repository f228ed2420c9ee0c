import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderGit

/// What the engine writes, given to a real `git rebase -i` as the editor's
/// result: git runs it and the history shows it.
@Suite(.enabled(if: GitSandbox.gitIsInstalled), .serialized)
struct GitRebaseTests {
  static let threeCommits = """
    commit a.txt 'Initial commit'
    commit a.txt 'Add the parser'
    commit b.txt 'Add the printer'
    commit a.txt 'Fix a typo in the parser'
    """

  @Test func anInsertedExecRunsDuringTheRebase() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.threeCommits)
    var s = Session(todo: try sandbox.capturedTodo("HEAD~3"))
    s.send(.insertExec(Array("git log -1 --format=%s >> ../exec-saw".utf8)))
    s.send(.cursor(.to(3)))
    s.send(.insertExec(Array("git log -1 --format=%s >> ../exec-saw".utf8)))
    let output = try sandbox.rebase("HEAD~3", todo: s.engine.todoText())
    #expect(output.contains("Executing: git log -1"))
    let saw = try String(contentsOf: sandbox.root.appendingPathComponent("exec-saw"), encoding: .utf8)
    #expect(saw == "Add the parser\nFix a typo in the parser\n")
  }

  @Test func aFoldGivesOneCommitFewerWithTheChangeInIt() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.threeCommits)
    var s = Session(todo: try sandbox.capturedTodo("HEAD~3"))
    s.send(.cursor(.to(2)))
    s.send(.fold(.fixup, into: 0))
    try sandbox.rebase("HEAD~3", todo: s.engine.todoText())
    #expect(
      try sandbox.run("cd repo && git log --format=%s") == "Add the printer\nAdd the parser\nInitial commit\n"
    )
    let parser = try sandbox.run("cd repo && git show --format= HEAD~1")
    #expect(parser.contains("+Add the parser\n+Fix a typo in the parser"))
  }

  @Test func fixupTakingItsOwnMessage() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.threeCommits)
    var s = Session(todo: try sandbox.capturedTodo("HEAD~3"))
    s.send(.cursor(.to(2)))
    s.send(.fold(.fixup, into: 0))
    s.send(.setFixupFlag(.use))
    #expect(s.strings[1].hasPrefix("fixup -C "))
    try sandbox.rebase("HEAD~3", todo: s.engine.todoText())
    #expect(
      try sandbox.run("cd repo && git log --format=%s")
        == "Add the printer\nFix a typo in the parser\nInitial commit\n")
  }

  @Test func theEditorsTodoWithALineDeletedDropsThatCommit() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.threeCommits)
    var s = Session(todo: try sandbox.capturedTodo("HEAD~3"))
    var text = GitTodoText(s.engine.todoText())
    text.lines.remove(at: 1)
    s.send(.replaceTodo(text.bytes))
    #expect(s.engine.narration.text.hasPrefix("Took the editor's todo"))
    try sandbox.rebase("HEAD~3", todo: s.engine.todoText())
    #expect(
      try sandbox.run("cd repo && git log --format=%s")
        == "Fix a typo in the parser\nAdd the parser\nInitial commit\n")
  }

  static let merged = """
    commit a.txt 'Initial commit'
    commit a.txt 'Add the base'
    git checkout -q -b feature
    commit b.txt 'Add b'
    commit c.txt 'Add c'
    git checkout -q main
    commit m.txt 'Add m'
    GIT_AUTHOR_DATE='@1577900000 +0000' GIT_COMMITTER_DATE='@1577900000 +0000' \\
      git merge -q --no-ff feature -m "Merge branch 'feature'"
    commit n.txt 'Add n'
    git checkout -q -b upstream HEAD~4
    commit u.txt 'Add u'
    git checkout -q main
    """

  /// The shape of a history: each commit's subject, tree and number of
  /// parents, sorted.
  static func shape(_ sandbox: GitSandbox, _ directory: String) throws -> String {
    try sandbox.run(
      "cd \(directory) && git log --format='%s %T | %P' HEAD | while read -r line; do echo \"$line\"; done"
    )
    .split(separator: "\n").map { line in
      let parts = line.split(separator: "|", maxSplits: 1)
      let parents = parts.count > 1 ? parts[1].split(separator: " ").count : 0
      return "\(parts[0])\(parents) parents"
    }.sorted().joined(separator: "\n")  // commits made in one second come in either order
  }

  @Test func aLabelEditedThroughoutGivesTheSameMerge() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.merged)
    try sandbox.run("git clone -q repo theirs && cd theirs && git checkout -q main")
    let todo = try sandbox.capturedTodo("--rebase-merges upstream")
    var s = Session(todo: todo)
    let label = try #require(s.strings.firstIndex(of: "label feature"))
    let merge = try #require(s.strings.firstIndex { $0.hasPrefix("merge -C") })
    s.send(.cursor(.to(label)))
    s.send(.editLine(Array("label topic".utf8)))
    s.send(.cursor(.to(merge)))
    s.send(.editLine(Array(s.strings[merge].replacingOccurrences(of: " feature ", with: " topic ").utf8)))
    #expect(s.strings[merge].contains(" topic # "))
    try sandbox.rebase("--rebase-merges upstream", todo: s.engine.todoText())
    try sandbox.run(
      "cd theirs && GIT_SEQUENCE_EDITOR=true git rebase -i --rebase-merges origin/upstream >/dev/null 2>&1")
    let ours = try Self.shape(sandbox, "repo")
    #expect(ours == (try Self.shape(sandbox, "theirs")))
    #expect(ours.contains("Merge branch 'feature'") && ours.contains("2 parents") && ours.contains("Add u"))
  }

  /// Accepted unchanged, a --rebase-merges and an --update-refs todo give
  /// what git's own editor gives.
  @Test(arguments: [
    ("--rebase-merges upstream", merged, "main"),
    (
      "--update-refs main",
      """
      commit a.txt 'Initial commit'
      git checkout -q -b base
      commit b.txt 'Add b'
      git checkout -q -b top
      commit t.txt 'Add t'
      git checkout -q main
      commit m.txt 'Add m'
      git checkout -q top
      """, "top"
    ),
  ])
  func anUnchangedTodoGivesWhatGitsEditorGives(arguments: String, commits: String, branch: String) throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(commits)
    try sandbox.run(
      "git clone -q repo theirs && cd theirs && git checkout -q \(branch) && git branch -q base origin/base 2>/dev/null || true"
    )
    let s = Session(todo: try sandbox.capturedTodo(arguments))
    try sandbox.rebase(arguments, todo: s.engine.todoText())
    let theirArguments = arguments.replacingOccurrences(of: " main", with: " origin/main")
      .replacingOccurrences(of: " upstream", with: " origin/upstream")
    try sandbox.run("cd theirs && GIT_SEQUENCE_EDITOR=true git rebase -i \(theirArguments) >/dev/null 2>&1")
    let ours = try Self.shape(sandbox, "repo")
    #expect(ours == (try Self.shape(sandbox, "theirs")))
    #expect(ours.contains(branch == "top" ? "Add m" : "Add u"), "the branch was rebased: \(ours)")
    if branch == "top" {
      let base = try sandbox.run("cd repo && git log --format=%T -1 base")
      #expect(base == (try sandbox.run("cd theirs && git log --format=%T -1 base")))
      #expect(try sandbox.run("cd repo && git log --format=%s -1 base") == "Add b\n", "base was moved too")
      #expect(try sandbox.run("cd repo && git merge-base --is-ancestor main base && echo yes") == "yes\n")
    }
  }
}
