import Foundation
import Testing

/// `make rules`' file-length rule (scripts/file-lengths.py): a Swift file
/// over the limit fails it and is named, one at the limit passes, and the
/// repository's own sources keep it.
@Suite struct FileLengthsTests {
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> (output: String, status: Int32) {
    let process = Process()
    process.currentDirectoryURL = directory
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", DocsTests.root.appendingPathComponent("scripts/file-lengths.py").path] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: output, as: UTF8.self), process.terminationStatus)
  }

  @Test func aFileOverTheLimitFailsAndIsNamed() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("file-lengths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let lines = { (n: Int) in String(repeating: "let x = 1\n", count: n) }
    try lines(450).write(
      to: directory.appendingPathComponent("AtTheLimit.swift"), atomically: true, encoding: .utf8)
    let atLimit = try Self.run(["--max", "450", directory.path])
    #expect(atLimit.status == 0 && atLimit.output.isEmpty, "\(atLimit)")
    try lines(451).write(
      to: directory.appendingPathComponent("Over.swift"), atomically: true, encoding: .utf8)
    let over = try Self.run(["--max", "450", directory.path])
    #expect(over.status == 1)
    #expect(over.output.contains("Over.swift: 451 lines"), "\(over.output)")
    #expect(!over.output.contains("AtTheLimit"))
  }

  @Test func theSourcesKeepTheRule() throws {
    // From the repository's root, as make runs it: the exceptions are
    // named by their paths there.
    let result = try Self.run(["--max", "450", "Sources"], in: DocsTests.root)
    #expect(result.status == 0, "\(result.output)")
  }
}
