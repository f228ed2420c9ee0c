import ReorderCore

/// Which key runs which ``Command``s: one command, or a chain of them
/// (`--bind 'ctrl-j:down+down'`).
///
/// Keys are matched after ``KeyPress/normalized`` and
/// ``KeyNames/canonical(_:)``, so Shift+j from the kitty protocol and a
/// legacy `J` are the same key, and so are Ctrl+/ and Ctrl+_.
public struct KeyBindings: Sendable {
  /// Keys bound to one command.
  public private(set) var table: [KeyPress: Command]
  /// Keys bound to several commands, run in order.
  public private(set) var chains: [KeyPress: [Command]] = [:]

  public init(table: [KeyPress: Command]) {
    self.table = table
  }

  /// The bindings a new user gets.
  public static let standard = KeyBindings(table: [
    KeyPress(.up): .up, KeyPress(.char("k")): .up, KeyPress(.char("k"), .ctrl): .up,
    KeyPress(.char("p"), .ctrl): .up,
    KeyPress(.down): .down, KeyPress(.char("j")): .down, KeyPress(.char("j"), .ctrl): .down,
    KeyPress(.char("n"), .ctrl): .down,
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
    KeyPress(.char("q")): .quit, KeyPress(.char("g"), .ctrl): .quit, KeyPress(.char("q"), .ctrl): .quit,
    KeyPress(.char("c"), .ctrl): .abort,
    KeyPress(.char("u")): .undo, KeyPress(.char("r"), .ctrl): .redo,
    KeyPress(.char("v")): .selectRange,
    KeyPress(.char("x")): .toggleMark, KeyPress(.tab): .toggleMark, KeyPress(.tab, .shift): .toggleUp,
    KeyPress(.char("t")): .moveTop, KeyPress(.char("b")): .moveBottom,
    KeyPress(.char(":")): .moveTo,
    KeyPress(.char(".")): .repeatMove,
    // Deleting is never a letter: `e` then `d` are in many words (`bed`,
    // `need`), and typing as if to filter must delete nothing (issue 29).
    KeyPress(.delete): .delete,
    KeyPress(.char("e")): .editMode,
    KeyPress(.char("m")): .toggleDropMode,
    KeyPress(.char("/")): .search,
    KeyPress(.char("n")): .searchNext, KeyPress(.char("N")): .searchPrevious,
    KeyPress(.char("r")): .review,
    KeyPress(.char("?")): .toggleHelp,
    KeyPress(.char("z"), .ctrl): .suspend,
  ])

  /// The command for a key press bound to one command (its kind is
  /// ignored here).
  public func command(for key: KeyPress) -> Command? {
    table[Self.lookup(key)]
  }

  /// The commands a key press runs: its chain, or its one command.
  public func actions(for key: KeyPress) -> [Command] {
    let press = Self.lookup(key)
    if let chain = chains[press] { return chain }
    return table[press].map { [$0] } ?? []
  }

  /// Binds a key to a command (or unbinds it with nil).
  public mutating func bind(_ key: KeyPress, to command: Command?) {
    bind(key, to: command.map { [$0] } ?? [])
  }

  /// Binds a key to commands run in order; none unbinds it.
  public mutating func bind(_ key: KeyPress, to actions: [Command]) {
    let press = Self.lookup(key)
    table[press] = actions.count == 1 ? actions[0] : nil
    chains[press] = actions.count > 1 ? actions : nil
  }

  /// The form a key is stored and looked up in.
  static func lookup(_ key: KeyPress) -> KeyPress {
    var press = KeyNames.canonical(key.normalized)
    press.phase = .press
    return press
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
  /// Applies a kind's bindings on top.
  public mutating func enable(_ kind: any KindPresentation) {
    for (key, command) in kind.bindings { bind(key, to: command) }
  }
}
