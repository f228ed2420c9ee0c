/// Select Graphic Rendition (`ESC [ … m`): the part of an item's colour codes
/// that `--ansi` interprets.
///
///     code                       effect
///     -------------------------  ---------------------------------------
///     0 (or empty)               reset everything
///     1, 2, 3, 4, 7              bold, dim, italic, underline, reverse
///     22, 23, 24, 27             bold and dim off, italic off, underline
///                                off, reverse off
///     4:0, 4:1 … 4:5             underline off, on (every style as plain)
///     30–37, 90–97, 39           foreground 0–7, 8–15, default
///     40–47, 100–107, 49         background 0–7, 8–15, default
///     38;5;N  38:5:N             foreground N (0–255); 48 for background
///     38;2;R;G;B  38:2::R:G:B    truecolor, as the nearest of colours
///                                16–255 (see ``nearest256(red:green:blue:)``)
///
/// Anything else (blink, conceal, strike-through, fonts, underline colour
/// 58, unknown codes) is ignored. A value out of range is ignored with the
/// code it belongs to; after `38`/`48` with an unknown mode the rest of the
/// sequence is ignored, since where that mode's arguments end is unknown.
enum SGR {
  /// Whether CSI parameters `parameters` (the bytes between `ESC [` and
  /// `m`) are SGR parameters: only digits, `;` and `:`. Private forms such
  /// as `ESC [ > 4 ; 2 m` (xterm's modifyOtherKeys) are not.
  static func isSelectGraphicRendition<C: Collection>(_ parameters: C) -> Bool
  where C.Element == UInt8 {
    parameters.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3B || $0 == 0x3A }
  }

  /// One parameter: its value (-1 when empty) and whether it follows a `:`
  /// (a sub-parameter of the one before).
  private struct Parameter {
    var value: Int
    var isSubParameter: Bool
  }

  /// Applies SGR parameters to `style`.
  ///
  ///     var style = AnsiStyle()
  ///     SGR.apply(Array("1;38;5;208".utf8), to: &style)  // bold, fg 208
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func apply<C: Collection>(_ parameters: C, to style: inout AnsiStyle)
  where C.Element == UInt8 {
    var list: [Parameter] = []
    list.reserveCapacity(8)
    var current = Parameter(value: -1, isSubParameter: false)
    for byte in parameters {
      if byte == 0x3B || byte == 0x3A {
        list.append(current)
        current = Parameter(value: -1, isSubParameter: byte == 0x3A)
      } else {
        // Saturate: a huge number is just out of range.
        current.value = Swift.min(Swift.max(current.value, 0) * 10 + Int(byte - 0x30), 1_000_000)
      }
    }
    list.append(current)

    var k = 0
    while k < list.count {
      var end = k + 1
      while end < list.count && list[end].isSubParameter { end += 1 }
      if end - k > 1 {
        applyColonForm(list[k..<end].map(\.value), to: &style)
        k = end
        continue
      }
      let code = Swift.max(list[k].value, 0)
      switch code {
      case 0: style = AnsiStyle()
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = code - 30
      case 39: style.foreground = nil
      case 40...47: style.background = code - 40
      case 49: style.background = nil
      case 90...97: style.foreground = code - 90 + 8
      case 100...107: style.background = code - 100 + 8
      case 38, 48, 58:
        // ESC[38;5;Nm or ESC[38;2;R;G;Bm: the arguments are parameters.
        let mode = end < list.count ? list[end].value : -1
        let arguments: Int
        switch mode {
        case 5: arguments = 1
        case 2: arguments = 3
        default: return  // where its arguments end is unknown
        }
        guard end + arguments < list.count else { return }
        let values = list[(end + 1)...(end + arguments)].map(\.value)
        set(code, color(mode: mode, values), on: &style)
        k = end + 1 + arguments
        continue
      default: break  // blink, conceal, strike-through, fonts, unknown
      }
      k = end
    }
  }

  /// `4:N` and the colon forms of extended colours: `38:5:N`,
  /// `38:2:R:G:B` and `38:2:ID:R:G:B` (ITU T.416, with a colour space ID).
  private static func applyColonForm(_ values: [Int], to style: inout AnsiStyle) {
    switch values[0] {
    case 4:
      switch values[1] {
      case 0: style.underline = false
      case 1...5: style.underline = true
      default: break
      }
    case 38, 48, 58:
      let mode = values[1]
      var arguments = Array(values.dropFirst(2))
      if mode == 2 && arguments.count == 4 { arguments.removeFirst() }  // colour space ID
      set(values[0], color(mode: mode, arguments), on: &style)
    default: break
    }
  }

  /// The colour 0–255 that extended colour arguments give, or nil if they
  /// are not valid.
  private static func color(mode: Int, _ arguments: [Int]) -> Int? {
    guard arguments.allSatisfy({ (0...255).contains($0) }) else { return nil }
    if mode == 5 && arguments.count == 1 { return arguments[0] }
    if mode == 2 && arguments.count == 3 {
      return nearest256(red: arguments[0], green: arguments[1], blue: arguments[2])
    }
    return nil
  }

  private static func set(_ code: Int, _ color: Int?, on style: inout AnsiStyle) {
    guard let color else { return }
    if code == 38 { style.foreground = color }
    if code == 48 { style.background = color }
    // 58 (underline colour): curses has no place for it.
  }

  /// The nearest of the 256 colours to an RGB colour, as tmux picks it: the
  /// nearest point of the 6×6×6 cube (16–231) or of the grey ramp
  /// (232–255), whichever is closer. Colours 0–15 are never chosen: their
  /// RGB values are the user's terminal theme, not known here.
  ///
  ///     nearest256(red: 255, green: 0, blue: 0)      // 196
  ///     nearest256(red: 128, green: 128, blue: 128)  // 244
  static func nearest256(red: Int, green: Int, blue: Int) -> Int {
    let levels = [0, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]
    func cubeIndex(_ v: Int) -> Int { v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40 }
    func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
      (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
    }
    let (qr, qg, qb) = (cubeIndex(red), cubeIndex(green), cubeIndex(blue))
    let cube = 16 + 36 * qr + 6 * qg + qb
    let (cr, cg, cb) = (levels[qr], levels[qg], levels[qb])
    if cr == red && cg == green && cb == blue { return cube }
    let average = (red + green + blue) / 3
    let greyIndex = average > 238 ? 23 : Swift.max(0, (average - 3) / 10)
    let grey = 8 + 10 * greyIndex
    return distance(grey, grey, grey) < distance(cr, cg, cb) ? 232 + greyIndex : cube
  }
}
