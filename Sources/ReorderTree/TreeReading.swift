import ReorderCore

/// How the lines of a file become the rows of a tree.
///
///     --tree              .indentation(tabWidth: 8)   nesting by leading blanks
///     --outline           .markdownHeadings           `#` … `######` headings
///     --outline org       .orgHeadings                `*` headings
///
/// In every reading a row's *level* is a number that only grows inwards
/// (indentation columns, or a heading's marker count) and its parent is
/// the nearest node above with a smaller level: the one defined reading of
/// indentation that does not line up, and of a `###` under a `#`.
public enum TreeReading: Hashable, Sendable {
  /// Nesting by indentation: spaces count one column, a tab to the next
  /// multiple of `tabWidth`. A blank line (only spaces, tabs, `\r`) is
  /// attached to the row before it.
  case indentation(tabWidth: Int)
  /// CommonMark ATX headings are the nodes; every other line is attached
  /// to the heading above; lines before the first heading are a preamble.
  case markdownHeadings
  /// Org headings (`*`, `**`, … then a space) are the nodes; as Markdown.
  case orgHeadings

  /// Whether headings are the nodes (an outline) rather than every
  /// non-blank line (a tree).
  public var isOutline: Bool {
    if case .indentation = self { return false }
    return true
  }

  /// The deepest heading level the format has, if it has one (Markdown: 6).
  public var deepestLevel: Int? { self == .markdownHeadings ? 6 : nil }
}

/// Why a file cannot be read as a tree: one clear sentence.
public enum TreeReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A row nests deeper than ``TreeRows/maxDepth`` levels, or is indented
  /// past ``TreeRows/maxLevel`` columns.
  case tooDeep(line: Int)

  public var description: String {
    switch self {
    case .tooDeep(let line):
      return "line \(line) nests deeper than \(TreeRows.maxDepth) levels or \(TreeRows.maxLevel) columns"
    }
  }
}
