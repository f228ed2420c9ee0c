import ReorderCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `reorder` command: parses the command line, reads the list, runs
/// the interface on the terminal and writes the result.
///
/// Exit status: 0 accepted (or empty input), 130 cancelled, 2 bad usage,
/// input or output, 141 when the reader of standard output went away, and
/// 128+N when killed by signal N (the shell sees the signal itself).
public enum ReorderCommand {
  public static func main(_ arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      return fail(error.message)
    }
    if options.showHelp {
      writeStandardOutput(Options.helpText)
      return 0
    }
    if options.showVersion {
      writeStandardOutput("reorder \(reorderVersion)\n")
      return 0
    }

    let source: InputSource
    do {
      source = try InputSource(path: options.file, separator: options.nullSeparated ? 0 : 0x0A)
      try source.readChunk()
    } catch {
      return fail(error.message)
    }
    if source.isFinished && source.store.count == 0 { return 0 }
    // Build the model before touching the terminal, so a bad pattern is a
    // plain error line.
    var model: AppModel
    do {
      model = try AppModel(options: options, store: source.store, width: 80, height: 24)
    } catch {
      return fail(error.message)
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
    useUTF8Locale()
    session.installSignalHandlers()
    guard let output = fdopen(dup(session.fd), "w"), let input = fdopen(dup(session.fd), "r") else {
      session.removeSignalHandlers()
      return fail("cannot open the terminal for curses")
    }
    let screen: CursesScreen
    do {
      screen = try CursesScreen(termType: term, output: output, input: input, theme: theme(options))
    } catch {
      session.restoreTermios()
      session.removeSignalHandlers()
      return fail("\(error)")
    }
    var restore: [UInt8] = Array("\u{1B}[0m".utf8)
    restore += screen.cursorNormal
    restore += screen.capability("rmcup") ?? []
    session.setCursesRestore(restore)

    if let size = session.windowSize() {
      _ = model.resize(width: size.width, height: size.height, at: .zero)
    }
    let loop = InteractiveLoop(model: model, options: options, session: session, screen: screen, source: source)
    let outcome = loop.run()

    session.leaveModes()
    screen.end()
    session.send(screen.cursorNormal)  // endwin does not always show it again
    session.restoreTermios()
    session.removeSignalHandlers()

    switch outcome {
    case .accept:
      do {
        if let path = options.output {
          try OutputWriter.writeFile(loop.model.engine.list, path: path)
        } else {
          try OutputWriter.writeToStandardOutput(loop.model.engine.list)
        }
        return 0
      } catch let error as OutputWriter.WriteError {
        if error.isBrokenPipe { return 141 }
        return fail(error.message)
      } catch {
        return fail("\(error)")
      }
    case .quit:
      return 130
    case .failure(let message):
      return fail(message)
    }
  }

  /// The colours: `--color` over `dark`, or over `bw` when `NO_COLOR` is
  /// set (to anything but the empty string); see ``ThemeSpec``.
  static func theme(_ options: Options) -> Theme {
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    return options.color.theme(noColor: noColor)
  }

  /// Wide characters need a UTF-8 locale; use the user's if it is one,
  /// else C.UTF-8.
  static func useUTF8Locale() {
    setlocale(LC_ALL, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    if codeset != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
  }

  /// Prints one error line and returns exit status 2.
  static func fail(_ message: String) -> Int32 {
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
