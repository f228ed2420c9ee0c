#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The memory under the store: malloc and realloc (never copying a large
// buffer by hand), pages faulted in ahead of a long read, the limit on
// items, and appending from an array (small inputs and tests).
extension ItemStore {
  /// Ids are `UInt32` and `starts` has one entry more than there are items.
  static let maxItems = Int(UInt32.max) - 1

  /// Appends raw input from an array (convenience for tests and small
  /// inputs).
  @discardableResult
  public func append(_ chunk: [UInt8]) -> Int {
    chunk.withUnsafeBytes { append($0) }
  }

  static func allocate<T>(_: T.Type, _ count: Int) -> UnsafeMutablePointer<T> {
    guard let raw = malloc(count * MemoryLayout<T>.stride) else {
      fatalError("out of memory allocating \(count * MemoryLayout<T>.stride) bytes")
    }
    return raw.bindMemory(to: T.self, capacity: count)
  }

  static func reallocate<T>(
    _ pointer: UnsafeMutablePointer<T>, _ count: Int
  ) -> UnsafeMutablePointer<T> {
    guard let raw = realloc(pointer, count * MemoryLayout<T>.stride) else {
      fatalError("out of memory growing to \(count * MemoryLayout<T>.stride) bytes")
    }
    return raw.bindMemory(to: T.self, capacity: count)
  }

  /// Faults in the pages of `block` up to byte `end` (and a few MiB
  /// beyond, within `capacity`) in one call (`MADV_POPULATE_WRITE`, Linux
  /// 5.14), once `populated` falls short of `end`: reading a long list
  /// into fresh memory otherwise takes a page fault per 4 KiB, for the
  /// read's copy and for the offsets (15% less time to load ten million
  /// lines here). A hint: older kernels refuse it and the pages fault in
  /// as before.
  ///
  /// (Transparent huge pages were tried: a reload in the same process got
  /// 40% faster, but a fresh process, which is every launch, three times
  /// slower on this machine's kind, where the free 2 MiB blocks are
  /// memory the hypervisor has not backed yet.)
  static func prefault(
    _ block: UnsafeMutableRawPointer, upTo end: Int, capacity: Int, populated: inout Int
  ) {
    #if os(Linux)
      guard end > populated else { return }
      let page = 4096
      // As far ahead as is behind (64 KiB at first, so the first frame
      // waits for no more than it needs), up to a few MiB.
      let step = min(prefaultStep, max(populated, 1 << 16))
      let target = min(capacity, max(end, populated + step))
      let first = (Int(bitPattern: block) + populated) & ~(page - 1)
      let last = Int(bitPattern: block) + target
      if let start = UnsafeMutableRawPointer(bitPattern: first), last > first {
        _ = madvise(start, last - first, 23)  // MADV_POPULATE_WRITE
      }
      populated = target
    #endif
  }

  /// How far ahead ``prefault(_:upTo:capacity:populated:)`` goes.
  static let prefaultStep = 4 << 20
}
