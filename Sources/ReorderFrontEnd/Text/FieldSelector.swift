/// One field expression of fzf's `--with-nth` and of `{N}` placeholders:
/// a field or a range of fields, 1-based, negative from the end.
///
///     expression  fields
///     ----------  ---------------------------------
///     2           the second
///     -1          the last
///     2..         the second to the last
///     ..3         the first three
///     2..-2       the second to the one before last
///     ..          all
public struct FieldRange: Equatable, Sendable {
  /// nil: from the first field.
  public var lower: Int?
  /// nil: to the last field.
  public var upper: Int?

  public init(lower: Int?, upper: Int?) {
    self.lower = lower
    self.upper = upper
  }

  /// Parses one expression; nil if it is not one (0 is no field).
  public init?<S: StringProtocol>(_ expression: S) {
    let text = String(expression)
    func number(_ part: Substring) -> Int? {
      guard let n = Int(part), n != 0 else { return nil }
      return n
    }
    guard let dots = text.firstRange(of: "..") else {
      guard let n = number(text[...]) else { return nil }
      self.init(lower: n, upper: n)
      return
    }
    let head = text[..<dots.lowerBound]
    let tail = text[dots.upperBound...]
    if !head.isEmpty && number(head) == nil { return nil }
    if !tail.isEmpty && number(tail) == nil { return nil }
    self.init(lower: head.isEmpty ? nil : number(head), upper: tail.isEmpty ? nil : number(tail))
  }

  /// Parses a comma-separated list such as `1,3..` (as `--with-nth`
  /// takes); nil if any part is not an expression.
  public static func list(_ text: String) -> [FieldRange]? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || ",.-".contains($0)) })
    else { return nil }
    var ranges: [FieldRange] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let range = FieldRange(part) else { return nil }
      ranges.append(range)
    }
    return ranges
  }

  /// The 0-based indices of the fields this expression picks among
  /// `count` fields, in order (none when it points outside them).
  public func indices(among count: Int) -> [Int] {
    func resolve(_ n: Int) -> Int { n < 0 ? n + count + 1 : n }
    let first = resolve(lower ?? 1)
    let last = resolve(upper ?? count)
    guard first <= last else { return [] }
    return (first...last).filter { $0 >= 1 && $0 <= count }.map { $0 - 1 }
  }
}

/// `--with-nth`: which fields of an item are shown, as fzf shows them.
///
/// The chosen fields are joined as they are, each with the delimiter that
/// ends it (`--with-nth 1` of `a:b` shows `a:`, as in fzf), and trailing
/// blanks are dropped:
///
///     let fields = try FieldSelector("2..", delimiter: FieldDelimiter(":"))
///     fields.displayed(Array("x:y:z".utf8))   // "y:z"
///
/// Only what is shown changes: the output is always the whole line.
public struct FieldSelector: Equatable, Sendable {
  public let ranges: [FieldRange]
  public let delimiter: FieldDelimiter

  public struct SyntaxError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// `--with-nth LIST` with `--delimiter`'s delimiter (AWK-style blanks
  /// without one).
  public init(_ list: String, delimiter: FieldDelimiter = .blanks) throws(SyntaxError) {
    guard let ranges = FieldRange.list(list) else {
      throw SyntaxError(
        message: "'\(list)' is not a field list (N, -N, N.., ..N, N..M, comma-separated; 1 is the first)")
    }
    self.ranges = ranges
    self.delimiter = delimiter
  }

  /// The bytes to show for an item. A CRLF line's CR is not text: it is
  /// left out. With `ansi` (`--ansi`), each chosen field starts with the
  /// colour that was in force where it stood in the line, so a field keeps
  /// its colours when the fields before it are not shown.
  ///
  /// - Complexity: O(*n*) in the item's length, plus the delimiter's cost
  ///   (see ``FieldDelimiter/fields(_:)``).
  public func displayed(_ item: [UInt8], ansi: Bool = false) -> [UInt8] {
    var bytes = item
    if bytes.last == 0x0D { bytes.removeLast() }
    let fields = delimiter.fields(bytes)
    let colours = ansi && bytes.contains(0x1B) ? Self.stylesAtStart(of: fields, in: bytes) : nil
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for range in ranges {
      for index in range.indices(among: fields.count) {
        if let colours {
          result += [0x1B, UInt8(ascii: "["), UInt8(ascii: "m")]
          result += colours[index].selectGraphicRendition
        }
        result += bytes[fields[index]]
      }
    }
    if colours == nil {
      while let last = result.last, FieldDelimiter.isBlank(last) { result.removeLast() }
    }
    return result
  }

  /// The SGR state in force where each field starts.
  static func stylesAtStart(of fields: [Range<Int>], in bytes: [UInt8]) -> [AnsiStyle] {
    var style = AnsiStyle()
    var styles: [AnsiStyle] = []
    styles.reserveCapacity(fields.count)
    for field in fields {
      styles.append(style)
      style.applyCodes(in: bytes[field])
    }
    return styles
  }
}

extension AnsiStyle {
  /// Applies the SGR sequences (`ESC [ … m`) found in `bytes`, in order;
  /// other bytes are skipped.
  mutating func applyCodes(in bytes: ArraySlice<UInt8>) {
    var i = bytes.startIndex
    while let escape = bytes[i...].firstIndex(of: 0x1B) {
      i = escape + 1
      guard i < bytes.endIndex, bytes[i] == UInt8(ascii: "[") else { continue }
      var j = i + 1
      while j < bytes.endIndex, (0x30...0x3F).contains(bytes[j]) { j += 1 }
      let parameters = bytes[(i + 1)..<j]
      while j < bytes.endIndex, (0x20...0x2F).contains(bytes[j]) { j += 1 }
      guard j < bytes.endIndex, (0x40...0x7E).contains(bytes[j]) else { continue }
      if bytes[j] == UInt8(ascii: "m") && j == parameters.endIndex
        && SGR.isSelectGraphicRendition(parameters)
      {
        SGR.apply(parameters, to: &self)
      }
      i = j + 1
    }
  }

  /// An SGR sequence that sets this style from a reset state; empty for
  /// the plain style.
  ///
  ///     AnsiStyle(foreground: 1).selectGraphicRendition  // ESC[31m
  var selectGraphicRendition: [UInt8] {
    var codes: [String] = []
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if italic { codes.append("3") }
    if underline { codes.append("4") }
    if reverse { codes.append("7") }
    if let foreground {
      codes.append(foreground < 8 ? "\(30 + foreground)" : "38;5;\(foreground)")
    }
    if let background {
      codes.append(background < 8 ? "\(40 + background)" : "48;5;\(background)")
    }
    guard !codes.isEmpty else { return [] }
    return [0x1B, UInt8(ascii: "[")] + Array(codes.joined(separator: ";").utf8) + [UInt8(ascii: "m")]
  }
}
