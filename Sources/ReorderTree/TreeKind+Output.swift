import ReorderCore

// Never write a tree that differs from the one shown: the output of a tree
// or an outline, about to be written, is read again by the reader that
// read the input, and it must give the tree on the screen (the same rows
// in the same order, each a node at the same depth, or a line attached to
// one, or a fixed line). Every move is planned so that it does; this is
// the last check, on the very bytes that would be written, against a
// planner's mistake or a reading that changed under it (as a board's text
// is read back by its ``BoardKind/writtenText(of:)``).

extension TreeKind {
  /// Reads `text` (the output, every row in order after the fixed lines)
  /// again as ``TreeRows/read(_:reading:fixedCount:)`` reads it, the tree
  /// starting again at each section header shown, and compares it with
  /// the rows shown.
  /// - Throws: one sentence saying the first row that differs; then
  ///   nothing is written.
  /// - Complexity: O(bytes of `text`): one more reading.
  public func readBack(_ text: [UInt8], as list: ReorderList) throws(OutputRefusal) {
    try readBack(text, as: list) { store throws(OutputRefusal) in
      let fixed = list.fixedIDs.count
      var read: TreeRows
      do {
        read = try TreeRows.read(store, reading: reading, fixedCount: fixed)
      } catch {
        throw OutputRefusal("the output would not read as a tree (\(error)); nothing was written")
      }
      // A --section header shown inside the tree starts it again, as the
      // input's reading did.
      let order = list.order
      let headers = (0..<order.count).filter { rows.role(ofID: order[$0]) == .preamble }
      if !headers.isEmpty { read.restartAtSections(headers.map { $0 + fixed }) }
      return read
    }
  }

  /// ``readBack(_:as:)`` with the input's own reading (`read`: the rows of
  /// a store, as the input's were read, its options included).
  public func readBack(
    _ text: [UInt8], as list: ReorderList, reading read: (ItemStore) throws(OutputRefusal) -> TreeRows
  ) throws(OutputRefusal) {
    let store = ItemStore(separator: list.store.separator)
    _ = store.append(text)
    store.finish()
    let fixed = list.fixedIDs.count
    let order = list.order
    let shown = rows
    let read = try read(store)
    guard store.count == fixed + order.count else {
      throw OutputRefusal(
        "the output would read as \(store.count - fixed) rows, not the \(order.count) shown; nothing was written"
      )
    }
    for p in 0..<order.count {
      let id = order[p]
      let line = UInt32(fixed + p)
      let differs: String?
      if !Self.sameLine(store[Int(line)].array, list.store[Int(id)].array) {
        differs = "is another line"
      } else if read.role(ofID: line) != shown.role(ofID: id) {
        differs = "reads as \(Self.name(read.role(ofID: line))), not \(Self.name(shown.role(ofID: id)))"
      } else if shown.role(ofID: id) != .preamble && read.depth(ofID: line) != shown.depth(ofID: id) {
        differs = "reads at depth \(read.depth(ofID: line) + 1), not \(shown.depth(ofID: id) + 1)"
      } else {
        differs = nil
      }
      if let differs {
        let text = String(decoding: list.store[Int(id)].array.prefix(60), as: UTF8.self)
        throw OutputRefusal(
          "the output would read as another tree than the one shown: row \(p + 1) (\"\(text)\") \(differs);"
            + " nothing was written")
      }
    }
  }

  /// Two lines, the same but for a final `\r` (the writer drops a CRLF
  /// line's `\r` where it ends an unterminated file).
  private static func sameLine(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.last == 0x0D || b.last == 0x0D
      ? (a.last == 0x0D ? a.dropLast() : a[...]) == (b.last == 0x0D ? b.dropLast() : b[...]) : a == b
  }

  private static func name(_ role: TreeRows.Role) -> String {
    switch role {
    case .node: return "a row of the tree"
    case .attached: return "a line attached to the row above"
    case .preamble: return "a fixed line"
    }
  }
}
