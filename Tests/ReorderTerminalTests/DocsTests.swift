import Foundation
import ReorderCore
import ReorderKindsTestSupport
import ReorderParagraphs
import ReorderTree
import Testing

@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderTerminal

/// The man page and the shell completions say what the code does: every
/// option of ``OptionSpec/all`` is in each of them, nothing they mention is
/// unknown, and the man page's KEYS are the default, git-mode and preview
/// bindings.
/// A renamed option or action fails here, not silently in the docs.
@Suite struct DocsTests {
  /// The kind modules `main.swift` lists: their options are the
  /// program's too.
  init() { AllKinds.install() }

  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static let manPage = "docs/reorder.1"
  static let completions = [
    "completions/reorder.bash", "completions/_reorder", "completions/reorder.fish",
  ]

  /// Options of other programs that the docs show in examples
  /// (`git config --global`, `git branch --format`).
  static let foreignOptions: Set<String> = ["--global", "--format"]

  static var longOptions: Set<String> { Set(OptionSpec.all.map { "--" + $0.long }) }
  static var shortOptions: Set<String> {
    Set(OptionSpec.all.compactMap { $0.short.map { "-\($0)" } })
  }

  // MARK: - Options

  @Test func theManPagesOptionsSectionListsExactlyTheOptions() throws {
    let options = Self.section("OPTIONS", of: try Self.read(Self.manPage))
    let tagWords = Self.tagLines(options).flatMap { Self.words(Self.plain($0)) }
    let longs = Set(tagWords.filter(Self.isLongOption))
    #expect(
      Self.longOptions.subtracting(longs).isEmpty,
      "OPTIONS lacks \(Self.longOptions.subtracting(longs).sorted())")
    #expect(
      longs.subtracting(Self.longOptions).isEmpty,
      "OPTIONS shows \(longs.subtracting(Self.longOptions).sorted())")
    #expect(Set(tagWords.filter(Self.isShortOption)) == Self.shortOptions)
  }

  @Test(arguments: [DocsTests.manPage] + DocsTests.completions)
  func everyOptionIsMentioned(path: String) throws {
    let text = try Self.mentions(path)
    let missing = OptionSpec.all.map { "--" + $0.long }.filter { !text.longs.contains($0) }
    #expect(missing.isEmpty, "\(path) lacks \(missing)")
    for spec in OptionSpec.all {
      guard let short = spec.short else { continue }
      // The short form is given beside its long form, on one line.
      let together = text.lines.contains { line in
        line.shorts.contains("-\(short)") && line.longs.contains("--" + spec.long)
      }
      #expect(together, "\(path) lacks -\(short) beside --\(spec.long)")
    }
  }

  @Test(arguments: [DocsTests.manPage] + DocsTests.completions)
  func noUnknownOptionIsMentioned(path: String) throws {
    let text = try Self.mentions(path)
    let unknown = text.longs.subtracting(Self.longOptions).subtracting(Self.foreignOptions)
    #expect(unknown.isEmpty, "\(path) mentions \(unknown.sorted())")
    if path.hasSuffix(".fish") {
      let unknownShorts = text.shorts.subtracting(Self.shortOptions)
      #expect(unknownShorts.isEmpty, "\(path) completes \(unknownShorts.sorted())")
    }
  }

  @Test(arguments: DocsTests.completions)
  func completionsOfferTheEnumerableValues(path: String) throws {
    let words = Set(
      Self.words(try Self.read(path)).map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 })
    let modes = Options.KeyProtocol.allCases.map(\.rawValue).filter { !words.contains($0) }
    #expect(modes.isEmpty, "\(path) lacks --keys \(modes)")
    let schemes = ThemeSpec.Base.allCases.map(\.rawValue).filter { !words.contains($0) }
    #expect(schemes.isEmpty, "\(path) lacks --color schemes \(schemes)")
    let roles = StyleRole.allCases.map(\.optionName).filter { !words.contains($0) }
    #expect(roles.isEmpty, "\(path) lacks --color roles \(roles)")
  }

  @Test func theManPageNamesEveryColorRole() throws {
    let words = Set(Self.words(Self.plain(try Self.read(Self.manPage))))
    let roles = StyleRole.allCases.map(\.optionName).filter { !words.contains($0) }
    #expect(roles.isEmpty, "the man page lacks --color roles \(roles)")
  }

  @Test func theManPageHasTheVersion() throws {
    let title = try Self.read(Self.manPage).split(separator: "\n").first { $0.hasPrefix(".TH ") }
    #expect(title?.contains("\"reorder \(reorderVersion)\"") == true)
  }

  // MARK: - Keys

  /// Each KEYS entry is `.TP`, its keys (`Up, k`), then `.RB [ action ]`.
  @Test func theManPagesKeysAreTheBindings() throws {
    let keys = Self.section("KEYS", of: try Self.read(Self.manPage))
    var documented: [String: [KeyPress: Command]] = [:]
    for (subsection, lines) in Self.subsections(keys) {
      for entry in Self.entries(lines) {
        let actions = entry.body.compactMap(Self.actionName)
        guard !actions.isEmpty else { continue }
        #expect(actions.count == 1, "one action per KEYS entry: \(entry.tag)")
        guard let name = actions.first else { continue }
        guard let command = Command(name: name) else {
          Issue.record("KEYS names an unknown action [\(name)]")
          continue
        }
        // `.I unbound`: an action no key runs until --bind says so.
        if Self.plain(entry.tag) == ".I unbound" { continue }
        for key in Self.keyNames(entry.tag) {
          guard let press = KeyBindings.parseKey(key) else {
            Issue.record("KEYS shows a key reorder does not know: '\(key)' in \(entry.tag)")
            continue
          }
          documented[subsection, default: [:]][press] = command
        }
      }
    }
    let git = documented.removeValue(forKey: "Git mode") ?? [:]
    let preview = documented.removeValue(forKey: "Preview pane") ?? [:]
    let tree = documented.removeValue(forKey: "Trees and outlines") ?? [:]
    let general = documented.values.reduce(into: [KeyPress: Command]()) {
      $0.merge($1) { a, _ in a }
    }
    for (shown, bound, mode) in [
      (general, KeyBindings.standard.table, ""), (git, GitTodoKind.keys, "git mode: "),
      (preview, KeyBindings.previewMode, "preview: "), (tree, TreeKind.keys, "trees: "),
    ] {
      let shown = Set(Self.described(shown))
      let bound = Set(Self.described(bound))
      #expect(
        bound.subtracting(shown).isEmpty, "\(mode)KEYS lacks \(bound.subtracting(shown).sorted())")
      #expect(
        shown.subtracting(bound).isEmpty,
        "\(mode)KEYS shows \(shown.subtracting(bound).sorted()), not bound")
    }
  }

  @Test func theManPageNamesEveryAction() throws {
    let keys = Self.section("KEYS", of: try Self.read(Self.manPage))
    let named = Set(keys.compactMap(Self.actionName))
    let actions = Set(Command.all.map(\.name))
    #expect(actions.subtracting(named).isEmpty, "KEYS lacks \(actions.subtracting(named).sorted())")
    #expect(
      named.subtracting(actions).isEmpty,
      "KEYS names \(named.subtracting(actions).sorted()), no action")
  }

  // MARK: - The guides and the help say the same

  /// Where the guides' key tables are: the general bindings in
  /// `docs/keys.md` (under `## Keys`), what git mode changes in
  /// `docs/git.md`, the tree keys in `docs/trees.md`.
  static let keysGuide = "docs/keys.md"
  static let gitGuide = "docs/git.md"
  static let treesGuide = "docs/trees.md"

  /// The README and every guide in `docs/`.
  static func guides() throws -> [String] {
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// The guides' key tables: rows of `| `keys` | `action` | what |`,
  /// under `## Keys` of the keys guide (the general bindings) and in the
  /// git guide (what git mode changes).
  static func guideKeyTables() throws -> (general: [KeyPress: Command], git: [KeyPress: Command]) {
    func table(_ path: String, after heading: String) throws -> [KeyPress: Command] {
      let guide = try read(path)
      guard let start = guide.range(of: heading) else {
        Issue.record("\(path) has no \(heading.debugDescription)")
        return [:]
      }
      var table: [KeyPress: Command] = [:]
      var inTable = false
      for line in guide[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("| keys | action |") {
          inTable = true
          continue
        }
        guard inTable else { continue }
        guard line.hasPrefix("|") else { break }
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard cells.count > 3, !cells[1].hasPrefix("---") else { continue }
        let action = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        guard let command = Command(name: action) else {
          Issue.record("\(path) names an unknown action `\(action)`")
          continue
        }
        for key in cells[1].components(separatedBy: ", ") {
          let name = key.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
          guard let press = KeyBindings.parseKey(name) else {
            Issue.record("\(path) shows a key reorder does not know: `\(name)`")
            continue
          }
          table[press] = command
        }
      }
      return table
    }
    return (
      try table(keysGuide, after: "## Keys\n"), try table(gitGuide, after: "# git interactive rebase\n")
    )
  }

  @Test func theGuidesKeyTablesAreTheBindings() throws {
    let (general, git) = try Self.guideKeyTables()
    for (shown, bound, mode) in [
      (general, KeyBindings.standard.table, ""), (git, GitTodoKind.keys, "git mode: "),
    ] {
      let shown = Set(Self.described(shown))
      let bound = Set(Self.described(bound))
      #expect(bound.subtracting(shown).isEmpty, "\(mode)the guide lacks \(bound.subtracting(shown).sorted())")
      #expect(
        shown.subtracting(bound).isEmpty,
        "\(mode)the guide shows \(shown.subtracting(bound).sorted()), not bound")
    }
  }

  /// The guides, the man page, `--help` and `?` name the same actions for
  /// the same keys: each is checked against the binding table (the man
  /// page above, `--help` and `?` in `KeyHelpTests`); here, that every
  /// action bound by default is named in all four.
  @Test func everyBoundActionIsNamedEverywhere() throws {
    let guides = try [Self.keysGuide, Self.gitGuide, Self.treesGuide].map(Self.read).joined()
    let man = Self.plain(try Self.read(Self.manPage))
    let help = Options.helpText
    var overlay = makeApp(["a"], width: 120, height: 200)
    _ = overlay.run(.toggleHelp, at: .zero)
    let shown = ListView.render(overlay.listScreen).lines.joined(separator: "\n")
    var git = KeyBindings.standard
    git.enable(GitTodoKind())
    for command in Command.all
    where !KeyBindings.standard.keys(for: command).isEmpty || !git.keys(for: command).isEmpty {
      let name = command.name
      #expect(guides.contains("`\(name)`"), "the key guides lack `\(name)`")
      #expect(man.contains("[ \(name) ]"), "the man page lacks [ \(name) ]")
      #expect(help.contains("  \(name)  "), "--help lacks \(name)")
      if !KeyBindings.standard.keys(for: command).isEmpty {
        #expect(shown.contains("  \(name)  "), "? lacks \(name)")
      }
    }
  }

  /// Sentences the docs once said that the code does not do.
  @Test func theDocsSayNothingKnownToBeFalse() throws {
    let texts =
      try Self.guides().map(Self.read) + [Self.plain(try Self.read(Self.manPage)), Options.helpText]
    for text in texts {
      #expect(!text.contains("any key closes the help"), "motion keys scroll the help")
      #expect(!text.contains("narrates every action"))
      #expect(!text.contains("colour codes included"), "patterns see the text without its codes")
    }
  }

  // MARK: - Reading roff and shell

  /// A roff line with the escapes the page uses undone: `\-` is `-`, font
  /// changes and `\&` vanish.
  static func plain(_ roff: String) -> String {
    var text = roff.replacingOccurrences(of: "\\-", with: "-")
    for escape in ["\\fB", "\\fI", "\\fR", "\\fP", "\\&", "\\%"] {
      text = text.replacingOccurrences(of: escape, with: "")
    }
    return text
  }

  /// Words of a line, split at blanks, quotes, brackets, commas and zsh's
  /// `*`; a `--name=VALUE` is `--name`, and zsh's `-o+` is `-o`.
  static func words(_ text: String) -> [String] {
    let separators = CharacterSet(charactersIn: " \t\n'\"`{}()[],|;*")
    return text.components(separatedBy: separators).compactMap { word in
      var word = Substring(word)
      if word.hasPrefix("-"), let equals = word.firstIndex(of: "=") { word = word[..<equals] }
      if word.count == 3, word.hasPrefix("-"), word.hasSuffix("+") { word = word.dropLast() }
      return word.isEmpty ? nil : String(word)
    }
  }

  static func isLongOption(_ word: String) -> Bool {
    word.hasPrefix("--") && word.dropFirst(2).first?.isLetter == true
  }

  static func isShortOption(_ word: String) -> Bool {
    word.count == 2 && word.hasPrefix("-") && word.last?.isLetter == true
  }

  /// The options a file mentions, all told and line by line. In fish they
  /// are `-l name` and `-s x` of `complete` lines, and any `--name`;
  /// elsewhere `--name` and `-x`.
  struct Mentions {
    var longs: Set<String> = []
    var shorts: Set<String> = []
    var lines: [Mentions] = []
  }

  static func mentions(_ path: String) throws -> Mentions {
    var text = try read(path)
    if path.hasSuffix(".1") { text = plain(text) }
    var all = Mentions()
    for line in text.split(separator: "\n") {
      let words = words(String(line))
      var mentions = Mentions()
      mentions.longs = Set(words.filter(isLongOption))
      mentions.shorts = Set(words.filter(isShortOption))
      if path.hasSuffix(".fish") {
        // `complete -l name -s x`; other commands' `-l` (`set -l`) are not.
        mentions.shorts = []
        guard words.first == "complete" else {
          all.longs.formUnion(mentions.longs)
          continue
        }
        for (flag, value) in zip(words, words.dropFirst()) {
          if flag == "-l" { mentions.longs.insert("--" + value) }
          if flag == "-s" { mentions.shorts.insert("-" + value) }
        }
      }
      all.longs.formUnion(mentions.longs)
      all.shorts.formUnion(mentions.shorts)
      all.lines.append(mentions)
    }
    return all
  }

  /// The lines of a `.SH` section, without its heading.
  static func section(_ name: String, of roff: String) -> [String] {
    let lines = roff.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: ".SH \(name)") else { return [] }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix(".SH ") } ?? rest.endIndex
    return Array(rest[..<end])
  }

  /// A section's `.SS` subsections, by name.
  static func subsections(_ lines: [String]) -> [(String, [String])] {
    var result: [(String, [String])] = []
    for line in lines {
      if line.hasPrefix(".SS ") {
        result.append((String(line.dropFirst(4)), []))
      } else if !result.isEmpty {
        result[result.count - 1].1.append(line)
      }
    }
    return result
  }

  /// The lines after each `.TP`: the tag.
  static func tagLines(_ lines: [String]) -> [String] {
    zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.map(\.1)
  }

  /// `.TP` entries: the tag and the body up to the next paragraph macro.
  static func entries(_ lines: [String]) -> [(tag: String, body: [String])] {
    var result: [(tag: String, body: [String])] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index] == ".TP", index + 1 < lines.count else { continue }
      var body: [String] = []
      var next = index + 2
      while next < lines.count, ![".TP", ".PP", ".P", ".SS", ".IP"].contains(lines[next]) {
        body.append(lines[next])
        next += 1
      }
      result.append((lines[index + 1], body))
    }
    return result
  }

  /// `act` from a `.RB [ act ]` line.
  static func actionName(_ line: String) -> String? {
    let text = plain(line)
    guard text.hasPrefix(".RB [ "), text.hasSuffix(" ]") else { return nil }
    return String(text.dropFirst(6).dropLast(2))
  }

  /// The keys of a KEYS tag as `--bind` names them: `.BR PgUp ", " Ctrl\-B`
  /// is `pgup` and `ctrl-b`; `.BI : N\fR " " Enter` is `:`.
  static func keyNames(_ tag: String) -> [String] {
    var text = plain(tag)
    if let space = text.firstIndex(of: " "), text.hasPrefix(".") {
      text = String(text[text.index(after: space)...])
    }
    text = text.replacingOccurrences(of: "\"", with: "")
    return text.components(separatedBy: ",").compactMap { part in
      guard let key = part.split(separator: " ").first.map(String.init) else { return nil }
      return key.count == 1 ? key : key.lowercased().replacingOccurrences(of: "+", with: "-")
    }
  }

  /// Bindings as sorted text, so a mismatch reads plainly.
  static func described(_ table: [KeyPress: Command]) -> [String] {
    table.map { "\($0.key) → \($0.value.name)" }.sorted()
  }
}
