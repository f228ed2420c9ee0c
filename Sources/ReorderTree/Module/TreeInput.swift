import ReorderCore
import ReorderFrontEnd

/// The input read as a tree (`--tree`, `--outline`), once it is all in:
/// the rows before the tree (the `--header-lines`, and in an outline the
/// lines before the first heading) become the list's fixed header, so
/// they stay where they are and the list holds only the tree. With
/// `--section`, the tree starts again under each header.
struct TreeInput: Sendable {
  /// How the lines become rows.
  var reading: TreeReading
  /// Whether a Markdown list's wrapped and lazy lines and its fences
  /// belong to the row above (`--tree=md`, or a bare `--tree` on a `.md`).
  var markdownContinuations: Bool
  /// The option that chose it (`tree`, `outline`), for messages.
  var option: String

  /// Why an outline has no rows, and what to try.
  var noHeading: String {
    reading == .orgHeadings
      ? "--outline=org found no heading: no line starts with '* ' (for Markdown's # headings: --outline=md)"
      : "--outline found no Markdown heading (# to ######, or text underlined with === or ---)"
        + " outside code, HTML, lists and quotes; for org's * headings: --outline=org"
  }

  /// The reader that reads the input while it loads.
  func loader(_ request: KindRequest) -> TreeReader {
    TreeReader(reading: reading, fixedCount: request.headerLines)
  }

  /// The kind of the loaded input (``KindModule/prepare(_:request:loaded:)``).
  func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
    throws(KindModuleError) -> PreparedKind
  {
    prepared(try rows(of: store, request: &request, reader: loaded as? TreeReader), request: request)
  }

  /// The tree of the loaded input, its preamble made the request's fixed
  /// lines (`headerLines`).
  /// - Parameter reader: what read the input while it loaded (nil: read
  ///   `store` now).
  /// - Throws: one line when a row nests too deep, or an outline has no
  ///   heading.
  func rows(of store: ItemStore, request: inout KindRequest, reader: TreeReader? = nil)
    throws(KindModuleError) -> TreeRows
  {
    var reader = reader ?? TreeReader(reading: reading, fixedCount: request.headerLines)
    var rows: TreeRows
    do {
      // A Markdown outline's front matter is fixed, as the lines before the
      // first heading are: the reader reads none of its lines as a heading.
      rows = try reader.rows(of: store)
      if markdownContinuations { rows.attachMarkdownContinuations(store) }
    } catch {
      throw KindModuleError("--\(option): \(error.description)")
    }
    var preamble = 0
    while preamble < rows.count && rows.role(ofID: UInt32(preamble)) == .preamble { preamble += 1 }
    if preamble == rows.count && preamble > 0 && reading.isOutline { throw KindModuleError(noHeading) }
    request.headerLines = preamble
    if let section = request.section {
      let headers = (preamble..<store.count).filter { section.matches(store[$0]) }
      rows.restartAtSections(headers)
    }
    return rows
  }

  /// The kind, with the check that its output, about to be written, reads
  /// back as the tree shown by this same reading (``TreeKind/readBack(_:as:reading:)``).
  func prepared(_ rows: TreeRows, request: KindRequest) -> PreparedKind {
    // A tree's flags come with its rows.
    var prepared = PreparedKind(TreeKind(rows: rows), flagsLines: false)
    let input = self
    let section = request.section
    prepared.output = .readBack { kind, text, list throws(OutputRefusal) in
      guard let tree = kind as? TreeKind else { return }
      try tree.readBack(text, as: list) { store throws(OutputRefusal) in
        // Read as the input was: its reading, its Markdown continuations,
        // its --section headers, with the fixed lines it had.
        var again = KindRequest()
        again.headerLines = list.fixedIDs.count
        again.section = section
        do throws(KindModuleError) {
          return try input.rows(of: store, request: &again)
        } catch {
          throw OutputRefusal("the output would not read as a tree (\(error.message)); nothing was written")
        }
      }
    }
    return prepared
  }
}

extension TreeReader: KindLoader {}
