import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal
@testable import ReorderTree

/// An outline's promote and demote (org's M-left/M-right) have keys, are
/// said in `?`, and can be bound like every command.
@Suite struct OutlineKeysTests {
  @Test func promoteAndDemoteAreBoundAndSaidInTheHelp() throws {
    let options = try TestOptions.parse(["--outline", "org"]).validated()
    let app = try AllKinds.model(options: options, store: makeStore(["* a", "** b"]), width: 100, height: 40)
    #expect(TreeKind.keys[KeyPress(.char("<"))] == .promote)
    #expect(TreeKind.keys[KeyPress(.left, .alt)] == .promote)
    #expect(TreeKind.keys[KeyPress(.char(">"))] == .demote)
    #expect(TreeKind.keys[KeyPress(.right, .alt)] == .demote)
    let help = ListView.keyHelp(app.listScreen)
    #expect(help.text(.promote) == "outline: promote the heading alone one level (org's M-left)")
    #expect(help.text(.demote) == "outline: demote the heading alone one level (org's M-right)")
  }

  @Test func theyAreBindable() throws {
    let options = try TestOptions.parse(["--outline", "org", "--bind", "ctrl-l:demote"]).validated()
    let app = try AllKinds.model(options: options, store: makeStore(["* a", "** b"]), width: 100, height: 40)
    #expect(app.bindings.command(for: KeyPress(.char("l"), .ctrl)) == .demote)
  }
}
