// Bracketed paste: between `CSI 200~` and `CSI 201~` everything is text.

extension InputDecoder {
  static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Moves bytes into ``pasted`` until the end marker (or Ctrl-C, left
  /// for the key decoder); returns the index after the last byte taken.
  mutating func collectPaste(
    _ bytes: [UInt8], from start: Int, into events: inout [InputEvent]
  ) -> Int {
    var i = start
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x03 {
        endPaste(into: &events)
        return i
      }
      i += 1
      // ESC occurs only first in the marker, so a mismatch restarts there.
      if byte == Self.pasteEnd[pasteEndMatched] {
        pasteEndMatched += 1
      } else {
        pasteEndMatched = byte == 0x1B ? 1 : 0
      }
      if !isDroppingPaste { pasted.append(byte) }
      if pasteEndMatched == Self.pasteEnd.count {
        endPaste(into: &events)
        return i
      }
      if !isDroppingPaste && pasted.count >= Self.maxPasteLength {
        events.append(.paste(pasted))
        pasted = []
        isDroppingPaste = true
      }
    }
    return i
  }

  /// Reports what was kept of the paste (without the end marker, or the
  /// part of it seen) and leaves paste mode.
  mutating func endPaste(into events: inout [InputEvent]) {
    if !isDroppingPaste {
      pasted.removeLast(min(pasteEndMatched, pasted.count))
      events.append(.paste(pasted))
    }
    pasted = []
    isPasting = false
    isDroppingPaste = false
    pasteEndMatched = 0
  }
}
