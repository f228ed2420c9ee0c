#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The controlling terminal as the loop's terminal: one `poll` over the
/// terminal, the signal pipe and what the loop adds.
extension TerminalSession: LoopTerminal {
  func wait(timeout: Duration?, readable: [Int32], writable: [Int32]) {
    var milliseconds: Int32 = -1
    if let timeout {
      milliseconds = timeout <= .zero ? 0 : Int32(min(timeout / .milliseconds(1), 60_000).rounded(.up))
    }
    var fds = [
      pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
    ]
    fds += readable.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    fds += writable.map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
    _ = poll(&fds, nfds_t(fds.count), milliseconds)
  }

  func readInput() -> TerminalRead {
    guard hasInput() else { return .nothing }
    let fd = self.fd
    let n = inputBuffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n > 0 { return .bytes(Array(inputBuffer[..<n])) }
    return n == 0 || (errno != EINTR && errno != EAGAIN) ? .lost : .nothing
  }
}
