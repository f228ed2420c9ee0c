/// Scrolls the viewport while a dragged snapshot is held near its top or
/// bottom edge, faster the closer to the edge and the longer it is held
/// (the feel of UIKit's and dnd-kit's auto-scroll).
///
/// Speed in rows per second is `baseSpeed × closeness × 2^(held / doubling)`,
/// capped at `maxSpeed`; `closeness` is 1 on the outermost row of the zone
/// and falls off linearly inwards. Fractions of a row carry over between
/// ticks, so slow scrolling is smooth and fast scrolling is exact.
///
/// With the defaults a million rows pass in about ten seconds of holding:
/// the speed doubles every 0.5 s from 15 rows/s up to 250,000 rows/s.
public struct AutoScroller: Sendable {
  /// Rows at each edge of the viewport that start scrolling.
  public var edgeRows: Int
  public var baseSpeed: Double
  public var doublingTime: Duration
  public var maxSpeed: Double

  /// When the pointer entered the zone, and in which direction.
  private var heldSince: Duration?
  private var direction = 0
  private var lastTick: Duration?
  private var carry = 0.0

  public init(
    edgeRows: Int = 2, baseSpeed: Double = 15, doublingTime: Duration = .milliseconds(500),
    maxSpeed: Double = 250_000
  ) {
    self.edgeRows = edgeRows
    self.baseSpeed = baseSpeed
    self.doublingTime = doublingTime
    self.maxSpeed = maxSpeed
  }

  /// Whether the pointer is in an edge zone (ticks are needed).
  public var isActive: Bool { heldSince != nil }

  /// The direction (-1 up, +1 down, 0 none) and closeness (0…1] for a
  /// pointer row within a viewport of `rows` rows.
  public func zone(row: Int, rows: Int) -> (direction: Int, closeness: Double) {
    let edge = min(edgeRows, rows / 3)
    guard edge > 0 else { return (0, 0) }
    if row < edge {
      return (-1, Double(edge - max(row, 0)) / Double(edge))
    }
    if row >= rows - edge {
      return (1, Double(min(row, rows - 1) - (rows - edge) + 1) / Double(edge))
    }
    return (0, 0)
  }

  /// Advances time with the pointer at `row` (relative to the first item
  /// row) of a viewport of `rows` rows.
  /// - Returns: how many rows to scroll now (negative is up).
  public mutating func tick(row: Int, rows: Int, time: Duration) -> Int {
    let (direction, closeness) = zone(row: row, rows: rows)
    guard direction != 0 else {
      stop()
      return 0
    }
    if heldSince == nil || direction != self.direction {
      heldSince = time
      lastTick = time
      carry = 0
      self.direction = direction
      return 0
    }
    let elapsed = seconds(time - (lastTick ?? time))
    lastTick = time
    let held = seconds(time - (heldSince ?? time))
    let speed = min(maxSpeed, baseSpeed * closeness * pow2(held / seconds(doublingTime)))
    carry += speed * elapsed
    let rows = Int(carry)
    carry -= Double(rows)
    return rows * direction
  }

  /// The pointer left the zone or the drag ended.
  public mutating func stop() {
    heldSince = nil
    lastTick = nil
    direction = 0
    carry = 0
  }

  private func seconds(_ d: Duration) -> Double {
    let (s, attoseconds) = d.components
    return Double(s) + Double(attoseconds) / 1e18
  }

  private func pow2(_ x: Double) -> Double {
    // 2^x for x >= 0 without Foundation: whole part by doubling, the
    // fraction by a short series of e^(x ln 2).
    let whole = min(Int(x), 60)
    let fraction = (x - Double(Int(x))) * 0.693_147_180_559_945_3
    var term = 1.0
    var sum = 1.0
    for n in 1...8 {
      term *= fraction / Double(n)
      sum += term
    }
    return Double(1 << whole) * sum
  }
}
