import Foundation
import Testing

@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// Which repository a todo belongs to, found as git leaves things while
/// the sequence editor runs.
@Suite(.enabled(if: GitSandbox.gitIsInstalled), .serialized)
struct GitRepositoryTests {
  static let commits = """
    commit a.txt 'Initial commit'
    commit a.txt 'Add the parser'
    commit b.txt 'Add the printer'
    """

  @Test func aRebasesTodoBelongsToItsRepository() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.commits)
    let todo = try sandbox.stoppedRebase("HEAD~2")
    let repository = try #require(
      GitRepository.locate(todoFile: todo, environment: [:], currentDirectory: "/"))
    #expect(
      repository.gitDirectory == (try sandbox.run("cd repo && git rev-parse --absolute-git-dir")).trimmed)
    #expect(repository.todoDirectory.hasSuffix("/rebase-merge"))
    #expect(repository.onto() == (try sandbox.run("cd repo && git rev-parse main~2")).trimmed)
  }

  @Test func aWorktreesTodoBelongsToTheWorktreesGitDirectory() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.commits)
    try sandbox.run("cd repo && git worktree add -q ../tree -b side")
    let todo = try sandbox.stoppedRebase("HEAD~1", in: "tree")
    let repository = try #require(
      GitRepository.locate(todoFile: todo, environment: [:], currentDirectory: "/"))
    #expect(repository.gitDirectory.hasSuffix("/repo/.git/worktrees/tree"))
    // The commands read the worktree's HEAD, not the main one's.
    let head = try sandbox.run(
      "\(String(decoding: repository.git(), as: UTF8.self)) rev-parse --abbrev-ref HEAD")
    #expect(head.trimmed == "HEAD")  // detached by the stopped rebase
    let branch = try sandbox.run("cd tree && cat \"$(git rev-parse --git-dir)/rebase-merge/head-name\"")
    #expect(branch.trimmed == "refs/heads/side")
  }

  @Test func aRelativeTodoPathIsTakenFromTheCurrentDirectory() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.commits)
    let repo = sandbox.root.appendingPathComponent("repo").path
    let repository = try #require(
      GitRepository.locate(
        todoFile: ".git/rebase-merge/git-rebase-todo", environment: [:], currentDirectory: repo))
    #expect(repository.todoDirectory == repo + "/.git/rebase-merge")
    #expect(repository.gitDirectory.hasSuffix("/repo/.git"))
    #expect(repository.onto() == nil)  // no rebase runs
  }

  @Test func gitDirFromTheEnvironmentWinsAndIsMadeAbsolute() {
    let repository = GitRepository.locate(
      todoFile: "/elsewhere/todo", environment: ["GIT_DIR": "sub/.git"], currentDirectory: "/work")
    #expect(repository == GitRepository(gitDirectory: "/work/sub/.git", todoDirectory: "/elsewhere"))
  }

  @Test func aTodoOutsideEveryRepositoryTakesTheCurrentDirectorysOrNone() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.commits)
    try sandbox.run("mkdir plain && printf 'pick 1234567 A\\n' > plain/plan.txt")
    let plan = sandbox.root.appendingPathComponent("plain/plan.txt").path
    let none = GitRepository.locate(
      todoFile: plan, environment: [:], currentDirectory: sandbox.root.appendingPathComponent("plain").path)
    #expect(none == nil)
    let repo = sandbox.root.appendingPathComponent("repo").path
    let found = try #require(GitRepository.locate(todoFile: plan, environment: [:], currentDirectory: repo))
    #expect(found.gitDirectory == repo + "/.git")
    #expect(found.todoDirectory == sandbox.root.appendingPathComponent("plain").path)
  }

  @Test func theCommandPrefixIsQuotedForTheShell() {
    let repository = GitRepository(gitDirectory: "/it's here/.git", todoDirectory: "/x")
    let prefix = String(decoding: repository.git(), as: UTF8.self)
    #expect(prefix.hasPrefix("GIT_NO_LAZY_FETCH='1' GIT_TERMINAL_PROMPT='0' "))
    #expect(prefix.contains(" 'git' '--no-pager' '-c' 'core.fsmonitor=false' '-c' 'protocol.allow=never' "))
    #expect(prefix.hasSuffix(" '--git-dir=/it'\\''s here/.git'"))
  }

  @Test(arguments: [
    ("1a2b3c4", true), ("HEAD~2", true), ("main^{commit}", true), ("", false), ("--output=x", false),
    ("-p", false), ("a\nb", false), ("a\0b", false),
  ])
  func revisionNamesThatMayReachACommandLine(name: String, allowed: Bool) {
    #expect(GitRepository.isRevisionName(name) == allowed)
  }
}

extension String {
  /// Without the newline a command's output ends with.
  var trimmed: String {
    var text = Substring(self)
    while text.last == "\n" { text = text.dropLast() }
    return String(text)
  }
}
