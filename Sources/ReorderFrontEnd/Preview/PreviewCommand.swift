import ReorderCore

/// A `--preview` command template and its placeholders, as fzf's.
///
///     placeholder   replaced by
///     ------------  ---------------------------------------------------
///     {}            the focused line, shell-quoted
///     {+}           the selected lines (or the focused one), each quoted,
///                   separated by spaces
///     {n}  {+n}     the 0-based position in the input (not quoted)
///     {q}           the search text, quoted ({fzf:query} too)
///     {2} {-1}      fields of the focused line (see ``FieldRange``), the
///     {2..} {1,3}   last delimiter and surrounding blanks dropped, quoted;
///     {+2}          with + for each selected line
///     {s2..}        s: keep the surrounding blanks
///     \{}           a literal {} (any placeholder after \ is left as is)
///
/// Quoting is the POSIX shell's: `'…'`, with `'` written `'\''`; newlines
/// and every other byte stand inside the quotes as they are. With `--ansi`
/// the lines' colour codes are left out, as fzf leaves them out. A CRLF
/// line's CR is not part of the line.
///
/// Forms that fzf has and this does not: `{f}` and `{+f}` (a temporary file)
/// and `{fzf:action}`/`{fzf:prompt}`; they are left in the command as they
/// are, as fzf leaves an expression it cannot read.
public struct PreviewCommand: Equatable, Sendable {
  public let template: String
  let parts: [Part]

  /// One line as a placeholder sees it.
  public struct Line: Equatable, Sendable {
    public var bytes: [UInt8]
    /// Its 0-based position in the input.
    public var index: Int

    public init(bytes: [UInt8], index: Int) {
      self.bytes = bytes
      self.index = index
    }
  }

  /// What the placeholders are replaced with.
  public struct Context: Sendable {
    public var focused: Line
    /// The selected lines in the order they are passed; empty: `{+}` means
    /// the focused line.
    public var selected: [Line] = []
    public var query: String = ""
    /// `--ansi`: colour codes are taken out of the lines first.
    public var ansi = false
    public var delimiter: FieldDelimiter = .blanks

    public init(
      focused: Line, selected: [Line] = [], query: String = "", ansi: Bool = false,
      delimiter: FieldDelimiter = .blanks
    ) {
      self.focused = focused
      self.selected = selected
      self.query = query
      self.ansi = ansi
      self.delimiter = delimiter
    }
  }

  public enum ExpansionError: Error, Equatable, CustomStringConvertible {
    /// A NUL byte cannot be part of a command line (fzf fails to start
    /// the command then; skim writes `\0`, which changes the data).
    case containsNUL

    public var description: String {
      switch self {
      case .containsNUL: return "the line holds a NUL byte, which a command line cannot carry"
      }
    }
  }

  public init(_ template: String) {
    self.template = template
    parts = Self.parse(Array(template.utf8))
  }

  /// Whether the command depends on the selection (`{+…}`), so that a
  /// change of selection should run it again.
  public var usesSelection: Bool {
    parts.contains { if case .placeholder(let p) = $0 { return p.plus } else { return false } }
  }

  /// Whether the command depends on the search text (`{q}`).
  public var usesQuery: Bool {
    parts.contains { if case .placeholder(.query) = $0 { return true } else { return false } }
  }

  /// The command line to hand to `sh -c`.
  ///
  ///     PreviewCommand("cat {}").expand(Context(focused: Line(bytes: "it's", index: 3)))
  ///     // cat 'it'\''s'
  public func expand(_ context: Context) throws(ExpansionError) -> [UInt8] {
    var result: [UInt8] = []
    for part in parts {
      switch part {
      case .text(let bytes):
        result += bytes
      case .placeholder(let placeholder):
        result += placeholder.replacement(in: context)
      }
    }
    if result.contains(0) { throw .containsNUL }
    return result
  }

  // MARK: - Parsing

  enum Part: Equatable, Sendable {
    case text([UInt8])
    case placeholder(Placeholder)
  }

  /// Splits a template into text and placeholders, as fzf's placeholder
  /// regex `\\?({[+sf]*[0-9,-.]*}|{q}|{fzf:…}|{\+?f?nf?})` does.
  static func parse(_ bytes: [UInt8]) -> [Part] {
    var parts: [Part] = []
    var text: [UInt8] = []
    var i = 0
    while i < bytes.count {
      let escaped = bytes[i] == UInt8(ascii: "\\")
      let open = escaped ? i + 1 : i
      if open < bytes.count, bytes[open] == UInt8(ascii: "{"),
        let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")),
        let placeholder = Placeholder(bytes[(open + 1)..<close])
      {
        if escaped {
          text += bytes[open...close]
        } else if case .unsupported = placeholder {
          text += bytes[i...close]
        } else {
          if !text.isEmpty { parts.append(.text(text)) }
          text = []
          parts.append(.placeholder(placeholder))
        }
        i = close + 1
        continue
      }
      text.append(bytes[i])
      i += 1
    }
    if !text.isEmpty { parts.append(.text(text)) }
    return parts
  }
}

// MARK: - Placeholders

extension PreviewCommand {
  enum Placeholder: Equatable, Sendable {
    case query
    /// `{}`, `{+}`, `{n}`, `{+n}`.
    case line(plus: Bool, number: Bool)
    /// `{2..}`, `{+s-1}`: `keepsBlanks` is fzf's `s` flag.
    case fields(plus: Bool, keepsBlanks: Bool, ranges: [FieldRange])
    /// A form fzf reads but this does not (`{f}`, a bad range): left as
    /// it is.
    case unsupported

    /// Reads the text between `{` and `}`; nil if it is no placeholder.
    init?(_ inside: ArraySlice<UInt8>) {
      let text = String(decoding: inside, as: UTF8.self)
      if text == "q" || text == "fzf:query" {
        self = .query
        return
      }
      if text == "fzf:action" || text == "fzf:prompt" {
        self = .unsupported
        return
      }
      if let number = Self.numberForm(text) {
        self = number
        return
      }
      let flags = text.prefix { "+sf".contains($0) }
      let expression = text.dropFirst(flags.count)
      guard expression.allSatisfy({ $0.isASCII && ($0.isNumber || ",-.".contains($0)) }) else {
        return nil
      }
      let plus = flags.contains("+")
      if flags.contains("f") {
        self = .unsupported
      } else if expression.isEmpty {
        self = .line(plus: plus, number: false)
      } else if let ranges = FieldRange.list(String(expression)) {
        self = .fields(plus: plus, keepsBlanks: flags.contains("s"), ranges: ranges)
      } else {
        self = .unsupported
      }
    }

    /// `{n}`, `{+n}` (and the `{fn}`, `{+nf}` file forms, unsupported).
    private static func numberForm(_ text: String) -> Placeholder? {
      var rest = Substring(text)
      let plus = rest.first == "+"
      if plus { rest = rest.dropFirst() }
      guard rest.contains("n") else { return nil }
      let withoutFile = rest.replacing("f", with: "")
      guard withoutFile == "n", rest.count <= 3 else { return nil }
      return rest.contains("f") ? .unsupported : .line(plus: plus, number: true)
    }

    var plus: Bool {
      switch self {
      case .line(let plus, _), .fields(let plus, _, _): return plus
      case .query, .unsupported: return false
      }
    }

    func replacement(in context: Context) -> [UInt8] {
      let lines = plus && !context.selected.isEmpty ? context.selected : [context.focused]
      switch self {
      case .query:
        return PreviewCommand.quote(Array(context.query.utf8))
      case .line(_, let number):
        let words = lines.map { line in
          number ? Array(String(line.index).utf8) : PreviewCommand.quote(text(of: line, in: context))
        }
        return Array(words.joined(separator: [0x20]))
      case .fields(_, let keepsBlanks, let ranges):
        let words = lines.map { line in
          PreviewCommand.quote(
            fields(ranges, of: text(of: line, in: context), in: context, keepsBlanks: keepsBlanks))
        }
        return Array(words.joined(separator: [0x20]))
      case .unsupported:
        return []
      }
    }

    /// The line as text: without a CRLF line's CR; with `--ansi`, without
    /// colour codes.
    private func text(of line: Line, in context: Context) -> [UInt8] {
      var bytes = line.bytes
      if bytes.last == 0x0D { bytes.removeLast() }
      if context.ansi && ANSICodes.mayContainCodes(bytes) { bytes = ANSICodes.strip(bytes) }
      return bytes
    }

    /// The chosen fields joined, without the delimiter that ends the last
    /// one, trimmed of white space unless `keepsBlanks`.
    private func fields(
      _ ranges: [FieldRange], of bytes: [UInt8], in context: Context, keepsBlanks: Bool
    ) -> [UInt8] {
      let fields = context.delimiter.fields(bytes)
      var joined: [UInt8] = []
      for range in ranges {
        for index in range.indices(among: fields.count) { joined += bytes[fields[index]] }
      }
      if let start = context.delimiter.trailingDelimiterStart(joined) {
        joined.removeSubrange(start...)
      }
      guard !keepsBlanks else { return joined }
      let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
      guard let first = joined.firstIndex(where: { !isSpace($0) }),
        let last = joined.lastIndex(where: { !isSpace($0) })
      else { return [] }
      return Array(joined[first...last])
    }
  }

  /// POSIX shell single quotes: `it's` → `'it'\''s'`.
  package static func quote(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = [0x27]
    result.reserveCapacity(bytes.count + 2)
    for byte in bytes {
      if byte == 0x27 {
        result += [0x27, 0x5C, 0x27, 0x27]
      } else {
        result.append(byte)
      }
    }
    result.append(0x27)
    return result
  }
}
