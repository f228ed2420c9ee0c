extension Command {
  /// What a tree's commands do, as `?` and `--help` say it; nil for any
  /// other command.
  var treeSummary: String? {
    switch self {
    case .shallower: return "tree: lifted, land one level up; else go to the parent"
    case .deeper: return "tree: lifted, land one level deeper; else go to the first child"
    case .outdent: return "tree: outdent the row and its subtree one level, in place"
    case .indent: return "tree: indent the row and its subtree under the sibling above"
    default: return nil
    }
  }
}
