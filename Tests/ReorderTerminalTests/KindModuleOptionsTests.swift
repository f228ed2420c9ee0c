import Foundation
import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// The command line asks the kind modules: a module's option, its values,
/// the file names that choose it, its rules with the other options and
/// where its result goes, with a module no program lists (so none of it
/// can come from a kind the command line knows).
@Suite struct KindModuleOptionsTests {
  /// `--stanzas[=verse|prose]`: a kind a `.poem` file is, written back
  /// into it, that does not go in a grid nor with `--board`.
  struct Stanzas: KindModule {
    var option: String { "stanzas" }
    var help: String { "blank-line-separated stanzas move as one row each" }
    var values: [String] { ["verse", "prose"] }
    func choosesFile(named name: String) -> Bool { name.hasSuffix(".poem") }
    var detectsFiles: Bool { true }
    var writesBackAs: String? { "poem mode" }
    func conflict(with request: KindRequest) -> String? { request.grid ? "--stanzas is not a grid" : nil }
    func clash(with other: String) -> String? { other == "board" ? "a poem is not a board" : nil }
    func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
      throws(KindModuleError) -> PreparedKind
    {
      PreparedKind(PlainList())
    }
  }

  static func apply(_ words: [(String, String?)], to options: inout Options) throws {
    let specs = OptionSpec.kindOptions(Stanzas()) + OptionSpec.kindOptions(BoardModuleStandIn())
    for (name, value) in words {
      let spec = try #require(specs.first { $0.long == name })
      try spec.apply(&options, value)
    }
  }

  /// A second module, named `board`, for the clash.
  struct BoardModuleStandIn: KindModule {
    var option: String { "board" }
    var help: String { "columns" }
    func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
      throws(KindModuleError) -> PreparedKind
    {
      PreparedKind(PlainList())
    }
  }

  @Test func theModulesOptionTakesItsValuesAndRefusesOthers() throws {
    let specs = OptionSpec.kindOptions(Stanzas())
    #expect(specs.map(\.long) == ["stanzas", "no-stanzas"])
    #expect(specs[0].words == ["verse", "prose"])
    var options = Options()
    try Self.apply([("stanzas", "verse")], to: &options)
    #expect(options.kind?.option == "stanzas" && options.kind?.value == "verse")
    #expect(throws: Options.UsageError(message: "--stanzas must be verse or prose, not 'rhyme'")) {
      var bad = Options()
      try Self.apply([("stanzas", "rhyme")], to: &bad)
    }
  }

  @Test func itsResultGoesBackIntoTheFileAndNoStanzasUndoesIt() throws {
    var options = Options()
    options.file = "ode.poem"
    try Self.apply([("stanzas", nil)], to: &options)
    #expect(options.writesBack && options.resultFile == "ode.poem")
    try Self.apply([("no-stanzas", nil)], to: &options)
    #expect(options.kind == nil && options.resultFile == nil)
    #expect(options.undetectedKinds == ["stanzas"])
  }

  @Test func itsRulesAreItsOwnLines() throws {
    var grid = Options()
    grid.columns = 2
    try Self.apply([("stanzas", nil)], to: &grid)
    #expect(grid.kindConflict == "--stanzas is not a grid")
    var both = Options()
    try Self.apply([("board", nil), ("stanzas", nil)], to: &both)
    #expect(both.kindConflict == "a poem is not a board", "the one of the two modules that says why")
    #expect(both.kind?.option == "board" && both.otherKind?.option == "stanzas")
  }

  /// The program's own kinds clash with the lines they said when each
  /// had its own flag in `Options`.
  @Test(arguments: [
    (["--tree", "--outline"], "give --tree or --outline, not both"),
    (["--outline", "--tree"], "give --tree or --outline, not both"),
    (["--tree", "--git"], "--tree does not read a git rebase todo (--git): its commands have no tree"),
    (["--git", "--outline"], "--outline does not read a git rebase todo (--git): its commands have no tree"),
    (
      ["--tree", "--board"],
      "--board makes its own columns of cards: give --board or --tree/--outline, not both"
    ),
    (["--git", "--board"], "--board is not for a git rebase todo (--git)"),
    (["--git", "--paragraphs"], "give --paragraphs or --git, not both"),
    (["--board", "--grid"], "--board lays out its own columns: give --board or --columns/--grid, not both"),
    (
      ["--outline", "--section", "x"], "--outline's headings are its sections: --section does not go with it"
    ),
    (
      ["--tree", "git-rebase-todo"],
      "--tree does not read a git rebase todo (--git): its commands have no tree"
    ),
    (["--paragraphs", "-z"], "--paragraphs reads lines: its items cannot be NUL-separated (--read0, -z)"),
  ])
  func theKindsClashAsTheyDid(arguments: [String], message: String) {
    #expect(throws: Options.UsageError(message: message)) { try TestOptions.parse(arguments).validated() }
  }

  @Test func aFileNamedSoIsGitModeUnlessNoGit() throws {
    #expect(try TestOptions.parse(["git-rebase-todo"]).validated().resultFile == "git-rebase-todo")
    #expect(try TestOptions.parse(["--no-git", "git-rebase-todo"]).validated().resultFile == nil)
  }
}

extension KindModuleOptionsTests {
  /// The tests' list of kind modules is `main.swift`'s, in its order: what
  /// the tests parse is what the program parses.
  @Test func theTestsKindsAreMainsKinds() throws {
    let main = try DocsTests.read("Sources/reorder/main.swift")
    let list = try #require(main.range(of: "kinds: [")).upperBound
    let end = try #require(main[list...].firstIndex(of: "]"))
    let named = main[list..<end].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "()", with: "")
    }.filter { !$0.isEmpty }
    #expect(named == AllKinds.modules.map { String(describing: type(of: $0)) })
    #expect(named.count == 5)
  }
}
