import ReorderCore

/// A tree's own actions (``TreeKind``): its keys besides the list's.
public enum TreeAction: KindAction {
  /// Left / `h`: lifted, land one level up; else collapse the row, or
  /// (collapsed, a leaf) go to the parent.
  case shallower
  /// Right / `l`: lifted, land one level deeper; else expand a collapsed
  /// row (an outline's heading: then open its body), or go to the first
  /// child.
  case deeper
  /// `z`: show or fold every body of an outline.
  case toggleBodies
  /// `H`: the focused subtree one level out, in place.
  case outdent
  /// `L`: the focused subtree one level in, in place.
  case indent
  /// `<`: the focused heading alone one level out (org's M-left).
  case promote
  /// `>`: the focused heading alone one level in (org's M-right).
  case demote

  public var worksWhileLifted: Bool { self == .shallower || self == .deeper }

  public func perform(on context: inout KindContext) {
    guard let kind = context.configuration.kind as? TreeKind else {
      context.say("Depths change only in a tree (--tree) or an outline (--outline)")
      return
    }
    switch self {
    case .shallower, .deeper:
      if context.isDragging {
        context.changeLandingDepth(by: self == .deeper ? 1 : -1, rows: kind.rows)
      } else if self == .deeper {
        context.expandOrGoDown(rows: kind.rows)
      } else {
        context.collapseOrGoUp(rows: kind.rows)
      }
    case .toggleBodies:
      context.toggleBodies(rows: kind.rows)
    case .outdent, .indent:
      context.shiftTree(outward: self == .outdent, kind: kind)
    case .promote, .demote:
      context.shiftHeading(outward: self == .promote, kind: kind)
    }
  }
}
