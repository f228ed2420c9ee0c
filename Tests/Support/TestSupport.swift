// Helpers shared by the test targets (not a test target itself).
import ReorderCore

/// SplitMix64: small, seedable and fast, so a failing random test replays
/// from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A finished store holding `items` as newline-terminated lines (the last
/// one without its newline when `terminated` is false).
public func makeStore(_ items: [String], terminated: Bool = true) -> ItemStore {
  let store = ItemStore()
  var bytes: [UInt8] = []
  for (i, item) in items.enumerated() {
    bytes += Array(item.utf8)
    if terminated || i < items.count - 1 { bytes.append(0x0A) }
  }
  store.append(bytes)
  store.finish()
  return store
}

/// A permutation of 1…count: any, or the identity with one run of rows
/// moved (which keeps a tree valid more often).
public func randomOrder(count: Int, nearlyValid: Bool, using rng: inout SplitMix64) -> [Int] {
  var order = Array(1...max(count, 1)).prefix(count).map { $0 }
  guard count > 1 else { return order }
  if !nearlyValid {
    order.shuffle(using: &rng)
    return order
  }
  let start = Int.random(in: 0..<count, using: &rng)
  let length = Int.random(in: 1...(count - start), using: &rng)
  let run = Array(order[start..<(start + length)])
  order.removeSubrange(start..<(start + length))
  order.insert(contentsOf: run, at: Int.random(in: 0...order.count, using: &rng))
  return order
}
