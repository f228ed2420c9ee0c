/// Well-formed UTF-8 per the Unicode Standard, Table 3-7, so that overlong
/// forms, surrogates and truncated sequences are caught byte by byte: the
/// one validator for items on screen (the terminal's `DisplayText`), for
/// keys typed (its `InputDecoder`) and for search (``TextMatcher``).
///
///     lead        second      third, fourth
///     00–7F
///     C2–DF       80–BF
///     E0          A0–BF       80–BF            (no overlong forms)
///     E1–EC EE–EF 80–BF       80–BF
///     ED          80–9F       80–BF            (no surrogates)
///     F0          90–BF       80–BF 80–BF      (no overlong forms)
///     F1–F3       80–BF       80–BF 80–BF
///     F4          80–8F       80–BF 80–BF      (nothing past U+10FFFF)
public enum UTF8Validation {
  /// What starts at a byte.
  public enum Scalar: Equatable, Sendable {
    /// A well-formed sequence of `length` bytes encoding `value`.
    case valid(value: UInt32, length: Int)
    /// Not UTF-8: the first `length` bytes are the maximal subpart that
    /// cannot become a character (the standard's practice for replacing
    /// garbage); decoding goes on after them.
    case invalid(length: Int)
    /// A well-formed start that the bytes end in the middle of.
    case truncated
  }

  /// Decodes the sequence that starts at `start`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Scalar {
    let lead = bytes[start]
    if lead < 0x80 { return .valid(value: UInt32(lead), length: 1) }
    // The second byte's range rules out overlong forms, surrogates and
    // code points past U+10FFFF.
    let length: Int
    let second: ClosedRange<UInt8>
    switch lead {
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return .invalid(length: 1)
    }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      guard start + offset < bytes.count else { return .truncated }
      let byte = bytes[start + offset]
      guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return .valid(value: value, length: length)
  }

  /// The length of the well-formed sequence starting at `i`, or 0 if the
  /// bytes there (up to their end) are not one.
  @inlinable
  public static func wellFormedLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    if case .valid(_, let length) = scalar(bytes, at: i) { return length }
    return 0
  }
}
