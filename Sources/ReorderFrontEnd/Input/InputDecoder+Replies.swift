/// The terminal's string replies (OSC, DCS, APC) bounded in length and in
/// time, so one that never ends cannot swallow the keys typed after it.
///
///     ESC ] 1 1 ; q q q … (4 KiB) … q q q … ESC \     j
///     └──── one .unknown ─────┘ └── dropped ──┘     a key
///
///     ESC ] 1 1 ; r g b         (500 ms pass)        j
///     └── .unknown at the deadline ──┘               a key
///
/// - Complexity: O(*n*) in the bytes dropped.
extension InputDecoder {
  /// When an unfinished reply is given up (``expire(at:)``); nil when no
  /// reply is being read. The caller wakes up then.
  public var replyDeadline: Duration? {
    replyBegan.map { $0 + OperatingSystemCommand.maxTime }
  }

  /// Gives up a reply begun ``OperatingSystemCommand/maxTime`` before
  /// `now` and still unfinished: what was kept of it is one `.unknown`
  /// (never keys), a drop of an over-long one ends, and the bytes after
  /// are decoded as keys again.
  ///
  /// - Returns: The events of the bytes this sets free.
  public mutating func expire(at now: Duration) -> [InputEvent] {
    clock = max(clock, now)
    guard let deadline = replyDeadline, now >= deadline else { return [] }
    replyBegan = nil
    if isDroppingReply {
      isDroppingReply = false
      return decodePending(atEnd: false)
    }
    guard OperatingSystemCommand.isOpen(pending) else { return [] }
    let given = pending
    pending = []
    return [.unknown(given)]
  }

  /// Starts or stops the reply's clock after a feed.
  mutating func noteReply(at now: Duration) {
    if isDroppingReply || OperatingSystemCommand.isOpen(pending) {
      if replyBegan == nil { replyBegan = now }
    } else {
      replyBegan = nil
    }
  }

  /// Drops the rest of an over-long reply from `start`.
  ///
  /// - Returns: Where decoding resumes: after its BEL or ST, or at a byte
  ///   that cannot be in a reply (a control such as Ctrl-C, or ESC without
  ///   `\`), which is then decoded as it is; nil when the bytes end in
  ///   `ESC`, which may be the first half of ST.
  mutating func dropReply(_ bytes: [UInt8], from start: Int) -> Int? {
    var i = start
    while i < bytes.count {
      switch bytes[i] {
      case 0x20...0x7E:
        i += 1
      case 0x07:
        isDroppingReply = false
        return i + 1
      case Self.esc:
        guard i + 1 < bytes.count else { return nil }
        isDroppingReply = false
        return bytes[i + 1] == UInt8(ascii: "\\") ? i + 2 : i
      default:
        isDroppingReply = false
        return i
      }
    }
    return i
  }
}
