import ReorderCore

// `--tree` on a Markdown file: its list items are the rows, and the lines
// that only continue something (a paragraph's wrapped lines, indented or
// lazy, and a code fence's lines) are no rows of their own: they belong
// to the row above, as a blank line does, and move with it.
//
//     - Finds the current shell.           node
//       Reads $SHELL, then ps.             attached (the item's paragraph)
//     - Installs                           node
//       ```sh                              node (a block of the item)
//       make install                       attached (the fence's)
//       ```                                attached
//         * The public and private DRBG    node
//         operation                        attached (a lazy line)
//     > * 1.0 - Early development.         node (an item in a block quote)
//     >   and subject to change.           attached (its paragraph's)

extension TreeRows {
  /// The rows read again as a Markdown list: each line that continues a
  /// paragraph, or is inside a fenced code block after its opening line,
  /// becomes an attached row; every node's depth is then what the nodes
  /// that are left give (the nearest node above with a smaller level is
  /// its parent).
  ///
  /// YAML or TOML front matter at the top (``MarkdownFrontMatter``)
  /// becomes fixed rows, as the lines before an outline's first heading.
  ///
  /// A line continues a paragraph when the line above is a paragraph's
  /// (text, a list item's or a block quote's text) and it starts nothing
  /// of its own: no list item (of any number), heading, fence, block
  /// quote, thematic break or HTML block.
  ///
  /// - Complexity: O(rows), each line read up to its first bytes.
  public mutating func attachMarkdownContinuations(_ store: ItemStore) {
    keepsBlankLines = true
    var lines = ListContinuations()
    var stack: [Int] = []
    var ownerDepth: Int?
    // Front matter stays put, as in an outline: it is data, not the list.
    let frontMatter = MarkdownFrontMatter.lineCount(in: store) ?? 0
    for id in 0..<count {
      if id < frontMatter {
        reassign(id: id, role: .preamble, depth: 0)
        continue
      }
      let role = role(ofID: UInt32(id))
      guard role != .preamble else { continue }
      let continues = store[id].withContiguousStorageIfAvailable { lines.continues($0) } ?? false
      if role == .node && !continues {
        let level = level(ofID: UInt32(id))
        while let last = stack.last, last >= level { stack.removeLast() }
        reassign(id: id, role: .node, depth: stack.count)
        ownerDepth = stack.count
        stack.append(level)
      } else {
        // Before the first row (after front matter): fixed, as the lines
        // before a tree's first row are.
        reassign(id: id, role: ownerDepth == nil ? .preamble : .attached, depth: ownerDepth ?? 0)
      }
    }
  }
}

extension TreeRows {
  /// Whether this is `--tree` read as Markdown lists.
  var readsMarkdownLists: Bool { keepsBlankLines && !reading.isOutline }

  /// Whether the node at `position` is a Markdown list item (in a block
  /// quote or not).
  func isListItem<O: RandomAccessCollection<UInt32>>(at position: Int, in order: O, store: ItemStore) -> Bool
  where O.Index == Int {
    blockAt(position, in: order, store: store).item
  }

  /// What the node at `position` starts: a list item or not, in a block
  /// quote (`> * 1.0`) or not.
  private func blockAt<O: RandomAccessCollection<UInt32>>(_ position: Int, in order: O, store: ItemStore)
    -> (item: Bool, quoted: Bool) where O.Index == Int
  {
    store[Int(order[position])].withContiguousStorageIfAvailable { bytes in
      let start = LeadingBytes.indentationLength(bytes)
      let line = MarkdownLine(UnsafeBufferPointer(rebasing: bytes[start...]))
      let quoted = line.quoteContent
      return ((quoted ?? line).listItem(interrupting: false) != nil, quoted != nil)
    } ?? (false, false)
  }

  /// `J`/`K` in Markdown lists: whether the sibling the node would pass is
  /// no item of its list (a paragraph after the list, an item before a
  /// paragraph, an item in or out of a block quote): a list item stays in
  /// its list, and a paragraph is not put inside one.
  func sameListEnds<O: RandomAccessCollection<UInt32>>(
    _ position: Int, _ sibling: Int, in order: O, store: ItemStore
  )
    -> Bool where O.Index == Int
  {
    guard readsMarkdownLists else { return false }
    let (mine, theirs) = (
      blockAt(position, in: order, store: store), blockAt(sibling, in: order, store: store)
    )
    return mine.item != theirs.item || (mine.item && mine.quoted != theirs.quoted)
  }
}

/// What the lines of a Markdown list read so far leave open, for
/// ``TreeRows/attachMarkdownContinuations(_:)``: whether each next line
/// only continues it.
private struct ListContinuations {
  var paragraph = false
  /// The open paragraph began as a list item's text (a `---` under it is
  /// a thematic break, not a setext underline).
  var inItem = false
  /// Where the open paragraph's text starts (an item's content column): a
  /// list marker indented that far is inside it, and starts a list there
  /// only as one that can interrupt a paragraph (not `8.`, as in `Solaris`
  /// / `8.`); one less indented is an item of an outer list.
  var contentColumn = 0
  /// The open paragraph is a block quote's (its lines begin with `>`).
  var quoted = false
  var fence = MarkdownFence()

  /// Whether `bytes`, the next line, only continues what is open.
  mutating func continues(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = LeadingBytes.indentationLength(bytes)
    let content = UnsafeBufferPointer(rebasing: bytes[start...])
    let line = MarkdownLine(content)
    if line.isBlank {
      paragraph = false
      return fence.isOpen
    }
    if fence.isOpen {
      _ = fence.scan(content)
      return true
    }
    if fence.scan(content) {
      paragraph = false
      return false
    }
    if let inner = line.quoteContent { return continuesQuote(inner) }
    if paragraph && !inItem && line.setextLevel != nil {
      // A setext heading's underline: part of its text's row.
      paragraph = false
      return true
    }
    let found = line.listItem(interrupting: paragraph && start >= contentColumn)
    let item = found != nil
    let continues = paragraph && !item && !line.interruptsParagraph
    if !continues {
      (inItem, contentColumn, quoted) = (item, start + (found?.contentColumn ?? 0), false)
    }
    paragraph = continues || (line.atxLevel == nil && !line.isThematicBreak)
    return continues
  }

  /// A quote's line, by its content (``MarkdownLine/quoteContent``), read
  /// as the line (a lazy line of a quoted item is the item's).
  private mutating func continuesQuote(_ inner: MarkdownLine) -> Bool {
    let open = paragraph && quoted
    let found = inner.isBlank ? nil : inner.listItem(interrupting: open)
    let continues = open && !inner.isBlank && found == nil && !inner.interruptsParagraph
    if !continues { (inItem, contentColumn) = (found != nil, 0) }
    paragraph = continues || (!inner.isBlank && inner.atxLevel == nil && !inner.isThematicBreak)
    quoted = paragraph
    return continues
  }
}
