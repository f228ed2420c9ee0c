#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The interface in a tmux popup (`--tmux`, as fzf's): this reorder, the
/// *outer* one, runs itself again in `tmux display-popup -E`, with the
/// same options and `--no-tmux`, and stands in for it: its standard input
/// goes into the popup through a FIFO, the inner one's output comes back
/// on standard output, its errors on standard error, its exit status is
/// the exit status (130 cancelled, 2 errors…).
///
///     outer reorder ── stdin ──▶ $d/in (FIFO) ──▶ inner reorder (in the popup)
///          ▲                                           │
///          └──── $d/out, $d/err, $d/status ◀───────────┘
///
/// `$d` is a private directory (0700), removed on every way out; a signal
/// that ends the outer reorder first goes on to the popup, which closes.
/// The current directory and the environment go along, so FILE, `-o`,
/// `--log` and the preview command mean what they mean without a popup.
public struct TmuxPopup {
  /// Why the popup could not be opened: one line for standard error.
  struct Failure: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// Where the interface of this run goes.
  enum Choice: Equatable {
    /// On this terminal, as always (or the usual error when there is none).
    case terminal
    /// In a popup; `noTerminal` says why when the popup is there because
    /// no terminal could be opened (not asked for with `--tmux`).
    case popup(PopupSpec, noTerminal: String?)
    /// No terminal and no popup: why, as one line.
    case failure(String)
  }

  /// Decides where the interface goes.
  ///
  /// - Outside tmux (`$TMUX` empty), or without the interface (`--order`,
  ///   `--replay`), `--tmux` is ignored.
  /// - Inside tmux, `--tmux` opens the popup when tmux has popups (3.2 or
  ///   later); with an older tmux it is ignored.
  /// - Inside tmux, where no terminal can be opened (neovim's `:%!`,
  ///   helix's `:pipe`), the popup opens without `--tmux`.
  ///
  /// - Parameters:
  ///   - terminalProblem: why no terminal can be opened (nil: one can).
  ///   - support: what the tmux here can do (asked only when needed).
  static func choose(
    _ options: Options, insideTmux: Bool, terminalProblem: () -> String?, support: () -> TmuxSupport
  ) -> Choice {
    guard options.order == nil, options.replayFile == nil, insideTmux else { return .terminal }
    var problem: String?
    if options.tmux == nil {
      problem = terminalProblem()
      if problem == nil { return .terminal }
    }
    let tmux = support()
    if tmux == .popups { return .popup(options.tmux ?? PopupSpec(), noTerminal: problem) }
    guard let terminal = problem ?? terminalProblem() else { return .terminal }
    return .failure("no terminal available (\(terminal)), and \(tmux.problem ?? "no tmux popup")")
  }

  /// The start-up hook of ``ReorderCommand``: nil when this run draws on
  /// its terminal as always, else the exit status of the run through the
  /// popup (or of the error that there is none).
  static func runIfChosen(_ options: Options, arguments: [String]) -> Int32? {
    let insideTmux = getenv("TMUX").map { $0.pointee != 0 } ?? false
    switch choose(
      options, insideTmux: insideTmux, terminalProblem: terminalProblem, support: TmuxSupport.current)
    {
    case .terminal: return nil
    case .failure(let message): return ReorderCommand.fail(message)
    case .popup(let spec, let noTerminal):
      // Where the popup was the way out, both reasons are said.
      let context = noTerminal.map { "no terminal available (\($0)), and " } ?? ""
      do {
        return try TmuxPopup(spec: spec, options: options, arguments: arguments).run()
      } catch {
        return ReorderCommand.fail(context + error.message)
      }
    }
  }

  /// Why `/dev/tty` cannot be opened as a terminal; nil when it can.
  static func terminalProblem() -> String? {
    let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard tty >= 0 else { return "cannot open /dev/tty: \(String(cString: strerror(errno)))" }
    defer { close(tty) }
    return isatty(tty) != 0 ? nil : "/dev/tty is not a terminal"
  }

  let spec: PopupSpec
  let options: Options
  /// The inner reorder's arguments.
  let innerArguments: [String]

  init(spec: PopupSpec, options: Options, arguments: [String]) throws(Failure) {
    self.spec = spec
    self.options = options
    do {
      innerArguments = try Self.innerArguments(
        arguments, cancelPrintsInput: options.cancelPrintsInput ?? false)
    } catch {
      throw Failure(error.message)
    }
  }

  /// The command line of the inner reorder: Ctrl-Z does nothing in a
  /// popup (a stopped program would leave it hanging; a `--bind` of the
  /// user's still wins, as in fzf), and `--no-tmux` after every other
  /// option, before a `--`, with what a cancel prints as decided here (the
  /// inner one runs under tmux, where it cannot see the editor).
  static func innerArguments(_ arguments: [String], cancelPrintsInput: Bool = false) throws(Options
    .UsageError)
    -> [String]
  {
    let end = try Options.endOfOptions(arguments)
    let cancel = cancelPrintsInput ? "--cancel-prints-input" : "--no-cancel-prints-input"
    return ["--bind=ctrl-z:ignore"] + arguments[..<end] + ["--no-tmux", cancel] + arguments[end...]
  }
}
