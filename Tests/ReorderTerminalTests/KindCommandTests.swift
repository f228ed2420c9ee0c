import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderTerminal
@testable import ReorderTree

/// A kind's commands are `Command.kind` values the generic code knows
/// only by name: the installed modules register them, and `--bind`, `?`
/// and `--help` find them there, in the order they always had.
@Suite struct KindCommandTests {
  init() { AllKinds.install() }

  /// A module that brings a command of its own, and one it shares.
  struct MergingModule: KindModule {
    var option: String { "merging" }
    var help: String { "a test kind" }
    var commands: [KindCommand] { [KindCommand("merge-blocks"), KindCommand("squash")] }
    func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
      throws(KindModuleError) -> PreparedKind
    { PreparedKind(PlainList()) }
  }

  @Test func theInstalledModulesRegisterGitsThenTheTreesCommandsOnce() {
    // The tree's and the outline's modules bring the same commands.
    #expect(KindCommand.registered == GitCommands.all + TreeCommands.all)
    // The order `?` and `--help` have always listed them in.
    #expect(
      KindCommand.registered.map(\.name) == [
        "pick", "reword", "squash", "fixup", "drop", "edit", "cycle-action", "insert-break", "insert-exec",
        "edit-line", "duplicate-line", "fixup-amend", "fixup-reword", "fixup-into", "squash-into",
        "edit-in-editor", "shallower", "deeper", "outdent", "indent", "promote", "demote", "toggle-bodies",
      ])
    let all = Command.all
    let suspend = all.firstIndex(of: .suspend) ?? 0
    let preview = all.firstIndex(of: .togglePreview) ?? 0
    #expect(Array(all[(suspend + 1)..<preview]) == KindCommand.registered.map(Command.kind))
    #expect(all.last == .previewBottom)
    #expect(Set(all.map(\.name)).count == all.count, "one name, one command")
  }

  @Test func aModulesCommandsAreRegisteredInOrderEachNameOnce() {
    let commands = KindModules.commands(of: [MergingModule(), AllKinds.modules[0]])
    #expect(
      commands.map(\.name) == ["merge-blocks", "squash"]
        + GitCommands.all.map(\.name).filter { $0 != "squash" })
    #expect(KindModules.commands(of: []).isEmpty)
  }

  @Test func everyCommandComesBackByItsName() {
    for command in Command.all {
      #expect(Command(name: command.name) == command, "\(command.name)")
    }
    #expect(Command(name: "squash") == .squash)
    #expect(Command(name: "edit") == .editCommit)
    #expect(Command(name: "toggle-bodies") == .toggleBodies)
    #expect(Command(name: "page-up") == .pageUp)
    #expect(Command(name: "squash")?.kindCommand == KindCommand("squash"))
    #expect(Command(name: "merge-blocks") == nil, "a module that is not installed brings nothing")
  }

  @Test func bindParsesAGitCommandAndAChainOfKindsCommandsByName() throws {
    let options = try TestOptions.parse(["--bind", "x:squash,ctrl-l:squash-into+deeper"])
    #expect(options.bindings.map(\.actions) == [[.squash], [.squashInto, .deeper]])
    let defaults = try TestOptions.parse([], defaults: "--bind x:edit-in-editor")
    #expect(defaults.bindings.map(\.actions) == [[.editInEditor]])
    #expect(throws: Options.UsageError(message: "--bind: unknown action 'squosh'; did you mean squash?")) {
      try TestOptions.parse(["--bind", "x:squosh"])
    }
  }

  @Test func helpInAPlainListShowsABoundTreeCommandWithItsSummary() throws {
    let options = try TestOptions.parse(["--bind", "x:deeper"]).validated()
    var app = try AllKinds.model(options: options, store: makeStore(["a", "b"]), width: 160, height: 80)
    _ = feed(&app, "?", at: ms(0))
    let lines = ListView.render(app.listScreen).lines
    let summary = "tree: lifted, land one level deeper; else expand the row, or go to the first child"
    #expect(lines.contains { $0.contains(" x ") && $0.contains("  deeper  ") && $0.contains(summary) })
  }
}
