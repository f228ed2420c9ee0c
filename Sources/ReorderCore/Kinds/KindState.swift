/// What a kind keeps between actions in the engine or the front end's
/// model (git: a pointer resting on a commit's row, the commits a lifted
/// one would cross), carried there without the carrier knowing its type:
/// the kind reads it back with `as?`.
public protocol KindState: Sendable {
  /// When a tick must come for the state to change on time (a rest that
  /// arms); nil: none.
  var deadline: Duration? { get }
}

extension KindState {
  public var deadline: Duration? { nil }
}
