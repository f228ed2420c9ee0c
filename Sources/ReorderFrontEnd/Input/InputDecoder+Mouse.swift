import ReorderCore

// Mouse reports: SGR, X10 (normal) and urxvt encodings of xterm's button
// code.

extension InputDecoder {
  // MARK: - Mouse

  /// SGR report `CSI < button ; x ; y M` (`m` for a release), 1-based.
  static func sgrMouse(_ parameters: CSIParameters, isRelease: Bool) -> InputEvent? {
    guard parameters.fields.count == 3, parameters.fields.allSatisfy({ $0.count == 1 }),
      let code = parameters.value(0), let x = parameters.value(1),
      let y = parameters.value(2)
    else { return nil }
    return mouse(code: code, x: x - 1, y: y - 1, isRelease: isRelease)
  }

  /// X10 / normal report `CSI M` + three bytes, each the value + 32 and
  /// coordinates 1-based. Those bytes are never controls, so a control byte
  /// (say the `ESC` of the next sequence) ends a truncated report.
  static func x10Mouse(_ bytes: [UInt8], at start: Int, atEnd: Bool) -> Step {
    let length = 6
    for i in start + 3..<start + length {
      guard i < bytes.count else {
        return atEnd ? unknownRest(bytes, from: start) : .needMore
      }
      if bytes[i] < 0x20 {
        return .event(.unknown(Array(bytes[start..<i])), length: i - start)
      }
    }
    let code = Int(bytes[start + 3]) - 32
    let x = Int(bytes[start + 4]) - 33
    let y = Int(bytes[start + 5]) - 33
    guard let event = mouse(code: code, x: x, y: y, isRelease: false) else {
      return .event(.unknown(Array(bytes[start..<start + length])), length: length)
    }
    return .event(event, length: length)
  }

  /// Decodes xterm's button code.
  ///
  ///     bit  7    6     5      4     3    2      1 0
  ///          more wheel motion ctrl  alt  shift  button: 0 left 1 middle
  ///                                                      2 right 3 none
  ///
  /// With the wheel bit, the button bits say up, down, left, right. With
  /// bit 7 they are buttons 8–11 (12–15 with bit 6 as well). A report
  /// with no button is a release in the X10 encoding, which cannot say
  /// which button came up.
  static func mouse(code: Int, x: Int, y: Int, isRelease: Bool) -> InputEvent? {
    guard (0...255).contains(code) else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.ctrl) }
    let low = code & 3
    let isMotion = code & 32 != 0
    let x = max(0, x)
    let y = max(0, y)
    if code & 64 != 0, code & 128 == 0 {
      // Wheels only click; a "release" of one would scroll twice.
      guard !isRelease else { return nil }
      let kinds: [MouseEvent.Kind] = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight]
      return .mouse(MouseEvent(kinds[low], nil, x: x, y: y, modifiers: modifiers))
    }
    let button: PointerButton?
    if code & 128 != 0 {
      button = .other(8 + low + (code & 64 != 0 ? 4 : 0))
    } else {
      button = [.primary, .middle, .secondary, nil][low]
    }
    let kind: MouseEvent.Kind
    if isRelease {
      kind = .release
    } else if isMotion {
      kind = button == nil ? .move : .drag
    } else {
      kind = button == nil ? .release : .press
    }
    return .mouse(MouseEvent(kind, button, x: x, y: y, modifiers: modifiers))
  }
}
