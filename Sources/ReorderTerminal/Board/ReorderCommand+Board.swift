import ReorderCore
import ReorderFrontEnd

// `--board` on the command line: what it cannot go with, and how the
// loaded lines become the board's rows before the list is built.

extension Options {
  /// The first option `--board` cannot go with, as one line; nil if none.
  var boardConflict: String? {
    guard board else { return nil }
    if columns != nil {
      return "--board lays out its own columns: give --board or --columns/--grid, not both"
    }
    if git { return "--board is not for a git rebase todo (--git)" }
    if tree || outline != nil {
      return "--board makes its own columns of cards: give --board or --tree/--outline, not both"
    }
    if lockPattern != nil { return "--board moves whole cards and columns: --lock cannot go with it" }
    if readNull { return "--board reads lines: --read0 (-z) cannot go with it" }
    return nil
  }
}

extension ReorderCommand {
  /// Joins each card's sub-lines and blank lines to it and makes the rows
  /// before the first header a fixed preamble (as `--header-lines`).
  public static func prepareBoard(_ options: inout Options, store: ItemStore) throws(Options.UsageError) {
    let section: Pattern?
    do {
      section = try options.sectionPattern.map { (p) throws(Pattern.SyntaxError) in try Pattern(p) }
    } catch {
      throw Options.UsageError(message: error.message)
    }
    let ansi = options.ansi
    // Without --section the headers are Markdown headings, which the
    // board's text checks in place.
    let isHeader = section.map { section in
      { (line: UnsafeBufferPointer<UInt8>) -> Bool in section.matches(bytes: Array(line), ignoringCodes: ansi)
      }
    }
    guard let preamble = BoardText.joinRows(of: store, isHeader: isHeader) else {
      throw Options.UsageError(message: "--board reads at most 4 GiB")
    }
    if preamble == store.count {
      let headers =
        options.sectionPattern.map { "lines matching '\($0)'" } ?? "Markdown headings (# to ######)"
      throw Options.UsageError(message: "--board found no column header: no \(headers) in the input")
    }
    options.headerLines = max(options.headerLines, preamble)
  }
}
