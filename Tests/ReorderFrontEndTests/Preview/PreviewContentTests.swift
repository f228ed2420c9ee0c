import Testing

@testable import ReorderFrontEnd

@Suite struct PreviewContentTests {
  func content(_ text: String) -> PreviewContent { PreviewContent(Array(text.utf8)) }

  func text(_ content: PreviewContent, _ line: Int) -> String {
    content.glyphs(ofLine: line).map(\.text).joined()
  }

  @Test func linesEndAtNewlinesAndALastLineWithoutOneCounts() {
    let output = content("one\r\ntwo\n\nlast")
    #expect(output.lineCount == 4)
    #expect((0..<4).map { text(output, $0) } == ["one", "two", "", "last"])
    #expect(content("").lineCount == 0)
    #expect(content("a\n").lineCount == 1)
  }

  @Test func coloursAreKeptAndGoOnIntoTheNextLine() {
    let output = content("\u{1B}[31mred\nstill red\u{1B}[0m plain\n\u{1B}[1;38;5;208mbold\n")
    let first = output.glyphs(ofLine: 0)
    #expect(first.map(\.text).joined() == "red")
    #expect(first.allSatisfy { $0.ansi == AnsiStyle(foreground: 1) })
    let second = output.glyphs(ofLine: 1)
    #expect(second.map(\.text).joined() == "still red plain")
    #expect(second[0].ansi == AnsiStyle(foreground: 1))
    #expect(second.last?.ansi == nil)
    var bold = AnsiStyle(foreground: 208)
    bold.bold = true
    #expect(output.glyphs(ofLine: 2).first?.ansi == bold)
  }

  @Test func everythingElseIsMadeSafeAsRowsAre() {
    // A title change and a bell are shown as escapes; erase-line is hidden;
    // bidi overrides and bad UTF-8 are visible.
    let output = PreviewContent(Array("a\u{1B}]0;pwned\u{7}b\u{1B}[Kc\u{202E}d".utf8) + [0xFF, 0x0A])
    let glyphs = output.glyphs(ofLine: 0)
    #expect(glyphs.map(\.text).joined() == "a^[]0;pwned^Gbc<U+202E>d\\xff")
    #expect(glyphs.filter(\.isEscape).map(\.text).joined() == "^[^G<U+202E>\\xff")
  }

  @Test func tabsGoToTheNextStop() {
    #expect(text(content("a\tb\n"), 0) == "a       b")
    #expect(text(PreviewContent(Array("a\tb".utf8), tabWidth: 4), 0) == "a   b")
  }

  @Test func outputInPiecesIsTheSameAsOutputAtOnce() {
    let whole = Array("x\u{1B}[32mgreen\r\n日本\tz\u{1B}[0m\nend\u{1B}[1m\nbold".utf8)
    let reference = PreviewContent(whole)
    var generator = SplitMix64(seed: 11)
    for _ in 0..<200 {
      var pieces = PreviewContent()
      var start = 0
      while start < whole.count {
        let end = min(whole.count, start + Int.random(in: 1...5, using: &generator))
        pieces.append(whole[start..<end])
        start = end
      }
      #expect(pieces == reference)
      #expect(
        (0..<pieces.lineCount).map { pieces.glyphs(ofLine: $0) }
          == (0..<reference.lineCount).map {
            reference.glyphs(ofLine: $0)
          })
    }
  }

  @Test func aCopySeesTheOutputAsItWasWhenCopied() {
    var live = content("x\n")
    let shown = live
    live.append(Array("y\n".utf8))
    #expect(shown.lineCount == 1 && live.lineCount == 2)
    #expect(shown != live)
    var other = shown
    other.append(Array("z\n".utf8))
    #expect(text(other, 1) == "z" && text(live, 1) == "y" && shown.lineCount == 1)
    live.truncate(toLines: 1)
    #expect(live == shown)
    #expect(text(other, 1) == "z")
  }

  @Test func truncatingKeepsTheFirstLines() {
    var output = content("a\nb\nc\nd")
    output.truncate(toLines: 2)
    #expect(output.lineCount == 2 && text(output, 1) == "b")
    output.append(Array("x\n".utf8))
    #expect(output.lineCount == 3 && text(output, 2) == "x")
    var partial = content("a\nbc")
    partial.truncate(toLines: 1)
    #expect(partial.lineCount == 1 && partial.bytes == Array("a\n".utf8))
    var red = content("\u{1B}[31mr\nx\n")
    red.truncate(toLines: 1)
    red.append(Array("y\n".utf8))
    #expect(red.glyphs(ofLine: 1).first?.ansi == AnsiStyle(foreground: 1))
  }

  @Test func aNoteComesAfterTheOutput() {
    var output = content("out\nerr\n")
    output.note = PreviewContent.Note("[exit status 3]", isFailure: true)
    #expect(output.lineCount == 3)
    #expect(output.isNote(2) && !output.isNote(1))
    #expect(text(output, 2) == "[exit status 3]")
  }

  @Test func wrappingKeepsWideGlyphsWhole() {
    let output = content("abc日本de\n\n")
    let rows = output.rows(ofLine: 0, width: 4).map { $0.map(\.text).joined() }
    #expect(rows == ["abc", "日本", "de"])
    #expect(output.rows(ofLine: 0, width: 4, limit: 2).count == 2)
    #expect(output.rows(ofLine: 1, width: 4).count == 1)  // an empty line is one row
  }

  @Test func theLargestOffsetShowsTheLastLineOnTheLastRow() {
    let ten = content((1...10).map(String.init).joined(separator: "\n"))
    #expect(ten.maxOffset(width: 5, height: 4, wrap: false, headerLines: 0) == 6)
    #expect(ten.maxOffset(width: 5, height: 20, wrap: false, headerLines: 0) == 0)
    // Two header lines take two of the four rows.
    #expect(ten.maxOffset(width: 5, height: 4, wrap: false, headerLines: 2) == 8)
    // Wrapped: the last line takes three rows of a 4-wide pane.
    let long = content("a\nb\nc\n0123456789")
    #expect(long.maxOffset(width: 4, height: 4, wrap: true, headerLines: 0) == 2)
    #expect(long.maxOffset(width: 4, height: 2, wrap: true, headerLines: 0) == 3)
  }
}

@Suite struct PreviewScrollTests {
  let bounds = PreviewScroll.Bounds(minimum: 0, maximum: 40, page: 10)

  func scrolled(
    _ motions: [PreviewScroll.Motion], from offset: Int = 0, _ bounds: PreviewScroll.Bounds? = nil
  )
    -> PreviewScroll
  {
    var scroll = PreviewScroll(offset: offset)
    for motion in motions { scroll.apply(motion, within: bounds ?? self.bounds) }
    return scroll
  }

  @Test func motionsStayWithinTheBounds() {
    #expect(scrolled([.lineDown, .lineDown]).offset == 2)
    #expect(scrolled([.lineUp]).offset == 0)
    #expect(scrolled([.pageDown, .pageDown]).offset == 20)
    #expect(scrolled([.halfPageDown]).offset == 5)
    #expect(scrolled([.pageDown], from: 35).offset == 40)
    #expect(scrolled([.pageUp], from: 5).offset == 0)
    #expect(scrolled([.halfPageUp], from: 5).offset == 0)
    #expect(scrolled([.bottom]).offset == 40)
    #expect(scrolled([.top], from: 17).offset == 0)
  }

  @Test func headerLinesAreNeverScrolledAway() {
    let withHeader = PreviewScroll.Bounds(minimum: 3, maximum: 40, page: 7)
    #expect(scrolled([.lineUp], from: 3, withHeader).offset == 3)
    #expect(scrolled([.top], from: 20, withHeader).offset == 3)
  }

  @Test func cycleGoesRoundAtTheEnds() {
    let cycling = PreviewScroll.Bounds(minimum: 0, maximum: 40, page: 10, cycles: true)
    #expect(scrolled([.lineDown], from: 40, cycling).offset == 0)
    #expect(scrolled([.lineUp], from: 0, cycling).offset == 40)
    #expect(scrolled([.pageDown], from: 35, cycling).offset == 40)
    #expect(scrolled([.pageDown], from: 35).offset == 40)
  }

  @Test func followingKeepsTheEndInViewUntilScrolledUp() {
    var scroll = scrolled([.bottom])
    #expect(scroll.following)
    scroll.clamp(to: PreviewScroll.Bounds(minimum: 0, maximum: 55, page: 10))
    #expect(scroll.offset == 55)
    scroll.apply(.lineUp, within: PreviewScroll.Bounds(minimum: 0, maximum: 55, page: 10))
    #expect(!scroll.following && scroll.offset == 54)
    scroll.clamp(to: PreviewScroll.Bounds(minimum: 0, maximum: 70, page: 10))
    #expect(scroll.offset == 54)
    scroll.apply(.lineDown, within: PreviewScroll.Bounds(minimum: 0, maximum: 55, page: 10))
    #expect(scroll.following)
  }

  @Test func clampingAfterTheOutputShrank() {
    var scroll = PreviewScroll(offset: 30)
    scroll.clamp(to: PreviewScroll.Bounds(minimum: 0, maximum: 12, page: 10))
    #expect(scroll.offset == 12)
  }

  @Test func initialOffsetsAsFzfEvaluatesThem() {
    func offset(_ expanded: String, _ height: Int = 20) -> Int {
      PreviewScroll.initialOffset(expanded: expanded, bodyHeight: height)
    }
    #expect(offset("+10") == 9)
    #expect(offset("+'42'") == 41)
    #expect(offset("+'42'-/2") == 31)
    #expect(offset("+'42'/2") == 31)
    #expect(offset("+'42'+3-1") == 43)
    #expect(offset("+'-5'") == 0)
    #expect(offset("+'x'") == 0)
    #expect(offset("+'3'-/2") == 0)
  }
}
