import ReorderCore

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
/// primary device attributes, cursor position and background colour (OSC
/// 11, ``OperatingSystemCommand``) queries. A well-formed
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
/// - C0 bytes are named as fzf names them: `0x0D` is Enter, `0x09` Tab,
///   `0x7F` Backspace, `0x1B` Escape; every other one is Ctrl+letter, so
///   `0x0A` is Ctrl+j (not Enter) and `0x08` Ctrl+h (not Backspace). A
///   legacy terminal sends the same byte for Ctrl+m as for Enter (`0x0D`),
///   for Ctrl+i as for Tab (`0x09`) and for Ctrl+[ as for Escape, so those
///   three are Enter, Tab and Escape here; the kitty keyboard protocol
///   (`CSI 109;5u`…) keeps them apart.
/// - Invalid UTF-8 becomes `.unknown` holding the offending bytes.
/// - An open bracketed paste ends at its end marker, or at Ctrl-C (`0x03`,
///   which is then decoded as the key: a paste never swallows it; fzf
///   likewise decodes the keys between the markers one by one). Only its
///   first ``maxPasteLength`` bytes are kept: they are reported then, and
///   the rest, up to the end marker, is dropped, never decoded as keys.
///   ``flush()`` leaves it open and ``hasPending`` does not count it. So
///   does a reply begun (`ESC ]` and a digit, DCS, APC): one split by a
///   slow link is never keys. A reply is bounded: 4 KiB are read, the
///   rest up to its end dropped, and one unfinished
///   ``OperatingSystemCommand/maxTime`` after it began is given up
///   (``replyDeadline``, ``expire(at:)``), never read as keys.
///
/// - Complexity: Amortized O(*n*) in the bytes fed. An unfinished sequence,
///   at most 64 bytes, is scanned again when more bytes arrive.
public struct InputDecoder: Sendable {
  /// Control sequences longer than this are cut off. Real ones are shorter:
  /// a kitty key with alternates, modifiers and text is typically 20–40.
  static let maxSequenceLength = 64

  /// Bytes received but not yet decoded: an unfinished sequence.
  var pending: [UInt8] = []
  /// A paste keeps at most this many bytes (1 MiB); the rest is dropped.
  static let maxPasteLength = 1 << 20

  /// Inside a bracketed paste, collecting ``pasted`` until `CSI 201~`.
  var isPasting = false
  var pasted: [UInt8] = []
  /// Past ``maxPasteLength``: the paste was reported; the rest is dropped.
  var isDroppingPaste = false
  /// How many bytes of the end marker the paste's last bytes match.
  var pasteEndMatched = 0
  /// Dropping the rest of an over-long control sequence, up to its final
  /// byte.
  private var isSkippingOverlong = false
  /// Dropping the rest of an over-long reply, up to its end (BEL or ST),
  /// a byte that cannot be in it, or ``replyDeadline``.
  var isDroppingReply = false
  /// When the reply being read (or dropped) began: its first byte's feed.
  var replyBegan: Duration?
  /// The latest time fed (``feed(_:at:)``, ``expire(at:)``).
  var clock: Duration = .zero

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
  public var hasPending: Bool {
    (!pending.isEmpty && !OperatingSystemCommand.isOpen(pending) && !isDroppingReply) || isSkippingOverlong
  }

  /// Feeds bytes as read from the terminal; returns every event completed
  /// by them. Incomplete sequences are kept for the next call.
  ///
  /// - Parameter bytes: The next bytes from the terminal, in order.
  /// - Returns: The events the bytes complete, oldest first; empty when they
  ///   only start or continue a sequence.
  public mutating func feed<S: Sequence>(_ bytes: S) -> [InputEvent]
  where S.Element == UInt8 {
    feed(bytes, at: clock)
  }

  /// Feeds bytes read at `now` (the caller's clock, e.g. the time since
  /// the session began), which bounds the replies in time: a reply begun
  /// more than ``OperatingSystemCommand/maxTime`` ago is given up first
  /// (``expire(at:)``), so these bytes are keys again.
  public mutating func feed<S: Sequence>(_ bytes: S, at now: Duration) -> [InputEvent]
  where S.Element == UInt8 {
    var events = expire(at: now)
    pending.append(contentsOf: bytes)
    events += decodePending(atEnd: false)
    noteReply(at: now)
    return events
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
  enum Step {
    /// The bytes so far are a prefix of a sequence; wait for more.
    case needMore
    case event(InputEvent, length: Int)
    /// `CSI 200~`: what follows is pasted text.
    case pasteStart(length: Int)
    /// A control sequence ran past ``maxSequenceLength`` bytes.
    case overlong(length: Int)
    /// A reply ran past ``OperatingSystemCommand/maxLength`` bytes.
    case overlongReply(length: Int)
  }

  /// Decodes ``pending`` from the front until it is used up or ends in an
  /// unfinished sequence. With `atEnd`, nothing more is coming: unfinished
  /// sequences are resolved as they stand.
  mutating func decodePending(atEnd: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    let bytes = pending
    var i = 0
    scanning: while i < bytes.count {
      if isPasting {
        i = collectPaste(bytes, from: i, into: &events)
        continue
      }
      if isDroppingReply {
        guard let resume = dropReply(bytes, from: i) else {
          i = bytes.count - 1  // a last ESC: perhaps the first half of ST
          break scanning
        }
        i = resume
        continue
      }
      if isSkippingOverlong {
        switch bytes.withUnsafeBufferPointer({ ControlSequence.scan($0, from: i, limit: $0.count) }) {
        case .complete(let final):
          i = final + 1
          isSkippingOverlong = false
          continue
        case .unfinished(let end):
          i = end
          continue
        case .broken(let at):
          // Not part of any control sequence: decode it normally.
          i = at
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
      case .overlongReply(let length):
        events.append(.unknown(Array(bytes[i..<i + length])))
        i += length
        isDroppingReply = true
      }
    }
    pending.removeFirst(i)
    return events
  }

  // MARK: - One sequence

  static let esc: UInt8 = 0x1B

  /// Decodes the sequence starting at `bytes[start]`.
  static func step(_ bytes: [UInt8], at start: Int, atEnd: Bool, cursorReport: Bool)
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
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"):
      switch OperatingSystemCommand.scan(bytes, at: start, atEnd: atEnd) {
      case .needMore: return .needMore
      case .reply(let event, let length): return .event(event, length: length)
      case .invalid(let length): return .event(.unknown(Array(bytes[start..<start + length])), length: length)
      case .overlong(let length): return .overlongReply(length: length)
      case .notOSC: return alt(Unicode.Scalar(bytes[start + 1]), length: 2)
      }
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

  static func unknownRest(_ bytes: [UInt8], from start: Int) -> Step {
    .event(.unknown(Array(bytes[start...])), length: bytes.count - start)
  }

  static func alt(_ character: Unicode.Scalar, length: Int) -> Step {
    .event(.key(KeyPress(.char(character), .alt)), length: length)
  }

  // MARK: - Plain keys and UTF-8

  enum PlainKey {
    case key(KeyPress, length: Int)
    /// Not UTF-8: the first `length` bytes are garbage.
    case invalid(length: Int)
    case needMore
  }

  /// Decodes one key that is not an escape sequence: a C0 control byte or
  /// one UTF-8 encoded character.
  static func plainKey(_ bytes: [UInt8], at start: Int) -> PlainKey {
    let byte = bytes[start]
    if let key = controlKey(byte) { return .key(key, length: 1) }
    if byte < 0x80 { return .key(KeyPress(.char(Unicode.Scalar(byte))), length: 1) }
    return utf8Key(bytes, at: start)
  }

  /// The key a terminal means by a C0 control byte or DEL.
  static func controlKey(_ byte: UInt8) -> KeyPress? {
    switch byte {
    case 0x0D: return KeyPress(.enter)
    case 0x09: return KeyPress(.tab)
    case 0x7F: return KeyPress(.backspace)
    case 0x1B: return KeyPress(.escape)
    case 0x00: return KeyPress(.char(" "), .ctrl)
    // 0x01 is Ctrl+a … 0x1A is Ctrl+z (0x08 Ctrl+h, 0x0A Ctrl+j).
    case 0x01...0x1A: return KeyPress(.char(Unicode.Scalar(byte + 0x60)), .ctrl)
    // 0x1C…0x1F are Ctrl+\ ] ^ _.
    case 0x1C...0x1F: return KeyPress(.char(Unicode.Scalar(byte + 0x40)), .ctrl)
    default: return nil
    }
  }

  /// Decodes one UTF-8 character (``UTF8Validation``). A byte that cannot
  /// come next ends the garbage before it, as in the maximal-subpart
  /// practice of the standard.
  static func utf8Key(_ bytes: [UInt8], at start: Int) -> PlainKey {
    switch bytes.withUnsafeBufferPointer({ UTF8Validation.scalar($0, at: start) }) {
    case .valid(let value, let length):
      guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
      return .key(KeyPress(.char(scalar)), length: length)
    case .invalid(let length):
      return .invalid(length: length)
    case .truncated:
      return .needMore
    }
  }
}
