import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The terminal's foreground process group while the `!` editor runs in a
/// group of its own: given to the editor, taken back after, and handed
/// over again around a Ctrl-Z in the editor.
///
///     reorder's group ──give(to:)──▶ editor's group ──takeBack()──▶ reorder's group
///
/// Setting the foreground from a background group raises SIGTTOU, so it
/// is blocked for each change. When the descriptor is not a terminal (a
/// test's file) or this process has no terminal, nothing changes.
struct TerminalForeground {
  let terminal: Int32
  /// This process's group, the foreground before (nil: `terminal` is not
  /// a terminal, or this process is not its foreground: leave it).
  let own: pid_t?
  /// Whether the editor runs in a group of its own: not when this process
  /// is in the background of its terminal (the editor could not read it,
  /// and no shell would continue a group it does not know).
  let editorGetsAGroup: Bool

  init(terminal: Int32) {
    self.terminal = terminal
    let group = getpgrp()
    let foreground = tcgetpgrp(terminal)
    own = foreground == group ? group : nil
    editorGetsAGroup = foreground < 0 || foreground == group
  }

  /// Makes the editor's group the foreground. Should the editor have
  /// touched the terminal before (and been stopped for it, SIGTTIN or
  /// SIGTTOU), it continues.
  func give(to editor: pid_t) {
    guard own != nil else { return }
    set(editor)
    _ = kill(-editor, SIGCONT)
  }

  /// Makes this process's group the foreground again.
  func takeBack() {
    guard let own else { return }
    set(own)
  }

  /// The editor stopped (Ctrl-Z in it): this process's group stops too,
  /// with the terminal, as the shell's job; on `fg`, the editor gets the
  /// terminal back and continues.
  func stopWith(editor: pid_t) {
    guard own != nil else { return }  // not this program's terminal: wait on
    takeBack()
    _ = kill(0, SIGTSTP)
    give(to: editor)
  }

  private func set(_ group: pid_t) {
    var block = sigset_t()
    var old = sigset_t()
    sigemptyset(&block)
    sigaddset(&block, SIGTTOU)
    pthread_sigmask(SIG_BLOCK, &block, &old)
    _ = tcsetpgrp(terminal, group)
    pthread_sigmask(SIG_SETMASK, &old, nil)
  }
}
