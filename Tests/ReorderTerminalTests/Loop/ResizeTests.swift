import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Any size, at any moment: the view draws (a notice when nothing fits)
/// and never crashes; the drag goes on when the terminal grows back.
@Suite struct ResizeTests {
  static let items = ["alpha", "日本語のテキスト", "A👍🏽B", "e\u{301}x", "\u{1B}]0;x\u{7}", "gamma", "delta"]

  /// The states worth resizing in: idle, lifted by keyboard, dragged by
  /// the pointer, settling after a drop, with the help open.
  static func states() -> [(String, AppModel)] {
    var result: [(String, AppModel)] = [("idle", makeApp(items, width: 30, height: 10))]
    var lifted = makeApp(items, width: 30, height: 10)
    feed(&lifted, "j ", at: ms(0))
    result.append(("lifted", lifted))
    var dragged = makeApp(items, width: 30, height: 10)
    feed(&dragged, mouse(.press, x: 4, y: 1), at: ms(0))
    _ = dragged.tick(at: ms(600))
    feed(&dragged, mouse(.drag, x: 4, y: 3), at: ms(620))
    result.append(("dragged", dragged))
    var settling = makeApp(items, width: 30, height: 10) {
      $0.animationDuration = .milliseconds(150)
    }
    feed(&settling, mouse(.press, x: 4, y: 1), at: ms(0))
    _ = settling.tick(at: ms(600))
    feed(&settling, mouse(.drag, x: 4, y: 3), at: ms(620))
    feed(&settling, mouse(.release, x: 4, y: 3), at: ms(640))
    _ = settling.tick(at: ms(660))
    result.append(("settling", settling))
    var help = makeApp(items, width: 30, height: 10)
    feed(&help, "?", at: ms(0))
    result.append(("help", help))
    return result
  }

  @Test func everySizeFromNothingUpDrawsWithoutCrashing() {
    for (name, state) in Self.states() {
      for width in 0...14 {
        for height in 0...6 {
          var app = state
          _ = app.resize(width: width, height: height, at: ms(700))
          _ = app.tick(at: ms(720))
          let canvas = ListView.render(app.listScreen)
          #expect(canvas.width == width && canvas.height == height, "\(name) \(width)×\(height)")
          if width < 4 || height < 2, height > 0, width > 0 {
            let notice = canvas.lines[0].trimmingTrailingSpaces
            #expect(
              !notice.isEmpty
                && ListView.tooSmallNotices(width: width, height: height).contains(notice),
              "\(name) \(width)×\(height): \(canvas.lines)")
          }
        }
      }
    }
  }

  @Test func theNoticeSaysAsMuchAsFits() {
    #expect(
      render(width: 40, height: 1) == [
        "terminal too small (40×1)" + String(repeating: " ", count: 15)
      ])
    #expect(render(width: 12, height: 1) == ["too small   "])
    #expect(render(width: 3, height: 3) == ["…  ", "   ", "   "])
    #expect(render(width: 1, height: 1) == ["…"])
  }

  func render(width: Int, height: Int) -> [String] {
    var app = makeApp(Self.items)
    _ = app.resize(width: width, height: height, at: ms(0))
    return ListView.render(app.listScreen).lines
  }

  @Test func aDragGoesOnAfterTheTerminalShrankToNothingAndGrewBack() {
    var app = makeApp(["a", "b", "c", "d", "e"], width: 20, height: 8)
    feed(&app, mouse(.press, x: 4, y: 0), at: ms(0))
    _ = app.tick(at: ms(600))
    feed(&app, mouse(.drag, x: 4, y: 1), at: ms(620))
    for (width, height) in [(1, 1), (0, 0), (2, 1), (1, 5), (20, 8)] {
      _ = app.resize(width: width, height: height, at: ms(640))
      _ = ListView.render(app.listScreen)
      #expect(app.engine.isDragging)
    }
    feed(&app, mouse(.drag, x: 4, y: 3), at: ms(700))
    feed(&app, mouse(.release, x: 4, y: 3), at: ms(720))
    #expect(!app.engine.isDragging)
    #expect(output(app) == Array("b\nc\nd\na\ne\n".utf8))
  }

  @Test func randomSessionsWithRandomResizesAlwaysDraw() {
    var rng = SplitMix64(seed: 42)
    let inputs = ["j", "k", " ", "J", "K", "\u{1B}", "v", "u", "\u{12}", "G", "g", "?", "\r"]
    for _ in 0..<150 {
      var app = makeApp(
        Self.items, width: Int.random(in: 0...30, using: &rng),
        height: Int.random(in: 0...10, using: &rng)
      ) {
        $0.animationDuration = .milliseconds(Int.random(in: 0...1, using: &rng) * 150)
      }
      var time = 0
      for _ in 0..<40 {
        time += Int.random(in: 0...300, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
          _ = app.resize(
            width: Int.random(in: 0...30, using: &rng), height: Int.random(in: 0...10, using: &rng),
            at: ms(time))
        case 1:
          let x = Int.random(in: 1...32, using: &rng)
          let y = Int.random(in: 1...12, using: &rng)
          let kind = ["M", "m"][Int.random(in: 0...1, using: &rng)]
          let button = [0, 32, 2, 64, 65][Int.random(in: 0..<5, using: &rng)]
          feed(&app, "\u{1B}[<\(button);\(x);\(y)\(kind)", at: ms(time))
        case 2:
          _ = app.tick(at: ms(time))
        default:
          feed(&app, inputs[Int.random(in: 0..<inputs.count, using: &rng)], at: ms(time))
        }
        let canvas = ListView.render(app.listScreen)
        #expect(
          canvas.width == app.engine.layout.width && canvas.height == app.engine.layout.height)
        #expect(output(app).count == output(makeApp(Self.items)).count)
      }
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self.reversed().drop { $0 == " " }.reversed())
  }
}
