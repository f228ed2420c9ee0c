import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs preview commands in the background, one at a time, for the event
/// loop: no threads, no blocking call, time passed in.
///
///     focus moves ──▶ request(cmd, at: t) ──┐ (the running one is killed)
///                                          ▼
///            quiet time passes with no new request ──▶ sh -c cmd starts
///                                          │
///     loop: poll(descriptors, nextDeadline) ──▶ advance(at: now)
///            reads the output, reaps, kills what overstayed ──▶ output
///
/// - A new request kills the running command's whole process group
///   (SIGTERM, then SIGKILL if it is still there after ``Configuration/killGrace``)
///   and starts the new command once no other request came for
///   ``Configuration/quietTime``: moving the focus fast over ten rows runs
///   one command, not ten.
/// - Each request has an id; ``output`` carries the id it belongs to and
///   only ever holds bytes of that request's process, so the output of a
///   killed command never shows as another's. It keeps the last output
///   until the next one has something to show (as fzf does, so the pane
///   does not flash blank between rows); ``currentOutput`` is the output
///   of the latest request only.
/// - Output is capped (``Configuration/outputLimit`` bytes,
///   ``Configuration/lineLimit`` lines): a command that writes forever is
///   killed there, and the note says the output was cut.
/// - Every child is reaped (`waitpid` with `WNOHANG`) and every group
///   ended: ``shutdown()`` on the way out, ``PreviewProcessGroups/killAll()``
///   from a fatal signal's handler.
public final class PreviewRunner {
  public struct Configuration: Sendable {
    /// How long the focus must rest before a command starts.
    public var quietTime: Duration = .milliseconds(60)
    /// How long a killed group may take to end after SIGTERM.
    public var killGrace: Duration = .milliseconds(250)
    public var outputLimit = 1 << 20
    public var lineLimit = 100_000
    public var shell = "/bin/sh"
    /// How often to look again for an exit that the pipe does not signal
    /// (a shell that closed its output but runs on, a killed group).
    public var reapInterval: Duration = .milliseconds(20)

    public init() {}
  }

  public typealias RequestID = PreviewOutput.RequestID
  public typealias Output = PreviewOutput

  private struct Pending {
    var id: RequestID
    var command: [UInt8]
    var environment: [String: String]
    var startAt: Duration
  }

  private struct Running {
    var id: RequestID
    var process: PreviewProcess
    var content = PreviewContent()
    var outputEnded = false
  }

  private struct Dying {
    var process: PreviewProcess
    /// When SIGKILL follows; nil once it was sent.
    var killAt: Duration?
  }

  public let configuration: Configuration
  public private(set) var latestRequest: RequestID = 0
  public private(set) var output: Output?
  private var pending: Pending?
  private var running: Running?
  private var dying: [Dying] = []
  private var lastAdvance: Duration = .zero

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  deinit { shutdown() }

  /// The output of the latest request, if it has shown anything yet.
  public var currentOutput: Output? {
    output?.request == latestRequest ? output : nil
  }

  // MARK: - Requests

  /// Asks for `command` (the expanded template) to run once the focus has
  /// rested; kills the one running now.
  ///
  /// - Parameters:
  ///   - environment: added to this program's (`LINES`, `COLUMNS`…).
  /// - Returns: the request's id, which ``output`` carries once it shows.
  @discardableResult
  public func request(
    _ command: [UInt8], environment: [String: String] = [:], at now: Duration
  ) -> RequestID {
    stopRunning(at: now)
    latestRequest += 1
    pending = Pending(
      id: latestRequest, command: command, environment: environment, startAt: now + configuration.quietTime)
    return latestRequest
  }

  /// A request that cannot run (its command could not be made, such as a
  /// line holding a NUL byte): shows `message` as its failure at once.
  @discardableResult
  public func requestFailure(_ message: String, at now: Duration) -> RequestID {
    stopRunning(at: now)
    pending = nil
    latestRequest += 1
    output = Output(
      request: latestRequest, content: PreviewContent([], note: .init(message, isFailure: true)),
      isRunning: false)
    return latestRequest
  }

  /// Stops the running command and forgets the pending one (the pane was
  /// hidden).
  public func cancel(at now: Duration) {
    stopRunning(at: now)
    pending = nil
  }

  // MARK: - The loop's side

  /// The descriptors to wait on for output (`POLLIN`).
  public var descriptors: [Int32] {
    guard let fd = running?.process.output, fd >= 0 else { return [] }
    return [fd]
  }

  /// When ``advance(at:)`` has something to do without any descriptor
  /// becoming readable.
  public var nextDeadline: Duration? {
    var deadlines = dying.compactMap(\.killAt)
    if let pending { deadlines.append(pending.startAt) }
    if !dying.isEmpty || running?.outputEnded == true {
      deadlines.append(lastAdvance + configuration.reapInterval)
    }
    return deadlines.min()
  }

  /// Starts what is due, reads what arrived, reaps what ended, kills what
  /// overstayed. Never blocks.
  ///
  /// - Returns: whether ``output`` changed.
  @discardableResult
  public func advance(at now: Duration) -> Bool {
    lastAdvance = now
    var changed = startIfDue(at: now)
    changed = readOutput(at: now) || changed
    changed = finishIfEnded(at: now) || changed
    collectDying(at: now)
    return changed
  }

  /// Ends every group, the running one and those dying: SIGTERM, up to
  /// `grace` for them to go, then SIGKILL, and reaps them all. Blocks for
  /// at most about `grace` plus a moment; returns as soon as all are gone.
  public func shutdown(grace: Duration = .milliseconds(100)) {
    pending = nil
    if let running {
      running.process.closeOutput()
      dying.append(Dying(process: running.process, killAt: nil))
      self.running = nil
    }
    guard !dying.isEmpty else { return }
    for entry in dying { entry.process.signalGroup(SIGTERM) }
    let clock = ContinuousClock()
    let start = clock.now
    var killed = false
    while !dying.isEmpty {
      dying.removeAll { $0.process.forgetIfGone() }
      if dying.isEmpty { break }
      let elapsed = clock.now - start
      if !killed && elapsed >= grace {
        for entry in dying { entry.process.signalGroup(SIGKILL) }
        killed = true
      }
      // A SIGKILLed process ends at once unless it is stuck in the kernel;
      // do not wait for that forever (init reaps it after this program).
      if elapsed >= grace + .seconds(1) { break }
      var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
      nanosleep(&pause, nil)
    }
    for entry in dying { PreviewProcessGroups.unregister(entry.process.group) }
    dying = []
  }

  /// The process groups this runner still has (running or dying).
  public var activeGroups: [pid_t] {
    (running.map { [$0.process.group] } ?? []) + dying.map(\.process.group)
  }

  // MARK: - Steps

  private func stopRunning(at now: Duration) {
    guard let running else { return }
    running.process.closeOutput()
    running.process.signalGroup(SIGTERM)
    dying.append(Dying(process: running.process, killAt: now + configuration.killGrace))
    self.running = nil
  }

  private func startIfDue(at now: Duration) -> Bool {
    guard let request = pending, now >= request.startAt else { return false }
    pending = nil
    do {
      let process = try PreviewProcess.spawn(
        request.command, shell: configuration.shell, environment: request.environment)
      running = Running(id: request.id, process: process)
      return false
    } catch {
      let note = PreviewContent.Note("could not run the preview: \(error.message)", isFailure: true)
      output = Output(request: request.id, content: PreviewContent([], note: note), isRunning: false)
      return true
    }
  }

  /// Reads at most a few chunks, so that one advance stays short.
  private func readOutput(at now: Duration) -> Bool {
    guard var current = running, !current.outputEnded else { return false }
    var changed = false
    for _ in 0..<8 {
      var chunk: [UInt8] = []
      let room = configuration.outputLimit - current.content.byteCount
      let result = current.process.read(into: &chunk, limit: max(room, 1))
      if case .bytes = result {
        current.content.append(chunk.prefix(room))
        changed = true
        if let limit = cutNote(current.content, readMore: chunk.count > room) {
          current.content.truncate(toLines: configuration.lineLimit)
          current.content.note = limit
          running = current
          output = Output(request: current.id, content: current.content, isRunning: false)
          stopRunning(at: now)
          return true
        }
        continue
      }
      if result == .endOfOutput { current.outputEnded = true }
      break
    }
    running = current
    if changed { output = Output(request: current.id, content: current.content, isRunning: true) }
    return changed
  }

  /// The note for output cut at a limit, if it reached one.
  private func cutNote(_ content: PreviewContent, readMore: Bool) -> PreviewContent.Note? {
    if readMore || content.byteCount >= configuration.outputLimit {
      let size =
        configuration.outputLimit % (1 << 20) == 0
        ? "\(configuration.outputLimit >> 20) MiB" : "\(configuration.outputLimit) bytes"
      return PreviewContent.Note("[output cut at \(size)]", isFailure: false)
    }
    if content.lineCount > configuration.lineLimit {
      return PreviewContent.Note("[output cut at \(configuration.lineLimit) lines]", isFailure: false)
    }
    return nil
  }

  /// Once the output has ended and the shell has exited: the final output,
  /// with a note when the command failed.
  private func finishIfEnded(at now: Duration) -> Bool {
    guard var current = running, current.outputEnded, current.process.reap() else { return false }
    current.content.note = Self.note(forWaitStatus: current.process.waitStatus ?? 0)
    output = Output(request: current.id, content: current.content, isRunning: false)
    running = nil
    // Whatever it left running in its group (`cmd &`) goes with it.
    if !current.process.forgetIfGone() {
      current.process.signalGroup(SIGTERM)
      dying.append(Dying(process: current.process, killAt: now + configuration.killGrace))
    }
    return true
  }

  private func collectDying(at now: Duration) {
    for index in dying.indices {
      dying[index].process.reap()
      if let killAt = dying[index].killAt, now >= killAt {
        dying[index].process.signalGroup(SIGKILL)
        dying[index].killAt = nil
      }
    }
    dying.removeAll { $0.process.forgetIfGone() }
  }

  /// `[exit status 3]`, `[ended by signal 9: Killed]`, or nil for success.
  static func note(forWaitStatus status: Int32) -> PreviewContent.Note? {
    let signal = status & 0x7F
    if signal == 0 {
      let code = (status >> 8) & 0xFF
      return code == 0 ? nil : PreviewContent.Note("[exit status \(code)]", isFailure: true)
    }
    let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
    return PreviewContent.Note("[ended by signal \(signal): \(name)]", isFailure: true)
  }
}
