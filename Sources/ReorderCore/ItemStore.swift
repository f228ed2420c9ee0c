#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every item's bytes, stored once, end to end, in one growable buffer.
///
/// Items are identified by their load order (`0..<count`), their *id*; the
/// current order of the list lives in ``ReorderList`` as a permutation of
/// ids, so moving an item never copies its bytes. An item's bytes never
/// include its terminator, so any input (invalid UTF-8, NUL bytes without
/// `-z`, CR before LF) comes back byte-exact.
///
///     bytes:  a l p h a \n b e t a \n g a m m a
///     starts: 0            6          11         16 (end)
///
/// The buffer grows with `realloc`, which for large blocks moves pages
/// instead of copying them, so reading a 25 MB list never needs 50 MB.
/// Ids are `UInt32`: at most 4,294,967,295 items.
///
/// - Complexity: appending is amortized O(bytes); reading an item is O(1).
public final class ItemStore {
  /// The separator between items: `\n` for lines, `\0` with `-z`.
  public let separator: UInt8

  private var bytes: UnsafeMutablePointer<UInt8>
  private var byteCount = 0
  private var byteCapacity: Int
  /// `starts[i]` is where item `i` begins; `ends[i]` where its content ends
  /// (before the separator).
  private var starts: UnsafeMutablePointer<Int>
  private var ends: UnsafeMutablePointer<Int>
  private var itemCapacity: Int
  public private(set) var count = 0
  /// The bytes after the last separator, not yet an item.
  private var pendingStart = 0
  private var finished = false
  /// Whether the input's last item ended with a separator. Only meaningful
  /// after ``finish()``; an empty input counts as terminated.
  public private(set) var lastItemTerminated = true
  /// Items appended by edits after loading (a changed git action, an
  /// inserted `break`) rather than read from the input.
  public private(set) var loadedCount = 0

  /// Creates an empty store.
  /// - Parameters:
  ///   - separator: the byte that ends an item.
  ///   - expectedBytes: a capacity hint, e.g. a regular file's size.
  public init(separator: UInt8 = 0x0A, expectedBytes: Int = 0) {
    self.separator = separator
    byteCapacity = max(4096, expectedBytes + 1)
    itemCapacity = max(256, expectedBytes / 16)
    bytes = Self.allocate(UInt8.self, byteCapacity)
    starts = Self.allocate(Int.self, itemCapacity)
    ends = Self.allocate(Int.self, itemCapacity)
  }

  deinit {
    free(bytes)
    free(starts)
    free(ends)
  }

  /// Total bytes held, including separators.
  public var byteSize: Int { byteCount }

  /// Whether ``finish()`` was called.
  public var isFinished: Bool { finished }

  // MARK: - Loading

  /// Appends raw input; every complete item (ended by the separator) becomes
  /// available at once. Bytes after the last separator wait for more input
  /// or for ``finish()``.
  /// - Returns: how many items became available.
  @discardableResult
  public func append(_ chunk: UnsafeRawBufferPointer) -> Int {
    precondition(!finished, "append after finish")
    guard !chunk.isEmpty else { return 0 }
    reserveBytes(byteCount + chunk.count)
    let scanFrom = byteCount
    (bytes + byteCount).update(
      from: chunk.bindMemory(to: UInt8.self).baseAddress!, count: chunk.count)
    byteCount += chunk.count
    let before = count
    var position = scanFrom
    let sep = Int32(separator)
    while position < byteCount {
      guard
        let hit = memchr(bytes + position, sep, byteCount - position)
      else { break }
      let end = bytes.distance(
        to: hit.assumingMemoryBound(to: UInt8.self))
      addItem(start: pendingStart, end: end)
      pendingStart = end + 1
      position = end + 1
    }
    return count - before
  }

  /// Appends raw input from an array (convenience for tests and small
  /// inputs).
  @discardableResult
  public func append(_ chunk: [UInt8]) -> Int {
    chunk.withUnsafeBytes { append($0) }
  }

  /// Ends the input: trailing bytes without a separator become the last
  /// item.
  /// - Returns: how many items became available (0 or 1).
  @discardableResult
  public func finish() -> Int {
    guard !finished else { return 0 }
    finished = true
    loadedCount = count
    if pendingStart < byteCount {
      addItem(start: pendingStart, end: byteCount)
      pendingStart = byteCount
      lastItemTerminated = false
      loadedCount = count
      return 1
    }
    return 0
  }

  /// Adds an item that was not in the input (after ``finish()``), such as a
  /// rewritten git todo line. Its id is the new ``count`` - 1.
  public func appendSynthesized(_ item: [UInt8]) -> UInt32 {
    precondition(finished, "synthesized items come after loading")
    reserveBytes(byteCount + item.count + 1)
    let start = byteCount
    item.withUnsafeBufferPointer {
      if let base = $0.baseAddress { (bytes + start).update(from: base, count: item.count) }
    }
    byteCount += item.count
    bytes[byteCount] = separator
    byteCount += 1
    addItem(start: start, end: start + item.count)
    return UInt32(count - 1)
  }

  // MARK: - Reading

  /// The bytes of the item with the given id, without its separator.
  public subscript(id: Int) -> ItemBytes {
    precondition(id >= 0 && id < count, "item id out of range")
    return ItemBytes(store: self, start: starts[id], end: ends[id])
  }

  /// Calls `body` with the item's bytes in place (valid only during the
  /// call).
  public func withBytes<R>(
    of id: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    precondition(id >= 0 && id < count, "item id out of range")
    return try body(
      UnsafeBufferPointer(start: bytes + starts[id], count: ends[id] - starts[id]))
  }

  /// The length of an item in bytes.
  public func length(of id: Int) -> Int { ends[id] - starts[id] }

  @inline(__always)
  func byte(at offset: Int) -> UInt8 { bytes[offset] }

  func withBytes<R>(
    in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    try body(UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count))
  }

  // MARK: - Storage

  private func addItem(start: Int, end: Int) {
    precondition(count < Int(UInt32.max), "more than 4,294,967,295 items")
    if count == itemCapacity {
      itemCapacity *= 2
      starts = Self.reallocate(starts, itemCapacity)
      ends = Self.reallocate(ends, itemCapacity)
    }
    starts[count] = start
    ends[count] = end
    count += 1
  }

  private func reserveBytes(_ needed: Int) {
    guard needed > byteCapacity else { return }
    var capacity = byteCapacity
    while capacity < needed { capacity = capacity &* 2 }
    bytes = Self.reallocate(bytes, capacity)
    byteCapacity = capacity
  }

  private static func allocate<T>(_: T.Type, _ count: Int) -> UnsafeMutablePointer<T> {
    guard let raw = malloc(count * MemoryLayout<T>.stride) else {
      fatalError("out of memory allocating \(count * MemoryLayout<T>.stride) bytes")
    }
    return raw.bindMemory(to: T.self, capacity: count)
  }

  private static func reallocate<T>(
    _ pointer: UnsafeMutablePointer<T>, _ count: Int
  ) -> UnsafeMutablePointer<T> {
    guard let raw = realloc(pointer, count * MemoryLayout<T>.stride) else {
      fatalError("out of memory growing to \(count * MemoryLayout<T>.stride) bytes")
    }
    return raw.bindMemory(to: T.self, capacity: count)
  }
}

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
