/// The shape of a control sequence introduced by `ESC [` (CSI), as ECMA-48
/// gives it and terminals read it: one scanner for the terminal's input
/// (keys, mouse reports), for items' colour codes on screen (`--ansi`) and
/// for the text search looks at.
///
///     ESC [ < 0 ; 5 ; 3 M
///     └─┬─┘ └────┬────┘ └ final byte, 0x40–0x7E
///      CSI   body: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F
///
/// ECMA-48 puts the parameters before the intermediates; a terminal that
/// meets a parameter after an intermediate still reads on to the final
/// byte and ignores the whole sequence, and so does this scanner: the body
/// is any run of 0x20–0x3F. Whether the body means anything (a key, SGR
/// codes) is for the caller to decide. Any other byte (a C0 control, DEL, a
/// byte that is not ASCII) cannot be inside a sequence: it breaks it.
public enum ControlSequence {
  /// What follows `ESC [`.
  public enum Scan: Equatable, Sendable {
    /// The final byte is at `final`; the body is everything before it.
    case complete(final: Int)
    /// No final byte before `end`: the bytes, or the caller's limit, ran out.
    case unfinished(end: Int)
    /// The byte at `at` cannot be part of a control sequence.
    case broken(at: Int)
  }

  /// Scans the body and final byte of a control sequence whose body starts
  /// at `start` (just after `ESC [`), looking no further than `limit`.
  ///
  ///     bytes                   scan(bytes, from: 2, limit: bytes.count)
  ///     ESC [ 1 ; 3 1 m x       .complete(final: 6)
  ///     ESC [ 1 ; 3             .unfinished(end: 5)
  ///     ESC [ 3 LF 1 m          .broken(at: 3)
  ///
  /// - Complexity: O(*k*), *k* the bytes scanned (at most `limit - start`).
  public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Scan {
    let end = Swift.min(limit, bytes.count)
    var i = start
    while i < end {
      switch bytes[i] {
      case 0x20...0x3F: i += 1
      case 0x40...0x7E: return .complete(final: i)
      default: return .broken(at: i)
      }
    }
    return .unfinished(end: Swift.max(end, start))
  }

  /// The index after the control sequence that starts at `start` with
  /// `ESC [`; nil when none is complete there.
  public static func end(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> Int? {
    guard start + 1 < bytes.count, bytes[start] == 0x1B, bytes[start + 1] == UInt8(ascii: "["),
      case .complete(let final) = scan(bytes, from: start + 2, limit: limit)
    else { return nil }
    return final + 1
  }
}
