import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

/// git mode's conflict warning beside the loop: the files each commit of
/// the todo changes, collected by a ``ChangedFilesCollector`` (off the
/// loop) and handed to the model as they arrive; commits the session
/// brings in are asked for when the model says items were added
/// (``ModelEffect/itemsAdded``).
final class ChangedFilesFeed: LoopService {
  private let collector: ChangedFilesCollector

  init(repository: GitRepository, model: AppModel) {
    collector = ChangedFilesCollector(
      repository: repository, commits: model.engine.withKindView({ $0.todoCommits() }))
  }

  var descriptors: [Int32] { collector.descriptors }
  var nextDeadline: Duration? { collector.nextDeadline }

  /// Asks for the commits it has not asked for yet (the collector knows
  /// which).
  func perform(_ effect: ModelEffect, on model: inout AppModel, at now: Duration) -> Bool {
    guard effect == .itemsAdded else { return false }
    collector.add(model.engine.withKindView({ $0.todoCommits() }))
    return false
  }

  func update(_ model: inout AppModel, at now: Duration) -> Bool {
    guard collector.advance(at: now) else { return false }
    model.withPresentationContext { $0.updateOverlaps(collector.map) }
    return true
  }

  func pause(at now: Duration) {}

  func shutdown() { collector.shutdown() }
}
