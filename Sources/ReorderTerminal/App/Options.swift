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
  /// Show items' colour codes as colours (`--ansi`).
  public var ansi = false
  /// Changes to the colours (`--color`, any number of times).
  public var color = ThemeSpec()
  public var showHelp = false
  public var showVersion = false

  public init() {}

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
        if spec.valueName == nil, inline != nil {
          throw UsageError(message: "option '--\(name)' takes no value")
        }
        let given = spec.valueName == nil ? nil : try value(for: spec, inline: inline)
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
      throw UsageError(message: "too many files: \(positionals.joined(separator: " ")) (reorder takes one FILE)")
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
      if let valueName = spec.valueName { names += " \(valueName)" }
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
      "exit status: 0 accepted, 130 cancelled, 2 bad usage or input, 128+N signal N.",
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

  var display: String { short.map { "-\($0)/--\(long)" } ?? "--\(long)" }

  static let all: [OptionSpec] = [
    OptionSpec(long: "output", short: "o", valueName: "FILE", help: "write the result to FILE atomically (may be the input)"),
    OptionSpec(long: "null", short: "z", valueName: nil, help: "items are separated by NUL, not newline"),
    OptionSpec(long: "long-press", short: nil, valueName: "MS", help: "hold time before a row lifts (default 500; 0: at once)"),
    OptionSpec(long: "no-mouse", short: nil, valueName: nil, help: "leave the mouse to the terminal (text selection works)"),
    OptionSpec(long: "keys", short: nil, valueName: "MODE", help: "auto, kitty or legacy: key release reports (default auto)"),
    OptionSpec(long: "no-animation", short: nil, valueName: nil, help: "drop and cancel without the settle animation"),
    OptionSpec(long: "header", short: nil, valueName: "REGEX", help: "lines matching REGEX are section headers (not movable)"),
    OptionSpec(long: "header-lines", short: nil, valueName: "N", help: "the first N lines are a fixed header, printed back first"),
    OptionSpec(long: "lock", short: nil, valueName: "REGEX", help: "lines matching REGEX keep their position"),
    OptionSpec(long: "columns", short: nil, valueName: "N", help: "lay items out in a grid of N columns"),
    OptionSpec(long: "grid", short: nil, valueName: nil, help: "a grid with as many columns as fit the widest item"),
    OptionSpec(long: "swap", short: nil, valueName: nil, help: "a drop swaps the two rows instead of inserting (m toggles)"),
    OptionSpec(long: "confirm", short: nil, valueName: nil, help: "show the review of the changes before accepting"),
    OptionSpec(long: "ansi", short: nil, valueName: nil, help: "show colour codes in items as colours (ls --color=always)"),
    OptionSpec(long: "color", short: nil, valueName: "SPEC", help: "colours and attributes per role (SPEC below)"),
    OptionSpec(long: "help", short: "h", valueName: nil, help: "show this help"),
    OptionSpec(long: "version", short: nil, valueName: nil, help: "show the version"),
  ]
}

/// The program's version.
public let reorderVersion = "0.1.0"
