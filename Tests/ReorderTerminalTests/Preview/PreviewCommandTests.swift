import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

@Suite struct PreviewCommandTests {
  typealias Line = PreviewCommand.Line

  func line(_ text: String, _ index: Int = 0) -> Line { Line(bytes: Array(text.utf8), index: index) }

  func expand(
    _ template: String, _ focused: String = "", index: Int = 0, selected: [String] = [], query: String = "",
    ansi: Bool = false, delimiter: FieldDelimiter = .blanks
  ) throws -> String {
    let context = PreviewCommand.Context(
      focused: line(focused, index), selected: selected.enumerated().map { line($1, 10 + $0) }, query: query,
      ansi: ansi, delimiter: delimiter)
    return String(decoding: try PreviewCommand(template).expand(context), as: UTF8.self)
  }

  @Test func theFocusedLineIsShellQuoted() throws {
    #expect(try expand("cat {}", "notes.txt") == "cat 'notes.txt'")
    #expect(try expand("cat {}", "it's mine") == #"cat 'it'\''s mine'"#)
    #expect(try expand("echo {} {}", "a") == "echo 'a' 'a'")
    #expect(try expand("echo {}", "") == "echo ''")
  }

  @Test func positionsSelectionAndQuery() throws {
    #expect(try expand("show {n}", "x", index: 41) == "show 41")
    #expect(try expand("cat {+}", "f", selected: ["a b", "c"]) == "cat 'a b' 'c'")
    #expect(try expand("cat {+}", "f") == "cat 'f'")
    #expect(try expand("echo {+n}", "f", index: 3, selected: ["a", "b"]) == "echo 10 11")
    #expect(try expand("echo {+n}", "f", index: 3) == "echo 3")
    #expect(try expand("grep {q} {}", "f", query: "it's") == #"grep 'it'\''s' 'f'"#)
    #expect(try expand("grep {fzf:query}", query: "x") == "grep 'x'")
  }

  @Test func fieldsDropTheirLastDelimiterAndBlanks() throws {
    let colon = FieldDelimiter(":")
    #expect(
      try expand("bat {1} -H {2}", "src/main.swift:42:  let x", delimiter: colon)
        == "bat 'src/main.swift' -H '42'")
    #expect(try expand("echo {3..}", "f:1:  a:b ", delimiter: colon) == "echo 'a:b'")
    #expect(try expand("echo {s3..}", "f:1:  a:b ", delimiter: colon) == "echo '  a:b '")
    #expect(try expand("echo {-1}", "a b  c") == "echo 'c'")
    #expect(try expand("echo {1,3}", "a b c") == "echo 'a c'")
    #expect(try expand("echo {9}", "a b c") == "echo ''")
    #expect(try expand("echo {+2}", "x y", selected: ["a b", "c d"]) == "echo 'b' 'd'")
    // A regular expression's last match is dropped only at the very end.
    #expect(try expand("echo {1..2}", "a, b, c", delimiter: FieldDelimiter(", *")) == "echo 'a, b'")
  }

  @Test func anEscapedPlaceholderIsLiteral() throws {
    #expect(try expand(#"echo \{} {}"#, "x") == "echo {} 'x'")
    #expect(try expand(#"echo \{q} \{1}"#, "x") == "echo {q} {1}")
    #expect(try expand(#"echo \\{}"#, "x") == #"echo \{}"#)
  }

  @Test func formsThisDoesNotReadAreLeftAsTheyAre() throws {
    #expect(try expand("cat {f} {+f} {fzf:action}", "x") == "cat {f} {+f} {fzf:action}")
    #expect(try expand("echo {1..x} {foo} {a{}", "x") == "echo {1..x} {foo} {a'x'")
    #expect(try expand("awk '{print $1}' {}", "x") == "awk '{print $1}' 'x'")
  }

  @Test func lineTextIsWhatIsShown() throws {
    #expect(try expand("cat {}", "file.txt\r") == "cat 'file.txt'")
    #expect(try expand("cat {}", "\u{1B}[34mdir\u{1B}[0m/", ansi: true) == "cat 'dir/'")
    #expect(try expand("cat {}", "\u{1B}[34mdir", ansi: false) == "cat '\u{1B}[34mdir'")
  }

  @Test func aNULByteCannotBeCarried() {
    #expect(throws: PreviewCommand.ExpansionError.containsNUL) { try expand("cat {}", "a\u{0}b") }
    #expect(throws: Never.self) { try expand("cat {q}", "a\u{0}b") }
  }

  @Test func whatTheCommandDependsOn() {
    #expect(PreviewCommand("cat {+}").usesSelection)
    #expect(PreviewCommand("cat {+2}").usesSelection)
    #expect(!PreviewCommand("cat {} {q}").usesSelection)
    #expect(PreviewCommand("grep {q}").usesQuery)
    #expect(!PreviewCommand(#"grep \{q}"#).usesQuery)
  }

  /// The shell gets back exactly the bytes of the line, whatever they are.
  @Test func quotedLinesReachTheShellUnchanged() throws {
    let lines = [
      "it's", "a\nb", "$(echo pwned)", "`echo pwned`", #"back\slash"#, "*", "!x", "\"q\"", "tab\there", "'",
      "''", "-n", "é日本",
    ]
    for text in lines {
      let command = try expand("printf '%s|' {}", text)
      let output = Subprocess.output(["/bin/sh", "-c", command])
      #expect(output == text + "|", "\(text)")
    }
  }
}
