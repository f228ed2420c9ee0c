import Foundation
import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderTerminal

let heightError = "--height needs rows (3 or more) or a percentage (1% to 100%), optionally after ~,"

@Suite struct OptionsTests {
  @Test func defaults() throws {
    let options = try TestOptions.parse([])
    #expect(options == Options())
    #expect(options.longPressMilliseconds == 500)
    #expect(options.mouse && options.animation && options.keys == .auto)
  }

  @Test func longAndShortFormsWithValues() throws {
    let a = try TestOptions.parse(["-o", "out.txt", "--long-press", "0", "--keys=kitty", "-z", "list.txt"])
    #expect(a.output == "out.txt")
    #expect(a.longPressMilliseconds == 0)
    #expect(a.keys == .kitty)
    #expect(a.readNull && a.printNull)
    #expect(a.file == "list.txt")
    let b = try TestOptions.parse(["-zoout.txt", "--output=x", "--no-mouse", "--no-animation"])
    #expect(b.readNull && b.printNull && b.output == "x" && !b.mouse && !b.animation)
  }

  @Test func heightMakesTheInterfaceInline() throws {
    #expect(try TestOptions.parse([]).height == nil)
    #expect(try TestOptions.parse(["--height", "8"]).height == .rows(8))
    #expect(try TestOptions.parse(["--height=40%"]).height == .percent(40))
    #expect(try TestOptions.parse(["--height", "~10"]).height == .fit(.rows(10)))
    #expect(try TestOptions.parse(["--height=~50%"]).height == .fit(.percent(50)))
    #expect(try TestOptions.parse(["--height", "8", "--no-height"]).height == nil)
  }

  @Test func readZeroAndPrintZeroAreTheHalvesOfZ() throws {
    let read = try TestOptions.parse(["--read0"])
    #expect(read.readNull && !read.printNull)
    let print = try TestOptions.parse(["--print0"])
    #expect(!print.readNull && print.printNull)
    let undone = try TestOptions.parse(["--no-print0"], defaults: "-z")
    #expect(undone.readNull && !undone.printNull)
    #expect(try !TestOptions.parse(["--no-null"], defaults: "-z").readNull)
    #expect(
      conflict(["--read0", "-i", "f"])
        == "--read0 and --print0 differ: writing FILE back would change its separators (use -z)")
  }

  /// Every switch can be undone by a later one, so a command line can undo
  /// what REORDER_DEFAULT_OPTS says.
  @Test(
    arguments: [
      ("--ansi", "--no-ansi", \Options.ansi), ("--swap", "--no-swap", \Options.swap),
      ("--confirm", "--no-confirm", \Options.confirm), ("--no-mouse", "--mouse", \Options.mouse),
      ("--no-animation", "--animation", \Options.animation), ("--git", "--no-git", \Options.writesBack),
      ("-i", "--no-in-place", \Options.inPlace), ("--print-index", "--no-print-index", \Options.printIndex),
      ("--read0", "--no-read0", \Options.readNull), ("--print0", "--no-print0", \Options.printNull),
      ("-z", "--no-null", \Options.readNull),
    ] as [(String, String, KeyPath<Options, Bool> & Sendable)])
  func everySwitchHasItsNegation(on: String, off: String, flag: KeyPath<Options, Bool> & Sendable) throws {
    let plain = Options()[keyPath: flag]
    #expect(try TestOptions.parse([on])[keyPath: flag] != plain)
    #expect(try TestOptions.parse([off], defaults: on)[keyPath: flag] == plain, "\(off) undoes \(on)")
    #expect(try TestOptions.parse([on], defaults: off)[keyPath: flag] != plain, "the later one wins")
  }

  @Test func negationsOfValueOptions() throws {
    #expect(try TestOptions.parse(["--no-grid"], defaults: "--columns 3").columns == nil)
    #expect(try TestOptions.parse(["--no-backup"], defaults: "--backup=.bak").backupSuffix == nil)
    #expect(try TestOptions.parse(["--no-git", "git-rebase-todo"]).validated().kind == nil)
    #expect(try TestOptions.parse(["git-rebase-todo"]).validated().kind?.option == "git")
  }

  @Test func headerIsALabelAndSectionIsThePattern() throws {
    let options = try TestOptions.parse(["--header", "Sort me", "--section", "^## "])
    #expect(options.headerText == "Sort me")
    #expect(options.sectionPattern == "^## ")
  }

  @Test func ansi() throws {
    #expect(try TestOptions.parse(["--ansi"]).ansi)
    #expect(!Options().ansi)
  }

  @Test func dashIsStandardInputAndDoubleDashEndsOptions() throws {
    #expect(try TestOptions.parse(["-"]).file == nil)
    #expect(try TestOptions.parse(["--", "-o"]).file == "-o")
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate' (see reorder --help)"),
    (["-y"], "unknown option '-y' (see reorder --help)"),
    (["-o"], "option '-o/--output' needs a value (FILE)"),
    (["--long-press", "soon"], "--long-press needs milliseconds from 0 to 60000, not 'soon'"),
    (["--long-press=-5"], "--long-press needs milliseconds from 0 to 60000, not '-5'"),
    (["--keys", "vt100"], "--keys must be auto, kitty or legacy, not 'vt100'"),
    (["--null=yes"], "option '--null' takes no value"),
    (["a", "b"], "too many files: a b (reorder takes one FILE)"),
    (["--height", "2"], "\(heightError) not '2'"),
    (["--height=0%"], "\(heightError) not '0%'"),
    (["--height", "tall"], "\(heightError) not 'tall'"),
    (["--height", "~~5"], "\(heightError) not '~~5'"),
    (["--height"], "option '--height' needs a value ([~]N[%])"),
    (["--swap=yes"], "option '--swap' takes no value"),
    (["--bind", "ctrl-j:dwon"], "--bind: unknown action 'dwon'; did you mean down?"),
    (
      ["--bind", "ctrl-j:move-dwon"],
      "--bind: unknown action 'move-dwon'; did you mean move-down?"
    ),
    (["--bind", "contrl-j:down"], "--bind: unknown key 'contrl-j'; did you mean ctrl-j?"),
    (
      ["--bind", "double-click:up"],
      "--bind: 'double-click' is an fzf mouse action or event, not a key: reorder binds keys only"
    ),
  ])
  func usageErrorsAreOneClearLine(arguments: [String], message: String) {
    #expect(throws: Options.UsageError(message: message)) { try TestOptions.parse(arguments) }
  }

  @Test func helpMentionsEveryOption() {
    for spec in OptionSpec.all {
      let base = spec.long.hasPrefix("no-") ? String(spec.long.dropFirst(3)) : spec.long
      let shown = Options.helpText.contains("--\(spec.long)") || Options.helpText.contains("--[no-]\(base)")
      #expect(shown, "--help shows --\(spec.long)")
    }
  }

  @Test func helpFitsEightyColumns() {
    for line in Options.helpText.split(separator: "\n") {
      #expect(line.count <= 80, "too wide: \(line)")
    }
  }
}

@Suite struct ConfigurationTests {
  @Test func shellWordsSplitLikeAShell() throws {
    #expect(
      try ShellWords.split(#"--header '^== ' --bind "q:ignore,x:abort" a\ b"#) == [
        "--header", "^== ", "--bind", "q:ignore,x:abort", "a b",
      ])
    #expect(try ShellWords.split("  ") == [])
    #expect(try ShellWords.split(#"''"#) == [""])
    #expect(throws: ShellWords.SyntaxError.self) { try ShellWords.split("'open") }
  }

  @Test func defaultOptionsComeFirstAndTheCommandLineWins() throws {
    let options = try TestOptions.parse(["--long-press", "100"], defaults: "--long-press 300 --swap")
    #expect(options.longPressMilliseconds == 100)
    #expect(options.swap)
    #expect(
      throws: Options.UsageError(
        message: "in REORDER_DEFAULT_OPTS: unknown option '--nope' (see reorder --help)")
    ) {
      try TestOptions.parse([], defaults: "--nope")
    }
  }

  @Test func theDefaultOptionsEndWhereTheCommandLineBegins() throws {
    // A `--` in the defaults ends their options, not the command line's.
    let options = try TestOptions.parse(["--swap", "-o", "out", "list"], defaults: "--long-press 300 --")
    #expect(options.swap && options.output == "out" && options.file == "list")
    #expect(options.longPressMilliseconds == 300)
    let file = try TestOptions.parse(["--swap"], defaults: "-- -list")
    #expect(file.file == "-list" && file.swap)
    #expect(
      throws: Options.UsageError(message: "too many files: a b (reorder takes one FILE)")
    ) {
      try TestOptions.parse(["b"], defaults: "-- a")
    }
    // An option there cannot take its value from the command line.
    #expect(
      throws: Options.UsageError(
        message: "in REORDER_DEFAULT_OPTS: option '--section' needs a value (REGEX)")
    ) {
      try TestOptions.parse(["^#"], defaults: "--section")
    }
  }

  @Test func bindParsesKeysAndActions() throws {
    let options = try TestOptions.parse([
      "--bind", "ctrl-j:move-down,alt-k:move-up,space:ignore,comma:undo,F:first",
    ])
    #expect(
      options.bindings == [
        Options.Binding(key: KeyPress(.char("j"), .ctrl), actions: [.moveDown]),
        Options.Binding(key: KeyPress(.char("k"), .alt), actions: [.moveUp]),
        Options.Binding(key: KeyPress(.char(" ")), actions: []),
        Options.Binding(key: KeyPress(.char(",")), actions: [.undo]),
        Options.Binding(key: KeyPress(.char("F")), actions: [.first]),
      ])
    #expect(throws: Options.UsageError.self) { try TestOptions.parse(["--bind", "ctrl-j"]) }
    #expect(throws: Options.UsageError.self) { try TestOptions.parse(["--bind", "hyper-j:undo"]) }
    #expect(throws: Options.UsageError.self) { try TestOptions.parse(["--bind", "j:teleport"]) }
  }

  @Test func boundKeysRunTheirCommand() throws {
    var app = makeApp(["a", "b", "c"])
    let options = try TestOptions.parse(["--bind", "n:move-down,j:ignore"])
    for binding in options.bindings { app.bindings.bind(binding.key, to: binding.actions) }
    feed(&app, "nj", at: ms(0))
    #expect(strings(app) == ["b", "a", "c"])
    #expect(app.engine.focus == 1, "j is unbound")
  }

  @Test func gitModeRebindsTheActionLetters() throws {
    var bindings = KeyBindings.standard
    bindings.enable(GitTodoKind())
    #expect(bindings.command(for: KeyPress(.char("d"))) == .drop)
    #expect(bindings.command(for: KeyPress(.char("D"))) == .delete)
    #expect(bindings.command(for: KeyPress(.char("r"))) == .reword)
    #expect(bindings.command(for: KeyPress(.char("R"))) == .review)
    #expect(bindings.command(for: KeyPress(.char("b"))) == .insertBreak)
    #expect(bindings.command(for: KeyPress(.char("B"))) == .moveBottom)
    #expect(bindings.command(for: KeyPress(.char("E"))) == .editMode)
  }

  @Test func scriptingOptions() throws {
    let a = try TestOptions.parse([
      "--order", "3, 1,2", "--print-index", "--log", "l.jsonl", "-i", "--backup=.bak", "f",
    ])
    #expect(
      a.order == [3, 1, 2] && a.printIndex && a.logFile == "l.jsonl" && a.inPlace && a.backupSuffix == ".bak")
    #expect(try TestOptions.parse(["--backup", "-i", "f"]).backupSuffix == "~")
    #expect(throws: Options.UsageError.self) { try TestOptions.parse(["--order", "1,,2"]) }
    #expect(conflict(["-i"]) == "--in-place needs a FILE")
    #expect(conflict(["--order", "1", "--replay", "x"]) == "give --order or --replay, not both")
    #expect(conflict(["--backup"]) == "--backup needs a file to write (--in-place or --output)")
  }
}

/// Only the lines go into the list's own file (issue 14): `--print-index`
/// and `--log` are refused where they would write into the input, however
/// the input is named.
@Suite struct OutputRulesTests {
  /// A directory with `list` (and `git-rebase-todo`), its names for the
  /// list: plain, with `./` and `//`, through `..`, a symbolic link, a link
  /// to that link, and a hard link.
  func withList(_ body: (_ directory: String, _ names: [String]) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reorder-options-\(getpid())-\(Int.random(in: 0...1_000_000))").path
    let manager = FileManager.default
    try manager.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
    defer { try? manager.removeItem(atPath: directory) }
    let list = directory + "/list"
    try "b\na\n".write(toFile: list, atomically: false, encoding: .utf8)
    try "pick 1 a\n".write(toFile: directory + "/git-rebase-todo", atomically: false, encoding: .utf8)
    try manager.createSymbolicLink(atPath: directory + "/link", withDestinationPath: "list")
    try manager.createSymbolicLink(atPath: directory + "/sub/link", withDestinationPath: "../link")
    try manager.linkItem(atPath: list, toPath: directory + "/hard")
    let names = [
      list, directory + "/./list", directory + "//list", directory + "/sub/../list", directory + "/link",
      directory + "/sub/link", directory + "/hard",
    ]
    try body(directory, names)
  }

  @Test func printIndexIsNeverWrittenIntoTheInput() throws {
    try withList { directory, names in
      let list = directory + "/list"
      #expect(
        conflict(["--print-index", "-i", list])
          == "--print-index with --in-place would write positions into '\(list)' in place of its lines"
      )
      for name in names {
        #expect(
          conflict(["--print-index", "-o", name, list])
            == "--print-index with --output '\(name)' would write positions into the input in place of its lines",
          "-o \(name)")
        #expect(conflict(["--print-index", "-i", name]) != nil, "-i \(name)")
      }
      let todo = directory + "/git-rebase-todo"
      #expect(
        conflict(["--print-index", todo])
          == "--print-index in git mode would write positions into '\(todo)' in place of its lines"
      )
      #expect(conflict(["--print-index", "--git", list]) != nil)
      // Elsewhere the positions are what was asked for.
      #expect(conflict(["--print-index", list]) == nil)
      #expect(conflict(["--print-index", "-o", directory + "/positions", list]) == nil)
      #expect(conflict(["--print-index", "--git", "-o", directory + "/positions", todo]) == nil)
      #expect(conflict(["--print-index", "-o", directory + "/sub/list", list]) == nil)
    }
  }

  @Test func theLogIsNeitherTheInputNorTheOutput() throws {
    try withList { directory, names in
      let list = directory + "/list"
      for name in names {
        #expect(
          conflict(["--log", name, list])
            == "--log '\(name)' is the input file: the log would be written into the list", "--log \(name)")
        #expect(conflict(["--log", name, "-i", list]) != nil, "--log \(name) -i")
      }
      let out = directory + "/out"
      for (log, output) in [(out, out), (out, directory + "/./out"), (directory + "/sub/../out", out)] {
        #expect(
          conflict(["--log", log, "-o", output, list])
            == "--log '\(log)' is the output file: the log and the result would overwrite each other")
      }
      // A dangling link names the file writing it would create.
      try FileManager.default.createSymbolicLink(atPath: directory + "/dangling", withDestinationPath: "out")
      #expect(conflict(["--log", directory + "/dangling", "-o", out, list]) != nil)
      #expect(conflict(["--log", directory + "/log.jsonl", "-o", out, list]) == nil)
      #expect(conflict(["--log", directory + "/log.jsonl", "-i", list]) == nil)
      #expect(conflict(["--log", directory + "/no/such/dir/log", list]) == nil, "left to opening the log")
    }
  }
}

@Suite struct PatternTests {
  @Test func posixExtendedRegexAgainstItems() throws {
    let store = ItemStore()
    store.append(Array("== Today\n\u{1B}[1m== Later\u{1B}[0m\nplain ==\n".utf8))
    store.finish()
    let header = try Pattern("^==")
    #expect(header.matches(store[0]))
    #expect(!header.matches(store[1]), "the bold code comes first")
    #expect(header.matches(store[1], ignoringCodes: true))
    #expect(!header.matches(store[2]))
    #expect(throws: Pattern.SyntaxError.self) { try Pattern("a(") }
  }
}

/// The message of the rule `arguments` break, nil when they hold.
private func conflict(_ arguments: [String]) -> String? {
  do {
    _ = try TestOptions.parse(arguments).validated()
    return nil
  } catch {
    return error.message
  }
}
