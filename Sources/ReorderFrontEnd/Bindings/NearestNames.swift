/// The valid names closest to a misspelt one, for error messages that say
/// what was probably meant:
///
///     NearestNames.to("move-dwon", in: ["move-down", "move-up", "down"])
///     // ["move-down"]
///
/// Closeness is the edit distance (insertions, deletions, substitutions,
/// and a swap of two neighbours counting as one), case ignored.
package enum NearestNames {
  /// The names nearest to `name` (all at the smallest distance found, up
  /// to `limit`, in the order given), if that distance is within what
  /// the name's length allows: a third of it, at least 2.
  static func to(_ name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let word = Array(name.lowercased())
    let allowed = max(2, word.count / 3)
    var best = allowed
    var nearest: [String] = []
    for candidate in candidates {
      let distance = Self.distance(word, Array(candidate.lowercased()))
      if distance < best {
        best = distance
        nearest = []
      }
      if distance == best && !nearest.contains(candidate) { nearest.append(candidate) }
    }
    return Array(nearest.prefix(limit))
  }

  /// "; did you mean a, b or c?" for an error line, or "" when nothing is
  /// close.
  package static func suggestion(for name: String, in candidates: [String]) -> String {
    let nearest = to(name, in: candidates)
    guard let last = nearest.last else { return "" }
    let list = nearest.count == 1 ? last : nearest.dropLast().joined(separator: ", ") + " or " + last
    return "; did you mean \(list)?"
  }

  /// The optimal string alignment distance between two words.
  /// - Complexity: O(*m* × *n*).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
