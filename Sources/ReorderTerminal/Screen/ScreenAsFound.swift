#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Which screen the terminal showed when reorder started, so it can be
/// left that way: run from a full-screen program (vim's `:!`, a file
/// manager), the alternate screen is already on, and switching to the main
/// screen at exit would leave that program drawing on the wrong one.
///
/// The terminal says it itself when it answers DECRQM (`CSI ? 1049 $ p`,
/// asked with the other questions at start: xterm, VTE, kitty, foot…).
/// tmux 3.3 does not answer it, but a tmux pane's flags say the same:
/// `#{alternate_on}`, asked only when the pane's terminal is ours (not
/// the terminal of a program running inside the pane, such as neovim's).
public enum ScreenAsFound {
  /// Whether the alternate screen is on: the terminal's answer, else
  /// tmux's, else false (the usual case: a shell on the main screen).
  public static func alternateScreenOn(replies: TerminalReplies?) -> Bool {
    if let answer = replies?.alternateScreen { return answer }
    guard getenv("TMUX") != nil, let pane = getenv("TMUX_PANE").map({ String(cString: $0) }),
      let ours = controllingTerminal()
    else { return false }
    let said = Subprocess.output(["tmux", "display-message", "-p", "-t", pane, "#{pane_tty} #{alternate_on}"])
    return alternateOn(tmuxSays: said) { path in deviceNumber(path) == ours } ?? false
  }

  /// Reads tmux's `#{pane_tty} #{alternate_on}`: the flag, when the pane's
  /// terminal is ours; nil for another terminal or a reply of another
  /// shape.
  ///
  ///     alternateOn(tmuxSays: "/dev/pts/3 1") { $0 == "/dev/pts/3" } → true
  ///     alternateOn(tmuxSays: "/dev/pts/3 1") { $0 == "/dev/pts/7" } → nil
  static func alternateOn(tmuxSays reply: String?, isOurs: (String) -> Bool) -> Bool? {
    guard let reply else { return nil }
    let fields = reply.split(separator: " ", omittingEmptySubsequences: true)
    guard fields.count == 2, isOurs(String(fields[0])) else { return nil }
    switch fields[1] {
    case "1": return true
    case "0": return false
    default: return nil
    }
  }

  /// The device number of the process's controlling terminal (field 7 of
  /// `/proc/self/stat`; `/dev/tty` itself names no particular terminal).
  static func controllingTerminal() -> UInt64? {
    let fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let n = read(fd, &buffer, buffer.count)
    guard n > 0 else { return nil }
    return terminalField(ofStat: Array(buffer[..<n]))
  }

  /// `tty_nr` from a `/proc/PID/stat` line: after the command name in
  /// parentheses (which may hold blanks and parentheses itself), the fifth
  /// field; nil when 0 (no terminal).
  ///
  ///     terminalField(ofStat: "42 (a b) S 1 42 42 34816 …") → 34816
  static func terminalField(ofStat line: [UInt8]) -> UInt64? {
    guard let close = line.lastIndex(of: UInt8(ascii: ")")) else { return nil }
    let fields = line[(close + 1)...].split(separator: UInt8(ascii: " "))
    guard fields.count > 4, let number = UInt64(String(decoding: fields[4], as: UTF8.self)), number != 0
    else { return nil }
    return number
  }

  /// The device a terminal's path names, in the kernel's `tty_nr`
  /// encoding (minor bits 0–7 and 20–31, major 8–19).
  static func deviceNumber(_ path: String) -> UInt64? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    // glibc's dev_t: major in bits 8–19 and 32–43, minor in 0–7 and 20–31.
    let device = UInt64(info.st_rdev)
    let major = ((device >> 8) & 0xFFF) | ((device >> 32) & ~0xFFF)
    let minor = (device & 0xFF) | ((device >> 12) & ~0xFF)
    return (minor & 0xFF) | (major << 8) | ((minor & ~0xFF) << 12)
  }
}
