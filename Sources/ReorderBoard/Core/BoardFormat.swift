import ReorderCore

/// Which tool's Markdown a board file is (`--board=FORMAT`, known by its
/// content by default): what is a card, what is a fixed part of the file.
/// docs/board-formats.md gives each tool's rules, read in its source.
///
///     plain     `#` headings are columns; indented and blank lines go
///               with the row above
///     obsidian  Obsidian's Kanban plugin: also `**Complete**` under a
///               lane's heading (the lane's, not a card), `***` before
///               `## Archive` (the archive's), the `%% kanban:settings`
///               footer (fixed: never a card, never moved or crossed)
///     taskell   taskell's lists: `## ` lists, `- ` tasks, their `    @`,
///               `    >` and `    *` lines (the task's, as in plain)
public enum BoardFormat: String, CaseIterable, Sendable {
  case plain, obsidian, taskell

  /// The format a board's lines are in: Obsidian's when the front matter
  /// names `kanban-plugin` (as the plugin itself decides, src/helpers.ts
  /// `hasFrontmatterKeyRaw`); taskell's when every line is one taskell
  /// reads (src/Taskell/IO/Markdown/Parser.hs); plain otherwise.
  public static func detect<Lines: Sequence>(lines: Lines) -> BoardFormat where Lines.Element == [UInt8] {
    var first = true
    var inFrontMatter = false
    var taskell = true
    var lists = 0
    for raw in lines {
      let line = raw.last == 0x0D ? Array(raw.dropLast()) : raw
      if first {
        first = false
        if line == Array("---".utf8) {
          inFrontMatter = true
          continue
        }
      }
      if inFrontMatter {
        if line.starts(with: Array("---".utf8)) {
          inFrontMatter = false
          taskell = false
        } else if line.starts(with: Array("kanban-plugin:".utf8)) {
          return .obsidian
        }
        continue
      }
      guard taskell else { continue }
      if line.starts(with: Array("## ".utf8)) {
        lists += 1
      } else if !(line.isEmpty || Self.taskellTaskLine(line)) {
        taskell = false
      }
    }
    return taskell && lists > 0 ? .taskell : .plain
  }

  /// A task's line as taskell's default markers write it: `- ` name,
  /// `    @ ` due, `    > ` description, `    * [ ] `/`[x] ` sub-task.
  static func taskellTaskLine(_ line: [UInt8]) -> Bool {
    let prefixes = ["- ", "    @ ", "    > ", "    * [ ] ", "    * [x] ", "    * [X] "]
    return prefixes.contains { line.starts(with: Array($0.utf8)) }
  }

  // MARK: - Obsidian's lines

  /// Whether a line is Obsidian's lane marker `**Complete**` (the
  /// paragraph whose text, markup removed, is "Complete": list.ts
  /// `astToUnhydratedBoard`).
  public static func isCompleteMarker<C: Collection>(_ line: C) -> Bool where C.Element == UInt8 {
    let text = line.filter { $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "_") && $0 != 0x0D }
    return text.elementsEqual("Complete".utf8)
  }

  /// Whether a line is a thematic break (`***`, `---`, `___`, spaces
  /// between allowed): what the archive's heading follows.
  public static func isThematicBreak<C: Collection>(_ line: C) -> Bool where C.Element == UInt8 {
    var mark: UInt8?
    var count = 0
    var leading = 0
    for byte in line {
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        if mark == nil { leading += 1 }
        continue
      }
      guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else {
        return false
      }
      if let mark, mark != byte { return false }
      mark = byte
      count += 1
    }
    return count >= 3 && leading < 4
  }

  /// Whether a line opens Obsidian's settings footer.
  public static func isSettingsFooter<C: Collection>(_ line: C) -> Bool where C.Element == UInt8 {
    line.starts(with: "%% kanban:settings".utf8)
  }
}
