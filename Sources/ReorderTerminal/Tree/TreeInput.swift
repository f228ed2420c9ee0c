import ReorderCore
import ReorderTree

/// The input read as a tree (`--tree`, `--outline`), once it is all in:
/// the rows before the tree (the `--header-lines`, and in an outline the
/// lines before the first heading) become the list's fixed header, so
/// they stay where they are and the list holds only the tree. With
/// `--section`, the tree starts again under each header.
enum TreeInput {
  /// Why an outline has no rows, and what to try.
  static func noHeading(_ reading: TreeReading) -> String {
    reading == .orgHeadings
      ? "--outline=org found no heading: no line starts with '* ' (for Markdown's # headings: --outline=md)"
      : "--outline found no Markdown heading (# to ######, or text underlined with === or ---)"
        + " outside code, HTML, lists and quotes; for org's * headings: --outline=org"
  }

  /// Reads the rest of the input of a tree (a tree is read whole before
  /// the interface opens), each chunk's lines read as tree rows right
  /// after the chunk, while its bytes are still in the cache; nil when no
  /// tree was asked for.
  /// - Throws: a read error (a nesting error waits for ``read(_:reader:store:)``).
  static func load(_ options: Options, source: InputSource) throws(InputSource.OpenError) -> TreeReader? {
    guard let reading = options.treeReading else { return nil }
    var reader = TreeReader(reading: reading, fixedCount: options.headerLines)
    reader.read(source.store)
    while try source.readChunk() { reader.read(source.store) }
    return reader
  }

  /// The tree of the loaded input, and the options with its preamble as
  /// their `--header-lines`; nil rows when no tree was asked for.
  /// - Parameter reader: what ``load(_:source:)`` read (nil: read `store`
  ///   now).
  /// - Throws: a one-line usage error when a row nests too deep, or the
  ///   `--section` pattern does not compile.
  static func read(_ options: inout Options, reader: TreeReader? = nil, store: ItemStore) throws(Options
    .UsageError)
    -> TreeRows?
  {
    guard let reading = options.treeReading else { return nil }
    var reader = reader ?? TreeReader(reading: reading, fixedCount: options.headerLines)
    var rows: TreeRows
    do {
      // A Markdown outline's front matter is fixed, as the lines before the
      // first heading are: the reader reads none of its lines as a heading.
      rows = try reader.rows(of: store)
      if options.treeReadsMarkdown { rows.attachMarkdownContinuations(store) }
    } catch {
      throw Options.UsageError(
        message: "\(options.tree != nil ? "--tree" : "--outline"): \(error.description)")
    }
    var preamble = 0
    while preamble < rows.count && rows.role(ofID: UInt32(preamble)) == .preamble { preamble += 1 }
    if preamble == rows.count && preamble > 0 && reading.isOutline {
      throw Options.UsageError(message: noHeading(reading))
    }
    options.headerLines = preamble
    if let section = options.sectionPattern {
      let pattern: Pattern
      do {
        pattern = try Pattern(section)
      } catch {
        throw Options.UsageError(message: error.description)
      }
      let headers = (preamble..<store.count).filter {
        pattern.matches(store[$0], ignoringCodes: options.ansi)
      }
      rows.restartAtSections(headers)
    }
    return rows
  }
}
