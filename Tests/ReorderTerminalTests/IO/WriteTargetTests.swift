import Foundation
import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Where `-i`/`-o` write: through symbolic links to the file they name, as
/// editors do; directly into whatever is not a regular file, and into
/// anything under `/dev` or `/proc`.
@Suite struct WriteTargetTests {
  /// A small file system: what each path holds (relative paths are in
  /// /work), and its directories' canonical paths.
  static let files: [String: WriteTarget.Node] = [
    "list.txt": .regular,
    "link": .link("list.txt"),
    "link2": .link("link"),
    "abs": .link("/work/list.txt"),
    "/work/list.txt": .regular,
    "a/link": .link("../b/list.txt"),
    "a/../b/list.txt": .regular,
    "a/far": .link("/work/b/list.txt"),
    "/work/b/list.txt": .regular,
    "null": .link("/dev/null"),
    "/dev/null": .other,
    "/dev/stdout": .link("/proc/self/fd/1"),
    "/dev/shm/x": .regular,
    "/dev/missing": .missing,
    "out": .link("/dev/stdout"),
    "fd": .link("/proc/self/fd/1"),
    "fifo": .other,
    "fifo-link": .link("fifo"),
    "dangling": .link("missing.txt"),
    "dangling-far": .link("../elsewhere/new.txt"),
    "loop": .link("loop2"),
    "loop2": .link("loop"),
    "dir": .directory,
    "dir-link": .link("dir"),
  ]

  static func node(_ path: String) -> WriteTarget.Node {
    files[path.hasPrefix("./") ? String(path.dropFirst(2)) : path] ?? .missing
  }

  static func realDirectory(_ path: String) -> String? {
    switch path {
    case ".": return "/work"
    case "a": return "/work/a"
    case "a/..": return "/work"
    case "a/../b", "/work/b": return "/work/b"
    case "..": return "/"
    case "../elsewhere": return "/elsewhere"
    case "/proc/self/fd": return "/proc/4242/fd"
    default: return path.hasPrefix("/") ? path : nil
    }
  }

  static func resolve(_ path: String) throws -> WriteTarget {
    try WriteTarget.resolve(path, node: node, realDirectory: realDirectory)
  }

  @Test(arguments: [
    ("list.txt", WriteTarget.file("list.txt")),
    ("link", .file("./list.txt")),
    ("link2", .file("./list.txt")),
    ("abs", .file("/work/list.txt")),
    ("a/link", .file("a/../b/list.txt")),
    ("a/far", .file("/work/b/list.txt")),
    ("null", .direct("/dev/null")),
    ("/dev/null", .direct("/dev/null")),
    ("/dev/stdout", .direct("/dev/stdout")),
    ("out", .direct("/dev/stdout")),
    ("fd", .direct("/proc/self/fd/1")),
    ("/dev/shm/x", .direct("/dev/shm/x")),
    ("/dev/missing", .direct("/dev/missing")),
    ("fifo", .direct("fifo")),
    ("fifo-link", .direct("./fifo")),
    ("dangling", .file("./missing.txt")),
    ("dangling-far", .file("./../elsewhere/new.txt")),
    ("new.txt", .file("new.txt")),
  ])
  func pathsResolveAsEditorsDo(path: String, expected: WriteTarget) throws {
    #expect(try Self.resolve(path) == expected)
  }

  @Test(arguments: [
    ("loop", "cannot write 'loop': too many levels of symbolic links"),
    ("dir", "cannot write 'dir': 'dir' is a directory"),
    ("dir-link", "cannot write 'dir-link': './dir' is a directory (through a symbolic link)"),
  ])
  func loopsAndDirectoriesAreErrors(path: String, message: String) {
    let error = #expect(throws: OutputWriter.WriteError.self) { try Self.resolve(path) }
    #expect(error?.message == message)
  }

  @Test func devAndProcAreSpecialOnlyAsWholeNames() {
    #expect(WriteTarget.isSpecial("/dev") && WriteTarget.isSpecial("/dev/shm"))
    #expect(WriteTarget.isSpecial("/proc/4242/fd"))
    #expect(!WriteTarget.isSpecial("/devices") && !WriteTarget.isSpecial("/home/dev"))
  }
}

/// The same on the real file system: the link stays, the file it names
/// changes, with its mode, special bits and backup.
@Suite struct WritingThroughLinksTests {
  func inDirectory(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reorder-links-\(getpid())-\(Int.random(in: 0...1_000_000))").path
    try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(directory)
  }

  func write(_ text: String, to path: String, backup: String? = nil) throws {
    try AtomicFile(path: path, backupSuffix: backup).write { sink in
      try Array(text.utf8).withUnsafeBytes { try sink($0) }
    }
  }

  func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  func linkText(_ path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: path)
  }

  @Test func aLinkInAnotherDirectoryStaysAndItsTargetKeepsModeAndBackup() throws {
    try inDirectory { directory in
      let target = directory + "/real/list.txt"
      try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
      chmod(target, 0o4750)
      try FileManager.default.createDirectory(atPath: directory + "/links", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/links/list", withDestinationPath: "../real/list.txt")
      try write("new\n", to: directory + "/links/list", backup: ".orig")
      #expect(linkText(directory + "/links/list") == "../real/list.txt")
      #expect(contents(target) == "new\n")
      #expect(contents(target + ".orig") == "old\n")
      var info = stat()
      stat(target, &info)
      #expect(info.st_mode & 0o7777 == 0o4750)
      let left = try FileManager.default.contentsOfDirectory(atPath: directory + "/real").sorted()
      #expect(left == ["list.txt", "list.txt.orig"])
    }
  }

  @Test func aDanglingLinkGetsItsTargetCreated() throws {
    try inDirectory { directory in
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/dangling", withDestinationPath: directory + "/real/new.txt")
      try write("new\n", to: directory + "/dangling")
      #expect(linkText(directory + "/dangling") == directory + "/real/new.txt")
      #expect(contents(directory + "/real/new.txt") == "new\n")
    }
  }

  @Test func aLinkToDevNullIsWrittenIntoAndStays() throws {
    try inDirectory { directory in
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/null", withDestinationPath: "/dev/null")
      try write("new\n", to: directory + "/null")
      #expect(linkText(directory + "/null") == "/dev/null")
      var info = stat()
      stat("/dev/null", &info)
      #expect(info.st_mode & S_IFMT == S_IFCHR)
    }
  }
}
