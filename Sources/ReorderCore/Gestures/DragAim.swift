/// A kind's own aim for a drop beyond the rank its rows land at (a
/// tree's landing depth), kept in the ``DragSession`` (``DragSession/kindAim``) while the rows are
/// lifted: the kind sets and reads it, the engine only compares it.
public protocol DragAim: Sendable {
  /// Whether the drop aimed so lands where `other` (nil: no aim) does;
  /// when not, the engine narrates the drag again.
  func aims(like other: (any DragAim)?) -> Bool
}

extension DragSession {
  /// Whether two aims land the drop alike (none and none do).
  static func sameAim(_ a: (any DragAim)?, _ b: (any DragAim)?) -> Bool {
    a?.aims(like: b) ?? b?.aims(like: nil) ?? true
  }
}
