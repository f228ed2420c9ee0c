/// One command-line option, declared once: its names, its argument, its
/// line in `--help` and what it does to ``Options``.
///
///     OptionSpec("lock", value: "REGEX", help: "lines matching REGEX keep their position") {
///       $0.lockPattern = $1
///     }
///
/// The parser finds the spec by name and hands it the value; `--help`, the
/// man page and the completions (checked by `DocsTests`) list
/// ``all``. Rules between options are in ``Options/validated()``.
struct OptionSpec: Sendable {
  /// What follows the option's name.
  enum Argument: Sendable {
    /// A flag.
    case none
    /// A value: `--name VALUE`, `--name=VALUE`, `-x VALUE`, `-xVALUE`.
    case required(String)
    /// A value that may only be given as `--name=VALUE`.
    case optional(String)
  }

  /// Sets what the option means; throws ``Options/UsageError`` for a bad
  /// value.
  typealias Apply = @Sendable (inout Options, String?) throws -> Void

  var long: String
  var short: Character?
  var argument: Argument
  var help: String
  /// Sets what the option means on the options; the value is nil for a
  /// flag, and for an optional value not given.
  private var action: Apply

  init(
    _ long: String, _ short: Character? = nil, value: String? = nil, optionalValue: Bool = false,
    help: String, apply: @escaping Apply
  ) {
    self.long = long
    self.short = short
    self.argument = value.map { optionalValue ? .optional($0) : .required($0) } ?? .none
    self.help = help
    self.action = apply
  }

  /// A flag that sets one property.
  init(
    _ long: String, _ short: Character? = nil, help: String,
    sets flag: WritableKeyPath<Options, Bool> & Sendable, to value: Bool = true
  ) {
    self.init(long, short, help: help) { options, _ in options[keyPath: flag] = value }
  }

  /// Applies the option with its value (nil for a flag, or an optional
  /// value not given).
  func apply(_ options: inout Options, _ value: String?) throws(Options.UsageError) {
    do {
      try action(&options, value)
    } catch let error as Options.UsageError {
      throw error
    } catch {
      throw Options.UsageError(message: "--\(long): \(error)")
    }
  }

  var valueName: String? {
    switch argument {
    case .none: return nil
    case .required(let name), .optional(let name): return name
    }
  }

  var display: String { short.map { "-\($0)/--\(long)" } ?? "--\(long)" }

  static func named(_ long: String) -> OptionSpec? { all.first { $0.long == long } }

  /// `--name VALUE` as it shows in `--help`.
  var synopsis: String {
    var names = short.map { "-\($0), " } ?? "    "
    names += "--\(long)"
    switch argument {
    case .none: break
    case .required(let name): names += " \(name)"
    case .optional(let name): names += "[=\(name)]"
    }
    return names
  }
}

// MARK: - The options

extension OptionSpec {
  static let all: [OptionSpec] = [
    OptionSpec("output", "o", value: "FILE", help: "write the result to FILE atomically (may be the input)") {
      $0.output = $1
    },
    OptionSpec("null", "z", help: "items are separated by NUL, not newline", sets: \.nullSeparated),
    OptionSpec("long-press", value: "MS", help: "hold time before a row lifts (default 500; 0: at once)") {
      options, value in
      guard let value, let ms = Int(value), ms >= 0, ms <= 60_000 else {
        throw Options.UsageError(
          message: "--long-press needs milliseconds from 0 to 60000, not '\(value ?? "")'")
      }
      options.longPressMilliseconds = ms
    },
    OptionSpec(
      "no-mouse", help: "leave the mouse to the terminal (text selection works)", sets: \.mouse, to: false),
    OptionSpec("keys", value: "MODE", help: "auto, kitty or legacy: key release reports (default auto)") {
      options, value in
      guard let value, let mode = Options.KeyProtocol(rawValue: value) else {
        throw Options.UsageError(message: "--keys must be auto, kitty or legacy, not '\(value ?? "")'")
      }
      options.keys = mode
    },
    OptionSpec(
      "no-animation", help: "drop and cancel without the settle animation", sets: \.animation, to: false),
    OptionSpec("header", value: "REGEX", help: "lines matching REGEX are section headers (not movable)") {
      $0.headerPattern = $1
    },
    OptionSpec("header-lines", value: "N", help: "the first N lines are a fixed header, printed back first") {
      options, value in
      guard let value, let n = Int(value), n >= 0 else {
        throw Options.UsageError(message: "--header-lines needs a number of lines, not '\(value ?? "")'")
      }
      options.headerLines = n
    },
    OptionSpec("lock", value: "REGEX", help: "lines matching REGEX keep their position") {
      $0.lockPattern = $1
    },
    OptionSpec("columns", value: "N", help: "lay items out in a grid of N columns") { options, value in
      guard let value, let n = Int(value), n >= 1, n <= 1000 else {
        throw Options.UsageError(message: "--columns needs a number from 1 to 1000, not '\(value ?? "")'")
      }
      options.columns = n
    },
    OptionSpec("grid", help: "a grid with as many columns as fit the widest item") { options, _ in
      options.columns = 0
    },
    OptionSpec("swap", help: "a drop swaps the two rows instead of inserting (m toggles)", sets: \.swap),
    OptionSpec("confirm", help: "show the review of the changes before accepting", sets: \.confirm),
    OptionSpec("git", help: "a git rebase todo (automatic for a git-rebase-todo FILE)", sets: \.git),
    OptionSpec("in-place", "i", help: "write the result back to FILE atomically", sets: \.inPlace),
    OptionSpec(
      "backup", value: "SUFFIX", optionalValue: true,
      help: "keep the previous file as FILE+SUFFIX (--backup=SUFFIX; default ~)"
    ) { options, value in
      let suffix = value ?? "~"
      guard !suffix.isEmpty, !suffix.contains("/") else {
        throw Options.UsageError(message: "--backup needs a suffix without '/', not '\(suffix)'")
      }
      options.backupSuffix = suffix
    },
    OptionSpec("order", value: "LIST", help: "apply an order without the interface: --order 3,1,2") {
      options, value in
      options.order = try order(value ?? "")
    },
    OptionSpec(
      "print-index", help: "print the original positions (1-based) in the new order", sets: \.printIndex),
    OptionSpec("log", value: "FILE", help: "append every edit to FILE as JSON lines") { $0.logFile = $1 },
    OptionSpec("replay", value: "FILE", help: "re-apply a --log FILE without the interface") {
      $0.replayFile = $1
    },
    OptionSpec("bind", value: "KEYS", help: "bind keys: KEY:ACTION[,KEY:ACTION] (ACTION ignore unbinds)") {
      options, value in
      options.bindings += try KeyBindings.parseBindSpec(value ?? "")
    },
    OptionSpec(
      "height", value: "N[%]", help: "draw N rows (or N% of the terminal) below the cursor, not full screen"
    ) { options, value in
      guard let value, let parsed = InlineRegion.Height(value) else {
        throw Options.UsageError(
          message: "--height needs rows (3 or more) or a percentage (1% to 100%), not '\(value ?? "")'")
      }
      options.height = parsed
    },
    OptionSpec("ansi", help: "show colour codes in items as colours (ls --color=always)", sets: \.ansi),
    OptionSpec("color", value: "SPEC", help: "colours and attributes per role (SPEC below)") {
      options, value in
      do {
        options.color.changes += try ThemeSpec.parse(value ?? "").changes
      } catch let error as ThemeSpec.ParseError {
        throw Options.UsageError(message: "--color: \(error.message)")
      }
    },
    OptionSpec("preview", value: "CMD", help: "show what CMD prints for the focused row in a pane (below)") {
      $0.preview = $1
    },
    OptionSpec("preview-window", value: "SPEC", help: "where the pane goes and how (below)") {
      options, value in
      // A bad word is "--preview-window: unknown word 'x' (valid: …)".
      options.previewWindow = try PreviewWindowSpec.parse(value ?? "", over: options.previewWindow)
    },
    OptionSpec("delimiter", value: "REGEX", help: "what separates fields (--with-nth, {2} in --preview)") {
      $0.delimiter = $1
    },
    OptionSpec("with-nth", value: "LIST", help: "show only these fields: 2.., 1,3, -1 (output stays whole)") {
      $0.withNth = $1
    },
    OptionSpec(
      "bottom-up", help: "the first item on the last row, the list growing upwards", sets: \.bottomUp),
    OptionSpec("help", "h", help: "show this help", sets: \.showHelp),
    OptionSpec("version", help: "show the version", sets: \.showVersion),
  ]

  /// `--order`'s LIST: 1-based positions separated by commas.
  private static func order(_ list: String) throws(Options.UsageError) -> [Int] {
    var positions: [Int] = []
    for part in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let n = Int(part.trimmingSpaces), n >= 1 else {
        throw Options.UsageError(
          message: "--order needs 1-based positions separated by commas (3,1,2), not '\(list)'")
      }
      positions.append(n)
    }
    return positions
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return s
  }
}

// MARK: - Help

extension Options {
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
      let names = spec.synopsis
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
      "CMD (--preview) runs in sh for the focused row (the lifted one while dragging):",
      "{} is its line, quoted; {n} its index (0-based), {+} the selected lines, {q}",
      "the search text, {2} or {2..} fields (--delimiter). A failure shows its",
      "output and exit status. SPEC (--preview-window): right, left, up or down; a",
      "size (50%, 30); border, noborder, border-line…; wrap; hidden; follow; +N or",
      "+{2}-/2 (scroll to a line); ~N (N header lines); <N(SPEC) on a small screen.",
      "P toggles the pane; the wheel over it, or alt-up/alt-down, scrolls it.",
    ]
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
