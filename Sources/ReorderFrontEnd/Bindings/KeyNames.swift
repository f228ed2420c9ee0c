/// Key names as `--bind` takes them: fzf's names, in any case (`CTRL-J`
/// is `ctrl-j`; a single character keeps its case, so `J` and `alt-J` are
/// shifted), and the names the help overlay shows.
///
///     enter return          CR: the Enter key
///     ctrl-m                Ctrl+m: the same byte as Enter on a legacy
///                           terminal, told apart by the kitty protocol
///     tab, ctrl-i           likewise
///     bspace bs backspace   the Backspace key (DEL, 0x7F)
///     ctrl-h                Ctrl+h (BS, 0x08)
///     ctrl-j                Ctrl+j (LF, 0x0A)
///     shift-tab btab        esc escape   del delete   ins insert
///     pgup page-up   pgdn page-down   home end up down left right
///     space comma colon     f1 … f24
///     ctrl- alt- shift-     modifiers, in any order and combination
///     ctrl-^ ctrl-6         the same key (0x1E); ctrl-/ ctrl-_ (0x1F);
///                           ctrl-@ ctrl-2 ctrl-space (0x00)
///     any single character
package enum KeyNames {
  package struct UnknownKey: Error, Equatable {
    package var message: String
  }

  /// Named keys, by their lowercase names.
  static let named: [String: Key] = [
    "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "space": .char(" "),
    "tab": .tab, "bspace": .backspace, "bs": .backspace, "backspace": .backspace,
    "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
    "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown, "page-down": .pageDown,
    "ins": .insert, "insert": .insert, "del": .delete, "delete": .delete,
    "comma": .char(","), "colon": .char(":"),
  ]

  /// fzf's mouse and event names: bindable in fzf, not here (the mouse
  /// drags rows; there are no events).
  static let fzfEvents: Set<String> = [
    "left-click", "right-click", "double-click", "shift-left-click", "shift-right-click", "scroll-up",
    "scroll-down", "shift-scroll-up", "shift-scroll-down", "preview-scroll-up", "preview-scroll-down",
    "change", "backward-eof", "start", "load", "focus", "result", "resize", "one", "zero", "jump",
    "jump-cancel", "click-header", "click-footer",
  ]

  /// Every name, for suggestions.
  static var allNames: [String] {
    var names = Array(named.keys).sorted()
    names += ["btab", "shift-tab", "ctrl-space", "alt-enter", "alt-bs", "alt-space"]
    names += (1...24).map { "f\($0)" }
    names += (UInt8(ascii: "a")...UInt8(ascii: "z")).flatMap { c -> [String] in
      let letter = String(UnicodeScalar(c))
      return ["ctrl-" + letter, "alt-" + letter]
    }
    return names
  }

  /// The key a name stands for.
  package static func parse(_ name: String) throws(UnknownKey) -> KeyPress {
    let lower = name.lowercased()
    if fzfEvents.contains(lower) {
      throw UnknownKey(
        message: "'\(name)' is an fzf mouse action or event, not a key: reorder binds keys only")
    }
    var modifiers: KeyModifiers = []
    var rest = Substring(name)
    prefixes: while true {
      for (prefix, modifier) in [("ctrl-", KeyModifiers.ctrl), ("alt-", .alt), ("shift-", .shift)]
      where rest.count > prefix.count && rest.lowercased().hasPrefix(prefix) {
        modifiers.insert(modifier)
        rest = rest.dropFirst(prefix.count)
        continue prefixes
      }
      break
    }
    guard let press = key(String(rest), modifiers: modifiers) else {
      throw UnknownKey(
        message: "unknown key '\(name)'" + NearestNames.suggestion(for: name, in: allNames))
    }
    return press
  }

  /// The key for what follows the modifiers.
  private static func key(_ rest: String, modifiers: KeyModifiers) -> KeyPress? {
    let lower = rest.lowercased()
    if lower == "btab" { return KeyPress(.tab, modifiers.union(.shift)) }
    if let key = named[lower] { return canonical(KeyPress(key, modifiers)) }
    if lower.first == "f", let n = Int(lower.dropFirst()), (1...24).contains(n), lower.count > 1 {
      return KeyPress(.function(n), modifiers)
    }
    let scalars = rest.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, scalar.value >= 0x21, scalar.value != 0x7F
    else { return nil }
    var c = scalar
    // Ctrl+letter is one key whatever the case (as fzf reads CTRL-J).
    if modifiers.contains(.ctrl), !modifiers.contains(.shift),
      let lowered = Character(scalar).lowercased().unicodeScalars.first
    {
      c = lowered
    }
    return canonical(KeyPress(.char(c), modifiers).normalized)
  }

  /// One name for keys that terminals send as one byte: Ctrl+6 is Ctrl+^
  /// (0x1E), Ctrl+/ is Ctrl+_ (0x1F), Ctrl+2 and Ctrl+@ are Ctrl+Space
  /// (0x00). Bindings and key presses both pass through it, so a binding
  /// for either name fires from a legacy terminal and from the kitty
  /// protocol alike.
  static func canonical(_ press: KeyPress) -> KeyPress {
    guard press.modifiers.contains(.ctrl), case .char(let c) = press.key else { return press }
    var result = press
    switch c {
    case "6": result.key = .char("^")
    case "/": result.key = .char("_")
    case "2", "@": result.key = .char(" ")
    default: break
    }
    return result
  }
}

extension KeyPress {
  /// Why a terminal without the kitty keyboard protocol can never send
  /// this key (it sends another key's bytes, or none), as the end of a
  /// sentence; nil when it can.
  ///
  ///     KeyPress(.char("m"), .ctrl).legacyConflict   // "sends ctrl-m as enter"
  ///     KeyPress(.char("j"), .ctrl).legacyConflict   // nil: LF
  package var legacyConflict: String? {
    let mods = modifiers.subtracting(.alt)
    switch key {
    case .char(let c):
      if mods.isEmpty { return nil }
      guard mods == .ctrl else { return "sends \(description) as the character it types" }
      switch c {
      case "m": return "sends ctrl-m as enter"
      case "i": return "sends ctrl-i as tab"
      case "[": return "sends ctrl-[ as esc"
      case "a"..."z", " ", "\\", "]", "^", "_": return nil
      case "A"..."Z": return "sends \(description) as ctrl-\(Character(c).lowercased())"
      default: return "has no bytes for \(description)"
      }
    case .enter, .backspace:
      return mods.isEmpty ? nil : "sends \(description) as \(KeyPress(key, modifiers.intersection(.alt)))"
    case .tab:
      return mods.isEmpty || mods == .shift ? nil : "sends \(description) as tab"
    case .escape:
      return modifiers.isEmpty ? nil : "sends \(description) as esc"
    case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete, .function:
      return nil
    }
  }
}
