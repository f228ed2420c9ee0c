import ReorderFrontEnd

extension Command {
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
