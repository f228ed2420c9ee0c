import ReorderCore

/// Which key runs which ``Command``.
///
/// Keys are matched after ``KeyPress/normalized``, so Shift+j from the
/// kitty protocol and a legacy `J` are the same key.
public struct KeyBindings: Sendable {
  public private(set) var table: [KeyPress: Command]

  public init(table: [KeyPress: Command]) {
    self.table = table
  }

  /// The bindings a new user gets.
  public static let standard = KeyBindings(table: [
    KeyPress(.up): .up, KeyPress(.char("k")): .up,
    KeyPress(.down): .down, KeyPress(.char("j")): .down,
    KeyPress(.left): .left, KeyPress(.char("h")): .left,
    KeyPress(.right): .right, KeyPress(.char("l")): .right,
    KeyPress(.pageUp): .pageUp, KeyPress(.char("b"), .ctrl): .pageUp,
    KeyPress(.pageDown): .pageDown, KeyPress(.char("f"), .ctrl): .pageDown,
    KeyPress(.home): .first, KeyPress(.char("g")): .first,
    KeyPress(.end): .last, KeyPress(.char("G")): .last,
    KeyPress(.up, .shift): .moveUp, KeyPress(.char("K")): .moveUp,
    KeyPress(.down, .shift): .moveDown, KeyPress(.char("J")): .moveDown,
    KeyPress(.left, .shift): .moveLeft, KeyPress(.char("H")): .moveLeft,
    KeyPress(.right, .shift): .moveRight, KeyPress(.char("L")): .moveRight,
    KeyPress(.char(" ")): .lift,
    KeyPress(.enter): .accept,
    KeyPress(.escape): .escape,
    KeyPress(.char("q")): .abort, KeyPress(.char("c"), .ctrl): .abort,
    KeyPress(.char("u")): .undo, KeyPress(.char("r"), .ctrl): .redo,
    KeyPress(.char("v")): .selectRange,
    KeyPress(.char("x")): .toggleMark, KeyPress(.tab): .toggleMark,
    KeyPress(.char("t")): .moveTop, KeyPress(.char("b")): .moveBottom,
    KeyPress(.char(":")): .moveTo,
    KeyPress(.char(".")): .repeatMove,
    KeyPress(.char("d")): .delete, KeyPress(.delete): .delete,
    KeyPress(.char("e")): .editMode,
    KeyPress(.char("m")): .toggleDropMode,
    KeyPress(.char("/")): .search,
    KeyPress(.char("n")): .searchNext, KeyPress(.char("N")): .searchPrevious,
    KeyPress(.char("r")): .review,
    KeyPress(.char("?")): .toggleHelp,
    KeyPress(.char("z"), .ctrl): .suspend,
  ])

  /// The command for a key press (its kind is ignored here).
  public func command(for key: KeyPress) -> Command? {
    var press = key.normalized
    press.phase = .press
    return table[press]
  }

  /// Binds a key to a command (or unbinds it with nil).
  public mutating func bind(_ key: KeyPress, to command: Command?) {
    var press = key.normalized
    press.phase = .press
    table[press] = command
  }

  /// The keys bound to a command, in a stable order for the help overlay:
  /// named keys (arrows, Enter) before letters, then alphabetically.
  public func keys(for command: Command) -> [KeyPress] {
    table.filter { $0.value == command }.map(\.key).sorted { a, b in
      let aNamed = a.description.count > 1
      let bNamed = b.description.count > 1
      return aNamed != bNamed ? aNamed : a.description < b.description
    }
  }
}

extension KeyBindings {
  /// The general bindings as git mode changes them: the action letters
  /// set commit actions, and what they did before moves to the capital.
  public static let gitMode: [KeyPress: Command] = [
    KeyPress(.char("p")): .pick, KeyPress(.char("r")): .reword, KeyPress(.char("e")): .editCommit,
    KeyPress(.char("s")): .squash, KeyPress(.char("f")): .fixup, KeyPress(.char("d")): .drop,
    KeyPress(.char("c")): .cycleAction, KeyPress(.char("b")): .insertBreak,
    KeyPress(.char("D")): .delete, KeyPress(.char("R")): .review, KeyPress(.char("E")): .editMode,
    KeyPress(.char("B")): .moveBottom,
  ]

  /// Applies git mode's bindings on top.
  public mutating func enableGitMode() {
    for (key, command) in Self.gitMode { table[key] = command }
  }

  /// Parses a `--bind` value: `KEY:ACTION[,KEY:ACTION…]`. ACTION is a
  /// command name (see the help overlay) or `ignore` to unbind.
  public static func parseBindSpec(_ spec: String) throws(Options.UsageError) -> [Options.Binding] {
    var result: [Options.Binding] = []
    for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
      guard let colon = part.lastIndex(of: ":"), colon != part.startIndex else {
        throw Options.UsageError(message: "--bind needs KEY:ACTION, not '\(part)'")
      }
      let keyName = String(part[..<colon])
      let actionName = String(part[part.index(after: colon)...])
      guard let key = parseKey(keyName) else {
        throw Options.UsageError(message: "--bind: unknown key '\(keyName)'")
      }
      if actionName == "ignore" {
        result.append(Options.Binding(key: key, command: nil))
        continue
      }
      guard let command = Command(rawValue: actionName) else {
        throw Options.UsageError(
          message:
            "--bind: unknown action '\(actionName)' (actions: \(Command.allCases.map(\.rawValue).joined(separator: " ")), ignore)"
        )
      }
      result.append(Options.Binding(key: key, command: command))
    }
    return result
  }

  /// A key from its name: `a`, `A`, `ctrl-a`, `alt-x`, `shift-up`, `enter`,
  /// `esc`, `space`, `tab`, `btab`, `bspace`, `up`, `pgdn`, `f5`, `comma`,
  /// `colon`… (the names the help overlay shows, and fzf's).
  public static func parseKey(_ name: String) -> KeyPress? {
    var modifiers: KeyModifiers = []
    var rest = Substring(name)
    while true {
      if rest.hasPrefix("ctrl-") && rest.count > 5 {
        modifiers.insert(.ctrl)
        rest = rest.dropFirst(5)
      } else if rest.hasPrefix("alt-") && rest.count > 4 {
        modifiers.insert(.alt)
        rest = rest.dropFirst(4)
      } else if rest.hasPrefix("shift-") && rest.count > 6 {
        modifiers.insert(.shift)
        rest = rest.dropFirst(6)
      } else {
        break
      }
    }
    let named: [String: Key] = [
      "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "space": .char(" "), "tab": .tab,
      "bspace": .backspace, "backspace": .backspace, "up": .up, "down": .down, "left": .left, "right": .right,
      "home": .home, "end": .end, "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown,
      "page-down": .pageDown,
      "insert": .insert, "del": .delete, "delete": .delete, "comma": .char(","), "colon": .char(":"),
    ]
    if rest == "btab" { return KeyPress(.tab, modifiers.union(.shift)) }
    if let key = named[String(rest)] { return KeyPress(key, modifiers) }
    if rest.first == "f", let n = Int(rest.dropFirst()), (1...24).contains(n) {
      return KeyPress(.function(n), modifiers)
    }
    let scalars = rest.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first, scalar.value >= 0x21, scalar.value != 0x7F {
      var c = scalar
      if modifiers.contains(.ctrl), let lower = Character(scalar).lowercased().unicodeScalars.first {
        c = lower
      }
      return KeyPress(.char(c), modifiers).normalized
    }
    return nil
  }
}
