import ReorderCore

/// The status line's layout: the counter at the left, then the prompt (if
/// one is open), then the message, and the key hint at the right.
///
///      3/20 swap  Moved 3 → 18 of 20 · "buy milk"      Space lift · Enter accept · ? help
///     └counter┘  └message: numbers, then the labels┘  └hint: only where the message fits whole┘
///
/// Each part keeps at least one blank from the next, at any width. When
/// the message does not fit, its labels are shortened first (an item keeps
/// its end, a commit its subject's start, each at least a few columns), so
/// the numbers stay; only then is the message cut at its end.
struct StatusLine {
  /// The counter: " 3/20 swap ".
  var counter: String
  /// The prompt being typed (`:12`), drawn with a cursor after it.
  var prompt: String?
  var message: Narration
  /// The reminder of the keys, shown only beside a message that fits.
  var hint: String?
  /// Items carry colour codes (`--ansi`): what is left of them in a label
  /// (a code other than a colour, such as `ESC[K`) is dropped, as in the
  /// rows, and the line keeps its own look.
  var ansi = false
  /// A button at a fixed column (edit mode's Done, where ``UIGeometry``
  /// hit-tests it), left out where the counter reaches it.
  var button: (text: String, x: Int)?

  /// A run of glyphs at a column.
  struct Segment: Equatable {
    enum Kind: Equatable { case counter, prompt, cursor, message, hint, button }
    var kind: Kind
    var x: Int
    var glyphs: [Glyph]
    var end: Int { x + glyphs.reduce(0) { $0 + $1.width } }
  }

  /// A label's text keeps at least this many columns before the line is cut.
  static let shortestLabel = 6

  /// Where each part goes on a line `width` columns wide.
  func layout(width: Int) -> [Segment] {
    guard width > 0 else { return [] }
    var segments: [Segment] = []
    let counterGlyphs = DisplayText.fit(DisplayText.glyphs(counter), columns: width).glyphs
    segments.append(Segment(kind: .counter, x: 0, glyphs: counterGlyphs))
    var x = segments[0].end + 1
    var right = width
    if let button, button.x >= x, button.x + DisplayText.width(button.text.utf8) <= width {
      segments.append(Segment(kind: .button, x: button.x, glyphs: DisplayText.glyphs(button.text)))
      right = button.x - 1
    }
    if let prompt {
      let room = right - x - 1
      guard room > 0 else { return segments }
      let text = DisplayText.fit(DisplayText.glyphs(prompt), columns: room).glyphs
      segments.append(Segment(kind: .prompt, x: x, glyphs: text))
      segments.append(
        Segment(kind: .cursor, x: segments[segments.count - 1].end, glyphs: DisplayText.glyphs("▏")))
      x = segments[segments.count - 1].end + 1
    }
    let room = right - x
    guard room > 0 else { return segments }
    let whole = Self.glyphs(message, labels: Self.labelGlyphs(message, ansi: ansi))
    let wholeWidth = whole.reduce(0) { $0 + $1.width }
    if let hint, !hint.isEmpty {
      let hintGlyphs = DisplayText.glyphs(hint)
      let hintWidth = hintGlyphs.reduce(0) { $0 + $1.width }
      // The hint only where the message fits beside it: what just
      // happened matters more than a reminder of the keys.
      if wholeWidth + 2 + hintWidth + 1 <= room {
        if !whole.isEmpty { segments.append(Segment(kind: .message, x: x, glyphs: whole)) }
        segments.append(Segment(kind: .hint, x: right - hintWidth - 1, glyphs: hintGlyphs))
        return segments
      }
    }
    let fitted = Self.fit(message, columns: room, ansi: ansi)
    if !fitted.isEmpty { segments.append(Segment(kind: .message, x: x, glyphs: fitted)) }
    return segments
  }

  // MARK: - Fitting a narration

  /// The narration's glyphs in at most `columns` cells. Where it is too
  /// wide, in this order: labels drop their suffix (a commit's action and
  /// hash); the longest labels lose columns, down to ``shortestLabel``;
  /// then the last label first, down to "…" alone, so the words and
  /// numbers before them stay whole; only then is the end cut.
  static func fit(_ narration: Narration, columns: Int, ansi: Bool = false) -> [Glyph] {
    var labels = labelGlyphs(narration, ansi: ansi)
    let total = glyphs(narration, labels: labels).reduce(0) { $0 + $1.width }
    var excess = total - columns
    for i in labels.indices where excess > 0 && !labels[i].suffix.isEmpty {
      excess -= labels[i].suffix.reduce(0) { $0 + $1.width }
      labels[i].suffix = []
    }
    var keep = labels.map { $0.text.reduce(0) { $0 + $1.width } }
    while excess > 0, let i = keep.indices.max(by: { keep[$0] < keep[$1] }), keep[i] > shortestLabel {
      keep[i] -= 1
      excess -= 1
    }
    for i in keep.indices.reversed() where excess > 0 {
      let taken = min(excess, max(keep[i] - 1, 0))
      keep[i] -= taken
      excess -= taken
    }
    for i in labels.indices { labels[i].text = cut(labels[i].text, to: keep[i], labels[i].label.cut) }
    return DisplayText.fit(glyphs(narration, labels: labels), columns: columns).glyphs
  }

  /// Each label's text and suffix as glyphs.
  typealias LabelGlyphs = (label: ItemLabel, text: [Glyph], suffix: [Glyph])

  static func labelGlyphs(_ narration: Narration, ansi: Bool) -> [LabelGlyphs] {
    var labels: [LabelGlyphs] = []
    for case .label(let label) in narration.parts {
      var text = DisplayText.glyphs(label.text.utf8, ansi: ansi)
      if ansi { for i in text.indices { text[i].ansi = nil } }
      labels.append((label, text, DisplayText.glyphs(label.suffix)))
    }
    return labels
  }

  /// The narration's glyphs, its labels as given.
  static func glyphs(_ narration: Narration, labels: [LabelGlyphs]) -> [Glyph] {
    var result: [Glyph] = []
    var index = 0
    for part in narration.parts {
      switch part {
      case .text(let text):
        result += DisplayText.glyphs(text)
      case .label(let label):
        let quote = label.isQuoted ? DisplayText.glyphs("\"") : []
        result += quote + labels[index].text + quote + labels[index].suffix
        index += 1
      }
    }
    return result
  }

  /// Glyphs cut to `columns` cells with "…" where they were cut: at the
  /// start (keeping the end) or at the end.
  static func cut(_ glyphs: [Glyph], to columns: Int, _ cut: ItemLabel.Cut) -> [Glyph] {
    switch cut {
    case .keepingStart:
      return DisplayText.fit(glyphs, columns: columns).glyphs
    case .keepingEnd:
      let reversed = DisplayText.fit(glyphs.reversed(), columns: columns)
      guard reversed.truncated else { return glyphs }
      return Array(reversed.glyphs.reversed())
    }
  }
}

// MARK: - What the model shows

extension StatusLine {
  /// The status line for the model's state.
  init(_ model: ListScreen, width: Int, height: Int) {
    let engine = model.engine
    let count = engine.list.count
    let (position, total) = model.counter
    var counter = " \(position)/\(total)\(model.isLoading ? "…" : "") "
    if engine.configuration.dropMode == .swap { counter += "swap " }
    if engine.isEditing { counter += "edit " }
    if let mark = model.presentation.counterMark { counter += mark + " " }
    if let n = model.count { counter += "\(n) " }
    self.init(counter: counter, message: .silence)
    ansi = model.ansi
    if let prompt = model.prompt {
      self.prompt = prompt.text
      // The prompt has the line: no Done button, no hint.
      message = model.promptNotice ?? Self.promptHint(prompt)
      return
    }
    if engine.isEditing, let done = UIGeometry(width: width, height: height).doneButton {
      button = (" Done ", done.columns.lowerBound)
    } else {
      hint = Self.hint(model)
    }
    if count == 0 && model.isLoading {
      message = "waiting for input…"
    } else {
      message = engine.narration.isEmpty ? Narrator.greeting(engine.narratedTotal) : engine.narration
    }
  }

  static func promptHint(_ prompt: Prompt) -> Narration {
    switch prompt {
    case .position: return "move to position: Enter moves, Esc cancels"
    case .search: return "Enter ends the search, Esc goes back"
    case .exec: return "a command to run here: Enter inserts, Esc cancels"
    case .line: return "the line's new text: Enter changes it, Esc cancels"
    }
  }

  /// The keys for what comes next, as bound (`--bind`): while a row is
  /// lifted by a key, both keys that drop it (the lift key again, and
  /// the accept key): `↑↓ move · Space/Enter drop · Esc cancel`.
  static func hint(_ model: ListScreen) -> String {
    if model.quitQuestion != nil { return "" }  // the question says which keys
    let keys = model.bindings
    let cancel = keyName(keys, .escape).map { " · \($0) cancel" } ?? ""
    if model.engine.isDragging {
      if model.engine.drag?.driver == .pointer { return "release to drop" + cancel }
      let drop = [keyName(keys, .lift), keyName(keys, .accept)].compactMap { $0 }
      return "↑↓ move" + (drop.isEmpty ? "" : " · \(drop.joined(separator: "/")) drop") + cancel
    }
    let lift = keyName(keys, .lift).map { "\($0) lift · " } ?? ""
    let accept = keyName(keys, .accept).map { "\($0) \(model.confirmBeforeAccept ? "review" : "accept") · " }
    return lift + (accept ?? "") + "? help"
  }

  /// The key a hint names for `command`: a named key first (`Space`,
  /// `Enter`, `Esc`, capitalised as on a keyboard), nil if none is bound.
  static func keyName(_ bindings: KeyBindings, _ command: Command) -> String? {
    guard let key = bindings.keys(for: command).first?.description else { return nil }
    return key.count > 1 ? key.prefix(1).uppercased() + key.dropFirst() : key
  }

  /// Draws the line into the canvas's last row.
  func draw(into canvas: inout Canvas) {
    let y = canvas.height - 1
    canvas.fill(row: y, style: Style(.status))
    for segment in layout(width: canvas.width) {
      let role: StyleRole
      switch segment.kind {
      case .counter, .prompt, .button: role = .statusAccent
      case .cursor, .message, .hint: role = .status
      }
      canvas.draw(segment.glyphs, at: segment.x, row: y, style: Style(role))
      // The terminal's cursor rests after the prompt being typed.
      if segment.kind == .cursor { canvas.cursor = Point(x: min(segment.x, canvas.width - 1), y: y) }
    }
  }
}
