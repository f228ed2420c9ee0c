/// `--preview-window SPEC`, as fzf reads it: words separated by commas or
/// colons, applied left to right over the defaults (`right,50%,border`).
///
///     word                              meaning
///     --------------------------------  ------------------------------------
///     right left up top down bottom     where the pane is
///     N  N%                             its size: N columns (or rows) of
///                                       text, or N% of the screen (0–99%)
///     border rounded border-rounded     a rounded border (the default)
///     sharp border-sharp border-bold    other border shapes
///     border-double border-block
///     border-thinblock
///     border-line                       one line, on the side of the list
///     border-top border-bottom …        one side (also border-up, -down,
///     border-horizontal                 -left, -right), two sides
///     border-vertical
///     noborder border-none              no border
///     wrap nowrap                       wrap long lines, or cut them
///     hidden nohidden                   start hidden (toggle-preview shows)
///     follow nofollow                   keep the end of the output in view
///     cycle nocycle                     scrolling past an end wraps
///     info noinfo                       show the scroll position
///     +N +{2} +{2}-5 +{2}-/2            scroll offset: line N (a field's
///                                       number, minus lines, minus a
///                                       fraction of the pane)
///     ~N                                the first N lines stay on top
///     <N(SPEC)                          SPEC instead when the screen is
///                                       narrower than N (left/right) or
///                                       lower than N (up/down)
///     default                           back to the defaults
///
///     try PreviewWindowSpec.parse("down:3:wrap")
///     // position .down, size .cells(3), wrap true
public struct PreviewWindowSpec: Equatable, Sendable {
  public enum Position: String, Equatable, Sendable {
    case right, left, up, down

    /// Whether the pane is beside the list (else above or below it).
    public var isSide: Bool { self == .left || self == .right }
  }

  public enum Size: Equatable, Sendable {
    /// Of the screen's width (left/right) or height (up/down), border
    /// included.
    case percent(Int)
    /// Columns (left/right) or rows (up/down) of text, border not included.
    case cells(Int)
  }

  public var position: Position = .right
  public var size: Size = .percent(50)
  public var border = PreviewBorder(shape: .rounded, sides: .all)
  public var wrap = false
  public var hidden = false
  public var follow = false
  public var cycle = false
  public var info = true
  /// The scroll offset expression (`+{2}-/2`), if any.
  public var scroll: String?
  /// Lines fixed at the top of the pane (`~N`).
  public var headerLines = 0
  /// `<N(SPEC)`: the width (left/right) or height (up/down) below which
  /// ``alternative`` is used instead.
  public var threshold: Int?
  private var alternatives: [PreviewWindowSpec] = []

  public init() {}

  /// The spec to use when the screen is smaller than ``threshold``.
  public var alternative: PreviewWindowSpec? { alternatives.first }

  /// The spec that applies on a screen of this size: ``alternative`` when
  /// it is below the threshold.
  public func effective(width: Int, height: Int) -> PreviewWindowSpec {
    guard let threshold, let alternative else { return self }
    let measure = position.isSide ? width : height
    return measure < threshold ? alternative : self
  }

  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  static let validWords =
    "right, left, up, top, down, bottom, N, N%, border, rounded, border-rounded, sharp, border-sharp, "
    + "border-bold, border-double, border-block, border-thinblock, border-line, border-top, "
    + "border-up, border-bottom, border-down, border-left, border-right, border-horizontal, "
    + "border-vertical, noborder, border-none, wrap, nowrap, hidden, nohidden, follow, nofollow, "
    + "cycle, nocycle, info, noinfo, +SCROLL, ~N, <N(SPEC), default"

  /// Applies SPEC's words to `base` (another `--preview-window` adds to
  /// the one before, as in fzf).
  public static func parse(
    _ text: String, over base: PreviewWindowSpec = PreviewWindowSpec()
  ) throws(ParseError) -> PreviewWindowSpec {
    var spec = base
    var alternativeText: String?
    for token in try tokens(text) {
      switch token {
      case .alternative(let threshold, let inner):
        spec.threshold = threshold
        alternativeText = inner
      case .word(let word):
        try spec.apply(word)
      }
    }
    if let alternativeText {
      var start = spec
      start.hidden = false
      start.alternatives = []
      start.threshold = nil
      spec.alternatives = [try parse(alternativeText, over: start)]
    }
    return spec
  }

  private enum Token {
    case word(String)
    case alternative(Int, String)
  }

  /// Words between `,` and `:`; `<N(…)` is one token, commas and all.
  private static func tokens(_ text: String) throws(ParseError) -> [Token] {
    var tokens: [Token] = []
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0 == "," || $0 == ":" }
      guard !rest.isEmpty else { return tokens }
      if rest.first == "<" {
        let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
        let afterDigits = rest.dropFirst(1 + digits.count)
        guard let threshold = Int(digits), threshold > 0, afterDigits.first == "(",
          let close = afterDigits.firstIndex(of: ")"),
          !afterDigits[afterDigits.index(after: afterDigits.startIndex)..<close].contains("<")
        else {
          throw ParseError(
            message: "'\(rest)' is not <N(SPEC) (N columns or rows, then a spec in parentheses)")
        }
        let inner = afterDigits[afterDigits.index(after: afterDigits.startIndex)..<close]
        tokens.append(.alternative(threshold, String(inner)))
        rest = afterDigits[afterDigits.index(after: close)...]
        continue
      }
      let word = rest.prefix { $0 != "," && $0 != ":" }
      tokens.append(.word(String(word)))
      rest = rest.dropFirst(word.count)
    }
  }

  private mutating func apply(_ word: String) throws(ParseError) {
    if let position = Self.positions[word] {
      self.position = position
    } else if let border = PreviewBorder(word: word) {
      self.border = border
    } else if setFlag(word) {
    } else if word == "default" {
      self = PreviewWindowSpec()
    } else if word.first == "~" {
      guard let lines = Int(word.dropFirst()), lines >= 0, word.dropFirst().allSatisfy(\.isNumber) else {
        throw ParseError(message: "'\(word)' is not ~N (N lines that stay on top)")
      }
      headerLines = lines
    } else if word.first == "-" {
      // Not a size (none is negative), and a scroll offset starts with +.
      throw ParseError(
        message: "'\(word)' means nothing: a size is N or N% (0 or more), "
          + "a scroll offset starts with + (+10, +{2}-5)")
    } else if word.first == "+" {
      guard Self.isScrollExpression(word) else {
        throw ParseError(message: "'\(word)' is not a scroll offset such as +10, +{2}, +{2}-5 or +{2}-/2")
      }
      scroll = word
    } else if let first = word.first, first.isNumber {
      size = try Self.size(word)
    } else {
      throw ParseError(message: "unknown word '\(word)' (valid: \(Self.validWords))")
    }
  }

  private static let positions: [String: Position] = [
    "right": .right, "left": .left, "up": .up, "top": .up, "down": .down, "bottom": .down,
  ]

  /// `wrap`, `nowrap`, `hidden`… : sets the flag and returns true.
  private mutating func setFlag(_ word: String) -> Bool {
    let on = !word.hasPrefix("no")
    switch on ? word : String(word.dropFirst(2)) {
    case "wrap": wrap = on
    case "hidden": hidden = on
    case "follow": follow = on
    case "cycle": cycle = on
    case "info": info = on
    default: return false
    }
    return true
  }

  private static func size(_ word: String) throws(ParseError) -> Size {
    let percent = word.hasSuffix("%")
    let digits = percent ? word.dropLast() : Substring(word)
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else {
      throw ParseError(message: "'\(word)' is not a size (N columns or rows, or N%)")
    }
    if percent {
      guard value <= 99 else { throw ParseError(message: "size '\(word)' must be from 0% to 99%") }
      return .percent(value)
    }
    guard value <= 10_000 else { throw ParseError(message: "size '\(word)' is too large") }
    return .cells(value)
  }

  /// fzf's `^(\+{(-?[0-9]+|n)})?([+-][0-9]+)*(-?/[1-9][0-9]*)?$` (a base
  /// taken from a field or a number, then offsets, then a fraction).
  static func isScrollExpression(_ word: String) -> Bool {
    var rest = Substring(word)
    if rest.hasPrefix("+{"), let close = rest.firstIndex(of: "}") {
      let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
      let digits = inside.first == "-" ? inside.dropFirst() : inside
      guard inside == "n" || (!digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber })) else {
        return false
      }
      rest = rest[rest.index(after: close)...]
    }
    while let sign = rest.first, sign == "+" || sign == "-" {
      let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      if digits.isEmpty { break }
      rest = rest.dropFirst(1 + digits.count)
    }
    if rest.hasPrefix("-/") { rest = rest.dropFirst() }
    if rest.first == "/" {
      let digits = rest.dropFirst()
      guard let first = digits.first, first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return false
      }
      rest = rest.dropFirst(rest.count)
    }
    return rest.isEmpty && word != "+" && word != "-"
  }
}
