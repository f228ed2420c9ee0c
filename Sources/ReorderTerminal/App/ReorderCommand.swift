import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `reorder` command: parses the command line, reads the list, runs
/// the interface on the terminal (or applies `--order`/`--replay` without
/// one) and writes the result.
///
/// Exit status: 0 accepted (or empty input), 130 cancelled (in git mode: 0
/// with the rebase's todo emptied, which aborts the rebase: git's module, ``TerminalKindModule``;
/// 1 for a todo no rebase waits for: git takes an editor's 130 as its own
/// interrupt), 2 bad usage, input or
/// output, 141 when the reader of standard output went away, and 128+N when
/// killed by signal N (the shell sees the signal itself).
public enum ReorderCommand {
  /// Runs the command line `arguments` (without the program's name) with
  /// the kind modules `main.swift` lists (``KindModules``; a kind with
  /// work beside its list is a ``TerminalKindModule``).
  public static func main(_ arguments: [String], kinds: [any KindModule] = []) -> Int32 {
    KindModules.install(kinds)
    // From the start: a signal never ends the process with the terminal
    // in our modes or the result half written.
    TerminationSignals.install()
    // In a popup: the environment of the reorder that opened it, first.
    PopupEnvironment.adopt()
    var options: Options
    do {
      options = try Options.parse(
        arguments, defaults: getenv("REORDER_DEFAULT_OPTS").map { String(cString: $0) })
      if options.showHelp {
        writeStandardOutput(Options.helpText)
        return 0
      }
      if options.showVersion {
        writeStandardOutput("reorder \(reorderVersion)\n")
        return 0
      }
      options = try options.validated()
    } catch {
      return fail(error.message)
    }
    decideCancelOutput(&options)
    // Inside tmux, `--tmux` (or no terminal at all) puts the interface in a popup.
    if let status = TmuxPopup.runIfChosen(options, arguments: arguments) { return status }
    let source: InputSource
    let loaded: (any KindLoader)?
    do {
      // A kind that reads the input while it loads (a tree) reads it whole.
      let loader = options.kind?.module.loader(for: options.kindRequest())
      source = try readInput(options, whole: loader == nil)
      loaded = try loader.map { (loader) throws(InputSource.OpenError) in try load(source, into: loader) }
    } catch {
      return fail(error.message)
    }
    if source.isFinished && source.store.count == 0 { return 0 }
    // The chosen kind makes its rows of the input, read by now.
    let prepared: PreparedKind?
    do {
      prepared = try prepareKind(&options, store: source.store, loaded: loaded)
    } catch {
      return fail(error.message)
    }
    if options.order != nil || options.replayFile != nil {
      return runWithoutInterface(options, source: source, target: options.resultFile, prepared: prepared)
    }
    return runInterface(options, source: source, prepared: prepared)
  }

  /// Opens the input and reads its start (with `--order`, `--replay`: all).
  /// - Parameter whole: false when a kind's loader reads the input instead.
  static func readInput(_ options: Options, whole: Bool = true) throws(InputSource.OpenError) -> InputSource {
    let source = try InputSource(path: options.file, separator: options.readNull ? 0 : 0x0A)
    // Most kinds make their rows of the whole input.
    let scripted =
      options.order != nil || options.replayFile != nil || options.kind?.module.readsWholeInput == true
    if !whole { return source }
    // A slow producer (`sleep 5; ls | reorder`) should not leave the
    // terminal blank: after a moment the interface opens and waits.
    if source.isReadable(timeoutMilliseconds: 250) || scripted {
      try source.readChunk()
    }
    if scripted { try source.readToEnd() }
    return source
  }

  // MARK: - The interface

  /// Runs the interface on the terminal until the person accepts or
  /// cancels, gives the terminal back, and writes the result.
  static func runInterface(_ options: Options, source: InputSource, prepared: PreparedKind? = nil) -> Int32 {
    if case .fit? = options.height { readAhead(source) }
    // Build the model before touching the terminal, so a bad pattern is a
    // plain error line.
    var model: AppModel
    do {
      model = try AppModel(options: options, store: source.store, width: 80, height: 24, prepared: prepared)
    } catch {
      return fail(error.message)
    }
    let terminalKind = options.kind?.module as? any TerminalKindModule
    let kindServices = terminalKind?.prepareInterface(&model, options: options)
    let log: LogFile?
    let narration: NarrationFile?
    switch openSideFiles(options) {
    case .success(let files): (log, narration) = files
    case .failure(let error): return fail(error.message)
    }

    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    if term.isEmpty { return fail("TERM is not set: cannot draw the interface") }
    if term == "dumb" { return fail("terminal type 'dumb' cannot draw the interface") }

    let session: TerminalSession
    do {
      session = try TerminalSession()
    } catch {
      return fail(error.description)
    }
    model.settings.boxDrawing = useUTF8Locale()
    session.installSignalHandlers()
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    let askBackground = options.color.needsBackground(noColor: noColor)
    // Nothing is written to a terminal whose type is unknown (curses
    // refuses it; the inline screen then asks for the keyboard later).
    let colors = CursesScreen.colorCount(termType: term)
    let replies = askTerminal(options, session: session, colors: colors, background: askBackground)
    if let problem = unreachableBinding(options, replies: replies) {
      session.restoreTermios()
      session.removeSignalHandlers()
      return fail(problem)
    }
    let theme = options.color.theme(noColor: noColor, background: replies?.background)
    let screen: any InteractiveScreen
    let content = source.isFinished ? model.rowsNeeded : nil
    switch openScreen(
      options, session: session, term: term, theme: theme, colors: colors, content: content, replies: replies)
    {
    case .success(let opened): screen = opened
    case .failure(let failure): return fail(failure.message)
    }

    _ = model.resize(width: screen.size.width, height: screen.size.height, at: .zero)
    let loop = InteractiveLoop(
      model: model, options: options, session: session, screen: screen, source: source, log: log,
      narration: narration, replies: replies, services: services(for: model) + (kindServices?(model) ?? []))
    let outcome = loop.run()

    session.leaveModes()
    screen.end()
    // endwin does not always show the cursor again; without an alternate
    // screen the list is still there.
    session.send(screen.cursorNormal + screen.clearAfterEnd)
    session.restoreTermios()
    session.removeSignalHandlers()

    return logFailure(
      log,
      status: status(
        of: outcome, loop.model.engine.list, kind: loop.model.engine.configuration.kind, prepared: prepared,
        options: options, source: source))
  }

  /// The exit status of a session that ended so (the result written on
  /// accept).
  static func status(
    of outcome: InteractiveLoop.Outcome, _ list: ReorderList, kind: (any ListKind)? = nil,
    prepared: PreparedKind? = nil, options: Options, source: InputSource
  ) -> Int32 {
    switch outcome {
    case .accept:
      return writeResult(
        list, kind: kind, prepared: prepared, options: options, target: options.resultFile, source: source)
    case .quit:
      return (options.kind?.module as? any TerminalKindModule)?.quitStatus(options: options)
        ?? cancelled(options, source: source)
    case .emptyInput: return 0
    case .failure(let message): return fail(message)
    }
  }

  /// The work beside the loop: the preview command when there is a pane
  /// (a kind module adds its own, ``TerminalKindModule``).
  static func services(for model: AppModel) -> [any LoopService] {
    model.preview != nil ? [PreviewFeed()] : []
  }

  /// A `--log` that stopped on a failed write: one line on standard error
  /// once the result is written, and exit status 2 for a session that
  /// would have ended with 0.
  static func logFailure(_ log: LogFile?, status: Int32) -> Int32 {
    guard let failure = log?.failure else { return status }
    let failed = fail("\(failure): the log holds only the edits before it")
    return status == 0 ? failed : status
  }

  /// `--log` and `--narrate`, opened before the terminal is touched: a
  /// file that cannot be written is a plain error line.
  static func openSideFiles(_ options: Options) -> Result<
    (LogFile?, NarrationFile?), OutputWriter.WriteError
  > {
    do {
      let log = try options.logFile.map { (path) throws(OutputWriter.WriteError) in try LogFile(path: path) }
      let narration = try options.narrateFile.map { (path) throws(OutputWriter.WriteError) in
        try NarrationFile(path: path)
      }
      return .success((log, narration))
    } catch {
      return .failure(error)
    }
  }

  /// For `--height ~N`, which fits a short list: reads on while input is
  /// ready, so a short list is measured whole. Stops at a pipe with
  /// nothing to say yet, and past more items than a screen has rows.
  private static func readAhead(_ source: InputSource) {
    while !source.isFinished, source.store.count < 10_000, source.isReadable() {
      guard (try? source.readChunk()) == true else { break }
    }
  }

  /// A `--bind` key the terminal said at start it cannot send (it does
  /// not speak the kitty keyboard protocol, so Ctrl+M is Enter there), as
  /// an error line: said before the first frame, as a usage error, since
  /// the binding could never fire.
  private static func unreachableBinding(_ options: Options, replies: TerminalReplies?) -> String? {
    guard let replies, options.keys == .auto, replies.answered, replies.keyboardFlags == nil else {
      return nil
    }
    return KeyBindings.legacyConflict(
      in: options.bindings, terminal: "this terminal (no kitty keyboard protocol)")
  }

  /// What the terminal is asked at start (if its type is known): the
  /// background when the colours depend on it, the kitty keyboard protocol
  /// with `--keys auto`, and for the full screen whether the alternate
  /// screen is on already (``ScreenAsFound``).
  private static func askTerminal(
    _ options: Options, session: TerminalSession, colors: Int?, background: Bool
  )
    -> TerminalReplies?
  {
    let fullScreen = options.height == nil
    guard colors != nil && (background || options.keys == .auto || fullScreen) else { return nil }
    return session.askTerminal(
      background: background, keyboard: options.keys == .auto, alternateScreen: fullScreen)
  }

  /// The screen: inline with `--height`, else curses on the whole screen
  /// (on the alternate screen as found, if it was on).
  private static func openScreen(
    _ options: Options, session: TerminalSession, term: String, theme: Theme, colors: Int?, content: Int?,
    replies: TerminalReplies?
  ) -> Result<any InteractiveScreen, StartFailure> {
    if let height = options.height {
      return .success(
        AnsiScreen(session: session, theme: theme.forColors(colors ?? 256), height: height, content: content))
    }
    let keepScreen = ScreenAsFound.alternateScreenOn(replies: replies)
    let margins = replies?.leftRightMargins == true
    return startCurses(session: session, term: term, theme: theme, keepScreen: keepScreen, margins: margins)
      .map { $0 }
  }

  /// Starts curses on the session's terminal, full screen, and sets what a
  /// fatal signal writes to leave it (with `margins`, also no left and
  /// right margins, should a frame that set them have been cut short).
  private static func startCurses(
    session: TerminalSession, term: String, theme: Theme, keepScreen: Bool, margins: Bool
  )
    -> Result<CursesScreen, StartFailure>
  {
    guard let output = fdopen(dup(session.fd), "w"), let input = fdopen(dup(session.fd), "r") else {
      session.removeSignalHandlers()
      return .failure(StartFailure(message: "cannot open the terminal for curses"))
    }
    let curses: CursesScreen
    do {
      curses = try CursesScreen(
        termType: term, output: output, input: input, theme: theme, keepScreen: keepScreen, margins: margins)
    } catch {
      session.restoreTermios()
      session.removeSignalHandlers()
      return .failure(StartFailure(message: "\(error)"))
    }
    var restore: [UInt8] = Array("\u{1B}[0m".utf8)
    if margins { restore += Array("\u{1B}[?69l\u{1B}[r".utf8) }
    restore += curses.cursorNormal
    restore += CursesScreen.autowrapOn
    restore += curses.capability("rmcup") ?? curses.clearAfterEnd
    session.setCursesRestore(restore)
    if let size = session.windowSize() { curses.resize(width: size.width, height: size.height) }
    return .success(curses)
  }

  struct StartFailure: Error {
    var message: String
  }

  // MARK: - Output

  /// Writes the result where it belongs; returns the exit status. A
  /// signal that asks to end waits until the result is written whole.
  static func writeResult(
    _ list: ReorderList, kind: (any ListKind)? = nil, prepared: PreparedKind? = nil, options: Options,
    target: String?, source: InputSource
  )
    -> Int32
  {
    // A board's or a tree's text, read back first: written only as shown.
    let laidOut: [UInt8]?
    do {
      laidOut = try laidOutText(of: list, kind: kind, prepared: prepared, options: options)
    } catch {
      return fail(error.message)
    }
    return TerminationSignals.holding {
      writeHeld(list, laidOut, options: options, target: target, source: source)
    }
  }

  private static func writeHeld(
    _ list: ReorderList, _ laidOut: [UInt8]?, options: Options, target: String?, source: InputSource
  ) -> Int32 {
    let produce: (AtomicFile.Sink) throws -> Void = { sink in
      if let laidOut {
        try laidOut.withUnsafeBytes { try sink($0) }
      } else if options.printIndex {
        try indices(list, separator: options.printNull ? 0 : 0x0A, sink)
      } else {
        try OutputWriter.serialize(list, separator: options.printNull ? 0 : 0x0A, sink)
      }
    }
    do {
      if let target {
        if source.isSameFile(as: target) || (options.file != nil && target == options.file) {
          do {
            try source.verifyUnchanged(path: target)
          } catch {
            return fail(error.message)
          }
        }
        try AtomicFile(path: target, backupSuffix: options.backupSuffix).write(produce)
      } else {
        try produce { chunk in try OutputWriter.writeAll(STDOUT_FILENO, chunk, name: "standard output") }
      }
      return 0
    } catch let error as OutputWriter.WriteError {
      return error.isBrokenPipe ? 141 : fail(error.message)
    } catch {
      return fail("\(error)")
    }
  }

  /// `--print-index`: each row's original 1-based position (0 for a line
  /// inserted during the session).
  static func indices(_ list: ReorderList, separator: UInt8, _ sink: AtomicFile.Sink) throws {
    var text: [UInt8] = []
    for position in 0..<list.count {
      let original = list.originalID(of: list.id(at: position))
      let index = original < list.store.loadedCount ? original - list.fixedCount + 1 : 0
      text += Array(String(index).utf8)
      text.append(separator)
      if text.count > 1 << 20 {
        try text.withUnsafeBytes { try sink($0) }
        text.removeAll(keepingCapacity: true)
      }
    }
    try text.withUnsafeBytes { try sink($0) }
  }

  // MARK: - Environment

  /// Wide characters need a UTF-8 locale; use the user's if it is one,
  /// else C.UTF-8. Only the character type matters here (and loading the
  /// other categories costs start-up time).
  /// - Returns: whether the user's locale is UTF-8 (else box-drawing
  ///   characters are best left out: the terminal may not show them).
  @discardableResult
  static func useUTF8Locale() -> Bool {
    setlocale(LC_CTYPE, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    if codeset != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
    return codeset == "UTF-8"
  }

  /// Prints one error line and returns exit status 2.
  package static func fail(_ message: String) -> Int32 {
    let line = Array("reorder: \(message)\n".utf8)
    line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    return 2
  }

  static func writeStandardOutput(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { raw in
      try? OutputWriter.writeAll(STDOUT_FILENO, raw, name: "standard output")
    }
  }
}
