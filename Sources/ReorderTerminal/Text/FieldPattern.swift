import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension FieldDelimiter {
  /// `--delimiter SPEC`.
  public init(_ spec: String) {
    let text = spec.replacing("\\t", with: "\t")
    let special = Set("\\.+*?()|[]{}^$")
    guard text.contains(where: { special.contains($0) }) else {
      self = .literal(Array(text.utf8))
      return
    }
    if let pattern = try? FieldPattern(text) {
      self = .pattern(pattern)
    } else {
      self = .literal(Array(text.utf8))
    }
  }

}

/// A compiled POSIX extended regular expression that reports where it
/// matches (``Pattern`` only says whether), for ``FieldDelimiter``.
public final class FieldPattern: FieldMatcher, @unchecked Sendable {
  public let source: String
  private var regex = regex_t()

  public init(_ source: String) throws(Pattern.SyntaxError) {
    self.source = source
    let status = regcomp(&regex, source, REG_EXTENDED)
    guard status == 0 else {
      var buffer = [CChar](repeating: 0, count: 256)
      regerror(status, &regex, &buffer, buffer.count)
      let reason = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      throw Pattern.SyntaxError(message: "bad regular expression '\(source)': \(reason)")
    }
  }

  deinit { regfree(&regex) }

  /// The first match in `text.bytes[from...]`, matched as if those bytes
  /// were the whole string (so `^` matches at `from`, as in fzf, which
  /// matches the rest of the item afresh for each field). NUL bytes are
  /// text.
  private func firstMatch(_ text: Terminated, from start: Int) -> Range<Int>? {
    guard start <= text.count else { return nil }
    return text.bytes.withUnsafeBufferPointer { buffer -> Range<Int>? in
      var match = regmatch_t(rm_so: 0, rm_eo: regoff_t(text.count - start))
      let status = (buffer.baseAddress! + start).withMemoryRebound(to: CChar.self, capacity: 1) {
        regexec(&regex, $0, 1, &match, REG_STARTEND)
      }
      guard status == 0 else { return nil }
      return (start + Int(match.rm_so))..<(start + Int(match.rm_eo))
    }
  }

  /// The bytes with a NUL after them: `regexec` is told where they end
  /// (`REG_STARTEND`), but sanitizers read its argument as a C string.
  private struct Terminated {
    var bytes: [UInt8]
    var count: Int

    init(_ bytes: [UInt8]) {
      self.bytes = bytes + [0]
      count = bytes.count
    }
  }

  /// Every non-overlapping match, left to right (an empty match moves on
  /// by one byte).
  public func matches(_ bytes: [UInt8]) -> [Range<Int>] {
    let text = Terminated(bytes)
    var result: [Range<Int>] = []
    var position = 0
    while position <= bytes.count, let match = firstMatch(text, from: position) {
      result.append(match)
      position = match.isEmpty ? match.upperBound + 1 : match.upperBound
    }
    return result
  }

  /// fzf's regex fields: the text up to the end of the next match (at
  /// least one character, so an empty match cannot stall), then again
  /// from there; the rest when nothing matches.
  public func fields(_ bytes: [UInt8]) -> [Range<Int>] {
    let text = Terminated(bytes)
    var fields: [Range<Int>] = []
    var start = 0
    while start < bytes.count {
      var end = firstMatch(text, from: start)?.upperBound ?? bytes.count
      if end == start {  // one whole character, never half of one
        end += 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 && end - start < 4 { end += 1 }
      }
      fields.append(start..<end)
      start = end
    }
    return fields
  }
}
