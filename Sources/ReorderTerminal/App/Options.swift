/// The command line, parsed.
///
/// Hand-written (no outside packages): long options with `--name VALUE` or
/// `--name=VALUE`, short options with `-o VALUE` or `-oVALUE`, bundled
/// flags (`-zi`), `--` to end options, and `-` as a FILE for standard input.
public struct Options: Equatable, Sendable {
  public enum KeyProtocol: String, Equatable, Sendable, CaseIterable {
    case auto, kitty, legacy
  }

  public var file: String?
  public var output: String?
  public var nullSeparated = false
  public var longPressMilliseconds = 500
  public var mouse = true
  public var keys: KeyProtocol = .auto
  public var animation = true
  /// Lines matching this are section headers.
  public var headerPattern: String?
  /// The first N lines are a fixed header.
  public var headerLines = 0
  /// Lines matching this are locked in place.
  public var lockPattern: String?
  /// Grid columns: nil for a list, 0 for as many as fit (`--grid`).
  public var columns: Int?
  /// Drops swap instead of insert.
  public var swap = false
  /// Always review before accepting.
  public var confirm = false
  /// A git rebase todo (also detected from the file name).
  public var git = false
  /// Write the result back to FILE.
  public var inPlace = false
  /// Keep the previous version of the output file with this suffix.
  public var backupSuffix: String?
  /// Apply this order (1-based positions) without the interface.
  public var order: [Int]?
  /// Print the original positions instead of the items.
  public var printIndex = false
  /// Append every committed edit to this file as JSON lines.
  public var logFile: String?
  /// Re-apply a log without the interface.
  public var replayFile: String?
  /// Key bindings from `--bind`, in order (nil unbinds).
  public var bindings: [Binding] = []
  /// Draw inline, below the cursor, this tall (`--height`); nil for the
  /// whole screen.
  public var height: InlineRegion.Height?
  /// Show items' colour codes as colours (`--ansi`).
  public var ansi = false
  /// Changes to the colours (`--color`, any number of times).
  public var color = ThemeSpec()
  public var showHelp = false
  public var showVersion = false

  public init() {}

  /// One `--bind` entry.
  public struct Binding: Equatable, Sendable {
    public var key: KeyPress
    public var command: Command?
  }

  /// Parses `REORDER_DEFAULT_OPTS` (shell words) and then the command line,
  /// so the command line wins.
  public static func parse(_ arguments: [String], defaults: String?) throws(UsageError) -> Options {
    guard let defaults, !defaults.isEmpty else { return try parse(arguments) }
    let words: [String]
    do {
      words = try ShellWords.split(defaults)
    } catch {
      throw UsageError(message: "in REORDER_DEFAULT_OPTS: \(error.message)")
    }
    do {
      _ = try parse(words)
    } catch {
      throw UsageError(message: "in REORDER_DEFAULT_OPTS: \(error.message)")
    }
    return try parse(words + arguments)
  }

  /// A usage error: one line for stderr, exit status 2.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Parses arguments (without the program name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var positionals: [String] = []
    var index = 0
    var optionsEnded = false

    func value(for spec: OptionSpec, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else {
        throw UsageError(message: "option '\(spec.display)' needs a value (\(spec.valueName ?? "VALUE"))")
      }
      return arguments[index]
    }

    while index < arguments.count {
      let argument = arguments[index]
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let spec = OptionSpec.all.first(where: { $0.long == name }) else {
          throw UsageError(message: "unknown option '--\(name)' (see reorder --help)")
        }
        if spec.valueName == nil, inline != nil, !spec.optionalValue {
          throw UsageError(message: "option '--\(name)' takes no value")
        }
        let given =
          spec.valueName == nil || spec.optionalValue ? inline : try value(for: spec, inline: inline)
        try options.apply(spec, given)
      } else {
        var letters = Substring(argument.dropFirst())
        while let letter = letters.first {
          letters = letters.dropFirst()
          guard let spec = OptionSpec.all.first(where: { $0.short == letter }) else {
            throw UsageError(message: "unknown option '-\(letter)' (see reorder --help)")
          }
          if spec.valueName != nil {
            let given = try value(for: spec, inline: letters.isEmpty ? nil : String(letters))
            try options.apply(spec, given)
            break
          }
          try options.apply(spec, nil)
        }
      }
      index += 1
    }
    if positionals.count > 1 {
      throw UsageError(
        message: "too many files: \(positionals.joined(separator: " ")) (reorder takes one FILE)")
    }
    options.file = positionals.first.flatMap { $0 == "-" ? nil : $0 }
    return options
  }

  private mutating func apply(_ spec: OptionSpec, _ value: String?) throws(UsageError) {
    switch spec.long {
    case "output": output = value
    case "null": nullSeparated = true
    case "long-press":
      guard let value, let ms = Int(value), ms >= 0, ms <= 60_000 else {
        throw UsageError(message: "--long-press needs milliseconds from 0 to 60000, not '\(value ?? "")'")
      }
      longPressMilliseconds = ms
    case "no-mouse": mouse = false
    case "keys":
      guard let value, let mode = KeyProtocol(rawValue: value) else {
        throw UsageError(message: "--keys must be auto, kitty or legacy, not '\(value ?? "")'")
      }
      keys = mode
    case "no-animation": animation = false
    case "header": headerPattern = value
    case "header-lines":
      guard let value, let n = Int(value), n >= 0 else {
        throw UsageError(message: "--header-lines needs a number of lines, not '\(value ?? "")'")
      }
      headerLines = n
    case "lock": lockPattern = value
    case "columns":
      guard let value, let n = Int(value), n >= 1, n <= 1000 else {
        throw UsageError(message: "--columns needs a number from 1 to 1000, not '\(value ?? "")'")
      }
      columns = n
    case "grid": columns = 0
    case "swap": swap = true
    case "confirm": confirm = true
    case "git": git = true
    case "in-place": inPlace = true
    case "backup":
      let suffix = value ?? "~"
      guard !suffix.isEmpty, !suffix.contains("/") else {
        throw UsageError(message: "--backup needs a suffix without '/', not '\(suffix)'")
      }
      backupSuffix = suffix
    case "order":
      let parts = (value ?? "").split(separator: ",", omittingEmptySubsequences: false)
      var positions: [Int] = []
      for part in parts {
        guard let n = Int(part.trimmingSpaces), n >= 1 else {
          throw UsageError(
            message: "--order needs 1-based positions separated by commas (3,1,2), not '\(value ?? "")'")
        }
        positions.append(n)
      }
      order = positions
    case "print-index": printIndex = true
    case "log": logFile = value
    case "replay": replayFile = value
    case "bind":
      bindings += try KeyBindings.parseBindSpec(value ?? "")
    case "height":
      guard let value, let parsed = InlineRegion.Height(value) else {
        throw UsageError(
          message: "--height needs rows (3 or more) or a percentage (1% to 100%), not '\(value ?? "")'")
      }
      height = parsed
    case "ansi": ansi = true
    case "color":
      do {
        color.changes += try ThemeSpec.parse(value ?? "").changes
      } catch {
        throw UsageError(message: "--color: \(error.message)")
      }
    case "help": showHelp = true
    case "version": showVersion = true
    default: preconditionFailure("option \(spec.long) has no handler")
    }
  }

  /// The text of `reorder --help`.
  public static var helpText: String {
    var lines = [
      "usage: reorder [OPTIONS] [FILE]",
      "",
      "Reorder lines by hand in the terminal: hold a row with the mouse and drag",
      "it, or lift it with Space and move it with the arrow keys. Enter prints the",
      "new order; Esc, q or Ctrl-C cancel (exit 130) and print nothing.",
      "",
      "Reads FILE, or standard input when it is not a terminal. The interface is",
      "drawn on /dev/tty, so reorder works in pipelines: ls | reorder | xargs ...",
      "",
      "options:",
    ]
    for spec in OptionSpec.all {
      var names = spec.short.map { "-\($0), " } ?? "    "
      names += "--\(spec.long)"
      if let valueName = spec.valueName { names += spec.optionalValue ? "[=\(valueName)]" : " \(valueName)" }
      let padded = names.count < 24 ? names + String(repeating: " ", count: 24 - names.count) : names + "  "
      lines.append("  " + padded + spec.help)
    }
    lines += [
      "",
      "REGEX is a POSIX extended regular expression, matched anywhere in a line.",
      "",
    ]
    lines += ThemeSpec.helpLines
    lines += [
      "",
      "keys: arrows/j/k focus, Space lift/drop, J/K move one (5J: five), t/b top or",
      "bottom, :N to position N, x/Tab select, v range, d delete, e edit mode,",
      "m insert/swap, / search, r review, . repeat, u undo, Ctrl-R redo, ? all keys.",
      "mouse: hold a row, drag, release; drag at once to select.",
      "",
      "environment: REORDER_DEFAULT_OPTS holds options applied before the command",
      "line; NO_COLOR turns colours off.",
      "",
      "exit status: 0 accepted, 130 cancelled (1 in git mode), 2 bad usage, input or",
      "output, 141 when the reader of the output went away, 128+N killed by signal N.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}

/// One command-line option: its names, whether it takes a value, and its
/// line in `--help`.
struct OptionSpec: Sendable {
  var long: String
  var short: Character?
  var valueName: String?
  var help: String
  /// The value may only be given as `--long=VALUE`.
  var optionalValue = false

  var display: String { short.map { "-\($0)/--\(long)" } ?? "--\(long)" }

  static let all: [OptionSpec] = [
    OptionSpec(
      long: "output", short: "o", valueName: "FILE",
      help: "write the result to FILE atomically (may be the input)"),
    OptionSpec(long: "null", short: "z", valueName: nil, help: "items are separated by NUL, not newline"),
    OptionSpec(
      long: "long-press", short: nil, valueName: "MS",
      help: "hold time before a row lifts (default 500; 0: at once)"),
    OptionSpec(
      long: "no-mouse", short: nil, valueName: nil,
      help: "leave the mouse to the terminal (text selection works)"),
    OptionSpec(
      long: "keys", short: nil, valueName: "MODE",
      help: "auto, kitty or legacy: key release reports (default auto)"),
    OptionSpec(
      long: "no-animation", short: nil, valueName: nil, help: "drop and cancel without the settle animation"),
    OptionSpec(
      long: "header", short: nil, valueName: "REGEX",
      help: "lines matching REGEX are section headers (not movable)"),
    OptionSpec(
      long: "header-lines", short: nil, valueName: "N",
      help: "the first N lines are a fixed header, printed back first"),
    OptionSpec(
      long: "lock", short: nil, valueName: "REGEX", help: "lines matching REGEX keep their position"),
    OptionSpec(long: "columns", short: nil, valueName: "N", help: "lay items out in a grid of N columns"),
    OptionSpec(
      long: "grid", short: nil, valueName: nil, help: "a grid with as many columns as fit the widest item"),
    OptionSpec(
      long: "swap", short: nil, valueName: nil,
      help: "a drop swaps the two rows instead of inserting (m toggles)"),
    OptionSpec(
      long: "confirm", short: nil, valueName: nil, help: "show the review of the changes before accepting"),
    OptionSpec(
      long: "git", short: nil, valueName: nil,
      help: "a git rebase todo (automatic for a git-rebase-todo FILE)"),
    OptionSpec(
      long: "in-place", short: "i", valueName: nil, help: "write the result back to FILE atomically"),
    OptionSpec(
      long: "backup", short: nil, valueName: "SUFFIX",
      help: "keep the previous file as FILE+SUFFIX (--backup=SUFFIX; default ~)", optionalValue: true),
    OptionSpec(
      long: "order", short: nil, valueName: "LIST",
      help: "apply an order without the interface: --order 3,1,2"),
    OptionSpec(
      long: "print-index", short: nil, valueName: nil,
      help: "print the original positions (1-based) in the new order"),
    OptionSpec(long: "log", short: nil, valueName: "FILE", help: "append every edit to FILE as JSON lines"),
    OptionSpec(
      long: "replay", short: nil, valueName: "FILE", help: "re-apply a --log FILE without the interface"),
    OptionSpec(
      long: "bind", short: nil, valueName: "KEYS",
      help: "bind keys: KEY:ACTION[,KEY:ACTION] (ACTION ignore unbinds)"),
    OptionSpec(
      long: "height", short: nil, valueName: "N[%]",
      help: "draw N rows (or N% of the terminal) below the cursor, not full screen"),
    OptionSpec(
      long: "ansi", short: nil, valueName: nil,
      help: "show colour codes in items as colours (ls --color=always)"),
    OptionSpec(
      long: "color", short: nil, valueName: "SPEC", help: "colours and attributes per role (SPEC below)"),
    OptionSpec(long: "help", short: "h", valueName: nil, help: "show this help"),
    OptionSpec(long: "version", short: nil, valueName: nil, help: "show the version"),
  ]
}

/// The program's version.
public let reorderVersion = "0.1.0"

extension Substring {
  var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return s
  }
}

/// Splits a string into words as a POSIX shell would, for
/// `REORDER_DEFAULT_OPTS`: blanks separate words; single quotes keep
/// everything; double quotes keep all but `\"` and `\\`; a backslash
/// escapes the next character. No expansion of any kind.
public enum ShellWords {
  public struct SyntaxError: Error, Equatable {
    public var message: String
  }

  public static func split(_ text: String) throws(SyntaxError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var characters = Array(text)[...]
    while let c = characters.popFirst() {
      switch c {
      case " ", "\t", "\n":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "'":
        inWord = true
        guard let end = characters.firstIndex(of: "'") else {
          throw SyntaxError(message: "unterminated ' quote")
        }
        current += String(characters[..<end])
        characters = characters[(end + 1)...]
      case "\"":
        inWord = true
        var closed = false
        while let d = characters.popFirst() {
          if d == "\"" {
            closed = true
            break
          }
          if d == "\\", let next = characters.first, next == "\"" || next == "\\" {
            current.append(next)
            characters = characters.dropFirst()
          } else {
            current.append(d)
          }
        }
        if !closed { throw SyntaxError(message: "unterminated \" quote") }
      case "\\":
        inWord = true
        if let next = characters.popFirst() { current.append(next) }
      default:
        inWord = true
        current.append(c)
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
