import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Every control key, decoded and named as fzf names it: the byte a legacy
/// terminal sends, the kitty protocol's form of the same key, and the
/// `--bind` name that matches it.
@Suite struct ControlKeyTests {
  /// Each C0 byte and DEL: what it decodes to, and the `--bind` names
  /// that match that key.
  static let legacyBytes: [(byte: UInt8, key: String, names: [String])] = [
    (0x00, "ctrl-space", ["ctrl-space", "ctrl-@", "ctrl-2"]),
    (0x01, "ctrl-a", ["ctrl-a", "CTRL-A"]), (0x02, "ctrl-b", ["ctrl-b"]), (0x03, "ctrl-c", ["ctrl-c"]),
    (0x04, "ctrl-d", ["ctrl-d"]), (0x05, "ctrl-e", ["ctrl-e"]), (0x06, "ctrl-f", ["ctrl-f"]),
    (0x07, "ctrl-g", ["ctrl-g"]),
    (0x08, "ctrl-h", ["ctrl-h", "Ctrl-H"]),
    (0x09, "tab", ["tab", "TAB"]),
    (0x0A, "ctrl-j", ["ctrl-j", "CTRL-J"]),
    (0x0B, "ctrl-k", ["ctrl-k"]), (0x0C, "ctrl-l", ["ctrl-l"]),
    (0x0D, "enter", ["enter", "return", "Enter"]),
    (0x0E, "ctrl-n", ["ctrl-n"]), (0x0F, "ctrl-o", ["ctrl-o"]), (0x10, "ctrl-p", ["ctrl-p"]),
    (0x11, "ctrl-q", ["ctrl-q"]), (0x12, "ctrl-r", ["ctrl-r"]), (0x13, "ctrl-s", ["ctrl-s"]),
    (0x14, "ctrl-t", ["ctrl-t"]), (0x15, "ctrl-u", ["ctrl-u"]), (0x16, "ctrl-v", ["ctrl-v"]),
    (0x17, "ctrl-w", ["ctrl-w"]), (0x18, "ctrl-x", ["ctrl-x"]), (0x19, "ctrl-y", ["ctrl-y"]),
    (0x1A, "ctrl-z", ["ctrl-z"]),
    (0x1C, "ctrl-\\", ["ctrl-\\"]), (0x1D, "ctrl-]", ["ctrl-]"]),
    (0x1E, "ctrl-^", ["ctrl-^", "ctrl-6"]), (0x1F, "ctrl-_", ["ctrl-_", "ctrl-/"]),
    (0x7F, "backspace", ["bspace", "bs", "backspace", "BSpace"]),
  ]

  @Test(arguments: legacyBytes)
  func aLegacyByteIsTheKeyFzfNames(byte: UInt8, key: String, names: [String]) throws {
    var decoder = InputDecoder()
    let events = decoder.feed([byte])
    #expect(events.count == 1)
    guard case .key(let press)? = events.first else {
      Issue.record("0x\(String(byte, radix: 16)) is not a key: \(events)")
      return
    }
    #expect(press.description == key)
    for name in names {
      var bindings = KeyBindings(table: [:])
      bindings.bind(try #require(KeyBindings.parseKey(name)), to: .undo)
      #expect(
        bindings.command(for: press) == .undo, "--bind \(name) matches byte 0x\(String(byte, radix: 16))")
    }
  }

  @Test func escapeAloneIsEsc() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.flush() == [.key(KeyPress(.escape))])
  }

  /// Legacy bytes cannot tell Enter from Ctrl+M, Tab from Ctrl+I or
  /// Backspace from Ctrl+H's neighbour; the kitty protocol sends each key
  /// as itself, and each matches only its own name.
  @Test(arguments: [
    ("\u{1B}[13u", "enter"), ("\u{1B}[109;5u", "ctrl-m"),
    ("\u{1B}[9u", "tab"), ("\u{1B}[105;5u", "ctrl-i"),
    ("\u{1B}[127u", "backspace"), ("\u{1B}[104;5u", "ctrl-h"),
    ("\u{1B}[106;5u", "ctrl-j"), ("\u{1B}[27u", "esc"), ("\u{1B}[91;5u", "ctrl-["),
    ("\u{1B}[9;2u", "shift-tab"), ("\u{1B}[Z", "shift-tab"),
    ("\u{1B}[47;5u", "ctrl-/"), ("\u{1B}[54;5u", "ctrl-6"),
  ])
  func theKittyProtocolKeepsThemApart(sequence: String, name: String) throws {
    var decoder = InputDecoder()
    let events = decoder.feed(Array(sequence.utf8))
    guard case .key(let press)? = events.first, events.count == 1 else {
      Issue.record("\(sequence.debugDescription): \(events)")
      return
    }
    let others = ["enter", "ctrl-m", "tab", "ctrl-i", "backspace", "ctrl-h", "ctrl-j", "esc", "shift-tab"]
    var bindings = KeyBindings(table: [:])
    bindings.bind(try #require(KeyBindings.parseKey(name)), to: .undo)
    #expect(bindings.command(for: press) == .undo, "\(name) fires from \(sequence.debugDescription)")
    for other in others where other != name {
      var alone = KeyBindings(table: [:])
      alone.bind(try #require(KeyBindings.parseKey(other)), to: .undo)
      #expect(alone.command(for: press) == nil, "\(other) does not fire from \(name)")
    }
  }

  /// What a terminal without the kitty protocol can never send.
  @Test(arguments: [
    ("ctrl-m", "sends ctrl-m as enter"), ("ctrl-i", "sends ctrl-i as tab"),
    ("ctrl-[", "sends ctrl-[ as esc"), ("ctrl-shift-j", "sends ctrl-J as ctrl-j"),
    ("ctrl-1", "has no bytes for ctrl-1"), ("ctrl-enter", "sends ctrl-enter as enter"),
    ("shift-enter", "sends shift-enter as enter"), ("ctrl-tab", "sends ctrl-tab as tab"),
    ("alt-esc", "sends alt-esc as esc"), ("shift-1", "sends shift-1 as the character it types"),
  ])
  func keysALegacyTerminalCannotSend(name: String, reason: String) throws {
    #expect(try #require(KeyBindings.parseKey(name)).legacyConflict == reason)
  }

  @Test(arguments: [
    "ctrl-j", "ctrl-h", "enter", "tab", "shift-tab", "bs", "alt-bs", "alt-enter", "esc", "ctrl-space",
    "ctrl-/", "ctrl-6", "ctrl-up", "shift-down", "alt-J", "J", "f12", "ctrl-alt-x", "del", "ctrl-delete",
  ])
  func keysALegacyTerminalSends(name: String) throws {
    #expect(try #require(KeyBindings.parseKey(name)).legacyConflict == nil)
  }
}
