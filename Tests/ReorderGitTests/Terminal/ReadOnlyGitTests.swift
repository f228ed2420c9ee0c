import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderGit
@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// A repository whose own configuration names commands at every place git
/// would run one (textconv, external diff, pager, fsmonitor, hooks, the
/// transport of a partial clone's lazy fetch): every git command reorder
/// runs of its own leaves them all unrun. Each trap is first shown to
/// spring for plain git, so a test that sees nothing ran means something.
@Suite(.enabled(if: GitSandbox.gitIsInstalled), .serialized)
struct ReadOnlyGitTests {
  /// A sandbox with `repo` (two commits, every trap planted) and `lazy`
  /// (a partial clone of it whose fetch would run `core.sshCommand`);
  /// each trap, when it springs, makes a file in `ran/`.
  struct Trapped {
    let sandbox: GitSandbox
    var ran: URL { sandbox.root.appendingPathComponent("ran") }
    var repo: String { sandbox.root.appendingPathComponent("repo").path }
    var lazy: String { sandbox.root.appendingPathComponent("lazy").path }

    init() throws {
      sandbox = try GitSandbox()
      try sandbox.makeRepository(
        """
        commit a.txt 'Add a'
        commit a.txt 'Change a'
        """)
      try sandbox.run(
        """
        mkdir ran hooks
        plant() {
          printf '#!/bin/sh\\ntouch "%s/ran/%s"\\nif [ $# -gt 0 ]; then cat "$1" 2>/dev/null; else cat; fi\\nexit 0\\n' \\
            "$PWD" "$1" > "$1"
          chmod +x "$1"
        }
        plant textconv; plant external; plant pager; plant fsmonitor; plant ssh
        for hook in pre-commit post-checkout post-index-change reference-transaction fsmonitor-watchman; do
          printf '#!/bin/sh\\ntouch "%s/ran/hook-%s"\\n' "$PWD" "$hook" > hooks/$hook; chmod +x hooks/$hook
        done
        git clone -q --no-local repo lazy
        cd repo
        git config diff.trap.textconv "$PWD/../textconv"
        echo '* diff=trap' > .git/info/attributes
        git config diff.external "$PWD/../external"
        git config core.pager "$PWD/../pager"
        git config pager.show "$PWD/../pager"
        git config core.fsmonitor "$PWD/../fsmonitor"
        git config core.hooksPath "$PWD/../hooks"
        cd ../lazy
        git config extensions.partialClone origin
        git config remote.origin.promisor true
        git config remote.origin.url ssh://reorder.invalid/repo
        git config core.sshCommand "$PWD/../ssh"
        """)
    }

    /// The traps that sprang, and clears them.
    func sprung() throws -> [String] {
      let names = try FileManager.default.contentsOfDirectory(atPath: ran.path).sorted()
      for name in names { try FileManager.default.removeItem(at: ran.appendingPathComponent(name)) }
      return names
    }
  }

  static let missing = "0123456789abcdef0123456789abcdef01234567"

  @Test func theTrapsSpringForPlainGit() throws {
    let trapped = try Trapped()
    defer { trapped.sandbox.remove() }
    try trapped.sandbox.run(
      "cd repo && git show --patch HEAD >/dev/null && git diff HEAD~1 >/dev/null && git status >/dev/null")
    try trapped.sandbox.run("cd lazy && git show \(Self.missing) >/dev/null 2>&1 || true")
    let sprung = try trapped.sprung()
    for trap in ["textconv", "external", "fsmonitor", "ssh"] {
      #expect(sprung.contains(trap), "\(trap) never ran for plain git: \(sprung)")
    }
  }

  @Test func thePreviewRunsNothingTheRepositoryNames() throws {
    let trapped = try Trapped()
    defer { trapped.sandbox.remove() }
    let repository = GitRepository(gitDirectory: trapped.repo + "/.git", todoDirectory: trapped.repo)
    let head = try trapped.sandbox.run("cd repo && git rev-parse --short HEAD").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let lines = [Array("pick \(head) Change a".utf8), Array("label x".utf8)]
    for position in lines.indices {
      let command = GitPreviewCommand.command(
        forLineAt: position, in: lines, comment: .hash, repository: repository)
      let shown = try trapped.sandbox.runShell(command)
      #expect(shown.contains("Change a"))
    }
    #expect(try trapped.sprung() == [])
    // Still the real patch: without textconv, git's own diff of the file.
    let pick = GitPreviewCommand.command(forLineAt: 0, in: lines, comment: .hash, repository: repository)
    #expect(
      String(decoding: ANSICodes.strip(Array(try trapped.sandbox.runShell(pick).utf8)), as: UTF8.self)
        .contains("+Change a\n"))
  }

  @Test func aLazyFetchNeverStartsItsTransport() throws {
    let trapped = try Trapped()
    defer { trapped.sandbox.remove() }
    let repository = GitRepository(gitDirectory: trapped.lazy + "/.git", todoDirectory: trapped.lazy)
    let lines = [Array("pick \(Self.missing) Gone".utf8)]
    let command = GitPreviewCommand.command(forLineAt: 0, in: lines, comment: .hash, repository: repository)
    _ = try? trapped.sandbox.runShell(command)
    let files = ChangedFilesCollector.command(for: [Self.missing, "HEAD"], in: repository)
    _ = try? trapped.sandbox.runShell(files)
    #expect(try trapped.sprung() == [])
  }

  @Test func theChangedFilesRunNothingTheRepositoryNames() throws {
    let trapped = try Trapped()
    defer { trapped.sandbox.remove() }
    let repository = GitRepository(gitDirectory: trapped.repo + "/.git", todoDirectory: trapped.repo)
    let output = try trapped.sandbox.runShell(
      ChangedFilesCollector.command(for: ["HEAD", "HEAD~1"], in: repository))
    #expect(output == "/\na.txt\0/\na.txt\0")
    #expect(try trapped.sprung() == [])
  }

  @Test func findingTheRepositoryAndTheCommentCharacterRunNothing() throws {
    let trapped = try Trapped()
    defer { trapped.sandbox.remove() }
    try trapped.sandbox.run("cd repo && git config core.commentChar ';'")
    let found = GitRepository.locate(
      todoFile: trapped.repo + "/todo", environment: [:], currentDirectory: "/")
    #expect(found?.gitDirectory == trapped.repo + "/.git")
    #expect(ReadOnlyGit.output(["-C", trapped.repo, "config", "--get", "core.commentChar"]) == ";")
    #expect(ReadOnlyGit.output(["-C", trapped.repo, "status", "--short"]) != nil)
    #expect(ReadOnlyGit.output(["-C", trapped.lazy, "cat-file", "-t", Self.missing]) == nil)
    #expect(try trapped.sprung() == [])
  }

  @Test func everyCallGetsTheOptionsAndTheEnvironment() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.run(
      "printf '#!/bin/sh\\nenv | grep -E \"^(GIT_NO_LAZY_FETCH|GIT_TERMINAL_PROMPT)=\" | sort\\nprintf \"%%s\\\\n\" \"$@\"\\n' > git && chmod +x git"
    )
    let git = sandbox.root.appendingPathComponent("git").path
    let repository = GitRepository(gitDirectory: "/r/.git", todoDirectory: "/r")
    let shown = try sandbox.runShell(
      GitPreviewCommand.command(
        forLineAt: 0, in: [Array("pick 1a2b3c4 A".utf8)], comment: .hash, repository: repository, git: git))
    let words = shown.split(separator: "\n").map(String.init)
    #expect(Array(words.prefix(2)) == ["GIT_NO_LAZY_FETCH=1", "GIT_TERMINAL_PROMPT=0"])
    for option in ["--no-pager", "core.fsmonitor=false", "protocol.allow=never", "core.hooksPath=/dev/null"] {
      #expect(words.contains(option))
    }
    for option in ["--no-textconv", "--no-ext-diff", "--git-dir=/r/.git"] { #expect(words.contains(option)) }
    let direct = Subprocess.output(
      ReadOnlyGit.arguments(["x"], executable: git), environment: ReadOnlyGit.environment)
    #expect(direct?.hasPrefix("GIT_NO_LAZY_FETCH=1\nGIT_TERMINAL_PROMPT=0\n--no-pager\n") == true)
  }
}
