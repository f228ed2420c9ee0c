import ReorderCore

/// The loop's side of the preview pane: asks the ``PreviewRunner`` to run
/// the command whenever what the model previews changes
/// (``AppModel/previewRequest``), and hands the output back to the model.
///
///     model.previewRequest ──changed?──▶ runner.request(command line)
///     runner.advance (output read) ─────▶ model.showPreview(output)
///
/// Nothing here waits: the loop polls ``descriptors`` with the others and
/// wakes at ``nextDeadline``.
final class PreviewFeed {
  let runner: PreviewRunner
  /// What the runner was last asked to run for (nil: nothing, or cancelled).
  private var requested: PreviewRequest?

  init(runner: PreviewRunner = PreviewRunner()) {
    self.runner = runner
  }

  /// The runner's pipe, to poll with the terminal.
  var descriptors: [Int32] { runner.descriptors }

  /// When the runner has something to do without new output (start after
  /// the quiet time, kill what overstayed, reap).
  var nextDeadline: Duration? { runner.nextDeadline }

  /// Reads what arrived, then asks for a new run if what the model
  /// previews changed (another row, the pane shown or hidden).
  /// - Returns: whether the model changed (draw again).
  func update(_ model: inout AppModel, at now: Duration) -> Bool {
    var changed = false
    if runner.advance(at: now) {
      model.showPreview(runner.output)
      changed = true
    }
    let wanted = model.previewRequest
    guard wanted != requested else { return changed }
    requested = wanted
    guard let wanted else {
      runner.cancel(at: now)
      return changed
    }
    do {
      guard let invocation = try model.previewInvocation(for: wanted) else { return changed }
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

  /// Stops the command (Ctrl-Z, or a stop from outside); the next
  /// ``update(_:at:)`` runs it again.
  func restart(at now: Duration) {
    runner.cancel(at: now)
    requested = nil
  }

  /// Ends every command this run started, and reaps them.
  func shutdown() {
    runner.shutdown()
  }
}
