/// Items' own terminal control sequences, for `--ansi`: what the person
/// sees of an item is its text without them, so search and patterns look
/// at that.
public enum ANSICodes {
  /// The bytes without CSI sequences (`ESC [` parameters, intermediates,
  /// final byte), such as the SGR colour codes `ls --color` writes.
  /// Everything else, including a lone or unfinished ESC, is kept.
  ///
  ///     strip("\u{1B}[1;31mred\u{1B}[0m") == "red"
  public static func strip<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      let next = bytes.index(after: index)
      if byte == 0x1B, next != bytes.endIndex, bytes[next] == UInt8(ascii: "[") {
        var j = bytes.index(after: next)
        while j != bytes.endIndex, (0x20...0x3F).contains(bytes[j]) { j = bytes.index(after: j) }
        if j != bytes.endIndex, (0x40...0x7E).contains(bytes[j]) {
          index = bytes.index(after: j)
          continue
        }
      }
      result.append(byte)
      index = next
    }
    return result
  }

  /// Whether the bytes hold an ESC at all (most items do not: then nothing
  /// needs stripping).
  public static func mayContainCodes<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    bytes.contains(0x1B)
  }
}
