/// One-line descriptions of every action, as accessible drag-and-drop
/// libraries announce to screen readers; the front end shows the latest in
/// the status line.
///
/// Positions are 1-based, as a person counts.
public enum Narrator {
  /// An item's text for narration, quoted: its first `limit` characters,
  /// with "…" if there is more.
  ///
  /// Bytes that are not UTF-8 are written `\xNN`, as the list draws them
  /// (a lossy decode would show U+FFFD instead); controls and other
  /// characters that must not reach the terminal raw are left to the view,
  /// which escapes the whole status line the same way as the rows.
  ///
  /// For the bytes `63 61 66 E9 20 1B 5B 31 6D` ("caf", a Latin-1 é, a
  /// space, ESC [1m) the label is `"caf\xe9 ` + ESC + `[1m"`, which the
  /// status line shows as `"caf\xe9 ^[[1m"`.
  ///
  /// With `ignoringCodes` (`--ansi`) the item's colour codes are taken out
  /// first, so they neither show nor count.
  public static func label(_ item: ItemBytes, limit: Int = 24, ignoringCodes: Bool = false) -> String {
    var bytes = item.prefixArray(ignoringCodes ? 4096 : limit * 4 + 4)
    let complete = bytes.count == item.count
    if ignoringCodes && ANSICodes.mayContainCodes(bytes) { bytes = ANSICodes.strip(bytes) }
    if bytes.last == 0x0D && complete { bytes.removeLast() }
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    decoding: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        // A character cut in two by the prefix is not an error.
        if !complete && offset + length == bytes.count { break decoding }
        for byte in bytes[offset..<(offset + length)] { text += hexEscape(byte) }
        offset += length
      case .emptyInput:
        break decoding
      }
    }
    let trimmed = text.count > limit || !complete ? String(text.prefix(limit - 1)) + "…" : text
    return "\"" + trimmed + "\""
  }

  /// `\xNN`, lowercase, as ``DisplayText`` writes a byte that is not UTF-8.
  static func hexEscape(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef".unicodeScalars)
    var escape = "\\x"
    escape.unicodeScalars.append(digits[Int(byte >> 4)])
    escape.unicodeScalars.append(digits[Int(byte & 0xF)])
    return escape
  }

  static func subject(_ label: String, count: Int) -> String {
    count == 1 ? label : "\(count) items (\(label) and \(count - 1) more)"
  }

  public static func lifted(_ label: String, count: Int, position: Int, of total: Int) -> String {
    "Lifted \(subject(label, count: count)), position \(position) of \(total)"
  }

  public static func over(_ label: String, position: Int, of total: Int) -> String {
    "Moving \(label): position \(position) of \(total)"
  }

  public static func overSwap(_ label: String, target: String?, position: Int) -> String {
    if let target { return "Swap \(label) with \(target) at \(position)" }
    return "Drop here returns \(label) to \(position)"
  }

  public static func moved(_ label: String, count: Int, from: Int, to: Int, of total: Int) -> String {
    "Moved \(subject(label, count: count)) from \(from) to \(to) of \(total)"
  }

  public static func swapped(_ a: String, _ b: String, at pa: Int, and pb: Int) -> String {
    "Swapped \(a) (now \(pa)) with \(b) (now \(pb))"
  }

  public static func droppedInPlace(_ label: String, position: Int, of total: Int) -> String {
    "Dropped \(label) where it was, position \(position) of \(total)"
  }

  public static func cancelled(_ label: String, position: Int) -> String {
    "Cancelled; \(label) back at \(position)"
  }

  public static func notLiftable(_ label: String, header: Bool) -> String {
    header ? "\(label) is a section header and can't be moved" : "\(label) is locked and can't be moved"
  }

  public static func cannotMove(_ label: String, direction: String) -> String {
    "\(label) is already at the \(direction)"
  }

  public static func undid(_ summary: String) -> String { "Undid: \(summary)" }
  public static func redid(_ summary: String) -> String { "Redid: \(summary)" }
}
