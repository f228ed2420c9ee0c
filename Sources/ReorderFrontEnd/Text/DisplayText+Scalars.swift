// What glibc's table says of a scalar (its width class), the emoji
// decorations that are drawn differently from how it counts them, and
// ready-made ASCII glyphs.

extension DisplayText {
  // MARK: - Scalar classes

  /// The class glibc's table gives `value` (see ``ScalarClass``).
  static func scalarClass(_ value: UInt32) -> ScalarClass {
    if value < 0x7F { return value < 0x20 ? .control : .narrow }
    return scalarRange(value).scalarClass
  }

  /// The table range holding `value`: its class and bounds.
  static func scalarRange(
    _ value: UInt32
  ) -> (scalarClass: ScalarClass, lower: UInt32, upper: UInt32) {
    WidthTable.ranges.withUnsafeBufferPointer { ranges in
      // Pairs (first scalar, class); find the last pair starting <= value.
      let pairs = ranges.count / 2
      var low = 0
      var high = pairs
      while high - low > 1 {
        let middle = (low + high) / 2
        if ranges[2 * middle] <= value { low = middle } else { high = middle }
      }
      let scalarClass =
        ScalarClass(rawValue: UInt8(truncatingIfNeeded: ranges[2 * low + 1])) ?? .unprintable
      let upper = low + 1 < pairs ? ranges[2 * low + 2] : 0x11_0000
      return (scalarClass, ranges[2 * low], upper)
    }
  }

  /// What glibc's `wcwidth` returns for `value` under C.UTF-8 (the table's
  /// view of it; used by tests and diagnostics).
  static func glibcWidth(_ value: UInt32) -> Int {
    if value >= 0xD800 && value <= 0xDFFF || value > 0x10FFFF { return -1 }
    switch scalarClass(value) {
    case .unprintable: return -1
    case .zeroWidth, .formatZeroWidth: return 0
    case .narrow, .formatNarrow: return 1
    case .wide: return 2
    case .control: return value == 0 ? 0 : -1
    }
  }

  static func isVariationSelector(_ value: UInt32) -> Bool {
    (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
      || (0x180B...0x180D).contains(value) || value == 0x180F
  }

  static func isEmojiModifier(_ value: UInt32) -> Bool {
    (0x1F3FB...0x1F3FF).contains(value)
  }

  static func isTag(_ value: UInt32) -> Bool {
    (0xE0020...0xE007F).contains(value)
  }

  static func isRegionalIndicator(_ value: UInt32) -> Bool {
    (0x1F1E6...0x1F1FF).contains(value)
  }

  /// A base whose decorations (modifiers, ZWJ sequences, tags) terminals
  /// fold into one picture. ASCII digits, `#` and `*` carry the Emoji
  /// property only for keycaps; they are not emoji bases here.
  static func isEmojiBase(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.isASCII && scalar.properties.isEmoji
  }

  // MARK: - Ready-made glyphs

  /// Printable ASCII glyphs, indexed by byte (controls map to "?"; never
  /// used for them).
  static let asciiGlyphs: [Glyph] = (0..<128).map { byte in
    let printable = byte >= 0x20 && byte < 0x7F
    return Glyph(text: printable ? String(UnicodeScalar(UInt8(byte))) : "?", width: 1)
  }

  /// The same, marked as part of an escape.
  static let asciiEscapeGlyphs: [Glyph] = asciiGlyphs.map {
    Glyph(text: $0.text, width: 1, isEscape: true)
  }
}
