/// One thing said about an action: words and numbers, with the rows' labels
/// kept apart, so a narrow status line can shorten the labels (and only
/// them) and keep the numbers.
///
///     let n: Narration = "Moved 3 → 18 of 20 · \(label)"
///     n.text   // Moved 3 → 18 of 20 · "buy milk"
///
/// Two narrations are equal when they say the same words.
public struct Narration: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
  public enum Part: Hashable, Sendable {
    case text(String)
    case label(ItemLabel)
  }

  public private(set) var parts: [Part]

  public init(parts: [Part]) {
    self.parts = []
    for part in parts { append(part) }
  }

  public init(stringLiteral value: String) { self.init(parts: [.text(value)]) }

  public init(stringInterpolation: StringInterpolation) { self.init(parts: stringInterpolation.parts) }

  /// Nothing said.
  public static let silence = Narration(parts: [])

  /// The words, labels quoted as they are said.
  public var text: String {
    parts.map {
      switch $0 {
      case .text(let text): return text
      case .label(let label): return label.spoken
      }
    }.joined()
  }

  public var description: String { text }
  public var isEmpty: Bool { parts.isEmpty }

  public static func == (a: Narration, b: Narration) -> Bool { a.text == b.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  mutating func append(_ part: Part) {
    if case .text(let text) = part {
      if text.isEmpty { return }
      if case .text(let last)? = parts.last {
        parts[parts.count - 1] = .text(last + text)
        return
      }
    }
    parts.append(part)
  }

  public static func + (a: Narration, b: Narration) -> Narration { Narration(parts: a.parts + b.parts) }

  /// The narration with `note` said before its first label, where a
  /// narrow line still keeps it: "Moved 3 → 1 of 9; count 5 ignored · …".
  public func noting(_ note: String) -> Narration {
    guard let first = parts.firstIndex(where: { if case .label = $0 { return true } else { return false } }),
      first > 0, case .text(let before) = parts[first - 1], before.hasSuffix(" · ")
    else { return self + Narration(stringLiteral: "; " + note) }
    var parts = self.parts
    parts[first - 1] = .text(String(before.dropLast(3)) + "; " + note + " · ")
    return Narration(parts: parts)
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    var parts: [Part] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { parts.append(.text(literal)) }
    public mutating func appendInterpolation(_ label: ItemLabel) { parts.append(.label(label)) }
    public mutating func appendInterpolation(_ narration: Narration) { parts += narration.parts }
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      parts.append(.text(value.description))
    }
  }
}

/// A row as narration names it: an item's text in quotes (`"buy milk"`),
/// a commit by its subject (`"Fix the parser" (pick 1a2b3c4)`), or a
/// description (`a blank line`).
///
/// Where the line is too narrow, the view shortens ``text`` and says so
/// with "…", keeping the end that tells items apart: a path or a name of
/// one word keeps its end, where paths and numbered names differ; prose
/// (a line with spaces, a commit's subject, a card) keeps its start,
/// where a person starts reading (``Cut/fitting(_:)``).
public struct ItemLabel: Hashable, Sendable {
  public enum Cut: Hashable, Sendable {
    /// `"…src/main.swift"`: the end says which.
    case keepingEnd
    /// `"Fix the pa…"`: the start says which (a commit's subject).
    case keepingStart

    /// The cut that keeps what tells `text` apart: the end of a path or
    /// of one word (`src/ReorderCore/Narrator.swift`, `IMG_0042.jpg`,
    /// `/home/me/My Photos/a.jpg`), the start of prose (`Copy the code
    /// from that project.`, `- [ ] buy milk`).
    public static func fitting(_ text: String) -> Cut {
      let path = ["/", "~/", "./", "../"].contains { text.hasPrefix($0) }
      return path || !text.contains(where: \.isWhitespace) ? .keepingEnd : .keepingStart
    }
  }

  /// The item's words (or the description), without quotes.
  public var text: String
  /// Whether `text` is said in quotes (an item's text, not a description).
  public var isQuoted: Bool
  /// Said after the quoted text, and dropped first when space runs out:
  /// a commit's ` (pick 1a2b3c4)`.
  public var suffix: String
  public var cut: Cut

  public init(text: String, isQuoted: Bool = true, suffix: String = "", cut: Cut = .keepingEnd) {
    self.text = text
    self.isQuoted = isQuoted
    self.suffix = suffix
    self.cut = cut
  }

  /// An item with no text but blanks.
  public static let blankLine = ItemLabel(text: "a blank line", isQuoted: false)

  /// The label as said in full.
  public var spoken: String { (isQuoted ? "\"" + text + "\"" : text) + suffix }
}
