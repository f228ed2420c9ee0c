import ReorderCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes the result: every item byte-exact, each followed by the
/// separator — except that where the input's last item had no terminator,
/// the output's last item has none either (unless it is empty: it would be
/// lost). An item that was the
/// unterminated last line and is now elsewhere gets the separator (with a
/// CR before it in a CRLF file), so it never glues onto its neighbour.
public enum OutputWriter {
  public struct WriteError: Error, CustomStringConvertible {
    public var message: String
    /// The reader went away (EPIPE): end quietly.
    public var isBrokenPipe = false
    public var description: String { message }
  }

  /// The bytes of the result, in chunks of about `chunkSize`, for `body`
  /// to write: large buffered writes, not one per line.
  public static func serialize(
    _ list: ReorderList, chunkSize: Int = 1 << 20,
    _ body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let store = list.store
    let separator = store.separator
    let unterminatedID = store.lastItemTerminated ? -1 : store.loadedCount - 1
    let crlf = separator == 0x0A && isCRLF(list)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(chunkSize + 4096)
    let count = list.count
    for position in 0..<count {
      let id = list.id(at: position)
      let endsOutput = position == count - 1 && !store.lastItemTerminated
      store.withBytes(of: id) { bytes in
        if endsOutput {
          // The output ends without a terminator, as the input did; a CRLF
          // line that now ends the file loses its CR with its LF.
          var slice = bytes[...]
          if crlf && id != unterminatedID && slice.last == 0x0D { slice = slice.dropLast() }
          // Except an empty line: without its terminator it would vanish.
          if !slice.isEmpty {
            buffer.append(contentsOf: slice)
            return
          }
        }
        buffer.append(contentsOf: bytes)
        if crlf && id == unterminatedID && bytes.last != 0x0D { buffer.append(0x0D) }
        buffer.append(separator)
      }
      if buffer.count >= chunkSize {
        try buffer.withUnsafeBytes { (raw) in try body(raw) }
        buffer.removeAll(keepingCapacity: true)
      }
    }
    if !buffer.isEmpty {
      try buffer.withUnsafeBytes { (raw) in try body(raw) }
    }
  }

  /// Whether the input's lines end in CRLF (judged by its first line, as
  /// editors do).
  static func isCRLF(_ list: ReorderList) -> Bool {
    let store = list.store
    guard store.loadedCount > 0, store.loadedCount > 1 || store.lastItemTerminated else { return false }
    return store.withBytes(of: 0) { $0.last == 0x0D }
  }

  /// Writes all bytes to a descriptor.
  public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, name: String) throws {
    var offset = 0
    while offset < bytes.count {
      let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { throw WriteError(message: "broken pipe", isBrokenPipe: true) }
        throw WriteError(message: "cannot write \(name): \(String(cString: strerror(errno)))")
      }
      offset += n
    }
  }

  /// Writes the list to standard output.
  public static func writeToStandardOutput(_ list: ReorderList) throws {
    try serialize(list) { (chunk) in
      try writeAll(STDOUT_FILENO, chunk, name: "standard output")
    }
  }

  /// Writes the list to a file, atomically.
  public static func writeFile(_ list: ReorderList, path: String) throws {
    try AtomicFile(path: path).write { (sink) in
      try serialize(list, sink)
    }
  }
}
