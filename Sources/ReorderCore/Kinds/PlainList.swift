/// A list of lines: every line is a row, every row moves, nothing is
/// rewritten. What `reorder` is without a mode.
public struct PlainList: ListKind {
  public init() {}
}
