import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The event loop: waits on the terminal, the input still loading and the
/// signal pipe; turns bytes into events for the ``AppModel``; delivers
/// ticks when the model asks for them; performs the ``ModelEffect``s each
/// step returns; draws after every change.
final class InteractiveLoop {
  enum Outcome: Equatable {
    case accept, quit
    /// The input ended without a single item (it was slow to start, so the
    /// interface opened while waiting): nothing to do.
    case emptyInput
    case failure(String)
  }

  var model: AppModel
  let options: Options
  let session: any LoopTerminal
  let screen: any InteractiveScreen
  private let source: InputSource
  /// The terminal's bytes as events, and the replies awaited from it.
  private var input: TerminalInput
  /// Work beside the loop: the preview, a kind's background facts.
  let services: [any LoopService]
  /// The time since the loop started, and when frames were drawn.
  private var frames: FrameTimes
  /// `--log` and `--narrate`.
  private let sideFiles: SideFiles
  /// Enter came before the input ended: accept once it has.
  private var acceptWhenLoaded = false

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

  init(
    model: AppModel, options: Options, session: any LoopTerminal, screen: any InteractiveScreen,
    source: InputSource, log: LogFile? = nil, narration: NarrationFile? = nil,
    replies: TerminalReplies? = nil, services: [any LoopService] = [],
    clock: any LoopClock = SystemLoopClock()
  ) {
    frames = FrameTimes(clock: clock)
    sideFiles = SideFiles(log: log, narration: narration)
    input = TerminalInput(replies: replies)
    self.options = options
    self.session = session
    self.screen = screen
    self.source = source
    self.services = services
    let size = session.windowSize() ?? screen.size
    self.model = model
    self.model.isLoading = !source.isFinished
    if size != screen.size { screen.resize(width: size.width, height: size.height) }
  }

  var now: Duration { frames.now }

  func run() -> Outcome {
    // No preview command outlives the interface, whichever way it ends.
    defer {
      for service in services { service.shutdown() }
    }
    if options.mouse { session.enableMouse() }
    session.enableBracketedPaste()
    startKeyboardProtocol()
    render()
    if let outcome = perform(model.begin()) { return outcome }
    if let replies = input.replies {
      // Keys typed while the terminal was asked at start, and the input.decoder
      // that read them (it may hold an unfinished sequence). They act on
      // the list as loaded so far, as keys typed after the first frame.
      input.decoder = replies.decoder
      if !source.isFinished, let failure = loadSome() { return failure }
      if let outcome = handle(replies.events) { return outcome }
      input.escapeDeadline = input.decoder.hasPending ? now + Self.escapeDelay : nil
    }
    updateServices()
    while true {
      if screen.awaitsCursorPosition {
        if input.cursorReportDeadline == nil { input.cursorReportDeadline = now + Self.cursorReportTimeout }
      } else {
        input.cursorReportDeadline = nil
      }
      waitForSomething()
      for signal in session.pendingSignals() {
        if let outcome = handleSignal(signal) { return outcome }
      }
      switch session.readInput() {
      case .nothing:
        break
      case .bytes(let bytes):
        input.decoder.expectsCursorPosition = screen.awaitsCursorPosition
        if let outcome = handle(input.decoder.feed(bytes[...], at: now)) { return outcome }
        input.escapeDeadline = input.decoder.hasPending ? now + Self.escapeDelay : nil
      case .lost:
        return .failure("lost the terminal")
      }
      if let deadline = input.escapeDeadline, now >= deadline {
        input.escapeDeadline = nil
        if let outcome = handle(input.decoder.flush()) { return outcome }
      }
      if let deadline = input.decoder.replyDeadline, now >= deadline {
        // A reply that never ended: given up, what follows is keys again.
        if let outcome = handle(input.decoder.expire(at: now)) { return outcome }
        input.escapeDeadline = input.decoder.hasPending ? now + Self.escapeDelay : nil
      }
      if let deadline = input.keyboardQueryDeadline, now >= deadline {
        input.keyboardQueryDeadline = nil
      }
      if let deadline = input.cursorReportDeadline, now >= deadline {
        input.cursorReportDeadline = nil
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
      sideFiles.narration?.flush(at: now)
      sayNarrationFailure()
      updateServices()
      let busy = model.isLoading || model.isWorking
      if frames.needsRender
        && (!busy || now - frames.lastRender >= Self.loadingFrameInterval || frames.inputArrivedSinceRender)
      {
        render()
      }
      if model.hasPendingWork, let outcome = continueWork() { return outcome }
    }
  }

  /// Lets each service read what arrived and ask for what the model now
  /// needs.
  private func updateServices() {
    for service in services where service.update(&model, at: now) { frames.needsRender = true }
  }

  /// Key release reports: asked for (`--keys kitty`), or used when the
  /// terminal said at start that it speaks the kitty protocol. If it has
  /// not answered yet, its answer is awaited a while longer; without
  /// replies from the start, the question is asked now.
  private func startKeyboardProtocol() {
    switch options.keys {
    case .kitty:
      session.pushKittyFlags()
    case .auto:
      if let replies = input.replies, replies.answered {
        if replies.keyboardFlags != nil {
          session.pushKittyFlags()
          model.keyReleasesReported()
        }
      } else {
        if input.replies == nil { session.queryKeyboardProtocol() }
        input.keyboardReplySeen = input.replies?.keyboardFlags != nil
        input.keyboardQueryDeadline = now + .milliseconds(500)
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
    if let d = input.escapeDeadline { deadlines.append(d) }
    if let d = input.decoder.replyDeadline { deadlines.append(d) }
    if let d = input.keyboardQueryDeadline { deadlines.append(d) }
    if let d = input.cursorReportDeadline { deadlines.append(d) }
    if let d = sideFiles.narration?.nextRetry { deadlines.append(d) }
    deadlines += services.compactMap(\.nextDeadline)
    if frames.needsRender { deadlines.append(frames.lastRender + Self.loadingFrameInterval) }
    if model.hasPendingWork { deadlines.append(now) }
    var readable = services.flatMap(\.descriptors)
    if !source.isFinished { readable.append(source.fd) }
    session.wait(
      timeout: deadlines.min().map { $0 - now }, readable: readable,
      writable: sideFiles.narration?.waitsForRoom.map { [$0] } ?? [])
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
    let added = model.syncLoaded()
    if !added.isEmpty, let outcome = perform(added) { return outcome }
    if source.isFinished, model.isLoading, let outcome = perform(model.finishLoading()) { return outcome }
    if source.isFinished { frames.needsRender = true }
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
        input.keyboardReplySeen = true
        continue
      case .backgroundColor:
        continue  // a late answer: the palette was chosen at start
      case .deviceAttributes:
        if input.keyboardQueryDeadline != nil && input.keyboardReplySeen {
          session.pushKittyFlags()
          model.keyReleasesReported()
        }
        input.keyboardQueryDeadline = nil
        continue
      default:
        break
      }
      frames.inputArrivedSinceRender = true
      #if DEBUG
        if Self.trapsOnF12, event == .key(KeyPress(.function(12))) {
          preconditionFailure("REORDER_DEBUG_TRAP=f12")
        }
      #endif
      if let outcome = perform(model.handle(event, at: now)) { return outcome }
    }
    return nil
  }

  func perform(_ effects: [ModelEffect]) -> Outcome? {
    frames.needsRender = true
    for effect in effects {
      switch effect {
      case .engine(let effect):
        if let outcome = perform(effect) { return outcome }
      case .redraw:
        break  // drawn as every step is
      case .preview, .itemsAdded:
        for service in services where service.perform(effect, on: &model, at: now) {
          frames.needsRender = true
        }
      }
    }
    return nil
  }

  /// Performs one of the engine's effects.
  private func perform(_ effect: Effect) -> Outcome? {
    switch effect {
    case .accept:
      if source.isFinished { return .accept }
      acceptWhenLoaded = true
    case .quit:
      return .quit
    case .suspend:
      suspend()
    case .kind(let effect):
      let loan = TerminalLoan(loop: self)
      for service in services {
        guard let after = service.perform(effect.base, model: model, terminal: loan) else { continue }
        if let outcome = perform(after(&model, now)) { return outcome }
        break
      }
    case .committed(let commit):
      if let entry = commit.logEntry, let problem = sideFiles.log?.append(EditLog.json(entry)) {
        // The log stopped: said at once.
        if let outcome = perform(model.tell(Narration(stringLiteral: problem))) { return outcome }
      }
    case .said(let narration):
      sideFiles.narration?.say(NarrationFile.line(narration, ansi: model.settings.ansi), at: now)
    case .tapped:
      break  // the model acts on a tap (a tree's fold badge) before the loop sees it
    }
    return nil
  }

  /// A slice of long work between input polls (``PendingWork``); drawn
  /// when the model says it changed what is shown.
  private func continueWork() -> Outcome? {
    let effects = model.continueWork(budget: Self.workSlice, at: now)
    return effects.isEmpty ? nil : perform(effects)
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
      pauseServices()
      screen.resume()
      session.reenterModes(mouse: options.mouse)
      resize()
    default:
      break
    }
    return nil
  }

  func resize() {
    guard let size = session.windowSize() else { return }
    screen.resize(width: size.width, height: size.height)
    let canvas = screen.size
    _ = perform(model.resize(width: canvas.width, height: canvas.height, at: now))
    render()
  }

  /// Ctrl-Z: give the terminal back, stop, and on `fg` take it again and
  /// redraw everything (a drag in progress goes on).
  private func suspend() {
    pauseServices()
    session.leaveModes()
    screen.suspend()
    session.restoreTermios()
    session.stopProcess()
    screen.resume()
    session.reenterModes(mouse: options.mouse)
    resize()
  }

  /// Gives the terminal away for `body` (a text editor's run), the screen
  /// left as Ctrl-Z leaves it, and takes it back after.
  func lendTerminal<T>(_ body: (_ terminal: Int32) -> T) -> T {
    pauseServices()
    session.leaveModes()
    screen.suspend()
    session.restoreTermios()
    let result = body(session.fd)
    screen.resume()
    session.reenterModes(mouse: options.mouse)
    resize()
    return result
  }

  /// Stops the work beside the loop (the terminal is given away); the
  /// model asks for it again at its next step.
  func pauseServices() {
    for service in services { service.pause(at: now) }
    model.workStopped()
  }

  /// A `--narrate` file given up (``NarrationFile/takeFailure()``): said
  /// once on the status line.
  private func sayNarrationFailure() {
    guard let problem = sideFiles.narration?.takeFailure() else { return }
    _ = perform(model.tell(Narration(stringLiteral: problem)))
  }

  private func render() {
    screen.present(ListView.render(model.listScreen))
    frames.lastRender = now
    frames.needsRender = false
    frames.inputArrivedSinceRender = false
  }
}

/// The terminal's bytes on their way to events: the decoder (which may
/// hold an unfinished sequence), when a lone ESC counts as Escape, and the
/// replies the loop still waits for.
struct TerminalInput {
  var decoder = InputDecoder()
  /// When a lone ESC counts as the Escape key.
  var escapeDeadline: Duration?
  /// When to stop waiting for the kitty keyboard protocol reply.
  var keyboardQueryDeadline: Duration?
  var keyboardReplySeen = false
  /// When to stop waiting for the screen's cursor position report.
  var cursorReportDeadline: Duration?
  /// What the terminal answered at start (``TerminalSession/askTerminal``).
  let replies: TerminalReplies?
}

/// The loop's clock, and when it last drew.
struct FrameTimes {
  let clock: any LoopClock
  var lastRender: Duration = .zero
  var needsRender = true
  var inputArrivedSinceRender = false

  /// The time since the loop started.
  var now: Duration { clock.now }
}

/// The files written beside the interface: `--log` (each edit) and
/// `--narrate` (each sentence).
struct SideFiles {
  let log: LogFile?
  let narration: NarrationFile?
}
