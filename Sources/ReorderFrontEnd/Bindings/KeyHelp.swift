import ReorderCore

/// What each bound key does, as `?` and `--help` say it: the keys, the
/// action's `--bind` name, and what it does in the current mode (the
/// list's kind, `--confirm`), naming the keys as they are bound.
///
///     up k          up            focus up (lifted: move the row up)
///     enter         accept        drop when lifted; otherwise accept and print
package struct KeyHelp {
  struct Line: Equatable {
    var keys: String
    var action: String
    var text: String
  }

  var bindings: KeyBindings
  /// The list's kind, which may say what an action does differently.
  var kind: any KindPresentation = PlainList()
  var confirmBeforeAccept = false
  /// Only these actions, and not the mouse (`--help`'s section of a kind).
  var only: Set<Command>?
  /// The other kinds, which say what their commands do when they are bound
  /// here (``AppSettings/otherKinds``).
  var otherKinds: [any KindPresentation] = []

  /// Every bound action with its keys, in the order of ``Command/all``, then
  /// the mouse.
  var lines: [Line] {
    var lines: [Line] = []
    for command in Command.all where only?.contains(command) ?? true {
      let keys = bindings.keys(for: command)
      guard !keys.isEmpty else { continue }
      lines.append(
        Line(
          keys: keys.map(\.description).joined(separator: " "), action: command.name, text: text(command))
      )
    }
    guard only == nil else { return lines }
    // Chains (`--bind 'ctrl-j:down+down'`): their actions in order.
    for (key, chain) in bindings.chains.sorted(by: { $0.key.description < $1.key.description }) {
      lines.append(
        Line(
          keys: key.description, action: chain.map(\.name).joined(separator: "+"), text: "in this order"))
    }
    var mouse = Self.mouseLines
    if let text = kind.mouseHelpText { mouse[0].text = text }
    return lines + mouse
  }

  static let mouseLines = [
    Line(keys: "mouse", action: "", text: "hold a row, drag, release to drop"),
    Line(keys: "", action: "", text: "drag at once to select rows; shift-click extends"),
    Line(keys: "", action: "", text: "right button or Esc cancels a drag; wheel moves focus"),
  ]

  /// What `command` does here: the summary, or where the mode or the
  /// bindings change it, the text for them.
  func text(_ command: Command) -> String {
    if let text = kind.helpText(for: command) { return text }
    if command == .accept && confirmBeforeAccept {
      return "review the changes, then Enter accepts (lifted: drop)"
    }
    if let text = kinds.lazy.compactMap({ $0.commandHelpText(for: command) }).first { return text }
    let hints = bindings.hints
    switch command {
    case .delete:
      return "delete the row (or selection)" + (hints.undo.map { "; \($0) undoes" } ?? "")
    case .editMode:
      let leave = KeyHints.list((hints.editMode.map { [$0] } ?? []) + ["Esc", "Done"])
      let delete = hints.delete.map { "\($0) or [x]" } ?? "[x]"
      return "edit mode: \(delete) deletes a row; \(leave) leaves"
    default:
      break
    }
    return summary(of: command)
  }

  /// The list's kind, then the others.
  private var kinds: [any KindPresentation] { [kind] + otherKinds }

  /// A command's summary: a kind's for its own commands.
  func summary(of command: Command) -> String {
    kinds.lazy.compactMap { $0.summary(of: command) }.first ?? command.summary
  }

  // MARK: - Laying out

  /// The keys column's widest: the standard `down j ctrl-j ctrl-n` fits
  /// whole; keys bound beyond it are cut with "…".
  static let widestKeys = 20

  /// The lines as rows of `width` columns at most (two blanks between the
  /// columns): keys, action and text, the text wrapped at words onto rows
  /// of its own.
  func rows(width: Int) -> [Line] {
    let lines = self.lines
    let (keyWidth, actionWidth) = Self.columnWidths(of: lines)
    let textWidth = max(width - keyWidth - actionWidth - 4, 12)
    var rows: [Line] = []
    for line in lines {
      let keys = line.keys.count > keyWidth ? String(line.keys.prefix(keyWidth - 1)) + "…" : line.keys
      for (i, text) in Self.wrap(line.text, width: textWidth).enumerated() {
        rows.append(
          i == 0 ? Line(keys: keys, action: line.action, text: text) : Line(keys: "", action: "", text: text))
      }
    }
    return rows
  }

  /// The help's box on a screen `width` columns wide: its width (the
  /// widest row unwrapped, and a border and a margin each side, at most
  /// `width`) and its rows (the text wrapped inside the box).
  func box(width: Int) -> (width: Int, rows: [Line]) {
    let (keyWidth, actionWidth) = columnWidths()
    let natural = rows(width: 200).map { keyWidth + actionWidth + 4 + $0.text.count }.max() ?? 0
    let boxWidth = min(width, natural + 4)
    return (boxWidth, rows(width: max(boxWidth - 4, 1)))
  }

  /// The widths of the key and action columns `rows` lays out.
  func columnWidths() -> (keys: Int, action: Int) { Self.columnWidths(of: lines) }

  private static func columnWidths(of lines: [Line]) -> (keys: Int, action: Int) {
    (min(lines.map { $0.keys.count }.max() ?? 0, widestKeys), lines.map { $0.action.count }.max() ?? 0)
  }

  /// Words into lines of at most `width` characters (a longer word alone).
  package static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }

  /// The rows as text: keys, action and text in columns.
  func text(width: Int, indent: String = "") -> [String] {
    let (keyWidth, actionWidth) = columnWidths()
    return rows(width: width - indent.count).map { row in
      func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
      }
      return indent + padded(row.keys, keyWidth) + "  " + padded(row.action, actionWidth) + "  " + row.text
    }
  }
  // MARK: - --help

  /// The keys section of `--help`, as wide as `width`: the standard
  /// bindings, then what each kind changes (`kinds`: its heading, its
  /// presentation).
  package static func helpText(width: Int = 80, kinds: [(String, any KindPresentation)] = []) -> [String] {
    var lines = ["keys (then the action's --bind name; ? shows them as bound):"]
    let all = kinds.map(\.1)
    lines += KeyHelp(bindings: .standard, otherKinds: all).text(width: width, indent: "  ")
    for (heading, kind) in kinds {
      var bindings = KeyBindings.standard
      bindings.enable(kind)
      // What the kind binds, and what it says differently.
      let changed = Set(kind.bindings.values).union(Command.all.filter { kind.helpText(for: $0) != nil })
      lines += ["", heading]
      lines += KeyHelp(bindings: bindings, kind: kind, only: changed, otherKinds: all)
        .text(width: width, indent: "  ")
    }
    return lines
  }
}
