import ReorderCore
import ReorderFrontEnd

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
  /// The switch this one undoes (`no-swap` undoes `swap`): `--help` shows
  /// the two on one line, `--[no-]swap`, with the help of the other.
  var negates: String?
  /// An optional value's words that may also follow as the next argument
  /// (`--outline org`); any other next argument is not its value.
  var words: [String] = []
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

  /// The negation of a switch: `--no-NAME` (or `--NAME` for a switch that
  /// is a `no-` itself), so a command line can undo what
  /// `REORDER_DEFAULT_OPTS` said (the later one wins).
  static func negation(_ long: String, of other: String, apply: @escaping Apply) -> OptionSpec {
    var spec = OptionSpec(long, help: "", apply: apply)
    spec.negates = other
    return spec
  }

  /// A switch and its negation, both setting one property.
  static func pair(
    _ long: String, _ short: Character? = nil, negation no: String, help: String,
    sets flag: WritableKeyPath<Options, Bool> & Sendable, to value: Bool = true
  ) -> [OptionSpec] {
    [
      OptionSpec(long, short, help: help, sets: flag, to: value),
      OptionSpec.negation(no, of: long) { options, _ in options[keyPath: flag] = !value },
    ]
  }

  /// The switch that undoes this one, if any.
  var negation: OptionSpec? { Self.all.first { $0.negates == long } }

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

  /// `--name VALUE` as it shows in `--help`; a switch with a negation is
  /// `--[no-]name`.
  var synopsis: String {
    var names = short.map { "-\($0), " } ?? "    "
    if let negation {
      let base = [long, negation.long].first { !$0.hasPrefix("no-") } ?? long
      names += "--[no-]\(base)"
    } else {
      names += "--\(long)"
    }
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
  /// Every option: the program's own, with the kind modules' among them
  /// (after `--confirm`), in `main.swift`'s order.
  static var all: [OptionSpec] {
    builtIn + KindModules.installed.flatMap(kindOptions) + afterKinds
  }

  private static let builtIn: [OptionSpec] =
    [
      OptionSpec("output", "o", value: "FILE", help: "write the result to FILE atomically (may be the input)")
      {
        $0.output = $1
      },
      OptionSpec("null", "z", help: "NUL-separated items (--read0 and --print0)") {
        options, _ in
        options.readNull = true
        options.printNull = true
      },
      .negation("no-null", of: "null") { options, _ in
        options.readNull = false
        options.printNull = false
      },
    ] + OptionSpec.pair("read0", negation: "no-read0", help: "read items separated by NUL", sets: \.readNull)
    + OptionSpec.pair(
      "print0", negation: "no-print0", help: "print items separated by NUL", sets: \.printNull)
    + [
      OptionSpec("long-press", value: "MS", help: "hold time before a row lifts (default 500; 0: at once)") {
        options, value in
        guard let value, let ms = Int(value), ms >= 0, ms <= 60_000 else {
          throw Options.UsageError(
            message: "--long-press needs milliseconds from 0 to 60000, not '\(value ?? "")'")
        }
        options.longPressMilliseconds = ms
      }
    ]
    + OptionSpec.pair(
      "mouse", negation: "no-mouse", help: "drag with the mouse (no: the terminal selects text)",
      sets: \.mouse)
    + [
      OptionSpec("keys", value: "MODE", help: "auto, kitty or legacy: key protocol (default auto)") {
        options, value in
        guard let value, let mode = Options.KeyProtocol(rawValue: value) else {
          throw Options.UsageError(message: "--keys must be auto, kitty or legacy, not '\(value ?? "")'")
        }
        options.keys = mode
      }
    ]
    + OptionSpec.pair(
      "animation", negation: "no-animation", help: "the settle animation after a drop or cancel (default)",
      sets: \.animation)
    + [
      OptionSpec("header", value: "TEXT", help: "a label shown above the list (not an item)") {
        $0.headerText = $1
      },
      OptionSpec("section", value: "REGEX", help: "lines matching REGEX are section headers (not movable)") {
        $0.sectionPattern = $1
      },
      OptionSpec("header-lines", value: "N", help: "the first N lines are fixed, printed back first") {
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
      OptionSpec("no-grid", help: "a list, one item a row (undoes --grid and --columns)") { options, _ in
        options.columns = nil
      },
    ]
    + OptionSpec.pair(
      "swap", negation: "no-swap", help: "drops swap two rows instead of inserting (m toggles)",
      sets: \.swap)
    + OptionSpec.pair(
      "confirm", negation: "no-confirm", help: "show the review of the changes before accepting",
      sets: \.confirm)

  /// The program's options after the kinds' (``all``).
  private static let afterKinds: [OptionSpec] =
    [OptionSpec.tabWidth]
    + OptionSpec.pair(
      "in-place", "i", negation: "no-in-place", help: "write the result back to FILE atomically",
      sets: \.inPlace)
    + [
      OptionSpec(
        "backup", value: "SUFFIX", optionalValue: true,
        help: "keep the old file as FILE+SUFFIX (default ~)"
      ) { options, value in
        let suffix = value ?? "~"
        guard !suffix.isEmpty, !suffix.contains("/") else {
          throw Options.UsageError(message: "--backup needs a suffix without '/', not '\(suffix)'")
        }
        options.backupSuffix = suffix
      },
      OptionSpec("no-backup", help: "keep no previous version (undoes --backup)") { options, _ in
        options.backupSuffix = nil
      },
      OptionSpec("order", value: "LIST", help: "apply an order without the interface: --order 3,1,2") {
        options, value in
        options.order = try order(value ?? "")
      },
    ]
    + [
      OptionSpec(
        "cancel-prints-input",
        help: "a cancel prints the input unchanged (default: only as an editor's filter, below)"
      ) { options, _ in options.cancelPrintsInput = true },
      .negation("no-cancel-prints-input", of: "cancel-prints-input") { options, _ in
        options.cancelPrintsInput = false
      },
    ]
    + OptionSpec.pair(
      "print-index", negation: "no-print-index",
      help: "print the original 1-based positions in the new order",
      sets: \.printIndex)
    + [
      OptionSpec("preview", value: "CMD", help: "show what CMD prints for the focused row in a pane (below)")
      {
        $0.preview = $1
      },
      OptionSpec("preview-window", value: "SPEC", help: "where the pane goes and how (below)") {
        options, value in
        // A bad word is "--preview-window: unknown word 'x' (valid: …)".
        options.previewWindow = try PreviewWindowSpec.parse(
          value ?? "", over: options.previewWindow ?? PreviewWindowSpec())
      },
      OptionSpec("delimiter", value: "REGEX", help: "what separates fields (--with-nth, {2} in --preview)") {
        $0.delimiter = $1
      },
      OptionSpec("with-nth", value: "LIST", help: "show only these fields: 2.., 1,3, -1 (output stays whole)")
      {
        $0.withNth = $1
      },
      OptionSpec(
        "bottom-up", help: "the first item on the last row, the list growing upwards", sets: \.bottomUp),
      .negation("no-bottom-up", of: "bottom-up") { options, _ in options.bottomUp = false },
      OptionSpec("log", value: "FILE", help: "append every edit to FILE as JSON lines") { $0.logFile = $1 },
      OptionSpec("replay", value: "FILE", help: "re-apply a --log FILE without the interface") {
        $0.replayFile = $1
      },
      OptionSpec(
        "narrate", value: "FILE", help: "write what the status line says to FILE (or a FIFO), a line each"
      ) {
        $0.narrateFile = $1
      },
      OptionSpec("bind", value: "KEYS", help: "KEY:ACTION[+ACTION][,…] (ACTION ignore unbinds)") {
        options, value in
        options.bindings += try KeyBindings.parseBindSpec(value ?? "")
      },
      OptionSpec(
        "height", value: "[~]N[%]", help: "draw N rows (N% of the screen; ~: fit a short list)"
      ) { options, value in
        guard let value, let parsed = InlineRegion.Height(value) else {
          throw Options.UsageError(
            message:
              "--height needs rows (3 or more) or a percentage (1% to 100%), optionally after ~, not '\(value ?? "")'"
          )
        }
        options.height = parsed
        options.tmux = nil  // the later of --height and --tmux wins, as in fzf
      },
      OptionSpec("no-height", help: "draw on the whole screen (undoes --height)") { options, _ in
        options.height = nil
      },
    ]
    + OptionSpec.popup
    + OptionSpec.pair(
      "ansi", negation: "no-ansi", help: "show colour codes in items as colours",
      sets: \.ansi)
    + [
      OptionSpec("color", value: "SPEC", help: "colours and attributes per role (SPEC below)") {
        options, value in
        do {
          options.color.changes += try ThemeSpec.parse(value ?? "").changes
        } catch let error as ThemeSpec.ParseError {
          throw Options.UsageError(message: "--color: \(error.message)")
        }
      },
      OptionSpec("no-color", help: "no colours, attributes only (as --color bw)") { options, _ in
        options.color.changes += (try? ThemeSpec.parse("bw").changes) ?? []
      },
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
      "new order; Esc or q cancel (asking first if changes would be lost), Ctrl-C",
      "cancels at once: exit 130, nothing printed (the input, as an editor's filter).",
      "",
      "Reads FILE, or standard input when it is not a terminal. The interface is",
      "drawn on /dev/tty, so reorder works in pipelines: ls | reorder | xargs ...",
      "",
      "options:",
    ]
    for spec in OptionSpec.all where spec.negates == nil {
      let names = spec.synopsis
      let padded = names.count < 24 ? names + String(repeating: " ", count: 24 - names.count) : names + "  "
      // Within 80 columns: a long help line goes on under itself.
      for (i, text) in KeyHelp.wrap(spec.help, width: 80 - 2 - padded.count).enumerated() {
        lines.append("  " + (i == 0 ? padded : String(repeating: " ", count: padded.count)) + text)
      }
    }
    lines += [
      "",
      "REGEX is a POSIX extended regular expression, matched anywhere in a line.",
      "",
    ]
    lines += ThemeSpec.helpLines
    lines +=
      [""]
      + KeyHelp.helpText(
        width: 80,
        kinds: KindModules.installed.compactMap(\.keysHelp).map { ($0.title, $0.keys) })
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
    lines += [""] + OptionSpec.popupHelpLines
    lines += [
      "",
      "As an editor's filter (vim's :%!reorder, kakoune's |, emacs's C-u M-|,",
      "micro's textfilter) a cancel prints the input back unchanged, still exit 130,",
      "so the editor keeps its text: when an editor among reorder's parents reads its",
      "output and reorder runs in the editor's process group or with no terminal.",
      "Not so in the editor's :terminal or :shell: ls | reorder | xargs rm prints",
      "nothing on a cancel. --[no-]cancel-prints-input decide instead.",
      "",
      "environment: REORDER_DEFAULT_OPTS holds options applied before the command",
      "line; NO_COLOR turns colours off.",
      "",
      "exit status: 0 accepted, 130 cancelled (git mode: 0, the todo emptied, which",
      "aborts the rebase), 2 bad usage, input or",
      "output, 141 when the reader of the output went away, 128+N killed by signal N.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
