import Foundation
import Testing

/// `make test` ends with one line CI reads, `test: N passed, N failed`:
/// scripts/test-summary.py runs every part through a make given to it and
/// counts each part's tests from what it printed. Here the make is a
/// script that prints what each part really prints (Swift Testing and
/// XCTest, run.sh, the xterm and deb tests, libFuzzer's statistics).
@Suite struct TestSummaryTests {
  /// What each part prints, and its exit status.
  static let parts: [String: (output: String, status: Int32)] = [
    "unit": (
      """
      Test Suite 'All tests' started at 2026-12-04 14:45:48.094
      \t Executed 3 tests, with 1 failure (0 unexpected) in 0.01 (0.01) seconds
      ◇ Test run started.
      ✘ Test a() recorded an issue at X.swift:1:1: Expectation failed: 1 == 2
      ✘ Test a() failed after 0.1 seconds with 1 issue.
      ✔ Test b() passed after 0.1 seconds.
      ✘ Test case passing 1 argument x → 1 to c(x:) failed after 0.1 seconds
      ✘ Test c(x:) with 2 test cases failed after 0.1 seconds with 1 issue.
      ✘ Suite S failed after 0.2 seconds with 2 issues.
      ✘ Test run with 10 tests in 2 suites failed after 1.0 seconds with 2 issues.
      """, 1
    ),
    "e2e": ("ok   test_x                 1s\ne2e: 40 passed, 0 failed", 0),
    "rules": ("1931 functions; 0 over 80 lines", 0),
    "xterm-test": ("xterm: contrast_test passed\nxterm: margins_test failed", 1),
    "deb-test": ("ok   lintian: no error or warning\nok   every file\nFAIL: vim did not load", 1),
    "fuzz-smoke": ("Done 99 runs in 5 second(s)\nstat::number_of_executed_units: 99", 0),
    "crash": ("Fatal error: something", 1),
    "board-readers": (
      "..F.E\n======\nFAIL: test_x\n----\nRan 5 tests in 0.003s\n\nFAILED (failures=1, errors=1)", 1
    ),
    "noisy": ("/src/A.swift:3:9: warning: variable 'x' was never mutated\nBuild complete!", 0),
  ]

  /// Runs the summary over `parts` with the fake make; its output and status.
  static func summarize(_ parts: [String]) throws -> (lines: [String], status: Int32) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("test-summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (part, (output, status)) in Self.parts {
      try (output + "\n").write(
        to: directory.appendingPathComponent(part + ".out"), atomically: true, encoding: .utf8)
      try "\(status)".write(
        to: directory.appendingPathComponent(part + ".status"), atomically: true, encoding: .utf8)
    }
    // $1 is --no-print-directory, $2 the part.
    let script = "#!/bin/sh\ncd '\(directory.path)' && cat \"$2.out\" && exit \"$(cat \"$2.status\")\"\n"
    let make = directory.appendingPathComponent("make")
    // Written here, the file could be held open for writing by a child
    // another test forks meanwhile, and executing it would then fail with
    // ETXTBSY: `cp`, a process of its own, writes the one that runs.
    try script.write(to: directory.appendingPathComponent("make.sh"), atomically: true, encoding: .utf8)
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/sh")
    copy.arguments = ["-c", "cp \"$1/make.sh\" \"$1/make\" && chmod 755 \"$1/make\"", "sh", directory.path]
    try copy.run()
    copy.waitUntilExit()
    #expect(copy.terminationStatus == 0)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", DocsTests.root.appendingPathComponent("scripts/test-summary.py").path, "--make", make.path]
      + parts
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    return (lines, process.terminationStatus)
  }

  @Test func everyPartIsCountedAndTheSummaryIsLast() throws {
    let (lines, status) = try Self.summarize(["rules", "unit", "e2e", "xterm-test", "deb-test", "fuzz-smoke"])
    // unit: 10 Swift Testing tests, 2 failed (a, c), and 3 XCTest tests, 1
    // failed: 10 passed, 3 failed; e2e 40; rules 1; xterm 1 and 1 failed;
    // deb 2 and its FAIL; fuzz 1; and no warning, 1.
    #expect(lines.last == "test: 56 passed, 5 failed", "\(lines)")
    #expect(status == 1)
    // The parts' own output came through, libFuzzer's statistics before the summary.
    #expect(lines.contains("stat::number_of_executed_units: 99"))
    #expect(lines.contains("e2e: 40 passed, 0 failed"))
  }

  @Test func aRunWithNoFailureExitsZero() throws {
    let (lines, status) = try Self.summarize(["rules", "e2e", "fuzz-smoke"])
    #expect(lines.last == "test: 43 passed, 0 failed", "\(lines)")
    #expect(status == 0)
  }

  /// A part that dies before it prints any count is one failure, and the
  /// parts after it still run.
  @Test func aPartThatFailsWithoutCountsIsOneFailure() throws {
    let (lines, status) = try Self.summarize(["crash", "rules"])
    #expect(lines.last == "test: 2 passed, 1 failed", "\(lines)")
    #expect(status == 1)
  }

  /// Python's unittest (the board readers) says how many ran and failed.
  @Test func pythonUnittestIsCounted() throws {
    let (lines, status) = try Self.summarize(["board-readers"])
    #expect(lines.last == "test: 4 passed, 2 failed", "\(lines)")
    #expect(status == 1)
  }

  /// A build that warns fails `make test`, though every part passed.
  @Test func aWarningFailsTheRun() throws {
    let (lines, status) = try Self.summarize(["noisy", "rules"])
    #expect(lines.last == "test: 2 passed, 1 failed", "\(lines)")
    #expect(lines.contains("noisy: /src/A.swift:3:9: warning: variable 'x' was never mutated"))
    #expect(status == 1)
  }
}
