// The kitty keyboard protocol, and the code points keys are named by.

extension InputDecoder {
  // MARK: - Kitty keyboard protocol

  /// `CSI code[:shifted[:base]] ; mods[:event] ; text u`.
  ///
  /// Kitty always sends the unshifted code: Shift+j is `j` + shift. A
  /// symbol typed with Shift is reported as the shifted symbol without
  /// shift when the terminal sends it (flag 4, alternate keys), so `?`
  /// stays `?` rather than becoming Shift+`/`.
  static func kittyKey(_ parameters: CSIParameters) -> InputEvent? {
    guard let code = parameters.value(0) else { return nil }
    var modifiers = Self.modifiers(parameters.value(1))
    let phase = Self.phase(parameters.value(1, 1))
    var key: Key
    if code == 0 {
      // Text with no key behind it (an input method): code 0 ; mods ; text.
      guard parameters.fields.count == 3, parameters.fields[2].count == 1,
        let text = parameters.value(2), let scalar = printableScalar(text)
      else { return nil }
      key = .char(scalar)
    } else {
      guard let decoded = unicodeKey(code) ?? functionalKey(code) else { return nil }
      key = decoded
    }
    if modifiers.contains(.shift), case .char(let base) = key,
      !base.properties.changesWhenUppercased,
      let shiftedCode = parameters.value(0, 1), shiftedCode != code,
      let shifted = printableScalar(shiftedCode)
    {
      key = .char(shifted)
      modifiers.remove(.shift)
    }
    return .key(KeyPress(key, modifiers, phase))
  }

  /// A key named by its Unicode code point, as in kitty's `CSI code u` and
  /// xterm's `CSI 27;mods;code ~`.
  static func unicodeKey(_ code: Int) -> Key? {
    switch code {
    case 13: return .enter
    case 9: return .tab
    case 127: return .backspace
    case 27: return .escape
    default: return printableScalar(code).map(Key.char)
    }
  }

  /// Kitty's numbers for keys that have no code point (Unicode private
  /// use area). Keypad keys are reported as the keys they stand for;
  /// modifier keys, locks and media keys as nil.
  static func functionalKey(_ code: Int) -> Key? {
    switch code {
    case 57376...57398: return .function(code - 57376 + 13)
    case 57399...57408: return .char(Unicode.Scalar(UInt8(code - 57399) + UInt8(ascii: "0")))
    case 57409: return .char(".")
    case 57410: return .char("/")
    case 57411: return .char("*")
    case 57412: return .char("-")
    case 57413: return .char("+")
    case 57414: return .enter
    case 57415: return .char("=")
    case 57416: return .char(",")
    case 57417: return .left
    case 57418: return .right
    case 57419: return .up
    case 57420: return .down
    case 57421: return .pageUp
    case 57422: return .pageDown
    case 57423: return .home
    case 57424: return .end
    case 57425: return .insert
    case 57426: return .delete
    default: return nil
    }
  }

  /// The scalar for a code point that can be typed as text: not a control
  /// character, surrogate or private-use code.
  static func printableScalar(_ code: Int) -> Unicode.Scalar? {
    guard code >= 0x20, code != 0x7F, !(0x80...0x9F).contains(code),
      !(0xE000...0xF8FF).contains(code), code <= 0x10FFFF,
      let scalar = Unicode.Scalar(UInt32(code))
    else { return nil }
    return scalar
  }
}
