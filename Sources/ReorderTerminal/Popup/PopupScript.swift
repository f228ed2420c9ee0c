/// The `sh` script a popup runs: the inner reorder, in this process's
/// directory and with its environment, reading the input from the
/// popup's FIFO (or FILE itself) and leaving its output, errors and exit
/// status in the popup's directory.
///
///     echo $$ > "$d/pid.new" && mv "$d/pid.new" "$d/pid"
///     cd '/home/me/project' && env -i "TERM=$TERM" \
///       "REORDER_POPUP_ENVIRONMENT=$d/env" \
///       '/usr/bin/reorder' '--bind=ctrl-z:ignore' 'list' '--no-tmux' \
///       < /dev/null > "$d/out" 2> "$d/err"
///     echo $? > "$d/status.new" && mv "$d/status.new" "$d/status"
///
/// tmux starts a popup's command with the server's environment, not the
/// caller's: the inner reorder takes this process's (its
/// `REORDER_DEFAULT_OPTS`, `NO_COLOR`, locale, `GIT_DIR`…) from the file
/// `env` beside the script (``PopupEnvironment``), not from a command
/// line, which every user can read in `/proc` (issue 29); the terminal's
/// type and size are the popup's own. The script runs with `exec`, so its
/// process id is the popup's process group (a signal to the outer reorder
/// goes on to the whole group).
///
/// Every word is text from ``SystemBytes``: the script's bytes
/// (``bytes``) are the directory's and the arguments' as they are.
struct PopupScript: Equatable {
  /// The popup's private directory.
  var directory: String
  /// Where the inner reorder runs (nil: where tmux starts it).
  var workingDirectory: String?
  var executable: String
  var arguments: [String]
  /// Whether the input comes through the FIFO (else from FILE, and
  /// standard input is /dev/null).
  var readsFIFO: Bool

  /// Variables that describe the caller's terminal, not the popup's.
  static let terminalVariables: Set<String> = ["TERM", "TERMCAP", "COLUMNS", "LINES"]

  /// The entries of the environment the inner reorder gets.
  static func passedOn(_ environment: [String]) -> [String] {
    environment.filter { entry in
      guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex else { return false }
      return !terminalVariables.contains(String(entry[..<equals]))
    }
  }

  /// `text` as one word for `sh`: in single quotes, a single quote as `'\''`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }

  /// The command tmux runs in the popup (its default shell reads it:
  /// bash, zsh and fish all take this one).
  var command: String { "exec sh \(Self.quoted(directory + "/" + PopupDirectory.Entry.script.rawValue))" }

  var text: String {
    let d = Self.quoted(directory)
    let words =
      [
        "env", "-i", "\"TERM=$TERM\"",
        "\"\(PopupEnvironment.variable)=$d/\(PopupDirectory.Entry.environment.rawValue)\"",
      ]
      + ([executable] + arguments).map(Self.quoted)
    let input = readsFIFO ? "\"$d/in\"" : "/dev/null"
    var run = words.joined(separator: " ") + " < \(input) > \"$d/out\" 2> \"$d/err\""
    if let workingDirectory { run = "cd \(Self.quoted(workingDirectory)) 2> \"$d/err\" && " + run }
    return [
      "# reorder --tmux: the inner reorder in the popup (made and removed by the outer one)",
      "d=\(d)",
      "echo $$ > \"$d/pid.new\" && mv \"$d/pid.new\" \"$d/pid\"",
      run,
      "echo $? > \"$d/status.new\" && mv \"$d/status.new\" \"$d/status\"",
      "",
    ].joined(separator: "\n")
  }

  /// The script as it is written: its text's bytes (a name that is not
  /// UTF-8 stays as it is).
  var bytes: [UInt8] { SystemBytes.bytes(text) }
}
