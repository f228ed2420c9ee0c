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
    press.kind = .press
    return table[press]
  }

  /// Binds a key to a command (or unbinds it with nil).
  public mutating func bind(_ key: KeyPress, to command: Command?) {
    var press = key.normalized
    press.kind = .press
    table[press] = command
  }

  /// The keys bound to a command, in a stable order, for the help overlay.
  public func keys(for command: Command) -> [KeyPress] {
    table.filter { $0.value == command }.map(\.key).sorted { $0.description < $1.description }
  }
}
