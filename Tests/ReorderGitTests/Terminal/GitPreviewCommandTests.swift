import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// The preview of each kind of todo line, run by the shell as the preview
/// pane runs it, against a real repository in the middle of a
/// `--rebase-merges` rebase.
@Suite(.enabled(if: GitSandbox.gitIsInstalled), .serialized)
struct GitPreviewCommandTests {
  static let commits = """
    commit a.txt 'Initial commit'
    git checkout -q -b side
    commit s.txt 'Add s'
    git checkout -q main
    commit m.txt 'Add m'
    git merge -q --no-ff -m "Merge branch 'side'" side
    """

  /// A rebase of the merge stopped before its first line: the todo git
  /// wrote (label onto … merge -C … side) and its repository.
  struct Rebase {
    let sandbox: GitSandbox
    let lines: [[UInt8]]
    let repository: GitRepository

    init() throws {
      sandbox = try GitSandbox()
      try sandbox.makeRepository(GitPreviewCommandTests.commits)
      let todo = try sandbox.stoppedRebase("--rebase-merges main~2")
      lines = GitTodoText(Array(try Data(contentsOf: URL(fileURLWithPath: todo)))).lines
      repository = try #require(GitRepository.locate(todoFile: todo, environment: [:], currentDirectory: "/"))
    }

    /// The position of the first line that starts with `prefix`.
    func line(_ prefix: String) throws -> Int {
      try #require(lines.firstIndex { $0.starts(with: Array(prefix.utf8)) }, "no \(prefix) line")
    }

    /// What the preview of the line shows (colour codes taken out).
    func preview(_ prefix: String, repository: GitRepository? = nil) throws -> String {
      let command = GitPreviewCommand.command(
        forLineAt: try line(prefix), in: lines, comment: .hash, repository: repository ?? self.repository)
      return String(decoding: ANSICodes.strip(Array(try sandbox.runShell(command).utf8)), as: UTF8.self)
    }
  }

  @Test func aCommitLineShowsItsMessageStatAndPatchInColour() throws {
    let rebase = try Rebase()
    defer { rebase.sandbox.remove() }
    let raw = try rebase.sandbox.runShell(
      GitPreviewCommand.command(
        forLineAt: try rebase.line("pick"), in: rebase.lines, comment: .hash, repository: rebase.repository))
    #expect(raw.contains("\u{1B}["))
    let shown = String(decoding: ANSICodes.strip(Array(raw.utf8)), as: UTF8.self)
    #expect(shown.hasPrefix("commit "))
    #expect(shown.contains("    Add s\n"))
    #expect(shown.contains(" s.txt | 1 +\n"))
    #expect(shown.contains("+Add s\n"))
  }

  @Test func resetOntoShowsTheCommitTheRebaseStartsFrom() throws {
    let rebase = try Rebase()
    defer { rebase.sandbox.remove() }
    let shown = try rebase.preview("reset onto")
    #expect(
      shown.hasPrefix("reset onto: HEAD goes back to onto, the commit the rebase starts from\n\ncommit "))
    #expect(shown.contains("    Initial commit\n"))
    #expect(!shown.contains("diff --git"))  // the message and stat, no patch
  }

  @Test func aLabelShowsTheCommitTheLinesAboveMake() throws {
    let rebase = try Rebase()
    defer { rebase.sandbox.remove() }
    let shown = try rebase.preview("label side")
    #expect(shown.hasPrefix("label side: names the commit "))
    #expect(shown.contains("    Add s\n"))
    #expect(shown.contains(" s.txt | 1 +\n"))
    #expect(!shown.contains("+Add s"))
  }

  @Test func aMergeShowsItsMessageAndTheOriginalMerge() throws {
    let rebase = try Rebase()
    defer { rebase.sandbox.remove() }
    let merge = try rebase.sandbox.run("cd repo && git rev-parse --short main").trimmed
    let shown = try rebase.preview("merge -C")
    #expect(
      shown.hasPrefix("merge: a merge commit of HEAD and side\nmessage: the original merge's, \(merge)"))
    #expect(shown.contains("\n\ncommit \(merge)"))
    #expect(shown.contains("Merge: "))
    #expect(shown.contains("    Merge branch 'side'\n"))
  }

  @Test func anExecLineSaysWhatItRuns() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let lines = [Array("pick 1a2b3c4 A".utf8), Array("exec make test 'it''s' %s".utf8)]
    let repository = GitRepository(gitDirectory: "/nowhere", todoDirectory: "/")
    let command = GitPreviewCommand.command(forLineAt: 1, in: lines, comment: .hash, repository: repository)
    #expect(!String(decoding: command, as: UTF8.self).contains("git"))
    #expect(
      try sandbox.runShell(command)
        == "exec: runs in the shell, in the work tree, once the lines above are done:\n\n    make test 'it''s' %s\n"
    )
  }

  @Test func withoutARepositoryTheWordsSayWhyNothingIsShown() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let lines = [Array("pick 1a2b3c4 A".utf8), Array("label here".utf8)]
    let pick = GitPreviewCommand.command(forLineAt: 0, in: lines, comment: .hash, repository: nil)
    #expect(
      try sandbox.runShell(pick) == "No git repository was found for this todo: no git show of 1a2b3c4.\n")
    let label = GitPreviewCommand.command(forLineAt: 1, in: lines, comment: .hash, repository: nil)
    #expect(
      try sandbox.runShell(label)
        == "label here: names the commit 1a2b3c4 (as it is before the rebase)\n\n"
        + "No git repository was found for this todo: no git show of 1a2b3c4.\n")
  }

  @Test func ontoIsNotShownWhereNoRebaseRuns() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let lines = [Array("label onto".utf8), Array("reset onto".utf8)]
    let repository = GitRepository(gitDirectory: "/nowhere", todoDirectory: sandbox.root.path)
    let shown = try sandbox.runShell(
      GitPreviewCommand.command(forLineAt: 1, in: lines, comment: .hash, repository: repository))
    #expect(
      shown.hasSuffix(
        "\n\nThe commit the rebase starts from is not known here (no rebase-merge/onto beside the todo).\n"))
  }

  @Test func aNameThatWouldBeAnOptionNeverReachesGit() throws {
    let rebase = try Rebase()
    defer { rebase.sandbox.remove() }
    let written = rebase.sandbox.root.appendingPathComponent("written").path
    let lines = [Array("pick --output=\(written) A".utf8)]
    let command = GitPreviewCommand.command(
      forLineAt: 0, in: lines, comment: .hash, repository: rebase.repository)
    let shown = try rebase.sandbox.runShell(command)
    #expect(shown == "\"--output=\(written)\" is not a commit name git show would be given.\n")
    #expect(!FileManager.default.fileExists(atPath: written))
  }

  /// ``ReadOnlyGit/globalOptions``, one a line.
  static let options = ReadOnlyGit.globalOptions.map { $0 + "\n" }.joined()

  @Test func gitIsGivenTheRepositoryAndTheOptionsAndNoPager() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.run("printf '#!/bin/sh\\nprintf \"%%s\\\\n\" \"$@\"\\n' > git && chmod +x git")
    let repository = GitRepository(gitDirectory: "/r/.git", todoDirectory: "/r/.git/rebase-merge")
    let lines = [Array("pick 1a2b3c4 A".utf8), Array("label x".utf8)]
    let git = sandbox.root.appendingPathComponent("git").path
    let pick = GitPreviewCommand.command(
      forLineAt: 0, in: lines, comment: .hash, repository: repository, git: git)
    #expect(
      try sandbox.runShell(pick)
        == Self.options
        + "--git-dir=/r/.git\nshow\n--stat\n--patch\n--color=always\n--no-show-signature\n--no-textconv\n--no-ext-diff\n1a2b3c4\n--\n"
    )
    let label = GitPreviewCommand.command(
      forLineAt: 1, in: lines, comment: .hash, repository: repository, git: git)
    #expect(
      try sandbox.runShell(label).hasSuffix(
        "\n\n" + Self.options
          + "--git-dir=/r/.git\nshow\n--stat\n--color=always\n--no-show-signature\n--no-textconv\n--no-ext-diff\n1a2b3c4\n--\n"
      ))
  }
}

extension GitSandbox {
  /// Runs a command as the preview pane does (`/bin/sh -c`), in the
  /// sandbox (not in the repository); its output.
  func runShell(_ command: [UInt8]) throws -> String {
    try run("exec /bin/sh -c " + String(decoding: PreviewCommand.quote(command), as: UTF8.self))
  }
}
