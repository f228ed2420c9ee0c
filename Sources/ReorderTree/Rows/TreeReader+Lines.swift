import ReorderCore

// The small types the tree reader's loops work with (TreeRows+Reading.swift):
// which first bytes make an outline's line worth a closer look, the lines a
// loop reads, the nesting of the nodes read so far, and how a line's end is
// found. Apart from the reader's loops so that each file keeps one concern;
// the same module, so the loops see them as before.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TreeReader {
  /// Which first bytes make an org line worth a closer look: `*`. Every
  /// other line is body text. A class by first byte: ``body`` or
  /// ``other``.
  struct OutlineCandidates {
    static let body = OutlineClass.body
    static let other = OutlineClass.other

    let classes: UnsafeMutablePointer<UInt8>

    init() {
      classes = .allocate(capacity: 256)
      classes.initialize(repeating: Self.body, count: 256)
      classes[0x2A] = Self.other
    }

    func deallocate() { classes.deallocate() }
  }

  /// The lines a loop reads: ids, where the first begins, and how each
  /// one's end is found.
  struct Lines<Ends: LineEnds> {
    let ends: Ends
    let base: UnsafePointer<UInt8>
    let limit: UnsafePointer<UInt8>
    let first: UnsafePointer<UInt8>
    let ids: Range<Int>

    var separator: Int32 { ends.separator }
  }

  /// The nesting of the nodes read so far, in the scan's stack.
  struct Nesting {
    let stack: UnsafeMutablePointer<Int>
    var top: Int

    /// The depth of the next node, at `level`: the number of nodes above
    /// it with smaller levels, each under the next. The nodes it ends
    /// (at `level` or deeper) leave the stack.
    @inline(__always)
    mutating func depth(of level: Int) -> Int {
      while stack[top] >= level { top &-= 1 }
      return top
    }

    /// Takes in the next node, at the depth ``depth(of:)`` gave.
    @inline(__always)
    mutating func push(_ level: Int) {
      top &+= 1
      stack[top] = level
    }
  }
}

/// How a scan finds where each line ends: the separator after it.
protocol LineEnds {
  var separator: Int32 { get }

  /// Where line `id` ends (its separator), searching from `from` (a byte
  /// of the line) if the line's end must be searched for.
  func end(
    of id: Int, searchingFrom from: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>,
    limit: UnsafePointer<UInt8>
  ) -> UnsafePointer<UInt8>

  /// Where line `id` begins, `next` being one past the end of the line
  /// before it.
  func start(of id: Int, following next: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>)
    -> UnsafePointer<UInt8>
}

extension LineEnds {
  /// `next` itself, where nothing else says where a line begins.
  @inline(__always)
  func start(of id: Int, following next: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>)
    -> UnsafePointer<UInt8>
  {
    next
  }

  /// Where the line after line `id` begins.
  @inline(__always)
  func start(
    after id: Int, searchingFrom from: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>,
    limit: UnsafePointer<UInt8>
  ) -> UnsafePointer<UInt8> {
    end(of: id, searchingFrom: from, base: base, limit: limit) + 1
  }
}

/// Line ends from the store's starts (below 4 GiB).
struct StoredEnds: LineEnds {
  let starts: UnsafePointer<UInt32>
  let separator: Int32

  @inline(__always)
  func end(
    of id: Int, searchingFrom from: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>,
    limit: UnsafePointer<UInt8>
  ) -> UnsafePointer<UInt8> {
    base + Int(starts[id &+ 1]) - 1
  }

  /// Read from the starts, so that a loop that needs only the first
  /// bytes of lines reads no end.
  @inline(__always)
  func start(of id: Int, following next: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>)
    -> UnsafePointer<UInt8>
  {
    base + Int(starts[id])
  }
}

/// Line ends searched for (past 4 GiB, where the store's starts need
/// their wraps).
struct SearchedEnds: LineEnds {
  let separator: Int32

  /// Most lines end within a few words: those are searched eight bytes
  /// at a time in registers (as ``ItemStore`` finds separators), a call
  /// to `memchr` costing more there; past 64 bytes, `memchr` goes on.
  @inline(__always)
  func end(
    of id: Int, searchingFrom from: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>,
    limit: UnsafePointer<UInt8>
  ) -> UnsafePointer<UInt8> {
    var p = from
    let pattern = UInt64(UInt8(truncatingIfNeeded: separator)) &* 0x0101_0101_0101_0101
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    var words = 0
    while limit - p >= 8 && words < 8 {
      let x = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)) ^ pattern
      let hits = ~(((x & low7) &+ low7) | x | low7)
      if hits != 0 { return p + hits.trailingZeroBitCount >> 3 }
      p += 8
      words += 1
    }
    guard p < limit, let hit = memchr(p, separator, limit - p) else { return limit }
    return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
  }
}
