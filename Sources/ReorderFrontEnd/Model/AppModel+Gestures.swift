import ReorderCore

/// Overlays and prompts never steal a gesture. While a mouse button holds
/// a row, the commands that would cover the list or take the keys (`?`,
/// `r`, `/`, `:`, `e`, Enter with `--confirm`) wait for the release and
/// run then; the gesture's motion and release always reach the engine. A
/// press while a prompt is open ends the prompt as its own keys would: a
/// search stays where it went (Enter), a position is dropped (Esc).
extension AppModel {
  /// Whether `command` waits for the button held on the rows (and is kept
  /// for then); any other command drops what was waiting.
  mutating func waitsForRelease(_ command: Command, count: Int?) -> Bool {
    guard engine.isButtonHeld, opensOverlay(command) else {
      deferredCommand = nil
      return false
    }
    deferredCommand = DeferredCommand(command: command, count: count)
    return true
  }

  /// Runs the command that waited, once the button is up.
  mutating func runDeferredCommand(at time: Duration) -> [Effect] {
    guard let deferred = deferredCommand, !engine.isButtonHeld else { return [] }
    deferredCommand = nil
    return run(deferred.command, count: deferred.count, at: time)
  }

  /// Whether a mouse report continues the gesture of a held button: it
  /// goes to the engine even with the help or the review open.
  func continuesGesture(_ mouse: MouseEvent) -> Bool {
    engine.isButtonHeld && (mouse.kind == .drag || mouse.kind == .release)
  }

  /// A press while `/` or `:` is open: the prompt ends first.
  mutating func endPromptForPress(at time: Duration) -> [Effect] {
    guard let prompt = keys.prompt else { return [] }
    switch prompt {
    case .search: return handlePromptKey(KeyPress(.enter), at: time)
    case .position, .exec, .line: return handlePromptKey(KeyPress(.escape), at: time)
    }
  }

  private func opensOverlay(_ command: Command) -> Bool {
    switch command {
    case .toggleHelp, .review, .search, .moveTo, .editMode: return true
    case .kind(let command): return command.opensOverlay
    case .accept: return settings.confirmBeforeAccept && !engine.isDragging
    default: return false
    }
  }
}

/// A command typed while a button held a row, run at the release.
public struct DeferredCommand: Hashable, Sendable {
  public var command: Command
  public var count: Int?
}
