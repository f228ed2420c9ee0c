/// Well-formed UTF-8 per the Unicode Standard, Table 3-7, so that overlong
/// forms, surrogates and truncated sequences are caught byte by byte: the
/// one validator for items on screen (``DisplayText``) and for keys typed
/// (``InputDecoder``).
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
enum UTF8Validation {
  /// What starts at a byte.
  enum Scalar: Equatable {
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
  static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Scalar {
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
  static func wellFormedLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    if case .valid(_, let length) = scalar(bytes, at: i) { return length }
    return 0
  }

  /// The end of the well-formed text starting at `start` that may be handed
  /// to grapheme breaking in one piece, and whether that end is certainly a
  /// cluster boundary.
  ///
  /// A run ends (at a boundary) before a control byte, a byte that is not
  /// well-formed UTF-8, the end of the bytes, or printable ASCII followed by
  /// ASCII (nothing can join that character's cluster, and ASCII can only
  /// join the cluster before it after a Prepend character, which draws the
  /// same either way). It also ends, not at a boundary, once it holds
  /// `limit` bytes.
  static func scanRun(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int
  ) -> (end: Int, isBoundary: Bool) {
    let count = bytes.count
    var j = start
    while j < count {
      let byte = bytes[j]
      if byte < 0x80 {
        if byte < 0x20 || byte == 0x7F { return (j, true) }
        if j > start && (j + 1 == count || bytes[j + 1] < 0x80) { return (j, true) }
        if j - start >= limit { return (j, false) }
        j += 1
      } else {
        let length = wellFormedLength(bytes, at: j)
        if length == 0 { return (j, true) }
        if j - start >= limit { return (j, false) }
        j += length
      }
    }
    return (count, true)
  }
}
