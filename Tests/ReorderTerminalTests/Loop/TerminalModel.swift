@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// A terminal in memory, for checking what the painter's bytes draw: the
/// subset of xterm the painter may send (CR, LF, CUP, CUU/CUD/CUF/CUB,
/// HPA, VPA, EL, ED, ECH, REP, ICH, DCH, SGR, DECAWM, DECSTBM with SU/SD,
/// DECLRMM with DECSLRM), with autowrap off. Each cell
/// keeps its text and the look it was written (or erased) with. Anything
/// else, or a move off the screen, is recorded as a violation.
struct TerminalModel {
  struct Cell: Equatable {
    var text = " "
    var look = Theme.Look()
    /// Erased rather than written: only the background (with `bce`) shows.
    var erased = true
  }

  let width: Int
  let height: Int
  let backColorErase: Bool
  private(set) var cells: [Cell]
  private(set) var x = 0
  private(set) var y = 0
  private(set) var look = Theme.Look()
  private(set) var violations: [String] = []
  /// The scrolling region (`DECSTBM`).
  private var top = 0
  private lazy var bottom = height - 1
  /// Left and right margins (`DECLRMM` on, then `DECSLRM`).
  private var marginsMode = false
  private var left = 0
  private lazy var right = width - 1
  private var last: String?

  init(width: Int, height: Int, backColorErase: Bool) {
    self.width = width
    self.height = height
    self.backColorErase = backColorErase
    cells = Array(repeating: Cell(), count: width * height)
  }

  subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

  mutating func feed(_ bytes: [UInt8]) {
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x1B {
        i = escape(bytes, from: i)
        continue
      }
      if byte == 0x0D {
        x = 0
      } else if byte == 0x0A {
        if y == height - 1 { violations.append("LF on the last row scrolls") }
        y = min(height - 1, y + 1)
      } else if byte < 0x20 {
        violations.append("control byte \(byte)")
      } else {
        var length = 1
        if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
        let text = String(decoding: bytes[i..<min(bytes.count, i + length)], as: UTF8.self)
        put(text)
        i += length
        continue
      }
      i += 1
    }
  }

  /// A glyph at the cursor: wide ones (CJK here) take two cells.
  private mutating func put(_ text: String) {
    let wide = text.unicodeScalars.first.map { (0x2E80...0x9FFF).contains($0.value) } ?? false
    set(x, Cell(text: text, look: look, erased: false))
    if wide && x + 1 < width { set(x + 1, Cell(text: "", look: look, erased: false)) }
    last = text
    x = min(width - 1, x + (wide ? 2 : 1))  // autowrap off: the cursor stays on the last column
  }

  private mutating func set(_ column: Int, _ cell: Cell) {
    guard column >= 0 && column < width else { return violations.append("write off the row") }
    cells[y * width + column] = cell
  }

  /// Moves the scrolling region's rows by one within the margins, erasing
  /// the row scrolled in.
  private mutating func scroll(up: Bool) {
    let rows = up ? Array(top..<bottom) : Array((top + 1...bottom).reversed())
    for row in rows {
      let from = up ? row + 1 : row - 1
      for column in left...right { cells[row * width + column] = cells[from * width + column] }
    }
    erase(left..<(right + 1), row: up ? bottom : top)
  }

  private mutating func erase(_ columns: Range<Int>, row: Int) {
    var blank = Cell()
    if backColorErase { blank.look = Theme.Look(background: look.background) }
    for column in columns where column < width { cells[row * width + column] = blank }
  }

  private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
    guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
      violations.append("ESC without [")
      return start + 1
    }
    var i = start + 2
    var body = ""
    while i < bytes.count, !(0x40...0x7E).contains(bytes[i]) {
      body.append(Character(UnicodeScalar(bytes[i])))
      i += 1
    }
    guard i < bytes.count else {
      violations.append("unfinished CSI")
      return i
    }
    csi(body, final: Character(UnicodeScalar(bytes[i])))
    return i + 1
  }

  private mutating func csi(_ body: String, final: Character) {
    if body.hasPrefix("?") {
      if !["?7", "?25", "?69"].contains(body) || !"hl".contains(final) {
        violations.append("mode \(body)\(final)")
      }
      if body == "?69" {
        // Off: the margins are the whole width again.
        marginsMode = final == "h"
        left = 0
        right = width - 1
      }
      return
    }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    let n = max(1, numbers.first ?? 1)
    switch final {
    case "H":
      y = max(1, numbers.first ?? 1) - 1
      x = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
    case "A": y -= n
    case "B": y += n
    case "C": x += n
    case "D": x -= n
    case "G": x = n - 1
    case "d": y = n - 1
    case "K": erase(x..<width, row: y)
    case "J":
      guard body == "2" else { return violations.append("ED \(body)") }
      for row in 0..<height { erase(0..<width, row: row) }
    case "X": erase(x..<min(width, x + n), row: y)
    case "@", "P":
      // ICH, DCH: the row from the cursor moves right (left) by n, blanks
      // come in where it left room.
      let row = Array(cells[(y * width)..<(y * width + width)])
      for column in x..<width {
        let from = final == "@" ? column - n : column + n
        if from >= x && from < width { cells[y * width + column] = row[from] }
      }
      if final == "@" {
        erase(x..<min(width, x + n), row: y)
      } else {
        erase(max(x, width - n)..<width, row: y)
      }
    case "b":
      guard let last else { return violations.append("REP with nothing to repeat") }
      for _ in 0..<n { put(last) }
    case "m": sgr(numbers)
    case "r":
      top = body.isEmpty ? 0 : max(1, numbers[0]) - 1
      bottom = body.isEmpty ? height - 1 : min(height, numbers.count > 1 ? numbers[1] : height) - 1
      if top >= bottom { violations.append("region \(body)") }
      x = 0
      y = 0
    case "S", "T":
      for _ in 0..<n { scroll(up: final == "S") }
    case "s":
      // DECSLRM (CSI s without DECLRMM saves the cursor: not sent).
      guard marginsMode else { return violations.append("CSI s without DECLRMM") }
      left = body.isEmpty ? 0 : max(1, numbers[0]) - 1
      right = body.isEmpty ? width - 1 : min(width, numbers.count > 1 ? numbers[1] : width) - 1
      if left >= right { violations.append("margins \(body)") }
      x = 0
      y = 0
    default: violations.append("CSI \(body)\(final)")
    }
    if x < 0 || x >= width || y < 0 || y >= height { violations.append("cursor off the screen: \(x),\(y)") }
  }

  private mutating func sgr(_ codes: [Int]) {
    var i = 0
    let codes = codes.isEmpty ? [0] : codes
    while i < codes.count {
      let code = codes[i]
      switch code {
      case 0: look = Theme.Look()
      case 1: look.attributes.insert(.bold)
      case 2: look.attributes.insert(.dim)
      case 3: look.attributes.insert(.italic)
      case 4: look.attributes.insert(.underline)
      case 7: look.attributes.insert(.reverse)
      case 22: look.attributes.subtract([.bold, .dim])
      case 23: look.attributes.remove(.italic)
      case 24: look.attributes.remove(.underline)
      case 27: look.attributes.remove(.reverse)
      case 30...37: look.foreground = code - 30
      case 90...97: look.foreground = code - 90 + 8
      case 39: look.foreground = nil
      case 40...47: look.background = code - 40
      case 100...107: look.background = code - 100 + 8
      case 49: look.background = nil
      case 38, 48:
        guard i + 2 < codes.count, codes[i + 1] == 5 else { return violations.append("SGR \(codes)") }
        if code == 38 { look.foreground = codes[i + 2] } else { look.background = codes[i + 2] }
        i += 2
      default: violations.append("SGR \(code)")
      }
      i += 1
    }
  }

  /// Whether the cell shows `text` in `expected`: a blank shows only its
  /// background (the foreground where reversed) and its underline.
  func shows(_ text: String, _ expected: Theme.Look, x: Int, y: Int) -> Bool {
    let cell = self[x, y]
    let shown = cell.erased ? " " : cell.text
    guard shown == text else { return false }
    if text != " " { return !cell.erased && cell.look == expected }
    func visible(_ look: Theme.Look) -> (Int?, Bool, Bool) {
      let reverse = look.attributes.contains(.reverse)
      return (reverse ? look.foreground : look.background, reverse, look.attributes.contains(.underline))
    }
    return visible(cell.look) == visible(expected)
  }
}
