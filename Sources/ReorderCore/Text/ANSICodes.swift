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
    if let stripped = bytes.withContiguousStorageIfAvailable({ visibleText($0, origins: false).bytes }) {
      return stripped
    }
    return Array(bytes).withUnsafeBufferPointer { visibleText($0, origins: false).bytes }
  }

  /// The bytes without CSI sequences, as ``strip(_:)`` gives them, and
  /// with `origins` where each of them is in `bytes` (so that a place found
  /// in the text can be shown in the item).
  ///
  ///     visibleText("a\u{1B}[1mbc")   // "abc", origins [0, 5, 6]
  public static func visibleText(
    _ bytes: UnsafeBufferPointer<UInt8>, origins keepsOrigins: Bool
  ) -> (bytes: [UInt8], origins: [Int]) {
    var result: [UInt8] = []
    var origins: [Int] = []
    result.reserveCapacity(bytes.count)
    if keepsOrigins { origins.reserveCapacity(bytes.count) }
    var i = 0
    while i < bytes.count {
      if let end = ControlSequence.end(in: bytes, at: i, limit: bytes.count) {
        i = end
        continue
      }
      result.append(bytes[i])
      if keepsOrigins { origins.append(i) }
      i += 1
    }
    return (result, origins)
  }

  /// Whether the bytes hold an ESC at all (most items do not: then nothing
  /// needs stripping).
  public static func mayContainCodes<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    bytes.contains(0x1B)
  }
}
