import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// `edit-in-editor` with editors that are shell scripts: what they save is
/// taken if git would take it, and anything else is a failure that
/// changes nothing.
@Suite(.enabled(if: GitSandbox.gitIsInstalled), .serialized)
struct TodoEditorTests {
  static let commits = """
    commit a.txt 'Initial commit'
    commit a.txt 'Add the parser'
    commit b.txt 'Add the printer'
    commit c.txt 'Add the tests'
    """

  /// A sandbox with a repository and `editor`, a script of `body` that
  /// also writes the file it was given to `editor.log`.
  func sandbox(editor body: String) throws -> GitSandbox {
    let sandbox = try GitSandbox()
    try sandbox.makeRepository(Self.commits)
    let script = "#!/bin/sh\nprintf '%s\\n' \"$@\" >> \"$(dirname \"$0\")/editor.log\"\n\(body)\n"
    try Data(script.utf8).write(to: sandbox.root.appendingPathComponent("editor"))
    try sandbox.run("chmod +x editor")
    return sandbox
  }

  /// The editor command: `sh` and the script's path (a shell word as it
  /// is: no blank or quote in it). Run by `sh`, the script is never
  /// executed itself: a file this process just wrote can be held open for
  /// writing by a child another test forked meanwhile, and executing it
  /// then fails with ETXTBSY (status 126), one run in many.
  func editor(_ sandbox: GitSandbox) -> String { "sh " + sandbox.root.appendingPathComponent("editor").path }

  func edit(_ todo: [UInt8], in sandbox: GitSandbox, editor: String? = nil) -> Result<
    GitTodoText, TodoEditor.Failure
  > {
    TodoEditor.edit(
      todo, editor: editor ?? self.editor(sandbox), comment: .hash, directory: sandbox.root.path)
  }

  @Test func anEditorThatDeletesALineDropsThatCommitInTheRebase() throws {
    let sandbox = try sandbox(editor: "sed -i '/Add the printer/d' \"$1\"")
    defer { sandbox.remove() }
    let todo = try sandbox.capturedTodo("HEAD~3")
    let edited = try edit(todo, in: sandbox).get()
    #expect(edited.lines.count == GitTodoText(todo).lines.count - 1)
    try sandbox.rebase("HEAD~3", todo: edited.bytes)
    #expect(
      try sandbox.run("cd repo && git log --format=%s") == "Add the tests\nAdd the parser\nInitial commit\n")
  }

  @Test func anEditorThatSwapsTwoLinesReordersTheCommits() throws {
    let sandbox = try sandbox(editor: "sed -i -e '1{h;d}' -e '2G' \"$1\"")
    defer { sandbox.remove() }
    let todo = try sandbox.capturedTodo("HEAD~3")
    let edited = try edit(todo, in: sandbox).get()
    let before = GitTodoText(todo).lines
    #expect(edited.lines == [before[1], before[0]] + before[2...])
    try sandbox.rebase("HEAD~3", todo: edited.bytes)
    #expect(
      try sandbox.run("cd repo && git log --format=%s")
        == "Add the tests\nAdd the parser\nAdd the printer\nInitial commit\n")
  }

  @Test func theTodoIsInAFileNamedAsGitsInADirectoryThatIsRemovedAfterwards() throws {
    let sandbox = try sandbox(editor: "echo backup > \"$1~\"; cp \"$1\" \"$(dirname \"$0\")/seen\"")
    defer { sandbox.remove() }
    let todo = Array("pick 1a2b3c4 A\n# a comment\n".utf8)
    let edited = try edit(todo, in: sandbox).get()
    #expect(edited.bytes == todo)  // unchanged: the engine says nothing changed
    let file = try sandbox.run("cat editor.log").trimmed
    #expect(file.hasPrefix(sandbox.root.path + "/reorder-"))
    #expect(file.hasSuffix("/git-rebase-todo"))
    #expect(Array(try Data(contentsOf: sandbox.root.appendingPathComponent("seen"))) == todo)
    #expect(!FileManager.default.fileExists(atPath: (file as NSString).deletingLastPathComponent))
  }

  @Test func anEditorWithArgumentsGetsThemBeforeTheFile() throws {
    let sandbox = try sandbox(editor: "")
    defer { sandbox.remove() }
    _ = try edit(Array("break\n".utf8), in: sandbox, editor: editor(sandbox) + " --wait -n 'two words'").get()
    let arguments = try sandbox.run("cat editor.log").split(separator: "\n")
    #expect(arguments.prefix(3) == ["--wait", "-n", "two words"])
    #expect(arguments.count == 4 && arguments[3].hasSuffix("/git-rebase-todo"))
  }

  @Test func anEditorThatFailsChangesNothing() throws {
    let sandbox = try sandbox(editor: "printf 'garbage\\n' > \"$1\"; exit 3")
    defer { sandbox.remove() }
    let failure = try #require(edit(Array("pick 1a2b3c4 A\n".utf8), in: sandbox).failure)
    #expect(failure.reason == .exited(3))
    #expect(failure.edited == nil)
    #expect(
      failure.description == "the editor '\(editor(sandbox))' exited with status 3; the todo is unchanged")
  }

  @Test(arguments: [
    ("rm \"$1\"; mkfifo \"$1\"", "a FIFO"), ("rm \"$1\"; ln -s /etc/passwd \"$1\"", "a symbolic link"),
    ("rm \"$1\"; mkdir \"$1\"; touch \"$1/x\"", "a directory"),
  ])
  func onlyARegularFileIsReadBack(script: String, kind: String) throws {
    let sandbox = try sandbox(editor: script)
    defer { sandbox.remove() }
    let failure = try #require(edit(Array("pick 1a2b3c4 A\n".utf8), in: sandbox).failure)
    #expect(failure.reason == .notAFile(kind))
    #expect(
      failure.description
        == "the editor left the todo as \(kind), not a file: not read; the todo is unchanged")
    // The folder is gone, whatever the editor left in it.
    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)
    #expect(!left.contains { $0.hasPrefix("reorder-") })
  }

  @Test func anEditorThatIsNotThereIsSaidToBeMissing() throws {
    let sandbox = try sandbox(editor: "")
    defer { sandbox.remove() }
    let failure = try #require(
      edit(Array("break\n".utf8), in: sandbox, editor: "no-such-editor-here").failure)
    #expect(failure.reason == .exited(127))
    #expect(failure.description == "the editor 'no-such-editor-here' was not found; the todo is unchanged")
  }

  @Test func anEditorEndedByASignalChangesNothing() throws {
    let sandbox = try sandbox(editor: "kill -TERM $$")
    defer { sandbox.remove() }
    let failure = try #require(
      edit(Array("break\n".utf8), in: sandbox, editor: "exec " + editor(sandbox)).failure)
    #expect(failure.reason == .killed(SIGTERM))
    #expect(failure.description.contains("was ended by Terminated"))
  }

  @Test func garbageIsRefusedWithTheLineAndKeptForTheUser() throws {
    let sandbox = try sandbox(editor: "printf 'pick 1a2b3c4 A\\npikc 5d6e7f8 B\\n' > \"$1\"")
    defer { sandbox.remove() }
    let failure = try #require(edit(Array("pick 1a2b3c4 A\npick 5d6e7f8 B\n".utf8), in: sandbox).failure)
    guard case .refused(let error) = failure.reason else {
      Issue.record("not refused: \(failure)")
      return
    }
    #expect(error.line == 2)
    #expect(failure.edited == Array("pick 1a2b3c4 A\npikc 5d6e7f8 B\n".utf8))
    #expect(failure.description.hasPrefix("the edited todo's line 2: "))
  }

  // MARK: - A todo git would refuse: the editor again, with the reason

  /// The script of an editor that runs once per round: round N runs
  /// `rounds[N-1]` (after a copy of what it was given goes to `seen.N`).
  func editor(rounds: [String]) -> String {
    var script =
      "cd \"$(dirname \"$0\")\"\nn=$(( $(cat rounds 2>/dev/null || echo 0) + 1 )); echo $n > rounds\n"
    script += "cp \"$1\" \"seen.$n\"\ncase $n in\n"
    for (index, round) in rounds.enumerated() { script += "\(index + 1)) \(round) ;;\n" }
    return script + "esac"
  }

  @Test func aRefusedTodoOpensAgainWithTheReasonAtTheTopUntilItIsFixed() throws {
    let sandbox = try sandbox(
      editor: editor(rounds: [
        "sed -i 's/^pick 5d6e7f8/pikc 5d6e7f8/' \"$1\"", "sed -i 's/^pikc/pick/' \"$1\"",
      ]))
    defer { sandbox.remove() }
    let todo = Array("pick 1a2b3c4 A\npick 5d6e7f8 B\n# a comment\n".utf8)
    let edited = try edit(todo, in: sandbox).get()
    #expect(edited.bytes == todo, "the fix is taken, and the reason's lines are gone")
    #expect(try sandbox.run("cat rounds") == "2\n")
    #expect(
      try sandbox.run("cat seen.2") == """
        # reorder: git would refuse this todo: line 2: "pikc" is not a command git knows
        # Fix it and save, or save it unchanged to give up these edits.
        pick 1a2b3c4 A
        pikc 5d6e7f8 B
        # a comment

        """)
  }

  @Test func aRefusedTodoSavedUnchangedGivesUpAndSaysSo() throws {
    let sandbox = try sandbox(editor: editor(rounds: ["printf 'pick 1a2b3c4 A\\nsquash\\n' > \"$1\"", ":"]))
    defer { sandbox.remove() }
    let failure = try #require(edit(Array("pick 1a2b3c4 A\n".utf8), in: sandbox).failure)
    #expect(try sandbox.run("cat rounds") == "2\n")
    guard case .refused(let error) = failure.reason else {
      Issue.record("not refused: \(failure)")
      return
    }
    #expect(error.line == 2)
    #expect(failure.edited == Array("pick 1a2b3c4 A\nsquash\n".utf8))
    #expect(failure.description.hasSuffix(", saved unchanged: its edits are dropped; the todo is unchanged"))
  }

  /// The reason's lines are removed wherever the editor moved them, and
  /// the todo's own comments stay; each new refusal says its own reason.
  @Test func theReasonsLinesAreRemovedWhereverTheyAre() throws {
    let sandbox = try sandbox(
      editor: editor(rounds: [
        "echo 'bogus line' >> \"$1\"",
        "sed -i -e '/bogus line/d' -e '1{h;d}' \"$1\"; echo 'fixupp 1a2b3c4' >> \"$1\"",
        "sed -i '/fixupp/d' \"$1\"; sed -n '1p' seen.1 >> \"$1\"",
      ]))
    defer { sandbox.remove() }
    let todo = Array("pick 1a2b3c4 A\n# git's own help\n#\n".utf8)
    let edited = try edit(todo, in: sandbox).get()
    #expect(edited.bytes == todo + Array("pick 1a2b3c4 A\n".utf8))
    #expect(
      try sandbox.run("head -1 seen.2")
        == "# reorder: git would refuse this todo: line 4: \"bogus\" is not a command git knows\n")
    #expect(
      try sandbox.run("head -1 seen.3")
        == "# reorder: git would refuse this todo: line 4: \"fixupp\" is not a command git knows\n")
  }

  /// The todo's own comment marker marks the reason.
  @Test func theReasonUsesTheTodosCommentMarker() throws {
    let sandbox = try sandbox(editor: editor(rounds: ["echo 'oops' >> \"$1\"", "sed -i '/oops/d' \"$1\""]))
    defer { sandbox.remove() }
    let marker = try #require(GitCommentMarker(bytes: Array(";".utf8)))
    let todo = Array("pick 1a2b3c4 A\n; a comment\n".utf8)
    let edited = try TodoEditor.edit(
      todo, editor: editor(sandbox), comment: marker, directory: sandbox.root.path
    ).get()
    #expect(edited.bytes == todo)
    #expect(try sandbox.run("head -1 seen.2").hasPrefix("; reorder: git would refuse this todo: line 3: "))
  }

  /// The editor leads a process group of its own (a Ctrl-C or Ctrl-Z in
  /// it is its alone), not this process's.
  @Test func theEditorRunsInAProcessGroupOfItsOwn() throws {
    // The group's leader is the editor or the `sh -c` that runs it.
    let sandbox = try sandbox(editor: "echo $$ $PPID $(ps -o pgid= -p $$) > \"$(dirname \"$0\")/group\"")
    defer { sandbox.remove() }
    // The terminal: a file here (its foreground is then left alone).
    let terminal = open(
      sandbox.root.appendingPathComponent("terminal").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    try #require(terminal >= 0)
    defer { close(terminal) }
    _ = try TodoEditor.edit(
      Array("break\n".utf8), editor: editor(sandbox), comment: .hash, terminal: terminal,
      directory: sandbox.root.path
    ).get()
    let fields = try sandbox.run("cat group").split(separator: " ").map { String($0).trimmed }
    try #require(fields.count == 3)
    #expect(fields[2] == fields[0] || fields[2] == fields[1], "the editor leads its group")
    #expect(fields[2] != String(getpgrp()))
  }

  @Test func aFixupWithNothingToFoldIntoIsRefused() throws {
    let sandbox = try sandbox(editor: "sed -i 1d \"$1\"")
    defer { sandbox.remove() }
    let failure = try #require(edit(Array("pick 1a2b3c4 A\nfixup 5d6e7f8 B\n".utf8), in: sandbox).failure)
    #expect(
      failure.reason
        == .refused(GitTodoText.LineError(line: 1, reason: "fixup needs a commit before it to fold into")))
  }

  @Test func anEditorThatRemovesTheFileChangesNothing() throws {
    let sandbox = try sandbox(editor: "rm \"$1\"")
    defer { sandbox.remove() }
    let failure = try #require(edit(Array("break\n".utf8), in: sandbox).failure)
    #expect(failure.reason == .fileGone("No such file or directory"))
  }

  @Test func theEditorGetsTheTerminalAsItsStandardStreams() throws {
    let sandbox = try sandbox(editor: "echo on stdout; echo on stderr >&2; readlink /proc/$$/fd/0")
    defer { sandbox.remove() }
    let path = sandbox.root.appendingPathComponent("terminal").path
    let terminal = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    try #require(terminal >= 0)
    defer { close(terminal) }
    let result = TodoEditor.edit(
      Array("break\n".utf8), editor: editor(sandbox), comment: .hash, terminal: terminal,
      directory: sandbox.root.path)
    #expect(try result.get().bytes == Array("break\n".utf8))
    #expect(try sandbox.run("cat terminal") == "on stdout\non stderr\n\(path)\n")
  }

  /// A Ctrl-C typed while the editor runs reaches this process too; it
  /// must not end the session, and the handler is back afterwards.
  @Test func anInterruptWhileTheEditorRunsIsIgnoredHere() throws {
    let sandbox = try sandbox(
      editor: "kill -INT \(getpid()); kill -QUIT \(getpid()); echo 'exec true' >> \"$1\"")
    defer { sandbox.remove() }
    var before = sigaction()
    _ = sigaction(SIGINT, nil, &before)
    let edited = try edit(Array("break\n".utf8), in: sandbox).get()
    #expect(edited.lines == [Array("break".utf8), Array("exec true".utf8)])
    var after = sigaction()
    _ = sigaction(SIGINT, nil, &after)
    #expect(
      unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
  }

  @Test(arguments: [
    (["TERM": "xterm", "VISUAL": "nano", "EDITOR": "vim"], "nano"),
    (["TERM": "dumb", "VISUAL": "nano", "EDITOR": "vim"], "vim"),
    (["VISUAL": "nano", "EDITOR": "vim"], "vim"),  // no TERM counts as dumb, as git counts it
    (["TERM": "xterm", "VISUAL": " ", "EDITOR": "code --wait"], "code --wait"),
    (["TERM": "xterm", "VISUAL": "/usr/local/bin/reorder", "EDITOR": "emacs"], "emacs"),
    (["TERM": "xterm", "EDITOR": "reorder --git"], "vi"),
    (["TERM": "xterm", "GIT_EDITOR": "nano", "GIT_SEQUENCE_EDITOR": "reorder"], "vi"),
  ])
  func theEditorIsChosenAsGitChoosesButNeverReorder(environment: [String: String], editor: String) {
    #expect(TodoEditor.command(environment: environment) == editor)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
