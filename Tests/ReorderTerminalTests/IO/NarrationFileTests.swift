import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// `--narrate FILE`: a line per narration, to a file or a FIFO that never
/// holds the interface up.
@Suite struct NarrationFileTests {
  func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "narrate-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Everything a reader of `fd` can take now, without waiting.
  func drain(_ fd: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = read(fd, &buffer, buffer.count)
      if n <= 0 { break }
      bytes += buffer[..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Runs `body` with SIGPIPE blocked on this thread, and takes any that
  /// a write raised: the program's own handler lets such writes fail with
  /// EPIPE; the test runner's default would end it.
  func withBrokenPipesAllowed(_ body: () throws -> Void) rethrows {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGPIPE)
    var old = sigset_t()
    pthread_sigmask(SIG_BLOCK, &set, &old)
    defer {
      var now = timespec(tv_sec: 0, tv_nsec: 0)
      while sigtimedwait(&set, nil, &now) == SIGPIPE {}
      pthread_sigmask(SIG_SETMASK, &old, nil)
    }
    try body()
  }

  @Test func aRegularFileGetsOneLineEachAppended() throws {
    let path = temporaryDirectory() + "/said.txt"
    try "earlier\n".write(toFile: path, atomically: false, encoding: .utf8)
    let file = try NarrationFile(path: path)
    file.say("Moved 3 → 1 of 9 · \"x\"", at: .zero)
    file.say("Nothing to undo", at: .zero)
    file.say("Nothing to undo", at: .zero)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "earlier\nMoved 3 → 1 of 9 · \"x\"\nNothing to undo\nNothing to undo\n")
  }

  @Test func linesShowControlsAsTheStatusLineDoes() {
    let label = ItemLabel(text: "evil\u{1B}]0;title\u{07}\nnext")
    #expect(
      NarrationFile.line("Position 1 of 1 · \(label)", ansi: false)
        == "Position 1 of 1 · \"evil^[]0;title^G^Jnext\"")
  }

  @Test func aFIFOWithoutAReaderWaitsAndNeverBlocks() throws {
    let path = temporaryDirectory() + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    let file = try NarrationFile(path: path)  // no reader: opens later
    file.say("one", at: .zero)
    file.say("two", at: .zero)
    #expect(file.waitingLines == 2 && file.nextRetry != nil)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    file.flush(at: .seconds(1))
    #expect(file.waitingLines == 0)
    #expect(drain(reader) == "one\ntwo\n")
    file.say("three", at: .seconds(1))
    #expect(drain(reader) == "three\n")
  }

  @Test func aFullFIFODropsTheOldestLinesAndSaysHowMany() throws {
    let path = temporaryDirectory() + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    let file = try NarrationFile(path: path)
    // A reader that does not read: fill the pipe and the buffer behind it.
    let line = String(repeating: "x", count: 99)
    let lines = 3000  // 300 KB: a 64 KiB pipe and a 64 KiB buffer overflow
    for i in 0..<lines { file.say("\(i) \(line)", at: .zero) }
    #expect(file.waitingLines < lines)
    var got = drain(reader)
    file.flush(at: .zero)
    got += drain(reader)
    file.flush(at: .zero)
    got += drain(reader)
    let received = got.split(separator: "\n")
    let note = try #require(received.first { $0.hasPrefix("(") })
    #expect(note.hasSuffix(" lines dropped)"))
    let droppedCount = Int(note.dropFirst().prefix { $0 != " " }) ?? 0
    let numbered = received.filter { !$0.hasPrefix("(") }
    #expect(numbered.count + droppedCount == lines, "every line written or counted as dropped")
    #expect(numbered.last?.hasPrefix("\(lines - 1) ") == true, "the newest line is kept")
    let numbers = numbered.compactMap { Int($0.prefix { $0 != " " }) }
    #expect(numbers == numbers.sorted(), "in order, none cut")
    #expect(numbered.allSatisfy { $0.hasSuffix(line) })
  }

  @Test func aReaderThatLeavesIsReplacedByTheNext() throws {
    let path = temporaryDirectory() + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    var reader = open(path, O_RDONLY | O_NONBLOCK)
    let file = try NarrationFile(path: path)
    file.say("first", at: .zero)
    #expect(drain(reader) == "first\n")
    close(reader)
    withBrokenPipesAllowed { file.say("while nobody reads", at: .zero) }
    #expect(file.waitingLines == 1, "EPIPE: the line waits")
    reader = open(path, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    file.flush(at: .seconds(1))
    #expect(drain(reader) == "while nobody reads\n")
  }

  @Test func aFileThatCannotBeOpenedIsOneErrorLine() {
    #expect(throws: OutputWriter.WriteError.self) { try NarrationFile(path: "/nonexistent-dir/said.txt") }
  }

  @Test func narrateMayNotNameTheInputTheOutputOrTheLog() throws {
    let dir = temporaryDirectory()
    let list = dir + "/list.txt"
    try "a\n".write(toFile: list, atomically: false, encoding: .utf8)
    var options = Options()
    options.file = list
    options.narrateFile = list
    #expect(throws: Options.UsageError.self) { try options.validated() }
    options.narrateFile = dir + "/said.txt"
    options.logFile = dir + "/said.txt"
    #expect(throws: Options.UsageError(message: "--log and --narrate name the same file '\(dir)/said.txt'")) {
      try options.validated()
    }
    options.logFile = nil
    #expect(try options.validated().narrateFile == dir + "/said.txt")
  }
}
