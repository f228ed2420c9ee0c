// Random sessions over the kinds besides a plain list and git's: a board
// (plain Markdown and Obsidian's), a tree, an outline and paragraphs.
// The input is made from the seed's own random numbers, so a seed gives
// the same session in every build.

/// A kind a session's input is made for.
enum SessionKind: String, CaseIterable {
  case board, obsidian, tree, outline, paragraphs

  /// The option that chooses it.
  var option: String {
    switch self {
    case .board: "--board"
    case .obsidian: "--board=obsidian"
    case .tree: "--tree"
    case .outline: "--outline"
    case .paragraphs: "--paragraphs"
    }
  }
}

extension SessionGenerator {
  private static let words = ["apple", "pear", "fig", "plum", "kiwi", "ünïcödé", "日本語", "a b c"]

  mutating func makeArguments(for kind: SessionKind) -> [String] {
    var arguments = [kind.option]
    if random.chance(20) { arguments.append("--bottom-up") }
    if random.chance(50) { arguments.append("--no-animation") }
    if random.chance(15) { arguments.append("--swap") }
    if random.chance(15) { arguments.append("--confirm") }
    if random.chance(10) { arguments += ["--header", "Order these"] }
    if random.chance(20) { arguments += ["--long-press", String(random.within(100, 800))] }
    if kind == .paragraphs && random.chance(30) { arguments += ["--lock", "^!"] }
    return arguments
  }

  mutating func makeInput(of kind: SessionKind) -> [String] {
    switch kind {
    case .board: makeBoard(obsidian: false)
    case .obsidian: makeBoard(obsidian: true)
    case .tree: makeTree()
    case .outline: makeOutline()
    case .paragraphs: makeParagraphs()
    }
  }

  private mutating func word() -> String { random.pick(Self.words) }

  /// Columns (`## name`, names may repeat) of cards with sub-lines and
  /// blank lines between; Obsidian's with its front matter, a Complete
  /// lane, an archive and the settings footer.
  private mutating func makeBoard(obsidian: Bool) -> [String] {
    var lines: [String] = obsidian ? ["---", "", "kanban-plugin: basic", "", "---", ""] : []
    if !obsidian && random.chance(30) { lines += ["A preamble", ""] }
    for column in 0..<random.within(1, 5) {
      lines.append("## " + word())
      if obsidian && random.chance(40) {
        lines += ["", "**Complete**"]
      } else if random.chance(50) {
        lines.append("")
      }
      for _ in 0..<random.within(0, 5) {
        let box = obsidian ? (random.chance(50) ? "[x] " : "[ ] ") : ""
        lines.append("- " + box + word() + (column > 0 && random.chance(30) ? " \(column)" : ""))
        if random.chance(25) { lines.append("  " + word()) }
        if random.chance(20) { lines.append("") }
      }
      if random.chance(60) { lines.append("") }
    }
    if obsidian {
      if random.chance(50) { lines += ["***", "", "## Archive", "", "- [x] " + word(), ""] }
      lines += ["%% kanban:settings", "```", "{\"kanban-plugin\":\"basic\"}", "```", "%%"]
    }
    return lines
  }

  /// Lines indented two spaces a level, each at most one level deeper
  /// than the one before.
  private mutating func makeTree() -> [String] {
    var depth = 0
    return (0..<random.within(0, 30)).map { _ in
      depth = random.within(0, depth + 1)
      return String(repeating: "  ", count: depth) + word()
    }
  }

  /// Headings of levels 1–3 (at least one), with paragraphs, lists and
  /// blank lines under them.
  private mutating func makeOutline() -> [String] {
    var lines: [String] = random.chance(30) ? ["Before the first heading", ""] : []
    for _ in 0..<random.within(1, 8) {
      lines.append(String(repeating: "#", count: random.within(1, 3)) + " " + word())
      for _ in 0..<random.within(0, 3) {
        switch random.below(4) {
        case 0: lines.append("")
        case 1: lines += ["- " + word(), "- " + word()]
        default: lines.append(word())
        }
      }
    }
    return lines
  }

  /// Blocks of 1–3 lines, one or two blank lines between, some locked.
  private mutating func makeParagraphs() -> [String] {
    var lines: [String] = random.chance(20) ? [""] : []
    for index in 0..<random.within(0, 12) {
      if index > 0 { lines += random.chance(80) ? [""] : ["", ""] }
      for line in 0..<random.within(1, 3) {
        lines.append((line == 0 && random.chance(10) ? "! " : "") + word())
      }
    }
    return lines
  }
}
