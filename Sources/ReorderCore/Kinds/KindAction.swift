/// An action of the list's kind, beyond what every list does (a git
/// todo's action letters, its folds, its editor): the kind performs it on
/// the engine, which routes it without knowing what it is.
public protocol KindAction: Hashable, Sendable {
  /// Does the action: commits edits through the engine, or says why not.
  func perform(on context: inout KindContext)
  /// Whether it acts while rows are lifted (a fold of the lifted row);
  /// else it waits for the drop, as every other command does.
  var worksWhileLifted: Bool { get }
}

extension KindAction {
  public var worksWhileLifted: Bool { false }
}

/// A ``KindAction`` of any kind, as one case of ``EngineAction``.
public struct AnyKindAction: Hashable, Sendable {
  public let base: any KindAction

  public init(_ base: any KindAction) {
    self.base = base
  }

  public static func == (a: AnyKindAction, b: AnyKindAction) -> Bool { a.base.isEqual(to: b.base) }

  public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}

extension KindAction {
  fileprivate func isEqual(to other: any KindAction) -> Bool {
    (other as? Self) == self
  }
}

extension EngineAction {
  /// The kind's own action.
  public static func kind(_ action: some KindAction) -> EngineAction { .kindAction(AnyKindAction(action)) }
}
