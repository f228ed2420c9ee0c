import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

@Suite struct OutputWriterTests {
  func written(_ input: [UInt8], separator: UInt8 = 0x0A, moves: [(Int, Int)] = []) -> [UInt8] {
    let store = ItemStore(separator: separator)
    store.append(input)
    store.finish()
    var list = ReorderList(store: store)
    for (from, to) in moves { list.move(from: from, to: to) }
    var bytes: [UInt8] = []
    do {
      try OutputWriter.serialize(list, chunkSize: 3) { bytes += $0 }
    } catch {
      Issue.record("serialize threw \(error)")
    }
    return bytes
  }

  @Test func unchangedInputComesBackByteForByte() {
    let inputs: [[UInt8]] = [
      Array("a\nb\nc\n".utf8), Array("a\nb\nc".utf8), [0xFF, 0x00, 0x0A, 0x0A, 0x0D, 0x0A],
      Array("x\r\ny\r\n".utf8), Array("x\r\ny".utf8), Array("\n\n\n".utf8), [0x0A],
    ]
    for input in inputs { #expect(written(input) == input, "\(input)") }
  }

  @Test func movedUnterminatedLastItemGetsATerminator() {
    #expect(written(Array("a\nb\nc".utf8), moves: [(2, 0)]) == Array("c\na\nb".utf8))
  }

  @Test func crlfFilesStayCRLF() {
    #expect(written(Array("a\r\nb\r\nc".utf8), moves: [(2, 0)]) == Array("c\r\na\r\nb".utf8))
    #expect(written(Array("a\r\nb\r\nc\r\n".utf8), moves: [(0, 2)]) == Array("b\r\nc\r\na\r\n".utf8))
  }

  @Test func nulSeparatedItems() {
    #expect(
      written(Array("a\nb\u{0}c\u{0}".utf8), separator: 0, moves: [(0, 1)]) == Array("c\u{0}a\nb\u{0}".utf8))
  }

  /// The result item by item, as the rules say: each item and a
  /// separator, except that an output after an unterminated input ends
  /// without one (unless that last item is empty: it would vanish); the
  /// moved unterminated line gets CR too in a CRLF file.
  static func reference(_ list: ReorderList) -> [UInt8] {
    let store = list.store
    let unterminated = store.lastItemTerminated ? -1 : store.loadedCount - 1
    let crlf = store.separator == 0x0A && OutputWriter.isCRLF(list)
    var out: [UInt8] = []
    for position in 0..<list.count {
      let id = list.id(at: position)
      let item = store[id].array
      var bare = item
      if crlf && id != unterminated && bare.last == 0x0D { bare.removeLast() }
      if position == list.count - 1 && !store.lastItemTerminated && !bare.isEmpty {
        out += bare
      } else {
        out += item
        if crlf && id == unterminated && item.last != 0x0D { out.append(0x0D) }
        out.append(store.separator)
      }
    }
    return out
  }

  /// Runs of consecutive items are written as whole ranges of the store:
  /// every single move of every item, in inputs with and without a final
  /// newline, CRLF, empty items and a synthesized item, for chunk sizes
  /// that split runs and that take them whole, against the reference.
  @Test func runsOfConsecutiveItemsMatchTheItemByItemResult() throws {
    let inputs = [
      "a\nb\nc\nd\ne\n", "a\nb\nc\nd\ne", "a\r\nb\r\nc\r\nd", "a\r\nb\r\nc\r\n",
      "\n\nx\n\ny", "only",
    ]
    for input in inputs {
      for synthesize in [false, true] {
        let store = ItemStore()
        store.append(Array(input.utf8))
        store.finish()
        var base = ReorderList(store: store)
        if synthesize {
          let id = store.appendSynthesized(Array("new".utf8))
          base.registerSynthesized(id: id, flags: [])
          base.apply(.insert(positions: PositionSet(1..<2), ids: [id]))
        }
        for from in 0..<base.count {
          for to in 0..<base.count {
            var list = base
            list.move(from: from, to: to)
            let want = Self.reference(list)
            for chunk in [1, 3, 4, 1 << 20] {
              var got: [UInt8] = []
              try OutputWriter.serialize(list, chunkSize: chunk) { got += $0 }
              let label = "\(input.debugDescription) \(synthesize) \(from)→\(to) chunk \(chunk)"
              #expect(got == want, "\(label)")
            }
          }
        }
      }
    }
  }

  @Test func atomicFileKeepsTheModeAndLeavesNoTemporary() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reorder-test-\(getpid())-\(Int.random(in: 0...1_000_000))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("list.txt").path
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o640)
    try AtomicFile(path: path).write { sink in
      try Array("new\n".utf8).withUnsafeBytes { try sink($0) }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["list.txt"])
  }

  @Test func aFailedWriteLeavesTheTargetUntouched() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reorder-test-\(getpid())-\(Int.random(in: 0...1_000_000))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("list.txt").path
    try "precious\n".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: OutputWriter.WriteError.self) {
      try AtomicFile(path: path).write { _ in throw OutputWriter.WriteError(message: "disk full") }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["list.txt"])
  }
}
