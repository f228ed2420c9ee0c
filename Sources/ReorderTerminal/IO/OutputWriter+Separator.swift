import ReorderCore
import ReorderFrontEnd

extension OutputWriter {
  /// The result with `separator` after each item: the input's own
  /// separator keeps it byte for byte (``serialize(_:chunkSize:_:)``);
  /// another one (`--read0` without `--print0`, or the other way round)
  /// converts it, as fzf does: every item, the last too, ends in the new
  /// separator, and a CRLF file's lines lose their CR with their LF.
  public static func serialize(
    _ list: ReorderList, separator: UInt8, chunkSize: Int = 1 << 20,
    _ body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let store = list.store
    guard separator != store.separator else {
      try serialize(list, chunkSize: chunkSize, body)
      return
    }
    let dropsCR = store.separator == 0x0A && isCRLF(list)
    var chunk: [UInt8] = []
    chunk.reserveCapacity(min(chunkSize, 1 << 20))
    func emit(id: Int) throws {
      store.withBytes(of: id) { bytes in
        var item = bytes[...]
        if dropsCR && item.last == 0x0D { item = item.dropLast() }
        chunk.append(contentsOf: item)
        chunk.append(separator)
      }
      if chunk.count >= chunkSize {
        try chunk.withUnsafeBytes(body)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    for id in list.fixedIDs { try emit(id: id) }
    for position in 0..<list.count { try emit(id: list.id(at: position)) }
    if !chunk.isEmpty { try chunk.withUnsafeBytes(body) }
  }
}
