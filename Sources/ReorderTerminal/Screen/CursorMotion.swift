import ReorderFrontEnd

/// The fewest bytes that move the cursor from one cell to another.
///
/// Every way the terminal offers is costed and the shortest taken, as
/// curses' `mvcur` does: to the next row's start `CR LF` (2 bytes) beats
/// `CSI 12;1H` (7); a few columns right `CSI 3C`; far along a row
/// `CSI 87G`. Relative moves only (`CR`, `LF`, `CUU`/`CUD`/`CUF`/`CUB`)
/// where the region's place on the screen is not known (the inline
/// screen); absolute ones too (`CUP`, `VPA`, `HPA`) on the full screen.
///
/// `LF` only ever follows a `CR` and only moves down inside the canvas, so
/// it neither depends on the tty's newline translation nor scrolls.
struct CursorMotion {
  /// Whether absolute moves may be used.
  var absolute: Bool

  /// The bytes from (`row`, `column`) to (`y`, `x`); `column` nil when
  /// the cursor's column is not known (after a glyph in the last column).
  func bytes(fromRow row: Int, column: Int?, toRow y: Int, column x: Int) -> [UInt8] {
    if y == row { return horizontal(from: column, to: x) }
    var best: [UInt8]?
    func consider(_ candidate: [UInt8]) {
      if best == nil || candidate.count < best!.count { best = candidate }
    }
    let distance = abs(y - row)
    let vertical = y > row ? Self.csi(distance, "B") : Self.csi(distance, "A")
    consider(vertical + horizontal(from: column, to: x))
    if absolute {
      consider(Self.csi(y + 1, "d") + horizontal(from: column, to: x))
      consider(Self.position(y, x))
    }
    if y > row && distance <= 4 {
      consider([0x0D] + [UInt8](repeating: 0x0A, count: distance) + horizontal(from: 0, to: x))
    }
    return best ?? []
  }

  /// Along the row: from a known column right (`CUF`) or left (`CUB`),
  /// else from its start (`CR`, then right), or to an absolute column
  /// (`HPA`).
  func horizontal(from column: Int?, to x: Int) -> [UInt8] {
    if column == x { return [] }
    var best: [UInt8] = [0x0D] + (x > 0 ? Self.csi(x, "C") : [])
    if let column {
      let relative = x > column ? Self.csi(x - column, "C") : Self.csi(column - x, "D")
      if relative.count < best.count { best = relative }
    }
    if absolute {
      let hpa = Self.csi(x + 1, "G")
      if hpa.count < best.count { best = hpa }
    }
    return best
  }

  /// `CSI n final`, with the parameter left out when it is 1 (the
  /// default).
  static func csi(_ n: Int, _ final: Character) -> [UInt8] {
    var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
    if n != 1 { bytes += Array(String(n).utf8) }
    bytes.append(UInt8(ascii: final.unicodeScalars.first!))
    return bytes
  }

  /// `CUP`: `CSI row;column H`, shortened where a part is 1.
  static func position(_ y: Int, _ x: Int) -> [UInt8] {
    var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
    if y > 0 || x > 0 { bytes += Array(String(y + 1).utf8) }
    if x > 0 { bytes += [UInt8(ascii: ";")] + Array(String(x + 1).utf8) }
    bytes.append(UInt8(ascii: "H"))
    return bytes
  }
}
