import Glibc
import Testing

@testable import ReorderFrontEnd

// MARK: - Helpers

/// The glyphs' texts run together, as they would read on screen.
private func shown(_ glyphs: [Glyph]) -> String {
  glyphs.map(\.text).joined()
}

/// One character per cell-starting glyph: "e" for escape, "." otherwise.
private func escapeMask(_ glyphs: [Glyph]) -> String {
  String(glyphs.map { $0.isEscape ? "e" : "." })
}

private func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

// MARK: - Table of cases

struct DisplayCase: CustomTestStringConvertible, Sendable {
  var name: String
  var input: [UInt8]
  var shown: String
  var width: Int
  /// "e" per escape glyph, "." per other glyph; nil: every glyph plain.
  var mask: String? = nil

  var testDescription: String { name }
}

private let cases: [DisplayCase] = [
  DisplayCase(name: "ASCII", input: bytes("hello, world"), shown: "hello, world", width: 12),
  DisplayCase(name: "empty", input: [], shown: "", width: 0),
  DisplayCase(name: "CJK", input: bytes("日本"), shown: "日本", width: 4),
  DisplayCase(name: "precomposed é", input: bytes("caf\u{E9}"), shown: "caf\u{E9}", width: 4),
  DisplayCase(name: "thumbs up, skin tone", input: bytes("A👍🏽B"), shown: "A👍B", width: 4),
  DisplayCase(name: "ZWJ sequence", input: bytes("A👩‍💻B"), shown: "A👩B", width: 4),
  DisplayCase(
    name: "ZWJ family with modifiers", input: bytes("👨🏽‍👩‍👧!"), shown: "👨!", width: 3),
  DisplayCase(name: "heart + VS16", input: bytes("A❤️B"), shown: "A❤B", width: 3),
  DisplayCase(name: "combining acute", input: bytes("Ae\u{301}B"), shown: "Ae\u{301}B", width: 3),
  DisplayCase(name: "flag", input: bytes("🇫🇷x"), shown: "🇫x", width: 2),
  DisplayCase(name: "two flags", input: bytes("🇫🇷🇩🇪"), shown: "🇫🇩", width: 2),
  DisplayCase(name: "subdivision flag (tags)", input: bytes("🏴󠁧󠁢󠁳󠁣󠁴󠁿."), shown: "🏴.", width: 3),
  DisplayCase(name: "keycap", input: bytes("1️⃣"), shown: "1\u{20E3}", width: 1),
  DisplayCase(
    name: "modifier on a non-emoji base", input: bytes("A🏽"), shown: "A<U+1F3FD>", width: 10),
  DisplayCase(name: "lone modifier", input: bytes("🏿"), shown: "<U+1F3FF>", width: 9),
  DisplayCase(
    name: "modifier after an escape", input: bytes("\u{7}🏻"), shown: "^G<U+1F3FB>", width: 11),
  DisplayCase(
    name: "mark at start sits on ◌", input: bytes("\u{301}a"), shown: "\u{25CC}\u{301}a",
    width: 2),
  DisplayCase(
    name: "mark after an escape sits on ◌", input: bytes("\u{1B}\u{301}"),
    shown: "^[\u{25CC}\u{301}", width: 3, mask: "ee."),
  DisplayCase(
    name: "OSC title", input: bytes("\u{1B}]0;title\u{7}"), shown: "^[]0;title^G", width: 12,
    mask: "ee........ee"),
  DisplayCase(
    name: "OSC 52 with BEL", input: bytes("\u{1B}]52;c;aGk=\u{7}"), shown: "^[]52;c;aGk=^G",
    width: 14, mask: "ee..........ee"),
  DisplayCase(
    name: "OSC 52 with ST", input: bytes("\u{1B}]52;c;aGk=\u{1B}\\"),
    shown: "^[]52;c;aGk=^[\\", width: 15, mask: "ee..........ee."),
  DisplayCase(
    name: "C1 CSI, validly encoded", input: [0xC2, 0x9B, 0x32, 0x4A], shown: "\\x9b2J", width: 6,
    mask: "eeee.."),
  DisplayCase(name: "lone 0x9B byte", input: [0x9B], shown: "\\x9b", width: 4, mask: "eeee"),
  DisplayCase(
    name: "NEL via String", input: bytes("\u{85}"), shown: "\\x85", width: 4, mask: "eeee"),
  DisplayCase(
    name: "invalid FF FE", input: [0xFF, 0xFE], shown: "\\xff\\xfe", width: 8, mask: "eeeeeeee"),
  DisplayCase(
    name: "truncated at end", input: [0x61, 0xE6, 0x97], shown: "a\\xe6\\x97", width: 9,
    mask: ".eeeeeeee"),
  DisplayCase(
    name: "truncated before ASCII", input: [0xE6, 0x97, 0x41], shown: "\\xe6\\x97A", width: 9,
    mask: "eeeeeeee."),
  DisplayCase(
    name: "bad lead, then a good sequence", input: [0xE6, 0xE6, 0x97, 0xA5],
    shown: "\\xe6日", width: 6, mask: "eeee."),
  DisplayCase(
    name: "overlong /", input: [0xC0, 0xAF], shown: "\\xc0\\xaf", width: 8, mask: "eeeeeeee"),
  DisplayCase(
    name: "overlong 3-byte", input: [0xE0, 0x80, 0xAF], shown: "\\xe0\\x80\\xaf", width: 12),
  DisplayCase(
    name: "surrogate", input: [0xED, 0xA0, 0x80], shown: "\\xed\\xa0\\x80", width: 12,
    mask: "eeeeeeeeeeee"),
  DisplayCase(
    name: "above U+10FFFF", input: [0xF4, 0x90, 0x80, 0x80], shown: "\\xf4\\x90\\x80\\x80",
    width: 16),
  DisplayCase(
    name: "RLO", input: bytes("ab\u{202E}cd"), shown: "ab<U+202E>cd", width: 12,
    mask: "..eeeeeeee.."),
  DisplayCase(name: "LRI", input: bytes("\u{2066}"), shown: "<U+2066>", width: 8),
  DisplayCase(name: "ALM", input: bytes("\u{61C}"), shown: "<U+061C>", width: 8),
  DisplayCase(name: "RLM", input: bytes("\u{200F}"), shown: "<U+200F>", width: 8),
  DisplayCase(name: "zero-width space", input: bytes("a\u{200B}b"), shown: "a<U+200B>b", width: 10),
  DisplayCase(name: "soft hyphen", input: bytes("\u{AD}"), shown: "<U+00AD>", width: 8),
  DisplayCase(name: "BOM", input: bytes("\u{FEFF}x"), shown: "<U+FEFF>x", width: 9),
  DisplayCase(name: "line separator", input: bytes("\u{2028}"), shown: "<U+2028>", width: 8),
  DisplayCase(name: "noncharacter", input: bytes("\u{FFFF}"), shown: "<U+FFFF>", width: 8),
  DisplayCase(name: "unassigned", input: bytes("\u{378}"), shown: "<U+0378>", width: 8),
  DisplayCase(name: "tag alone", input: bytes("\u{E0041}"), shown: "<U+E0041>", width: 9),
  DisplayCase(
    name: "tag after a letter is shown", input: bytes("a\u{E0041}"), shown: "a<U+E0041>",
    width: 10),
  DisplayCase(name: "lone ZWJ is dropped", input: bytes("\u{200D}x"), shown: "x", width: 1),
  DisplayCase(name: "lone VS16 is dropped", input: bytes("\u{FE0F}x"), shown: "x", width: 1),
  DisplayCase(name: "NUL", input: [0], shown: "^@", width: 2, mask: "ee"),
  DisplayCase(name: "DEL", input: [0x7F], shown: "^?", width: 2, mask: "ee"),
  DisplayCase(name: "CR LF", input: bytes("\r\n"), shown: "^M^J", width: 4, mask: "eeee"),
  DisplayCase(name: "unit separator", input: [0x1F], shown: "^_", width: 2),
  DisplayCase(name: "tab", input: bytes("a\tb"), shown: "a       b", width: 9),
  DisplayCase(
    name: "tab at a stop", input: bytes("12345678\tb"), shown: "12345678        b", width: 17),
  DisplayCase(name: "tab after wide", input: bytes("日\tx"), shown: "日      x", width: 9),
  DisplayCase(name: "tab after escape", input: bytes("\u{1B}\t|"), shown: "^[      |", width: 9),
  DisplayCase(
    name: "Hangul conjoining jamo", input: bytes("\u{1100}\u{1161}\u{11A8}x"),
    shown: "\u{1100}\u{1161}\u{11A8}x", width: 3),
  DisplayCase(
    name: "Hangul syllable + final jamo", input: bytes("\u{AC00}\u{11A8}"),
    shown: "\u{AC00}\u{11A8}", width: 2),
  DisplayCase(name: "Devanagari vowel sign", input: bytes("कि"), shown: "कि", width: 2),
  DisplayCase(
    name: "Indic ZWJ keeps the letter", input: bytes("क्\u{200D}ष"), shown: "क्ष", width: 2),
  DisplayCase(name: "private use", input: bytes("\u{E0A0}"), shown: "\u{E0A0}", width: 1),
  DisplayCase(name: "ideographic space", input: bytes("\u{3000}"), shown: "\u{3000}", width: 2),
]

@Test(arguments: cases)
func displayText(_ example: DisplayCase) {
  let glyphs = DisplayText.glyphs(example.input)
  #expect(shown(glyphs) == example.shown)
  #expect(glyphs.reduce(0) { $0 + $1.width } == example.width)
  #expect(DisplayText.width(example.input) == example.width)
  if let mask = example.mask {
    #expect(escapeMask(glyphs) == mask)
  }
  for glyph in glyphs where glyph.isEscape {
    #expect(glyph.text.unicodeScalars.allSatisfy { $0.isASCII })
  }
}

// MARK: - Glyph structure

@Test func combiningMarkIsInTheBaseGlyph() {
  let glyphs = DisplayText.glyphs(bytes("Ae\u{301}B"))
  #expect(
    glyphs == [
      Glyph(text: "A", width: 1),
      Glyph(text: "e\u{301}", width: 1),
      Glyph(text: "B", width: 1),
    ])
}

@Test func emojiGlyphs() {
  #expect(DisplayText.glyphs(bytes("👍🏽")) == [Glyph(text: "👍", width: 2)])
  #expect(DisplayText.glyphs(bytes("👩‍💻")) == [Glyph(text: "👩", width: 2)])
  #expect(DisplayText.glyphs(bytes("❤️")) == [Glyph(text: "❤", width: 1)])
  #expect(DisplayText.glyphs(bytes("🇫🇷")) == [Glyph(text: "🇫", width: 1)])
}

@Test func stackedMarksAreCappedAtWhatSetccharKeeps() {
  let input = "e" + String(repeating: "\u{301}", count: 10) + "x"
  let glyphs = DisplayText.glyphs(bytes(input))
  #expect(glyphs.count == 2)
  #expect(glyphs[0].text.unicodeScalars.count == 5)
  #expect(glyphs[0].width == 1)
}

@Test func hugeClusterIsOneGlyph() {
  let input = "a" + String(repeating: "\u{301}", count: 100_000) + "b"
  #expect(
    DisplayText.glyphs(bytes(input)) == [
      Glyph(text: "a\u{301}\u{301}\u{301}\u{301}", width: 1), Glyph(text: "b", width: 1),
    ])
  let marks = String(repeating: "\u{301}", count: 100_000) + "\u{1B}"
  #expect(shown(DisplayText.glyphs(bytes(marks))) == "\u{25CC}\u{301}\u{301}\u{301}\u{301}^[")
}

@Test func hugeClusterOfSpacingScalars() {
  // Hangul leading consonants join one cluster however many there are.
  let input = String(repeating: "\u{1100}", count: 5000) + "\u{1161}x"
  let glyphs = DisplayText.glyphs(bytes(input))
  #expect(glyphs.count == 5001)
  #expect(glyphs.dropLast(2).allSatisfy { $0 == Glyph(text: "\u{1100}", width: 2) })
  #expect(
    glyphs.suffix(2) == [Glyph(text: "\u{1100}\u{1161}", width: 2), Glyph(text: "x", width: 1)])
  #expect(DisplayText.glyphs(bytes(input), maxColumns: 10).count == 6)
}

@Test func hugeClusterWithEscapesStopsAtAnyColumnAsAPrefix() {
  // Marks and ZWNJ (a format character, shown as an escape) all extend one
  // cluster that is far longer than the chunk handed to grapheme breaking.
  let piece = String(repeating: "\u{301}", count: 600) + "\u{200C}"
  let input = bytes("a" + String(repeating: piece, count: 20) + "b")
  let all = DisplayText.glyphs(input)
  let marks = String(repeating: "\u{301}", count: 4)
  #expect(
    all.prefix(10).map(\.text)
      == ["a" + marks, "<", "U", "+", "2", "0", "0", "C", ">", "\u{25CC}" + marks])
  let total = all.reduce(0) { $0 + $1.width }
  #expect(total == 1 + 8 + 19 * (1 + 8) + 1)  // a, then ◌ after each ZWNJ, then b
  for limit in [0, 1, 5, 9, 10, 11, 50, 179, 180, 181] {
    let prefix = DisplayText.glyphs(input, maxColumns: limit)
    #expect(Array(all.prefix(prefix.count)) == prefix, "maxColumns \(limit)")
    #expect(prefix.reduce(0) { $0 + $1.width } > limit || prefix == all)
  }
}

@Test func tabWidth() {
  #expect(shown(DisplayText.glyphs(bytes("ab\tc"), tabWidth: 4)) == "ab  c")
  #expect(shown(DisplayText.glyphs(bytes("\t\t"), tabWidth: 3)) == "      ")
  #expect(shown(DisplayText.glyphs(bytes("a\tb"), tabWidth: 0)) == "a b")
  #expect(DisplayText.width(bytes("ab\tc"), tabWidth: 4) == 5)
}

@Test func stringsGoThroughTheSameRules() {
  #expect(shown(DisplayText.glyphs("x\u{1B}[2J👍🏽")) == "x^[[2J👍")
  #expect(DisplayText.glyphs("é") == [Glyph(text: "é", width: 1)])
}

@Test func nonContiguousCollections() {
  let input = bytes("A👩‍💻\u{1B}B")
  let lazy = input.lazy.map { $0 }  // no contiguous storage
  #expect(DisplayText.glyphs(lazy) == DisplayText.glyphs(input))
  #expect(DisplayText.width(lazy) == 6)
}

// MARK: - fit

struct FitCase: CustomTestStringConvertible, Sendable {
  var input: String
  var columns: Int
  var shown: String
  var truncated: Bool
  var testDescription: String { "\(input) in \(columns)" }
}

private let fitCases: [FitCase] = [
  FitCase(input: "ab日本", columns: 6, shown: "ab日本", truncated: false),
  FitCase(input: "ab日本", columns: 9, shown: "ab日本", truncated: false),
  FitCase(input: "ab日本", columns: 5, shown: "ab日…", truncated: true),
  FitCase(input: "ab日本", columns: 4, shown: "ab …", truncated: true),  // 日 would straddle
  FitCase(input: "ab日本", columns: 3, shown: "ab…", truncated: true),
  FitCase(input: "ab日本", columns: 1, shown: "…", truncated: true),
  FitCase(input: "ab日本", columns: 0, shown: "", truncated: true),
  FitCase(input: "日本", columns: 2, shown: " …", truncated: true),
  FitCase(input: "", columns: 0, shown: "", truncated: false),
  FitCase(input: "abc", columns: 3, shown: "abc", truncated: false),
  FitCase(input: "abc", columns: 2, shown: "a…", truncated: true),
  FitCase(input: "\u{1B}x", columns: 2, shown: "^…", truncated: true),
]

@Test(arguments: fitCases)
func fit(_ example: FitCase) {
  let result = DisplayText.fit(DisplayText.glyphs(example.input), columns: example.columns)
  #expect(shown(result.glyphs) == example.shown)
  #expect(result.truncated == example.truncated)
  if result.truncated {
    #expect(result.glyphs.reduce(0) { $0 + $1.width } == example.columns)
  }
}

// MARK: - maxColumns

@Test func maxColumnsStopsEarlyOnAHugeLine() {
  let line = [UInt8](String(repeating: "日本", count: 200_000).utf8)  // 1.2 MB
  let glyphs = DisplayText.glyphs(line, maxColumns: 80)
  let width = glyphs.reduce(0) { $0 + $1.width }
  #expect(width > 80 && width <= 82)
  #expect(glyphs.count == 41)
  let fitted = DisplayText.fit(glyphs, columns: 80)
  #expect(fitted.truncated)
  #expect(shown(fitted.glyphs) == String(repeating: "日本", count: 19) + "日 …")
}

@Test func maxColumnsOnAHugeASCIILine() {
  let line = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
  #expect(DisplayText.glyphs(line, maxColumns: 100).count == 101)
  #expect(DisplayText.glyphs(line, maxColumns: 0).count == 1)
}

@Test func maxColumnsWhenEverythingFits() {
  let input = bytes("ab日本")
  #expect(DisplayText.glyphs(input, maxColumns: 6) == DisplayText.glyphs(input))
  #expect(DisplayText.glyphs(input, maxColumns: 3).map(\.text) == ["a", "b", "日"])
}

// MARK: - The width table against glibc

/// glibc's own `wcwidth` under C.UTF-8, looked up at run time (Swift's
/// Glibc module does not export it). The locale is set for this thread only.
private struct LiveGlibc {
  typealias WcwidthFunction = @convention(c) (Int32) -> Int32
  typealias VersionFunction = @convention(c) () -> UnsafePointer<CChar>

  let wcwidth: WcwidthFunction
  let version: String

  init?() {
    guard let handle = dlopen(nil, RTLD_NOW),
      let wcwidthSymbol = dlsym(handle, "wcwidth"),
      let versionSymbol = dlsym(handle, "gnu_get_libc_version")
    else { return nil }
    wcwidth = unsafeBitCast(wcwidthSymbol, to: WcwidthFunction.self)
    version = String(cString: unsafeBitCast(versionSymbol, to: VersionFunction.self)())
  }

  /// Runs `body` with this thread's locale set to C.UTF-8.
  func withUTF8Locale<T>(_ body: () -> T) -> T? {
    guard let locale = newlocale(1 << LC_CTYPE, "C.UTF-8", nil) else { return nil }
    defer { freelocale(locale) }
    let previous = uselocale(locale)
    defer { uselocale(previous) }
    return body()
  }
}

private let liveGlibcMatchesTable = LiveGlibc()?.version == WidthTable.glibcVersion

@Test(
  "Every code point measures as the running glibc measures it",
  .enabled(if: liveGlibcMatchesTable, "table was generated from another glibc version"))
func tableMatchesLiveGlibc() throws {
  let glibc = try #require(LiveGlibc())
  let mismatches = try #require(
    glibc.withUTF8Locale { () -> [UInt32] in
      var mismatches: [UInt32] = []
      for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
        if Int(glibc.wcwidth(Int32(value))) != DisplayText.glibcWidth(value) {
          mismatches.append(value)
        }
      }
      return mismatches
    })
  #expect(mismatches.isEmpty, "first: \(mismatches.prefix(10).map { String($0, radix: 16) })")
}

@Test func tableSpotChecks() {
  let expected: [(UInt32, Int)] = [
    (0x41, 1), (0x00, 0), (0x1B, -1), (0x9B, -1), (0xAD, 1), (0x301, 0), (0x1100, 2),
    (0x1160, 0), (0x11A8, 0), (0x200B, 0), (0x200D, 0), (0x202E, 0), (0x2028, -1),
    (0x2764, 1), (0x25CC, 1), (0x2026, 1), (0x3000, 2), (0x65E5, 2), (0xE000, 1),
    (0xFE0F, 0), (0xFFFF, -1), (0x1F1EB, 1), (0x1F3FD, 2), (0x1F44D, 2), (0x1F469, 2),
    (0xE0041, 0), (0x378, -1), (0x10FFFF, -1),
  ]
  for (value, width) in expected {
    #expect(DisplayText.glibcWidth(value) == width, "U+\(String(value, radix: 16))")
  }
  #expect(DisplayText.scalarClass(0x202E) == .formatZeroWidth)
  #expect(DisplayText.scalarClass(0x301) == .zeroWidth)
  #expect(DisplayText.scalarClass(0x85) == .control)
}

// MARK: - Randomized

/// Pieces that exercise every rule; random inputs mix them with raw bytes.
private let fragments: [[UInt8]] =
  [
    "a", "Z", " ", "~", "\t", "\u{0}", "\u{1B}", "\u{1B}[31m", "\u{7F}", "\r\n", "\u{85}", "\u{9B}",
    "é", "e\u{301}", "\u{301}", "\u{20E3}", "\u{489}", "日", "本", "\u{3000}", "👍", "🏽", "👍🏽",
    "👩‍💻", "\u{200D}", "❤️", "\u{FE0F}", "\u{FE0E}", "\u{E0100}", "🇫", "🇷", "🇫🇷", "🏴",
    "\u{E0067}", "\u{E007F}", "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200E}",
    "\u{200F}", "\u{61C}", "\u{200B}", "\u{200C}", "\u{AD}", "\u{FEFF}", "\u{600}", "\u{2028}",
    "\u{2029}", "\u{FFFF}", "\u{378}", "\u{E000}", "\u{10FFFD}", "\u{1100}", "\u{1161}",
    "\u{11A8}", "\u{AC00}", "\u{D7B0}", "क", "\u{94D}", "ष", "\u{93F}", "\u{D4E}", "\u{25CC}",
    "\u{180B}", "\u{180E}", "\u{1F1E6}",
  ].map { Array($0.utf8) } + [
    [0xFF], [0xFE], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE6, 0x97], [0xF0, 0x9F], [0x80],
    [0xC2], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80],
  ]

private func randomInput(_ generator: inout SplitMix64) -> [UInt8] {
  var input: [UInt8] = []
  let pieces = Int.random(in: 0...24, using: &generator)
  for _ in 0..<pieces {
    if Bool.random(using: &generator) {
      input += fragments.randomElement(using: &generator) ?? []
    } else {
      input.append(UInt8.random(in: 0...255, using: &generator))
    }
  }
  return input
}

private let bidiControls: Set<UInt32> = [
  0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
  0x2069,
]

/// What keeps `glyph` from being safe to hand to `setcchar`, if anything.
private func unsafety(of glyph: Glyph) -> [String] {
  var problems: [String] = []
  let scalars = Array(glyph.text.unicodeScalars)
  if glyph.width != 1 && glyph.width != 2 { problems.append("width \(glyph.width)") }
  if scalars.isEmpty || scalars.count > 5 { problems.append("\(scalars.count) scalars") }
  guard let first = scalars.first else { return problems }
  if DisplayText.glibcWidth(first.value) != glyph.width {
    problems.append("first scalar is not as wide as the glyph")
  }
  if scalars.dropFirst().contains(where: { DisplayText.scalarClass($0.value) != .zeroWidth }) {
    problems.append("a scalar after the first is not a zero-width mark")
  }
  for scalar in scalars {
    let value = scalar.value
    if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) {
      problems.append("control U+\(String(value, radix: 16))")
    }
    if scalar.properties.generalCategory == .format || bidiControls.contains(value) {
      problems.append("format character U+\(String(value, radix: 16))")
    }
    if DisplayText.isVariationSelector(value) || DisplayText.isTag(value)
      || DisplayText.isEmojiModifier(value) || value == 0x200D
    {
      problems.append("emoji decoration U+\(String(value, radix: 16))")
    }
    if DisplayText.glibcWidth(value) < 0 {
      problems.append("unprintable U+\(String(value, radix: 16))")
    }
  }
  if glyph.isEscape && (scalars.count != 1 || !first.isASCII) {
    problems.append("escape glyph that is not one ASCII character")
  }
  return problems
}

@Test func randomBytesAlwaysGiveSafeGlyphs() {
  var generator = SplitMix64(seed: 0x5EED_2E04_DE4F_0001)
  for _ in 0..<4000 {
    let input = randomInput(&generator)
    let glyphs = DisplayText.glyphs(input)
    for glyph in glyphs {
      let problems = unsafety(of: glyph)
      #expect(problems.isEmpty, "\(glyph) from \(input): \(problems)")
    }

    let total = glyphs.reduce(0) { $0 + $1.width }
    #expect(DisplayText.width(input) == total)

    // A column limit gives a prefix that is wider than the limit exactly
    // when the whole item is.
    let limit = Int.random(in: 0...40, using: &generator)
    let prefix = DisplayText.glyphs(input, maxColumns: limit)
    #expect(Array(glyphs.prefix(prefix.count)) == prefix)
    #expect((prefix.reduce(0) { $0 + $1.width } > limit) == (total > limit))
    if total <= limit { #expect(prefix == glyphs) }

    let fitted = DisplayText.fit(prefix, columns: limit)
    #expect(fitted == DisplayText.fit(glyphs, columns: limit), "\(input) in \(limit)")
    let fittedWidth = fitted.glyphs.reduce(0) { $0 + $1.width }
    #expect(fitted.truncated ? fittedWidth == limit : fittedWidth == total)
  }
}

@Test func randomValidUTF8AgreesWithSwiftAboutEscapes() {
  // Without bad bytes, controls or format characters, what is shown is the
  // item itself minus the dropped decorations.
  var generator = SplitMix64(seed: 42)
  let plain: [String] = ["a", "é", "e\u{301}", "日", "👍", "\u{AC00}", "क", "\u{93F}", "~"]
  for _ in 0..<1000 {
    var text = ""
    for _ in 0..<Int.random(in: 0...30, using: &generator) {
      text += plain.randomElement(using: &generator) ?? ""
    }
    let glyphs = DisplayText.glyphs(text)
    #expect(shown(glyphs) == text)
    #expect(glyphs.allSatisfy { !$0.isEscape })
  }
}

// MARK: - Sources

/// Each glyph with the offset of the character it shows, so a search
/// match in the bytes can be found on screen.
@Test func glyphsKnowTheBytesTheyShow() {
  func sources(_ text: String, ansi: Bool = false) -> [Int] {
    Array(text.utf8).withUnsafeBufferPointer {
      DisplayText.glyphsAndSources($0, tabWidth: 4, maxColumns: 80, ansi: ansi).sources
    }
  }
  #expect(sources("ab") == [0, 1])
  #expect(sources("a\tb") == [0, 1, 1, 1, 2], "a tab's spaces")
  #expect(sources("a\u{1}b") == [0, 1, 1, 2], "an escape's characters")
  #expect(sources("e\u{301}x") == [0, 3], "a cluster is one glyph")
  #expect(sources("日本") == [0, 3])
  #expect(sources("\u{1B}[31mre\u{1B}[1md", ansi: true) == [5, 6, 11], "codes take no glyph")
  let invalid: [UInt8] = [0x61, 0xFF, 0x62]
  #expect(
    invalid.withUnsafeBufferPointer { DisplayText.glyphsAndSources($0, maxColumns: 80).sources }
      == [0, 1, 1, 1, 1, 2], "\\xff")
}

@Test func randomBytesGiveOneSourcePerGlyphInOrder() {
  var generator = SplitMix64(seed: 0x5EED_2E04_DE4F_0002)
  for _ in 0..<2000 {
    let input = randomInput(&generator)
    let ansi = Bool.random(using: &generator)
    let limit = Int.random(in: 0...40, using: &generator)
    let (glyphs, sources) = input.withUnsafeBufferPointer {
      DisplayText.glyphsAndSources($0, maxColumns: limit, ansi: ansi)
    }
    #expect(glyphs == DisplayText.glyphs(input, maxColumns: limit, ansi: ansi))
    #expect(sources.count == glyphs.count)
    #expect(zip(sources, sources.dropFirst()).allSatisfy { $0 <= $1 }, "\(input): \(sources)")
    #expect(sources.allSatisfy { $0 >= 0 && $0 < input.count })
  }
}
