import ReorderCore

/// A rectangle of screen cells.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The rectangle less the given edges' rows and columns.
  func inset(by edges: PreviewBorder.Edges) -> Rect {
    let left = edges.contains(.left) ? 1 : 0
    let top = edges.contains(.top) ? 1 : 0
    return Rect(
      x: x + left, y: y + top,
      width: width - left - (edges.contains(.right) ? 1 : 0),
      height: height - top - (edges.contains(.bottom) ? 1 : 0))
  }

  public var description: String { "(\(x),\(y) \(width)×\(height))" }
}
