import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Items are data: whatever bytes they hold, what reaches the screen is
/// printable glyphs (escapes for the rest), in the rows and in the status
/// line that quotes them.
@Suite struct InjectionTests {
  /// An app over items given as raw bytes (each gets a newline).
  func app(_ items: [[UInt8]], width: Int = 60, height: Int = 6) -> AppModel {
    let store = ItemStore()
    for item in items { store.append(item + [0x0A]) }
    store.finish()
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    return AppModel(
      engine: ReorderEngine(
        list: ReorderList(store: store), width: width, height: height, configuration: configuration)
    )
  }

  /// A scalar that must never be sent to the terminal from item text.
  static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
      || scalar.properties.generalCategory == .format && v != 0x200D
  }

  /// Every cell holds safe text, and the cells of each row add up to its
  /// width (a wide glyph is followed by its continuation cell).
  func expectSafe(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
    for y in 0..<canvas.height {
      var x = 0
      while x < canvas.width {
        let cell = canvas[x, y]
        #expect(
          !cell.text.unicodeScalars.contains(where: Self.isDangerous),
          "row \(y) col \(x): \(cell.text.unicodeScalars.map { $0.value })",
          sourceLocation: sourceLocation)
        #expect(
          cell.width == 1 || cell.width == 2, "row \(y) col \(x)", sourceLocation: sourceLocation)
        if cell.width == 2 {
          #expect(
            x + 1 < canvas.width && canvas[x + 1, y].width == 0, sourceLocation: sourceLocation)
          x += 2
        } else {
          x += 1
        }
      }
    }
  }

  static let hostile: [[UInt8]] = [
    Array("title \u{1B}]0;pwned\u{07}".utf8),
    Array("clip \u{1B}]52;c;aGVsbG8=\u{07}".utf8),
    Array("link \u{1B}]8;;http://example.invalid\u{1B}\\text".utf8),
    Array("dcs \u{1B}P+q544e\u{1B}\\ apc \u{1B}_Gf=100\u{1B}\\".utf8),
    [
      0x63, 0x31, 0x20, 0xC2, 0x9B, 0x33, 0x31, 0x6D, 0x20, 0x9B, 0x32, 0x4A, 0x20, 0xC2, 0x9D,
      0x30,
    ],
    Array("bidi \u{202E}evil\u{202C} \u{2066}iso\u{2069}".utf8),
    [0xFF, 0xFE, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xE2, 0x82],
    Array("bell \u{07} bs \u{08} del \u{7F} nul \u{0} cr \r mid".utf8),
  ]

  @Test func rowsAndTheStatusLineShowEscapesForEveryHostileItem() {
    for index in Self.hostile.indices {
      var model = app(Self.hostile)
      _ = model.engine.handle(.cursor(.to(index)), at: .seconds(1))
      _ = model.engine.handle(.holdKey(.press), at: .seconds(1))  // lift: the status line quotes it
      let canvas = ListView.render(model.listScreen)
      expectSafe(canvas)
      let status = canvas.lines[canvas.height - 1]
      #expect(status.contains("Lifted"), "\(status)")
      _ = model.engine.handle(.escape, at: .seconds(2))
      expectSafe(ListView.render(model.listScreen))
    }
    let lines = ListView.render(app(Self.hostile, width: 80, height: 12).listScreen).lines
    #expect(lines[0].contains("title ^[]0;pwned^G"))
    #expect(lines[4].contains("c1 \\x9b31m \\x9b2J \\x9d0"))
    #expect(lines[5].contains("bidi <U+202E>evil<U+202C> <U+2066>iso<U+2069>"))
    #expect(lines[6].contains("\\xff\\xfe\\xc0\\xaf\\xed\\xa0\\x80\\xe2\\x82"))
  }

  @Test func theStatusLineQuotesItemsAsTheRowsShowThem() {
    var model = app(
      [[0x63, 0x61, 0x66, 0xE9, 0x20, 0x1B, 0x5B, 0x31, 0x6D, 0x20, 0xE2, 0x80, 0xAE]], width: 100)
    _ = model.engine.handle(.holdKey(.press), at: .seconds(1))
    let canvas = ListView.render(model.listScreen)
    #expect(
      canvas.lines[canvas.height - 1].contains("Lifted position 1 of 1 · \"caf\\xe9 ^[[1m <U+202E>\""),
      "\(canvas.lines)")
  }

  @Test func randomBytesNeverReachTheScreenRaw() {
    var rng = SplitMix64(seed: 99)
    let interesting: [UInt8] = [
      0x1B, 0x9B, 0x9D, 0xC2, 0xE2, 0x80, 0xAE, 0xA6, 0x81, 0x07, 0x7F, 0x00, 0x0D, 0x09, 0xFF,
      0xF0, 0x9F, 0x5D, 0x5B,
    ]
    for _ in 0..<400 {
      let items: [[UInt8]] = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
        (0..<Int.random(in: 0...40, using: &rng)).map { _ in
          Bool.random(using: &rng)
            ? interesting[Int.random(in: 0..<interesting.count, using: &rng)]
            : UInt8.random(in: 0...255, using: &rng)
        }.filter { $0 != 0x0A }
      }
      var model = app(
        items, width: Int.random(in: 1...50, using: &rng),
        height: Int.random(in: 1...8, using: &rng))
      _ = model.engine.handle(
        .cursor(.to(Int.random(in: 0..<items.count, using: &rng))), at: .seconds(1))
      _ = model.engine.handle(.holdKey(.press), at: .seconds(1))
      expectSafe(ListView.render(model.listScreen))
    }
  }
}
