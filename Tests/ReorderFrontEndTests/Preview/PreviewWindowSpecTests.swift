import Testing

@testable import ReorderFrontEnd

@Suite struct PreviewWindowSpecTests {
  func parse(_ text: String) throws -> PreviewWindowSpec { try PreviewWindowSpec.parse(text) }

  func error(_ text: String) -> String? {
    do {
      _ = try PreviewWindowSpec.parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func theDefaultsAreFzfs() {
    let spec = PreviewWindowSpec()
    #expect(spec.position == .right)
    #expect(spec.size == .percent(50))
    #expect(spec.border == PreviewBorder(shape: .rounded, sides: .all))
    #expect(!spec.wrap && !spec.hidden && !spec.follow && !spec.cycle && spec.info)
    #expect(spec.scroll == nil && spec.headerLines == 0 && spec.alternative == nil)
  }

  @Test func wordsSeparatedByCommasOrColons() throws {
    let spec = try parse("down:3:wrap")
    #expect(spec.position == .down && spec.size == .cells(3) && spec.wrap)
    let other = try parse("left,30%,noborder,hidden")
    #expect(
      other.position == .left && other.size == .percent(30) && other.border.sides == .none && other.hidden)
    #expect(try parse("up").position == .up)
    #expect(try parse("top").position == .up)
    #expect(try parse("bottom").position == .down)
    #expect(try parse(",,right::").position == .right)
    #expect(try parse("wrap,nowrap").wrap == false)
    #expect(try parse("follow,cycle,noinfo,nohidden").follow)
  }

  @Test func borders() throws {
    #expect(try parse("border-sharp").border == PreviewBorder(shape: .sharp, sides: .all))
    #expect(try parse("sharp").border == PreviewBorder(shape: .sharp, sides: .all))
    #expect(try parse("border-bold").border.shape == .bold)
    #expect(try parse("border-double").border.shape == .double)
    #expect(try parse("border-left").border.sides == .left)
    #expect(try parse("border-up").border.sides == .top)
    #expect(try parse("border-horizontal").border.sides == .horizontal)
    #expect(try parse("border-none").border.sides == .none)
    let line = try parse("border-line").border
    #expect(line.edges(at: .right) == .left)
    #expect(line.edges(at: .up) == .bottom)
    #expect(line.edges(at: .down) == .top)
  }

  @Test func scrollOffsetsAndHeaderLines() throws {
    #expect(try parse("+{2}-/2").scroll == "+{2}-/2")
    #expect(try parse("+10").scroll == "+10")
    #expect(try parse("+{-1}+3-2").scroll == "+{-1}+3-2")
    #expect(try parse("~3").headerLines == 3)
    #expect(try parse("~3,+{2}+3/2").headerLines == 3)
  }

  @Test func anAlternativeForSmallScreens() throws {
    let spec = try parse("right,50%,<80(up,40%,border-bottom)")
    #expect(spec.threshold == 80)
    let alternative = try #require(spec.alternative)
    #expect(alternative.position == .up && alternative.size == .percent(40))
    #expect(alternative.border.sides == .bottom)
    #expect(spec.effective(width: 79, height: 40) == alternative)
    #expect(spec.effective(width: 80, height: 40) == spec)
  }

  @Test func aLaterSpecAddsToTheEarlierOne() throws {
    let first = try parse("down,wrap")
    let second = try PreviewWindowSpec.parse("30%", over: first)
    #expect(second.position == .down && second.wrap && second.size == .percent(30))
    #expect(try PreviewWindowSpec.parse("default", over: first) == PreviewWindowSpec())
  }

  @Test func badWordsAreOneClearError() {
    let unknown = error("right,middle")
    #expect(unknown?.hasPrefix("unknown word 'middle' (valid: right, left, up") == true)
    #expect(unknown?.contains("border-rounded") == true)
    #expect(error("120%") == "size '120%' must be from 0% to 99%")
    #expect(error("50%%") == "'50%%' is not a size (N columns or rows, or N%)")
    #expect(error("+x")?.hasPrefix("'+x' is not a scroll offset") == true)
    #expect(error("+{2}/0")?.hasPrefix("'+{2}/0' is not a scroll offset") == true)
    #expect(error("~x") == "'~x' is not ~N (N lines that stay on top)")
    // A negative size, or a scroll offset without its +, means nothing.
    for word in ["-1", "-50%", "-/2", "-{2}", "right,-3"] {
      let bare = word.split(separator: ",").last.map(String.init) ?? word
      #expect(
        error(word)
          == "'\(bare)' means nothing: a size is N or N% (0 or more), a scroll offset starts with + (+10, +{2}-5)",
        "\(word)")
    }
    #expect(error("<80(up")?.hasPrefix("'<80(up' is not <N(SPEC)") == true)
    #expect(error("<80(middle)")?.hasPrefix("unknown word 'middle'") == true)
  }
}

@Suite struct PreviewLayoutTests {
  func split(_ width: Int, _ height: Int, _ spec: String, visible: Bool = true) throws -> PreviewLayout {
    PreviewLayout.split(
      Rect(x: 0, y: 0, width: width, height: height), spec: try PreviewWindowSpec.parse(spec),
      visible: visible)
  }

  @Test func halfTheWidthOnTheRight() throws {
    let layout = try split(80, 24, "")
    #expect(layout.list == Rect(x: 0, y: 0, width: 40, height: 24))
    let pane = try #require(layout.pane)
    #expect(pane.frame == Rect(x: 40, y: 0, width: 40, height: 24))
    #expect(pane.content == Rect(x: 41, y: 1, width: 38, height: 22))
  }

  @Test func everyPosition() throws {
    #expect(try split(80, 24, "left").list == Rect(x: 40, y: 0, width: 40, height: 24))
    #expect(try split(80, 24, "left").pane?.frame == Rect(x: 0, y: 0, width: 40, height: 24))
    #expect(try split(80, 24, "up").list == Rect(x: 0, y: 12, width: 80, height: 12))
    #expect(try split(80, 24, "down,25%").pane?.frame == Rect(x: 0, y: 18, width: 80, height: 6))
    #expect(try split(80, 24, "down,25%").list == Rect(x: 0, y: 0, width: 80, height: 18))
  }

  @Test func aSizeInCellsCountsTextNotBorder() throws {
    #expect(try split(80, 24, "right,20").pane?.content.width == 20)
    #expect(try split(80, 24, "right,20").pane?.frame.width == 22)
    #expect(try split(80, 10, "down,3,noborder").pane?.content == Rect(x: 0, y: 7, width: 80, height: 3))
    #expect(try split(80, 10, "down,3,border-line").pane?.frame == Rect(x: 0, y: 6, width: 80, height: 4))
    #expect(try split(80, 10, "down,3,border-line").pane?.content == Rect(x: 0, y: 7, width: 80, height: 3))
  }

  @Test func theListKeepsItsMinimumAndThePaneGivesWay() throws {
    // 30 columns: the list keeps 16, the pane gets 14 (12 of text).
    let narrow = try split(30, 10, "right,80%")
    #expect(narrow.list.width == 16)
    #expect(narrow.pane?.content.width == 12)
    // 20 columns: 4 left for the pane, 2 of text: not shown.
    #expect(try split(20, 10, "").pane == nil)
    #expect(try split(20, 10, "").list == Rect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func heightBands() throws {
    // --height 6: down,50% gets 3 rows (1 of text inside the border).
    let band = try split(80, 6, "down")
    #expect(band.list.height == 3)
    #expect(band.pane?.content.height == 1)
    // 5 rows: the list keeps 3, two rows of border leave no text: hidden.
    #expect(try split(80, 5, "down").pane == nil)
    #expect(try split(80, 5, "down,noborder").pane?.content.height == 2)
  }

  @Test func hiddenZeroSizedOrNoRoom() throws {
    #expect(try split(80, 24, "", visible: false).pane == nil)
    #expect(try split(80, 24, "0").pane == nil)
    #expect(try split(80, 24, "0%").pane == nil)
    #expect(try split(80, 1, "right").pane == nil)  // a border and no row of text
    #expect(try split(0, 0, "right").pane == nil)
  }

  @Test func theAlternativeOnASmallScreen() throws {
    let layout = try split(60, 30, "right,<80(down,10,noborder)")
    #expect(layout.pane?.content == Rect(x: 0, y: 20, width: 60, height: 10))
  }

  @Test func anAreaAnywhereOnTheScreen() throws {
    let area = Rect(x: 5, y: 2, width: 40, height: 10)
    let layout = PreviewLayout.split(area, spec: try PreviewWindowSpec.parse("right,noborder"))
    #expect(layout.list == Rect(x: 5, y: 2, width: 20, height: 10))
    #expect(layout.pane?.content == Rect(x: 25, y: 2, width: 20, height: 10))
  }
}
