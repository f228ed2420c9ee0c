import Foundation
import Testing

/// The README is a front door and the guides in `docs/` hold the rest: every
/// relative link in them reaches a file that exists (and a heading, where
/// it names one), and the README links every guide, names the Swift the
/// package asks for and stays short enough to read.
@Suite struct DocLinksTests {
  /// A link that goes nowhere, with the file it is in.
  struct BrokenLink: Equatable, CustomStringConvertible {
    var file: String
    var target: String
    var description: String { "\(file): (\(target))" }
  }

  // MARK: - Reading Markdown

  /// The lines of a Markdown file outside fenced code blocks.
  static func outsideFences(_ markdown: String) -> String {
    var kept: [Substring] = []
    var fence: Substring?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
      if marker.count >= 3, Set(marker).count == 1 {
        if fence == nil {
          fence = marker
        } else if let open = fence, marker.hasPrefix(open) {
          fence = nil
        }
        continue
      }
      if fence == nil { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }

  /// The text of a Markdown file outside fenced code blocks and code spans,
  /// where `[text](target)` is a link and not an example.
  static func prose(_ markdown: String) -> String {
    // Code spans: a run of backticks up to the same run.
    outsideFences(markdown).replacing(/(`+)[^`]*?\1/, with: "")
  }

  /// The targets of the links and images in a file's prose.
  static func targets(_ markdown: String) -> [String] {
    prose(markdown).matches(of: /!?\[[^\]]*\]\(([^)\s]+)\)/).map { String($0.output.1) }
  }

  /// The anchors GitHub gives a file's headings: lower case, punctuation
  /// dropped, blanks made hyphens, `-1`, `-2` after a repeated one.
  static func anchors(_ markdown: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var result: Set<String> = []
    for line in outsideFences(markdown).split(separator: "\n") {
      guard let heading = line.wholeMatch(of: /#{1,6} +(.*?) *#* */) else { continue }
      let slug = String(
        heading.output.1.lowercased().compactMap { character -> Character? in
          if character == " " { return "-" }
          return character.isLetter || character.isNumber || character == "-" || character == "_"
            ? character : nil
        })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      result.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return result
  }

  /// The links of `file` (a path from the repository's root) that reach no
  /// file, or no heading of the Markdown file they name.
  /// - Parameter read: the text of a repository file, nil where none is.
  static func brokenLinks(in file: String, read: (String) -> String?) -> [BrokenLink] {
    guard let text = read(file) else { return [BrokenLink(file: file, target: "")] }
    let directory = file.split(separator: "/").dropLast().joined(separator: "/")
    return targets(text).filter { target in
      guard target.wholeMatch(of: /[a-zA-Z][a-zA-Z+.-]*:.*/) == nil else { return false }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = parts[0].isEmpty ? file : normalized(directory + "/" + parts[0])
      guard let linked = read(path) else { return true }
      guard parts.count == 2, path.hasSuffix(".md") else { return false }
      return !anchors(linked).contains(String(parts[1]))
    }.map { BrokenLink(file: file, target: $0) }
  }

  /// A path from the repository's root with its `.` and `..` resolved
  /// (`docs/../README.md` is `README.md`); one that climbs out stays so.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// A repository file's text; a directory reads as empty, a missing path as nil.
  static func readRepositoryFile(_ path: String) -> String? {
    let url = DocsTests.root.appendingPathComponent(path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
    if isDirectory.boolValue { return "" }
    return (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  // MARK: - Tests

  @Test func everyRelativeLinkReachesAFileAndItsHeading() throws {
    let broken = try DocsTests.guides().flatMap { Self.brokenLinks(in: $0, read: Self.readRepositoryFile) }
    #expect(broken.isEmpty, "links that go nowhere: \(broken)")
  }

  /// The checker itself finds what it is for, on files made up here.
  @Test func aLinkToNothingIsFound() {
    let files = [
      "README.md": """
      # reorder
      See [keys](docs/keys.md#keys), [gone](docs/gone.md), [no such](docs/keys.md#nowhere),
      [here](#reorder), [away](#away), [site](https://example.org/x), `[code](span.md)`.
      ```
      [fenced](fenced.md)
      ```
      """,
      "docs/keys.md": "# Keys, mouse and narration\n## Keys\nBack [home](../README.md#reorder).\n",
    ]
    let broken = Self.brokenLinks(in: "README.md") { files[$0] }
    #expect(
      broken.map(\.target) == ["docs/gone.md", "docs/keys.md#nowhere", "#away"],
      "\(broken)")
    #expect(Self.brokenLinks(in: "docs/keys.md") { files[$0] }.isEmpty)
    #expect(Self.anchors(files["docs/keys.md"] ?? "") == ["keys-mouse-and-narration", "keys"])
  }

  @Test func theReadmeLinksEveryGuide() throws {
    let linked = Set(Self.targets(try DocsTests.read("README.md")).map { $0.split(separator: "#")[0] })
    let guides = try DocsTests.guides().filter { $0.hasPrefix("docs/") }
    #expect(!guides.isEmpty)
    let unlinked = guides.filter { !linked.contains(Substring($0)) }
    #expect(unlinked.isEmpty, "the README does not link \(unlinked)")
  }

  /// The front door stays a front door: fzf's README is about 22 KB.
  @Test func theReadmeIsShortAndNamesTheToolchain() throws {
    let readme = try DocsTests.read("README.md")
    #expect(readme.utf8.count <= 30_000, "README.md is \(readme.utf8.count) bytes")
    let manifest = try DocsTests.read("Package.swift")
    let version = try #require(manifest.firstMatch(of: /swift-tools-version:\s*([0-9.]+)/)?.output.1)
    #expect(readme.contains("Swift \(version)"), "README does not say Swift \(version) is needed")
    #expect(readme.contains("make run") && readme.contains("make test"))
  }
}
