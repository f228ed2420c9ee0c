import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `edit-in-editor`: the todo, with the session's changes, opened in a
/// text editor on the terminal, and what the editor saved read back.
///
///     let editor = TodoEditor.command(environment: environment)   // "vim"
///     switch TodoEditor.edit(todo, editor: editor, comment: comment, terminal: tty) {
///     case .success(let edited):
///       model.apply(.kind(GitTodoAction.replaceTodo(edited.bytes)), at: now)
///     case .failure(let failure): model.tell(Narration(stringLiteral: failure.description))
///     }
///
/// The editor is chosen as git chooses one (`git_editor` in `editor.c`),
/// but without git's own variables: `GIT_EDITOR` and `GIT_SEQUENCE_EDITOR`
/// (and `core.editor`, `sequence.editor`) are how reorder itself came to
/// run. `VISUAL` first, unless the terminal is `dumb`; then `EDITOR`; then
/// `vi`. A variable naming reorder is passed over: it would open reorder
/// again, not a text editor.
///
/// The todo goes to a file named `git-rebase-todo` (so an editor
/// highlights it as git's todo) in a directory of its own, removed
/// afterwards. Whatever goes wrong (the editor fails, is killed, removes
/// the file, saves a todo git would refuse) is a ``Failure``; the list is
/// never changed here.
public enum TodoEditor {
  public static let fallback = "vi"

  /// The editor command (a shell command line, as git takes it).
  public static func command(environment: [String: String]) -> String {
    let dumb = environment["TERM"].map { $0.isEmpty || $0 == "dumb" } ?? true
    var candidates: [String?] = []
    if !dumb { candidates.append(environment["VISUAL"]) }
    candidates.append(environment["EDITOR"])
    for candidate in candidates {
      guard let editor = candidate?.trimmingBlanks, !editor.isEmpty, !isReorder(editor) else { continue }
      return editor
    }
    return fallback
  }

  /// The program to run on `file`: `sh -c '<editor> "$@"' <editor> <file>`,
  /// as git runs it, so an editor with arguments (`code --wait`) works and
  /// the file name is never split.
  public static func arguments(editor: String, file: String) -> [String] {
    ["/bin/sh", "-c", editor + " \"$@\"", editor, file]
  }

  /// Whether the command's program is reorder.
  static func isReorder(_ command: String) -> Bool {
    let program = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
    let name = program.split(separator: "/").last.map(String.init) ?? program
    return name == "reorder"
  }

  // MARK: - Editing

  /// Why the editor's todo was not taken.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public enum Reason: Error, Equatable, Sendable {
      /// The temporary file could not be made (the system's words).
      case temporaryFile(String)
      /// The shell could not be started.
      case couldNotStart(String)
      /// The editor exited with this status (127: the shell found no such
      /// command).
      case exited(Int32)
      /// The editor was ended by this signal.
      case killed(Int32)
      /// The file was not there to read back.
      case fileGone(String)
      /// What the editor left at the file's name is not a regular file
      /// (a FIFO, a symbolic link, …): not read.
      case notAFile(String)
      /// git would refuse what the editor saved, and it was saved again
      /// unchanged when the reason was shown: the person gave up.
      case refused(GitTodoText.LineError)
    }

    public var editor: String
    public var reason: Reason
    /// What the editor saved, when git would refuse it: not lost, so the
    /// front end can offer it again.
    public var edited: [UInt8]?

    public var description: String {
      switch reason {
      case .temporaryFile(let message): return "cannot write the todo for the editor: \(message)"
      case .couldNotStart(let message): return "cannot start the editor '\(editor)': \(message)"
      case .exited(127): return "the editor '\(editor)' was not found; the todo is unchanged"
      case .exited(let status):
        return "the editor '\(editor)' exited with status \(status); the todo is unchanged"
      case .killed(let signal):
        let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
        return "the editor '\(editor)' was ended by \(name); the todo is unchanged"
      case .fileGone(let message):
        return "cannot read the editor's todo back: \(message); the todo is unchanged"
      case .notAFile(let kind):
        return "the editor left the todo as \(kind), not a file: not read; the todo is unchanged"
      case .refused(let error):
        return "the edited todo's \(error), saved unchanged: its edits are dropped; the todo is unchanged"
      }
    }
  }

  /// Writes `todo` to a temporary file, runs `editor` on it on the
  /// terminal and waits for it, then reads the file back and checks it as
  /// git would.
  ///
  /// A todo git would refuse is not thrown away: the editor opens again
  /// on what it saved, with the reason at the top as comment lines (as
  /// `git rebase --edit-todo` does), until the todo is one git takes or is
  /// saved unchanged, which gives up (``Failure/Reason/refused(_:)``: that
  /// round's edits are dropped). The reason's lines are removed on
  /// read-back, wherever the editor left them.
  ///
  /// The editor runs in a process group of its own, the terminal's
  /// foreground while it runs (so a Ctrl-C or Ctrl-Z typed in it reaches
  /// it alone, not a pipeline that feeds this program); this process takes
  /// the terminal back after. Meanwhile it ignores SIGINT and SIGQUIT (as
  /// git does) and, when the editor is stopped (Ctrl-Z), stops its own
  /// group too and gives the editor the terminal again on `fg`; the
  /// editor starts with every signal at its default. The caller leaves
  /// curses before and comes back after.
  ///
  /// - Parameters:
  ///   - todo: the todo as ``KindContext/todoText()`` gives it.
  ///   - editor: a shell command line (``command(environment:)``).
  ///   - comment: the todo's comment marker, for the check.
  ///   - terminal: the terminal's descriptor, made the editor's standard
  ///     input, output and error (this program's stdin and stdout may be
  ///     pipes); nil: the editor gets this program's own.
  ///   - directory: where the temporary directory is made (`$TMPDIR`).
  /// - Returns: the todo the editor saved, which git would take.
  public static func edit(
    _ todo: [UInt8], editor: String, comment: GitCommentMarker, terminal: Int32? = nil,
    directory: String = temporaryDirectory
  ) -> Result<GitTodoText, Failure> {
    var offered = todo
    var refusal: GitTodoText.LineError?
    while true {
      let header = refusal.map { reasonLines($0, comment: comment) } ?? []
      let file: TemporaryTodoFile
      do {
        file = try TemporaryTodoFile(header.flatMap { $0 + [0x0A] } + offered, in: directory)
      } catch {
        return .failure(Failure(editor: editor, reason: .temporaryFile(error.message), edited: nil))
      }
      let result = edit(file, editor: editor, comment: comment, terminal: terminal)
      file.remove()
      // A SIGTERM or SIGHUP that came while the editor ran ended it; now
      // that its folder is gone, it ends this program too.
      if EditorTermination.signal != 0 { raise(EditorTermination.signal) }
      let saved: [UInt8]
      switch result {
      case .success(let text): saved = text.bytes
      case .failure(let failure):
        guard case .refused = failure.reason, let bytes = failure.edited else { return result }
        saved = bytes
      }
      let edited = removing(header, from: saved)
      // Its lines counted without the reason's.
      guard let error = GitTodoText(edited).firstError(comment: comment) else {
        return .success(GitTodoText(edited))
      }
      // Saved as offered: the person gives up; otherwise another round.
      guard edited != offered else {
        return .failure(Failure(editor: editor, reason: .refused(error), edited: edited))
      }
      offered = edited
      refusal = error
    }
  }

  /// The comment lines above a todo git would refuse.
  ///
  ///     # reorder: git would refuse this todo: line 2: "pikc" is not a command git knows
  ///     # Fix it and save, or save it unchanged to give up these edits.
  static func reasonLines(_ error: GitTodoText.LineError, comment: GitCommentMarker) -> [[UInt8]] {
    let marker = comment.bytes
    return [
      marker + Array(" reorder: git would refuse this todo: \(error)".utf8),
      marker + Array(" Fix it and save, or save it unchanged to give up these edits.".utf8),
    ]
  }

  /// `bytes` without the lines of `header` (each removed once, wherever it
  /// is: an editor may have moved them).
  static func removing(_ header: [[UInt8]], from bytes: [UInt8]) -> [UInt8] {
    guard !header.isEmpty else { return bytes }
    var left = header
    var kept: [UInt8] = []
    var start = 0
    while start < bytes.count {
      let newline = bytes[start...].firstIndex(of: 0x0A)
      let end = newline ?? bytes.count
      let line = Array(bytes[start..<end])
      if let index = left.firstIndex(of: line) {
        left.remove(at: index)
      } else {
        kept += bytes[start..<(newline.map { $0 + 1 } ?? end)]
      }
      start = end + 1
    }
    return kept
  }

  /// One round on a made file: the editor, then the file read back and
  /// checked as git would.
  private static func edit(
    _ file: TemporaryTodoFile, editor: String, comment: GitCommentMarker, terminal: Int32?
  ) -> Result<GitTodoText, Failure> {
    let failure = { (reason: Failure.Reason, edited: [UInt8]?) in
      Failure(editor: editor, reason: reason, edited: edited)
    }
    let ran = run(arguments(editor: editor, file: file.path), terminal: terminal)
    // Keys typed while the editor ran were the editor's, not the list's.
    if let terminal { tcflush(terminal, TCIFLUSH) }
    switch ran {
    case .failure(let error): return .failure(failure(.couldNotStart(error.message), nil))
    case .success(let status) where status & 0x7F != 0:
      return .failure(failure(.killed(status & 0x7F), nil))
    case .success(let status) where status != 0:
      return .failure(failure(.exited((status >> 8) & 0xFF), nil))
    case .success: break
    }
    let bytes: [UInt8]
    switch file.read() {
    case .success(let read): bytes = read
    case .failure(let reason): return .failure(failure(reason, nil))
    }
    let edited = GitTodoText(bytes)
    if let error = edited.firstError(comment: comment) { return .failure(failure(.refused(error), bytes)) }
    return .success(edited)
  }

  /// `$TMPDIR`, or `/tmp`.
  public static var temporaryDirectory: String {
    guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
    return String(cString: value)
  }

  /// Runs `arguments` (a program's path first) and waits for it; its wait
  /// status.
  static func run(_ arguments: [String], terminal: Int32?) -> Result<Int32, SystemError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let terminal {
      for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
        posix_spawn_file_actions_adddup2(&actions, terminal, target)
      }
    }
    PreviewProcess.closeInheritedDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    PreviewProcess.startWithDefaultSignals(&attributes)
    let foreground = terminal.map { TerminalForeground(terminal: $0) }
    if foreground?.editorGetsAGroup == true {
      // A group of its own, made the terminal's foreground below. (Without
      // a terminal of its own, or with this program in the background, the
      // editor stays in this group: in another, it could not read the
      // terminal, and no shell would know to continue it.)
      posix_spawnattr_setpgroup(&attributes, 0)
      var flags: Int16 = 0
      posix_spawnattr_getflags(&attributes, &flags)
      posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
    }

    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let saved = SignalDispositions.whileWaiting()
    let termination = EditorTermination.install()
    defer {
      EditorTermination.restore(termination)
      saved.restore()
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
    guard spawned == 0 else { return .failure(SystemError(code: spawned)) }
    guard let foreground, foreground.editorGetsAGroup else {
      return EditorTermination.wait(for: pid, group: false)
    }
    foreground.give(to: pid)
    defer { foreground.takeBack() }
    return EditorTermination.wait(for: pid, stopped: { foreground.stopWith(editor: pid) })
  }
}

/// An error number, in the system's words.
struct SystemError: Error {
  var code: Int32
  var message: String { String(cString: strerror(code)) }
}

/// SIGINT and SIGQUIT ignored and SIGTSTP at its default while a program
/// on the terminal is waited for; ``restore()`` puts back what was there.
///
/// Kept in named fields, not in an array of (signal, handler) pairs: an
/// array holding `SIG_IGN` (the bit pattern 1, which Swift takes for an
/// `Optional`'s nil in a function pointer) iterates as empty.
private struct SignalDispositions {
  private var interrupt = sigaction()
  private var quit = sigaction()
  private var stop = sigaction()

  static func whileWaiting() -> SignalDispositions {
    var saved = SignalDispositions()
    set(SIGINT, ignored: true, saving: &saved.interrupt)
    set(SIGQUIT, ignored: true, saving: &saved.quit)
    set(SIGTSTP, ignored: false, saving: &saved.stop)
    return saved
  }

  private static func set(_ signal: Int32, ignored: Bool, saving old: inout sigaction) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = ignored ? SIG_IGN : SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, &old)
  }

  func restore() {
    var saved = self
    _ = sigaction(SIGINT, &saved.interrupt, nil)
    _ = sigaction(SIGQUIT, &saved.quit, nil)
    _ = sigaction(SIGTSTP, &saved.stop, nil)
  }
}

/// The todo's file for the editor: `<dir>/reorder-XXXXXX/git-rebase-todo`,
/// readable by its owner only.
private struct TemporaryTodoFile {
  let directory: String
  var path: String { directory + "/git-rebase-todo" }

  init(_ bytes: [UInt8], in parent: String) throws(SystemError) {
    var template = Array((parent.hasSuffix("/") ? parent : parent + "/").utf8CString.dropLast())
    template += Array("reorder-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw SystemError(code: errno) }
    directory = String(cString: made)
    let fd = open(directory + "/git-rebase-todo", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      let code = errno
      remove()
      throw SystemError(code: code)
    }
    defer { close(fd) }
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        let code = errno
        remove()
        throw SystemError(code: code)
      }
      written += n
    }
  }

  /// The file's bytes, as the editor left them: only a regular file,
  /// opened without following a symbolic link and without blocking (a
  /// FIFO would hang the interface, a link could show another file).
  func read() -> Result<[UInt8], TodoEditor.Failure.Reason> {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard fd >= 0 else {
      if errno == ELOOP { return .failure(.notAFile("a symbolic link")) }
      return .failure(.fileGone(String(cString: strerror(errno))))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.fileGone(String(cString: strerror(errno)))) }
    guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notAFile(Self.kind(info.st_mode))) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = Glibc.read(fd, &chunk, chunk.count)
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { return .failure(.fileGone(String(cString: strerror(errno)))) }
      if n == 0 { return .success(bytes) }
      bytes += chunk[..<n]
    }
  }

  /// What a file that is not a regular one is, in words.
  static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO"
    case S_IFDIR: return "a directory"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// The directory and everything the editor left in it (a backup, a swap
  /// file, a folder of its own), links removed, never followed.
  func remove() { Self.removeTree(directory) }

  /// Removes `path`: a directory (not a link to one) with all it holds.
  static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      unlink(path)
      return
    }
    if let entries = opendir(path) {
      var names: [String] = []
      while let entry = readdir(entries) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(entries)
      for name in names { removeTree(path + "/" + name) }
    }
    rmdir(path)
  }
}

extension String {
  fileprivate var trimmingBlanks: String {
    var text = Substring(self)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
