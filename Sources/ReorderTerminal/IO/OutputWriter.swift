import ReorderCore
import ReorderFrontEnd

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
  ///
  /// Items whose ids follow each other in the list (all of them, in a list
  /// that was not changed) are one contiguous range of the store, each
  /// item with its separator: such a run is copied at once, and a run of
  /// `chunkSize` or more goes to `body` straight from the store. Only the
  /// last row and the input's unterminated last line take the item by item
  /// path.
  public static func serialize(
    _ list: ReorderList, chunkSize: Int = 1 << 20,
    _ body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let store = list.store
    let separator = store.separator
    let unterminatedID = store.lastItemTerminated ? -1 : store.loadedCount - 1
    let crlf = separator == 0x0A && isCRLF(list)
    let chunkSize = max(1, chunkSize)
    let out = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { out.deallocate() }
    var used = 0
    func flush() throws {
      guard used > 0 else { return }
      try body(UnsafeRawBufferPointer(start: out, count: used))
      used = 0
    }
    func emit(_ bytes: UnsafeRawPointer, _ n: Int) throws {
      if used + n > chunkSize { try flush() }
      if n >= chunkSize {
        try body(UnsafeRawBufferPointer(start: bytes, count: n))
      } else if n > 0 {
        (out + used).copyMemory(from: bytes, byteCount: n)
        used += n
      }
    }
    func emit(_ byte: UInt8) throws {
      if used == chunkSize { try flush() }
      out.storeBytes(of: byte, toByteOffset: used, as: UInt8.self)
      used += 1
    }
    let order = list.order
    let count = order.count
    try store.withBuffer { all in
      guard let base = all.baseAddress else { return }
      if let range = fixedHeaderRange(list) { try emit(base + range.lowerBound, range.count) }
      guard count > 0 else { return }
      var position = 0
      while position < count {
        let id = Int(order[position])
        let last = position == count - 1
        if !last && id != unterminatedID {
          // The longest run of consecutive ids, up to the row before the last.
          var end = position + 1
          while end < count - 1, Int(order[end]) == id + (end - position),
            Int(order[end]) != unterminatedID
          {
            end += 1
          }
          let range = store.terminatedRange(ofRun: id..<(id + end - position))
          try emit(base + range.lowerBound, range.count)
          position = end
          continue
        }
        let range = store.range(of: id)
        let endsWithCR = !range.isEmpty && base[range.upperBound - 1] == 0x0D
        if last && !store.lastItemTerminated {
          // The output ends without a terminator, as the input did; a CRLF
          // line that now ends the file loses its CR with its LF.
          let drop = crlf && id != unterminatedID && endsWithCR ? 1 : 0
          // Except an empty line: without its terminator it would vanish.
          if range.count - drop > 0 {
            try emit(base + range.lowerBound, range.count - drop)
            position += 1
            continue
          }
        }
        try emit(base + range.lowerBound, range.count)
        if crlf && id == unterminatedID && !endsWithCR { try emit(0x0D) }
        try emit(separator)
        position += 1
      }
    }
    try flush()
  }

  /// Where the fixed header lines are in the store, written first and
  /// unchanged; if they are the whole input and it ended without a
  /// newline, so does the output. Nil without a fixed header.
  static func fixedHeaderRange(_ list: ReorderList) -> Range<Int>? {
    let store = list.store
    let fixed = list.fixedIDs
    guard !fixed.isEmpty else { return nil }
    let range = store.terminatedRange(ofRun: fixed)
    if list.order.isEmpty && !store.lastItemTerminated && fixed.upperBound == store.loadedCount {
      return range.lowerBound..<(range.upperBound - 1)
    }
    return range
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
}
