import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Reading into the item store: straight into its buffer when there is
/// room, through a small buffer otherwise. Every path must give the items
/// of a naive split, byte for byte.
@Suite struct InputSourceTests {
  /// About `size` bytes of lines of varied length (some empty, some
  /// longer than a read), without a final newline when `terminated` is
  /// false.
  static func input(size: Int, terminated: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    var i = 0
    while bytes.count < size {
      let length = [0, 1, 7, 25, 300, 70_000][i % 6] + i % 5
      bytes += (0..<length).map { UInt8(ascii: "a") + UInt8(($0 + i) % 26) }
      bytes.append(0x0A)
      i += 1
    }
    if !terminated { bytes += Array("last line without newline".utf8) }
    return bytes
  }

  static func naiveItems(_ input: [UInt8]) -> [[UInt8]] {
    var items = input.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
    if input.last == 0x0A || input.isEmpty { items.removeLast() }
    return items
  }

  static func items(_ store: ItemStore) -> [[UInt8]] {
    (0..<store.count).map { Array(store[$0]) }
  }

  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("reorder-input-\(getpid())-\(Int.random(in: 0...1_000_000))").path
  }

  /// A regular file: the store's buffer is the file's size, reads go into
  /// it, and the read that sees the end goes through the small buffer.
  @Test func regularFilesOfEverySizeComeBackExact() throws {
    for size in [0, 1, 4_095, 4_096, 4_097, 300_000, 600_000] {
      for terminated in [true, false] {
        let bytes = Self.input(size: size, terminated: terminated)
        let path = Self.temporaryPath()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let source = try InputSource(path: path, separator: 0x0A)
        try source.readToEnd()
        #expect(source.isFinished)
        #expect(Self.items(source.store) == Self.naiveItems(bytes), "size \(size) \(terminated)")
        #expect(source.store.lastItemTerminated == (bytes.isEmpty || bytes.last == 0x0A))
        var out: [UInt8] = []
        try OutputWriter.serialize(ReorderList(store: source.store)) { out += $0 }
        #expect(out == bytes, "size \(size) \(terminated)")
      }
    }
  }

  /// A pipe: no size hint, so the store grows as it reads; the first read
  /// goes through the small buffer, later ones into the store.
  @Test func pipesComeBackExact() throws {
    let bytes = Self.input(size: 700_000, terminated: false)
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let (readEnd, writeEnd) = (fds[0], fds[1])
    // A writer thread feeds the pipe 50 KB at a time while it is read.
    let writer = Thread {
      bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let n = write(writeEnd, raw.baseAddress! + offset, min(raw.count - offset, 50_000))
          if n <= 0 { break }
          offset += n
        }
      }
      close(writeEnd)
    }
    writer.start()
    defer { close(readEnd) }
    let source = try InputSource(path: "/proc/self/fd/\(readEnd)", separator: 0x0A)
    #expect(source.openedStat == nil)
    try source.readToEnd()
    #expect(Self.items(source.store) == Self.naiveItems(bytes))
    #expect(!source.store.lastItemTerminated)
  }

  /// NUL-separated items keep their newlines and CRs, CRLF lines keep their
  /// CR, and both come back byte for byte.
  @Test func nulSeparatedAndCRLFInputComeBackExact() throws {
    let cases: [(UInt8, [UInt8])] = [
      (0x00, Array("one\ntwo\u{0}three\r\n\u{0}\u{0}last".utf8)),
      (0x0A, Array("alpha\r\nbeta\r\n\r\ngamma\r\n".utf8)),
    ]
    for (separator, bytes) in cases {
      let path = Self.temporaryPath()
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      defer { unlink(path) }
      let source = try InputSource(path: path, separator: separator)
      try source.readToEnd()
      var items = bytes.split(separator: separator, omittingEmptySubsequences: false).map { Array($0) }
      if bytes.last == separator { items.removeLast() }
      #expect(Self.items(source.store) == items)
      var out: [UInt8] = []
      try OutputWriter.serialize(ReorderList(store: source.store)) { out += $0 }
      #expect(out == bytes)
    }
  }

  /// The check before overwriting compares the file with the bytes the
  /// store holds: the same bytes pass; one byte changed fails, even with
  /// the size and modification time put back as they were.
  @Test func aFileChangedOnDiskIsCaughtByItsContent() throws {
    let bytes = Self.input(size: 300_000, terminated: false)
    let path = Self.temporaryPath()
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let source = try InputSource(path: path, separator: 0x0A)
    try source.readToEnd()
    _ = source.store.appendSynthesized(Array("an inserted break".utf8))
    try source.verifyUnchanged(path: path)
    // A byte changed in the second read's share, size and times restored.
    for offset in [0, 70_000, bytes.count - 1] {
      var changed = bytes
      changed[offset] ^= 0x20
      try Data(changed).write(to: URL(fileURLWithPath: path))
      try Self.restoreTimes(path, from: source.openedStat!)
      #expect(throws: InputSource.OpenError.self, "offset \(offset)") {
        try source.verifyUnchanged(path: path)
      }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      try Self.restoreTimes(path, from: source.openedStat!)
      try source.verifyUnchanged(path: path)
    }
    // A line appended.
    try Data(bytes + Array("\ncall mum".utf8)).write(to: URL(fileURLWithPath: path))
    #expect(throws: InputSource.OpenError.self) { try source.verifyUnchanged(path: path) }
  }

  /// Through a symbolic link (`-i link`, which AtomicFile writes
  /// through to the file it names): the file read is the link's target,
  /// and a change to it is caught by its content as above.
  @Test func aChangeBehindALinkIsCaughtByItsContent() throws {
    let bytes = Self.input(size: 100_000, terminated: true)
    let path = Self.temporaryPath()
    let link = path + ".link"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(symlink(path, link) == 0)
    defer {
      unlink(link)
      unlink(path)
    }
    let source = try InputSource(path: link, separator: 0x0A)
    try source.readToEnd()
    #expect(source.isSameFile(as: link) && source.isSameFile(as: path))
    try source.verifyUnchanged(path: link)
    var changed = bytes
    changed[bytes.count / 2] ^= 0x20
    try Data(changed).write(to: URL(fileURLWithPath: path))
    try Self.restoreTimes(path, from: source.openedStat!)
    #expect(throws: InputSource.OpenError.self) { try source.verifyUnchanged(path: link) }
  }

  static func restoreTimes(_ path: String, from info: stat) throws {
    var times = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
  }
}
