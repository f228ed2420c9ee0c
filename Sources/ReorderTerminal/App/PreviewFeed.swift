import ReorderCore
import ReorderFrontEnd

/// The loop's side of the preview pane: asks the ``PreviewRunner`` to run
/// the command for each ``ModelEffect/preview(_:)`` the model returns
/// (whenever what it previews changes), and hands the output back to the
/// model.
///
///     .preview(request) effect ──▶ runner.request(command line)
///     runner.advance (output read) ──▶ model.showPreview(output)
///
/// Nothing here waits: the loop polls ``descriptors`` with the others and
/// wakes at ``nextDeadline``.
final class PreviewFeed {
  let runner: PreviewRunner
  /// When the pane marks its output as pending if the latest request has
  /// not shown all of its own by then.
  private var markDue: Duration?

  /// How long a request may take before the pane marks its output as not
  /// the latest: a quick command never flashes the mark (nor costs its
  /// bytes on every focus move).
  static let pendingMarkDelay: Duration = .milliseconds(300)

  init(runner: PreviewRunner = PreviewRunner()) {
    self.runner = runner
  }

  /// The runner's pipe, to poll with the terminal.
  var descriptors: [Int32] { runner.descriptors }

  /// When the runner has something to do without new output (start after
  /// the quiet time, kill what overstayed, reap).
  var nextDeadline: Duration? { [runner.nextDeadline, markDue].compactMap { $0 }.min() }

  /// Reads what arrived and shows it; marks the output pending once the
  /// latest request has waited a while.
  /// - Returns: whether the model changed (draw again).
  func update(_ model: inout AppModel, at now: Duration) -> Bool {
    var changed = false
    if runner.advance(at: now) {
      model.showPreview(runner.output)
      changed = true
    }
    return updatePendingMark(&model, at: now) || changed
  }

  /// Runs the command for a ``ModelEffect/preview(_:)`` (nil: stops it).
  func perform(_ effect: ModelEffect, on model: inout AppModel, at now: Duration) -> Bool {
    guard case .preview(let wanted) = effect else { return false }
    guard let wanted else {
      runner.cancel(at: now)
      markDue = nil
      return false
    }
    if model.preview?.showsPendingMark != true { markDue = now + Self.pendingMarkDelay }
    do {
      guard let invocation = try model.previewInvocation(for: wanted) else { return false }
      let id = runner.request(invocation.commandLine, environment: invocation.environment, at: now)
      model.previewRequested(id, scroll: invocation.scroll)
    } catch {
      // A line the shell cannot be given (a NUL byte): say so in the pane.
      let id = runner.requestFailure(error.description, at: now)
      model.previewRequested(id, scroll: nil)
      model.showPreview(runner.output)
    }
    return true
  }

  /// Shows the pending mark once a request has waited past its delay;
  /// takes it away when the output is the latest request's, complete.
  private func updatePendingMark(_ model: inout AppModel, at now: Duration) -> Bool {
    guard let preview = model.preview else { return false }
    var mark = preview.showsPendingMark
    if !preview.isPending {
      mark = false
      markDue = nil
    } else if let due = markDue, now >= due {
      mark = true
      markDue = nil
    }
    guard mark != preview.showsPendingMark else { return false }
    model.markPreviewPending(mark)
    return true
  }

  /// Stops the command (Ctrl-Z, `!`, or a stop from outside): every group
  /// it started is gone when this returns (SIGTERM, SIGKILL after a short
  /// grace, reaped), so none runs on while reorder is stopped or an editor
  /// has the terminal; the model asks for it again
  /// (``AppModel/workStopped()``).
  func restart(at now: Duration) {
    runner.shutdown()
    markDue = nil
  }

  /// Ends every command this run started, and reaps them.
  func shutdown() {
    runner.shutdown()
  }
}
