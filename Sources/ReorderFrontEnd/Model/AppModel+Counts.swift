import ReorderCore

/// A count before a command costs what the list costs, never what the
/// count says: each command that takes one does the work once, scaled, or
/// as often as it can change something.
///
///     9999999 PgDn   one move of 9999999 pages, clamped at the last row
///     9999999 .      the last move once, 9999999 times as far
///     9999999 n      the 9999999th match, found in at most two passes
///     9999999 u      as many undos as there are steps, one per slice
extension AppModel {
  /// PgUp/PgDn `n` times: one move of `n` pages.
  mutating func page(_ n: Int, down: Bool, at time: Duration) -> [Effect] {
    if n == 1 { return perform(.cursor(down ? .pageDown : .pageUp), at: time) }
    return perform(.cursor(.vertical((down ? n : -n) * engine.layout.pageRows)), at: time)
  }

  /// `.` `n` times: the last move once, `n` times as far (a move to a
  /// place goes there once).
  mutating func repeatMove(_ n: Int, at time: Duration) -> [Effect] {
    guard n > 1, let move = engine.lastMove, !engine.isDragging else {
      return perform(.repeatLastMove, at: time)
    }
    return perform(.moveSelection(scaled(move, by: n)), at: time)
  }

  private func scaled(_ move: CursorMove, by n: Int) -> CursorMove {
    switch move {
    case .vertical(let rows): return .vertical(rows * n)
    case .horizontal(let columns): return .horizontal(columns * n)
    case .pageUp: return .vertical(-n * engine.layout.pageRows)
    case .pageDown: return .vertical(n * engine.layout.pageRows)
    case .first, .last, .to: return move
    }
  }

  /// `n` then `n`/`N`: the `n`-th next match, in one search.
  mutating func searchAgain(_ n: Int, forward: Bool, at time: Duration) -> [Effect] {
    guard let query = search.lastQuery else { return say(Narrator.noSearchYet) }
    return perform(.search(query, forward: forward, includeCurrent: false, count: n), at: time)
  }

  /// Undo (or redo) `n` times, stopping where the history ends: at once
  /// when the steps cost less than a slice; else the first step now and
  /// the rest as pending work, one step a slice (an undo in ten million
  /// rows can take milliseconds), so Esc and Ctrl-C get through.
  mutating func repeatHistory(_ n: Int, redo: Bool, at time: Duration) -> [Effect] {
    let available = redo ? engine.history.redoCount : engine.history.undoCount
    let steps = max(1, min(n, available))
    // Where the whole count costs less than a slice, it is one action that
    // says what it undid ("Undid 2 moves; nothing more to undo").
    if n > 1 && steps * max(engine.list.count, 1) <= engine.configuration.searchSliceBudget {
      return perform(redo ? .redoSteps(n) : .undoSteps(n), at: time)
    }
    pendingRepeat = PendingRepeat(action: redo ? .redo : .undo, asked: steps, remaining: steps)
    return continueSlice(budget: engine.configuration.searchSliceBudget, at: time)
  }
}

/// A command repeated by a count, step by step between input polls.
public struct PendingRepeat: Hashable, Sendable {
  public var action: EngineAction
  public var asked: Int
  public var remaining: Int
}
