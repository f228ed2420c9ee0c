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

extension TreeRows {
  /// The rows read again as a Markdown list: each line that continues a
  /// paragraph, or is inside a fenced code block after its opening line,
  /// becomes an attached row; every node's depth is then what the nodes
  /// that are left give (the nearest node above with a smaller level is
  /// its parent).
  ///
  /// A line continues a paragraph when the line above is a paragraph's
  /// (text, a list item's or a block quote's text) and it starts nothing
  /// of its own: no list item (of any number), heading, fence, block
  /// quote, thematic break or HTML block.
  ///
  /// - Complexity: O(rows), each line read up to its first bytes.
  public mutating func attachMarkdownContinuations(_ store: ItemStore) {
    keepsBlankLines = true
    var paragraph = false
    // The open paragraph began as a list item's text (a `---` under it
    // is a thematic break, not a setext underline).
    var inItem = false
    var fence = MarkdownFence()
    var stack: [Int] = []
    var ownerDepth: Int?
    for id in 0..<count {
      let role = role(ofID: UInt32(id))
      guard role != .preamble else { continue }
      let continues =
        store[id].withContiguousStorageIfAvailable { bytes -> Bool in
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
          if paragraph && !inItem && line.setextLevel != nil {
            // A setext heading's underline: part of its text's row.
            paragraph = false
            return true
          }
          let item = line.listItem(interrupting: false) != nil
          let continues = paragraph && !item && !line.interruptsParagraph
          if !continues { inItem = item }
          paragraph = continues || (line.atxLevel == nil && !line.isThematicBreak)
          return continues
        } ?? false
      if role == .node && !continues {
        let level = level(ofID: UInt32(id))
        while let last = stack.last, last >= level { stack.removeLast() }
        reassign(id: id, role: .node, depth: stack.count)
        ownerDepth = stack.count
        stack.append(level)
      } else if let ownerDepth {
        reassign(id: id, role: .attached, depth: ownerDepth)
      }
    }
  }
}
