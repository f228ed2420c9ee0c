import ReorderCore
import ReorderTree

extension ReorderCommand {
  /// The text a kind lays out itself (a board), or a tree's or an
  /// outline's output read again by the reader that read the input
  /// (``TreeKind/readBack(_:as:)``); nil: the output writer writes the
  /// rows as they are (any other kind, `--print-index`, `--print0`).
  /// - Throws: what would not read back as shown; nothing is written then.
  static func laidOutText(of list: ReorderList, kind: (any ListKind)?, options: Options) throws(OutputRefusal)
    -> [UInt8]?
  {
    guard !options.printIndex && !options.printNull else { return nil }
    if let text = try kind?.writtenText(of: list) { return text }
    guard let tree = kind as? TreeKind else { return nil }
    var text: [UInt8] = []
    // Writing into memory fails only where memory does.
    try? OutputWriter.serialize(list) { text.append(contentsOf: $0) }
    // Read as the input was: its reading, its Markdown continuations, its
    // --section headers, with the fixed lines it had.
    var reading = options
    reading.headerLines = list.fixedIDs.count
    try tree.readBack(text, as: list) { store throws(OutputRefusal) in
      let rows: TreeRows?
      do {
        rows = try TreeInput.read(&reading, store: store)
      } catch {
        let why = (error as? Options.UsageError)?.message ?? "\(error)"
        throw OutputRefusal("the output would not read as a tree (\(why)); nothing was written")
      }
      guard let rows else { throw OutputRefusal("the output would not read as a tree; nothing was written") }
      return rows
    }
    return text
  }
}
