// How narration names a row: its text (head and tail of a long one), a
// commit by its subject, a blank line as one.

extension Narrator {
  /// Bytes of a long item that a label keeps from each end: enough for any
  /// status line, little enough to make on every key.
  public static let labelEndBytes = 240

  /// An item's label: its text in quotes, or `a blank line`.
  ///
  /// Bytes that are not UTF-8 are written `\xNN`, as the list draws them
  /// (a lossy decode would show U+FFFD instead); controls and other
  /// characters that must not reach the terminal raw are left to the view,
  /// which escapes them the same way as the rows.
  ///
  /// For the bytes `63 61 66 E9 20 1B 5B 31 6D` ("caf", a Latin-1 é, a
  /// space, ESC [1m) the text is `caf\xe9 ` + ESC + `[1m`, which the status
  /// line shows as `"caf\xe9 ^[[1m"`.
  ///
  /// A long item keeps its first and last ``labelEndBytes`` bytes with "…"
  /// between; the view cuts further to the room there is.
  ///
  /// With `ignoringCodes` (`--ansi`) the item's colour codes are taken out
  /// first, so they neither show nor count.
  public static func label(_ item: ItemBytes, ignoringCodes: Bool = false) -> ItemLabel {
    let text = labelText(item, ignoringCodes: ignoringCodes)
    if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return .blankLine }
    return ItemLabel(text: text, cut: .fitting(text))
  }

  /// The text of `item` from byte `start`: all of it, or its two ends.
  public static func labelText(_ item: ItemBytes, from start: Int = 0, ignoringCodes: Bool) -> String {
    let length = item.count - start
    if length <= labelEndBytes * 2 + 64 {
      var bytes = Array(item.dropFirst(start))
      if ignoringCodes && ANSICodes.mayContainCodes(bytes) { bytes = ANSICodes.strip(bytes) }
      if bytes.last == 0x0D { bytes.removeLast() }
      return decode(bytes[...], cutAtStart: false, cutAtEnd: false)
    }
    var head = Array(item.dropFirst(start).prefix(labelEndBytes))
    var tail = Array(item.suffix(labelEndBytes))
    if ignoringCodes {
      if ANSICodes.mayContainCodes(head) { head = ANSICodes.strip(head) }
      if ANSICodes.mayContainCodes(tail) { tail = ANSICodes.strip(tail) }
    }
    if tail.last == 0x0D { tail.removeLast() }
    return decode(head[...], cutAtStart: false, cutAtEnd: true) + "…"
      + decode(tail[...], cutAtStart: true, cutAtEnd: false)
  }

  /// UTF-8 with invalid bytes as `\xNN`; a character cut in two where the
  /// bytes were cut (`cutAtStart`, `cutAtEnd`) is left out, not escaped.
  static func decode(_ bytes: ArraySlice<UInt8>, cutAtStart: Bool, cutAtEnd: Bool) -> String {
    var bytes = bytes
    if cutAtStart {
      var dropped = 0
      while dropped < 3, let first = bytes.first, first & 0xC0 == 0x80 {
        bytes = bytes.dropFirst()
        dropped += 1
      }
    }
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = bytes.startIndex
    decoding: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        if cutAtEnd && offset + length == bytes.endIndex { break decoding }
        for byte in bytes[offset..<(offset + length)] { text += hexEscape(byte) }
        offset += length
      case .emptyInput:
        break decoding
      }
    }
    return text
  }

  /// `\xNN`, lowercase, as the list writes a byte that is not UTF-8.
  static func hexEscape(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef".unicodeScalars)
    var escape = "\\x"
    escape.unicodeScalars.append(digits[Int(byte >> 4)])
    escape.unicodeScalars.append(digits[Int(byte & 0xF)])
    return escape
  }
}
