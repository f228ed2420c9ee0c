import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd

@Suite struct PreviewViewTests {
  /// A `width` × `height` screen: the list side says "list", the pane is
  /// drawn as the spec lays it out.
  func screen(
    _ output: String, spec specText: String = "", width: Int = 32, height: Int = 7,
    scroll: PreviewScroll = PreviewScroll(), note: PreviewContent.Note? = nil
  ) throws -> Canvas {
    let spec = try PreviewWindowSpec.parse(specText)
    let layout = PreviewLayout.split(Rect(x: 0, y: 0, width: width, height: height), spec: spec)
    var canvas = Canvas(width: width, height: height)
    for y in layout.list.y..<layout.list.maxY {
      canvas.draw("list", at: Point(x: layout.list.x, y: y), limit: layout.list.maxX, style: .normal)
    }
    let pane = try #require(layout.pane)
    let view = PreviewView(
      content: PreviewContent(Array(output.utf8), note: note), scroll: scroll, spec: spec)
    view.render(pane, into: &canvas)
    return canvas
  }

  let numbered = (1...12).map { "line \($0)" }.joined(separator: "\n")

  @Test func roundedBorderOnTheRight() throws {
    let canvas = try screen("commit 1a2b3c\nAuthor: me\n\n    Fix the parser\n")
    assertSnapshot(canvas, named: "preview-right")
  }

  @Test func longLinesAreCutOrWrapped() throws {
    let text = "a line much longer than the pane is wide\n日本語のテキスト\nend"
    assertSnapshot(try screen(text), named: "preview-cut")
    assertSnapshot(try screen(text, spec: "wrap"), named: "preview-wrap")
  }

  @Test func scrolledWithThePositionInTheCorner() throws {
    let canvas = try screen(numbered, scroll: PreviewScroll(offset: 4))
    assertSnapshot(canvas, named: "preview-scrolled")
  }

  @Test func headerLinesStayOnTop() throws {
    let canvas = try screen(numbered, spec: "~2,noinfo", scroll: PreviewScroll(offset: 7))
    assertSnapshot(canvas, named: "preview-header-lines")
  }

  /// `~N` past the end of the output (`~99999` on 12 lines): the offset
  /// stays on a line that is there, and the corner never says "13/12".
  @Test func headerLinesBeyondTheOutputAreClamped() throws {
    let spec = try PreviewWindowSpec.parse("~99999")
    let view = PreviewView(content: PreviewContent(Array(numbered.utf8)), scroll: PreviewScroll(), spec: spec)
    let bounds = view.bounds(in: Rect(x: 0, y: 0, width: 14, height: 5))
    #expect(bounds.minimum == 11 && bounds.maximum == 11)
    for offset in [0, 11, 12, 99999] {
      let lines = try screen(numbered, spec: "~99999", scroll: PreviewScroll(offset: offset)).lines
      #expect(!lines.contains { $0.contains("13/12") || $0.contains("100000/12") }, "offset \(offset)")
      #expect(lines.contains { $0.contains("line 1 ") }, "the first lines stay on top")
    }
    let top = try screen(numbered, spec: "~99999", scroll: PreviewScroll(offset: 12)).lines[0]
    #expect(top.contains("12/12"), "\(top)")
  }

  @Test func aFailureShowsItsOutputAndStatus() throws {
    let note = PreviewContent.Note("[exit status 2]", isFailure: true)
    let canvas = try screen("cat: nofile: No such file\n", spec: "down,3,border-top", width: 30, note: note)
    assertSnapshot(canvas, named: "preview-failure")
  }

  @Test func coloursAndEscapesInThePane() throws {
    let output = "\u{1B}[32m+added\u{1B}[0m\n\u{1B}[31m-removed\n\u{1B}]0;title\u{7}\n"
    let canvas = try screen(output, spec: "left,border-sharp", width: 34)
    assertSnapshot(canvas, named: "preview-colours")
  }

  @Test func otherShapesAndSides() throws {
    assertSnapshot(try screen("x", spec: "up,2,border-double", height: 6), named: "preview-double")
    assertSnapshot(try screen("x", spec: "border-line", height: 3), named: "preview-line")
  }

  @Test func theViewDrawsOnlyInsideItsPane() throws {
    var canvas = try screen(numbered)
    let before = canvas
    let spec = PreviewWindowSpec()
    let layout = PreviewLayout.split(Rect(x: 0, y: 0, width: 32, height: 7), spec: spec)
    let pane = try #require(layout.pane)
    PreviewView(content: PreviewContent(Array("other".utf8)), scroll: PreviewScroll(), spec: spec)
      .render(pane, into: &canvas)
    for y in 0..<7 {
      for x in 0..<32 where !pane.frame.contains(Point(x: x, y: y)) {
        #expect(canvas[x, y] == before[x, y])
      }
    }
  }

  @Test func boundsFollowTheContentAndThePane() throws {
    let spec = try PreviewWindowSpec.parse("~1,cycle")
    let view = PreviewView(content: PreviewContent(Array(numbered.utf8)), scroll: PreviewScroll(), spec: spec)
    let bounds = view.bounds(in: Rect(x: 0, y: 0, width: 10, height: 5))
    #expect(bounds == PreviewScroll.Bounds(minimum: 1, maximum: 8, page: 4, cycles: true))
  }
}
