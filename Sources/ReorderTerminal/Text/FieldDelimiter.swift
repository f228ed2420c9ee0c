#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How an item is cut into fields (`--delimiter`), as fzf cuts it.
///
/// A field includes the delimiter that ends it: with `:`, `a:b:c` has the
/// fields `a:`, `b:` and `c`.
///
///     delimiter      item            fields
///     -------------  --------------  ------------------------
///     (none)         "  a  b c"      "a  ", "b ", "c"   (AWK: runs of
///                                                       spaces and tabs)
///     ":"            "a:b:"          "a:", "b:", ""     (a literal)
///     "[:]"          "a:b:"          "a:", "b:"         (a regex)
///     "\t"           "a<TAB>b"       "a<TAB>", "b"
///
/// The spec is read as fzf reads it: `\t` stands for a tab; a spec without
/// any of the characters `\.+*?()|[]{}^$` is a literal string, and so is one
/// that is not a valid regular expression; anything else is a POSIX
/// extended regular expression. (fzf's regular expressions are Go's; the
/// common forms — classes, alternation, repetition — read the same.)
public enum FieldDelimiter: Equatable, Sendable {
  /// AWK-style: fields are runs of non-blank characters with the blanks
  /// (spaces and tabs) after them; leading blanks belong to no field.
  case blanks
  case literal([UInt8])
  case pattern(FieldPattern)

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

  /// Two regular expressions are the same delimiter when their sources are.
  public static func == (a: FieldDelimiter, b: FieldDelimiter) -> Bool {
    switch (a, b) {
    case (.blanks, .blanks): return true
    case (.literal(let x), .literal(let y)): return x == y
    case (.pattern(let x), .pattern(let y)): return x.source == y.source
    default: return false
    }
  }

  /// The fields of `bytes`, as ranges of its indices, in order.
  ///
  /// - Complexity: O(*n*) for `.blanks` and `.literal` (times the
  ///   delimiter's length); a regular expression costs what `regexec`
  ///   costs for each field.
  public func fields(_ bytes: [UInt8]) -> [Range<Int>] {
    switch self {
    case .blanks: return Self.blankFields(bytes)
    case .literal(let delimiter): return Self.literalFields(bytes, delimiter)
    case .pattern(let pattern): return pattern.fields(bytes)
    }
  }

  /// The delimiter at the very end of `bytes`, if there is one: where it
  /// starts. (`{1}` in a preview command drops it: `a:` gives `a`.)
  func trailingDelimiterStart(_ bytes: [UInt8]) -> Int? {
    switch self {
    case .blanks:
      return nil
    case .literal(let delimiter):
      guard !delimiter.isEmpty, bytes.count >= delimiter.count,
        bytes[(bytes.count - delimiter.count)...].elementsEqual(delimiter)
      else { return nil }
      return bytes.count - delimiter.count
    case .pattern(let pattern):
      guard let last = pattern.matches(bytes).last, last.upperBound == bytes.count, !last.isEmpty
      else { return nil }
      return last.lowerBound
    }
  }

  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  private static func blankFields(_ bytes: [UInt8]) -> [Range<Int>] {
    var fields: [Range<Int>] = []
    var i = 0
    while i < bytes.count && isBlank(bytes[i]) { i += 1 }
    while i < bytes.count {
      let start = i
      while i < bytes.count && !isBlank(bytes[i]) { i += 1 }
      while i < bytes.count && isBlank(bytes[i]) { i += 1 }
      fields.append(start..<i)
    }
    return fields
  }

  /// As Go's `strings.SplitAfter`: after the last delimiter comes one more
  /// field, empty if the item ends with the delimiter. An empty delimiter
  /// makes each character (UTF-8 sequence) a field.
  private static func literalFields(_ bytes: [UInt8], _ delimiter: [UInt8]) -> [Range<Int>] {
    if delimiter.isEmpty {
      var fields: [Range<Int>] = []
      var i = 0
      while i < bytes.count {
        var end = i + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 && end - i < 4 { end += 1 }
        fields.append(i..<end)
        i = end
      }
      return fields
    }
    var fields: [Range<Int>] = []
    var start = 0
    var i = 0
    while i + delimiter.count <= bytes.count {
      if bytes[i] == delimiter[0] && bytes[i..<(i + delimiter.count)].elementsEqual(delimiter) {
        i += delimiter.count
        fields.append(start..<i)
        start = i
      } else {
        i += 1
      }
    }
    fields.append(start..<bytes.count)
    return fields
  }
}

/// A compiled POSIX extended regular expression that reports where it
/// matches (``Pattern`` only says whether), for ``FieldDelimiter``.
public final class FieldPattern: @unchecked Sendable {
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
  func matches(_ bytes: [UInt8]) -> [Range<Int>] {
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
  func fields(_ bytes: [UInt8]) -> [Range<Int>] {
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
