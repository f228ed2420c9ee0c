/// Finds a query in items, smart-case: case-insensitive unless the query
/// has a capital letter (as in vim's `smartcase` and fzf).
///
/// ASCII queries compare bytes (folding ASCII case), so a search through a
/// million rows does not decode them; other queries compare decoded text.
public struct TextMatcher: Sendable {
  public let query: String
  public let caseSensitive: Bool
  private let asciiNeedle: [UInt8]?
  private let foldedQuery: String

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
    foldedQuery = caseSensitive ? query : query.lowercased()
  }

  /// Whether the item contains the query.
  public func matches(_ item: ItemBytes) -> Bool {
    guard !query.isEmpty else { return false }
    if ignoresCodes, item.withContiguousStorageIfAvailable({ ANSICodes.mayContainCodes($0) }) == true {
      let visible = ANSICodes.strip(item.array)
      return matches(bytes: visible)
    }
    if let needle = asciiNeedle {
      return item.withContiguousStorageIfAvailable { contains($0, needle) } ?? false
    }
    return matches(bytes: item.array)
  }

  private func matches(bytes: [UInt8]) -> Bool {
    if let needle = asciiNeedle {
      return bytes.withUnsafeBufferPointer { contains($0, needle) }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return (caseSensitive ? text : text.lowercased()).contains(foldedQuery)
  }

  private func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    let n = needle.count
    guard n <= haystack.count else { return false }
    let first = needle[0]
    var i = 0
    let last = haystack.count - n
    while i <= last {
      let byte = caseSensitive ? haystack[i] : Self.lower(haystack[i])
      if byte == first {
        var j = 1
        while j < n {
          let b = caseSensitive ? haystack[i + j] : Self.lower(haystack[i + j])
          if b != needle[j] { break }
          j += 1
        }
        if j == n { return true }
      }
      i += 1
    }
    return false
  }

  @inline(__always)
  static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }
}
