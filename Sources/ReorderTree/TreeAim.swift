import ReorderCore

/// A tree drag's aim beyond its rank: the depth the lifted subtree lands
/// at, and the depth the keys asked for before the gap's bounds clamp it
/// (kept in ``DragSession/kindAim``).
struct TreeAim: DragAim {
  /// The landing depth, as the kind projects it (nil until aimed).
  var landing: Int?
  /// The depth the keys ask for (Left/Right while lifted).
  var wanted = 0

  /// A new landing depth is said again; a wanted one alone is not.
  func aims(like other: (any DragAim)?) -> Bool {
    landing == (other as? TreeAim)?.landing
  }
}

extension DragSession {
  /// A tree's landing depth for the gap, as the kind projects it (nil:
  /// not aimed yet, or not a tree).
  public internal(set) var landingDepth: Int? {
    get { (kindAim as? TreeAim)?.landing }
    set {
      var aim = kindAim as? TreeAim ?? TreeAim()
      aim.landing = newValue
      kindAim = aim
    }
  }

  /// The depth a tree drag asks for before the gap's bounds clamp it.
  var wantedDepth: Int {
    get { (kindAim as? TreeAim)?.wanted ?? 0 }
    set {
      var aim = kindAim as? TreeAim ?? TreeAim()
      aim.wanted = newValue
      kindAim = aim
    }
  }
}
