import ReorderCore

// Keys in escape sequences: SS3 (`ESC O`), CSI (`ESC [`) with xterm's
// modifier parameter, VT220 `CSI n ~` keys, the Linux console's F1–F5, and
// the replies to the terminal queries.

extension InputDecoder {
  // MARK: - SS3 (ESC O)

  /// `ESC O` + one byte: cursor keys in application mode, F1–F4, and the
  /// keypad in application keypad mode.
  static func singleShift(_ bytes: [UInt8], at start: Int, atEnd: Bool)
    -> Step
  {
    guard start + 2 < bytes.count else {
      return atEnd ? alt("O", length: 2) : .needMore
    }
    let final = bytes[start + 2]
    if let key = cursorKey(final) ?? keypadKey(final) {
      return .event(.key(KeyPress(key)), length: 3)
    }
    if (0x40...0x7E).contains(final) {
      return .event(.unknown(Array(bytes[start...start + 2])), length: 3)
    }
    return alt("O", length: 2)
  }

  /// Keys of the final byte in `CSI 1;mods X` and `SS3 X`.
  static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "R"): return .function(3)
    case UInt8(ascii: "S"): return .function(4)
    default: return nil
    }
  }

  /// Application keypad (`SS3 M`, `SS3 j`…`SS3 y`), as the keys they stand
  /// for.
  static func keypadKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "M"): return .enter
    case UInt8(ascii: "X"): return .char("=")
    case UInt8(ascii: "j"): return .char("*")
    case UInt8(ascii: "k"): return .char("+")
    case UInt8(ascii: "l"): return .char(",")
    case UInt8(ascii: "m"): return .char("-")
    case UInt8(ascii: "n"): return .char(".")
    case UInt8(ascii: "o"): return .char("/")
    case UInt8(ascii: "p")...UInt8(ascii: "y"):
      return .char(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0")))
    default: return nil
    }
  }

  // MARK: - CSI (ESC [)

  /// `ESC [` parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F),
  /// one final byte (0x40–0x7E); plus the two forms that break that shape,
  /// X10 mouse reports and Linux console F1–F5.
  ///
  ///     ESC [ < 0 ; 5 ; 3 M
  ///     └─┬─┘ └────┬────┘ └ final
  ///      CSI   parameters (the first may be a private marker < = > ?)
  static func controlSequence(
    _ bytes: [UInt8], at start: Int, atEnd: Bool, cursorReport: Bool
  ) -> Step {
    let first = start + 2
    guard first < bytes.count else { return atEnd ? alt("[", length: 2) : .needMore }
    switch bytes[first] {
    case UInt8(ascii: "M"): return x10Mouse(bytes, at: start, atEnd: atEnd)
    case UInt8(ascii: "["): return linuxFunctionKey(bytes, at: start, atEnd: atEnd)
    default: break
    }
    let limit = min(bytes.count, start + maxSequenceLength)
    switch bytes.withUnsafeBufferPointer({ ControlSequence.scan($0, from: first, limit: limit) }) {
    case .complete(let final):
      return complete(Array(bytes[start...final]), cursorReport: cursorReport)
    case .broken(let i):
      // A control byte, DEL or a non-ASCII byte cannot be inside a
      // sequence: give up before it and decode it afresh.
      return .event(.unknown(Array(bytes[start..<i])), length: i - start)
    case .unfinished(let end):
      if end < bytes.count { return .overlong(length: maxSequenceLength) }
      return atEnd ? unknownRest(bytes, from: start) : .needMore
    }
  }

  /// Interprets a complete control sequence, `ESC [` through the final
  /// byte. With `cursorReport`, `CSI 1;N R` is a cursor position report
  /// rather than a modified F3.
  static func complete(_ sequence: [UInt8], cursorReport: Bool) -> Step {
    let unknown = Step.event(.unknown(sequence), length: sequence.count)
    guard let final = sequence.last else { return unknown }
    var parameterBytes = sequence.dropFirst(2).dropLast()
    if let report = modeReport(parameterBytes, final: final) {
      return .event(report, length: sequence.count)
    }
    // Intermediate bytes (and parameter bytes after them) mean nothing in
    // any reply or key we know.
    guard parameterBytes.allSatisfy({ (0x30...0x3F).contains($0) }) else {
      return unknown
    }
    var marker: UInt8?
    if let byte = parameterBytes.first, (0x3C...0x3F).contains(byte) {
      marker = byte
      parameterBytes = parameterBytes.dropFirst()
    }
    guard let parameters = CSIParameters(parameterBytes) else { return unknown }
    let event: InputEvent?
    switch marker {
    case nil:
      if final == UInt8(ascii: "~"), parameters.fields.count == 1,
        parameters.value(0) == 200
      {
        return .pasteStart(length: sequence.count)
      }
      if final == UInt8(ascii: "R"), let position = cursorPosition(parameters),
        cursorReport || position.row != 0
      {
        event = .cursorPosition(row: position.row, column: position.column)
      } else {
        event = plainControlSequence(parameters, final: final)
      }
    case .some(UInt8(ascii: "?")) where final == UInt8(ascii: "R"):
      // DECXCPR: CSI ? row ; column [; page] R.
      var report = parameters
      if report.fields.count == 3 { report.fields.removeLast() }
      event = cursorPosition(report).map { .cursorPosition(row: $0.row, column: $0.column) }
    case .some(UInt8(ascii: "<"))
    where final == UInt8(ascii: "M") || final == UInt8(ascii: "m"):
      event = sgrMouse(parameters, isRelease: final == UInt8(ascii: "m"))
    case .some(UInt8(ascii: "?")) where final == UInt8(ascii: "u"):
      event = .keyboardProtocolReply(flags: parameters.value(0) ?? 0)
    case .some(UInt8(ascii: "?")) where final == UInt8(ascii: "c"):
      event = .deviceAttributes
    default:
      event = nil
    }
    guard let event else { return unknown }
    return .event(event, length: sequence.count)
  }

  /// A DECRPM reply, `CSI ? mode ; state $ y` (the parameters between
  /// `CSI` and the final byte given): the one reply with an intermediate
  /// byte that we ask for.
  static func modeReport(_ bytes: ArraySlice<UInt8>, final: UInt8) -> InputEvent? {
    guard final == UInt8(ascii: "y"), bytes.first == UInt8(ascii: "?"),
      bytes.last == UInt8(ascii: "$"),
      let parameters = CSIParameters(bytes.dropFirst().dropLast()),
      parameters.fields.count == 2, parameters.fields.allSatisfy({ $0.count == 1 }),
      let mode = parameters.value(0), let state = parameters.value(1)
    else { return nil }
    return .modeReport(mode: mode, state: state)
  }

  /// The 0-based row and column of a cursor position report's parameters
  /// (`row;column`, both from 1, no sub-parameters); nil for any other shape.
  static func cursorPosition(_ parameters: CSIParameters) -> (row: Int, column: Int)? {
    guard parameters.fields.count == 2, parameters.fields.allSatisfy({ $0.count == 1 }),
      let row = parameters.value(0), let column = parameters.value(1), row >= 1, column >= 1
    else { return nil }
    return (row - 1, column - 1)
  }

  /// Control sequences without a private marker: keys and urxvt mouse
  /// reports.
  static func plainControlSequence(_ parameters: CSIParameters, final: UInt8)
    -> InputEvent?
  {
    let modifiers = Self.modifiers(parameters.value(1))
    let phase = Self.phase(parameters.value(1, 1))
    switch final {
    case UInt8(ascii: "u"):
      return kittyKey(parameters)
    case UInt8(ascii: "~"):
      guard let number = parameters.value(0) else { return nil }
      if number == 27, let code = parameters.value(2) {
        // xterm modifyOtherKeys: CSI 27 ; mods ; code ~
        return unicodeKey(code).map { .key(KeyPress($0, modifiers)) }
      }
      guard parameters.fields.count <= 2, let key = tildeKey(number) else { return nil }
      return .key(KeyPress(key, modifiers, phase))
    case UInt8(ascii: "Z"):
      guard parameters.fields.count <= 2, parameters.value(0) ?? 1 == 1 else { return nil }
      return .key(KeyPress(.tab, modifiers.union(.shift), phase))
    case UInt8(ascii: "M"):
      guard parameters.fields.count == 3, let code = parameters.value(0),
        let x = parameters.value(1), let y = parameters.value(2)
      else { return nil }
      return mouse(code: code - 32, x: x - 1, y: y - 1, isRelease: false)
    default:
      // CSI 1;mods X. Anything else before the final byte (say a cursor
      // position report, CSI row;col R) is not a key.
      guard let key = cursorKey(final), parameters.fields.count <= 2,
        parameters.value(0) ?? 1 == 1
      else { return nil }
      return .key(KeyPress(key, modifiers, phase))
    }
  }

  /// VT220-style `CSI number ~` keys.
  static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23, 24: return .function(number - 12)
    default: return nil
    }
  }

  /// The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
  static func linuxFunctionKey(
    _ bytes: [UInt8], at start: Int, atEnd: Bool
  ) -> Step {
    let keyIndex = start + 3
    guard keyIndex < bytes.count else {
      return atEnd ? unknownRest(bytes, from: start) : .needMore
    }
    let byte = bytes[keyIndex]
    guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) else {
      return .event(.unknown(Array(bytes[start..<keyIndex])), length: 3)
    }
    return .event(.key(KeyPress(.function(Int(byte - UInt8(ascii: "A")) + 1))), length: 4)
  }

  /// Modifiers from xterm's and kitty's encoding, 1 + bits (shift 1, alt 2,
  /// ctrl 4, super 8). Hyper, meta, Caps Lock and Num Lock are dropped, so
  /// Ctrl+c with Num Lock on is still Ctrl+c.
  static func modifiers(_ value: Int?) -> KeyModifiers {
    guard let value, value > 1 else { return [] }
    return KeyModifiers(rawValue: UInt8((value - 1) & 0x0F))
  }

  /// Kitty's event type sub-field: 1 press (the default), 2 repeat,
  /// 3 release.
  static func phase(_ value: Int?) -> KeyEventPhase {
    switch value {
    case 2: return .repeat
    case 3: return .release
    default: return .press
    }
  }

}
