import ReorderCore

// A Markdown outline's loop: CommonMark's top-level headings are the
// nodes (``MarkdownBlocks`` follows the blocks), every other line is
// attached to the heading above, and lines before the first heading are
// a preamble.
//
// As `readHeadings` does for org, the loop skips most lines by their
// first byte alone: the class table the blocks give for the state the
// last line left (in a paragraph, a letter only continues it) says that
// the line changes nothing, and it costs its start, one look-up and its
// entry's store. Every other line is read whole by the blocks.

extension TreeReader.Scan {
  /// `--outline` on Markdown.
  @inline(never)
  func readMarkdown<Ends: LineEnds>(_ lines: TreeReader.Lines<Ends>, _ output: TreeReader.Output) -> Int? {
    let (entries, ends, base, limit) = (output.entries, lines.ends, lines.base, lines.limit)
    var blocks = self.blocks
    var classes = blocks.classes
    var nesting = TreeReader.Nesting(stack: stack, top: top)
    var owner = UInt32(Self.owner(top: top))
    var misaligned = self.misaligned
    defer { (top, self.misaligned, self.blocks) = (nesting.top, misaligned, blocks) }
    var id = lines.ids.lowerBound
    let endID = lines.ids.upperBound
    // Where line `id` begins, if the ends are searched for.
    var next = lines.first
    while id < endID {
      if blocks.isPlain {
        // Where only paragraphs are open, a body line, a blank line and a
        // letter-led line change only the open paragraph and the table:
        // chosen without a branch, until a line needs a closer look.
        var (paragraph, tables) = (blocks.paragraph, blocks.plainTables)
        var plainClasses = classes
        while id < endID {
          let lineStart = ends.start(of: id, following: next, base: base)
          entries[id] = owner
          let kind = plainClasses[Int(lineStart.pointee)]
          if kind == OutlineClass.other || kind == MarkdownBlocks.hash { break }
          let isBlank = kind == MarkdownBlocks.blank
          paragraph = kind == MarkdownBlocks.text ? id : isBlank ? -1 : paragraph
          plainClasses = isBlank ? tables.elsewhere : tables.paragraph
          // Unused where the starts are stored: the line is not read.
          next = ends.start(after: id, searchingFrom: lineStart, base: base, limit: limit)
          id &+= 1
        }
        (blocks.paragraph, blocks.classes, classes) = (paragraph, plainClasses, plainClasses)
        guard id < endID else { break }
      }
      let lineStart = ends.start(of: id, following: next, base: base)
      entries[id] = owner
      let kind = classes[Int(lineStart.pointee)]
      if kind == OutlineClass.body {
        // Unused where the starts are stored: the line is not read.
        next = ends.start(after: id, searchingFrom: lineStart, base: base, limit: limit)
        id &+= 1
        continue
      }
      let end = ends.end(of: id, searchingFrom: lineStart, base: base, limit: limit)
      next = end + 1
      let line = UnsafeBufferPointer(start: lineStart, count: end - lineStart)
      let found: Int
      if kind == MarkdownBlocks.hash && blocks.isPlain,
        let level = LeadingBytes.markdownHeadingLevel(hashLed: line)
      {
        blocks.plainHeading()
        found = level
      } else {
        found = blocks.take(line, id: id)
      }
      classes = blocks.classes
      id &+= 1
      guard found != 0 else { continue }
      // A setext heading's row is its text's first line; the text's other
      // lines and the underline are its body.
      let level = found & 0x7
      let first = found & MarkdownBlocks.setextFlag != 0 ? blocks.setextFirst : id &- 1
      let depth = nesting.depth(of: level)
      nesting.push(level)
      misaligned |= level ^ (depth &+ 1)
      output.node(first, depth: depth, level: level)
      owner = UInt32(truncatingIfNeeded: depth) | UInt32(TreeRows.attachedBit)
      var body = first &+ 1
      while body < id {
        entries[body] = owner
        body &+= 1
      }
    }
    return nil
  }
}
