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
