/// A tree's own actions (``TreeKind``): its keys besides the list's.
public enum TreeAction: KindAction {
  /// Left / `h`: lifted, land one level up; else the focus goes to the
  /// parent.
  case shallower
  /// Right / `l`: lifted, land one level deeper; else the focus goes to
  /// the first child.
  case deeper
  /// `H`: the focused subtree one level out, in place.
  case outdent
  /// `L`: the focused subtree one level in, in place.
  case indent

  public var worksWhileLifted: Bool { self == .shallower || self == .deeper }

  public func perform(on engine: inout ReorderEngine) {
    guard let kind = engine.configuration.kind as? TreeKind else {
      engine.say("Depths change only in a tree (--tree) or an outline (--outline)")
      return
    }
    switch self {
    case .shallower, .deeper:
      if engine.isDragging {
        engine.changeLandingDepth(by: self == .deeper ? 1 : -1, rows: kind.rows)
      } else {
        engine.focusAlongTree(down: self == .deeper, rows: kind.rows)
      }
    case .outdent, .indent:
      engine.shiftTree(outward: self == .outdent, kind: kind)
    }
  }
}
