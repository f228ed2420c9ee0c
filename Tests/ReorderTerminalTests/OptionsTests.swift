import Testing

@testable import ReorderTerminal

@Suite struct OptionsTests {
  @Test func defaults() throws {
    let options = try Options.parse([])
    #expect(options == Options())
    #expect(options.longPressMilliseconds == 500)
    #expect(options.mouse && options.animation && options.keys == .auto)
  }

  @Test func longAndShortFormsWithValues() throws {
    let a = try Options.parse(["-o", "out.txt", "--long-press", "0", "--keys=kitty", "-z", "list.txt"])
    #expect(a.output == "out.txt")
    #expect(a.longPressMilliseconds == 0)
    #expect(a.keys == .kitty)
    #expect(a.nullSeparated)
    #expect(a.file == "list.txt")
    let b = try Options.parse(["-zoout.txt", "--output=x", "--no-mouse", "--no-animation"])
    #expect(b.nullSeparated && b.output == "x" && !b.mouse && !b.animation)
  }

  @Test func ansi() throws {
    #expect(try Options.parse(["--ansi"]).ansi)
    #expect(!Options().ansi)
  }

  @Test func dashIsStandardInputAndDoubleDashEndsOptions() throws {
    #expect(try Options.parse(["-"]).file == nil)
    #expect(try Options.parse(["--", "-o"]).file == "-o")
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
  ])
  func usageErrorsAreOneClearLine(arguments: [String], message: String) {
    #expect(throws: Options.UsageError(message: message)) { try Options.parse(arguments) }
  }

  @Test func helpMentionsEveryOption() {
    for spec in OptionSpec.all { #expect(Options.helpText.contains("--\(spec.long)")) }
  }
}
