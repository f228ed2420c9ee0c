import ReorderCore
import ReorderFrontEnd

// The bytes a painter writes for text and looks: a cell's characters (a
// control character shown as U+FFFD, never sent), CSI and SGR sequences.
extension AnsiPainter {
  static func appendText(of cell: Canvas.Cell, to out: inout [UInt8]) {
    if cell.text.isEmpty {
      out.append(0x20)
      return
    }
    for scalar in cell.text.unicodeScalars {
      switch scalar.value {
      case 0..<0x20, 0x7F..<0xA0:
        out += Array("\u{FFFD}".utf8)
      default:
        out.append(contentsOf: scalar.utf8)
      }
    }
  }

  static func csi(_ body: String) -> [UInt8] {
    [0x1B, UInt8(ascii: "[")] + Array(body.utf8)
  }

  /// SGR for a look from the default (``LookChange/sgr(_:)``); without
  /// colour, only the attributes.
  static func sgr(_ look: Theme.Look, usesColor: Bool) -> [UInt8] {
    var look = look
    if !usesColor {
      look.foreground = nil
      look.background = nil
    }
    return LookChange.sgr(look)
  }
}
