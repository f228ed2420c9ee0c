import ReorderCore

// Trees and outlines in the front end: Left/Right (h/l) change the landing
// depth while lifted and walk the tree otherwise, H/L outdent and indent,
// and J/K, t, b, :N move subtrees (the engine's kind does that).

extension TreeKind: KindPresentation {
  public var bindings: [KeyPress: Command] { Self.keys }
  public static var keys: [KeyPress: Command] { TreeKeys.keys }

  public func helpText(for command: Command) -> String? { TreeKeys().helpText(for: command) }

  public func run(_ command: Command, in model: inout AppModel, at time: Duration) -> [Effect]? {
    TreeKeys().run(command, in: &model, at: time)
  }

  public var counterMark: String? { reading.isOutline ? "outline" : "tree" }
}

/// A tree's keys, without a tree: for `--help`, and for a `--bind` of a
/// tree's command in a plain list (the engine says where it works).
public struct TreeKeys: KindPresentation {
  public init() {}

  public var bindings: [KeyPress: Command] { Self.keys }

  public static let keys: [KeyPress: Command] = [
    KeyPress(.left): .shallower, KeyPress(.char("h")): .shallower,
    KeyPress(.right): .deeper, KeyPress(.char("l")): .deeper,
    KeyPress(.left, .shift): .outdent, KeyPress(.char("H")): .outdent,
    KeyPress(.right, .shift): .indent, KeyPress(.char("L")): .indent,
  ]

  public func helpText(for command: Command) -> String? {
    switch command {
    case .moveUp: return "move the row and its subtree above the sibling above"
    case .moveDown: return "move the row and its subtree below the sibling below"
    case .moveTop: return "move the row and its subtree to the top"
    case .moveBottom: return "move the row and its subtree to the bottom"
    case .lift: return "lift the row with its subtree; again to drop"
    default: return nil
    }
  }

  public func run(_ command: Command, in model: inout AppModel, at time: Duration) -> [Effect]? {
    switch command {
    case .shallower: return model.perform(.kind(TreeAction.shallower), at: time)
    case .deeper: return model.perform(.kind(TreeAction.deeper), at: time)
    case .outdent: return model.perform(.kind(TreeAction.outdent), at: time)
    case .indent: return model.perform(.kind(TreeAction.indent), at: time)
    default: return nil
    }
  }
}
