/// Items' own terminal control sequences, for `--ansi`: what the person
/// sees of an item is its text without them, so search and patterns look
/// at that.
public enum ANSICodes {
  /// The bytes without CSI sequences (see ``ControlSequence``), such as
  /// the SGR colour codes `ls --color` writes.
  /// Everything else, including a lone or unfinished ESC, is kept.
  ///
  ///     strip("\u{1B}[1;31mred\u{1B}[0m") == "red"
  public static func strip<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
    if let stripped = bytes.withContiguousStorageIfAvailable({ strip($0) }) { return stripped }
    return Array(bytes).withUnsafeBufferPointer { strip($0) }
  }

  private static func strip(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      if let end = ControlSequence.end(in: bytes, at: i, limit: bytes.count) {
        i = end
        continue
      }
      result.append(bytes[i])
      i += 1
    }
    return result
  }

  /// Whether the bytes hold an ESC at all (most items do not: then nothing
  /// needs stripping).
  public static func mayContainCodes<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    bytes.contains(0x1B)
  }
}
