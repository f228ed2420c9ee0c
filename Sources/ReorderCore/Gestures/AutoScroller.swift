/// Scrolls the viewport while a dragged snapshot is held in an edge zone:
/// the deeper into the zone, the faster, and a little faster the longer it
/// is held there (the feel of UIKit's and dnd-kit's auto-scroll, with
/// react-beautiful-dnd's ramp over time).
///
/// The zone is ``edgeRows`` rows at each edge of the viewport. Its depth
/// runs from 0 on its inner row to 1 on the outermost row; past the
/// list's edge (the status line, the header rows) is deeper still:
///
///     row 24                        not in the zone
///     row 25   depth 0     2 rows/s  crawl: a person can stop on a row
///     row 26   depth 1/3   6 rows/s
///     row 27   depth 2/3  16 rows/s
///     row 28   depth 1    45 rows/s  race
///     status   beyond     90 rows/s
///
/// Speed in rows per second is
/// `crawlSpeed × 2^(depth × speedOctaves) × 2^(depth × held / doublingTime)`
/// (doubled beyond the edge), capped at ``maxSpeed``: the inner row keeps
/// crawling however long it is held, the outer rows speed up. With the
/// defaults the outermost row scrolls 57 rows in the first second and 212
/// in 2.5 s; beyond the edge twice that, and a million rows pass in about
/// 18 s. Fractions of a row carry over between ticks, so slow scrolling is
/// even and fast scrolling exact.
public struct AutoScroller: Sendable {
  /// Rows at each edge of the viewport that scroll (at most a third of
  /// the viewport each).
  public var edgeRows: Int
  /// Rows per second on the zone's inner row.
  public var crawlSpeed: Double
  /// How many doublings faster the outermost row is than the inner one.
  public var speedOctaves: Double
  /// How long the outermost row takes to double its speed (the inner row
  /// never does; rows between in proportion to their depth).
  public var doublingTime: Duration
  /// How much faster beyond the list's edge than on its outermost row.
  public var beyondFactor: Double
  public var maxSpeed: Double

  /// Where the pointer is, for scrolling.
  public struct Zone: Hashable, Sendable {
    /// -1 up, +1 down, 0 outside the zones.
    public var direction: Int
    /// 0 on the zone's inner row … 1 on the outermost row (and beyond).
    public var depth: Double
    /// Past the list's edge: over the status line or the header rows.
    public var isBeyond: Bool

    public static let none = Zone(direction: 0, depth: 0, isBeyond: false)
  }

  /// When the pointer entered the zone, and in which direction.
  private var heldSince: Duration?
  private var direction = 0
  private var lastTick: Duration?
  private var carry = 0.0

  public init(
    edgeRows: Int = 4, crawlSpeed: Double = 2, speedOctaves: Double = 4.5,
    doublingTime: Duration = .milliseconds(1500), beyondFactor: Double = 2, maxSpeed: Double = 250_000
  ) {
    self.edgeRows = edgeRows
    self.crawlSpeed = crawlSpeed
    self.speedOctaves = speedOctaves
    self.doublingTime = doublingTime
    self.beyondFactor = beyondFactor
    self.maxSpeed = maxSpeed
  }

  /// Whether the pointer is in an edge zone (ticks are needed).
  public var isActive: Bool { heldSince != nil }

  /// The zone of a pointer row (relative to the first item row: negative
  /// above the items, `rows` or more below them) in a viewport of `rows`
  /// rows.
  public func zone(row: Int, rows: Int) -> Zone {
    let edge = min(edgeRows, rows / 3)
    guard edge > 0 else { return .none }
    // Rows into the zone, 1 on its inner row, `edge` on the outermost.
    let into: Int
    let direction: Int
    if row < edge {
      (into, direction) = (edge - row, -1)
    } else if row >= rows - edge {
      (into, direction) = (row - (rows - edge) + 1, 1)
    } else {
      return .none
    }
    let isBeyond = into > edge
    let depth = edge == 1 || isBeyond ? 1 : Double(into - 1) / Double(edge - 1)
    return Zone(direction: direction, depth: depth, isBeyond: isBeyond)
  }

  /// Rows per second in `zone` after holding in the zone for `held`.
  public func speed(in zone: Zone, held: Duration) -> Double {
    guard zone.direction != 0 else { return 0 }
    let doublings = zone.depth * (speedOctaves + seconds(held) / seconds(doublingTime))
    let speed = crawlSpeed * pow2(doublings) * (zone.isBeyond ? beyondFactor : 1)
    return min(maxSpeed, speed)
  }

  /// Advances time with the pointer at `row` (relative to the first item
  /// row) of a viewport of `rows` rows.
  /// - Returns: how many rows to scroll now (negative is up).
  public mutating func tick(row: Int, rows: Int, time: Duration) -> Int {
    let zone = zone(row: row, rows: rows)
    guard zone.direction != 0 else {
      stop()
      return 0
    }
    guard let heldSince, zone.direction == direction else {
      heldSince = time
      lastTick = time
      carry = 0
      direction = zone.direction
      return 0
    }
    let elapsed = seconds(time - (lastTick ?? time))
    lastTick = time
    carry += speed(in: zone, held: time - heldSince) * elapsed
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
