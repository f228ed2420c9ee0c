import ReorderCore

/// What one terminal cell (two for a wide glyph) shows.
///
/// `text` is always one spacing scalar, optionally followed by at most four
/// zero-width combining marks: exactly what `setcchar` keeps (its
/// `CCHARW_MAX` is 5), so it can go to `setcchar` + `mvadd_wch` as it is. It
/// never holds a control, C1 or format character, so nothing in it can reach
/// the terminal as a command.
public struct Glyph: Equatable, Sendable {
  /// One spacing scalar plus optional zero-width combining marks.
  public var text: String
  /// Cells the glyph covers: glibc's `wcwidth` of its first scalar, 1 or 2.
  public var width: Int
  /// Part of a visible escape such as `^[`, `\x9b` or `<U+202E>`; the view
  /// draws these dim.
  public var isEscape: Bool
  /// The colours and attributes the item's own SGR codes give this glyph
  /// (`--ansi`); nil where they are the default or not interpreted. Escape
  /// glyphs never carry one: they always look like escapes.
  public var ansi: AnsiStyle?

  public init(text: String, width: Int, isEscape: Bool = false, ansi: AnsiStyle? = nil) {
    self.text = text
    self.width = width
    self.isEscape = isEscape
    self.ansi = ansi
  }
}

/// Turns arbitrary bytes into glyphs that are safe to draw and measured the
/// way ncurses (glibc `wcwidth`, C.UTF-8) and terminals measure them.
///
/// What is shown for what:
///
///     bytes / scalars                          shown as
///     ---------------------------------------  -------------------------------
///     printable ASCII, letters, CJK, symbols   themselves (1 or 2 cells)
///     TAB                                      spaces to the next tab stop
///     C0 controls, DEL                         ^@ … ^_, ^?          (escape)
///     C1 controls U+0080…U+009F                \x80 … \x9f          (escape)
///     bytes that are not well-formed UTF-8     \xNN, one per byte   (escape)
///     format (Cf) characters, bidi controls,   <U+202E>             (escape)
///       U+2028/U+2029, anything glibc's
///       wcwidth calls unprintable, skin-tone
///       modifiers and tags not on an emoji
///     base + combining marks (Mn/Me)           one glyph, the base's width
///     combining mark with nothing to sit on    the mark on U+25CC ◌
///     👍🏽  👩‍💻  ❤️  🇫🇷                        👍  👩  ❤  🇫 (decorations dropped)
///
/// Emoji decorations (skin-tone modifiers, ZWJ continuations, variation
/// selectors, tag characters, the second regional indicator of a flag) are
/// dropped because glibc counts them differently from how terminals draw
/// them: drawing only the base keeps ncurses' cursor and the screen in step.
/// See ``glyphs(_:tabWidth:maxColumns:ansi:)`` for the details.
///
/// With `ansi: true` (`--ansi`), colour codes are interpreted instead:
///
///     bytes                                    shown as
///     ---------------------------------------  -------------------------------
///     ESC [ params m   (SGR: digits ; :)       nothing; colours what follows
///     ESC [ … final    (any other CSI)         nothing
///     ESC not starting a complete CSI          ^[                   (escape)
///
/// Everything else (OSC, DCS, APC, C1 controls, bidi controls, bad UTF-8)
/// is shown exactly as without `ansi`. The styles are in each glyph's
/// ``Glyph/ansi``; see ``SGR`` for the codes understood.
public enum DisplayText {
  // MARK: - Public API

  /// Turns an item's bytes into glyphs.
  ///
  /// Tabs expand to spaces up to the next multiple of `tabWidth`, counted
  /// from the start of the item (`tabWidth` below 1 counts as 1).
  ///
  ///     DisplayText.glyphs(Array("a\u{1B}[1m".utf8)).map(\.text).joined()
  ///     // "a^[[1m"
  ///
  /// With `ansi`, SGR codes colour the glyphs after them and other CSI
  /// sequences are dropped (see the table above):
  ///
  ///     DisplayText.glyphs(Array("a\u{1B}[31mb".utf8), ansi: true)
  ///     // [a, b (ansi: fg1)]
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public static func glyphs<C: Collection>(
    _ bytes: C, tabWidth: Int = 8, ansi: Bool = false
  ) -> [Glyph] where C.Element == UInt8 {
    glyphs(bytes, tabWidth: tabWidth, maxColumns: Int.max, ansi: ansi)
  }

  /// Turns the start of an item's bytes into glyphs, stopping as soon as
  /// the glyphs cover more than `maxColumns` cells.
  ///
  /// The result is the same as a prefix of `glyphs(bytes, tabWidth:)`; it
  /// is wider than `maxColumns` exactly when the whole item is, so
  /// `fit(glyphs(bytes, maxColumns: c), columns: c)` gives the same answer
  /// as `fit(glyphs(bytes), columns: c)`.
  ///
  /// How a grapheme cluster (Swift's `Character`) is drawn: its first
  /// scalar, then the zero-width marks that follow it (at most four, as
  /// `setcchar` keeps no more), in one glyph as wide as glibc says the first
  /// scalar is. Besides that:
  /// - Further spacing scalars in the cluster (Indic vowel signs such as
  ///   U+093F, a second Hangul leading consonant, the letter after an Indic
  ///   virama) start glyphs of their own, as ncurses would place them.
  /// - Variation selectors are dropped everywhere.
  /// - After an emoji base: skin-tone modifiers, tag characters, and a ZWJ
  ///   with everything after it are dropped. Anywhere else a modifier or a
  ///   tag character is shown as an escape (`<U+1F3FD>`, `<U+E0041>`): a
  ///   terminal that clusters graphemes would fold a raw modifier into the
  ///   cell before it, and tags could hide text. Only the ZWJ itself is
  ///   dropped after other bases (so Indic conjuncts keep their letters).
  /// - The second regional indicator of a flag is dropped.
  /// - A zero-width mark that starts a cluster (at the start of the item or
  ///   after an escape) is drawn on U+25CC ◌ so it cannot attach to the cell
  ///   before it.
  /// - Hangul leading consonant + vowel (+ final) jamo: glibc gives the
  ///   leading consonant width 2 and the medial and final jamo width 0, so
  ///   the sequence is one glyph of width 2, as ncurses stores it.
  ///
  /// With `ansi`, control sequences take no cells; so that they cannot make
  /// a row cost more than its cells, at most ``Layout/hiddenRunLimit``
  /// bytes of them in a row (with no glyph between) are hidden: a sequence
  /// that would go past that is shown as an escape instead, whatever
  /// `maxColumns` is.
  ///
  /// - Complexity: O(*k*) where *k* is the number of bytes that make up the
  ///   first `maxColumns + 1` cells (so a 1 MB line costs about as much as a
  ///   short one; with `ansi`, *k* is at most about 256 bytes a cell more),
  ///   provided `bytes` has contiguous storage (`[UInt8]`, `ArraySlice`,
  ///   `String.UTF8View` of a native string); otherwise the bytes are first
  ///   copied into an array, which is O(*n*).
  public static func glyphs<C: Collection>(
    _ bytes: C, tabWidth: Int = 8, maxColumns: Int, ansi: Bool = false
  ) -> [Glyph] where C.Element == UInt8 {
    var layout = Layout(tabWidth: tabWidth, maxColumns: maxColumns, keepsGlyphs: true, ansi: ansi)
    layout.layOut(bytes)
    return layout.glyphs
  }

  /// The glyphs of `glyphs(bytes, tabWidth:maxColumns:ansi:)`, each with
  /// the offset in `bytes` of the character it shows (a grapheme cluster,
  /// a tab, an escaped byte); every glyph of one character has the same.
  /// This is how a place in the bytes (a search match) is found on screen.
  ///
  ///     glyphsAndSources(Array("a\tb".utf8), tabWidth: 4, maxColumns: 80)
  ///     // a␠␠␠b, sources [0, 1, 1, 1, 2]
  public static func glyphsAndSources(
    _ bytes: UnsafeBufferPointer<UInt8>, tabWidth: Int = 8, maxColumns: Int, ansi: Bool = false
  ) -> (glyphs: [Glyph], sources: [Int]) {
    var layout = Layout(tabWidth: tabWidth, maxColumns: maxColumns, keepsGlyphs: true, ansi: ansi)
    layout.keepsSources = true
    layout.layOut(bytes)
    return (layout.glyphs, layout.sources)
  }

  /// Sum of glyph widths: the cells `glyphs(bytes, tabWidth:, ansi:)`
  /// covers (with `ansi`, colour codes take none).
  ///
  /// - Complexity: O(*n*) in the number of bytes; allocates no glyphs.
  public static func width<C: Collection>(
    _ bytes: C, tabWidth: Int = 8, ansi: Bool = false
  ) -> Int where C.Element == UInt8 {
    var layout = Layout(tabWidth: tabWidth, maxColumns: Int.max, keepsGlyphs: false, ansi: ansi)
    layout.layOut(bytes)
    return layout.column
  }

  /// A plain Swift string (e.g. the status line, narration) turned into
  /// glyphs the same way as an item's bytes.
  public static func glyphs(_ string: String) -> [Glyph] {
    glyphs(string.utf8)
  }

  /// The glyphs that fit in `columns` cells, for truncation.
  ///
  /// If all of `glyphs` fits, they come back unchanged. Otherwise the result
  /// is exactly `columns` cells wide and its last cell is "…"; a wide glyph
  /// that would straddle the cell before the ellipsis is dropped, not split,
  /// and a space takes its place so the ellipsis still ends the row:
  ///
  ///     fit(glyphs("ab日本"), columns: 5)   // "ab日…"   truncated
  ///     fit(glyphs("ab日本"), columns: 4)   // "ab …"    truncated
  ///     fit(glyphs("ab日本"), columns: 6)   // "ab日本"  not truncated
  ///
  /// - Returns: The glyphs to draw, and whether anything was cut off.
  /// - Complexity: O(*m*) in the number of glyphs.
  public static func fit(
    _ glyphs: [Glyph], columns: Int
  ) -> (glyphs: [Glyph], truncated: Bool) {
    let columns = Swift.max(columns, 0)
    var total = 0
    var fitsWhole = true
    for glyph in glyphs {
      total += glyph.width
      if total > columns {
        fitsWhole = false
        break
      }
    }
    if fitsWhole { return (glyphs, false) }
    if columns == 0 { return ([], true) }

    let room = columns - 1  // cells left of the ellipsis
    var kept: [Glyph] = []
    kept.reserveCapacity(columns)
    var used = 0
    for glyph in glyphs {
      if used + glyph.width > room { break }
      kept.append(glyph)
      used += glyph.width
    }
    while used < room {  // where a straddling wide glyph was dropped
      kept.append(Glyph(text: " ", width: 1))
      used += 1
    }
    kept.append(Glyph(text: "\u{2026}", width: 1))
    return (kept, true)
  }

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

// MARK: - Layout

extension DisplayText {
  /// The state of one pass over an item: the glyphs so far and the column
  /// the next one starts at.
  struct Layout {
    let tabWidth: Int
    let maxColumns: Int
    let keepsGlyphs: Bool
    /// Interpret CSI sequences (`--ansi`).
    let ansi: Bool
    private(set) var glyphs: [Glyph] = []
    /// With `keepsSources`: for each glyph, the offset of the byte its
    /// character (its grapheme cluster, tab or escaped byte) starts at.
    private(set) var sources: [Int] = []
    var keepsSources = false
    /// The byte offset of what is being laid out.
    private var source = 0
    private(set) var column = 0
    /// The item's SGR state so far, and what glyphs get from it (nil while
    /// it is plain, so uncoloured text compares equal to `ansi: false`).
    private var sgr = AnsiStyle()
    private var glyphStyle: AnsiStyle?
    /// Bytes of control sequences hidden since the last glyph.
    private var hiddenRun = 0
    private let ascii = DisplayText.asciiGlyphs
    private let asciiEscape = DisplayText.asciiEscapeGlyphs
    /// The table range last looked up: text tends to stay in one block.
    private var cachedRange: (scalarClass: ScalarClass, lower: UInt32, upper: UInt32) =
      (.narrow, 0x20, 0x7F)

    /// Bytes a run is first decoded in; a cluster longer than that is
    /// retried with twice as many, up to `giantCluster`.
    static let firstChunk = 256
    /// A cluster at least this long (thousands of stacked marks) is not
    /// handed to grapheme breaking whole: its first `giantCluster` bytes are,
    /// and the zero-width scalars after them are added one by one.
    static let giantCluster = 1024
    /// At most this many bytes of control sequences are hidden between two
    /// glyphs (`--ansi`); real ones (`ESC[0m ESC[01;34m`, a truecolor
    /// foreground and background) take well under 64.
    static let hiddenRunLimit = 256

    init(tabWidth: Int, maxColumns: Int, keepsGlyphs: Bool, ansi: Bool = false) {
      self.tabWidth = Swift.max(tabWidth, 1)
      self.maxColumns = maxColumns
      self.keepsGlyphs = keepsGlyphs
      self.ansi = ansi
    }

    var isFull: Bool { column > maxColumns }

    /// ``DisplayText/scalarClass(_:)``, remembering the last range.
    private mutating func scalarClass(_ value: UInt32) -> ScalarClass {
      if value >= cachedRange.lower && value < cachedRange.upper {
        return cachedRange.scalarClass
      }
      cachedRange = DisplayText.scalarRange(value)
      return cachedRange.scalarClass
    }

    mutating func layOut<C: Collection>(_ bytes: C) where C.Element == UInt8 {
      let done: Void? = bytes.withContiguousStorageIfAvailable { layOut($0) }
      if done == nil {
        Array(bytes).withUnsafeBufferPointer { layOut($0) }
      }
    }

    // MARK: Bytes

    mutating func layOut(_ bytes: UnsafeBufferPointer<UInt8>) {
      let count = bytes.count
      if keepsGlyphs {
        // Usually one glyph per byte or fewer; escapes make more.
        let columns = Swift.max(maxColumns, 0)
        glyphs.reserveCapacity(columns < count ? columns + 9 : count)
      }
      var i = 0
      while i < count && !isFull {
        let byte = bytes[i]
        source = i
        if byte < 0x80 {
          if byte >= 0x20 && byte != 0x7F {
            // Only a non-ASCII scalar can join an ASCII character's cluster.
            if i + 1 == count || bytes[i + 1] < 0x80 {
              append(ascii[Int(byte)])
              i += 1
              continue
            }
          } else if byte == 0x09 {
            appendTab()
            i += 1
            continue
          } else if ansi && byte == 0x1B, let end = hiddenSequenceEnd(bytes, at: i) {
            i = end
            continue
          } else {
            appendCaretEscape(byte)
            i += 1
            continue
          }
        } else if UTF8Validation.wellFormedLength(bytes, at: i) == 0 {
          appendHexEscape(UInt32(byte))
          i += 1
          continue
        }
        i = layOutRun(bytes, from: i)
      }
    }

    /// Lays out well-formed UTF-8 from `runStart` (a multi-byte scalar, or
    /// printable ASCII followed by one) through Swift's grapheme breaking, a
    /// chunk at a time, and returns where it stopped.
    private mutating func layOutRun(_ bytes: UnsafeBufferPointer<UInt8>, from runStart: Int) -> Int {
      var start = runStart
      var limit = Self.firstChunk
      while true {
        let (end, isBoundary) = DisplayText.scanRun(bytes, from: start, limit: limit)
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let scalars = text.unicodeScalars
        var index = text.startIndex
        var consumed = start
        while index < text.endIndex {
          let next = text.index(after: index)
          source = consumed
          if next == text.endIndex && !isBoundary {
            // The chunk's last cluster may go on past the chunk.
            if index != text.startIndex { break }  // keep it for the next chunk
            if limit < Self.giantCluster {
              limit *= 2
              break
            }
            return layOutGiantCluster(scalars[...], then: bytes, from: end)
          }
          var cluster = Cluster()
          for scalar in scalars[index..<next] { add(scalar, to: &cluster) }
          flush(&cluster)
          consumed += text.utf8.distance(from: index, to: next)
          index = next
          if isFull { return consumed }
        }
        if index == text.endIndex { return end }  // at a boundary
        start = consumed
      }
    }

    /// Lays out a cluster that starts with `head` and may go on at `start`,
    /// one scalar at a time while the scalars there are zero-width (they
    /// cannot start a cluster of their own), and returns where it stopped.
    ///
    /// This keeps a megabyte of stacked combining marks O(*n*) with a small
    /// constant, instead of grapheme-breaking it again for every chunk.
    private mutating func layOutGiantCluster(
      _ head: Substring.UnicodeScalarView, then bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
      var cluster = Cluster()
      for scalar in head {
        add(scalar, to: &cluster)
        if isFull { return start }  // the pending glyph is not needed
      }
      var i = start
      while i < bytes.count && bytes[i] >= 0x80 {
        guard case .valid(let value, let length) = UTF8Validation.scalar(bytes, at: i) else { break }
        let kind = scalarClass(value)
        guard kind == .zeroWidth || kind == .formatZeroWidth,
          let scalar = Unicode.Scalar(value)
        else { break }
        add(scalar, to: &cluster)
        i += length
        if isFull { return i }
      }
      flush(&cluster)
      return i
    }

    // MARK: Control sequences (--ansi)

    /// If a CSI sequence (``ControlSequence``) starts at `i` (an ESC) and
    /// may be hidden: applies it if it is SGR and returns where it ends.
    /// Otherwise returns nil and the ESC is shown as `^[`. A byte that
    /// breaks the sequence (a control, non-ASCII) or the end of the item
    /// before the final byte means it is no sequence.
    private mutating func hiddenSequenceEnd(
      _ bytes: UnsafeBufferPointer<UInt8>, at i: Int
    ) -> Int? {
      let limit = Swift.min(bytes.count, i + Self.hiddenRunLimit - hiddenRun)
      guard let end = ControlSequence.end(in: bytes, at: i, limit: limit) else { return nil }
      if bytes[end - 1] == UInt8(ascii: "m") {
        let body = UnsafeBufferPointer(rebasing: bytes[(i + 2)..<(end - 1)])
        if SGR.isSelectGraphicRendition(body) {
          SGR.apply(body, to: &sgr)
          glyphStyle = sgr.isPlain ? nil : sgr
        }
      }
      hiddenRun += end - i
      return end
    }

    // MARK: Clusters

    /// The glyph being built from a cluster, and what the cluster's earlier
    /// scalars decided about the later ones.
    private struct Cluster {
      var pending: Pending? = nil
      /// After an emoji ZWJ: the rest of the cluster is not drawn.
      var dropsRest = false
    }

    /// One glyph in the making.
    private struct Pending {
      var text: String
      var width: Int
      var base: Unicode.Scalar
      var scalarCount: Int
    }

    /// Adds the next scalar of a cluster: to the pending glyph, as a glyph
    /// of its own, as an escape, or nowhere.
    private mutating func add(_ scalar: Unicode.Scalar, to cluster: inout Cluster) {
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
    private mutating func flush(_ cluster: inout Cluster) {
      guard let glyph = cluster.pending else { return }
      append(Glyph(text: glyph.text, width: glyph.width))
      cluster.pending = nil
    }

    // MARK: Output

    private mutating func append(_ glyph: Glyph) {
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

    private mutating func appendEscape(_ byte: UInt8) {
      append(asciiEscape[Int(byte)])
    }

    private mutating func appendTab() {
      let spaces = tabWidth - column % tabWidth
      for _ in 0..<spaces { append(ascii[0x20]) }
    }

    /// `^@` … `^_` for C0 controls, `^?` for DEL.
    private mutating func appendCaretEscape(_ byte: UInt8) {
      appendEscape(UInt8(ascii: "^"))
      appendEscape(byte == 0x7F ? UInt8(ascii: "?") : byte + 0x40)
    }

    /// `\xNN`, lowercase: a byte that is not UTF-8, or a C1 control.
    private mutating func appendHexEscape(_ value: UInt32) {
      appendEscape(UInt8(ascii: "\\"))
      appendEscape(UInt8(ascii: "x"))
      appendEscape(Self.hexDigit(value >> 4 & 0xF, uppercase: false))
      appendEscape(Self.hexDigit(value & 0xF, uppercase: false))
    }

    /// `<U+XXXX>`, uppercase, at least four digits.
    private mutating func appendCodePointEscape(_ value: UInt32) {
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

    private static func hexDigit(_ nibble: UInt32, uppercase: Bool) -> UInt8 {
      let nibble = UInt8(truncatingIfNeeded: nibble)
      if nibble < 10 { return UInt8(ascii: "0") + nibble }
      return (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + nibble - 10
    }
  }
}

// MARK: - Runs

extension DisplayText {
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
        let length = UTF8Validation.wellFormedLength(bytes, at: j)
        if length == 0 { return (j, true) }
        if j - start >= limit { return (j, false) }
        j += length
      }
    }
    return (count, true)
  }
}
