import ReorderFrontEnd

/// What a test's mouse report says happened (as bubbletea's tests encode
/// theirs): `mouse(.press, x: 4, y: 2)` is the SGR report a terminal sends
/// for a left press on column 5, row 3.
public enum MouseReportKind: Sendable {
  case press, drag, release, move
  case wheelUp, wheelDown, wheelLeft, wheelRight
}

/// The button of a press, drag or release.
public enum MouseReportButton: Int, Sendable {
  case left = 0
  case middle = 1
  case right = 2
}

/// An SGR (DECSET 1006) mouse report, `ESC [ < code ; x ; y M` (`m` for
/// a release), for the 0-based cell (`x`, `y`), as the decoder and
/// ``MouseEvent`` count them: the report itself is 1-based.
public func mouse(
  _ kind: MouseReportKind, _ button: MouseReportButton = .left, x: Int, y: Int,
  modifiers: KeyModifiers = []
) -> String {
  var code: Int
  switch kind {
  case .press, .release: code = button.rawValue
  case .drag: code = 32 + button.rawValue
  case .move: code = 32 + 3
  case .wheelUp: code = 64
  case .wheelDown: code = 65
  case .wheelLeft: code = 66
  case .wheelRight: code = 67
  }
  if modifiers.contains(.shift) { code += 4 }
  if modifiers.contains(.alt) { code += 8 }
  if modifiers.contains(.ctrl) { code += 16 }
  return "\u{1B}[<\(code);\(x + 1);\(y + 1)" + (kind == .release ? "m" : "M")
}
