import Foundation
import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// The real event loop run against a scripted terminal and clock and an
/// in-memory screen: what it delivers when (keys, the long press's tick,
/// a lone ESC after its delay, signals) and what it switches on the
/// terminal, with no terminal, no sleeps and no wall clock.
@Suite struct LoopExecutorTests {
  /// A loop over `items` read from a real file, as the command line sets
  /// it up, on a `width` × `height` scripted terminal.
  struct Rig {
    let terminal: ScriptedTerminal
    let screen: MemoryScreen
    let loop: InteractiveLoop
    let directory: URL

    init(
      _ items: [String], arguments: [String] = [], width: Int = 40, height: Int = 10,
      services: [any LoopService] = [], script: [(at: Duration, step: ScriptedTerminal.Step)]
    ) throws {
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("reorder-loop-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let path = directory.appendingPathComponent("list.txt").path
      try Data(items.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
      let options = try TestOptions.parse(arguments + [path])
      let source = try InputSource(path: path, separator: 0x0A)
      try source.readToEnd()
      terminal = ScriptedTerminal(width: width, height: height, script)
      screen = MemoryScreen(width: width, height: height, clock: terminal)
      var model = try AllKinds.model(options: options, store: source.store, width: width, height: height)
      _ = model.resize(width: width, height: height, at: .zero)
      let log = try options.logFile.map { path throws(OutputWriter.WriteError) in try LogFile(path: path) }
      loop = InteractiveLoop(
        model: model, options: options, session: terminal, screen: screen, source: source, log: log,
        services: services, clock: terminal)
    }

    /// The screen row that shows `text` in the first frame.
    static func row(of text: String, in items: [String], width: Int = 40, height: Int = 10) -> Int {
      var model = makeApp(items, width: width, height: height)
      _ = model.resize(width: width, height: height, at: .zero)
      return ListView.render(model.listScreen).lines.firstIndex { $0.contains(text) } ?? -1
    }

    func order() -> [String] { strings(loop.model) }

    func remove() { try? FileManager.default.removeItem(at: directory) }
  }

  @Test func keysAreDeliveredInOrderAndEnterAccepts() throws {
    let rig = try Rig(["a", "b", "c"], script: [(ms(100), .bytes("J")), (ms(200), .bytes("\r"))])
    defer { rig.remove() }
    #expect(rig.loop.run() == .accept)
    #expect(rig.order() == ["b", "a", "c"])
    #expect(rig.screen.lastLines.contains { $0.contains("b") })
    // Mouse tracking and paste are switched on before anything else, and
    // the keyboard is asked whether it reports releases.
    #expect(
      Array(rig.terminal.changes.prefix(3)) == [.enableMouse, .enableBracketedPaste, .queryKeyboardProtocol])
  }

  @Test func aHeldPressLiftsAtItsDeadlineWithNoInputAndTheDragMovesTheRow() throws {
    let items = ["alpha", "bravo", "charlie"]
    let from = Rig.row(of: "alpha", in: items)
    let to = Rig.row(of: "charlie", in: items)
    try #require(from >= 0 && to > from)
    let rig = try Rig(
      items,
      script: [
        // After the start's own deadlines (the keyboard's answer), so only
        // the press can wake the loop.
        (ms(1000), .bytes(mouse(.press, x: 3, y: from))),
        (ms(1700), .bytes(mouse(.drag, x: 3, y: to))),
        (ms(1800), .bytes(mouse(.release, x: 3, y: to))),
        (ms(1900), .bytes("\r")),
      ])
    defer { rig.remove() }
    #expect(rig.loop.run() == .accept)
    #expect(rig.order() == ["bravo", "charlie", "alpha"])
    // Nothing arrived between the press and the drag, yet a frame was drawn
    // once the press had been held long enough: the loop woke at the
    // engine's deadline and delivered the tick that lifted the row.
    let held = zip(rig.screen.frameTimes, rig.screen.frames).filter { $0.0 >= ms(1500) && $0.0 < ms(1700) }
    let first = try #require(rig.screen.frames.first)
    #expect(!held.isEmpty)
    #expect(held.contains { $0.1.styledLines != first.styledLines })
  }

  /// A service that keeps what the loop hands it, and when.
  final class RecordingService: LoopService {
    var performed: [(at: Duration, effect: ModelEffect)] = []
    var paused: [Duration] = []
    var descriptors: [Int32] { [] }
    var nextDeadline: Duration? { nil }
    func update(_ model: inout AppModel, at now: Duration) -> Bool { false }
    func perform(_ effect: ModelEffect, on model: inout AppModel, at now: Duration) -> Bool {
      performed.append((now, effect))
      return false
    }
    func pause(at now: Duration) { paused.append(now) }
    func shutdown() {}
  }

  @Test func whatToPreviewArrivesAsAnEffectEachTimeItChanges() throws {
    let service = RecordingService()
    let rig = try Rig(
      ["a", "b", "c"], arguments: ["--preview", "echo {}"], width: 60, services: [service],
      script: [
        (ms(100), .bytes("j")), (ms(200), .bytes("j")), (ms(300), .signal(SIGTSTP)), (ms(400), .bytes("q")),
      ])
    defer { rig.remove() }
    #expect(rig.loop.run() == .quit)
    let previews = service.performed.compactMap { record -> (Duration, Int?)? in
      guard case .preview(let request) = record.effect else { return nil }
      return (record.at, request?.id)
    }
    // The first row at the start, each new row once, and after Ctrl-Z
    // (which stops the services) the same row asked again.
    #expect(previews.map(\.1) == [0, 1, 2, 2])
    #expect(previews.map(\.0) == [.zero, ms(100), ms(200), ms(300)])
    #expect(service.paused == [ms(300)])
  }

  @Test func aLoneEscapeCountsAsEscapeAfterItsDelay() throws {
    let rig = try Rig(["a", "b"], script: [(ms(100), .bytes("\u{1B}"))])
    defer { rig.remove() }
    #expect(rig.loop.run() == .quit)
    // The loop waited for the rest of a sequence no longer than the delay.
    #expect(rig.terminal.waits.contains { $0.at == ms(100) && $0.timeout == InteractiveLoop.escapeDelay })
    #expect(rig.terminal.now == ms(100) + InteractiveLoop.escapeDelay)
  }

  @Test func ctrlZGivesTheTerminalBackStopsAndTakesItAgain() throws {
    let rig = try Rig(["a", "b"], script: [(ms(100), .signal(SIGTSTP)), (ms(200), .bytes("q"))])
    defer { rig.remove() }
    #expect(rig.loop.run() == .quit)
    let afterStart = Array(rig.terminal.changes.drop { $0 != .leaveModes })
    #expect(afterStart == [.leaveModes, .restoreTermios, .stopProcess, .reenterModes(mouse: true)])
    #expect(Array(rig.screen.events.prefix(3)) == [.suspend, .resume, .resize(width: 40, height: 10)])
  }

  @Test func aResizeRedrawsAtTheNewSize() throws {
    let rig = try Rig(
      ["a", "b"], script: [(ms(100), .resize(width: 52, height: 12)), (ms(200), .bytes("q"))])
    defer { rig.remove() }
    #expect(rig.loop.run() == .quit)
    #expect(rig.screen.events.contains(.resize(width: 52, height: 12)))
    #expect(rig.screen.frames.last?.width == 52)
    #expect(rig.screen.frames.last?.height == 12)
  }

  @Test func aTerminalThatRunsOutIsLost() throws {
    let rig = try Rig(["a", "b"], script: [(ms(100), .bytes("J"))])
    defer { rig.remove() }
    #expect(rig.loop.run() == .failure("lost the terminal"))
    #expect(rig.order() == ["b", "a"])
  }

  @Test func eachCommittedEditIsLoggedAsItHappens() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reorder-log-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let logPath = directory.appendingPathComponent("edits.jsonl").path
    let rig = try Rig(
      ["a", "b", "c"], arguments: ["--log", logPath],
      script: [(ms(100), .bytes("J")), (ms(200), .bytes("J")), (ms(300), .bytes("\r"))])
    defer { rig.remove() }
    #expect(rig.loop.run() == .accept)
    let lines = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
    #expect(rig.order() == ["b", "c", "a"])
  }
}
