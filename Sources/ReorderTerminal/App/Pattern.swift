import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A POSIX extended regular expression (`regcomp`/`regexec`), matched
/// against an item's bytes. The C matcher is fast enough for a million
/// lines, which Swift's `Regex` is not yet.
public final class Pattern: @unchecked Sendable {
  private var regex = regex_t()

  public struct SyntaxError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  public init(_ source: String) throws(SyntaxError) {
    let status = regcomp(&regex, source, REG_EXTENDED | REG_NOSUB)
    guard status == 0 else {
      var buffer = [CChar](repeating: 0, count: 256)
      regerror(status, &regex, &buffer, buffer.count)
      let reason = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      throw SyntaxError(message: "bad regular expression '\(source)': \(reason)")
    }
  }

  deinit { regfree(&regex) }

  /// Whether the item matches (anywhere, unless anchored). Bytes after a
  /// NUL in the item are not seen. With `ignoringCodes` (`--ansi`) the
  /// item's colour codes are taken out first.
  public func matches(_ item: ItemBytes, ignoringCodes: Bool = false) -> Bool {
    matches(bytes: item.prefixArray(1 << 16), ignoringCodes: ignoringCodes)
  }

  /// The same for bytes (a line not yet an item: a board's line, read
  /// before its rows are joined).
  public func matches(bytes line: [UInt8], ignoringCodes: Bool = false) -> Bool {
    var bytes = line
    if ignoringCodes && ANSICodes.mayContainCodes(bytes) { bytes = ANSICodes.strip(bytes) }
    if bytes.last == 0x0D { bytes.removeLast() }  // a CRLF line's CR is not text
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { regexec(&regex, $0.baseAddress!, 0, nil, 0) == 0 }
    }
  }
}
