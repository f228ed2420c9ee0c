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
  case pattern(any FieldMatcher)

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

/// A regular expression that says where it matches, for
/// ``FieldDelimiter``: the command line compiles one (POSIX `regcomp`,
/// outside this pure target).
public protocol FieldMatcher: AnyObject, Sendable {
  /// The expression as written.
  var source: String { get }
  /// Every non-overlapping match, left to right.
  func matches(_ bytes: [UInt8]) -> [Range<Int>]
  /// fzf's regex fields: the text up to the end of each match.
  func fields(_ bytes: [UInt8]) -> [Range<Int>]
}
