import ReorderCore

extension DisplayText {
  /// The state of one pass over an item: the glyphs so far and the column
  /// the next one starts at.
  struct Layout {
    let tabWidth: Int
    let maxColumns: Int
    let keepsGlyphs: Bool
    /// Interpret CSI sequences (`--ansi`).
    let ansi: Bool
    var glyphs: [Glyph] = []
    /// With `keepsSources`: for each glyph, the offset of the byte its
    /// character (its grapheme cluster, tab or escaped byte) starts at.
    var sources: [Int] = []
    var keepsSources = false
    /// The byte offset of what is being laid out.
    var source = 0
    var column = 0
    /// The item's SGR state so far, and what glyphs get from it (nil while
    /// it is plain, so uncoloured text compares equal to `ansi: false`).
    var sgr = AnsiStyle()
    var glyphStyle: AnsiStyle?
    /// Bytes of control sequences hidden since the last glyph.
    var hiddenRun = 0
    let ascii = DisplayText.asciiGlyphs
    let asciiEscape = DisplayText.asciiEscapeGlyphs
    /// The table range last looked up: text tends to stay in one block.
    var cachedRange: (scalarClass: ScalarClass, lower: UInt32, upper: UInt32) =
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
    mutating func scalarClass(_ value: UInt32) -> ScalarClass {
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
    mutating func layOutRun(_ bytes: UnsafeBufferPointer<UInt8>, from runStart: Int) -> Int {
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
    mutating func layOutGiantCluster(
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
    mutating func hiddenSequenceEnd(
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
        let length = UTF8Validation.wellFormedLength(bytes, at: j)
        if length == 0 { return (j, true) }
        if j - start >= limit { return (j, false) }
        j += length
      }
    }
    return (count, true)
  }
}
