import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderTerminal

/// `?` and `--help` tell the truth: every bound action with its keys and
/// its `--bind` name, and what it does in the mode at hand.
@Suite struct KeyHelpTests {
  /// `?` lists the kinds' commands the installed modules register.
  init() { AllKinds.install() }

  static var gitBindings: KeyBindings {
    var bindings = KeyBindings.standard
    bindings.enable(GitTodoKind())
    return bindings
  }

  /// Every action the table binds is a line with its keys and name; no
  /// line names an action the table does not bind.
  @Test(arguments: [false, true])
  func everyBoundActionIsALineWithItsKeysAndName(git: Bool) {
    let bindings = git ? Self.gitBindings : .standard
    let lines = KeyHelp(bindings: bindings, kind: git ? GitTodoKind() : PlainList()).lines.filter {
      !$0.action.isEmpty
    }
    for command in Command.all {
      let keys = bindings.keys(for: command).map(\.description)
      let line = lines.first { $0.action == command.name }
      if keys.isEmpty {
        #expect(line == nil, "\(command.name) is not bound but shown")
      } else {
        #expect(line?.keys.split(separator: " ").map(String.init) == keys, "\(command.name)")
        #expect(line?.text.isEmpty == false)
      }
    }
  }

  @Test func gitModeSaysWhatEnterQAndTheActionLettersDoThere() {
    let help = KeyHelp(bindings: Self.gitBindings, kind: GitTodoKind())
    #expect(help.text(.accept) == "write the todo and let git go on (lifted: drop)")
    #expect(help.text(.abort) == "abort the rebase: the todo emptied, git changes nothing")
    #expect(help.text(.squash).contains("not the first: git refuses"))
    #expect(help.text(.editMode) == "edit mode: D or [x] deletes a row; E, Esc or Done leaves")
    let plain = KeyHelp(bindings: .standard)
    #expect(plain.text(.editMode) == "edit mode: Delete or [x] deletes a row; e, Esc or Done leaves")
    #expect(plain.text(.accept) == Command.accept.summary)
    #expect(
      KeyHelp(bindings: .standard, confirmBeforeAccept: true).text(.accept).hasPrefix("review the changes"))
  }

  /// A kind's command bound in another list (`--bind x:pick` in a plain
  /// list) is summed up by its kind, which the model knows as one of its
  /// other kinds: no registry outside the kinds' folders names them.
  @Test func aKindsCommandBoundInAnotherListIsSummedUpByItsKind() throws {
    let options = try TestOptions.parse(["--bind", "x:pick", "--bind", "ctrl-l:indent"]).validated()
    let app = try AllKinds.model(options: options, store: makeStore(["a"]), width: 100, height: 80)
    let help = ListView.keyHelp(app.listScreen)
    #expect(help.text(.pick) == "git: pick the commit(s)")
    #expect(help.text(.squash) == "git: squash into the commit above (not the first: git refuses that)")
    #expect(help.text(.indent) == "tree: indent the row and its subtree under the sibling above")
    #expect(KeyHelp(bindings: app.bindings).text(.pick) == "pick", "without the kinds: the name alone")
  }

  @Test func theOverlayShowsTheActionNameBesideItsKeys() {
    var app = makeApp(["alpha"], width: 100, height: 80)
    feed(&app, "?", at: ms(0))
    let lines = ListView.render(app.listScreen).lines
    for command in Command.all where !app.bindings.keys(for: command).isEmpty {
      let keys = app.bindings.keys(for: command).map(\.description).joined(separator: " ")
      #expect(
        lines.contains { $0.contains(" \(keys) ") && $0.contains("  \(command.name)  ") }, "\(command)")
    }
  }

  /// Down to the width where the text column would be under 12 columns
  /// (narrower overlays are clipped at their box).
  @Test(arguments: [55, 60, 80, 120])
  func wrappedRowsFitTheBox(width: Int) {
    let help = KeyHelp(bindings: Self.gitBindings, kind: GitTodoKind())
    for line in help.text(width: width) { #expect(line.count <= width, "\(line)") }
  }

  @Test func helpFitsEightyColumns() {
    for line in Options.helpText.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(line.count <= 80, "\(line.count): \(line)")
    }
  }

  @Test func helpListsEveryBoundActionWithItsKeys() {
    let help = Options.helpText
    let git = String(help[help.range(of: "in a git rebase todo")!.lowerBound...])
    let general = String(help[..<help.range(of: "in a git rebase todo")!.lowerBound])
    for (text, bindings) in [(general, KeyBindings.standard), (git, Self.gitBindings)] {
      let lines = text.split(separator: "\n")
      for command in Command.all {
        let keys = bindings.keys(for: command).map(\.description).joined(separator: " ")
        guard !keys.isEmpty, text == general || GitTodoKind.keys.values.contains(command) else { continue }
        #expect(
          lines.contains { $0.hasPrefix("  \(keys) ") && $0.contains("  \(command.name)  ") },
          "--help lacks \(keys) → \(command.name)")
      }
    }
  }
}
