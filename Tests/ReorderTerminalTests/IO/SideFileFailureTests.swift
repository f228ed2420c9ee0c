import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// `--log` and `--narrate` files that fail: said once, never a cut line,
/// never a wait, never a loop that retries without pause.
@Suite struct SideFileFailureTests {
  func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "side-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aLogWriteThatFailsIsSaidOnceAndNothingIsWrittenAfter() throws {
    let log = try LogFile(path: "/dev/full")
    #expect(log.failure == nil)
    let first = log.append(#"{"op":"move"}"#)
    #expect(first == "cannot write log '/dev/full': No space left on device")
    #expect(log.failure == first)
    #expect(log.append(#"{"op":"move"}"#) == nil)  // said once
    #expect(log.failure == first)
  }

  @Test func aLogToAFIFOWithoutAReaderIsRefusedWithoutWaiting() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fifo = directory + "/log"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect {
      try LogFile(path: fifo)
    } throws: { error in
      (error as? OutputWriter.WriteError)?.message
        == "cannot open log '\(fifo)': it is a FIFO no process reads (start its reader first)"
    }
    // With a reader, lines arrive whole.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    let log = try LogFile(path: fifo)
    #expect(log.append("line") == nil)
    var buffer = [UInt8](repeating: 0, count: 64)
    #expect(read(reader, &buffer, 64) == 5)
  }

  @Test func aNarrationFileThatFailsIsGivenUpOnceAndWaitsForNothing() throws {
    let file = try NarrationFile(path: "/dev/full")
    file.say("one", at: .zero)
    // Nothing to wait on: a poll for room would be ready at once, forever.
    #expect(file.waitsForRoom == nil)
    #expect(file.nextRetry == nil)
    #expect(file.waitingLines == 0)
    let failure = file.takeFailure()
    #expect(failure == "--narrate '/dev/full' failed: No space left on device; nothing more is written to it")
    #expect(file.takeFailure() == nil)
    file.say("two", at: .seconds(1))
    file.flush(at: .seconds(2))
    #expect(file.waitsForRoom == nil)
    #expect(file.takeFailure() == nil)  // said once
  }
}
