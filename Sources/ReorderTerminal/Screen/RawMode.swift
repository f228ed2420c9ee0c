import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension TerminalSession {
  /// Puts the terminal in raw mode, as curses' `raw()` and `noecho()` do,
  /// for the inline screen, which has no curses to do it.
  ///
  /// The modes saved when the session opened are what
  /// ``restoreTermios()`` and the fatal-signal handler put back, so every
  /// way out undoes this. Typeahead is kept (`TCSADRAIN`, not `TCSAFLUSH`).
  public func enterRawMode() {
    var mode = termios()
    guard tcgetattr(fd, &mode) == 0 else { return }
    var raw = Self.rawMode(from: mode)
    _ = tcsetattr(fd, TCSADRAIN, &raw)
  }

  /// `mode` made raw: bytes arrive one at a time as typed (no line
  /// editing, `VMIN` 1, `VTIME` 0), unechoed, with Ctrl-C, Ctrl-Z, Ctrl-S
  /// and Ctrl-V as plain bytes (no `ISIG`, `IXON`, `IEXTEN`) and Enter as
  /// CR (no `ICRNL`); 8-bit characters. Unlike `cfmakeraw`, output
  /// processing (`OPOST`) stays as it was, so a newline written still
  /// returns to the start of the line where the terminal expects it to.
  static func rawMode(from mode: termios) -> termios {
    var raw = mode
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return raw
  }
}
