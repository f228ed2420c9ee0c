import ReorderCore

/// One thing the person did at the terminal, decoded from raw bytes by
/// ``InputDecoder``.
///
/// The decoder knows nothing about what keys mean; ``KeyBindings`` turns
/// these into engine actions.
public enum InputEvent: Equatable, Sendable {
  /// A key press, autorepeat or release. Releases and repeats only arrive
  /// where the terminal speaks the kitty keyboard protocol.
  case key(KeyPress)
  /// A mouse report (SGR `CSI < b;x;y M/m` or legacy X10 `CSI M bxy`).
  case mouse(MouseEvent)
  /// Text pasted between bracketed-paste markers (`CSI 200~` … `CSI 201~`).
  case paste([UInt8])
  /// The terminal answered the kitty keyboard query (`CSI ? flags u`).
  case keyboardProtocolReply(flags: Int)
  /// The terminal answered a primary device attributes query (`CSI ? … c`).
  case deviceAttributes
  /// The terminal answered the background colour query (OSC 11).
  case backgroundColor(RGBColor)
  /// The terminal answered a private mode query (DECRQM `CSI ? mode $ p`)
  /// with DECRPM `CSI ? mode ; state $ y`: state 1 set, 2 reset, 3
  /// permanently set, 4 permanently reset, 0 not recognized.
  case modeReport(mode: Int, state: Int)
  /// The terminal answered a cursor position query (`CSI 6n`) with
  /// `CSI row;column R`; 0-based, as mouse coordinates are.
  case cursorPosition(row: Int, column: Int)
  /// A sequence that was well formed but means nothing to us (kept for
  /// diagnostics; bindings ignore it).
  case unknown([UInt8])
}

/// A key with its modifiers and whether it was pressed, repeated or
/// released.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
  public var key: Key
  public var modifiers: KeyModifiers
  public var phase: KeyEventPhase

  public init(
    _ key: Key, _ modifiers: KeyModifiers = [], _ phase: KeyEventPhase = .press
  ) {
    self.key = key
    self.modifiers = modifiers
    self.phase = phase
  }

  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.ctrl) { parts.append("ctrl") }
    if modifiers.contains(.alt) { parts.append("alt") }
    if modifiers.contains(.shift) { parts.append("shift") }
    if modifiers.contains(.super) { parts.append("super") }
    parts.append(key.description)
    let name = parts.joined(separator: "-")
    switch phase {
    case .press: return name
    case .repeat: return name + "(repeat)"
    case .release: return name + "(release)"
    }
  }

  /// The same key press as a legacy terminal sends it, so that a binding
  /// for `J` matches Shift+j from every terminal.
  ///
  /// Legacy terminals send Shift+j as `J` with no modifier; the kitty
  /// protocol sends `j` plus ``KeyModifiers/shift``. Key bindings should
  /// compare normalized presses, where both are `J` without shift:
  ///
  ///     KeyPress(.char("j"), .shift).normalized            // J
  ///     KeyPress(.char("j"), [.ctrl, .shift]).normalized   // ctrl-J
  ///     KeyPress(.char("1"), .shift).normalized            // shift-1, kept:
  ///                                                        // the symbol
  ///                                                        // depends on the
  ///                                                        // layout
  ///
  /// Only cased letters with a one-scalar uppercase form change (so `ß`
  /// keeps its shift); other keys are returned unchanged.
  public var normalized: KeyPress {
    guard modifiers.contains(.shift), case .char(let character) = key,
      character.properties.isCased
    else { return self }
    let upper = character.properties.uppercaseMapping.unicodeScalars
    guard upper.count == 1, let uppercase = upper.first else { return self }
    var result = self
    result.key = .char(uppercase)
    result.modifiers.remove(.shift)
    return result
  }
}

/// A key, independent of modifiers. Printable keys are `.char` with the
/// unshifted or shifted character the terminal sent (`J` for Shift+j in
/// legacy encoding).
public enum Key: Hashable, Sendable, CustomStringConvertible {
  case char(Unicode.Scalar)
  case enter, tab, backspace, escape
  case up, down, left, right
  case home, end, pageUp, pageDown, insert, delete
  case function(Int)

  public var description: String {
    switch self {
    case .char(" "): return "space"
    case .char(let c): return String(Character(c))
    case .enter: return "enter"
    case .tab: return "tab"
    case .backspace: return "backspace"
    case .escape: return "esc"
    case .up: return "up"
    case .down: return "down"
    case .left: return "left"
    case .right: return "right"
    case .home: return "home"
    case .end: return "end"
    case .pageUp: return "pgup"
    case .pageDown: return "pgdn"
    case .insert: return "insert"
    case .delete: return "delete"
    case .function(let n): return "f\(n)"
    }
  }
}

public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let shift = KeyModifiers(rawValue: 1)
  public static let alt = KeyModifiers(rawValue: 2)
  public static let ctrl = KeyModifiers(rawValue: 4)
  public static let `super` = KeyModifiers(rawValue: 8)
}

/// A decoded mouse report. Coordinates are 0-based cells (the wire format
/// is 1-based).
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press
    /// A button came up. X10 reports do not say which button.
    case release
    /// The pointer moved with a button held (DECSET 1002 reports these).
    case drag
    /// The pointer moved with no button held (only DECSET 1003; we do not
    /// enable it, but terminals may still send it).
    case move
    case wheelUp, wheelDown, wheelLeft, wheelRight
  }

  public var kind: Kind
  /// The button, nil when the report names none: the wheel, motion with no
  /// button held, and X10 releases (which cannot say which button).
  public var button: PointerButton?
  public var x: Int
  public var y: Int
  public var modifiers: KeyModifiers

  public init(
    _ kind: Kind, _ button: PointerButton?, x: Int, y: Int,
    modifiers: KeyModifiers = []
  ) {
    self.kind = kind
    self.button = button
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }
}
