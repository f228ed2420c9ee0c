import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

@Suite struct RawModeTests {
  /// A cooked terminal as a shell leaves it (`stty sane`).
  private func cooked() -> termios {
    var mode = termios()
    mode.c_iflag = tcflag_t(BRKINT | ICRNL | IXON | IMAXBEL | IUTF8)
    mode.c_oflag = tcflag_t(OPOST | ONLCR)
    mode.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
    mode.c_lflag = tcflag_t(ISIG | ICANON | ECHO | ECHOE | ECHOK | IEXTEN | ECHOCTL | ECHOKE)
    withUnsafeMutableBytes(of: &mode.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 3
    }
    return mode
  }

  @Test func keysArriveOneByOneUnechoedAndUninterpreted() {
    let raw = TerminalSession.rawMode(from: cooked())
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT) == 0)
    #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
    #expect(raw.c_cflag & tcflag_t(PARENB) == 0)
    var cc = raw.c_cc
    withUnsafeBytes(of: &cc) { bytes in
      #expect(bytes[Int(VMIN)] == 1)
      #expect(bytes[Int(VTIME)] == 0)
    }
  }

  @Test func outputIsStillProcessedSoNewlinesWork() {
    let raw = TerminalSession.rawMode(from: cooked())
    #expect(raw.c_oflag == tcflag_t(OPOST | ONLCR))
    #expect(raw.c_iflag & tcflag_t(IUTF8) != 0)
    #expect(raw.c_cflag & tcflag_t(CREAD) != 0)
  }
}
