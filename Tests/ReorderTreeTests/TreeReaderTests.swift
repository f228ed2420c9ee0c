import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderTree

/// A ``TreeReader`` fed chunk by chunk while the input loads (as
/// `reorder --tree` reads) gives the rows of the whole store read at once,
/// however the bytes were cut: line by line, mid-line, one byte at a time.
@Suite struct TreeReaderTests {
  /// Every row's role, depth and level, and what the file says overall.
  static func summary(_ rows: TreeRows) -> [String] {
    ["\(rows.unit) \(rows.isAligned) \(rows.count)"]
      + (0..<rows.count).map { id in
        let id = UInt32(id)
        return "\(rows.role(ofID: id)) \(rows.depth(ofID: id)) \(rows.level(ofID: id))"
      }
  }

  /// The bytes loaded `chunk` bytes at a time into `store`, the reader
  /// fed after each.
  static func readInChunks(
    _ bytes: [UInt8], chunk: Int, reading: TreeReading, fixedCount: Int, store: ItemStore = ItemStore()
  ) throws(TreeReadError) -> TreeRows {
    var reader = TreeReader(reading: reading, fixedCount: fixedCount)
    var offset = 0
    while offset < bytes.count {
      let end = min(offset + chunk, bytes.count)
      store.append(Array(bytes[offset..<end]))
      reader.read(store)
      offset = end
    }
    store.finish()
    return try reader.rows(of: store)
  }

  static let inputs: [(String, TreeReading)] = [
    ("checklist.md", .indentation(tabWidth: 8)), ("odd-indentation-crlf.txt", .indentation(tabWidth: 4)),
    ("README.md", .markdownHeadings), ("plan.org", .orgHeadings),
    ("tasks.taskpaper", .indentation(tabWidth: 8)),
  ]

  @Test(arguments: [1, 2, 3, 7, 64, 1 << 16])
  func chunksReadAsTheWholeStore(chunk: Int) throws {
    for (name, reading) in Self.inputs {
      let bytes = Array(try Data(contentsOf: TreeCorpusTests.directory.appendingPathComponent(name)))
      for fixed in [0, 2] {
        let whole = try TreeRows.read(makeRawStore(bytes), reading: reading, fixedCount: fixed)
        let chunked = try Self.readInChunks(bytes, chunk: chunk, reading: reading, fixedCount: fixed)
        #expect(Self.summary(chunked) == Self.summary(whole), "\(name), chunks of \(chunk), \(fixed) fixed")
      }
    }
  }

  /// Lines of every kind the fast paths treat apart: spaces past a word,
  /// tabs, blank lines of blanks and `\r`, control bytes after the
  /// indentation, misaligned levels, fences opened and closed across
  /// chunks, setext headings and HTML blocks cut anywhere (a paragraph
  /// open at a chunk's end), CRLF, no final newline.
  @Test func unusualLinesReadTheSameInEveryCut() throws {
    let tree = Array(
      ("top\n          ten spaces\n\t\ttwo tabs\n  \t mixed\n   \r\n\n  \u{1B}[1mbold\n   three\n"
        + " one\n                    twenty\r\nlast").utf8)
    let outline = Array(
      ("pre\n# A\n```sh\n# not\n~~~\n````\n## B\r\n#no\n######\n####### seven\n   ### C\n    # code\n"
        + "~~~~ x\n# in tilde\n~~~~\n#\tT\nSetext title\nwrapped\n====\n<div>\n# html\n</div>\n\n"
        + "Words\nmore words\n---\n\nplain\n\n<!--\n# c\n-->\nafter\n# end").utf8)
    for (bytes, reading) in [(tree, TreeReading.indentation(tabWidth: 4)), (outline, .markdownHeadings)] {
      let whole = try TreeRows.read(makeRawStore(bytes), reading: reading)
      for chunk in 1...9 {
        let chunked = try Self.readInChunks(bytes, chunk: chunk, reading: reading, fixedCount: 0)
        #expect(Self.summary(chunked) == Self.summary(whole), "chunks of \(chunk)")
      }
    }
  }

  /// A row too deep stops the reader; the error names its line (here
  /// indented past ``TreeRows/maxLevel`` columns, split across chunks).
  @Test func tooDeepIsTheSameLineInChunks() {
    let bytes = Array(("a\n  b\n" + String(repeating: " ", count: TreeRows.maxLevel + 1) + "c\nd\n").utf8)
    #expect(throws: TreeReadError.tooDeep(line: 3)) {
      try Self.readInChunks(bytes, chunk: 4096, reading: .indentation(tabWidth: 8), fixedCount: 0)
    }
    #expect(throws: TreeReadError.tooDeep(line: 3)) {
      try TreeRows.read(makeRawStore(bytes), reading: .indentation(tabWidth: 8))
    }
  }
}
