/// Replies to OSC queries, `ESC ] Ps ; Pt` ended by ST (`ESC \`) or BEL,
/// as ``InputDecoder`` meets them in the input: the terminal's background
/// colour (OSC 11), asked at start to pick a light or a dark palette.
///
///     ESC ] 1 1 ; r g b : f f f f / f f f f / f f f f ESC \
///     └─┬─┘ └┬┘   └───────────────┬───────────────┘ └─┬─┘
///      OSC   Ps                   Pt                  ST
///
/// A reply must never reach the bindings as keys (`r` would open the
/// review, `b` move a row to the bottom), also when it comes late or in
/// pieces: `ESC ]` followed by a digit is taken as a reply, and one left
/// unfinished stays buffered through ``InputDecoder/flush()`` (a reply
/// split by a slow link is not an Escape, `]` and letters). `ESC ]` with
/// anything else after it is Alt+`]` as before.
///
/// The other string replies are read the same way and reported as
/// `.unknown`: DCS (`ESC P` and a digit or `>`: DECRQSS, XTGETTCAP,
/// XTVERSION) and APC (`ESC _ G`: kitty's graphics replies).
///
/// A reply is bounded: at most ``maxLength`` bytes are read as one (the
/// rest, up to its end, is dropped by the decoder) and it is given up
/// ``maxTime`` after it began (``InputDecoder/replyDeadline``): one that
/// never ends swallows the keys of that moment only, never the session.
enum OperatingSystemCommand {
  /// The longest reply read (4 KiB): a colour is about 25 bytes, a
  /// terminal's version or a capability a few dozen.
  static let maxLength = 4096
  /// How long a reply may take from its `ESC` to its end (a reply split by
  /// a slow link arrives within a round trip).
  static let maxTime: Duration = .milliseconds(500)

  enum Scan: Equatable {
    /// A prefix of a reply: wait for more, also at the escape delay.
    case needMore
    /// A complete reply, `length` bytes.
    case reply(InputEvent, length: Int)
    /// Not a reply (`ESC ]` and no digit): Alt+`]`.
    case notOSC
    /// A malformed reply: give up its first `length` bytes.
    case invalid(length: Int)
    /// ``maxLength`` bytes and no end yet: give them up and drop the rest
    /// of the reply.
    case overlong(length: Int)
  }

  /// Scans the bytes from `start`, where `ESC ]` (or `ESC P`, `ESC _`) is.
  ///
  /// - Parameter atEnd: No more bytes are coming now (the escape delay
  ///   passed): a lone `ESC ]` is then Alt+`]`; a reply begun stays open.
  static func scan(_ bytes: [UInt8], at start: Int, atEnd: Bool) -> Scan {
    let first = start + 2
    guard first < bytes.count else { return atEnd ? .notOSC : .needMore }
    guard opens(bytes[start + 1], bytes[first]) else { return .notOSC }
    var i = first
    while i < bytes.count {
      if i - start >= maxLength { return .overlong(length: i - start) }
      let byte = bytes[i]
      switch byte {
      case 0x07:
        return complete(bytes, start: start, end: i, length: i + 1 - start)
      case 0x1B:
        guard i + 1 < bytes.count else { return .needMore }
        guard bytes[i + 1] == UInt8(ascii: "\\") else { return .invalid(length: i - start) }
        return complete(bytes, start: start, end: i, length: i + 2 - start)
      case 0x20...0x7E:
        i += 1
      default:
        return .invalid(length: i - start)
      }
    }
    return .needMore
  }

  /// Whether `pending` (an unfinished sequence) is a reply begun, which
  /// the escape delay does not end.
  static func isOpen(_ pending: [UInt8]) -> Bool {
    pending.count > 2 && pending[0] == 0x1B && opens(pending[1], pending[2])
  }

  /// Whether `ESC`, `introducer`, `first` begins a reply: OSC and a
  /// digit, DCS and a digit or `>`, APC and `G`. (Anything else after
  /// `ESC ]`, `ESC P` or `ESC _` is that key with Alt.)
  static func opens(_ introducer: UInt8, _ first: UInt8) -> Bool {
    switch introducer {
    case UInt8(ascii: "]"): return isDigit(first)
    case UInt8(ascii: "P"): return isDigit(first) || first == UInt8(ascii: ">")
    case UInt8(ascii: "_"): return first == UInt8(ascii: "G")
    default: return false
    }
  }

  /// The event for a reply whose text (`Ps ; Pt`) is `bytes[start + 2 ..< end]`.
  private static func complete(_ bytes: [UInt8], start: Int, end: Int, length: Int) -> Scan {
    let text = bytes[(start + 2)..<end]
    let unknown = Scan.reply(.unknown(Array(bytes[start..<(start + length)])), length: length)
    guard bytes[start + 1] == UInt8(ascii: "]"), let semicolon = text.firstIndex(of: UInt8(ascii: ";")),
      text[..<semicolon].elementsEqual("11".utf8),
      let color = color(text[(semicolon + 1)...])
    else { return unknown }
    return .reply(.backgroundColor(color), length: length)
  }

  /// An X11 colour as terminals report them: `rgb:R/G/B` or
  /// `rgba:R/G/B/A`, each channel 1–4 hex digits scaled to 0–255 (`ffff`
  /// and `ff` are both 255), or `#rrggbb`.
  ///
  ///     color("rgb:ffff/ffff/ffff")   // 255, 255, 255
  ///     color("rgb:1e/1e/2e")         // 30, 30, 46
  static func color<C: Collection>(_ spec: C) -> RGBColor? where C.Element == UInt8 {
    let text = String(decoding: spec, as: UTF8.self)
    if text.hasPrefix("#"), text.utf8.count == 7, text.dropFirst().allSatisfy(\.isHexDigit),
      let value = UInt32(text.dropFirst(), radix: 16)
    {
      return RGBColor(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
    let channels: [Substring]
    if text.hasPrefix("rgb:") {
      channels = text.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
      guard channels.count == 3 else { return nil }
    } else if text.hasPrefix("rgba:") {
      channels = text.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
      guard channels.count == 4 else { return nil }
    } else {
      return nil
    }
    var values: [UInt8] = []
    for channel in channels.prefix(3) {
      guard (1...4).contains(channel.count), channel.allSatisfy(\.isHexDigit),
        let value = UInt32(channel, radix: 16)
      else { return nil }
      let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
      values.append(UInt8((value * 255 + maximum / 2) / maximum))
    }
    return RGBColor(values[0], values[1], values[2])
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
