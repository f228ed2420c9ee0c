import ReorderCore
import ReorderFrontEnd

/// git mode's conflict warning beside the loop: the files each commit of
/// the todo changes, collected by a ``ChangedFilesCollector`` (off the
/// loop) and handed to the model as they arrive; commits the session
/// brings in are asked for when the list grows.
final class ChangedFilesFeed: LoopService {
  private let collector: ChangedFilesCollector
  /// The list's length when its commits were last asked for.
  private var listCount: Int

  init(repository: GitRepository, model: AppModel) {
    collector = ChangedFilesCollector(repository: repository, commits: model.engine.todoCommits())
    listCount = model.engine.list.count
  }

  var descriptors: [Int32] { collector.descriptors }
  var nextDeadline: Duration? { collector.nextDeadline }

  func update(_ model: inout AppModel, at now: Duration) -> Bool {
    if model.engine.list.count != listCount {
      listCount = model.engine.list.count
      collector.add(model.engine.todoCommits())
    }
    guard collector.advance(at: now) else { return false }
    model.updateOverlaps(collector.map)
    return true
  }

  func pause(at now: Duration) {}

  func shutdown() { collector.shutdown() }
}
