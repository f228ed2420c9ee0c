import ReorderCore

/// One of a kind's own commands, as the generic code carries it
/// (``Command/kind(_:)``) without knowing what it does: its name, which
/// `--bind` takes and `?` shows, and whether it opens something that
/// takes the keys. The kind's target makes its values and lists them in
/// its module (``KindModule/commands``); its presentation says what each
/// does and runs it (``KindPresentation/run(_:in:at:)``).
///
///     extension Command {
///       public static let merge = Command.kind(KindCommand("merge"))
///     }
public struct KindCommand: Hashable, Sendable, CustomStringConvertible {
  /// The name `--bind` takes and `?` shows (`merge`): one name, one command,
  /// whatever kind brings it.
  public let name: String
  /// Whether the command opens a prompt or an editor over the list, so it
  /// waits for a held mouse button's release as `?` and `/` do.
  public let opensOverlay: Bool

  public init(_ name: String, opensOverlay: Bool = false) {
    self.name = name
    self.opensOverlay = opensOverlay
  }

  public var description: String { name }

  /// Two commands are one when their names are (a name is the command).
  public static func == (a: KindCommand, b: KindCommand) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The installed kind modules' commands (``KindModules/install(_:)``),
  /// in their modules' order, each once: what `--bind` and `?` take
  /// beside the built-in commands.
  public static var registered: [KindCommand] { KindModules.commands(of: KindModules.installed) }
}

extension KindModules {
  /// The commands `modules` bring, in their order, each name once (a tree
  /// and an outline bring the same ones).
  public static func commands(of modules: [any KindModule]) -> [KindCommand] {
    var seen = Set<KindCommand>()
    return modules.flatMap(\.commands).filter { seen.insert($0).inserted }
  }
}
