import ReorderCore

/// What a step of the model asks the loop to do: the engine's effects, and
/// what the work beside the loop is to do now. Every output of
/// ``AppModel/handle(_:at:)``, ``AppModel/tick(at:)`` and the other steps is
/// one of these, in order; the loop performs them and never compares the
/// model's state to find out what happened (bubbletea's `Cmd`).
///
///     model.handle(j) ──▶ [.preview(row 2)] ──▶ loop ──▶ PreviewFeed runs it
///     model.handle(⏎) ──▶ [.engine(.accept)] ──▶ loop ──▶ writes the list
public enum ModelEffect: Equatable, Sendable {
  /// One of the engine's (accept, quit, a commit, a sentence said…).
  case engine(Effect)
  /// Run the preview command for this (another row, selection, search or
  /// pane size); nil: stop it, there is nothing to preview. Asked once
  /// each time what to preview changes, and again after
  /// ``AppModel/workStopped()``.
  case preview(PreviewRequest?)
  /// The step added items (loaded, or brought in by an edit): work that
  /// collects facts about items (the files each commit changes) asks for
  /// the new ones.
  case itemsAdded
  /// What is shown changed without another effect saying so (a slice of
  /// long work moved the focus or said something): draw again.
  case redraw
}
