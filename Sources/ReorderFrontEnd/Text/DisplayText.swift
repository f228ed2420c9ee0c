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
}
