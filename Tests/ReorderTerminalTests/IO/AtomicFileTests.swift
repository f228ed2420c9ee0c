import Foundation
import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// `-o` replaces the file atomically, keeps its owner and mode, and never
/// opens a file or symlink planted at the temporary file's name.
@Suite struct AtomicFileTests {
  /// A fresh directory, removed after `body`.
  func inDirectory(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reorder-atomic-\(getpid())-\(Int.random(in: 0...1_000_000))").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(directory)
  }

  func write(_ text: String, to path: String, names: [String]? = nil) throws {
    var remaining = names ?? []
    let file =
      names == nil ? AtomicFile(path: path) : AtomicFile(path: path) { remaining.removeFirst() }
    try file.write { sink in try Array(text.utf8).withUnsafeBytes { try sink($0) } }
  }

  func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  func status(_ path: String) -> stat {
    var info = stat()
    _ = lstat(path, &info)
    return info
  }

  @Test func aSymlinkPlantedAtTheTemporaryNameIsNeverFollowed() throws {
    try inDirectory { directory in
      let target = directory + "/list.txt"
      let victim = directory + "/victim"
      try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
      try "victim\n".write(toFile: victim, atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/.reorder-planted", withDestinationPath: victim)
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/.reorder-dangling", withDestinationPath: directory + "/created")
      try write(
        "new\n", to: target, names: [".reorder-planted", ".reorder-dangling", ".reorder-free"])
      #expect(contents(target) == "new\n")
      #expect(contents(victim) == "victim\n")
      #expect(!FileManager.default.fileExists(atPath: directory + "/created"))
      let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
      #expect(left == [".reorder-dangling", ".reorder-planted", "list.txt", "victim"])
    }
  }

  @Test func theModeIsKeptWithItsSpecialBits() throws {
    try inDirectory { directory in
      let target = directory + "/list.txt"
      for mode: mode_t in [0o640, 0o600, 0o2755, 0o4750, 0o1644] {
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, mode)
        try write("new\n", to: target)
        #expect(status(target).st_mode & 0o7777 == mode, "mode \(String(mode, radix: 8))")
      }
    }
  }

  @Test(.enabled(if: getuid() == 0, "changing a file's owner needs root"))
  func theOwnerIsKept() throws {
    try inDirectory { directory in
      let target = directory + "/list.txt"
      try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
      chown(target, 65534, 65534)
      chmod(target, 0o2664)
      try write("new\n", to: target)
      #expect(status(target).st_uid == 65534 && status(target).st_gid == 65534)
      #expect(status(target).st_mode & 0o7777 == 0o2664)
    }
  }

  @Test func aNewFileGetsTheUmaskMode() throws {
    try inDirectory { directory in
      let target = directory + "/new.txt"
      let mask = umask(0o027)
      defer { umask(mask) }
      try write("new\n", to: target)
      #expect(contents(target) == "new\n")
      #expect(status(target).st_mode & 0o7777 == 0o640)
    }
  }

  @Test func noTemporaryNameFreeIsAnErrorAndTheTargetIsUntouched() throws {
    try inDirectory { directory in
      let target = directory + "/list.txt"
      try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
      try "x".write(toFile: directory + "/.reorder-taken", atomically: false, encoding: .utf8)
      #expect(throws: OutputWriter.WriteError.self) {
        try AtomicFile(path: target) { ".reorder-taken" }.write { _ in
          Issue.record("wrote with no file")
        }
      }
      #expect(contents(target) == "old\n")
      #expect(contents(directory + "/.reorder-taken") == "x")
    }
  }
}
