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
/// Every item in the buffer is followed by one separator (an unterminated
/// last line gets one at ``finish()``, which is not part of the item), so
/// one offset per item is enough: item `i` is `starts[i] ..< starts[i+1]-1`.
///
///     bytes:  a l p h a \n b e t a \n g a m m a (\n)
///     starts: 0            6          11             17 (next item)
///
/// Offsets are stored as `UInt32`, 4 bytes an item instead of the 16 of a
/// start and an end as `Int`. Past 4 GiB of input the high bits come from
/// `wraps`, the first id of each further 4 GiB, so a start stays O(1)
/// below 4 GiB and O(log w) for `w` wraps above.
///
/// The buffers grow with `realloc`, which for large blocks moves pages
/// instead of copying them, so reading a 25 MB list never needs 50 MB.
/// Ids are `UInt32`: at most 4,294,967,294 items.
///
/// - Complexity: appending is amortized O(bytes); reading an item is O(1).
public final class ItemStore {
  /// The separator between items: `\n` for lines, `\0` with `-z`.
  public let separator: UInt8

  private var bytes: UnsafeMutablePointer<UInt8>
  private var byteCount = 0
  private var byteCapacity: Int
  /// The low bits of every item's start, plus one more entry: where the
  /// next item begins (`starts[count]`).
  private var starts: UnsafeMutablePointer<UInt32>
  /// `wraps[k]` is the first id whose start is at least `(k + 1) << offsetBits`
  /// (ids may repeat when one item is longer than 4 GiB). Empty below 4 GiB.
  private var wraps: [Int] = []
  /// Bits of an offset kept in `starts`: 32, fewer in tests to exercise
  /// wrapping.
  private let offsetBits: Int
  /// Entries `starts` has room for (items + 1).
  private var startCapacity: Int
  /// How many bytes of `bytes` and of `starts` are faulted in already.
  private var bytesPopulated = 0
  private var startsPopulated = 0
  public private(set) var count = 0
  /// The bytes after the last separator, not yet an item.
  private var pendingStart = 0
  private var finished = false
  /// Whether the input's last item ended with a separator. Only meaningful
  /// after ``finish()``; an empty input counts as terminated.
  public private(set) var lastItemTerminated = true
  /// Items appended by edits after loading (a rewritten action, an
  /// inserted `break`) rather than read from the input.
  public private(set) var loadedCount = 0
  /// The capacity hint given at creation (0 if none).
  public let expectedBytes: Int
  /// How many bytes came from the input: at the start of
  /// ``withBuffer(_:)``, exactly as read (the separator ``finish()`` adds
  /// and synthesized items come after them).
  public private(set) var inputByteCount = 0

  /// Creates an empty store.
  /// - Parameters:
  ///   - separator: the byte that ends an item.
  ///   - expectedBytes: a capacity hint, e.g. a regular file's size.
  public convenience init(separator: UInt8 = 0x0A, expectedBytes: Int = 0) {
    self.init(separator: separator, expectedBytes: expectedBytes, offsetBits: 32)
  }

  /// Creates an empty store that keeps `offsetBits` bits of each offset in
  /// its table (tests use a few bits to exercise inputs past 4 GiB).
  init(separator: UInt8, expectedBytes: Int, offsetBits: Int) {
    precondition(offsetBits >= 1 && offsetBits <= 32, "offsetBits must be 1...32")
    self.separator = separator
    self.offsetBits = offsetBits
    self.expectedBytes = max(0, expectedBytes)
    // One extra byte: the separator that finish() adds after an
    // unterminated last line.
    byteCapacity = max(4096, self.expectedBytes + 1)
    startCapacity = max(256, self.expectedBytes / 16)
    bytes = Self.allocate(UInt8.self, byteCapacity)
    starts = Self.allocate(UInt32.self, startCapacity)
    starts[0] = 0
  }

  deinit {
    free(bytes)
    free(starts)
  }

  /// Whether ``finish()`` was called.
  public var isFinished: Bool { finished }

  /// How many items the whole input will probably have, judged from the
  /// items so far and ``expectedBytes`` (for reserving capacity once);
  /// ``count`` when there is no hint.
  public var estimatedCount: Int {
    guard expectedBytes > 0, pendingStart > 0, !finished else { return count }
    let scaled = Double(count) * Double(expectedBytes) / Double(pendingStart)
    return max(count, Int(scaled.rounded(.up)))
  }

  // MARK: - Loading

  /// Appends raw input; every complete item (ended by the separator) becomes
  /// available at once. Bytes after the last separator wait for more input
  /// or for ``finish()``.
  /// - Returns: how many items became available.
  @discardableResult
  public func append(_ chunk: UnsafeRawBufferPointer) -> Int {
    precondition(!finished, "append after finish")
    guard !chunk.isEmpty else { return 0 }
    reserveBytes(byteCount + chunk.count + 1)
    (bytes + byteCount).update(
      from: chunk.bindMemory(to: UInt8.self).baseAddress!, count: chunk.count)
    return scanAppended(chunk.count)
  }

  /// Lets `fill` write up to `maxBytes` of input straight into the buffer
  /// (a `read(2)` with no copy), then takes in what it wrote, as
  /// ``append(_:)`` does.
  /// - Parameter fill: writes into the buffer and returns how many bytes
  ///   it wrote (0 or less: nothing).
  /// - Returns: what `fill` returned.
  public func appendInPlace<E: Error>(
    maxBytes: Int, _ fill: (UnsafeMutableRawBufferPointer) throws(E) -> Int
  ) throws(E) -> Int {
    precondition(!finished, "append after finish")
    precondition(maxBytes > 0, "maxBytes must be positive")
    reserveBytes(byteCount + maxBytes + 1)
    Self.prefault(bytes, upTo: byteCount + maxBytes, capacity: byteCapacity, populated: &bytesPopulated)
    let written = try fill(UnsafeMutableRawBufferPointer(start: bytes + byteCount, count: maxBytes))
    if written > 0 {
      precondition(written <= maxBytes, "wrote past the buffer")
      scanAppended(written)
    }
    return written
  }

  /// How many bytes ``appendInPlace(maxBytes:_:)`` can take without
  /// growing the buffer (keeping the byte ``finish()`` may need).
  public var spareCapacity: Int { max(0, byteCapacity - byteCount - 1) }

  /// Ends the input: trailing bytes without a separator become the last
  /// item.
  /// - Returns: how many items became available (0 or 1).
  @discardableResult
  public func finish() -> Int {
    guard !finished else { return 0 }
    finished = true
    loadedCount = count
    if pendingStart < byteCount {
      // The separator keeps the one-offset-per-item layout; it is not part
      // of the item, and the output leaves it out again.
      reserveBytes(byteCount + 1)
      bytes[byteCount] = separator
      byteCount += 1
      addItem(nextStart: byteCount)
      pendingStart = byteCount
      lastItemTerminated = false
      loadedCount = count
      return 1
    }
    return 0
  }

  /// Adds an item that was not in the input (after ``finish()``), such as a
  /// rewritten line of a kind that rewrites lines. Its id is the new ``count`` - 1.
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
    addItem(nextStart: byteCount)
    pendingStart = byteCount
    return UInt32(count - 1)
  }

  /// Joins every loaded item for which `continues` holds (given its
  /// bytes) to the item before it, the separator between them kept in the
  /// joined item's bytes (a board's card with its sub-lines, a
  /// paragraph's lines). The first item never joins. Call after ``finish()``
  /// and before a list is built over the store.
  /// - Returns: false, changing nothing, past 4 GiB of input.
  /// - Complexity: O(n) for n items.
  public func joinItems(where continues: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    precondition(finished && loadedCount == count, "items are joined once loaded, before any is added")
    guard wraps.isEmpty else { return false }
    guard count > 1 else { return true }
    // The pointers are read once (not an exclusivity check a line).
    let starts = self.starts
    let bytes = self.bytes
    let count = self.count
    var kept = 1
    for id in 1..<count {
      let start = Int(starts[id])
      let line = UnsafeBufferPointer(start: bytes + start, count: Int(starts[id + 1]) - 1 - start)
      if continues(line) { continue }
      // kept <= id: the entries still to be read are never overwritten.
      starts[kept] = starts[id]
      kept += 1
    }
    starts[kept] = starts[count]
    self.count = kept
    loadedCount = kept
    return true
  }

  // MARK: - Reading

  /// The bytes of the item with the given id, without its separator.
  public subscript(id: Int) -> ItemBytes {
    precondition(id >= 0 && id < count, "item id out of range")
    let start = self.start(of: id)
    return ItemBytes(store: self, start: start, end: self.start(of: id + 1) - 1)
  }

  /// Calls `body` with the item's bytes in place (valid only during the
  /// call).
  public func withBytes<R>(
    of id: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    precondition(id >= 0 && id < count, "item id out of range")
    let start = self.start(of: id)
    let end = self.start(of: id + 1) - 1
    return try body(UnsafeBufferPointer(start: bytes + start, count: end - start))
  }

  /// Where the bytes of consecutive items lie in ``withBuffer(_:)``, each
  /// item followed by its separator: one contiguous range, so an unchanged
  /// stretch of the list is written with one copy (or none). The
  /// separator after an unterminated last line is included too.
  public func terminatedRange(ofRun ids: Range<Int>) -> Range<Int> {
    precondition(ids.lowerBound >= 0 && ids.upperBound <= count, "item ids out of range")
    return start(of: ids.lowerBound)..<start(of: ids.upperBound)
  }

  /// Where an item's bytes (without its separator) lie in
  /// ``withBuffer(_:)``.
  public func range(of id: Int) -> Range<Int> {
    precondition(id >= 0 && id < count, "item id out of range")
    return start(of: id)..<(start(of: id + 1) - 1)
  }

  /// The ids in `ids` whose item's first byte is `byte`, ascending: one
  /// pass over the item starts, without an ``ItemBytes`` per item (a
  /// board's headings among its 100,000 cards).
  /// - Complexity: O(n) for n ids.
  func ids(in ids: Range<Int>, startingWith byte: UInt8) -> [Int] {
    precondition(ids.lowerBound >= 0 && ids.upperBound <= count, "item ids out of range")
    guard wraps.isEmpty else {
      return ids.filter { id in withBytes(of: id) { $0.first == byte } }
    }
    // The pointers are read once: each access to a stored property of a
    // class is checked for exclusivity, which would cost more than the
    // comparison itself.
    let starts = self.starts
    let bytes = self.bytes
    var found: [Int] = []
    for id in ids {
      let start = Int(starts[id])
      // An empty item's next start is its separator's end: start + 1.
      if bytes[start] == byte && Int(starts[id + 1]) - 1 > start { found.append(id) }
    }
    return found
  }

  /// Calls `body` with the whole buffer (valid only during the call), for
  /// reading many items with ``range(of:)`` and ``terminatedRange(ofRun:)``
  /// without a call per item.
  public func withBuffer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: bytes, count: byteCount))
  }

  /// Calls `body` with every item's start in ``withBuffer(_:)``'s buffer
  /// (`count + 1` entries: the last is where the next item would begin),
  /// for passes over all items that need their ends without searching for
  /// separators; nil past 4 GiB, where starts need their wraps.
  public func withStarts<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R? {
    guard wraps.isEmpty else { return nil }
    return try body(UnsafeBufferPointer(start: starts, count: count + 1))
  }

  /// The length of an item in bytes.
  public func length(of id: Int) -> Int {
    precondition(id >= 0 && id < count, "item id out of range")
    return start(of: id + 1) - 1 - start(of: id)
  }

  @inline(__always)
  func byte(at offset: Int) -> UInt8 { bytes[offset] }

  func withBytes<R>(
    in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    try body(UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count))
  }

  /// Where item `id` begins (`id == count`: where the next one would).
  @inline(__always)
  private func start(of id: Int) -> Int {
    let low = Int(starts[id])
    if wraps.isEmpty { return low }
    return low | (wraps.upperBound(of: id) << offsetBits)
  }

  // MARK: - Storage

  /// Takes in `n` bytes just written at the end of the buffer: each
  /// separator among them ends an item.
  ///
  /// Short items are the common case (a path, a branch name), where a
  /// `memchr` call per item costs more than the search: the bytes are
  /// read eight at a time and every separator in a word is taken from a
  /// bit mask. Once an item runs past 64 bytes, `memchr` (vectorised)
  /// finds its end. The loop works on locals: the class's properties are
  /// written back once, at the end.
  @discardableResult
  private func scanAppended(_ n: Int) -> Int {
    let before = count
    reserveStarts(count + n + 2)
    // The offsets a few MiB ahead of the last one written (not as far as
    // the capacity: that is a guess, and faulted-in pages count as memory).
    Self.prefault(
      UnsafeMutableRawPointer(starts), upTo: (count + 2) * 4, capacity: startCapacity * 4,
      populated: &startsPopulated)
    var index = StartIndexer(
      table: starts, items: count, itemStart: pendingStart, offsetBits: offsetBits,
      nextWrap: nextWrapOffset())
    let base = bytes
    let sep = separator
    let limit = byteCount + n
    var position = byteCount
    let pattern = UInt64(sep) &* 0x0101_0101_0101_0101
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    while limit - position >= 8 {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
      let x = word ^ pattern
      // 0x80 in each byte of x that is zero (a separator), exactly.
      let hits = ~(((x & low7) &+ low7) | x | low7)
      var rest = hits
      while rest != 0 {
        if index.end(at: position + rest.trailingZeroBitCount >> 3) { addWraps(&index) }
        rest &= rest &- 1
      }
      position += 8
      if position - index.itemStart > 64 {
        // A long item: memchr finds its end.
        guard let hit = memchr(base + position, Int32(sep), limit - position) else {
          position = limit
          break
        }
        let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if index.end(at: offset) { addWraps(&index) }
        position = offset + 1
      }
    }
    while position < limit {
      if base[position] == sep, index.end(at: position) { addWraps(&index) }
      position += 1
    }
    count = index.items
    pendingStart = index.itemStart
    byteCount = limit
    inputByteCount += n
    return count - before
  }

  /// The indexing state of ``scanAppended(_:)``, kept in registers.
  private struct StartIndexer {
    let table: UnsafeMutablePointer<UInt32>
    var items: Int
    var itemStart: Int
    let offsetBits: Int
    var nextWrap: Int

    /// Ends the current item at the separator at `offset`; true when the
    /// next item starts past a 4 GiB boundary (`wraps` must grow).
    @inline(__always)
    mutating func end(at offset: Int) -> Bool {
      let next = offset + 1
      precondition(items < ItemStore.maxItems, "more than 4,294,967,294 items")
      items += 1
      table[items] = UInt32(truncatingIfNeeded: next & ((1 << offsetBits) - 1))
      itemStart = next
      return next >= nextWrap
    }
  }

  /// Records that items from `index.items` on start past another 4 GiB.
  /// (Out of line, as ``nextWrapOffset()``: the scan's loop then touches
  /// no property, so it needs no exclusivity checks.)
  @inline(never)
  private func addWraps(_ index: inout StartIndexer) {
    while wraps.count < index.itemStart >> offsetBits { wraps.append(index.items) }
    index.nextWrap = nextWrapOffset()
  }

  /// The offset at which the next item would start past another 4 GiB.
  @inline(never)
  private func nextWrapOffset() -> Int { (wraps.count + 1) << offsetBits }

  /// Makes room in `starts` for `needed` entries.
  private func reserveStarts(_ wanted: Int) {
    let needed = min(wanted, Self.maxItems + 1)
    guard needed > startCapacity else { return }
    var capacity = startCapacity
    while capacity < needed { capacity *= 2 }
    starts = Self.reallocate(starts, capacity)
    startCapacity = capacity
  }

  /// Ends the current item: the next one begins at `nextStart`.
  @inline(__always)
  private func addItem(nextStart: Int) {
    precondition(count < Self.maxItems, "more than 4,294,967,294 items")
    reserveStarts(count + 2)
    count += 1
    let high = nextStart >> offsetBits
    while wraps.count < high { wraps.append(count) }
    starts[count] = UInt32(truncatingIfNeeded: nextStart & ((1 << offsetBits) - 1))
  }

  private func reserveBytes(_ needed: Int) {
    guard needed > byteCapacity else { return }
    var capacity = byteCapacity
    while capacity < needed { capacity = capacity &* 2 }
    bytes = Self.reallocate(bytes, capacity)
    byteCapacity = capacity
  }
}
