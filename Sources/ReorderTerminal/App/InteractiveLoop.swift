import ReorderCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The event loop: waits on the terminal, the input still loading and the
/// signal pipe; turns bytes into events for the ``AppModel``; delivers
/// ticks when the model asks for them; draws after every change.
final class InteractiveLoop {
  enum Outcome: Equatable {
    case accept, quit
    /// The input ended without a single item (it was slow to start, so the
    /// interface opened while waiting): nothing to do.
    case emptyInput
    case failure(String)
  }

  private(set) var model: AppModel
  private let options: Options
  private let session: TerminalSession
  private let screen: any InteractiveScreen
  private let source: InputSource
  private var decoder = InputDecoder()
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  /// When a lone ESC counts as the Escape key.
  private var escapeDeadline: Duration?
  /// When to stop waiting for the kitty keyboard protocol reply.
  private var keyboardQueryDeadline: Duration?
  private var keyboardReplySeen = false
  /// When to stop waiting for the screen's cursor position report.
  private var cursorReportDeadline: Duration?
  private var acceptWhenLoaded = false
  /// Runs the preview command (`--preview`) beside the loop.
  private let preview: PreviewFeed?
  /// git mode: the files each commit changes, for the conflict warning.
  private let changedFiles: ChangedFilesCollector?
  private var lastRender: Duration = .zero
  private var needsRender = true

  #if DEBUG
    /// Debug builds only, not documented on purpose: with
    /// `REORDER_DEBUG_TRAP=f12` in the environment, F12 fails a
    /// precondition, a real crash from inside for trying the crash path by
    /// hand (the end-to-end tests crash the release binary with `kill`).
    static let trapsOnF12 = getenv("REORDER_DEBUG_TRAP").map { String(cString: $0) == "f12" } ?? false
  #endif

  static let escapeDelay: Duration = .milliseconds(25)
  static let loadingFrameInterval: Duration = .milliseconds(50)
  /// The work between two input polls while a search runs: about a
  /// millisecond (``AppModel/continueWork(budget:at:)``).
  static let workSlice = 1 << 20
  /// How long a terminal may take to say where the cursor is (a slow link
  /// included); the inline screen draws only once it knows or gives up.
  static let cursorReportTimeout: Duration = .seconds(1)

  private let log: LogFile?
  /// `--narrate`: each narration as a line.
  private let narration: NarrationFile?
  /// The engine's ``ReorderEngine/narrationCount`` last written.
  private var narratedCount = 0
  private var greeted = false
  /// What the terminal answered at start (``TerminalSession/askTerminal``).
  private let replies: TerminalReplies?

  init(
    model: AppModel, options: Options, session: TerminalSession, screen: any InteractiveScreen,
    source: InputSource, log: LogFile? = nil, narration: NarrationFile? = nil,
    replies: TerminalReplies? = nil
  ) {
    self.log = log
    self.narration = narration
    self.replies = replies
    self.options = options
    self.session = session
    self.screen = screen
    self.source = source
    preview = model.preview == nil ? nil : PreviewFeed()
    changedFiles = model.gitRepository.map {
      ChangedFilesCollector(repository: $0, commits: model.engine.todoCommits())
    }
    start = clock.now
    let size = session.windowSize() ?? screen.size
    self.model = model
    self.model.isLoading = !source.isFinished
    if size != screen.size { screen.resize(width: size.width, height: size.height) }
  }

  private var now: Duration { clock.now - start }

  func run() -> Outcome {
    // No preview command outlives the interface, whichever way it ends.
    defer {
      preview?.shutdown()
      changedFiles?.shutdown()
    }
    if options.mouse { session.enableMouse() }
    session.enableBracketedPaste()
    startKeyboardProtocol()
    render()
    narrate()
    if let replies {
      // Keys typed while the terminal was asked at start, and the decoder
      // that read them (it may hold an unfinished sequence). They act on
      // the list as loaded so far, as keys typed after the first frame.
      decoder = replies.decoder
      if !source.isFinished, let failure = loadSome() { return failure }
      if let outcome = handle(replies.events) { return outcome }
      escapeDeadline = decoder.hasPending ? now + Self.escapeDelay : nil
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    updatePreview()
    while true {
      if screen.awaitsCursorPosition {
        if cursorReportDeadline == nil { cursorReportDeadline = now + Self.cursorReportTimeout }
      } else {
        cursorReportDeadline = nil
      }
      waitForSomething()
      for signal in session.pendingSignals() {
        if let outcome = handleSignal(signal) { return outcome }
      }
      if session.hasInput() {
        let n = read(session.fd, &buffer, buffer.count)
        decoder.expectsCursorPosition = screen.awaitsCursorPosition
        if n > 0 {
          if let outcome = handle(decoder.feed(buffer[..<n])) { return outcome }
        } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
          return .failure("lost the terminal")
        }
        escapeDeadline = decoder.hasPending ? now + Self.escapeDelay : nil
      }
      if let deadline = escapeDeadline, now >= deadline {
        escapeDeadline = nil
        if let outcome = handle(decoder.flush()) { return outcome }
      }
      if let deadline = keyboardQueryDeadline, now >= deadline {
        keyboardQueryDeadline = nil
      }
      if let deadline = cursorReportDeadline, now >= deadline {
        cursorReportDeadline = nil
        screen.cursorPositionUnanswered()
      }
      if let deadline = model.nextDeadline, now >= deadline {
        if let outcome = perform(model.tick(at: now)) { return outcome }
      }
      if !source.isFinished {
        if let failure = loadSome() { return failure }
        if source.isFinished && source.store.count == 0 { return .emptyInput }
        if source.isFinished && acceptWhenLoaded { return .accept }
      }
      narration?.flush(at: now)
      sayNarrationFailure()
      updatePreview()
      collectChangedFiles()
      let busy = model.isLoading || model.isWorking
      if needsRender && (!busy || now - lastRender >= Self.loadingFrameInterval || inputArrivedSinceRender) {
        render()
      }
      if model.hasPendingWork, let outcome = continueWork() { return outcome }
    }
  }

  private var inputArrivedSinceRender = false

  /// Reads the preview's output and runs it again for a new row.
  private func updatePreview() {
    if let preview, preview.update(&model, at: now) { needsRender = true }
  }

  /// Reads the commits' file lists as git gives them (never waiting),
  /// and asks for those of commits the session brought in.
  private func collectChangedFiles() {
    guard let changedFiles else { return }
    if model.engine.list.count != changedFilesListCount {
      changedFilesListCount = model.engine.list.count
      changedFiles.add(model.engine.todoCommits())
    }
    guard changedFiles.advance(at: now) else { return }
    model.updateOverlaps(changedFiles.map)
    needsRender = true
  }

  private var changedFilesListCount = 0

  /// Key release reports: asked for (`--keys kitty`), or used when the
  /// terminal said at start that it speaks the kitty protocol. If it has
  /// not answered yet, its answer is awaited a while longer; without
  /// replies from the start, the question is asked now.
  private func startKeyboardProtocol() {
    switch options.keys {
    case .kitty:
      session.pushKittyFlags()
    case .auto:
      if let replies, replies.answered {
        if replies.keyboardFlags != nil {
          session.pushKittyFlags()
          model.engine.configuration.holdKeyReportsReleases = true
        }
      } else {
        if replies == nil { session.queryKeyboardProtocol() }
        keyboardReplySeen = replies?.keyboardFlags != nil
        keyboardQueryDeadline = now + .milliseconds(500)
      }
    case .legacy:
      break
    }
  }

  /// Blocks until terminal input, a signal, more list input, or the next
  /// deadline.
  private func waitForSomething() {
    var deadlines: [Duration] = []
    if let d = model.nextDeadline { deadlines.append(d) }
    if let d = escapeDeadline { deadlines.append(d) }
    if let d = keyboardQueryDeadline { deadlines.append(d) }
    if let d = cursorReportDeadline { deadlines.append(d) }
    if let d = narration?.nextRetry { deadlines.append(d) }
    if let d = preview?.nextDeadline { deadlines.append(d) }
    if let d = changedFiles?.nextDeadline { deadlines.append(d) }
    if needsRender { deadlines.append(lastRender + Self.loadingFrameInterval) }
    if model.hasPendingWork { deadlines.append(now) }
    var timeout: Int32 = -1
    if let next = deadlines.min() {
      let remaining = next - now
      timeout = remaining <= .zero ? 0 : Int32(min(remaining / .milliseconds(1), 60_000).rounded(.up))
    }
    var fds = [
      pollfd(fd: session.fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: session.signalFD, events: Int16(POLLIN), revents: 0),
    ]
    if !source.isFinished { fds.append(pollfd(fd: source.fd, events: Int16(POLLIN), revents: 0)) }
    if let fd = narration?.waitsForRoom { fds.append(pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)) }
    for fd in (preview?.descriptors ?? []) + (changedFiles?.descriptors ?? []) {
      fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
    }
    _ = poll(&fds, nfds_t(fds.count), timeout)
  }

  /// Reads list input for a few milliseconds at most, so keys stay
  /// responsive while a long list loads.
  private func loadSome() -> Outcome? {
    let budget = now + .milliseconds(8)
    do {
      while source.isReadable() && now < budget {
        if try !source.readChunk() { break }
      }
    } catch {
      return .failure(error.message)
    }
    let before = model.engine.list.count
    model.syncLoaded()
    if source.isFinished {
      model.isLoading = false
      narrate()
    }
    if model.engine.list.count != before || source.isFinished { needsRender = true }
    return nil
  }

  private func handle(_ events: [InputEvent]) -> Outcome? {
    for var event in events {
      switch event {
      case .cursorPosition(let row, let column):
        screen.cursorPositionReported(row: row, column: column)
        continue
      case .mouse(let mouse):
        guard let mapped = screen.canvasMouse(mouse) else { continue }
        event = .mouse(mapped)
      case .keyboardProtocolReply:
        keyboardReplySeen = true
        continue
      case .backgroundColor:
        continue  // a late answer: the palette was chosen at start
      case .deviceAttributes:
        if keyboardQueryDeadline != nil && keyboardReplySeen {
          session.pushKittyFlags()
          model.engine.configuration.holdKeyReportsReleases = true
        }
        keyboardQueryDeadline = nil
        continue
      default:
        break
      }
      inputArrivedSinceRender = true
      #if DEBUG
        if Self.trapsOnF12, event == .key(KeyPress(.function(12))) {
          preconditionFailure("REORDER_DEBUG_TRAP=f12")
        }
      #endif
      if let outcome = perform(model.handle(event, at: now)) { return outcome }
    }
    return nil
  }

  private func perform(_ effects: [Effect]) -> Outcome? {
    needsRender = true
    narrate()
    for effect in effects {
      switch effect {
      case .accept:
        if source.isFinished { return .accept }
        acceptWhenLoaded = true
      case .quit:
        return .quit
      case .suspend:
        suspend()
      case .editTodo(let todo):
        if let outcome = editTodo(todo) { return outcome }
      case .committed(let commit):
        if let entry = commit.logEntry, let problem = log?.append(EditLog.json(entry)) {
          model.engine.say(Narration(stringLiteral: problem))  // the log stopped: said at once
        }
      }
    }
    return nil
  }

  /// A slice of long work between input polls (``PendingWork``); drawn
  /// when it changed what is shown.
  private func continueWork() -> Outcome? {
    let shown = (model.engine.focus, model.engine.narration)
    let effects = model.continueWork(budget: Self.workSlice, at: now)
    narrate()  // the sentence the work settled on, once it has
    guard effects.isEmpty && shown == (model.engine.focus, model.engine.narration) else {
      return perform(effects)
    }
    return nil
  }

  private func handleSignal(_ signal: Int32) -> Outcome? {
    switch signal {
    case SIGWINCH:
      resize()
    case SIGTSTP:
      suspend()
    case SIGCONT:
      // Also after a SIGSTOP, which we never see: the shell has had the
      // terminal and set its own termios (echo, line editing): take it back.
      preview?.restart(at: now)
      screen.resume()
      session.reenterModes(mouse: options.mouse)
      resize()
    default:
      break
    }
    return nil
  }

  private func resize() {
    guard let size = session.windowSize() else { return }
    screen.resize(width: size.width, height: size.height)
    let canvas = screen.size
    _ = perform(model.resize(width: canvas.width, height: canvas.height, at: now))
    render()
  }

  /// Ctrl-Z: give the terminal back, stop, and on `fg` take it again and
  /// redraw everything (a drag in progress goes on).
  private func suspend() {
    preview?.restart(at: now)
    session.leaveModes()
    screen.suspend()
    session.restoreTermios()
    session.stopProcess()
    screen.resume()
    session.reenterModes(mouse: options.mouse)
    resize()
  }

  /// `!`: the todo in `$VISUAL`/`$EDITOR` on the terminal, the screen left
  /// as Ctrl-Z leaves it; a todo git takes comes back as one edit (undo
  /// returns to the list before), anything else changes nothing and the
  /// status line says why.
  private func editTodo(_ todo: [UInt8]) -> Outcome? {
    var environment: [String: String] = [:]
    for name in ["TERM", "VISUAL", "EDITOR"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    preview?.restart(at: now)
    session.leaveModes()
    screen.suspend()
    session.restoreTermios()
    let result = TodoEditor.edit(
      todo, editor: TodoEditor.command(environment: environment),
      comment: model.engine.configuration.gitComment, terminal: session.fd)
    screen.resume()
    session.reenterModes(mouse: options.mouse)
    resize()
    switch result {
    case .success(let edited):
      return perform(model.perform(.replaceTodo(edited.bytes), at: now))
    case .failure(let failure):
      model.engine.say(Narration(stringLiteral: failure.description))
      return perform([])
    }
  }

  /// Writes what the engine said since the last time, if it said
  /// anything (`--narrate`); the greeting once the list is loaded.
  private func narrate() {
    guard let narration else { return }
    defer { sayNarrationFailure() }
    let engine = model.engine
    if !greeted && !model.isLoading {
      greeted = true
      if engine.narrationCount == narratedCount && !engine.list.isEmpty {
        narration.say(NarrationFile.line(Narrator.greeting(engine.narratedTotal), ansi: false), at: now)
      }
    }
    guard engine.narrationCount != narratedCount else { return }
    // While a search or its count runs, its sentence is not settled
    // ("Searching…", "Match at…" before "Match 2 of 3 at…"): the file gets
    // the one it settles on.
    guard !model.hasPendingWork else { return }
    narratedCount = engine.narrationCount
    guard !engine.narration.isEmpty else { return }
    narration.say(NarrationFile.line(engine.narration, ansi: model.ansi), at: now)
  }

  /// A `--narrate` file given up (``NarrationFile/takeFailure()``): said
  /// once on the status line.
  private func sayNarrationFailure() {
    guard let problem = narration?.takeFailure() else { return }
    model.engine.say(Narration(stringLiteral: problem))
    needsRender = true
  }

  private func render() {
    screen.present(ListView.render(model))
    lastRender = now
    needsRender = false
    inputArrivedSinceRender = false
  }
}
