// How a grapheme cluster becomes glyphs (its decorations dropped or shown
// as escapes), and the glyphs appended: tabs, escapes such as ^[, \xff and
// <U+202E>.

extension DisplayText.Layout {
  // MARK: Clusters

  /// The glyph being built from a cluster, and what the cluster's earlier
  /// scalars decided about the later ones.
  struct Cluster {
    var pending: Pending? = nil
    /// After an emoji ZWJ: the rest of the cluster is not drawn.
    var dropsRest = false
  }

  /// One glyph in the making.
  struct Pending {
    var text: String
    var width: Int
    var base: Unicode.Scalar
    var scalarCount: Int
  }

  /// Adds the next scalar of a cluster: to the pending glyph, as a glyph
  /// of its own, as an escape, or nowhere.
  mutating func add(_ scalar: Unicode.Scalar, to cluster: inout Cluster) {
    if cluster.dropsRest { return }
    let value = scalar.value
    let base = cluster.pending?.base

    // Decorations first: they are dropped (or shown) by context.
    if value == 0x200D {  // ZWJ
      if let base, DisplayText.isEmojiBase(base) { cluster.dropsRest = true }
      return
    }
    if DisplayText.isVariationSelector(value) { return }
    if DisplayText.isEmojiModifier(value) || DisplayText.isTag(value) {
      if let base, DisplayText.isEmojiBase(base) { return }
      // Anywhere else a terminal that clusters graphemes would still fold
      // a modifier into the cell before it, so neither is drawn raw.
      flush(&cluster)
      appendCodePointEscape(value)
      return
    }
    if let base, DisplayText.isRegionalIndicator(base.value),
      DisplayText.isRegionalIndicator(value)
    {
      return  // second half of a flag
    }
    if value >= 0x80 && value < 0xA0 {
      flush(&cluster)
      appendHexEscape(value)
      return
    }

    let kind = scalarClass(value)
    switch kind {
    case .narrow, .wide:
      flush(&cluster)
      var text = ""
      text.unicodeScalars.append(scalar)
      cluster.pending = Pending(
        text: text, width: kind == .wide ? 2 : 1, base: scalar, scalarCount: 1)
    case .zeroWidth:
      var glyph =
        cluster.pending
        ?? Pending(text: "\u{25CC}", width: 1, base: "\u{25CC}", scalarCount: 1)
      if glyph.scalarCount < 5 {  // setcchar keeps CCHARW_MAX = 5
        glyph.text.unicodeScalars.append(scalar)
        glyph.scalarCount += 1
      }
      cluster.pending = glyph
    case .control:
      flush(&cluster)
      appendCaretEscape(UInt8(truncatingIfNeeded: value))
    case .unprintable, .formatZeroWidth, .formatNarrow:
      flush(&cluster)
      appendCodePointEscape(value)
    }
  }

  /// Draws the pending glyph, if any; also how a cluster ends.
  mutating func flush(_ cluster: inout Cluster) {
    guard let glyph = cluster.pending else { return }
    append(Glyph(text: glyph.text, width: glyph.width))
    cluster.pending = nil
  }

  // MARK: Output

  mutating func append(_ glyph: Glyph) {
    column += glyph.width
    hiddenRun = 0
    guard keepsGlyphs else { return }
    if keepsSources { sources.append(source) }
    if glyphStyle != nil && !glyph.isEscape {
      var styled = glyph
      styled.ansi = glyphStyle
      glyphs.append(styled)
    } else {
      glyphs.append(glyph)
    }
  }

  mutating func appendEscape(_ byte: UInt8) {
    append(asciiEscape[Int(byte)])
  }

  mutating func appendTab() {
    let spaces = tabWidth - column % tabWidth
    for _ in 0..<spaces { append(ascii[0x20]) }
  }

  /// `^@` … `^_` for C0 controls, `^?` for DEL.
  mutating func appendCaretEscape(_ byte: UInt8) {
    appendEscape(UInt8(ascii: "^"))
    appendEscape(byte == 0x7F ? UInt8(ascii: "?") : byte + 0x40)
  }

  /// `\xNN`, lowercase: a byte that is not UTF-8, or a C1 control.
  mutating func appendHexEscape(_ value: UInt32) {
    appendEscape(UInt8(ascii: "\\"))
    appendEscape(UInt8(ascii: "x"))
    appendEscape(Self.hexDigit(value >> 4 & 0xF, uppercase: false))
    appendEscape(Self.hexDigit(value & 0xF, uppercase: false))
  }

  /// `<U+XXXX>`, uppercase, at least four digits.
  mutating func appendCodePointEscape(_ value: UInt32) {
    appendEscape(UInt8(ascii: "<"))
    appendEscape(UInt8(ascii: "U"))
    appendEscape(UInt8(ascii: "+"))
    var digits = 4
    while digits < 8 && value >> (4 * UInt32(digits)) != 0 { digits += 1 }
    for position in (0..<digits).reversed() {
      appendEscape(Self.hexDigit(value >> (4 * UInt32(position)) & 0xF, uppercase: true))
    }
    appendEscape(UInt8(ascii: ">"))
  }

  static func hexDigit(_ nibble: UInt32, uppercase: Bool) -> UInt8 {
    let nibble = UInt8(truncatingIfNeeded: nibble)
    if nibble < 10 { return UInt8(ascii: "0") + nibble }
    return (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + nibble - 10
  }
}
