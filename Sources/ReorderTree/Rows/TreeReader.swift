import ReorderCore

/// Reads the lines of an ``ItemStore`` as the rows of a tree while they
/// load: ``read(_:)`` after each chunk takes in the lines that chunk
/// completed, while their bytes are still in the cache, and
/// ``rows(of:)`` after the last one gives the ``TreeRows``.
///
///     var reader = TreeReader(reading: .indentation(tabWidth: 8))
///     while try source.readChunk() { reader.read(source.store) }
///     let rows = try reader.rows(of: source.store)
///
/// The rows are the same however the input was cut into chunks (and as
/// ``TreeRows/read(_:reading:fixedCount:)`` of the whole store).
///
/// - Complexity: O(n) in lines over all the calls; each line is read
///   only as far as its first byte that is not indentation (a heading's
///   marker, a fence's run).
public struct TreeReader {
  private let scan: Scan
  /// By id, as ``TreeRows`` keeps them.
  private var entries: [UInt32] = []
  /// The 1-based line that nests too deep: nothing after it is read.
  private var failedLine: Int?

  /// - Parameter fixedCount: the first items are a fixed header
  ///   (`--header-lines`): preamble, and no part of the tree.
  public init(reading: TreeReading, fixedCount: Int = 0) {
    self.init(reading: reading, fixedCount: fixedCount, readsFrontMatter: true)
  }

  /// - Parameter readsFrontMatter: whether a Markdown file's first line
  ///   `---` or `+++` opens front matter (false: read again, once it did
  ///   not close).
  init(reading: TreeReading, fixedCount: Int, readsFrontMatter: Bool) {
    scan = Scan(reading: reading, fixedCount: max(0, fixedCount), readsFrontMatter: readsFrontMatter)
  }

  /// Reads the items loaded into `store` since the last call.
  public mutating func read(_ store: ItemStore) {
    let first = entries.count
    let count = store.count
    guard count > first, failedLine == nil else { return }
    if first == 0 {
      // Once, for the whole input (a file's size says how many lines).
      let estimate = store.estimatedCount
      entries.reserveCapacity(max(count, estimate + estimate / 8))
    }
    entries.append(contentsOf: repeatElement(0, count: count - first))
    let scan = self.scan
    failedLine = entries.withUnsafeMutableBufferPointer { entries in
      let output = Output(entries: entries.baseAddress!)
      return store.withBuffer { buffer in
        // The store's starts give each line's end without a search; past
        // 4 GiB (no plain starts) the separator is searched for.
        let separator = Int32(store.separator)
        return store.withStarts { starts in
          scan.run(
            store, buffer: buffer, ends: StoredEnds(starts: starts.baseAddress!, separator: separator),
            ids: first..<count, output)
        }
          ?? scan.run(
            store, buffer: buffer, ends: SearchedEnds(separator: separator), ids: first..<count, output)
      }
    }
  }

  /// The rows of every item of `store`, once it has finished loading
  /// (the items not read yet are read first).
  /// - Throws: ``TreeReadError/tooDeep(line:)`` past ``TreeRows/maxDepth``
  ///   levels or ``TreeRows/maxLevel`` columns.
  public mutating func rows(of store: ItemStore) throws(TreeReadError) -> TreeRows {
    read(store)
    if let failedLine { throw .tooDeep(line: failedLine) }
    if scan.reading == .markdownHeadings && scan.blocks.isInFrontMatter {
      // A `---` first line that no fence closes opened no front matter.
      var again = TreeReader(reading: scan.reading, fixedCount: scan.fixedCount, readsFrontMatter: false)
      return try again.rows(of: store)
    }
    var rows = scan.rows(entries: entries)
    rows.keepOrgLocalVariablesAtTheEnd(store)
    return rows
  }
}

extension TreeRows {
  /// Reads every item of `store` (finished loading) as a tree row.
  ///
  ///     let rows = try TreeRows.read(store, reading: .indentation(tabWidth: 8))
  ///
  /// - Parameters:
  ///   - fixedCount: the first items are a fixed header (`--header-lines`):
  ///     preamble, and no part of the tree.
  /// - Throws: ``TreeReadError/tooDeep(line:)`` past ``maxDepth`` levels
  ///   or ``maxLevel`` columns.
  /// - Complexity: O(n) in lines; see ``TreeReader``, which reads them
  ///   while they load.
  public static func read(_ store: ItemStore, reading: TreeReading, fixedCount: Int = 0) throws(TreeReadError)
    -> TreeRows
  {
    var reader = TreeReader(reading: reading, fixedCount: fixedCount)
    return try reader.rows(of: store)
  }
}
