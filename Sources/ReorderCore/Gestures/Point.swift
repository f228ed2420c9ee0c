/// A cell on the terminal: column `x`, row `y`, both from 0.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public var description: String { "(\(x), \(y))" }
}
