/// Finds a query in items, smart-case: case-insensitive unless the query
/// has a capital letter (as in vim's `smartcase` and fzf).
///
/// ASCII queries compare bytes (folding ASCII case), so a search through a
/// million rows does not decode them; other queries compare decoded text,
/// character by character (canonically equivalent characters are equal,
/// as in Swift's `String`). What ``matches(_:)`` finds is what
/// ``ranges(in:)`` shows: the search and its highlight are one algorithm.
public struct TextMatcher: Sendable {
  public let query: String
  public let caseSensitive: Bool
  private let asciiNeedle: [UInt8]?
  /// The query as characters, folded unless case-sensitive.
  private let characterNeedle: [Character]

  /// Match against the text without the item's colour codes (`--ansi`).
  public let ignoresCodes: Bool

  public init(_ query: String, ignoringCodes: Bool = false) {
    self.query = query
    ignoresCodes = ignoringCodes
    let sensitive = query.contains { $0.isUppercase }
    caseSensitive = sensitive
    if query.utf8.allSatisfy({ $0 < 0x80 }) {
      asciiNeedle = Array(query.utf8).map { sensitive ? $0 : Self.lower($0) }
    } else {
      asciiNeedle = nil
    }
    characterNeedle = Array(sensitive ? query : query.lowercased())
  }

  /// Whether the item contains the query.
  public func matches(_ item: ItemBytes) -> Bool {
    item.withContiguousStorageIfAvailable { matches(in: $0) } ?? false
  }

  /// Whether an item's bytes contain the query.
  public func matches(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !query.isEmpty else { return false }
    if let needle = asciiNeedle, !(ignoresCodes && ANSICodes.mayContainCodes(bytes)) {
      return containsASCII(bytes, needle)
    }
    return !find(in: bytes, limit: 1).isEmpty
  }

  /// About what looking at a byte costs, for slicing a search by its work:
  /// 1 for a query compared as bytes, more for one decoded to characters.
  public var costPerByte: Int { asciiNeedle == nil ? 16 : 1 }

  /// Where the query is in `bytes` (an item's), as byte ranges of `bytes`,
  /// left to right and not overlapping; empty when it is not there. With
  /// ``ignoresCodes`` a range may span colour codes inside the match.
  ///
  ///     TextMatcher("ab").ranges(in: "xAbyab")   // [1..<3, 4..<6]
  ///
  /// - Complexity: O(*n*·*m*) for *n* bytes and a query of *m*.
  public func ranges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    guard !query.isEmpty else { return [] }
    return find(in: bytes, limit: Int.max)
  }

  /// Up to `limit` matches in `bytes`.
  private func find(in bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [Range<Int>] {
    guard ignoresCodes, ANSICodes.mayContainCodes(bytes) else { return findInText(bytes, limit: limit) }
    let visible = ANSICodes.visibleText(bytes, origins: true)
    return visible.bytes.withUnsafeBufferPointer { findInText($0, limit: limit) }.map {
      visible.origins[$0.lowerBound]..<(visible.origins[$0.upperBound - 1] + 1)
    }
  }

  private func findInText(_ text: UnsafeBufferPointer<UInt8>, limit: Int) -> [Range<Int>] {
    if let needle = asciiNeedle { return byteRanges(text, needle, limit: limit) }
    return characterRanges(text, limit: limit)
  }

  // MARK: - ASCII queries

  private func byteRanges(
    _ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], limit: Int
  ) -> [Range<Int>] {
    let n = needle.count
    guard n <= haystack.count else { return [] }
    var found: [Range<Int>] = []
    let first = needle[0]
    var i = 0
    let last = haystack.count - n
    while i <= last && found.count < limit {
      let byte = caseSensitive ? haystack[i] : Self.lower(haystack[i])
      if byte == first {
        var j = 1
        while j < n {
          let b = caseSensitive ? haystack[i + j] : Self.lower(haystack[i + j])
          if b != needle[j] { break }
          j += 1
        }
        if j == n {
          found.append(i..<(i + n))
          i += n
          continue
        }
      }
      i += 1
    }
    return found
  }

  /// Whether the ASCII needle is in `haystack`: what ``byteRanges`` finds
  /// first, without collecting ranges (a search through millions of rows
  /// asks only this).
  private func containsASCII(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    let n = needle.count
    guard n <= haystack.count, let base = haystack.baseAddress else { return false }
    let first = needle[0]
    // The first byte as it may appear: a letter in either case, unless
    // the query is case-sensitive.
    let other = !caseSensitive && first >= 0x61 && first <= 0x7A ? first & ~0x20 : first
    return needle.withUnsafeBufferPointer { needle in
      var i = 0
      let last = haystack.count - n
      while i <= last {
        let byte = base[i]
        if byte == first || byte == other {
          var j = 1
          while j < n {
            let b = caseSensitive ? base[i + j] : Self.lower(base[i + j])
            if b != needle[j] { break }
            j += 1
          }
          if j == n { return true }
        }
        i += 1
      }
      return false
    }
  }

  @inline(__always)
  static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  // MARK: - Other queries

  /// Matches of the query's characters in the text decoded as UTF-8
  /// (each maximal invalid subpart one U+FFFD, as `String(decoding:)`
  /// does), folded character by character unless case-sensitive.
  private func characterRanges(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [Range<Int>] {
    let text = String(decoding: bytes, as: UTF8.self)
    let origins = Self.origins(of: bytes)
    // Each character of the text (folded: one or more), with the bytes it
    // came from.
    var characters: [Character] = []
    var sources: [Range<Int>] = []
    var offset = 0  // in text.utf8
    for character in text {
      let next = offset + character.utf8.count
      let source = origins[offset]..<(next < origins.count ? origins[next] : bytes.count)
      for folded in caseSensitive ? [character] : Array(character.lowercased()) {
        characters.append(folded)
        sources.append(source)
      }
      offset = next
    }
    let n = characterNeedle.count
    var found: [Range<Int>] = []
    var i = 0
    while i + n <= characters.count && found.count < limit {
      if characters[i..<(i + n)].elementsEqual(characterNeedle) {
        found.append(sources[i].lowerBound..<sources[i + n - 1].upperBound)
        i += n
      } else {
        i += 1
      }
    }
    return found
  }

  /// For each byte of `String(decoding: bytes, as: UTF8.self).utf8`, the
  /// offset in `bytes` of the byte it came from (a U+FFFD's three bytes
  /// all point at the invalid bytes it stands for).
  static func origins(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var origins: [Int] = []
    origins.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      switch UTF8Validation.scalar(bytes, at: i) {
      case .valid(_, let length):
        for k in 0..<length { origins.append(i + k) }
        i += length
      case .invalid(let length):
        origins += [i, i, i]
        i += length
      case .truncated:
        origins += [i, i, i]
        i = bytes.count
      }
    }
    return origins
  }
}
