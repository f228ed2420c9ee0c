/// Decodes raw terminal input, in whatever pieces `read(2)` returns it, into
/// ``InputEvent`` values.
///
/// A sequence can be split anywhere between two reads, so the decoder keeps
/// an unfinished one until the next ``feed(_:)``; feeding bytes one at a
/// time gives the same events as feeding them all at once. Only a lone
/// `ESC` cannot be decided from the bytes alone (it is also the first byte
/// of every sequence): while ``hasPending`` is true the caller waits the
/// escape delay and then calls ``flush()``.
///
///     var decoder = InputDecoder()
///     decoder.feed("\u{1B}[".utf8)  // []: could still become an arrow
///     decoder.feed("A".utf8)        // [.key(KeyPress(.up))]
///     decoder.feed("\u{1B}".utf8)   // [], and hasPending is true
///     decoder.flush()               // [.key(KeyPress(.escape))]
///
/// Understood: UTF-8 text and C0 controls; `ESC` + key as Alt+key; the CSI
/// and SS3 keys of xterm, VT220 and the Linux console with xterm's modifier
/// parameter; the kitty keyboard protocol (`CSI … u` and event types);
/// xterm's modifyOtherKeys form `CSI 27;mods;code ~`; SGR, X10 and urxvt
/// mouse reports; bracketed paste; the replies to the kitty keyboard,
/// primary device attributes and cursor position queries. A well-formed
/// sequence that means
/// nothing here becomes ``InputEvent/unknown(_:)``. A malformed one is
/// given up, also as `.unknown`, at the first byte that cannot belong to
/// it, and decoding resumes at that byte, so a bad sequence never eats the
/// keys typed after it. Control sequences longer than 64 bytes are cut off
/// the same way and the rest of them is skipped.
///
/// Where terminals disagree or the bytes are ambiguous:
/// - Printable keys are reported as sent. Shift+j from a legacy terminal is
///   `.char("J")` with no modifiers; from the kitty protocol it is
///   `.char("j")` with ``KeyModifiers/shift``. Key bindings compare
///   ``KeyPress/normalized`` forms so both meet at `.char("J")`.
/// - A cursor position report `CSI 1;5R` (row 1, column 5) is also how
///   xterm sends Ctrl+F3. While ``expectsCursorPosition`` is true (the
///   caller asked with `CSI 6n` and awaits the reply) it is the report;
///   otherwise the key. Replies for any other row are never keys, and the
///   DEC form `CSI ? row;column R` is always a report.
/// - `ESC ESC` is Escape followed by whatever the second `ESC` starts, not
///   Alt+Escape, so a held Escape key yields Escapes.
/// - `0x08` and `0x7F` are both Backspace, `0x0A` and `0x0D` both Enter,
///   `0x09` is Tab; the other C0 bytes are Ctrl+letter (`0x03` is Ctrl+c).
/// - Invalid UTF-8 becomes `.unknown` holding the offending bytes.
/// - An open bracketed paste ends at its end marker, or at Ctrl-C (`0x03`,
///   which is then decoded as the key: a paste never swallows it; fzf
///   likewise decodes the keys between the markers one by one). Only its
///   first ``maxPasteLength`` bytes are kept: they are reported then, and
///   the rest, up to the end marker, is dropped, never decoded as keys.
///   ``flush()`` leaves it open and ``hasPending`` does not count it.
///
/// - Complexity: Amortized O(*n*) in the bytes fed. An unfinished sequence,
///   at most 64 bytes, is scanned again when more bytes arrive.
public struct InputDecoder: Sendable {
  /// Control sequences longer than this are cut off. Real ones are shorter:
  /// a kitty key with alternates, modifiers and text is typically 20–40.
  static let maxSequenceLength = 64

  /// Bytes received but not yet decoded: an unfinished sequence.
  private var pending: [UInt8] = []
  /// A paste keeps at most this many bytes (1 MiB); the rest is dropped.
  static let maxPasteLength = 1 << 20

  /// Inside a bracketed paste, collecting ``pasted`` until `CSI 201~`.
  private var isPasting = false
  private var pasted: [UInt8] = []
  /// Past ``maxPasteLength``: the paste was reported; the rest is dropped.
  private var isDroppingPaste = false
  /// How many bytes of the end marker the paste's last bytes match.
  private var pasteEndMatched = 0
  /// Dropping the rest of an over-long control sequence, up to its final
  /// byte.
  private var isSkippingOverlong = false

  /// Whether a cursor position report is awaited: then `CSI 1;N R` is the
  /// report of row 1, not Ctrl/Alt/Shift+F3. Set it while a `CSI 6n` query
  /// is unanswered.
  public var expectsCursorPosition = false

  public init() {}

  /// True when bytes are buffered that could still be the start of a
  /// sequence (e.g. a lone ESC).
  ///
  /// While it is true, wait the escape delay for more input, then call
  /// ``flush()``. An open bracketed paste does not count: it may take any
  /// time to arrive and ends only at its end marker.
  public var hasPending: Bool { !pending.isEmpty || isSkippingOverlong }

  /// Feeds bytes as read from the terminal; returns every event completed
  /// by them. Incomplete sequences are kept for the next call.
  ///
  /// - Parameter bytes: The next bytes from the terminal, in order.
  /// - Returns: The events the bytes complete, oldest first; empty when they
  ///   only start or continue a sequence.
  public mutating func feed<S: Sequence>(_ bytes: S) -> [InputEvent]
  where S.Element == UInt8 {
    pending.append(contentsOf: bytes)
    return decodePending(atEnd: false)
  }

  /// Called when the escape delay (25 ms) passed with no more bytes:
  /// resolves what is buffered and returns those events.
  ///
  /// A lone `ESC` becomes Escape; `ESC [` and `ESC O` become Alt+`[` and
  /// Alt+`O`; `ESC` + a truncated UTF-8 character becomes Escape and
  /// `.unknown`; any other truncated sequence becomes one `.unknown` with
  /// its bytes. An open bracketed paste stays open.
  ///
  /// - Returns: The events for everything that was buffered.
  public mutating func flush() -> [InputEvent] {
    let events = decodePending(atEnd: true)
    isSkippingOverlong = false
    return events
  }

  // MARK: - Driving the scan

  /// What one sequence at the front of the buffer amounts to.
  private enum Step {
    /// The bytes so far are a prefix of a sequence; wait for more.
    case needMore
    case event(InputEvent, length: Int)
    /// `CSI 200~`: what follows is pasted text.
    case pasteStart(length: Int)
    /// A control sequence ran past ``maxSequenceLength`` bytes.
    case overlong(length: Int)
  }

  /// Decodes ``pending`` from the front until it is used up or ends in an
  /// unfinished sequence. With `atEnd`, nothing more is coming: unfinished
  /// sequences are resolved as they stand.
  private mutating func decodePending(atEnd: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    let bytes = pending
    var i = 0
    scanning: while i < bytes.count {
      if isPasting {
        i = collectPaste(bytes, from: i, into: &events)
        continue
      }
      if isSkippingOverlong {
        switch bytes[i] {
        case 0x20...0x3F:
          i += 1
          continue
        case 0x40...0x7E:
          i += 1
          isSkippingOverlong = false
          continue
        default:
          // Not part of any control sequence: decode it normally.
          isSkippingOverlong = false
        }
      }
      switch Self.step(bytes, at: i, atEnd: atEnd, cursorReport: expectsCursorPosition) {
      case .needMore:
        break scanning
      case .event(let event, let length):
        events.append(event)
        i += length
      case .pasteStart(let length):
        isPasting = true
        i += length
      case .overlong(let length):
        events.append(.unknown(Array(bytes[i..<i + length])))
        i += length
        isSkippingOverlong = true
      }
    }
    pending.removeFirst(i)
    return events
  }

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Moves bytes into ``pasted`` until the end marker (or Ctrl-C, left
  /// for the key decoder); returns the index after the last byte taken.
  private mutating func collectPaste(
    _ bytes: [UInt8], from start: Int, into events: inout [InputEvent]
  ) -> Int {
    var i = start
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x03 {
        endPaste(into: &events)
        return i
      }
      i += 1
      // ESC occurs only first in the marker, so a mismatch restarts there.
      if byte == Self.pasteEnd[pasteEndMatched] {
        pasteEndMatched += 1
      } else {
        pasteEndMatched = byte == 0x1B ? 1 : 0
      }
      if !isDroppingPaste { pasted.append(byte) }
      if pasteEndMatched == Self.pasteEnd.count {
        endPaste(into: &events)
        return i
      }
      if !isDroppingPaste && pasted.count >= Self.maxPasteLength {
        events.append(.paste(pasted))
        pasted = []
        isDroppingPaste = true
      }
    }
    return i
  }

  /// Reports what was kept of the paste (without the end marker, or the
  /// part of it seen) and leaves paste mode.
  private mutating func endPaste(into events: inout [InputEvent]) {
    if !isDroppingPaste {
      pasted.removeLast(min(pasteEndMatched, pasted.count))
      events.append(.paste(pasted))
    }
    pasted = []
    isPasting = false
    isDroppingPaste = false
    pasteEndMatched = 0
  }

  // MARK: - One sequence

  private static let esc: UInt8 = 0x1B

  /// Decodes the sequence starting at `bytes[start]`.
  private static func step(_ bytes: [UInt8], at start: Int, atEnd: Bool, cursorReport: Bool)
    -> Step
  {
    guard bytes[start] == esc else {
      switch plainKey(bytes, at: start) {
      case .key(let key, let length):
        return .event(.key(key), length: length)
      case .invalid(let length):
        return .event(.unknown(Array(bytes[start..<start + length])), length: length)
      case .needMore:
        return atEnd ? unknownRest(bytes, from: start) : .needMore
      }
    }
    let escape = Step.event(.key(KeyPress(.escape)), length: 1)
    guard start + 1 < bytes.count else { return atEnd ? escape : .needMore }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return controlSequence(bytes, at: start, atEnd: atEnd, cursorReport: cursorReport)
    case UInt8(ascii: "O"):
      return singleShift(bytes, at: start, atEnd: atEnd)
    case esc:
      return escape
    default:
      switch plainKey(bytes, at: start + 1) {
      case .key(var key, let length):
        key.modifiers.insert(.alt)
        return .event(.key(key), length: 1 + length)
      case .invalid:
        return escape
      case .needMore:
        return atEnd ? escape : .needMore
      }
    }
  }

  private static func unknownRest(_ bytes: [UInt8], from start: Int) -> Step {
    .event(.unknown(Array(bytes[start...])), length: bytes.count - start)
  }

  private static func alt(_ character: Unicode.Scalar, length: Int) -> Step {
    .event(.key(KeyPress(.char(character), .alt)), length: length)
  }

  // MARK: - Plain keys and UTF-8

  private enum PlainKey {
    case key(KeyPress, length: Int)
    /// Not UTF-8: the first `length` bytes are garbage.
    case invalid(length: Int)
    case needMore
  }

  /// Decodes one key that is not an escape sequence: a C0 control byte or
  /// one UTF-8 encoded character.
  private static func plainKey(_ bytes: [UInt8], at start: Int) -> PlainKey {
    let byte = bytes[start]
    if let key = controlKey(byte) { return .key(key, length: 1) }
    if byte < 0x80 { return .key(KeyPress(.char(Unicode.Scalar(byte))), length: 1) }
    return utf8Key(bytes, at: start)
  }

  /// The key a terminal means by a C0 control byte or DEL.
  private static func controlKey(_ byte: UInt8) -> KeyPress? {
    switch byte {
    case 0x0D, 0x0A: return KeyPress(.enter)
    case 0x09: return KeyPress(.tab)
    case 0x08, 0x7F: return KeyPress(.backspace)
    case 0x1B: return KeyPress(.escape)
    case 0x00: return KeyPress(.char(" "), .ctrl)
    // 0x01 is Ctrl+a … 0x1A is Ctrl+z.
    case 0x01...0x1A: return KeyPress(.char(Unicode.Scalar(byte + 0x60)), .ctrl)
    // 0x1C…0x1F are Ctrl+\ ] ^ _.
    case 0x1C...0x1F: return KeyPress(.char(Unicode.Scalar(byte + 0x40)), .ctrl)
    default: return nil
    }
  }

  /// Decodes one UTF-8 character as Unicode's table 3-7 allows. A byte that
  /// cannot come next ends the garbage before it, as in the maximal-subpart
  /// practice of the standard.
  private static func utf8Key(_ bytes: [UInt8], at start: Int) -> PlainKey {
    let lead = bytes[start]
    // The second byte's range rules out overlong forms, surrogates and
    // code points past U+10FFFF.
    let length: Int
    let second: ClosedRange<UInt8>
    switch lead {
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return .invalid(length: 1)
    }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      guard start + offset < bytes.count else { return .needMore }
      let byte = bytes[start + offset]
      guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else {
        return .invalid(length: offset)
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
    return .key(KeyPress(.char(scalar)), length: length)
  }

  // MARK: - SS3 (ESC O)

  /// `ESC O` + one byte: cursor keys in application mode, F1–F4, and the
  /// keypad in application keypad mode.
  private static func singleShift(_ bytes: [UInt8], at start: Int, atEnd: Bool)
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
  private static func cursorKey(_ final: UInt8) -> Key? {
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
  private static func keypadKey(_ final: UInt8) -> Key? {
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
  private static func controlSequence(
    _ bytes: [UInt8], at start: Int, atEnd: Bool, cursorReport: Bool
  ) -> Step {
    let first = start + 2
    guard first < bytes.count else { return atEnd ? alt("[", length: 2) : .needMore }
    switch bytes[first] {
    case UInt8(ascii: "M"): return x10Mouse(bytes, at: start, atEnd: atEnd)
    case UInt8(ascii: "["): return linuxFunctionKey(bytes, at: start, atEnd: atEnd)
    default: break
    }
    var i = first
    while i < bytes.count {
      if i - start >= maxSequenceLength {
        return .overlong(length: maxSequenceLength)
      }
      switch bytes[i] {
      case 0x20...0x3F:
        i += 1
      case 0x40...0x7E:
        return complete(Array(bytes[start...i]), cursorReport: cursorReport)
      default:
        // A control byte, DEL or a non-ASCII byte cannot be inside a
        // sequence: give up before it and decode it afresh.
        return .event(.unknown(Array(bytes[start..<i])), length: i - start)
      }
    }
    return atEnd ? unknownRest(bytes, from: start) : .needMore
  }

  /// Interprets a complete control sequence, `ESC [` through the final
  /// byte. With `cursorReport`, `CSI 1;N R` is a cursor position report
  /// rather than a modified F3.
  private static func complete(_ sequence: [UInt8], cursorReport: Bool) -> Step {
    let unknown = Step.event(.unknown(sequence), length: sequence.count)
    guard let final = sequence.last else { return unknown }
    var parameterBytes = sequence.dropFirst(2).dropLast()
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
    guard let parameters = Parameters(parameterBytes) else { return unknown }
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

  /// The 0-based row and column of a cursor position report's parameters
  /// (`row;column`, both from 1, no sub-parameters); nil for any other shape.
  private static func cursorPosition(_ parameters: Parameters) -> (row: Int, column: Int)? {
    guard parameters.fields.count == 2, parameters.fields.allSatisfy({ $0.count == 1 }),
      let row = parameters.value(0), let column = parameters.value(1), row >= 1, column >= 1
    else { return nil }
    return (row - 1, column - 1)
  }

  /// Control sequences without a private marker: keys and urxvt mouse
  /// reports.
  private static func plainControlSequence(_ parameters: Parameters, final: UInt8)
    -> InputEvent?
  {
    let modifiers = Self.modifiers(parameters.value(1))
    let kind = Self.kind(parameters.value(1, 1))
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
      return .key(KeyPress(key, modifiers, kind))
    case UInt8(ascii: "Z"):
      guard parameters.fields.count <= 2, parameters.value(0) ?? 1 == 1 else { return nil }
      return .key(KeyPress(.tab, modifiers.union(.shift), kind))
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
      return .key(KeyPress(key, modifiers, kind))
    }
  }

  /// VT220-style `CSI number ~` keys.
  private static func tildeKey(_ number: Int) -> Key? {
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
  private static func linuxFunctionKey(
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

  // MARK: - Kitty keyboard protocol

  /// `CSI code[:shifted[:base]] ; mods[:event] ; text u`.
  ///
  /// Kitty always sends the unshifted code: Shift+j is `j` + shift. A
  /// symbol typed with Shift is reported as the shifted symbol without
  /// shift when the terminal sends it (flag 4, alternate keys), so `?`
  /// stays `?` rather than becoming Shift+`/`.
  private static func kittyKey(_ parameters: Parameters) -> InputEvent? {
    guard let code = parameters.value(0) else { return nil }
    var modifiers = Self.modifiers(parameters.value(1))
    let kind = Self.kind(parameters.value(1, 1))
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
    return .key(KeyPress(key, modifiers, kind))
  }

  /// A key named by its Unicode code point, as in kitty's `CSI code u` and
  /// xterm's `CSI 27;mods;code ~`.
  private static func unicodeKey(_ code: Int) -> Key? {
    switch code {
    case 13: return .enter
    case 9: return .tab
    case 8, 127: return .backspace
    case 27: return .escape
    default: return printableScalar(code).map(Key.char)
    }
  }

  /// Kitty's numbers for keys that have no code point (Unicode private
  /// use area). Keypad keys are reported as the keys they stand for;
  /// modifier keys, locks and media keys as nil.
  private static func functionalKey(_ code: Int) -> Key? {
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
  private static func printableScalar(_ code: Int) -> Unicode.Scalar? {
    guard code >= 0x20, code != 0x7F, !(0x80...0x9F).contains(code),
      !(0xE000...0xF8FF).contains(code), code <= 0x10FFFF,
      let scalar = Unicode.Scalar(UInt32(code))
    else { return nil }
    return scalar
  }

  /// Modifiers from xterm's and kitty's encoding, 1 + bits (shift 1, alt 2,
  /// ctrl 4, super 8). Hyper, meta, Caps Lock and Num Lock are dropped, so
  /// Ctrl+c with Num Lock on is still Ctrl+c.
  private static func modifiers(_ value: Int?) -> KeyModifiers {
    guard let value, value > 1 else { return [] }
    return KeyModifiers(rawValue: UInt8((value - 1) & 0x0F))
  }

  /// Kitty's event type sub-field: 1 press (the default), 2 repeat,
  /// 3 release.
  private static func kind(_ value: Int?) -> KeyEventKind {
    switch value {
    case 2: return .repeat
    case 3: return .release
    default: return .press
    }
  }

  // MARK: - Mouse

  /// SGR report `CSI < button ; x ; y M` (`m` for a release), 1-based.
  private static func sgrMouse(_ parameters: Parameters, isRelease: Bool) -> InputEvent? {
    guard parameters.fields.count == 3, parameters.fields.allSatisfy({ $0.count == 1 }),
      let code = parameters.value(0), let x = parameters.value(1),
      let y = parameters.value(2)
    else { return nil }
    return mouse(code: code, x: x - 1, y: y - 1, isRelease: isRelease)
  }

  /// X10 / normal report `CSI M` + three bytes, each the value + 32 and
  /// coordinates 1-based. Those bytes are never controls, so a control byte
  /// (say the `ESC` of the next sequence) ends a truncated report.
  private static func x10Mouse(_ bytes: [UInt8], at start: Int, atEnd: Bool) -> Step {
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
  private static func mouse(code: Int, x: Int, y: Int, isRelease: Bool) -> InputEvent? {
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
      return .mouse(MouseEvent(kinds[low], .none, x: x, y: y, modifiers: modifiers))
    }
    let button: MouseEvent.Button
    if code & 128 != 0 {
      button = .other(8 + low + (code & 64 != 0 ? 4 : 0))
    } else {
      button = [.left, .middle, .right, .none][low]
    }
    let kind: MouseEvent.Kind
    if isRelease {
      kind = .release
    } else if isMotion {
      kind = button == .none ? .move : .drag
    } else {
      kind = button == .none ? .release : .press
    }
    return .mouse(MouseEvent(kind, button, x: x, y: y, modifiers: modifiers))
  }
}

// MARK: - Parameters

/// The parameters of a control sequence: fields separated by `;`, each of
/// sub-fields separated by `:`.
///
///     "1;5:3"  → [[1], [5, 3]]
///     "97::98" → [[97, nil, 98]]
///     ""       → []
private struct Parameters {
  /// Larger numbers are clamped to this; none of ours come close.
  static let largest = 1 << 30

  var fields: [[Int?]]

  /// Parses decimal digits, `;` and `:`; nil for any other byte.
  init?(_ bytes: ArraySlice<UInt8>) {
    fields = []
    guard !bytes.isEmpty else { return }
    var field: [Int?] = []
    var number: Int?
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number = min((number ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), Self.largest)
      case UInt8(ascii: ":"):
        field.append(number)
        number = nil
      case UInt8(ascii: ";"):
        field.append(number)
        fields.append(field)
        field = []
        number = nil
      default:
        return nil
      }
    }
    field.append(number)
    fields.append(field)
  }

  /// Sub-field `sub` of field `index`; nil when absent or empty.
  func value(_ index: Int, _ sub: Int = 0) -> Int? {
    guard index < fields.count, sub < fields[index].count else { return nil }
    return fields[index][sub]
  }
}
