import Testing

@testable import ReorderTerminal

/// The rule that makes a cancel print the input back, on the facts seen
/// on a real machine for each editor (pids and groups as measured, the
/// shells between left in): only the editors' filters count, never a
/// command line typed in the editor's terminal or shell.
@Suite struct EditorFilterTests {
  typealias Ancestor = EditorFilter.Ancestor

  static func process(_ pid: Int32, _ name: String, group: Int32, reads: Bool = false) -> Ancestor {
    Ancestor(pid: pid, name: name, processGroup: group, readsOutput: reads)
  }

  static let tmux = process(27692, "tmux: server", group: 27692)
  static let vim = process(27711, "vim", group: 27711)
  static let nvim = process(31973, "nvim", group: 31973)

  @Test(arguments: [
    // vim :%!reorder: `bash -c (reorder) < tmp/0 > tmp/1`, in vim's group.
    (
      "vim :%!",
      EditorFilter(
        processGroup: 27711, hasControllingTerminal: true, output: .file,
        ancestors: [process(27898, "bash", group: 27711), vim, tmux]), true
    ),
    // neovim :%!: a session of its own without a terminal.
    (
      "neovim :%!",
      EditorFilter(
        processGroup: 32138, hasControllingTerminal: false, output: .file,
        ancestors: [process(32138, "bash", group: 32138), nvim, tmux]), true
    ),
    // kakoune |: sh -c in kak's group; kak reads the pipe.
    (
      "kakoune |",
      EditorFilter(
        processGroup: 464, hasControllingTerminal: true, output: .pipe,
        ancestors: [process(745, "sh", group: 464), process(464, "kak", group: 464, reads: true)]), true
    ),
    // micro textfilter: micro's own child, micro reads the pipe.
    (
      "micro textfilter",
      EditorFilter(
        processGroup: 2642, hasControllingTerminal: true, output: .pipe,
        ancestors: [process(2642, "micro", group: 2642, reads: true), tmux]), true
    ),
    // emacs C-u M-|: a new session, no terminal, emacs reads the pipe.
    (
      "emacs C-u M-|",
      EditorFilter(
        processGroup: 2353, hasControllingTerminal: false, output: .pipe,
        ancestors: [process(1912, "emacs-nox", group: 1912, reads: true), tmux]), true
    ),
    // vim :terminal, `printf … | reorder > out`: a job of the shell.
    (
      "vim :terminal",
      EditorFilter(
        processGroup: 28420, hasControllingTerminal: true, output: .file,
        ancestors: [process(28083, "bash", group: 28083), vim, tmux]), false
    ),
    // vim :shell: the editor's terminal, but a job of an interactive shell.
    (
      "vim :shell",
      EditorFilter(
        processGroup: 29186, hasControllingTerminal: true, output: .file,
        ancestors: [process(28825, "bash", group: 28825), vim, tmux]), false
    ),
    // neovim :terminal.
    (
      "neovim :terminal",
      EditorFilter(
        processGroup: 32627, hasControllingTerminal: true, output: .pipe,
        ancestors: [process(32327, "bash", group: 32327), nvim, tmux]), false
    ),
    // vim :!ls | reorder | xargs rm: vim's group, but xargs reads the pipe.
    (
      "vim :! pipeline",
      EditorFilter(
        processGroup: 27711, hasControllingTerminal: true, output: .pipe,
        ancestors: [process(40000, "bash", group: 27711), vim, tmux]), false
    ),
    // neovim :!ls | reorder | xargs rm: no terminal, but not the editor's pipe.
    (
      "neovim :! pipeline",
      EditorFilter(
        processGroup: 40000, hasControllingTerminal: false, output: .pipe,
        ancestors: [process(40000, "bash", group: 40000), nvim, tmux]), false
    ),
    // vim :!reorder list: the output is the editor's terminal.
    (
      "vim :!reorder",
      EditorFilter(
        processGroup: 27711, hasControllingTerminal: true, output: .terminal,
        ancestors: [process(40000, "bash", group: 27711), vim, tmux]), false
    ),
    // A shell script in a plain terminal: no editor at all.
    (
      "no editor",
      EditorFilter(
        processGroup: 500, hasControllingTerminal: true, output: .file,
        ancestors: [process(500, "sh", group: 500), process(400, "bash", group: 400)]), false
    ),
  ])
  func situation(name: String, facts: EditorFilter, isFilter: Bool) {
    #expect(facts.isFilter == isFilter, "\(name)")
  }

  /// The nearest editor decides: vim run in neovim's terminal, then its
  /// :%!, is vim's filter.
  @Test func theNearestEditorDecides() {
    let facts = EditorFilter(
      processGroup: 700, hasControllingTerminal: true, output: .file,
      ancestors: [
        Self.process(701, "sh", group: 700), Self.process(700, "vim", group: 700),
        Self.process(650, "bash", group: 650), Self.nvim,
      ])
    #expect(facts.editor?.pid == 700)
  }

  @Test(arguments: [
    ("vim", true), ("nvim", true), ("kak", true), ("micro", true), ("emacs", true), ("emacs-nox", true),
    ("emacs-29.1", true), ("vi", true), ("bash", false), ("sh", false), ("vimdiff-x", false),
    ("tmux: server", false),
  ])
  func editorNames(name: String, isEditor: Bool) {
    #expect(EditorFilter.isEditor(name) == isEditor)
  }

  @Test func statLines() throws {
    let stat = try #require(ProcessStat(statLine: Array("42 (a) b) S 7 41 40 34816 41 4194560".utf8)))
    #expect(stat.name == "a) b" && stat.parent == 7 && stat.processGroup == 41 && stat.terminal == 34816)
    #expect(ProcessStat(statLine: Array("1 (init) S 0 1 1 0 -1".utf8))?.terminal == 0)
    #expect(ProcessStat(statLine: Array("garbage".utf8)) == nil)
  }

  /// This test process itself: its parent chain is read, and the test
  /// runner is no editor's filter.
  @Test func thisProcess() {
    let facts = EditorFilter.current()
    #expect(!facts.ancestors.isEmpty)
    #expect(!facts.isFilter)
  }
}
