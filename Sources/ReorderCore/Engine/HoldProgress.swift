/// A press on a row on its way to lifting it, as the view shows it: the
/// row swells in steps until it lifts, as a phone's cell does, so a person
/// holding it sees that holding works.
///
///     steps 10, 0.3 s of a 0.5 s delay held:  fraction 0.6
public struct HoldProgress: Hashable, Sendable {
  /// The pressed row's position.
  public var position: Int
  /// How much of the delay has passed, in whole steps: a multiple of
  /// `1 / steps` in `(0, 1)`.
  public var fraction: Double
}
