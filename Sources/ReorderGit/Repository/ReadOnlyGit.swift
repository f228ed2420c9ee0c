import ReorderCore
import ReorderFrontEnd

/// The one place every git command reorder runs of its own (the preview's
/// `git show`, the changed files' `cat-file | diff-tree`, the repository's
/// discovery, the comment character's lookup) gets the options and the
/// environment that make it only read: a repository's own configuration
/// (`.git/config`, `.git/info/attributes`) can name commands git would
/// otherwise run, and a todo may sit in a repository nobody checked.
///
///     textconv filter   diff.<driver>.textconv    --no-textconv
///     external diff     diff.external, …command   --no-ext-diff
///     lazy fetch        extensions.partialClone   GIT_NO_LAZY_FETCH=1, -c protocol.allow=never
///       (its transport: core.sshCommand, ext::, remote.*.uploadpack)
///     fsmonitor         core.fsmonitor            -c core.fsmonitor=false
///     pager             core.pager, pager.show    --no-pager, GIT_PAGER=cat
///     hooks             core.hooksPath            -c core.hooksPath=/dev/null
///     signatures        log.showSignature + gpg.program   -c log.showSignature=false
///     prompts           core.askPass              GIT_TERMINAL_PROMPT=0, GIT_ASKPASS=
///
/// `GIT_NO_LAZY_FETCH` is known to git 2.44 and later; older ones (Debian
/// 12 has 2.39) still try the fetch, which `protocol.allow=never` (passed
/// on to the `git fetch` it starts) stops before any transport runs.
/// A `--preview` command the user wrote is theirs and runs as written.
public enum ReadOnlyGit {
  /// The variables every call gets (added to the inherited environment).
  public static let environment: [(name: String, value: String)] = [
    ("GIT_NO_LAZY_FETCH", "1"), ("GIT_TERMINAL_PROMPT", "0"), ("GIT_ASKPASS", ""), ("SSH_ASKPASS", ""),
    ("GIT_PAGER", "cat"), ("GIT_OPTIONAL_LOCKS", "0"), ("GIT_PROTOCOL_FROM_USER", "0"),
  ]

  /// The options before the subcommand.
  public static let globalOptions: [String] = [
    "--no-pager", "-c", "core.fsmonitor=false", "-c", "protocol.allow=never", "-c",
    "core.hooksPath=/dev/null",
    "-c", "log.showSignature=false", "-c", "core.pager=cat", "-c", "core.askPass=",
    "-c", "credential.helper=",
  ]

  /// The options of a subcommand that prints diffs (`show`, `diff-tree`).
  public static let diffOptions: [String] = ["--no-textconv", "--no-ext-diff"]

  /// The argument vector for `git [global options] [--git-dir=…] ARGS`.
  public static func arguments(
    _ arguments: [String], gitDirectory: String? = nil, executable: String = "git"
  ) -> [String] {
    [executable] + globalOptions + (gitDirectory.map { ["--git-dir=" + $0] } ?? []) + arguments
  }

  /// `NAME=value … 'git' --no-pager -c … --git-dir='<dir>'`, quoted for
  /// `sh -c`; `exec` goes after the assignments when asked for.
  public static func shellPrefix(gitDirectory: String, executable: String = "git", exec: Bool = false)
    -> [UInt8]
  {
    var words: [UInt8] = []
    for (name, value) in environment {
      words += Array((name + "=").utf8) + PreviewCommand.quote(Array(value.utf8)) + [0x20]
    }
    if exec { words += Array("exec ".utf8) }
    for word in arguments([], gitDirectory: gitDirectory, executable: executable) {
      words += PreviewCommand.quote(Array(word.utf8)) + [0x20]
    }
    words.removeLast()
    return words
  }
}
