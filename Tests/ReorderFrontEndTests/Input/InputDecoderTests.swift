import Testing

@testable import ReorderFrontEnd

// Inputs are written with `␛` (U+241B) standing for the ESC byte, and
// events as short descriptions (see `describe`): "ctrl-up",
// "press left 4,2", "paste(hi)", "unknown(␛[I)".

@Suite struct InputDecoderTests {
  @Test func documentationExample() {
    var decoder = InputDecoder()
    #expect(decoder.feed("\u{1B}[".utf8) == [])
    #expect(decoder.feed("A".utf8) == [.key(KeyPress(.up))])
    #expect(decoder.feed("\u{1B}".utf8) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.key(KeyPress(.escape))])
    #expect(!decoder.hasPending)
  }

  // MARK: - Plain bytes

  @Test func printableAndText() {
    expectEvents("a", "a")
    expectEvents("J", "J")  // Shift+j from a legacy terminal: no shift added
    expectEvents(" ", "space")
    expectEvents("~", "~")
    expectEvents("abc", "a", "b", "c")
    expectEvents("é", "é")
    expectEvents("日本", "日", "本")
    expectEvents("👍", "👍")
    expectEvents("ab👍c", "a", "b", "👍", "c")
  }

  @Test func controlBytes() {
    expectEvents("\r", "enter")
    expectEvents("\n", "ctrl-j")  // fzf's ctrl-j, not Enter (Enter is CR)
    expectEvents("\t", "tab")
    expectEvents("\u{7F}", "backspace")
    expectEvents("\u{08}", "ctrl-h")  // fzf's ctrl-h, not Backspace (DEL)
    expectEvents("\u{00}", "ctrl-space")
    expectEvents("\u{01}", "ctrl-a")
    expectEvents("\u{03}", "ctrl-c")
    expectEvents("\u{0B}", "ctrl-k")
    expectEvents("\u{1A}", "ctrl-z")
    expectEvents("\u{1C}", "ctrl-\\")
    expectEvents("\u{1D}", "ctrl-]")
    expectEvents("\u{1E}", "ctrl-^")
    expectEvents("\u{1F}", "ctrl-_")
    #expect(decode("\u{03}") == [.key(KeyPress(.char("c"), .ctrl))])
  }

  @Test func invalidUTF8() {
    expectEvents([0xFF], "unknown(\\xFF)")
    expectEvents([0x80], "unknown(\\x80)")
    expectEvents(bytes("a") + [0xFE] + bytes("b"), "a", "unknown(\\xFE)", "b")
    // Overlong "/", a surrogate, past U+10FFFF: each byte is garbage.
    expectEvents([0xC0, 0xAF], "unknown(\\xC0)", "unknown(\\xAF)")
    expectEvents([0xED, 0xA0, 0x80], "unknown(\\xED)", "unknown(\\xA0)", "unknown(\\x80)")
    expectEvents(
      [0xF4, 0x90, 0x80, 0x80],
      "unknown(\\xF4)", "unknown(\\x90)", "unknown(\\x80)", "unknown(\\x80)")
    // A lead byte cut short by an ASCII byte gives up before it.
    expectEvents([0xE2, 0x28, 0xA1], "unknown(\\xE2)", "(", "unknown(\\xA1)")
    expectEvents([0xE2, 0x82, 0x41], "unknown(\\xE2\\x82)", "A")
  }

  @Test func utf8SplitAcrossReads() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0xF0, 0x9F]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.feed([0x91]) == [])
    #expect(decoder.feed([0x8D, 0x61]).map(describe) == ["👍", "a"])
    #expect(!decoder.hasPending)
  }

  // MARK: - Alt

  @Test func escapeThenKeyIsAlt() {
    expectEvents("␛x", "alt-x")
    expectEvents("␛J", "alt-J")
    expectEvents("␛ ", "alt-space")
    expectEvents("␛\r", "alt-enter")
    expectEvents("␛\t", "alt-tab")
    expectEvents("␛\u{7F}", "alt-backspace")
    expectEvents("␛\u{03}", "ctrl-alt-c")
    expectEvents("␛\u{00}", "ctrl-alt-space")
    expectEvents("␛é", "alt-é")
    expectEvents("␛xy", "alt-x", "y")
    // ESC ESC is Escape, then whatever the second ESC starts.
    expectEvents("␛␛x", "esc", "alt-x")
    expectEvents("␛␛[A", "esc", "up")
    expectEvents("␛␛␛[B", "esc", "esc", "down")
    // ESC before a byte that is not UTF-8: Escape, then the garbage.
    expectEvents(bytes("␛") + [0x80], "esc", "unknown(\\x80)")
  }

  // MARK: - CSI and SS3 keys

  @Test func cursorKeys() {
    expectEvents("␛[A", "up")
    expectEvents("␛[B", "down")
    expectEvents("␛[C", "right")
    expectEvents("␛[D", "left")
    expectEvents("␛[H", "home")
    expectEvents("␛[F", "end")
    expectEvents("␛[1;2A", "shift-up")
    expectEvents("␛[1;3B", "alt-down")
    expectEvents("␛[1;5A", "ctrl-up")
    expectEvents("␛[1;5C", "ctrl-right")
    expectEvents("␛[1;9D", "super-left")
    expectEvents("␛[1;6F", "ctrl-shift-end")
    expectEvents("␛[1;8H", "ctrl-alt-shift-home")
    expectEvents("␛[1;16A", "ctrl-alt-shift-super-up")
    expectEvents("␛[1;1A", "up")
    expectEvents("␛[;5A", "ctrl-up")
    expectEvents("␛[Z", "shift-tab")
    expectEvents("␛[1;5Z", "ctrl-shift-tab")
    expectEvents("␛[A␛[B", "up", "down")
  }

  @Test func tildeKeys() {
    expectEvents("␛[1~", "home")
    expectEvents("␛[7~", "home")
    expectEvents("␛[4~", "end")
    expectEvents("␛[8~", "end")
    expectEvents("␛[2~", "insert")
    expectEvents("␛[3~", "delete")
    expectEvents("␛[5~", "pgup")
    expectEvents("␛[6~", "pgdn")
    expectEvents("␛[3;5~", "ctrl-delete")
    expectEvents("␛[5;2~", "shift-pgup")
    expectEvents("␛[6;3~", "alt-pgdn")
  }

  @Test func functionKeys() {
    let tilde: [(String, String)] = [
      ("11", "f1"), ("12", "f2"), ("13", "f3"), ("14", "f4"), ("15", "f5"),
      ("17", "f6"), ("18", "f7"), ("19", "f8"), ("20", "f9"), ("21", "f10"),
      ("23", "f11"), ("24", "f12"),
    ]
    for (number, name) in tilde {
      expectEvents("␛[\(number)~", name)
      expectEvents("␛[\(number);5~", "ctrl-" + name)
    }
    expectEvents("␛[P", "f1")
    expectEvents("␛[1;5P", "ctrl-f1")
    expectEvents("␛[1;2Q", "shift-f2")
    expectEvents("␛[1;3R", "alt-f3")
    expectEvents("␛[1;5S", "ctrl-f4")
    // Linux console.
    expectEvents("␛[[A", "f1")
    expectEvents("␛[[B", "f2")
    expectEvents("␛[[C", "f3")
    expectEvents("␛[[D", "f4")
    expectEvents("␛[[E", "f5")
    // Unassigned numbers are not keys.
    expectEvents("␛[16~", "unknown(␛[16~)")
    expectEvents("␛[99~", "unknown(␛[99~)")
  }

  @Test func singleShiftKeys() {
    expectEvents("␛OA", "up")
    expectEvents("␛OB", "down")
    expectEvents("␛OC", "right")
    expectEvents("␛OD", "left")
    expectEvents("␛OH", "home")
    expectEvents("␛OF", "end")
    expectEvents("␛OP", "f1")
    expectEvents("␛OQ", "f2")
    expectEvents("␛OR", "f3")
    expectEvents("␛OS", "f4")
    // Application keypad.
    expectEvents("␛OM", "enter")
    expectEvents("␛Op", "0")
    expectEvents("␛Oy", "9")
    expectEvents("␛Ok", "+")
    expectEvents("␛Oo", "/")
    // Not SS3 after all: Alt+O, then the byte.
    expectEvents("␛O5", "alt-O", "5")
    expectEvents("␛Oz", "unknown(␛Oz)")
  }

  @Test func modifyOtherKeys() {
    expectEvents("␛[27;5;106~", "ctrl-j")
    expectEvents("␛[27;5;13~", "ctrl-enter")
    expectEvents("␛[27;2;74~", "shift-J")
  }

  // MARK: - Kitty keyboard protocol

  @Test func kittyKeys() {
    expectEvents("␛[97u", "a")
    expectEvents("␛[97;5u", "ctrl-a")
    expectEvents("␛[99;5u", "ctrl-c")
    expectEvents("␛[99;133u", "ctrl-c")  // Num Lock on
    expectEvents("␛[99;69u", "ctrl-c")  // Caps Lock on
    expectEvents("␛[106;2u", "shift-j")  // kitty sends the unshifted code
    expectEvents("␛[106:74;2u", "shift-j")
    expectEvents("␛[106;6u", "ctrl-shift-j")
    expectEvents("␛[106;2;74u", "shift-j")  // text field ignored
    expectEvents("␛[13u", "enter")
    expectEvents("␛[9u", "tab")
    expectEvents("␛[9;2u", "shift-tab")
    expectEvents("␛[127u", "backspace")
    expectEvents("␛[27u", "esc")
    expectEvents("␛[32u", "space")
    expectEvents("␛[32;5u", "ctrl-space")
    expectEvents("␛[233u", "é")
    expectEvents("␛[0;;229u", "å")  // text with no key
  }

  @Test func kittyEventTypes() {
    expectEvents("␛[32;1:1u", "space")
    expectEvents("␛[32;1:2u", "space(repeat)")
    expectEvents("␛[32;1:3u", "space(release)")
    expectEvents("␛[106;1:3u", "j(release)")
    expectEvents("␛[99;5:3u", "ctrl-c(release)")
    expectEvents("␛[27;1:3u", "esc(release)")
    expectEvents("␛[1;1:3A", "up(release)")
    expectEvents("␛[1;1:2B", "down(repeat)")
    expectEvents("␛[1;5:3C", "ctrl-right(release)")
    expectEvents("␛[1;1:3H", "home(release)")
    expectEvents("␛[3;1:3~", "delete(release)")
    expectEvents("␛[5;1:2~", "pgup(repeat)")
    expectEvents("␛[1;1:3P", "f1(release)")
    expectEvents("␛[32;1:9u", "space")  // unknown event type: a press
  }

  @Test func kittyShiftedSymbolsUseTheShiftedKey() {
    expectEvents("␛[47:63;2u", "?")
    expectEvents("␛[49:33;2:3u", "!(release)")
    expectEvents("␛[49:33;6u", "ctrl-!")
    expectEvents("␛[47;2u", "shift-/")  // no alternate key: as sent
  }

  @Test func kittyFunctionalKeys() {
    expectEvents("␛[57376u", "f13")
    expectEvents("␛[57398u", "f35")
    expectEvents("␛[57399u", "0")
    expectEvents("␛[57408u", "9")
    expectEvents("␛[57409u", ".")
    expectEvents("␛[57413u", "+")
    expectEvents("␛[57414u", "enter")
    expectEvents("␛[57417u", "left")
    expectEvents("␛[57419;5u", "ctrl-up")
    expectEvents("␛[57426u", "delete")
    expectEvents("␛[57358u", "unknown(␛[57358u)")  // Caps Lock
    expectEvents("␛[57428u", "unknown(␛[57428u)")  // Play
    expectEvents("␛[57441;2u", "unknown(␛[57441;2u)")  // left Shift
    expectEvents("␛[57441;1:3u", "unknown(␛[57441;1:3u)")
    expectEvents("␛[57427~", "unknown(␛[57427~)")  // keypad Begin
    expectEvents("␛[E", "unknown(␛[E)")
  }

  @Test func encodingsOfTheSameKeyAreEqual() {
    #expect(decode("␛[99;5u") == decode("\u{03}"))
    #expect(decode("␛[13u") == decode("\r"))
    #expect(decode("␛[9;2u") == decode("␛[Z"))
    #expect(decode("␛[27u") == [.key(KeyPress(.escape))])
    #expect(decode("␛OA") == decode("␛[A"))
    #expect(decode("␛[1;1A") == decode("␛[A"))
    #expect(decode("␛[32;1:1u") == decode(" "))
    #expect(decode("␛[57414u") == decode("␛OM"))
  }

  @Test func normalizedShiftedLetters() {
    let legacy = decode("J")
    let kitty = decode("␛[106;2u")
    #expect(legacy != kitty)
    #expect(legacy.map(normalized) == kitty.map(normalized))
    #expect(KeyPress(.char("j"), .shift).normalized == KeyPress(.char("J")))
    #expect(KeyPress(.char("J"), .shift).normalized == KeyPress(.char("J")))
    #expect(
      KeyPress(.char("j"), [.ctrl, .shift], .release).normalized
        == KeyPress(.char("J"), .ctrl, .release))
    #expect(KeyPress(.char("é"), .shift).normalized == KeyPress(.char("É")))
    #expect(KeyPress(.char("j")).normalized == KeyPress(.char("j")))
    #expect(KeyPress(.char("J")).normalized == KeyPress(.char("J")))
    #expect(KeyPress(.char("1"), .shift).normalized == KeyPress(.char("1"), .shift))
    #expect(KeyPress(.char("ß"), .shift).normalized == KeyPress(.char("ß"), .shift))
    #expect(KeyPress(.up, .shift).normalized == KeyPress(.up, .shift))
  }

  // MARK: - Replies

  @Test func terminalReplies() {
    expectEvents("␛[?1u", "kitty-flags(1)")
    expectEvents("␛[?0u", "kitty-flags(0)")
    expectEvents("␛[?15u", "kitty-flags(15)")
    expectEvents("␛[?62;22c", "device-attributes")
    expectEvents("␛[?1;2c", "device-attributes")
    expectEvents("␛[?1u␛[?62c", "kitty-flags(1)", "device-attributes")
    expectEvents("␛[I", "unknown(␛[I)")  // focus in
    expectEvents("␛[O", "unknown(␛[O)")  // focus out
    expectEvents("␛[>1;2c", "unknown(␛[>1;2c)")
  }

  @Test func modeReports() {
    // DECRPM for the alternate screen: set, reset, not recognized.
    expectEvents("␛[?1049;1$y", "mode 1049=1")
    expectEvents("␛[?1049;2$y", "mode 1049=2")
    expectEvents("␛[?1049;0$y", "mode 1049=0")
    expectEvents("␛[?1049;1$y␛[?62c", "mode 1049=1", "device-attributes")
    // ANSI modes (no ?), a missing state, sub-parameters, another
    // intermediate: not a reply we asked for.
    expectEvents("␛[4;1$y", "unknown(␛[4;1$y)")
    expectEvents("␛[?1049$y", "unknown(␛[?1049$y)")
    expectEvents("␛[?1049:1;1$y", "unknown(␛[?1049:1;1$y)")
    expectEvents("␛[?1049;1 y", "unknown(␛[?1049;1 y)")
  }

  @Test func cursorPositionReports() {
    // Row 12, column 40 (1-based on the wire): no key looks like that.
    expectEvents("␛[12;40R", "cursor 11,39")
    expectEvents("␛[1;1R", "f3")  // could be either: a key unless awaited
    expectEvents("␛[1;5R", "ctrl-f3")
    expectEvents("␛[1;5:3R", "ctrl-f3(release)")
    // DECXCPR (CSI ? 6n) says which it is; xterm adds the page.
    expectEvents("␛[?1;5R", "cursor 0,4")
    expectEvents("␛[?12;40;1R", "cursor 11,39")
    expectEvents("␛[12R", "unknown(␛[12R)")
    expectEvents("␛[0;4R", "unknown(␛[0;4R)")
    expectEvents("␛[12;40;3R", "unknown(␛[12;40;3R)")
    expectEvents("a␛[12;40Rb", "a", "cursor 11,39", "b")
  }

  @Test func anAwaitedReportOfRowOneIsNotAKey() {
    let input = bytes("j␛[1;5R␛[1;5Rk")
    for cut in input.indices {
      var decoder = InputDecoder()
      decoder.expectsCursorPosition = true
      let events = decoder.feed(input[..<cut]) + decoder.feed(input[cut...])
      #expect(events.map(describe) == ["j", "cursor 0,4", "cursor 0,4", "k"], "cut at \(cut)")
    }
    var decoder = InputDecoder()
    decoder.expectsCursorPosition = true
    // A modified F3 with an event type is never a report.
    #expect(decoder.feed(bytes("␛[1;5:1R")).map(describe) == ["ctrl-f3"])
  }

  // MARK: - Mouse

  @Test func sgrMouse() {
    expectEvents("␛[<0;5;3M", "press left 4,2")
    expectEvents("␛[<0;5;3m", "release left 4,2")
    expectEvents("␛[<1;1;1M", "press middle 0,0")
    expectEvents("␛[<2;10;20M", "press right 9,19")
    expectEvents("␛[<2;10;20m", "release right 9,19")
    expectEvents("␛[<32;6;3M", "drag left 5,2")
    expectEvents("␛[<34;6;3M", "drag right 5,2")
    expectEvents("␛[<35;6;3M", "move none 5,2")
    expectEvents("␛[<64;10;5M", "wheelUp 9,4")
    expectEvents("␛[<65;10;5M", "wheelDown 9,4")
    expectEvents("␛[<66;10;5M", "wheelLeft 9,4")
    expectEvents("␛[<67;10;5M", "wheelRight 9,4")
    expectEvents("␛[<4;1;1M", "shift-press left 0,0")
    expectEvents("␛[<8;1;1M", "alt-press left 0,0")
    expectEvents("␛[<16;1;1M", "ctrl-press left 0,0")
    expectEvents("␛[<28;2;2M", "ctrl-alt-shift-press left 1,1")
    expectEvents("␛[<48;3;4M", "ctrl-drag left 2,3")
    expectEvents("␛[<80;1;1M", "ctrl-wheelUp 0,0")
    expectEvents("␛[<128;1;1M", "press button8 0,0")
    expectEvents("␛[<129;1;1m", "release button9 0,0")
    expectEvents("␛[<160;1;1M", "drag button8 0,0")
    expectEvents("␛[<0;300;200M", "press left 299,199")
    expectEvents("␛[<0;0;0M", "press left 0,0")  // out of range: clamped
    expectEvents(
      "␛[<0;5;3M␛[<32;5;4M␛[<0;5;4m", "press left 4,2", "drag left 4,3", "release left 4,3")
    #expect(
      decode("␛[<20;5;3M")
        == [.mouse(MouseEvent(.press, .primary, x: 4, y: 2, modifiers: [.ctrl, .shift]))])
  }

  @Test func malformedSGRMouse() {
    expectEvents("␛[<64;1;1m", "unknown(␛[<64;1;1m)")  // a wheel does not come up
    expectEvents("␛[<0;5M", "unknown(␛[<0;5M)")
    expectEvents("␛[<0;5;3;1M", "unknown(␛[<0;5;3;1M)")
    expectEvents("␛[<0:1;5;3M", "unknown(␛[<0:1;5;3M)")
    expectEvents("␛[<256;1;1M", "unknown(␛[<256;1;1M)")
    expectEvents("␛[<0;;3M", "unknown(␛[<0;;3M)")
    expectEvents("␛[<0;a;1M", "unknown(␛[<0;a)", ";", "1", "M")
  }

  @Test func x10Mouse() {
    // Each byte is the value + 32; coordinates are 1-based.
    expectEvents("␛[M %#", "press left 4,2")
    expectEvents("␛[M!%#", "press middle 4,2")
    expectEvents("␛[M\"%#", "press right 4,2")
    expectEvents("␛[M#%#", "release none 4,2")
    expectEvents("␛[M@%#", "drag left 4,2")
    expectEvents("␛[MC%#", "move none 4,2")
    expectEvents("␛[M`!!", "wheelUp 0,0")
    expectEvents("␛[Ma!!", "wheelDown 0,0")
    expectEvents("␛[M0!!", "ctrl-press left 0,0")
    expectEvents("␛[M$!!", "shift-press left 0,0")
    expectEvents(bytes("␛[M ") + [0xFF, 0xFF], "press left 222,222")
    expectEvents("␛[M %#x", "press left 4,2", "x")
    expectEvents("␛[M %#␛[M#%#", "press left 4,2", "release none 4,2")
  }

  @Test func urxvtMouse() {
    expectEvents("␛[32;5;3M", "press left 4,2")
    expectEvents("␛[35;5;3M", "release none 4,2")
    expectEvents("␛[64;5;3M", "drag left 4,2")
    expectEvents("␛[96;5;3M", "wheelUp 4,2")
  }

  // MARK: - Bracketed paste

  @Test func paste() {
    expectEvents("␛[200~hello␛[201~", "paste(hello)")
    expectEvents("␛[200~␛[201~", "paste()")
    expectEvents("x␛[200~a b\rc␛[201~y", "x", "paste(a b\rc)", "y")
    expectEvents("␛[200~a␛[Ab␛␛[201~", "paste(a␛[Ab␛)")
    expectEvents("␛[200~␛[201␛[201~", "paste(␛[201)")
    expectEvents("␛[200~é👍␛[201~␛[A", "paste(é👍)", "up")
    expectEvents("␛[200~1␛[201~␛[200~2␛[201~", "paste(1)", "paste(2)")
    expectEvents("␛[201~", "unknown(␛[201~)")
    expectEvents("␛[200;5~", "unknown(␛[200;5~)")
    #expect(
      decode(bytes("␛[200~") + [0xFF, 0x00, 0x1B] + bytes("␛[201~"))
        == [.paste([0xFF, 0x00, 0x1B])])
  }

  /// Ctrl-C is never pasted: it ends an open paste and is the key. The
  /// end marker is found however the bytes are split.
  @Test(arguments: [
    ("␛[200~abc\u{03}", ["paste(abc)", "ctrl-c"]),
    ("␛[200~\u{03}q", ["paste()", "ctrl-c", "q"]),
    ("␛[200~ab␛[20\u{03}", ["paste(ab)", "ctrl-c"]),
    ("␛[200~a\u{01}b␛[201~", ["paste(a\u{01}b)"]),
    ("␛[200~a␛␛[201~j", ["paste(a␛)", "j"]),
    ("␛[200~␛[2␛[201~", ["paste(␛[2)"]),
    ("␛[200~␛[201x␛[201~", ["paste(␛[201x)"]),
  ])
  func pasteEndsAtCtrlC(input: String, expected: [String]) {
    #expect(decode(bytes(input)).map(describe) == expected)
    // Byte by byte: the same.
    var decoder = InputDecoder()
    let events = bytes(input).flatMap { decoder.feed([$0]) } + decoder.flush()
    #expect(events.map(describe) == expected)
  }

  /// An unterminated paste keeps 1 MiB: that is reported, the rest of the
  /// paste is dropped (never run as keys) until its end marker or Ctrl-C.
  @Test func anUnterminatedPasteIsBounded() {
    var decoder = InputDecoder()
    let limit = InputDecoder.maxPasteLength
    #expect(decoder.feed(bytes("␛[200~")) == [])
    let chunk = [UInt8](repeating: UInt8(ascii: "d"), count: 1 << 16)
    var events: [InputEvent] = []
    for _ in 0..<(limit / chunk.count - 1) { events += decoder.feed(chunk) }
    #expect(events.isEmpty)
    events = decoder.feed(chunk + chunk)  // reaches the limit, then goes on
    #expect(events == [.paste([UInt8](repeating: UInt8(ascii: "d"), count: limit))])
    #expect(decoder.feed(bytes("dd\rjj")) == [])
    #expect(decoder.feed(bytes("␛[201~j")).map(describe) == ["j"])
    #expect(decoder.feed(bytes("␛[200~")) == [])
    for _ in 0..<(limit / chunk.count + 3) { _ = decoder.feed(chunk) }
    #expect(decoder.feed([0x03, UInt8(ascii: "k")]).map(describe) == ["ctrl-c", "k"])
  }

  @Test func pasteIsNotPendingAndSurvivesFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("␛[200~abc")) == [])
    #expect(!decoder.hasPending)
    #expect(decoder.flush() == [])
    #expect(decoder.feed(bytes("␛")) == [])
    #expect(!decoder.hasPending)
    #expect(decoder.flush() == [])
    // The ESC waited for more: it was the start of the end marker.
    #expect(decoder.feed(bytes("[201~q")).map(describe) == ["paste(abc)", "q"])
  }

  // MARK: - Malformed and overlong sequences

  @Test func malformedSequencesGiveWayToWhatFollows() {
    expectEvents(bytes("␛[1;") + [0x80] + bytes("Ax"), "unknown(␛[1;)", "unknown(\\x80)", "A", "x")
    expectEvents("␛[1;5␛[A", "unknown(␛[1;5)", "up")
    expectEvents("␛[12\rx", "unknown(␛[12)", "enter", "x")
    expectEvents("␛[1;5\u{7F}", "unknown(␛[1;5)", "backspace")
    expectEvents("␛[1 q", "unknown(␛[1 q)")  // intermediate byte
    expectEvents("␛[1 2A", "unknown(␛[1 2A)")  // parameter after intermediate
    expectEvents("␛[1$~", "unknown(␛[1$~)")
    expectEvents("␛[=5u", "unknown(␛[=5u)")
    expectEvents("␛[1<2A", "unknown(␛[1<2A)")
    expectEvents("␛[2A", "unknown(␛[2A)")
    expectEvents("␛[1;2;3A", "unknown(␛[1;2;3A)")
    expectEvents("␛[u", "unknown(␛[u)")
    expectEvents("␛[~", "unknown(␛[~)")
    expectEvents("␛[99999999999999999999999999u", "unknown(␛[99999999999999999999999999u)")
    expectEvents("␛[1114112u", "unknown(␛[1114112u)")  // past U+10FFFF
    expectEvents("␛[55296u", "unknown(␛[55296u)")  // a surrogate
    expectEvents("␛[1u", "unknown(␛[1u)")  // a control character
    expectEvents("␛[M␛[A", "unknown(␛[M)", "up")
    expectEvents("␛[M !␛[A", "unknown(␛[M !)", "up")
    expectEvents("␛[[Z", "unknown(␛[[)", "Z")
  }

  @Test func overlongSequenceIsCutAndSkipped() {
    let digits = String(repeating: "1", count: 1000)
    let cut = bytes("␛[" + String(repeating: "1", count: 62))
    #expect(cut.count == InputDecoder.maxSequenceLength)
    #expect(decode("␛[\(digits)Ax") == [.unknown(cut), .key(KeyPress(.char("x")))])
    #expect(decode("␛[\(digits)␛[B") == [.unknown(cut), .key(KeyPress(.down))])
    #expect(decode("␛[\(digits)\rq").map(describe) == ["unknown(\(describe(cut)))", "enter", "q"])
    let semicolons = bytes("␛[" + String(repeating: ";", count: 100) + "uq")
    #expect(decode(semicolons).map(describe).dropFirst() == ["q"])
    // The longest sequence that is not cut off.
    let longest = "␛[" + String(repeating: "0", count: 60) + "1A"
    #expect(bytes(longest).count == InputDecoder.maxSequenceLength)
    #expect(decode(longest) == [.key(KeyPress(.up))])
    expectEvents(bytes("␛[\(digits)Ax"), "unknown(\(describe(cut)))", "x")
  }

  // MARK: - Timeouts

  @Test func flushResolvesWhatIsBuffered() {
    expectFlushed("␛", ["esc"])
    expectFlushed("a␛", before: ["a"], ["esc"])
    expectFlushed("␛␛", before: ["esc"], ["esc"])
    expectFlushed("␛[", ["alt-["])
    expectFlushed("␛O", ["alt-O"])
    expectFlushed("␛[1;", ["unknown(␛[1;)"])
    expectFlushed("␛[<0;5;3", ["unknown(␛[<0;5;3)"])
    expectFlushed("␛[M ", ["unknown(␛[M )"])
    expectFlushed("␛[[", ["unknown(␛[[)"])
    expectFlushed([0xE2, 0x82], ["unknown(\\xE2\\x82)"])
    expectFlushed([0x1B, 0xE2], ["esc", "unknown(\\xE2)"])
  }

  @Test func flushWithNothingBuffered() {
    var decoder = InputDecoder()
    #expect(!decoder.hasPending)
    #expect(decoder.flush() == [])
    #expect(decoder.feed(bytes("a")).map(describe) == ["a"])
    #expect(decoder.flush() == [])
  }

  @Test func decodingGoesOnAfterFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("␛")) == [])
    #expect(decoder.flush().map(describe) == ["esc"])
    // The rest of a sequence that was cut by the timeout is just text.
    #expect(decoder.feed(bytes("[A")).map(describe) == ["[", "A"])
    #expect(decoder.feed(bytes("␛[A")).map(describe) == ["up"])
    // A timeout also ends the skipping of an over-long sequence.
    #expect(decoder.feed(bytes("␛[" + String(repeating: "9", count: 70))).count == 1)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [])
    #expect(!decoder.hasPending)
    #expect(decoder.feed(bytes("5")).map(describe) == ["5"])
  }

  // MARK: - Random input

  /// Thousands of byte strings made of real sequences, their prefixes and
  /// random bytes. Fed whole, one byte at a time, or in random pieces, each
  /// must give the same events; nothing may crash or hang, and no byte may
  /// give more than one event.
  @Test func randomInputDecodesTheSameInAnyPieces() {
    var random = SplitMix64(seed: 0x5EED_CAFE)
    for round in 0..<5000 {
      let input = randomInput(using: &random)
      let whole = decode(input, cuts: [])
      let oneByOne = decode(input, cuts: Array(input.indices))
      var cuts = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        Int.random(in: 0...input.count, using: &random)
      }
      cuts.sort()
      let pieces = decode(input, cuts: cuts)
      guard whole == oneByOne, whole == pieces, whole.count <= input.count else {
        Issue.record(
          """
          round \(round), input \(describe(input)) (\(input)), cuts \(cuts)
          whole:      \(whole.map(describe))
          one by one: \(oneByOne.map(describe))
          in pieces:  \(pieces.map(describe))
          """)
        return
      }
      // With timeouts at random points the events differ, but every byte
      // is still accounted for and nothing stays pending.
      var decoder = InputDecoder()
      var events: [InputEvent] = []
      for byte in input {
        events += decoder.feed([byte])
        if Int.random(in: 0..<8, using: &random) == 0 { events += decoder.flush() }
      }
      events += decoder.flush()
      #expect(events.count <= input.count)
      #expect(!decoder.hasPending)
    }
  }
}

// MARK: - Helpers

/// The bytes of `text`, with `␛` standing for ESC.
private func bytes(_ text: String) -> [UInt8] {
  var result: [UInt8] = []
  for scalar in text.unicodeScalars {
    if scalar == "␛" {
      result.append(0x1B)
    } else {
      UTF8.encode(scalar) { result.append($0) }
    }
  }
  return result
}

/// Feeds `input` in one piece and flushes.
private func decode(_ input: String) -> [InputEvent] {
  decode(bytes(input), cuts: [])
}

private func decode(_ input: [UInt8]) -> [InputEvent] {
  decode(input, cuts: [])
}

/// Feeds `input` in pieces ending at the sorted indices `cuts`, then
/// flushes.
private func decode(_ input: [UInt8], cuts: [Int]) -> [InputEvent] {
  DecoderProperties.decode(input, cuts: cuts)
}

private func normalized(_ event: InputEvent) -> InputEvent {
  guard case .key(let press) = event else { return event }
  return .key(press.normalized)
}

/// Expects `input` to decode to `expected` without waiting for a timeout —
/// fed whole, cut in two at every point, and one byte at a time.
private func expectEvents(
  _ input: String, _ expected: String..., sourceLocation: SourceLocation = #_sourceLocation
) {
  expectEvents(bytes(input), expected, sourceLocation: sourceLocation)
}

private func expectEvents(
  _ input: [UInt8], _ expected: String..., sourceLocation: SourceLocation = #_sourceLocation
) {
  expectEvents(input, expected, sourceLocation: sourceLocation)
}

private func expectEvents(
  _ input: [UInt8], _ expected: [String], sourceLocation: SourceLocation
) {
  var decoder = InputDecoder()
  let whole = decoder.feed(input).map(describe)
  #expect(whole == expected, sourceLocation: sourceLocation)
  #expect(!decoder.hasPending, "bytes left pending", sourceLocation: sourceLocation)
  for cut in input.indices.dropFirst() {
    var split = InputDecoder()
    let events = (split.feed(input[..<cut]) + split.feed(input[cut...])).map(describe)
    guard events == expected else {
      Issue.record("cut at \(cut): \(events)", sourceLocation: sourceLocation)
      break
    }
  }
  var single = InputDecoder()
  var events: [InputEvent] = []
  for byte in input { events += single.feed(CollectionOfOne(byte)) }
  #expect(events.map(describe) == expected, "one byte at a time", sourceLocation: sourceLocation)
}

/// Expects `input` to give `before` at once, then to wait for more bytes,
/// and `flushed` when the escape delay passes.
private func expectFlushed(
  _ input: String, before: [String] = [], _ flushed: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectFlushed(bytes(input), before: before, flushed, sourceLocation: sourceLocation)
}

private func expectFlushed(
  _ input: [UInt8], before: [String] = [], _ flushed: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var decoder = InputDecoder()
  #expect(decoder.feed(input).map(describe) == before, sourceLocation: sourceLocation)
  #expect(decoder.hasPending, "nothing pending", sourceLocation: sourceLocation)
  #expect(decoder.flush().map(describe) == flushed, sourceLocation: sourceLocation)
  #expect(!decoder.hasPending, "pending after flush", sourceLocation: sourceLocation)
  var single = InputDecoder()
  var events: [InputEvent] = []
  for byte in input { events += single.feed([byte]) }
  #expect(events.map(describe) == before, "one byte at a time", sourceLocation: sourceLocation)
}

/// A short description of an event: "ctrl-up", "space(release)",
/// "ctrl-press left 4,2", "wheelUp 0,0", "paste(hi)", "unknown(␛[I)".
private func describe(_ event: InputEvent) -> String {
  switch event {
  case .key(let press):
    return press.description
  case .mouse(let mouse):
    var name = KeyPress(.char("x"), mouse.modifiers).description.dropLast()
    name += "\(mouse.kind)"
    switch mouse.kind {
    case .wheelUp, .wheelDown, .wheelLeft, .wheelRight: break
    default:
      // The buttons by the names xterm's documentation gives them.
      switch mouse.button {
      case .primary?: name += " left"
      case .middle?: name += " middle"
      case .secondary?: name += " right"
      case .other(let number)?: name += " button\(number)"
      case nil: name += " none"
      }
    }
    return "\(name) \(mouse.x),\(mouse.y)"
  case .paste(let bytes):
    let text = String(decoding: bytes, as: UTF8.self)
    return "paste(\(String(text.unicodeScalars.map { $0 == "\u{1B}" ? "␛" : Character($0) })))"
  case .keyboardProtocolReply(let flags):
    return "kitty-flags(\(flags))"
  case .deviceAttributes:
    return "device-attributes"
  case .modeReport(let mode, let state):
    return "mode \(mode)=\(state)"
  case .backgroundColor(let color):
    return "background \(color)"
  case .cursorPosition(let row, let column):
    return "cursor \(row),\(column)"
  case .unknown(let bytes):
    return "unknown(\(describe(bytes)))"
  }
}

/// Bytes as text: printable ASCII as is, ESC as `␛`, others as `\xHH`.
private func describe(_ bytes: [UInt8]) -> String {
  var text = ""
  for byte in bytes {
    switch byte {
    case 0x1B: text += "␛"
    case 0x20...0x7E: text.unicodeScalars.append(Unicode.Scalar(byte))
    default:
      let hex = String(byte, radix: 16, uppercase: true)
      text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
    }
  }
  return text
}

// MARK: - Random input

private let fragments: [[UInt8]] =
  [
    "␛", "␛[", "␛O", "␛[A", "␛[1;5A", "␛[3~", "␛[15;2~", "␛[Z", "␛OP", "␛Op",
    "␛[[A", "␛[<0;5;3M", "␛[<32;6;3M", "␛[<0;5;3m", "␛[<64;1;1M", "␛[M !!",
    "␛[M#!!", "␛[32;5;3M", "␛[200~", "␛[201~", "␛[32;1:3u", "␛[106:74;2u",
    "␛[47:63;2u", "␛[1;1:3A", "␛[57441;2u", "␛[?1u", "␛[?62;c", "␛[I",
    "␛[27;5;106~", "␛[12;40R", "a", "J", " ", "\r", "\t", "\u{03}", "\u{7F}",
    "é", "👍", ";", ":", "1", "[", "O", "M", "~", "u", "<",
  ].map(bytes) + [[0xE2, 0x82], [0xF0, 0x9F], [0xFF], [0x80], [0xC0], [0x00]]

/// Bytes that matter to the decoder, to make random bytes hit its edges.
private let interestingBytes: [UInt8] =
  [0x1B, 0x00, 0x7F, 0x80, 0xC3, 0xE2, 0xF0, 0xFF, 0x0D, 0x20] + Array("[O<?;:0159MmuA~ ".utf8)

private func randomInput(using random: inout SplitMix64) -> [UInt8] {
  var input: [UInt8] = []
  for _ in 0..<Int.random(in: 1...12, using: &random) {
    let fragment = fragments.randomElement(using: &random) ?? []
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<55:
      input += fragment
    case 55..<70:
      input += fragment.prefix(Int.random(in: 0...fragment.count, using: &random))
    case 70..<85:
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        input.append(interestingBytes.randomElement(using: &random) ?? 0)
      }
    case 85..<97:
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        input.append(UInt8.random(in: 0...255, using: &random))
      }
    default:
      // Long enough to be cut off.
      let count = Int.random(in: 55...80, using: &random)
      input += bytes("␛[<") + Array(repeating: UInt8(ascii: "1"), count: count)
    }
  }
  return input
}
