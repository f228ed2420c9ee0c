import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd

/// The tests' mouse encoder writes what a terminal writes, and the decoder
/// reads it back as the event meant.
@Suite struct MouseReportTests {
  @Test func reportsAreTheBytesATerminalSends() {
    #expect(mouse(.press, x: 4, y: 2) == "\u{1B}[<0;5;3M")
    #expect(mouse(.drag, x: 4, y: 1) == "\u{1B}[<32;5;2M")
    #expect(mouse(.release, x: 0, y: 0) == "\u{1B}[<0;1;1m")
    #expect(mouse(.wheelDown, x: 9, y: 0) == "\u{1B}[<65;10;1M")
    #expect(mouse(.press, .right, x: 2, y: 3, modifiers: [.shift, .ctrl]) == "\u{1B}[<22;3;4M")
  }

  @Test(arguments: [
    MouseReportKind.press, .drag, .release, .move, .wheelUp, .wheelDown, .wheelLeft, .wheelRight,
  ])
  func theDecoderReadsEachKindBack(kind: MouseReportKind) {
    for (button, pointer) in [
      (MouseReportButton.left, PointerButton.primary), (.middle, .middle), (.right, .secondary),
    ] {
      for modifiers in [KeyModifiers(), .shift, .alt, .ctrl, [.shift, .alt, .ctrl]] {
        var decoder = InputDecoder()
        let events = decoder.feed(Array(mouse(kind, button, x: 6, y: 11, modifiers: modifiers).utf8))
        let named: PointerButton?
        let eventKind: MouseEvent.Kind
        switch kind {
        case .press: (named, eventKind) = (pointer, .press)
        case .drag: (named, eventKind) = (pointer, .drag)
        case .release: (named, eventKind) = (pointer, .release)
        case .move: (named, eventKind) = (nil, .move)
        case .wheelUp: (named, eventKind) = (nil, .wheelUp)
        case .wheelDown: (named, eventKind) = (nil, .wheelDown)
        case .wheelLeft: (named, eventKind) = (nil, .wheelLeft)
        case .wheelRight: (named, eventKind) = (nil, .wheelRight)
        }
        #expect(events == [.mouse(MouseEvent(eventKind, named, x: 6, y: 11, modifiers: modifiers))])
      }
    }
  }
}
