/// Whether this reorder runs as an editor's filter (vim's `:%!reorder`,
/// kakoune's `|`, emacs's `C-u M-|`, micro's `textfilter`), where the
/// editor puts whatever reorder prints in place of the text: a cancel that
/// printed nothing would empty the buffer, so there a cancel prints the
/// input back (``ReorderCommand``; `--[no-]cancel-prints-input` decides
/// instead when given).
///
/// The editors' variables (`VIM`, `NVIM`, …) cannot tell: they are set as
/// well in the editor's own terminal (`:terminal`, `:shell`), where
/// `ls | reorder | xargs rm` must still print nothing on a cancel. What
/// differs, as measured with vim 9.0, neovim 0.7, kakoune 2022.10,
/// emacs 28 and micro 2.0:
///
///     run as                     process group     terminal      stdout, read by
///     vim :%!, kak |, micro      the editor's      the editor's  the editor (file, pipe)
///     neovim :%!, emacs C-u M-|  a new session's   none          the editor (file, pipe)
///     :terminal (vim, neovim)    the shell's job   a new pty     as the command line says
///     vim :shell                 the shell's job   the editor's  as the command line says
///     vim :!ls | reorder | cat   the editor's      the editor's  cat
///
/// So: the nearest editor among reorder's ancestors reads its output (a
/// regular file, or a pipe whose other end the editor holds), and nothing
/// came between that gave it a terminal of its own: reorder is in the
/// editor's process group, or has no controlling terminal at all. A shell
/// with job control puts each command line in a process group of its own.
struct EditorFilter: Equatable, Sendable {
  /// Where standard output goes.
  enum Output: Equatable, Sendable {
    case terminal
    case file
    /// A pipe (or FIFO); its reader may be the editor.
    case pipe
    /// A socket, a device, or closed.
    case other
  }

  /// A process above this one, from `/proc/PID/stat`.
  struct Ancestor: Equatable, Sendable {
    var pid: Int32
    /// The kernel's name for it (`comm`: the program's file name, at most
    /// 15 bytes).
    var name: String
    var processGroup: Int32
    /// It holds the other end of the pipe that is standard output.
    var readsOutput: Bool
  }

  var processGroup: Int32
  var hasControllingTerminal: Bool
  var output: Output
  /// The parent first, up to (not including) init.
  var ancestors: [Ancestor]

  /// The programs whose filters this is about (their `comm`, as the kernel
  /// names a process after the file it runs: `emacs-nox` and
  /// `emacs-29.1` are emacs too).
  static func isEditor(_ name: String) -> Bool {
    ["vim", "vi", "view", "gvim", "nvim", "kak", "micro"].contains(name) || name.hasPrefix("emacs")
  }

  /// The editor reorder works for as a filter, if it does (see the type's
  /// table).
  var editor: Ancestor? {
    guard let editor = ancestors.first(where: { Self.isEditor($0.name) }) else { return nil }
    let toEditor: Bool
    switch output {
    case .file: toEditor = true
    case .pipe: toEditor = editor.readsOutput
    case .terminal, .other: toEditor = false
    }
    guard toEditor else { return nil }
    return processGroup == editor.processGroup || !hasControllingTerminal ? editor : nil
  }

  var isFilter: Bool { editor != nil }
}
