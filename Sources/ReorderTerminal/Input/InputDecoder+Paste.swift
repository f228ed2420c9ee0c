// Bracketed paste: between `CSI 200~` and `CSI 201~` everything is text.

extension InputDecoder {
  static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Moves bytes into ``pasted`` until the end marker; returns the index
  /// after the last byte taken.
  mutating func collectPaste(
    _ bytes: [UInt8], from start: Int, into events: inout [InputEvent]
  ) -> Int {
    var i = start
    while i < bytes.count {
      let byte = bytes[i]
      pasted.append(byte)
      i += 1
      if byte == UInt8(ascii: "~"), pasted.count >= Self.pasteEnd.count,
        pasted.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
      {
        pasted.removeLast(Self.pasteEnd.count)
        events.append(.paste(pasted))
        pasted = []
        isPasting = false
        break
      }
    }
    return i
  }
}
