import ReorderCore
import ReorderFrontEnd

/// The command line, parsed.
///
/// Hand-written (no outside packages): long options with `--name VALUE` or
/// `--name=VALUE`, short options with `-o VALUE` or `-oVALUE`, bundled
/// flags (`-zi`), `--` to end options, and `-` as a FILE for standard input.
/// Each option is declared once, in ``OptionSpec/all``, with what it does;
/// the rules between options are in ``validated()``.
public struct Options: Equatable, Sendable {
  public enum KeyProtocol: String, Equatable, Sendable, CaseIterable {
    case auto, kitty, legacy
  }

  public var file: String?
  public var output: String?
  /// Items are read separated by NUL (`--read0`, half of `-z`).
  public var readNull = false
  /// Items are printed separated by NUL (`--print0`, half of `-z`).
  public var printNull = false
  public var longPressMilliseconds = 500
  public var mouse = true
  public var keys: KeyProtocol = .auto
  public var animation = true
  /// Lines matching this are section headers (`--section`).
  public var sectionPattern: String?
  /// A label shown above the list (`--header`, as fzf's): not an item.
  public var headerText: String?
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
  /// The kind of list a module's option chose (``KindModules``:
  /// `--git`, `--tree`, `--outline`, `--board`, `--paragraphs`), or a
  /// FILE's name; nil: a plain list.
  public var kind: KindChoice?
  /// A second kind named beside ``kind``: a usage error, said by the two
  /// modules (``KindModule/clash(with:)``).
  public var otherKind: KindChoice?
  /// The kinds a FILE's name no longer chooses (`--no-git`).
  public var undetectedKinds: [String] = []
  /// How many columns a tab goes to in `--tree` (`--tab-width`).
  public var tabWidth = 8
  /// Write the result back to FILE.
  public var inPlace = false
  /// Keep the previous version of the output file with this suffix.
  public var backupSuffix: String?
  /// Apply this order (1-based positions) without the interface.
  public var order: [Int]?
  /// Print the original positions instead of the items.
  public var printIndex = false
  /// A cancel prints the input back unchanged (as an editor's filter
  /// needs: the editor replaces the text with what was printed); nil
  /// until decided by ``EditorFilter`` (`--[no-]cancel-prints-input`
  /// decide instead).
  public var cancelPrintsInput: Bool?
  /// Append every committed edit to this file as JSON lines.
  public var logFile: String?
  /// Re-apply a log without the interface.
  public var replayFile: String?
  /// Write each narration to this file (or FIFO) as a line (`--narrate`).
  public var narrateFile: String?
  /// Key bindings from `--bind`, in order (nil unbinds).
  public var bindings: [Binding] = []
  /// Draw inline, below the cursor, this tall (`--height`); nil for the
  /// whole screen.
  public var height: InlineRegion.Height?
  /// Show items' colour codes as colours (`--ansi`).
  public var ansi = false
  /// Changes to the colours (`--color`, any number of times).
  public var color = ThemeSpec()
  /// The command that previews the focused row (`--preview`).
  public var preview: String?
  /// Where and how the preview pane is shown (`--preview-window`, each
  /// one over the one before); nil when not given (the defaults, and git
  /// mode's own pane below the list).
  public var previewWindow: PreviewWindowSpec?
  /// How items are cut into fields (`--delimiter`); nil: blanks.
  public var delimiter: String?
  /// Which fields are shown (`--with-nth`), as given.
  public var withNth: String?
  /// `--with-nth` read with `--delimiter`'s delimiter (set by
  /// ``validated()``, since `--delimiter` may come after it).
  public var displayFields: FieldSelector?
  /// The first item on the last row, the list growing upwards.
  public var bottomUp = false
  /// Open the interface in a tmux popup there (`--tmux`, inside tmux
  /// 3.2 or later; see ``TmuxPopup``).
  public var tmux: PopupSpec?
  public var showHelp = false
  public var showVersion = false

  public init() {}

  /// One `--bind` entry: the commands a key runs, in order (none: the
  /// key is unbound).
  public struct Binding: Equatable, Sendable {
    public var key: KeyPress
    public var actions: [Command]
  }

  /// A usage error: one line for stderr, exit status 2.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Where the result goes: `--output`, else FILE itself with `--in-place`
  /// or for a kind whose result goes back into it (git mode); nil for
  /// standard output.
  public var resultFile: String? {
    output ?? (inPlace || writesBack ? file : nil)
  }

  // MARK: - Parsing

  /// Parses `REORDER_DEFAULT_OPTS` (shell words) and then the command line,
  /// so the command line wins. The default options end where the command
  /// line begins: a `--` among them ends only their own options, and an
  /// option there cannot take its value from the command line.
  public static func parse(_ arguments: [String], defaults: String?) throws(UsageError) -> Options {
    var parser = Parser()
    if let defaults, !defaults.isEmpty {
      let words: [String]
      do {
        words = try ShellWords.split(defaults)
      } catch {
        throw UsageError(message: "in REORDER_DEFAULT_OPTS: \(error.message)")
      }
      do {
        try parser.parse(words)
      } catch {
        throw UsageError(message: "in REORDER_DEFAULT_OPTS: \(error.message)")
      }
    }
    try parser.parse(arguments)
    return try parser.finish()
  }

  /// Parses arguments (without the program name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var parser = Parser()
    try parser.parse(arguments)
    return try parser.finish()
  }

  /// Where the options of a command line end: the index of the `--` that
  /// ends them, else the number of arguments. An option inserted there is
  /// read after all the others (a popup's inner `reorder` gets `--no-tmux`
  /// so).
  static func endOfOptions(_ arguments: [String]) throws(UsageError) -> Int {
    var parser = Parser()
    try parser.parse(arguments)
    return parser.optionsEnd ?? arguments.count
  }

  /// Reads argument lists into options, one list (the default options,
  /// then the command line) at a time.
  private struct Parser {
    var options = Options()
    var positionals: [String] = []
    /// The index of the `--` that ended the last list's options.
    var optionsEnd: Int?

    mutating func parse(_ arguments: [String]) throws(UsageError) {
      var index = 0
      var optionsEnded = false
      optionsEnd = nil
      // The value of an option: inline (`--name=VALUE`, `-oVALUE`) or the
      // next argument.
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
          optionsEnd = index
        } else if argument.hasPrefix("--") {
          let body = argument.dropFirst(2)
          let name = String(body.prefix { $0 != "=" })
          let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
          guard let spec = OptionSpec.named(name) else {
            throw UsageError(message: "unknown option '--\(name)' (see reorder --help)")
          }
          switch spec.argument {
          case .none where inline != nil: throw UsageError(message: "option '--\(name)' takes no value")
          case .none: try spec.apply(&options, inline)
          case .optional:
            // `--outline org`: a next argument that is one of the option's
            // words is its value.
            if inline == nil, index + 1 < arguments.count, spec.words.contains(arguments[index + 1]) {
              index += 1
              try spec.apply(&options, arguments[index])
            } else {
              try spec.apply(&options, inline)
            }
          case .required: try spec.apply(&options, try value(for: spec, inline: inline))
          }
        } else {
          var letters = Substring(argument.dropFirst())
          while let letter = letters.first {
            letters = letters.dropFirst()
            guard let spec = OptionSpec.all.first(where: { $0.short == letter }) else {
              throw UsageError(message: "unknown option '-\(letter)' (see reorder --help)")
            }
            if case .none = spec.argument {
              try spec.apply(&options, nil)
              continue
            }
            try spec.apply(&options, try value(for: spec, inline: letters.isEmpty ? nil : String(letters)))
            break
          }
        }
        index += 1
      }
    }

    func finish() throws(UsageError) -> Options {
      if positionals.count > 1 {
        throw UsageError(
          message: "too many files: \(positionals.joined(separator: " ")) (reorder takes one FILE)")
      }
      var options = self.options
      options.file = positionals.first.flatMap { $0 == "-" ? nil : $0 }
      return options
    }
  }
}

/// The program's version.
public let reorderVersion = "0.1.0"
