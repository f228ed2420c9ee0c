/// What a kind asks of the world beyond the engine (a git todo opened in
/// the person's text editor): the engine returns it as ``Effect/kind(_:)``
/// and the loop hands it to the kind module's work beside the loop,
/// neither knowing what it is.
public protocol KindEffect: Hashable, Sendable {}

/// A ``KindEffect`` of any kind, as one case of ``Effect``.
public struct AnyKindEffect: Hashable, Sendable {
  public let base: any KindEffect

  public init(_ base: any KindEffect) {
    self.base = base
  }

  public static func == (a: AnyKindEffect, b: AnyKindEffect) -> Bool { a.base.isEqual(to: b.base) }

  public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}

extension KindEffect {
  fileprivate func isEqual(to other: any KindEffect) -> Bool {
    (other as? Self) == self
  }
}
