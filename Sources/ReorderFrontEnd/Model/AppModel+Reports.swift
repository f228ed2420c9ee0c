import ReorderCore

/// Work and commands that wait for later.
struct Waiting: Sendable {
  /// A counted undo or redo still going (``PendingWork``).
  var repeatWork: PendingRepeat?
  /// An overlay asked for while a button held a row: it opens at the
  /// release (``AppModel/waitsForRelease(_:count:)``).
  var deferred: DeferredCommand?
}

/// What the model has told the loop so far.
struct Reported: Sendable {
  /// The engine's ``ReorderEngine/narrationCount`` last reported.
  var narrationCount = 0
  var greeted = false
  /// Whether a loop takes the reports yet (``AppModel/begin()``): what is
  /// said while the model is set up is reported when it begins.
  var isOn = false
  /// What the preview was last asked to run for (``ModelEffect/preview(_:)``).
  var preview: PreviewRequest?
}

extension AppModel {
  /// A counted undo or redo still going (``PendingWork``).
  public internal(set) var pendingRepeat: PendingRepeat? {
    get { waiting.repeatWork }
    set { waiting.repeatWork = newValue }
  }

  /// An overlay asked for while a button held a row.
  public internal(set) var deferredCommand: DeferredCommand? {
    get { waiting.deferred }
    set { waiting.deferred = newValue }
  }

  /// One step of the model (an event, a tick, a resize, a slice of work):
  /// `body`'s effects with what it said (``reporting(_:)``), then what the
  /// work beside the loop is now asked for (``requests(since:)``).
  mutating func step(_ body: (inout AppModel) -> [Effect]) -> [ModelEffect] {
    let count = engine.list.count
    let effects = reporting(body(&self)).map(ModelEffect.engine)
    return effects + requests(since: count)
  }

  /// What the work beside the loop is asked for after a step, once a loop
  /// has begun: the new items (the list was `count` long before), and the
  /// preview when what it shows changed.
  mutating func requests(since count: Int) -> [ModelEffect] {
    guard reported.isOn else { return [] }
    var effects: [ModelEffect] = engine.list.count > count ? [.itemsAdded] : []
    let request = previewRequest
    if request != reported.preview {
      reported.preview = request
      effects.append(.preview(request))
    }
    return effects
  }

  /// The loop stopped the work beside it (Ctrl-Z, a text editor): what it
  /// was asked for is asked again at the next step.
  public mutating func workStopped() {
    reported.preview = nil
  }

  /// A step's effects, with what it said as a ``Effect/said(_:)``: the
  /// greeting once the list is loaded (unless something was said first),
  /// then each new sentence — but not while long work runs, whose sentence
  /// is not settled ("Searching…" before "Match 2 of 3 at…"): the one it
  /// settles on comes when it ends.
  mutating func reporting(_ effects: [Effect]) -> [Effect] {
    guard reported.isOn else { return effects }
    var effects = effects
    if !reported.greeted && !isLoading {
      reported.greeted = true
      if engine.narrationCount == reported.narrationCount && !engine.list.isEmpty {
        effects.append(.said(Narrator.greeting(engine.narratedTotal)))
      }
    }
    guard engine.narrationCount != reported.narrationCount, !hasPendingWork else { return effects }
    reported.narrationCount = engine.narrationCount
    if !engine.narration.isEmpty { effects.append(.said(engine.narration)) }
    return effects
  }

  /// The loop begins to take the model's reports: what was said while it
  /// was set up (a grid that does not fit), or the greeting.
  public mutating func begin() -> [ModelEffect] {
    reported.isOn = true
    return step { _ in [] }
  }

  /// The list is loaded: the greeting (``reporting(_:)``).
  public mutating func finishLoading() -> [ModelEffect] {
    isLoading = false
    return step { _ in [] }
  }

  /// Performs an engine action from outside the keys (the loop's: a todo
  /// back from the editor), with what it said.
  public mutating func apply(_ action: EngineAction, at time: Duration) -> [ModelEffect] {
    step { $0.perform(action, at: time) }
  }

  /// Says something of the loop's own (an editor that failed).
  public mutating func tell(_ narration: Narration) -> [ModelEffect] {
    step { model in
      model.engine.say(narration)
      return []
    }
  }

  /// The terminal said it reports key releases (the kitty protocol): a
  /// held Space is held until it is released.
  public mutating func keyReleasesReported() {
    engine.configuration.holdKeyReportsReleases = true
  }
}
