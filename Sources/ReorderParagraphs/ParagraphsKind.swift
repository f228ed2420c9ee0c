import ReorderCore

/// Blank-line-separated blocks (`--paragraphs`): prose paragraphs,
/// stanzas, BibTeX entries, ledger journal transactions. Each block is
/// one row (``ParagraphText``), and each run of blank lines between them
/// a locked row, so a move keeps every separator where it was: one blank
/// line stays one, several stay several, and the lines before the first
/// block and after the last stay at the ends of the file. Moves, their
/// undo, `--replay` and `--order` keep the list's own rules for locked
/// rows (``ListKind``'s defaults): the blocks move, the separators never.
public struct ParagraphsKind: ListKind {
  public init() {}

  /// A separator is locked; a block moves.
  public func flags(of line: ItemBytes) -> ItemFlags {
    ParagraphText.isSeparator(line) ? .locked : []
  }

  /// A block by its first line ("the first of 4 lines" is said by the
  /// row's badge, not in sentences); a separator as blank lines.
  public func label(of item: ItemBytes) -> ItemLabel? {
    if ParagraphText.isSeparator(item) {
      let lines = ParagraphText.lineCount(of: item)
      return lines == 1 ? .blankLine : ItemLabel(text: "\(lines) blank lines", isQuoted: false)
    }
    let text = String(decoding: ParagraphText.firstLine(of: item), as: UTF8.self)
    return ItemLabel(text: text, cut: .keepingStart)
  }

  // "Position N of M" counts every row, separators too (the kind keeps
  // the list's count): as `--order` and `:N` count them.
}
