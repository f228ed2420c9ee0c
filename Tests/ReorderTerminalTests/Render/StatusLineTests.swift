import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// The status line: counter, message and key hint never run together, the
/// numbers outlast the labels, and labels use the room there is.
@Suite struct StatusLineTests {
  static let path = ItemLabel(text: "/home/someone/projects/reorder/Sources/ReorderCore/Narrator.swift")
  static let commit = ItemLabel(
    text: "Fix a typo in the parser", suffix: " (fixup 566fd7d)", cut: .keepingStart)

  /// Lines in many states: short and long messages, a prompt, edit mode's
  /// Done button, a long counter.
  static let lines: [StatusLine] = [
    StatusLine(
      counter: " 3/20 ", message: "Moved 3 → 18 of 20 · \(path)", hint: "Space lift · Enter accept · ? help"),
    StatusLine(counter: " 3/20 ", message: "Undid 2 moves", hint: "Space lift · Enter accept · ? help"),
    StatusLine(
      counter: " 12345/67890… swap edit git 9999999 ", message: "Swapped 2 ↔ 4 of 5 · \(path) ↔ \(commit)",
      hint: "↑↓ move · Enter drop · Esc cancel"),
    StatusLine(counter: " 1/5 ", prompt: ":1234", message: Narrator.notADigit("x")),
    StatusLine(
      counter: " 1/5 edit ", message: "Edit mode: d or click [x] deletes a row", button: (" Done ", 0)),
    StatusLine(counter: " 2/9 git ", message: "pick → fixup at position 2 · \(commit)", hint: "? help"),
  ]

  /// Each segment's columns, in order.
  static func spans(_ line: StatusLine, width: Int) -> [(StatusLine.Segment.Kind, Range<Int>)] {
    var line = line
    if let button = line.button { line.button = (button.text, width - 7) }
    return line.layout(width: width).map { ($0.kind, $0.x..<$0.end) }.sorted {
      $0.1.lowerBound < $1.1.lowerBound
    }
  }

  @Test(arguments: Array(10...200))
  func partsNeverRunTogether(width: Int) {
    for line in Self.lines {
      let spans = Self.spans(line, width: width)
      #expect(spans.first?.0 == .counter && spans.first?.1.lowerBound == 0)
      for span in spans {
        #expect(span.1.lowerBound >= 0 && span.1.upperBound <= width, "\(span) in \(width)")
      }
      for (a, b) in zip(spans, spans.dropFirst()) where !(a.0 == .prompt && b.0 == .cursor) {
        #expect(a.1.upperBound < b.1.lowerBound, "\(a) touches \(b) at width \(width)")
      }
    }
  }

  @Test(arguments: Array(10...200))
  func numbersOutlastTheLabels(width: Int) {
    let message: Narration = "Moved 3 → 18 of 20 · \(Self.path)"
    let room = width - 7
    let text = StatusLine.fit(message, columns: room).map(\.text).joined()
    if room >= "Moved 3 → 18 of 20 · \"…\"".count {
      #expect(text.hasPrefix("Moved 3 → 18 of 20 · \""), "\(text)")
      #expect(text.hasSuffix("\""), "the label is cut, not the line: \(text)")
    }
    #expect(text.count <= room)
  }

  @Test func labelsUseTheRoomThereIsAndKeepTheirEnd() {
    let message: Narration = "Position 3 of 20 · \(Self.path)"
    let whole = message.text
    #expect(StatusLine.fit(message, columns: 120).map(\.text).joined() == whole)
    let cut = StatusLine.fit(message, columns: 50).map(\.text).joined()
    #expect(cut == "Position 3 of 20 · \"…s/ReorderCore/Narrator.swift\"")
    #expect(cut.count == 50, "every column used")
  }

  @Test func aCommitKeepsItsSubjectsStartAndDropsItsHashFirst() {
    let message: Narration = "pick → fixup at position 2 · \(Self.commit)"
    #expect(
      StatusLine.fit(message, columns: 60).map(\.text).joined()
        == "pick → fixup at position 2 · \"Fix a typo in the parser\"")
    #expect(
      StatusLine.fit(message, columns: 44).map(\.text).joined()
        == "pick → fixup at position 2 · \"Fix a typo i…\"")
  }

  @Test func theHintShowsOnlyBesideAMessageThatFitsWhole() {
    let line = Self.lines[0]
    let wide = Self.spans(line, width: 140).map(\.0)
    #expect(wide == [.counter, .message, .hint])
    let narrow = Self.spans(line, width: 80).map(\.0)
    #expect(narrow == [.counter, .message])
  }

  /// Issue 10: with 40 columns free the name is not cut at 20 characters.
  @Test func anItemNameUsesTheWholeLine() {
    var app = makeApp(["a rather long item name that goes on for a while", "b"], width: 80, height: 4)
    _ = feed(&app, "J", at: ms(0))
    let status = ListView.render(app.listScreen).lines[3]
    #expect(
      status.contains("Moved 1 → 2 of 2 · \"a rather long item name that goes on for a while\""), "\(status)")
  }

  /// Issue 33: a cut keeps what tells an item apart: a sentence's start
  /// (it was shown as `"…he code from that project."`), a path's end.
  @Test func proseKeepsItsStartAndAPathItsEnd() {
    func item(_ line: String) -> ItemBytes { makeStore([line])[0] }
    func fitted(_ line: String, _ columns: Int) -> String {
      let message: Narration = "Moved 3 → 1 of 9 · \(Narrator.label(item(line)))"
      return StatusLine.fit(message, columns: columns).map(\.text).joined()
    }
    let prose = "Before building, copy the code from that project."
    #expect(fitted(prose, 45) == "Moved 3 → 1 of 9 · \"Before building, copy t…\"")
    #expect(
      fitted("Sources/ReorderCore/Narration/Narrator+Labels.swift", 45)
        == "Moved 3 → 1 of 9 · \"…n/Narrator+Labels.swift\"")
    #expect(
      fitted("/usr/share/doc/My Documents/notes.txt", 40)
        == "Moved 3 → 1 of 9 · \"…ocuments/notes.txt\"")
    #expect(fitted("IMG_20240101_000123.jpg", 32) == "Moved 3 → 1 of 9 · \"…000123.jpg\"")
    // A tree's row is prose too, its indentation left out.
    let task = Narrator.treeLabel(
      item("    - [ ] Read the chapter on outlines again"), reading: .indentation(tabWidth: 8))
    #expect(task.text == "- [ ] Read the chapter on outlines again" && task.cut == .keepingStart)
  }

  /// Issue 33: while a row is lifted by a key, the hint names both keys
  /// that drop it, as bound.
  @Test func theLiftedHintNamesTheDropKeys() throws {
    var app = makeApp(["alpha", "beta"], width: 100, height: 4)
    feed(&app, " ", at: ms(0))
    #expect(ListView.render(app.listScreen).lines[3].hasSuffix("↑↓ move · Space/Enter drop · Esc cancel "))
    let options = try TestOptions.parse(["--bind", "x:lift", "--bind", "space:toggle"]).validated()
    var rebound = try AllKinds.model(
      options: options, store: makeStore(["alpha", "beta"]), width: 100, height: 4)
    #expect(ListView.render(rebound.listScreen).lines[3].contains("x lift · Enter accept · ? help"))
    feed(&rebound, "x", at: ms(0))
    #expect(rebound.engine.isDragging)
    #expect(ListView.render(rebound.listScreen).lines[3].contains("↑↓ move · x/Enter drop · Esc cancel"))
  }
}
