import ReorderCore

/// The whole interactive state: the engine plus what only the terminal
/// front end has (help, prompts, counts, the review, loading state). Pure:
/// input events and time in, effects out (``ModelEffect``); ``ListView``
/// draws it.
public struct AppModel {
  public var engine: ReorderEngine
  public var bindings: KeyBindings {
    didSet { engine.configuration.keyHints = bindings.hints }
  }
  /// What has the keys: the list, or the overlay or prompt open over it
  /// (``KeyOwner``). One value, so two overlays can never be open at once.
  public internal(set) var keys = KeyOwner.list
  /// What the command line set: how rows are shown, what Enter does.
  public var settings = AppSettings() {
    didSet {
      if settings.headerLabel != oldValue.headerLabel || settings.gridColumns != oldValue.gridColumns {
        applyGeometry()
      }
    }
  }
  /// True while input is still being read.
  public var isLoading = false
  /// A count typed before a command (`5` in `5j`).
  public internal(set) var count: Int?
  /// The last search, for `n`/`N`, and whether its matches are marked.
  public internal(set) var search = SearchMemory()
  /// Work and commands waiting: a counted undo going on, an overlay
  /// asked for under a held button.
  var waiting = Waiting()
  /// What the model has reported to the loop, so that what is new comes
  /// out as effects (``AppModel/reporting(_:)``).
  var reported = Reported()
  /// The preview pane (`--preview`, or the kind's), if there is one.
  public var preview: PreviewState?
  /// The kind's own state in the front end (``KindState``: git's commits
  /// that a lifted one would cross), set and read by the kind alone.
  public var kindState: (any KindState)?
  /// How the grid fits the screen and the items measured for it.
  var gridFit = GridFit()

  public init(engine: ReorderEngine, bindings: KeyBindings = .standard) {
    self.engine = engine
    self.bindings = bindings
    self.engine.configuration.keyHints = bindings.hints
  }

  /// Takes in items loaded since the last call; asks for what the new
  /// items need (``requests(since:)``).
  @discardableResult
  public mutating func syncLoaded() -> [ModelEffect] {
    let before = engine.list.count
    engine.syncLoaded(classify: settings.classify)
    if engine.list.count != before {
      measureNewItems()
      applyGeometry()
    }
    return requests(since: before)
  }

  package mutating func measureNewItems() {
    guard settings.gridColumns != nil else { return }
    let list = engine.list
    while gridFit.measuredCount < list.count {
      let id = list.id(at: gridFit.measuredCount)
      let width = list.store.withBytes(of: id) { bytes in
        guard let fields = settings.displayFields else {
          return DisplayText.glyphs(bytes, tabWidth: settings.tabWidth, maxColumns: 80, ansi: settings.ansi)
        }
        return DisplayText.glyphs(
          fields.displayed(Array(bytes), ansi: settings.ansi), tabWidth: settings.tabWidth, maxColumns: 80,
          ansi: settings.ansi)
      }
      .reduce(0) { $0 + $1.width }
      gridFit.widestItem = max(gridFit.widestItem, min(width, 80))
      gridFit.measuredCount += 1
    }
  }

  /// Lays out the header (`--header` lines, then the fixed header lines)
  /// and the grid for the current size.
  package mutating func applyGeometry() {
    let width = engine.layout.width
    let height = engine.layout.height
    let fixed = settings.headerLabel.count + engine.list.fixedIDs.count
    let topInset = min(fixed, max(0, (height - 2) / 2))
    if engine.layout.topInset != topInset { engine.setTopInset(topInset) }
    guard let columns = settings.gridColumns else { return }
    if columns == 0 {
      // As many columns as fit the widest item, its gutter and a gap.
      let cell = min(max(gridFit.widestItem + UIGeometry.gutter + 1, 4), max(width, 4))
      engine.setGrid(columns: max(1, width / cell), cellWidth: cell)
    } else {
      fitColumns(columns, width: width)
    }
  }

  /// When the loop must call ``tick(at:)`` even without input.
  public var nextDeadline: Duration? { engine.nextDeadline }

  // MARK: - Input

  /// Handles one decoded input event.
  public mutating func handle(_ event: InputEvent, at time: Duration) -> [ModelEffect] {
    step { $0.handleEvent(event, at: time) }
  }

  private mutating func handleEvent(_ event: InputEvent, at time: Duration) -> [Effect] {
    if interruptRepeat(by: event) { return [] }
    switch event {
    case .key(let key):
      defer { followSearchMarks() }
      return handleKey(key, at: time)
    case .mouse(let mouse):
      defer { followSearchMarks() }
      let effects = handleMouse(mouse, at: time)
      return effects + runDeferredCommand(at: time)
    case .paste:
      return []  // a paste is not a command: ignore it whole
    case .keyboardProtocolReply, .deviceAttributes, .backgroundColor, .modeReport, .cursorPosition,
      .unknown:
      return []
    }
  }

  public mutating func tick(at time: Duration) -> [ModelEffect] {
    step { model in
      let effects = model.perform(.tick, at: time)
      return effects + model.runDeferredCommand(at: time)
    }
  }

  /// The screen is now `width` × `height` (the list gets what the preview
  /// pane leaves).
  public mutating func resize(width: Int, height: Int, at time: Duration) -> [ModelEffect] {
    step { $0.resizeScreen(width: width, height: height, at: time) }
  }

  /// ``resize(width:height:at:)`` inside a step (`toggle-preview`).
  mutating func resizeScreen(width: Int, height: Int, at time: Duration) -> [Effect] {
    let list = splitScreen(width: width, height: height)
    let effects = perform(.resize(width: list.width, height: list.height), at: time)
    applyGeometry()
    return reporting(effects)
  }

  package mutating func perform(_ action: EngineAction, at time: Duration, keepNarration: Bool = false)
    -> [Effect]
  {
    let narration = engine.narration
    let said = engine.narrationCount
    let effects = engine.handle(action, at: time)
    if keepNarration { engine.say(narration) }
    askPresentation { $0.afterAction(in: &$1, saidBefore: said) }
    return effects
  }
}
