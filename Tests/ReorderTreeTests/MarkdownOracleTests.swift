import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderTree

/// `--outline`'s sections on real documents are the top-level headings
/// cmark reads. The corpus is `Tests/corpus/structure/markdown` (Debian's
/// package docs); cmark's answers are `expected/markdown/*.blocks`,
/// written by `make oracle` from `cmark --sourcepos` (never by hand), and
/// `make oracle-check` proves they are still cmark's.
@Suite struct MarkdownOracleTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("corpus/structure")

  static var documents: [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent("markdown").path))
    return (names ?? []).filter { $0.hasSuffix(".md") }.sorted()
  }

  /// cmark's top-level headings, as "line level" (1-based lines).
  static func cmarkHeadings(_ name: String) throws -> [String] {
    let blocks = corpus.appendingPathComponent("expected/markdown")
      .appendingPathComponent(name.replacingOccurrences(of: ".md", with: ".blocks"))
    return try String(contentsOf: blocks, encoding: .utf8).split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count >= 3, words[0] == "heading", words[2].hasPrefix("level=") else { return nil }
      return "\(words[1].split(separator: "-")[0]) \(words[2].dropFirst(6))"
    }
  }

  /// reorder's sections, as "line level", read as `--outline` reads the
  /// file.
  static func reorderHeadings(_ name: String) throws -> [String] {
    let bytes = Array(try Data(contentsOf: corpus.appendingPathComponent("markdown/\(name)")))
    let store = makeRawStore(bytes)
    let rows = try TreeRows.read(store, reading: .markdownHeadings)
    return (0..<rows.count).compactMap { id in
      rows.role(ofID: UInt32(id)) == .node ? "\(id + 1) \(rows.level(ofID: UInt32(id)))" : nil
    }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.documents.count >= 20)
  }

  @Test(arguments: documents)
  func sectionsAreCmarksTopLevelHeadings(name: String) throws {
    let expected = try Self.cmarkHeadings(name)
    #expect(!expected.isEmpty, "\(name): cmark reads no heading")
    #expect(try Self.reorderHeadings(name) == expected, "\(name)")
  }
}
