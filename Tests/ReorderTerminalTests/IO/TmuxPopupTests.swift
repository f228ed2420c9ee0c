import ReorderKindsTestSupport
import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

let popupSyntax = "[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]]"

@Suite struct PopupSpecTests {
  typealias Size = PopupSpec.Size

  static func cells(_ n: Int) -> Size { Size(n, percent: false) }
  static func percent(_ n: Int) -> Size { Size(n, percent: true) }

  /// Every form of fzf's SPEC: what it means and the display-popup flags.
  @Test(arguments: [
    ("center", PopupSpec(position: .center, width: percent(80), height: percent(80)), "-xC -yC -w80% -h80%"),
    ("70%", PopupSpec(position: .center, width: percent(70), height: percent(70)), "-xC -yC -w70% -h70%"),
    (
      "100%,50%", PopupSpec(position: .center, width: percent(100), height: percent(50)),
      "-xC -yC -w100% -h50%"
    ),
    ("60,20", PopupSpec(position: .center, width: cells(60), height: cells(20)), "-xC -yC -w60 -h20"),
    (
      "center,40%", PopupSpec(position: .center, width: percent(40), height: percent(40)),
      "-xC -yC -w40% -h40%"
    ),
    (
      "center,50%,30", PopupSpec(position: .center, width: percent(50), height: cells(30)),
      "-xC -yC -w50% -h30"
    ),
    ("top", PopupSpec(position: .top, width: percent(100), height: percent(80)), "-xC -y0 -w100% -h80%"),
    ("up,30%", PopupSpec(position: .top, width: percent(100), height: percent(30)), "-xC -y0 -w100% -h30%"),
    (
      "top,80%,40%", PopupSpec(position: .top, width: percent(80), height: percent(40)), "-xC -y0 -w80% -h40%"
    ),
    (
      "bottom,30%", PopupSpec(position: .bottom, width: percent(100), height: percent(30)),
      "-xC -yS -w100% -h30%"
    ),
    ("down,12", PopupSpec(position: .bottom, width: percent(100), height: cells(12)), "-xC -yS -w100% -h12"),
    ("left,40", PopupSpec(position: .left, width: cells(40), height: percent(100)), "-x0 -yC -w40 -h100%"),
    (
      "right,40%", PopupSpec(position: .right, width: percent(40), height: percent(100)),
      "-xR -yC -w40% -h100%"
    ),
    ("right", PopupSpec(position: .right, width: percent(80), height: percent(100)), "-xR -yC -w80% -h100%"),
    (
      "right,30%,50%", PopupSpec(position: .right, width: percent(30), height: percent(50)),
      "-xR -yC -w30% -h50%"
    ),
    (
      "center,80%,border-native", PopupSpec(position: .center, width: percent(80), height: percent(80)),
      "-xC -yC -w80% -h80%"
    ),
    ("border-native", PopupSpec(), "-xC -yC -w80% -h80%"),
    (
      "bottom, 25%", PopupSpec(position: .bottom, width: percent(100), height: percent(25)),
      "-xC -yS -w100% -h25%"
    ),
    ("1%,1", PopupSpec(position: .center, width: percent(1), height: cells(1)), "-xC -yC -w1% -h1"),
  ])
  func specs(text: String, spec: PopupSpec, flags: String) throws {
    let parsed = try PopupSpec.parse(text)
    #expect(parsed == spec)
    #expect(parsed.displayPopupArguments.joined(separator: " ") == flags)
  }

  @Test func theDefaultIsCenterEightyPercent() {
    #expect(PopupSpec() == PopupSpec(position: .center, width: Self.percent(80), height: Self.percent(80)))
    #expect(PopupSpec().displayPopupArguments == ["-xC", "-yC", "-w80%", "-h80%"])
  }

  /// Anything else is one line naming the syntax.
  @Test(arguments: [
    "", "middle", "Center", "0%", "0", "101%", "-5", "80%%", "%", "50.5%", "80%,", ",80%", "center,",
    "top,10,10,10", "10,20,30", "center,top", "top,bottom", "80 %", "1e3", "left,40,x", "border-native,x",
  ])
  func badSpecs(text: String) {
    #expect(throws: Options.UsageError(message: "--tmux needs \(popupSyntax), not '\(text)'")) {
      try PopupSpec.parse(text)
    }
  }
}

@Suite struct PopupOptionsTests {
  @Test func tmuxTakesItsSpecOnlyAfterAnEqualsSign() throws {
    let bare = try TestOptions.parse(["--tmux", "list.txt"])
    #expect(bare.tmux == PopupSpec())
    #expect(bare.file == "list.txt")
    #expect(try TestOptions.parse(["--tmux=bottom,30%"]).tmux == PopupSpec.parse("bottom,30%"))
    #expect(try TestOptions.parse([]).tmux == nil)
    #expect(try TestOptions.parse(["--tmux", "--no-tmux"]).tmux == nil)
  }

  @Test func aBadSpecIsAUsageError() {
    #expect(throws: Options.UsageError(message: "--tmux needs \(popupSyntax), not 'middle'")) {
      try TestOptions.parse(["--tmux=middle"])
    }
  }

  /// As in fzf, the later of --height and --tmux wins.
  @Test func theLaterOfHeightAndTmuxWins() throws {
    let tmuxLast = try TestOptions.parse(["--height", "10", "--tmux"])
    #expect(tmuxLast.tmux != nil && tmuxLast.height == nil)
    let heightLast = try TestOptions.parse(["--tmux", "--height", "10"])
    #expect(heightLast.tmux == nil && heightLast.height != nil)
  }

  @Test func theDefaultOptionsMayAskForThePopupAndTheCommandLineUndoIt() throws {
    #expect(try TestOptions.parse([], defaults: "--tmux=70%").tmux == PopupSpec.parse("70%"))
    #expect(try TestOptions.parse(["--no-tmux"], defaults: "--tmux").tmux == nil)
  }

  /// The inner reorder's command line: --no-tmux read after every other
  /// option (before the `--` that ends them, never taken as a value).
  @Test(arguments: [
    (
      ["--tmux", "list.txt"],
      ["--bind=ctrl-z:ignore", "--tmux", "list.txt", "--no-tmux", "--no-cancel-prints-input"]
    ),
    ([], ["--bind=ctrl-z:ignore", "--no-tmux", "--no-cancel-prints-input"]),
    (
      ["-o", "out", "--", "--tmux"],
      ["--bind=ctrl-z:ignore", "-o", "out", "--no-tmux", "--no-cancel-prints-input", "--", "--tmux"]
    ),
    (
      ["--header", "--", "list"],
      ["--bind=ctrl-z:ignore", "--header", "--", "list", "--no-tmux", "--no-cancel-prints-input"]
    ),
    (
      ["--header", "--", "--", "x"],
      ["--bind=ctrl-z:ignore", "--header", "--", "--no-tmux", "--no-cancel-prints-input", "--", "x"]
    ),
  ])
  func innerArguments(arguments: [String], inner: [String]) throws {
    #expect(try TmuxPopup.innerArguments(arguments) == inner)
    #expect(try TestOptions.parse(inner, defaults: "--tmux").tmux == nil)
    #expect(try TestOptions.parse(inner).file == TestOptions.parse(arguments).file)
    // What the outer one decided wins over the user's default options.
    #expect(try TestOptions.parse(inner, defaults: "--cancel-prints-input").cancelPrintsInput == false)
  }

  /// As an editor's filter the outer reorder decides that a cancel prints
  /// the input (the inner one, under tmux, cannot see the editor).
  @Test func innerArgumentsCarryTheCancelDecision() throws {
    let inner = try TmuxPopup.innerArguments(["--", "x"], cancelPrintsInput: true)
    #expect(inner == ["--bind=ctrl-z:ignore", "--no-tmux", "--cancel-prints-input", "--", "x"])
    #expect(try TestOptions.parse(inner, defaults: "--no-cancel-prints-input").cancelPrintsInput == true)
  }
}

@Suite struct TmuxPopupChoiceTests {
  typealias Choice = TmuxPopup.Choice
  static let noTTY = "cannot open /dev/tty: No such device or address"

  func choose(
    _ arguments: [String], insideTmux: Bool = true, terminal: Bool = true, tmux: TmuxSupport = .popups
  ) throws -> Choice {
    var asked = false
    let choice = TmuxPopup.choose(
      try TestOptions.parse(arguments), insideTmux: insideTmux,
      terminalProblem: { terminal ? nil : Self.noTTY },
      support: {
        asked = true
        return tmux
      })
    // tmux is asked only when the answer matters.
    if !insideTmux || (terminal && !arguments.contains(where: { $0.hasPrefix("--tmux") })) { #expect(!asked) }
    return choice
  }

  @Test func outsideTmuxTheOptionIsIgnored() throws {
    #expect(try choose(["--tmux"], insideTmux: false) == .terminal)
    #expect(try choose(["--tmux"], insideTmux: false, terminal: false) == .terminal)
  }

  @Test func insideTmuxThePopupOpensWhenAskedFor() throws {
    #expect(try choose(["--tmux=top,40%"]) == .popup(try PopupSpec.parse("top,40%"), noTerminal: nil))
    #expect(try choose([]) == .terminal)
  }

  @Test func withoutATerminalThePopupOpensUnasked() throws {
    #expect(try choose([], terminal: false) == .popup(PopupSpec(), noTerminal: Self.noTTY))
  }

  @Test func anOldTmuxHasNoPopup() throws {
    let old = TmuxSupport.tooOld(TmuxVersion(major: 3, minor: 1))
    #expect(try choose(["--tmux"], tmux: old) == .terminal)
    #expect(
      try choose([], terminal: false, tmux: old)
        == .failure("no terminal available (\(Self.noTTY)), and tmux 3.1 has no popups (3.2 or later has)"))
    #expect(
      try choose(["--tmux"], terminal: false, tmux: .missing)
        == .failure("no terminal available (\(Self.noTTY)), and tmux does not run ('tmux -V' failed)"))
  }

  @Test func withoutTheInterfaceThereIsNoPopup() throws {
    #expect(try choose(["--tmux", "--order", "2,1"]) == .terminal)
    #expect(try choose(["--replay", "log", "--tmux"], terminal: false) == .terminal)
  }
}

@Suite struct TmuxVersionTests {
  @Test(arguments: [
    ("tmux 3.3a", TmuxSupport.popups), ("tmux 3.2", .popups), ("tmux 3.10", .popups),
    ("tmux next-3.4", .popups), ("tmux master", .popups), ("tmux openbsd-7.4", .popups),
    ("tmux 3.1c", .tooOld(TmuxVersion(major: 3, minor: 1))),
    ("tmux 2.9a", .tooOld(TmuxVersion(major: 2, minor: 9))),
  ])
  func versions(line: String, support: TmuxSupport) {
    #expect(TmuxSupport(versionLine: line) == support)
  }

  @Test func noTmux() {
    #expect(TmuxSupport(versionLine: nil) == .missing)
  }
}

@Suite struct PopupScriptTests {
  @Test func quotingKeepsEveryByteOfAWord() {
    #expect(PopupScript.quoted("plain") == "'plain'")
    #expect(PopupScript.quoted("it's") == "'it'\\''s'")
    #expect(PopupScript.quoted("$HOME `x` \"y\"\nz") == "'$HOME `x` \"y\"\nz'")
  }

  @Test func theTerminalsOwnVariablesStayBehind() {
    let passed = PopupScript.passedOn([
      "TERM=xterm", "HOME=/h", "COLUMNS=80", "LINES=24", "TERMCAP=x", "=odd", "A=b=c",
    ])
    #expect(passed == ["HOME=/h", "A=b=c"])
  }

  @Test func theScript() {
    let script = PopupScript(
      directory: "/tmp/reorder-popup.abc", workingDirectory: "/home/me/it's",
      executable: "/usr/bin/reorder", arguments: ["--bind=ctrl-z:ignore", "list", "--no-tmux"],
      readsFIFO: false)
    #expect(script.command == "exec sh '/tmp/reorder-popup.abc/run.sh'")
    #expect(
      script.text == """
        # reorder --tmux: the inner reorder in the popup (made and removed by the outer one)
        d='/tmp/reorder-popup.abc'
        echo $$ > "$d/pid.new" && mv "$d/pid.new" "$d/pid"
        cd '/home/me/it'\\''s' 2> "$d/err" && env -i "TERM=$TERM" "REORDER_POPUP_ENVIRONMENT=$d/env" \
        '/usr/bin/reorder' '--bind=ctrl-z:ignore' 'list' '--no-tmux' < /dev/null > "$d/out" 2> "$d/err"
        echo $? > "$d/status.new" && mv "$d/status.new" "$d/status"

        """)
    var fifo = script
    fifo.readsFIFO = true
    fifo.workingDirectory = nil
    #expect(fifo.text.contains("'--no-tmux' < \"$d/in\" > \"$d/out\""))
    #expect(!fifo.text.contains("cd "))
  }
}

@Suite struct PopupBytesTests {
  /// A directory and arguments that are not UTF-8 are written into the
  /// script as the bytes they are (issue 29: they became U+FFFD).
  @Test func theScriptKeepsTheBytesOfNames() {
    let directory = SystemBytes.text(Array("/home/\u{E9}t\u{E9}/".utf8) + [0xFF, 0x41])
    let script = PopupScript(
      directory: "/tmp/reorder-popup.abc", workingDirectory: directory, executable: "/usr/bin/reorder",
      arguments: [SystemBytes.text([0x6F, 0xFE])], readsFIFO: false)
    let bytes = script.bytes
    #expect(bytes.contains(subsequence: Array("cd '/home/\u{E9}t\u{E9}/".utf8) + [0xFF, 0x41, 0x27]))
    #expect(bytes.contains(subsequence: [0x27, 0x6F, 0xFE, 0x27]))
  }

  /// The environment goes into a file, NUL after each entry, byte for
  /// byte: a newline, a quote, a byte that is not UTF-8.
  @Test func theEnvironmentFileHoldsEveryEntryAsItIs() {
    let entries: [[UInt8]] = [
      Array("TOKEN=it's\nsecret".utf8), Array("FOO=a".utf8) + [0xFF] + Array("b".utf8), Array("EMPTY=".utf8),
    ]
    let file = PopupEnvironment.file(entries.map { SystemBytes.text($0) })
    #expect(file == entries.flatMap { $0 + [0] })
    #expect(PopupEnvironment.entries(file) == entries)
  }
}

extension Array where Element == UInt8 {
  fileprivate func contains(subsequence: [UInt8]) -> Bool {
    guard subsequence.count <= count else { return false }
    return (0...(count - subsequence.count)).contains {
      Array(self[$0..<($0 + subsequence.count)]) == subsequence
    }
  }
}
