import ReorderFrontEnd

/// `--bind` values as fzf users write them:
///
///     KEY:ACTION[+ACTION…][,KEY:ACTION…]
///     --bind 'ctrl-j:down+down,shift-tab:toggle+up,q:ignore'
///
/// KEY is a name from ``KeyNames`` (a comma as a key is `comma`, or `,`
/// where it cannot be taken for a separator: `,:up`, `alt-,:up`). ACTION
/// is a ``Command`` name, one of fzf's names for the same thing
/// (``fzfAliases``), or `ignore`, which unbinds the key. `+` chains
/// actions: they run in order, a count typed before the key going to
/// each that takes one.
extension KeyBindings {
  /// fzf's action names where they mean what a command here does, and
  /// fzf's compound names.
  static let fzfAliases: [String: [Command]] = [
    "cancel": [.escape], "top": [.first], "toggle-down": [.toggleMark],
    "clear-selection": [.deselectAll],
  ]

  /// Every action name `--bind` takes.
  static var actionNames: [String] {
    Command.all.map(\.name) + fzfAliases.keys.sorted() + ["ignore"]
  }

  /// Parses a `--bind` value into bindings, in order.
  public static func parseBindSpec(_ spec: String) throws(Options.UsageError) -> [Options.Binding] {
    var result: [Options.Binding] = []
    for part in parts(spec) {
      guard let colon = part.lastIndex(of: ":"), colon != part.startIndex else {
        throw Options.UsageError(message: "--bind needs KEY:ACTION, not '\(part)'")
      }
      let keyName = String(part[..<colon])
      let key: KeyPress
      do {
        key = try KeyNames.parse(keyName)
      } catch {
        throw Options.UsageError(message: "--bind: \(error.message)")
      }
      var actions: [Command] = []
      for name in part[part.index(after: colon)...].split(separator: "+", omittingEmptySubsequences: false) {
        actions += try Self.actions(named: String(name))
      }
      result.append(Options.Binding(key: key, actions: actions))
    }
    return result
  }

  /// The commands an action name stands for.
  static func actions(named name: String) throws(Options.UsageError) -> [Command] {
    let lower = name.lowercased()
    if lower == "ignore" { return [] }
    if let command = Command(name: lower) { return [command] }
    if let commands = fzfAliases[lower] { return commands }
    let hint = NearestNames.suggestion(for: lower, in: actionNames)
    throw Options.UsageError(
      message: "--bind: unknown action '\(name)'\(hint.isEmpty ? " (the help overlay, ?, lists them)" : hint)"
    )
  }

  /// The `KEY:ACTION` parts of a spec: split at commas, except a comma
  /// that is a key (`,:up`, `alt-,:up`): a part without a colon that the
  /// next part's colon completes.
  static func parts(_ spec: String) -> [Substring] {
    let pieces = spec.split(separator: ",", omittingEmptySubsequences: false)
    var result: [Substring] = []
    var index = 0
    while index < pieces.count {
      var piece = pieces[index]
      if !piece.contains(":"), index + 1 < pieces.count, pieces[index + 1].first == ":" {
        piece = Substring(String(piece) + "," + pieces[index + 1])
        index += 1
      }
      result.append(piece)
      index += 1
    }
    return result
  }

  /// A key from its name (``KeyNames``); nil when there is no such key.
  public static func parseKey(_ name: String) -> KeyPress? {
    try? KeyNames.parse(name)
  }

  /// The first binding that a terminal without the kitty keyboard
  /// protocol can never fire, as an error line; nil when all can.
  static func legacyConflict(in bindings: [Options.Binding], terminal: String) -> String? {
    for binding in bindings where !binding.actions.isEmpty {
      guard let reason = binding.key.legacyConflict else { continue }
      return "--bind \(binding.key): \(terminal) \(reason), so the binding could never fire"
        + " (bind another key, or use a terminal with the kitty keyboard protocol)"
    }
    return nil
  }
}
