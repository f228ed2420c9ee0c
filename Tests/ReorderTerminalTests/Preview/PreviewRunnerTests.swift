import Testing

@testable import ReorderFrontEnd
@testable import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Real `sh` processes. Time is passed in as the loop would pass it, so
/// the quiet time and the kill grace are exact; real time only bounds how
/// long a test waits for a process to do something (never asserted).
@Suite(.serialized) struct PreviewRunnerTests {
  func runner(
    quiet: Duration = .zero, grace: Duration = .milliseconds(250), outputLimit: Int = 1 << 20,
    lineLimit: Int = 100_000
  ) -> PreviewRunner {
    var configuration = PreviewRunner.Configuration()
    configuration.quietTime = quiet
    configuration.killGrace = grace
    configuration.outputLimit = outputLimit
    configuration.lineLimit = lineLimit
    return PreviewRunner(configuration: configuration)
  }

  /// Polls the runner's descriptors and advances it at `now` until
  /// `condition` holds; false after 20 s of real time.
  @discardableResult
  func drive(_ runner: PreviewRunner, at now: Duration, until condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let giveUp = clock.now + .seconds(20)
    runner.advance(at: now)
    while !condition() {
      if clock.now > giveUp { return false }
      var fds = runner.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&fds, nfds_t(fds.count), 10)
      runner.advance(at: now)
    }
    return true
  }

  func lines(_ output: PreviewRunner.Output?) -> [String] {
    guard let content = output?.content else { return [] }
    return (0..<content.lineCount).map { content.glyphs(ofLine: $0).map(\.text).joined() }
  }

  func finished(_ runner: PreviewRunner) -> Bool {
    runner.currentOutput.map { !$0.isRunning } ?? false
  }

  /// The processes of process group `group` that are not zombies (from
  /// /proc). (A killed shell's children end as zombies of init, which
  /// reaps them in its own time: they are not running.)
  func processes(inGroup group: pid_t) -> [pid_t] {
    guard let directory = opendir("/proc") else { return [] }
    defer { closedir(directory) }
    var found: [pid_t] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let pid = pid_t(name), let stat = readFile("/proc/\(pid)/stat") else { continue }
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses.
      guard let close = stat.lastIndex(of: ")") else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 2, pid_t(fields[2]) == group, fields[0] != "Z" { found.append(pid) }
    }
    return found
  }

  func readFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = read(fd, &buffer, buffer.count)
    return n > 0 ? String(decoding: buffer[..<n], as: UTF8.self) : nil
  }

  func exists(_ pid: pid_t) -> Bool { readFile("/proc/\(pid)/stat") != nil }

  func command(_ text: String) -> [UInt8] { Array(text.utf8) }

  // MARK: - Tests

  @Test func theFocusMustRestBeforeACommandStarts() {
    let runner = runner(quiet: .milliseconds(60))
    defer { runner.shutdown() }
    // Ten focus moves 10 ms apart: nothing runs while they go on.
    for step in 0..<10 {
      let now = Duration.milliseconds(10 * step)
      runner.request(command("sleep 5"), at: now)
      runner.advance(at: now + .milliseconds(9))
      #expect(runner.activeGroups.isEmpty)
    }
    runner.advance(at: .milliseconds(90 + 59))
    #expect(runner.activeGroups.isEmpty)
    runner.advance(at: .milliseconds(90 + 60))
    #expect(runner.activeGroups.count == 1)
    #expect(runner.latestRequest == 10)
  }

  @Test func aFailingCommandShowsItsErrorsAndStatus() {
    let runner = runner()
    runner.request(command("echo out; echo err >&2; exit 3"), at: .zero)
    #expect(drive(runner, at: .zero) { finished(runner) })
    #expect(lines(runner.currentOutput) == ["out", "err", "[exit status 3]"])
    #expect(runner.currentOutput?.content.note?.isFailure == true)
    #expect(runner.activeGroups.isEmpty)
  }

  @Test func successHasNoNote() {
    let runner = runner()
    runner.request(command("printf 'a\\nb'"), at: .zero)
    #expect(drive(runner, at: .zero) { finished(runner) })
    #expect(lines(runner.currentOutput) == ["a", "b"])
    #expect(runner.currentOutput?.content.note == nil)
  }

  @Test func aSignalIsReported() {
    let runner = runner()
    runner.request(command("kill -KILL $$"), at: .zero)
    #expect(drive(runner, at: .zero) { finished(runner) })
    #expect(lines(runner.currentOutput) == ["[ended by signal 9: Killed]"])
  }

  @Test func movingOnKillsTheWholeGroupAndReapsIt() throws {
    let runner = runner()
    runner.request(command("sleep 5 & sleep 6; echo never"), at: .zero)
    #expect(drive(runner, at: .zero) { !runner.activeGroups.isEmpty })
    let group = try #require(runner.activeGroups.first)
    #expect(drive(runner, at: .zero) { processes(inGroup: group).count >= 2 })
    runner.request(command("echo next"), at: .seconds(1))
    #expect(drive(runner, at: .seconds(1)) { finished(runner) && runner.activeGroups.isEmpty })
    #expect(lines(runner.currentOutput) == ["next"])
    #expect(processes(inGroup: group).isEmpty)
    #expect(!exists(group))  // reaped: not even a zombie
    #expect(!PreviewProcessGroups.registered.contains(group))
  }

  @Test func aCommandIgnoringSIGTERMIsKilledAfterTheGrace() throws {
    let runner = runner(grace: .milliseconds(500))
    runner.request(command("trap '' TERM; echo ready; sleep 5"), at: .zero)
    #expect(drive(runner, at: .zero) { lines(runner.output) == ["ready"] })
    let group = try #require(runner.activeGroups.first)
    runner.request(command("echo next"), at: .seconds(1))
    #expect(drive(runner, at: .seconds(1)) { finished(runner) })
    // SIGTERM was sent; it is ignored, and the grace has not passed.
    #expect(runner.activeGroups == [group])
    #expect(!processes(inGroup: group).isEmpty)
    #expect(drive(runner, at: .milliseconds(1500)) { runner.activeGroups.isEmpty })
    #expect(processes(inGroup: group).isEmpty)
    #expect(!exists(group))
  }

  @Test func theOutputOfAKilledCommandNeverShowsAsAnothers() {
    let runner = runner()
    let first = runner.request(command("echo A; sleep 5; echo A2"), at: .zero)
    #expect(drive(runner, at: .zero) { lines(runner.output) == ["A"] })
    let second = runner.request(command("echo B"), at: .seconds(1))
    // Until B shows, the pane may keep A, marked as A's.
    #expect(runner.output?.request == first)
    #expect(runner.currentOutput == nil)
    #expect(drive(runner, at: .seconds(1)) { finished(runner) })
    #expect(runner.output?.request == second)
    #expect(lines(runner.output) == ["B"])
  }

  @Test func aCommandThatWritesForeverIsCut() {
    let runner = runner(outputLimit: 1 << 16)
    runner.request(command("yes"), at: .zero)
    #expect(drive(runner, at: .zero) { finished(runner) })
    let content = runner.currentOutput?.content
    #expect(content?.bytes.count == 1 << 16)
    #expect(content?.note == PreviewContent.Note("[output cut at 65536 bytes]", isFailure: false))
    #expect(drive(runner, at: .seconds(1)) { runner.activeGroups.isEmpty })
  }

  @Test func manyLinesAreCutToo() {
    let runner = runner(lineLimit: 1000)
    runner.request(command("seq 1000000"), at: .zero)
    #expect(drive(runner, at: .zero) { finished(runner) })
    let content = runner.currentOutput?.content
    #expect(content?.note?.text == "[output cut at 1000 lines]")
    #expect(content?.lineCount == 1001)
    #expect(content?.glyphs(ofLine: 999).map(\.text).joined() == "1000")
    #expect(drive(runner, at: .seconds(1)) { runner.activeGroups.isEmpty })
  }

  @Test func jobsLeftBehindGoWithTheirPreview() throws {
    let runner = runner()
    runner.request(command("sleep 5 >/dev/null 2>&1 & echo $!"), at: .zero)
    #expect(drive(runner, at: .zero) { finished(runner) })
    let background = try #require(pid_t(lines(runner.currentOutput).first ?? ""))
    #expect(drive(runner, at: .zero) { runner.activeGroups.isEmpty })
    #expect(!exists(background) || processes(inGroup: background).isEmpty)
  }

  @Test func theChildGetsItsEnvironmentAndNoOtherDescriptors() {
    let held = open("/dev/null", O_RDONLY)
    defer { close(held) }
    let runner = runner()
    runner.request(command("echo $COLUMNS; ls /proc/self/fd"), environment: ["COLUMNS": "33"], at: .zero)
    #expect(drive(runner, at: .zero) { finished(runner) })
    let output = lines(runner.currentOutput)
    #expect(output.first == "33")
    // 0, 1, 2 and the directory ls itself is reading.
    #expect(Set(output.dropFirst()).isSubset(of: ["0", "1", "2", "3"]))
    // Closed in the child whatever is open at the spawn (glibc 2.34+), not
    // by a list read before it, which a descriptor another test's thread
    // opened meanwhile escaped once (38 and 39 reached the child).
    #expect(PreviewProcess.closeFromAction != nil)
  }

  @Test func signalsStartAtTheirDefaults() {
    // This program ignores SIGPIPE; `yes` must not inherit that, or it
    // would report a broken pipe instead of ending quietly.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let runner = runner()
    runner.request(command("yes | head -n 1"), at: .zero)
    #expect(drive(runner, at: .zero) { finished(runner) })
    #expect(lines(runner.currentOutput) == ["y"])
  }

  @Test func aCommandTooLongForTheSystemIsAFailure() {
    let runner = runner()
    runner.request(command("echo " + String(repeating: "x", count: 200_000)), at: .zero)
    runner.advance(at: .zero)
    #expect(
      lines(runner.currentOutput).first?.hasPrefix("could not run the preview: the command is too long")
        == true)
    #expect(finished(runner))
  }

  @Test func aFailureCanBeShownWithoutRunningAnything() {
    let runner = runner()
    runner.requestFailure("the line holds a NUL byte", at: .zero)
    #expect(lines(runner.currentOutput) == ["the line holds a NUL byte"])
    #expect(runner.nextDeadline == nil)
  }

  @Test func shutdownEndsEveryGroup() throws {
    let runner = runner(grace: .seconds(10))
    runner.request(command("trap '' TERM; echo ready; sleep 5"), at: .zero)
    #expect(drive(runner, at: .zero) { lines(runner.output) == ["ready"] })
    let stubborn = try #require(runner.activeGroups.first)
    runner.request(command("sleep 7"), at: .seconds(1))
    #expect(drive(runner, at: .seconds(1)) { runner.activeGroups.count == 2 })
    let plain = try #require(runner.activeGroups.first { $0 != stubborn })
    runner.shutdown(grace: .milliseconds(50))
    #expect(runner.activeGroups.isEmpty)
    for group in [stubborn, plain] {
      #expect(processes(inGroup: group).isEmpty)
      #expect(!exists(group))
      #expect(!PreviewProcessGroups.registered.contains(group))
    }
  }

  @Test func aFatalSignalsHandlerCanEndEveryGroup() throws {
    let runner = runner()
    runner.request(command("sleep 5"), at: .zero)
    #expect(drive(runner, at: .zero) { !runner.activeGroups.isEmpty })
    let group = try #require(runner.activeGroups.first)
    #expect(PreviewProcessGroups.registered.contains(group))
    PreviewProcessGroups.killAll()
    #expect(drive(runner, at: .zero) { finished(runner) && runner.activeGroups.isEmpty })
    #expect(lines(runner.currentOutput) == ["[ended by signal 9: Killed]"])
    #expect(!exists(group))
  }

  @Test func theRegistryHasAFixedNumberOfSlots() {
    let fakes = (0..<PreviewProcessGroups.capacity).map { pid_t(4_000_000 + $0) }
    let before = PreviewProcessGroups.registered
    var accepted = 0
    for fake in fakes where PreviewProcessGroups.register(fake) { accepted += 1 }
    #expect(accepted == PreviewProcessGroups.capacity - before.count)
    #expect(!PreviewProcessGroups.register(4_999_999))
    for fake in fakes { PreviewProcessGroups.unregister(fake) }
    #expect(PreviewProcessGroups.registered == before)
  }
}
