import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

@Suite struct FieldSelectorTests {
  func shown(_ item: String, _ list: String, _ delimiter: String? = nil, ansi: Bool = false) throws -> String
  {
    let selector = try FieldSelector(list, delimiter: delimiter.map(FieldDelimiter.init) ?? .blanks)
    return String(decoding: selector.displayed(Array(item.utf8), ansi: ansi), as: UTF8.self)
  }

  func fields(_ item: String, _ delimiter: FieldDelimiter) -> [String] {
    let bytes = Array(item.utf8)
    return delimiter.fields(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  @Test func fieldsIncludeTheDelimiterThatEndsThem() {
    #expect(fields("  a  b c", .blanks) == ["a  ", "b ", "c"])
    #expect(fields("a\tb", .blanks) == ["a\t", "b"])
    #expect(fields("a:b:c", FieldDelimiter(":")) == ["a:", "b:", "c"])
    // A literal ends with one more (empty) field, as Go's SplitAfter; a
    // regular expression does not, as in fzf.
    #expect(fields("a:b:", FieldDelimiter(":")) == ["a:", "b:", ""])
    #expect(fields("a:b:", FieldDelimiter("[:]")) == ["a:", "b:"])
    #expect(fields("a\t\tb", FieldDelimiter("[\t]")) == ["a\t", "\t", "b"])
    #expect(fields("", .blanks) == [])
  }

  func literal(_ delimiter: FieldDelimiter) -> String? {
    guard case .literal(let bytes) = delimiter else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func theSpecIsReadAsFzfReadsIt() {
    #expect(literal(FieldDelimiter("\\t")) == "\t")
    #expect(literal(FieldDelimiter("--")) == "--")
    #expect(literal(FieldDelimiter(" +")) == nil)  // a regular expression
    // Not a valid regular expression: a literal.
    #expect(literal(FieldDelimiter("(")) == "(")
  }

  @Test func regexFieldsMatchFromEachFieldAfresh() {
    // `^` matches at the start of each field, as fzf matches the rest of
    // the line anew; an empty match takes one whole character.
    #expect(fields("ab", FieldDelimiter("^")) == ["a", "b"])
    #expect(fields("é:x", FieldDelimiter("x*")) == ["é", ":", "x"])
    #expect(fields("a, b,c", FieldDelimiter(", *")) == ["a, ", "b,", "c"])
  }

  /// The examples of fzf issue 2154, with what fzf shows for them.
  @Test func withNthShowsWhatFzfShows() throws {
    #expect(try shown("1:2:3", "1,3,2", ":") == "1:32:")
    #expect(try shown("1 2 3", "1,3,2", " ") == "1 32")
    #expect(try shown("1.2.3", "1,3,2", ".") == "12.")
    #expect(try shown("1:2:3:4", "2", ":") == "2:")
  }

  @Test func rangesAndNegativeIndexes() throws {
    let line = "  alpha  beta gamma delta"
    #expect(try shown(line, "2") == "beta")
    #expect(try shown(line, "-1") == "delta")
    #expect(try shown(line, "2..") == "beta gamma delta")
    #expect(try shown(line, "..2") == "alpha  beta")
    #expect(try shown(line, "2..-2") == "beta gamma")
    #expect(try shown(line, "..") == "alpha  beta gamma delta")
    #expect(try shown(line, "-2..") == "gamma delta")
    #expect(try shown(line, "9") == "")
    #expect(try shown(line, "3..2") == "")
    #expect(try shown(line, "4,1") == "deltaalpha")
  }

  @Test func aCRLFLinesCRIsNotText() throws {
    #expect(try shown("a:b\r", "2", ":") == "b")
  }

  @Test func fieldListsAreValidated() {
    for bad in ["", "0", "1..0", "a", "1-2", "1...", "1..2..3", "1,,2", "--1"] {
      #expect(throws: FieldSelector.SyntaxError.self, "\(bad)") { try FieldSelector(bad) }
    }
    #expect(
      FieldRange.list("1,-2..,..3") == [
        FieldRange(lower: 1, upper: 1), FieldRange(lower: -2, upper: nil), FieldRange(lower: nil, upper: 3),
      ])
  }

  @Test func withAnsiAFieldKeepsTheColourInForceWhereItStood() {
    let selector = try! FieldSelector("2", delimiter: FieldDelimiter(":"))
    let item = Array("\u{1B}[31mred:still\u{1B}[0m:plain".utf8)
    let bytes = selector.displayed(item, ansi: true)
    #expect(bytes == Array("\u{1B}[m\u{1B}[31mstill\u{1B}[0m:".utf8))
    let glyphs = DisplayText.glyphs(bytes, ansi: true)
    #expect(glyphs.map(\.text).joined() == "still:")
    #expect(glyphs.first?.ansi == AnsiStyle(foreground: 1))
    #expect(glyphs.last?.ansi == nil)
    // Without codes in the line nothing is added.
    #expect(selector.displayed(Array("a:b".utf8), ansi: true) == Array("b".utf8))
  }

  @Test func stylesRoundTripThroughTheirSGR() {
    var style = AnsiStyle(foreground: 208, background: 4)
    style.bold = true
    style.underline = true
    var parsed = AnsiStyle()
    parsed.applyCodes(in: ArraySlice(style.selectGraphicRendition))
    #expect(parsed == style)
    #expect(AnsiStyle().selectGraphicRendition == [])
  }
}
