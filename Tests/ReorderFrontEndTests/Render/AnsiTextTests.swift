import Testing

@testable import ReorderFrontEnd

// `--ansi`: colour codes in items colour the glyphs after them, take no
// cells, and never reach the terminal; everything else stays escaped.

// MARK: - Helpers

private func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

/// The glyphs' texts with each change of item style written inline:
/// `a{fg1}b{}c` is "a", then "b" in colour 1, then "c" plain.
private func styled(_ glyphs: [Glyph]) -> String {
  var text = ""
  var current: AnsiStyle? = nil
  for glyph in glyphs {
    if glyph.ansi != current {
      text += "{\(glyph.ansi?.description ?? "")}"
      current = glyph.ansi
    }
    text += glyph.text
  }
  return text
}

// MARK: - Table of cases

struct AnsiCase: CustomTestStringConvertible, Sendable {
  var name: String
  var input: [UInt8]
  /// The text with style changes inline (see `styled`).
  var shown: String
  var width: Int

  init(_ name: String, _ input: String, _ shown: String, width: Int) {
    self.name = name
    self.input = bytes(input)
    self.shown = shown
    self.width = width
  }

  init(_ name: String, raw: [UInt8], _ shown: String, width: Int) {
    self.name = name
    self.input = raw
    self.shown = shown
    self.width = width
  }

  var testDescription: String { name }
}

private let ansiCases: [AnsiCase] = [
  // Colours and resets.
  AnsiCase("red, then reset", "a\u{1B}[31mb\u{1B}[0mc", "a{fg1}b{}c", width: 3),
  AnsiCase("empty parameters reset", "\u{1B}[31mx\u{1B}[my", "{fg1}x{}y", width: 2),
  AnsiCase("all eight foregrounds", "\u{1B}[30ma\u{1B}[37mb", "{fg0}a{fg7}b", width: 2),
  AnsiCase("backgrounds", "\u{1B}[40ma\u{1B}[47mb", "{bg0}a{bg7}b", width: 2),
  AnsiCase("bright colours", "\u{1B}[91;102mx\u{1B}[97;107my", "{fg9,bg10}x{fg15,bg15}y", width: 2),
  AnsiCase(
    "default foreground and background", "\u{1B}[31;42mx\u{1B}[39my\u{1B}[49mz",
    "{fg1,bg2}x{bg2}y{}z", width: 3),
  AnsiCase("ls", "\u{1B}[0m\u{1B}[01;34mdir\u{1B}[0m", "{fg4,bold}dir", width: 3),
  AnsiCase("git log", "\u{1B}[33m1a2b3c4\u{1B}[m fix", "{fg3}1a2b3c4{} fix", width: 11),
  // Attributes and their resets.
  AnsiCase(
    "bold dim italic underline reverse", "\u{1B}[1;2;3;4;7mx",
    "{bold,dim,italic,underline,reverse}x", width: 1),
  AnsiCase(
    "each attribute off", "\u{1B}[1;2;3;4;7mx\u{1B}[22my\u{1B}[23;24mz\u{1B}[27mw",
    "{bold,dim,italic,underline,reverse}x{italic,underline,reverse}y{reverse}z{}w", width: 4),
  AnsiCase(
    "colour survives an attribute reset", "\u{1B}[1;32mx\u{1B}[22my", "{fg2,bold}x{fg2}y", width: 2),
  AnsiCase(
    "styled underline 4:3, off with 4:0", "\u{1B}[4:3mx\u{1B}[4:0my", "{underline}x{}y", width: 2),
  AnsiCase("leading empty parameter resets", "\u{1B}[31m\u{1B}[;1mx", "{bold}x", width: 1),
  // 256 colours and truecolor.
  AnsiCase("256-colour foreground", "\u{1B}[38;5;208mx", "{fg208}x", width: 1),
  AnsiCase("256-colour background", "\u{1B}[48;5;17mx", "{bg17}x", width: 1),
  AnsiCase("256-colour, colon form", "\u{1B}[38:5:208;48:5:0mx", "{fg208,bg0}x", width: 1),
  AnsiCase("truecolor red", "\u{1B}[38;2;255;0;0mx", "{fg196}x", width: 1),
  AnsiCase("truecolor grey background", "\u{1B}[48;2;128;128;128mx", "{bg244}x", width: 1),
  AnsiCase(
    "truecolor, colon form with colour space", "\u{1B}[38:2::0:0:255mx", "{fg21}x", width: 1),
  AnsiCase("truecolor, colon form without", "\u{1B}[38:2:0:255:0mx", "{fg46}x", width: 1),
  AnsiCase(
    "codes after an extended colour still apply", "\u{1B}[38;5;1;48;2;0;0;0;1mx",
    "{fg1,bg16,bold}x", width: 1),
  // Invalid parameters are ignored, safely.
  AnsiCase("256-colour index out of range", "\u{1B}[38;5;300mx", "x", width: 1),
  AnsiCase("256-colour index missing", "\u{1B}[38;5mx", "x", width: 1),
  AnsiCase("truecolor component missing", "\u{1B}[38;2;1;2mx", "x", width: 1),
  AnsiCase("truecolor component out of range", "\u{1B}[38;2;1;2;256;4mx", "{underline}x", width: 1),
  AnsiCase("unknown extended mode ends the sequence", "\u{1B}[38;9;1;31mx", "x", width: 1),
  AnsiCase("huge number", "\u{1B}[99999999999999999999999mx", "x", width: 1),
  AnsiCase("out of range, then valid", "\u{1B}[38;5;999;1mx", "{bold}x", width: 1),
  AnsiCase("unknown codes", "\u{1B}[5;8;9;53;73;58;5;1mx", "x", width: 1),
  AnsiCase("unknown colon group", "\u{1B}[1:2;::::mx", "x", width: 1),
  // Other CSI sequences are dropped.
  AnsiCase("erase in line", "a\u{1B}[Kb", "ab", width: 2),
  AnsiCase("clear screen, cursor home", "\u{1B}[2J\u{1B}[Hx", "x", width: 1),
  AnsiCase("private mode", "\u{1B}[?25l\u{1B}[?1049hx", "x", width: 1),
  AnsiCase("modifyOtherKeys is not SGR", "\u{1B}[>4;2mx", "x", width: 1),
  AnsiCase("with an intermediate byte", "\u{1B}[1 qx\u{1B}[1$mz", "xz", width: 2),
  // A parameter after an intermediate: terminals read on to the final byte
  // and ignore the whole sequence, and search does not see it either.
  AnsiCase("parameter after an intermediate", "\u{1B}[1!2mx", "x", width: 1),
  // The rest is shown as without --ansi.
  AnsiCase("OSC title", "\u{1B}]0;pwned\u{7}x", "^[]0;pwned^Gx", width: 13),
  AnsiCase("OSC 52 clipboard", "\u{1B}]52;c;aGk=\u{1B}\\", "^[]52;c;aGk=^[\\", width: 15),
  AnsiCase("DCS", "\u{1B}Pq#0\u{1B}\\", "^[Pq#0^[\\", width: 9),
  AnsiCase("APC", "\u{1B}_Gx\u{1B}\\", "^[_Gx^[\\", width: 8),
  AnsiCase("charset designation", "\u{1B}(Bx", "^[(Bx", width: 5),
  AnsiCase("lone ESC at the end", "a\u{1B}", "a^[", width: 3),
  AnsiCase("unfinished CSI", "a\u{1B}[31", "a^[[31", width: 6),
  AnsiCase("CSI broken by a control", "\u{1B}[3\n1m", "^[[3^J1m", width: 8),
  AnsiCase("CSI broken by non-ASCII", "\u{1B}[3é1m", "^[[3é1m", width: 7),
  AnsiCase("C1 CSI, encoded", raw: [0xC2, 0x9B, 0x33, 0x31, 0x6D, 0x78], "\\x9b31mx", width: 8),
  AnsiCase("C1 CSI, raw byte", raw: [0x9B, 0x33, 0x31, 0x6D, 0x78], "\\x9b31mx", width: 8),
  AnsiCase(
    "invalid UTF-8 in colour", raw: [0x1B, 0x5B, 0x33, 0x31, 0x6D, 0xFF, 0x61], "\\xff{fg1}a",
    width: 5),
  AnsiCase(
    "escapes are never coloured", "\u{1B}[31ma\u{202E}b", "{fg1}a{}<U+202E>{fg1}b", width: 10),
  // Colours reach tabs, wide glyphs, and marks after them.
  AnsiCase("tab", "\u{1B}[41m\tx", "{bg1}        x", width: 9),
  AnsiCase("wide", "\u{1B}[32m日本", "{fg2}日本", width: 4),
  AnsiCase("mark after a code sits on ◌", "e\u{1B}[31m\u{301}", "e{fg1}\u{25CC}\u{301}", width: 2),
]

@Test(arguments: ansiCases)
func ansiText(_ example: AnsiCase) {
  let glyphs = DisplayText.glyphs(example.input, ansi: true)
  #expect(styled(glyphs) == example.shown)
  #expect(glyphs.reduce(0) { $0 + $1.width } == example.width)
  #expect(DisplayText.width(example.input, ansi: true) == example.width)
  for glyph in glyphs where glyph.isEscape { #expect(glyph.ansi == nil) }
}

@Test func withoutAnsiColourCodesAreShownAsToday() {
  let input = bytes("\u{1B}[31mred\u{1B}[0m")
  #expect(styled(DisplayText.glyphs(input)) == "^[[31mred^[[0m")
  #expect(DisplayText.glyphs(input).allSatisfy { $0.ansi == nil })
  #expect(DisplayText.width(input) == 14)
}

@Test func plainTextIsTheSameWithOrWithoutAnsi() {
  let input = bytes("abc 日本 e\u{301} 👍🏽\t|")
  #expect(DisplayText.glyphs(input, ansi: true) == DisplayText.glyphs(input))
}

// MARK: - SGR

@Test func nearest256() {
  let expected: [((Int, Int, Int), Int)] = [
    ((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((0, 255, 0), 46),
    ((0, 0, 255), 21), ((128, 128, 128), 244), ((8, 8, 8), 232), ((238, 238, 238), 255),
    ((95, 135, 175), 67), ((100, 140, 170), 67), ((250, 128, 114), 209), ((30, 30, 30), 234),
  ]
  for ((r, g, b), color) in expected {
    #expect(SGR.nearest256(red: r, green: g, blue: b) == color, "\(r),\(g),\(b)")
  }
}

@Test func sgrParametersAreDigitsSemicolonsAndColons() {
  #expect(SGR.isSelectGraphicRendition(bytes("")))
  #expect(SGR.isSelectGraphicRendition(bytes("0;38:2::1:2:3")))
  #expect(!SGR.isSelectGraphicRendition(bytes(">4;2")))
  #expect(!SGR.isSelectGraphicRendition(bytes("?1")))
}

// MARK: - Cost

@Test func hiddenSequencesAreCappedBetweenGlyphs() {
  // 85 × "ESC[m" is 255 bytes; the 86th would go past 256 and is shown.
  let input = bytes(String(repeating: "\u{1B}[m", count: 86) + "x")
  #expect(styled(DisplayText.glyphs(input, ansi: true)) == "^[[mx")
  let fits = bytes(String(repeating: "\u{1B}[m", count: 85) + "x")
  #expect(styled(DisplayText.glyphs(fits, ansi: true)) == "x")
  // A glyph between sequences starts the count again.
  let spread = bytes(String(repeating: "\u{1B}[1m\u{1B}[22m.", count: 1000))
  #expect(DisplayText.width(spread, ansi: true) == 1000)
}

@Test func maxColumnsStopsEarlyOnAHugeLineOfColourCodes() {
  // 1 MB of colour codes: the row costs its cells plus at most 256 hidden
  // bytes per cell, and the prefix is still a prefix.
  let line = bytes(String(repeating: "\u{1B}[1;31m", count: 150_000))
  let prefix = DisplayText.glyphs(line, maxColumns: 80, ansi: true)
  let width = prefix.reduce(0) { $0 + $1.width }
  #expect(width > 80 && width <= 82)  // `^[` adds two cells at once
  let all = DisplayText.glyphs(line, ansi: true)
  #expect(Array(all.prefix(prefix.count)) == prefix)
  let colored = bytes(String(repeating: "\u{1B}[32mab\u{1B}[0m", count: 200_000))
  #expect(DisplayText.glyphs(colored, maxColumns: 80, ansi: true).count == 81)
}

// MARK: - Randomized

/// Colour codes, other sequences and their broken forms, mixed with text.
private let ansiFragments: [[UInt8]] =
  [
    "\u{1B}", "\u{1B}[", "[", "m", ";", ":", "\u{1B}[0m", "\u{1B}[m", "\u{1B}[31m", "\u{1B}[1;4m",
    "\u{1B}[38;5;", "\u{1B}[38;2;1;2;3m", "\u{1B}[48:2::9:9:9m", "\u{1B}[K", "\u{1B}[?25l",
    "\u{1B}]0;t\u{7}", "\u{1B}]52;c;eA==\u{1B}\\", "\u{1B}P", "\u{1B}_", "\u{1B}\\", "\u{7}",
    "\u{9B}", "\u{85}", "\u{202E}", "\u{2066}", "a", " ", "\t", "日", "e\u{301}", "\u{301}", "👍🏽",
    "\u{7F}", "\0", "9",
  ].map { Array($0.utf8) } + [[0xFF], [0xC2], [0xE6, 0x97], [0x9B], [0x1B, 0x5B, 0x80]]

@Test func randomBytesInAnsiModeNeverYieldAControl() {
  var generator = SplitMix64(seed: 0xA251_C0DE)
  for _ in 0..<4000 {
    var input: [UInt8] = []
    for _ in 0..<Int.random(in: 0...24, using: &generator) {
      if Int.random(in: 0..<4, using: &generator) > 0 {
        input += ansiFragments.randomElement(using: &generator) ?? []
      } else {
        input.append(UInt8.random(in: 0...255, using: &generator))
      }
    }
    let glyphs = DisplayText.glyphs(input, ansi: true)
    for glyph in glyphs {
      let bad = glyph.text.unicodeScalars.filter {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
          || $0.properties.generalCategory == .format
      }
      #expect(bad.isEmpty, "\(glyph) from \(input)")
      #expect(glyph.width == 1 || glyph.width == 2)
      if glyph.isEscape { #expect(glyph.ansi == nil) }
      if let ansi = glyph.ansi {
        #expect(!ansi.isPlain)
        for color in [ansi.foreground, ansi.background].compactMap({ $0 }) {
          #expect((0...255).contains(color))
        }
      }
    }
    let total = glyphs.reduce(0) { $0 + $1.width }
    #expect(DisplayText.width(input, ansi: true) == total)
    let limit = Int.random(in: 0...40, using: &generator)
    let prefix = DisplayText.glyphs(input, maxColumns: limit, ansi: true)
    #expect(Array(glyphs.prefix(prefix.count)) == prefix)
    #expect((prefix.reduce(0) { $0 + $1.width } > limit) == (total > limit))
  }
}
