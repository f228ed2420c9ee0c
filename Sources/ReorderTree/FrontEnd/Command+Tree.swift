import ReorderFrontEnd

// A tree's and an outline's commands: kind commands (Command.kind) that
// the generic code carries by name; the tree's modules register them
// (TreeCommands.all), so `--bind` takes them in any list.

extension Command {
  public static let shallower = tree("shallower")
  public static let deeper = tree("deeper")
  public static let outdent = tree("outdent")
  public static let indent = tree("indent")
  public static let promote = tree("promote")
  public static let demote = tree("demote")
  public static let toggleBodies = tree("toggle-bodies")

  private static func tree(_ name: String) -> Command { .kind(KindCommand(name)) }

  /// What a tree's commands do, as `?` and `--help` say it; nil for any
  /// other command.
  var treeSummary: String? {
    switch self {
    case .shallower: return "tree: lifted, land one level up; else collapse the row, or go to the parent"
    case .deeper: return "tree: lifted, land one level deeper; else expand the row, or go to the first child"
    case .toggleBodies: return "outline: show / fold every heading's body (folded at the start)"
    case .outdent: return "tree: outdent the row and its subtree one level, in place"
    case .indent: return "tree: indent the row and its subtree under the sibling above"
    case .promote: return "outline: promote the heading alone one level (org's M-left)"
    case .demote: return "outline: demote the heading alone one level (org's M-right)"
    default: return nil
    }
  }
}

/// A tree's and an outline's commands, as their modules register them
/// (``KindModule/commands``), in `?`'s order.
public enum TreeCommands {
  public static let all: [KindCommand] = [
    Command.shallower, .deeper, .outdent, .indent, .promote, .demote, .toggleBodies,
  ].compactMap(\.kindCommand)
}
