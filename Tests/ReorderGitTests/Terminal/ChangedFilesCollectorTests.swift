import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderGit
@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// The files each commit of a real todo changes, from real git, as the
/// event loop collects them.
@Suite(.enabled(if: GitSandbox.gitIsInstalled), .serialized)
struct ChangedFilesCollectorTests {
  /// Five commits: a root, two on parser.c, one on a file whose name holds
  /// a newline and a quote, an empty one; then a rename.
  static let commits = """
    commit parser.c 'Initial commit'
    commit parser.c 'Add the parser'
    commit "printer's
    file.c" 'Add the printer'
    commit parser.c 'Fix a typo in the parser'
    git commit -q --allow-empty -m 'Nothing at all'
    git mv parser.c reader.c && git commit -q -m 'Rename the parser'
    """

  static func bytes(_ names: String...) -> Set<[UInt8]> { Set(names.map { Array($0.utf8) }) }

  /// The repository, the todo's commit names (`rev-list`, abbreviated, in
  /// todo order) and the root commit's.
  func repository(_ sandbox: GitSandbox) throws -> (GitRepository, [String]) {
    try sandbox.makeRepository(Self.commits)
    let names = try sandbox.run("cd repo && git rev-list --reverse --abbrev-commit HEAD").split(
      separator: "\n")
    let repository = GitRepository(
      gitDirectory: sandbox.root.appendingPathComponent("repo/.git").path, todoDirectory: sandbox.root.path)
    return (repository, names.map(String.init))
  }

  @Test func eachCommitsFilesArriveFromOneBatch() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let (repository, names) = try repository(sandbox)
    let collector = ChangedFilesCollector(repository: repository, commits: names)
    try drain(collector)
    #expect(collector.failed == [])
    let files = names.map { collector.map.files(of: $0) }
    #expect(files[0] == Self.bytes("parser.c"))  // the root commit
    #expect(files[1] == Self.bytes("parser.c"))
    #expect(files[2] == Self.bytes("printer's\nfile.c"))  // as stored, not quoted
    #expect(files[3] == Self.bytes("parser.c"))
    #expect(files[4] == Self.bytes())  // empty: known to change nothing
    #expect(files[5] == Self.bytes("parser.c", "reader.c"))  // both names of a rename
  }

  @Test func namesGitTakesInATodoAreResolvedAsGitResolvesThem() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let (repository, _) = try repository(sandbox)
    try sandbox.run("cd repo && git tag -a -m 'A tag' v1 HEAD~2")
    let collector = ChangedFilesCollector(repository: repository, commits: ["HEAD~2", "v1", "main"])
    try drain(collector)
    #expect(collector.map.files(of: "HEAD~2") == Self.bytes("parser.c"))
    #expect(collector.map.files(of: "v1") == Self.bytes("parser.c"))  // the tag's commit
    #expect(collector.map.files(of: "main") == Self.bytes("parser.c", "reader.c"))
  }

  @Test func namesThatAreNoCommitFailAndTheOthersStillArrive() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let (repository, names) = try repository(sandbox)
    let blob = try sandbox.run("cd repo && git rev-parse HEAD:reader.c").trimmed
    let output = sandbox.root.appendingPathComponent("written").path
    let asked = ["0000000", names[1], blob, "--output=\(output)", "has space", names[2]]
    let collector = ChangedFilesCollector(repository: repository, commits: asked)
    try drain(collector)
    #expect(Set(collector.failed) == ["0000000", blob, "--output=\(output)", "has space"])
    #expect(collector.map.files(of: names[1]) == Self.bytes("parser.c"))
    #expect(collector.map.files(of: names[2]) == Self.bytes("printer's\nfile.c"))
    #expect(!FileManager.default.fileExists(atPath: output))  // never an option
  }

  @Test func smallBatchesGiveTheSameListsAsOne() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let (repository, names) = try repository(sandbox)
    let whole = ChangedFilesCollector(repository: repository, commits: names)
    try drain(whole)
    var configuration = ChangedFilesCollector.Configuration()
    configuration.batchBytes = 12  // one name a batch
    let pieces = ChangedFilesCollector(repository: repository, commits: names, configuration: configuration)
    try drain(pieces)
    #expect(pieces.failed == [])
    for name in names { #expect(pieces.map.files(of: name) == whole.map.files(of: name)) }
  }

  @Test func outputPastTheLimitKeepsOnlyWholeLists() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let (repository, names) = try repository(sandbox)
    var configuration = ChangedFilesCollector.Configuration()
    configuration.outputLimit = 30  // "/\nparser.c\0" twice, then cut inside the third list
    let collector = ChangedFilesCollector(
      repository: repository, commits: names, configuration: configuration)
    try drain(collector)
    #expect(collector.map.files(of: names[0]) == Self.bytes("parser.c"))
    #expect(collector.map.files(of: names[1]) == Self.bytes("parser.c"))
    #expect(Set(collector.failed) == Set(names[2...]))
  }

  @Test func namesAskedForLaterArriveOnceEach() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let (repository, names) = try repository(sandbox)
    let collector = ChangedFilesCollector(repository: repository, commits: Array(names[..<2]))
    try drain(collector)
    #expect(collector.map.count == 2)
    collector.add([names[1], names[3], names[3], "nope"])
    #expect(!collector.isFinished)
    try drain(collector)
    #expect(collector.map.count == 3)
    #expect(collector.map.files(of: names[3]) == Self.bytes("parser.c"))
    #expect(collector.failed == ["nope"])
  }

  @Test func outsideARepositoryEveryCommitFails() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let repository = GitRepository(
      gitDirectory: sandbox.root.appendingPathComponent("none").path, todoDirectory: sandbox.root.path)
    let collector = ChangedFilesCollector(repository: repository, commits: ["1a2b3c4", "5d6e7f8"])
    try drain(collector)
    #expect(collector.failed == ["1a2b3c4", "5d6e7f8"])
    #expect(collector.map.count == 0)
  }

  @Test func shutdownEndsABatchThatHangs() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.run("printf '#!/bin/sh\\nexec sleep 30\\n' > git && chmod +x git")
    var configuration = ChangedFilesCollector.Configuration()
    configuration.git = sandbox.root.appendingPathComponent("git").path
    let repository = GitRepository(gitDirectory: "/nowhere", todoDirectory: "/")
    let collector = ChangedFilesCollector(
      repository: repository, commits: ["1a2b3c4"], configuration: configuration)
    collector.advance(at: .zero)
    let group = try #require(collector.runningGroup)
    #expect(kill(-group, 0) == 0)
    #expect(collector.descriptors.count == 1)
    collector.shutdown(grace: .seconds(5))
    #expect(collector.isFinished)
    #expect(collector.descriptors == [])
    #expect(!PreviewProcess.hasLivingMember(group))
  }

  /// The lists feed the conflict warning: lifting the typo fix above the
  /// printer crosses nothing that shares a file; above the parser, it does.
  @Test func theListsMarkTheCommitsAMoveCrossesThatShareFiles() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.makeRepository(Self.commits)
    let todo = try sandbox.capturedTodo("HEAD~5")  // parser, printer, typo, empty, rename
    var engine = Self.todoEngine(todo)
    let repository = GitRepository(
      gitDirectory: sandbox.root.appendingPathComponent("repo/.git").path, todoDirectory: sandbox.root.path)
    let collector = ChangedFilesCollector(repository: repository, commits: engine.todoCommits())
    try drain(collector)
    #expect(collector.failed == [] && collector.map.count == engine.todoCommits().count)
    #expect(
      String(decoding: engine.list.item(at: 2).array, as: UTF8.self).hasSuffix("Fix a typo in the parser"))
    for action in [EngineAction.cursor(.to(2)), .holdKey(.press), .holdKey(.release), .cursor(.vertical(-1))]
    {
      _ = engine.handle(action, at: .zero)
    }
    #expect(engine.overlaps(in: collector.map)?.ids == [])
    _ = engine.handle(.cursor(.vertical(-1)), at: .zero)
    let overlapping = try #require(engine.overlaps(in: collector.map))
    #expect(overlapping.ids == [engine.list.id(at: 0)])
    #expect(String(decoding: engine.list.item(at: 0).array, as: UTF8.self).hasSuffix("Add the parser"))
    #expect(overlapping.unknown == 0)
  }

  /// An engine on a todo, as git mode makes it (comments and blank lines
  /// locked).
  static func todoEngine(_ bytes: [UInt8]) -> ReorderEngine {
    let store = ItemStore()
    store.append(bytes)
    store.finish()
    let list = ReorderList(store: store) { item in
      let kind = GitTodoLine.parse(item, comment: .hash).kind
      return kind == .comment || kind == .blank ? .locked : []
    }
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configuration.isGitTodo = true
    return ReorderEngine(list: list, width: 80, height: 30, configuration: configuration)
  }

  /// Runs the collector as the event loop does until it is finished.
  func drain(_ collector: ChangedFilesCollector) throws {
    let clock = ContinuousClock()
    let start = clock.now
    collector.advance(at: .zero)
    while !collector.isFinished {
      let now = clock.now - start
      try #require(now < .seconds(60), "the collector never finished")
      var fds = collector.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let wait = collector.nextDeadline.map { max($0 - now, .zero) } ?? .milliseconds(100)
      let milliseconds = Int32(min(wait, .milliseconds(100)) / .milliseconds(1))
      _ = poll(&fds, nfds_t(fds.count), milliseconds)
      collector.advance(at: clock.now - start)
    }
  }
}
