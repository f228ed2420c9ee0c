import ReorderBoard
import ReorderCore
import ReorderFrontEnd

// `--board` on the command line: what it cannot go with, and how the
// loaded lines become the board's rows before the list is built.

extension OptionSpec {
  /// `--board[=auto|obsidian|taskell|plain]`.
  static let boardOption: OptionSpec = {
    var spec = OptionSpec(
      "board", value: "auto|obsidian|taskell|plain", optionalValue: true,
      help: "sections are columns (Markdown headings, or --section), cards carry their indented lines"
    ) { options, value in
      options.board = true
      guard let value, value != "auto" else {
        options.boardFormat = nil
        return
      }
      guard let format = BoardFormat(rawValue: value) else {
        throw Options.UsageError(message: "--board must be auto, obsidian, taskell or plain, not '\(value)'")
      }
      options.boardFormat = format
    }
    spec.words = ["auto"] + BoardFormat.allCases.map(\.rawValue)
    return spec
  }()
}

extension Options {
  /// The first option `--board` cannot go with, as one line; nil if none.
  var boardConflict: String? {
    guard board else { return nil }
    if columns != nil {
      return "--board lays out its own columns: give --board or --columns/--grid, not both"
    }
    if git { return "--board is not for a git rebase todo (--git)" }
    if tree != nil || outline != nil {
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
    // The format by the file's content, unless given; with --section the
    // headers are the pattern's lines, in a plain board.
    if options.boardFormat == nil {
      options.boardFormat =
        section == nil ? BoardFormat.detect(lines: (0..<store.count).lazy.map { store[$0].array }) : .plain
    }
    let format = section == nil ? options.boardFormat ?? .plain : .plain
    guard let preamble = BoardText.joinRows(of: store, format: format, isHeader: isHeader) else {
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
