import ReorderCore

/// The search's matches in a drawn row: exactly what `/` finds, because
/// the same ``TextMatcher`` finds them in the item's bytes (smart case,
/// `--ansi` codes looked past), and each glyph knows the byte it shows
/// (``DisplayText/glyphsAndSources(_:tabWidth:maxColumns:ansi:)``).
///
///     item bytes   c a f e U+0301 TAB x      "cafe" matches bytes 0..<4
///     offsets      0 1 2 3 4 5    6   7
///     glyphs       c a f é ␠ ␠ ␠ ␠ x         sources 0 1 2 3 6 6 6 6 7
///     marked       ^ ^ ^ ^                   (source inside a match)
enum SearchHighlight {
  /// The matches of `matcher` in a row's text, as ranges of its glyphs.
  ///
  /// Only the bytes that can hold a match beginning in the glyphs are
  /// searched: up to the last glyph's source plus room for the match
  /// itself (its bytes may be more than the query's: folded case,
  /// decomposed accents, colour codes inside it), so a megabyte line
  /// costs no more than a short one.
  static func glyphRanges(
    _ matcher: TextMatcher, text: UnsafeBufferPointer<UInt8>, sources: [Int]
  ) -> [Range<Int>] {
    guard let last = sources.last else { return [] }
    let end = min(text.count, last + 4 * matcher.query.utf8.count + 256)
    let matches = matcher.ranges(in: UnsafeBufferPointer(rebasing: text[..<end]))
    return glyphRanges(sources: sources, matches: matches)
  }

  /// The glyphs whose source is inside one of `matches` (sorted byte
  /// ranges), as index ranges into `sources` (sorted, as glyphs are).
  static func glyphRanges(sources: [Int], matches: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var glyph = 0
    for match in matches {
      while glyph < sources.count && sources[glyph] < match.lowerBound { glyph += 1 }
      let first = glyph
      while glyph < sources.count && sources[glyph] < match.upperBound { glyph += 1 }
      if glyph > first { result.append(first..<glyph) }
    }
    return result
  }

  /// Gives the cells of the `marked` glyphs, drawn from `x` on row `y`
  /// and clipped at `end`, the match style (`role`: ``StyleRole/focusMatch``
  /// on the focus band, else ``StyleRole/match``).
  static func mark(
    _ marked: [Range<Int>], of glyphs: [Glyph], into canvas: inout Canvas, x: Int, y: Int, end: Int,
    role: StyleRole = .match
  ) {
    guard !marked.isEmpty else { return }
    var columns: [Int] = []
    columns.reserveCapacity(glyphs.count + 1)
    var column = x
    for glyph in glyphs {
      columns.append(column)
      column += glyph.width
    }
    columns.append(column)
    for range in marked {
      let from = columns[range.lowerBound]
      guard from < end else { return }
      canvas.restyle(row: y, from: from, to: min(columns[range.upperBound], end)) { $0.role = role }
    }
  }
}
