import ReorderCore
import ReorderFrontEnd

/// `--board[=auto|obsidian|taskell|plain]`: sections side by side as
/// columns (Markdown headings, or `--section`'s lines), cards carrying
/// their indented lines. How the loaded lines become the board's rows
/// before the list is built, and what the board cannot go with.
public struct BoardModule: KindModule {
  public init() {}

  public var option: String { "board" }
  public var help: String {
    "sections are columns (Markdown headings, or --section), cards carry their indented lines"
  }
  public var values: [String] { ["auto", "obsidian", "taskell", "plain"] }

  public func conflict(with request: KindRequest) -> String? {
    if request.grid {
      return "--board lays out its own columns: give --board or --columns/--grid, not both"
    }
    if request.locks { return "--board moves whole cards and columns: --lock cannot go with it" }
    if request.readsNull { return "--board reads lines: --read0 (-z) cannot go with it" }
    return nil
  }

  public func clash(with other: String) -> String? {
    switch other {
    case "git": return "--board is not for a git rebase todo (--git)"
    case "tree", "outline":
      return "--board makes its own columns of cards: give --board or --tree/--outline, not both"
    default: return nil
    }
  }

  public var keysHelp: (title: String, keys: any KindPresentation)? {
    ("in a board (--board) these change:", BoardKind())
  }

  /// Joins each card's sub-lines and blank lines to it and makes the rows
  /// before the first header a fixed preamble (as `--header-lines`).
  public func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
    throws(KindModuleError) -> PreparedKind
  {
    // Without --section the headers are Markdown headings, which the
    // board's text checks in place.
    let isHeader = request.section.map { section in
      { (line: UnsafeBufferPointer<UInt8>) -> Bool in section.matches(bytes: Array(line)) }
    }
    // The format as given, else by the file's content; with --section the
    // headers are the pattern's lines, in a plain board.
    let given = request.value.flatMap { $0 == "auto" ? nil : BoardFormat(rawValue: $0) }
    let format =
      given
      ?? (isHeader == nil
        ? BoardFormat.detect(lines: (0..<store.count).lazy.map { store[$0].array }) : .plain)
    guard
      let preamble = BoardText.joinRows(
        of: store, format: isHeader == nil ? format : .plain, isHeader: isHeader)
    else {
      throw KindModuleError("--board reads at most 4 GiB")
    }
    if preamble == store.count {
      let headers =
        request.sectionPattern.map { "lines matching '\($0)'" } ?? "Markdown headings (# to ######)"
      throw KindModuleError("--board found no column header: no \(headers) in the input")
    }
    request.headerLines = max(request.headerLines, preamble)
    // A card carries its lines; only a Markdown heading is flagged (a
    // header), and every one starts with '#', but in Obsidian's board
    // (its archive's `***`, its settings footer).
    let kind = BoardKind(readsHeadings: isHeader == nil, format: format)
    var prepared = PreparedKind(kind, rowsCarryLines: true)
    prepared.output = .laidOut { list throws(OutputRefusal) in try kind.writtenText(of: list) }
    if format != .obsidian && isHeader == nil && !request.locks { prepared.flagsLead = UInt8(ascii: "#") }
    return prepared
  }
}
