/// One item's bytes: a read-only view into the ``ItemStore`` buffer.
///
/// It keeps the store alive; `Array(item)` copies the bytes out.
public struct ItemBytes: RandomAccessCollection, Equatable, CustomStringConvertible {
  let store: ItemStore
  public let startIndex: Int
  public let endIndex: Int

  init(store: ItemStore, start: Int, end: Int) {
    self.store = store
    startIndex = start
    endIndex = end
  }

  public subscript(position: Int) -> UInt8 {
    precondition(position >= startIndex && position < endIndex, "index out of range")
    return store.byte(at: position)
  }

  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R? {
    try store.withBytes(in: startIndex..<endIndex, body)
  }

  /// The first `n` bytes (or all, if fewer), copied out.
  public func prefixArray(_ n: Int) -> [UInt8] {
    store.withBytes(in: startIndex..<Swift.min(endIndex, startIndex + Swift.max(n, 0))) { Array($0) }
  }

  /// The first line of an item that carries several (a board's card with
  /// its sub-lines, a paragraph), without its line end: the item itself
  /// when it is one line. Searched in place, not copied.
  public var firstLine: ItemBytes {
    guard let length = withContiguousStorageIfAvailable({ $0.firstIndex(of: 0x0A) }) ?? nil else {
      return self
    }
    return ItemBytes(store: store, start: startIndex, end: startIndex + length)
  }

  /// The bytes, copied out.
  public var array: [UInt8] { withContiguousStorageIfAvailable { Array($0) } ?? [] }

  public static func == (a: ItemBytes, b: ItemBytes) -> Bool {
    a.withContiguousStorageIfAvailable { x in
      b.withContiguousStorageIfAvailable { y in x.elementsEqual(y) } ?? false
    } ?? false
  }

  /// The bytes decoded as UTF-8, invalid sequences replaced by U+FFFD.
  public var description: String { String(decoding: array, as: UTF8.self) }
}
