import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Collects the files each commit of a todo changes, in the background,
/// for the conflict warning (``OverlapMap``): one shell pipeline for all of
/// them (a batch per about 32 KiB of names), in a process group of its own
/// (``PreviewProcess``):
///
///     printf '%s^{commit}\n' NAMES… | git cat-file --batch-check=…   (names → ids)
///       | while read …; do printf '/\n%s\n' "$id" or '/!\n'; done   (a marker each)
///       | git diff-tree --stdin --root -r --no-renames --name-only -z --no-commit-id
///
/// `cat-file` takes the names as git's todo parser does (abbreviated
/// hashes, `HEAD~2`, tags peeled to their commit) from its input, where no
/// name can be an option; `diff-tree` lists each commit's files against
/// its first parent (a root commit's too, `--root`; a merge lists none),
/// without renames (both names count), as stored (`-z`: no quoting).
/// ``ChangedFilesStream`` reads the output and says which list is whose.
///
/// For the event loop, as ``PreviewRunner`` is: no threads and no blocking
/// call; the loop polls ``descriptors`` and calls ``advance(at:)`` when
/// one is readable or at ``nextDeadline``; the list never waits for it.
/// Lists land in ``map`` as they arrive. Every process is reaped;
/// ``shutdown(grace:)`` ends what still runs.
public final class ChangedFilesCollector {
  public struct Configuration: Sendable {
    /// The command that runs git (a test puts a stand-in here).
    public var git = "git"
    /// How many bytes of commit names one batch's command line holds (a
    /// shell argument is limited to 128 KiB).
    public var batchBytes = 32 << 10
    /// A batch printing more than this is stopped: the lists that arrived
    /// whole are kept, the others count as failed.
    public var outputLimit = 16 << 20
    /// How often to look again for a process that closed its output but
    /// is not reaped yet.
    public var reapInterval: Duration = .milliseconds(20)

    public init() {}
  }

  private struct Batch {
    var process: PreviewProcess
    var stream: ChangedFilesStream
    var outputCount = 0
    var outputEnded = false
    var cut = false
  }

  public let repository: GitRepository
  public let configuration: Configuration
  /// The file lists that have arrived.
  public private(set) var map = OverlapMap()
  /// Commits git could not list (not a commit, not a name git takes).
  public private(set) var failed: [String] = []
  /// Names not asked for yet, the next one last.
  private var queue: [String] = []
  /// Every name ever asked for, so none is asked twice.
  private var asked = Set<String>()
  private var running: Batch?
  /// Processes reaped whose group still has members: killed, then
  /// forgotten once gone.
  private var lingering: [PreviewProcess] = []
  private var lastAdvance: Duration = .zero

  public init(repository: GitRepository, commits: [String], configuration: Configuration = Configuration()) {
    self.repository = repository
    self.configuration = configuration
    add(commits)
  }

  /// Asks for the lists of `commits` too (the todo came back from a text
  /// editor with new lines); names asked for before are passed over.
  public func add(_ commits: [String]) {
    let new = commits.filter { asked.insert($0).inserted }
    failed += new.filter { !GitRepository.isRevisionName($0) }
    queue = new.filter(GitRepository.isRevisionName).reversed() + queue
  }

  /// Whether every commit has its list (or failed).
  public var isFinished: Bool { queue.isEmpty && running == nil }

  /// The descriptors to wait on (`POLLIN`).
  public var descriptors: [Int32] {
    guard let batch = running, !batch.outputEnded, batch.process.output >= 0 else { return [] }
    return [batch.process.output]
  }

  /// When ``advance(at:)`` has work without a descriptor becoming
  /// readable: a batch to start, a process to reap.
  public var nextDeadline: Duration? {
    if running == nil && !queue.isEmpty { return lastAdvance }
    let waiting = running?.outputEnded == true || !lingering.isEmpty
    return waiting ? lastAdvance + configuration.reapInterval : nil
  }

  /// Starts a batch if none runs, reads what arrived, records the lists
  /// it completes, and the batch's end. Never blocks.
  /// - Returns: whether ``map`` (or ``failed``) changed.
  @discardableResult
  public func advance(at now: Duration) -> Bool {
    lastAdvance = now
    var changed = false
    if running == nil { changed = start() }
    if var batch = running {
      running = nil  // one owner of the stream's buffer while it is read
      changed = read(&batch) || changed
      if batch.outputEnded && batch.process.reap() {
        changed = finish(batch) || changed
        running = nil
        changed = start() || changed
      } else {
        running = batch
      }
    }
    lingering.removeAll { $0.forgetIfGone() }
    return changed
  }

  /// Ends every process still running (SIGKILL to its group) and reaps
  /// it; waits at most about `grace` for the kernel to end them.
  public func shutdown(grace: Duration = .milliseconds(200)) {
    queue = []
    let processes = (running.map { [$0.process] } ?? []) + lingering
    running = nil
    lingering = []
    for process in processes {
      process.closeOutput()
      process.signalGroup(SIGKILL)
    }
    let clock = ContinuousClock()
    let start = clock.now
    var left = processes
    while !left.isEmpty && clock.now - start < grace {
      left.removeAll { $0.forgetIfGone() }
      var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
      if !left.isEmpty { nanosleep(&pause, nil) }
    }
    for process in left { PreviewProcessGroups.unregister(process.group) }
  }

  /// The process group of the batch running now (for tests).
  var runningGroup: pid_t? { running?.process.group }

  // MARK: - Steps

  /// Starts the next batch; whether ``failed`` changed (it could not
  /// start).
  private func start() -> Bool {
    var names: [String] = []
    var bytes = 0
    while let name = queue.last, names.isEmpty || bytes + name.utf8.count + 3 <= configuration.batchBytes {
      names.append(name)
      bytes += name.utf8.count + 3
      queue.removeLast()
    }
    guard !names.isEmpty else { return false }
    do {
      let process = try PreviewProcess.spawn(Self.command(for: names, in: repository, git: configuration.git))
      running = Batch(process: process, stream: ChangedFilesStream(commits: names))
      return false
    } catch {
      failed += names
      return true
    }
  }

  /// The batch's shell command (errors go to /dev/null: the output is
  /// only markers and names).
  static func command(for names: [String], in repository: GitRepository, git: String = "git") -> [UInt8] {
    let git = repository.git(git)
    var command = Array("exec 2>/dev/null\nprintf '%s^{commit}\\n'".utf8)
    for name in names { command += [0x20] + PreviewCommand.quote(Array(name.utf8)) }
    command +=
      Array(" |\n".utf8) + git + Array(" cat-file --batch-check='%(objectname) %(objecttype)' |\n".utf8)
    command += Array(
      """
      while read -r id type; do
        if [ "$type" = commit ]; then printf '/\\n%s\\n' "$id"; else printf '/!\\n'; fi
      done |

      """.utf8)
    let diff = ReadOnlyGit.diffOptions.joined(separator: " ")
    command +=
      git + Array(" diff-tree --stdin --root -r --no-renames --name-only -z --no-commit-id \(diff)\n".utf8)
    return command
  }

  /// Reads what the pipe holds; whether lists were recorded.
  private func read(_ batch: inout Batch) -> Bool {
    guard !batch.outputEnded else { return false }
    var changed = false
    for _ in 0..<8 {
      var chunk: [UInt8] = []
      let room = configuration.outputLimit - batch.outputCount
      switch batch.process.read(into: &chunk, limit: min(max(room, 1), 1 << 16)) {
      case .bytes(let count):
        batch.outputCount += count
        changed = record(batch.stream.feed(chunk)) || changed
        if batch.outputCount >= configuration.outputLimit || batch.stream.isBroken {
          batch.process.closeOutput()
          batch.process.signalGroup(SIGKILL)
          batch.outputEnded = true
          batch.cut = true
          return changed
        }
      case .wouldBlock:
        return changed
      case .endOfOutput:
        batch.outputEnded = true
        return changed
      }
    }
    return changed
  }

  /// The batch has ended and is reaped: the lists it left open or never
  /// reached.
  private func finish(_ batch: Batch) -> Bool {
    var stream = batch.stream
    let cleanly = !batch.cut && batch.process.waitStatus == 0
    let changed = record(stream.finish(cleanly: cleanly))
    if !batch.process.forgetIfGone() {
      batch.process.signalGroup(SIGKILL)
      lingering.append(batch.process)
    }
    return changed
  }

  private func record(_ records: [ChangedFilesStream.Record]) -> Bool {
    for record in records {
      if let files = record.files {
        map.record(files, for: record.commit)
      } else {
        failed.append(record.commit)
      }
    }
    return !records.isEmpty
  }
}
