import ReorderCore

/// The whole interactive state: the engine plus what only the terminal
/// front end has (help, prompts, counts, the review, loading state). Pure:
/// input events and time in, effects out; ``ListView`` draws it.
public struct AppModel {
  public var engine: ReorderEngine
  public var bindings: KeyBindings {
    didSet { engine.configuration.keyHints = bindings.hints }
  }
  public var showHelp = false {
    didSet { helpScroll = 0 }
  }
  /// The first help line shown, when the help is taller than the screen.
  public internal(set) var helpScroll = 0
  /// True while input is still being read.
  public var isLoading = false
  /// Columns a tab expands to.
  public var tabWidth = 8
  /// Items' own colour codes are shown as colours (`--ansi`).
  public var ansi = false
  /// Whether frames and the scroll bar may be drawn with box-drawing
  /// characters (`┃`, `╭`): false where the locale is not UTF-8, for
  /// ASCII (`|`, `+`).
  public var boxDrawing = true
  /// Show the review before accepting (`--confirm`).
  public var confirmBeforeAccept = false
  /// A count typed before a command (`5` in `5j`).
  public internal(set) var count: Int?
  public internal(set) var prompt: Prompt? {
    didSet { promptNotice = nil }
  }
  /// What the open prompt said about the last key (a letter where only
  /// digits go), in place of its hint.
  public internal(set) var promptNotice: Narration?
  /// The query of the last search, for `n`/`N` and highlighting.
  public internal(set) var lastQuery: String?
  /// Search matches are not highlighted: Esc cleared them, or the focus
  /// left the row a search ended on (``SearchMarks``).
  public internal(set) var searchMarks = SearchMarks()
  /// The question before quitting would lose changes, while it is asked.
  public internal(set) var quitQuestion: QuitQuestion?
  /// The `--header` text: lines shown above the list, never part of it.
  public var headerLabel: [String] = [] {
    didSet { applyGeometry() }
  }
  public internal(set) var reviewScreen: ReviewScreen?
  /// A counted undo or redo still going (``PendingWork``).
  public internal(set) var pendingRepeat: PendingRepeat?
  /// An overlay asked for while a button held a row: it opens at the
  /// release (``AppModel/waitsForRelease(_:count:)``).
  public internal(set) var deferredCommand: DeferredCommand?
  /// Engine actions performed so far: what a count costs, for tests.
  var actionsPerformed = 0
  /// Decides which loaded lines are headers or locked.
  public var classify: (@Sendable (ItemBytes) -> ItemFlags)?
  /// A git rebase todo: commit lines are coloured by action and the action
  /// letters are bound.
  public private(set) var isGitTodo = false
  /// The preview pane (`--preview`, or git mode's), if there is one.
  public var preview: PreviewState?
  /// In git mode, the todo's repository (if it is in one).
  public private(set) var gitRepository: GitRepository?
  /// The files each commit changes, as far as they are known
  /// (``updateOverlaps(_:)``); nil: not collected.
  var overlapMap: OverlapMap?
  /// While a commit is lifted: the commits it crosses that change any of
  /// its files (item ids), for the view to mark.
  public internal(set) var overlappingIDs: [Int] = []
  /// Which fields of an item are shown (`--with-nth`); nil: all of it.
  public var displayFields: FieldSelector?
  /// nil: a list; 0: a grid of as many columns as fit; N: N columns.
  public var gridColumns: Int? {
    didSet { applyGeometry() }
  }
  /// How many of `--columns N` the screen shows (fewer when N do not fit).
  var shownColumns: Int?
  /// The widest item seen, in columns (for `--grid`), capped.
  private var widestItem = 1
  private var measuredCount = 0

  public init(engine: ReorderEngine, bindings: KeyBindings = .standard) {
    self.engine = engine
    self.bindings = bindings
    self.engine.configuration.keyHints = bindings.hints
  }

  /// Builds the model for a command line over a store (loaded or loading).
  /// - Parameters:
  ///   - gitCommentChar: in git mode, the todo's comment character.
  ///   - gitRepository: in git mode, the todo's repository, if it is in
  ///     one: the default preview shows its commits.
  public init(
    options: Options, store: ItemStore, width: Int, height: Int, gitCommentChar: UInt8 = UInt8(ascii: "#"),
    gitRepository: GitRepository? = nil
  ) throws(Pattern.SyntaxError) {
    let classify = try Self.classifier(options, gitCommentChar: gitCommentChar)
    let git = options.git
    var configuration = EngineConfiguration()
    configuration.longPressDuration = .milliseconds(options.longPressMilliseconds)
    if !options.animation { configuration.animationDuration = .zero }
    configuration.holdKeyReportsReleases = options.keys == .kitty
    configuration.dropMode = options.swap ? .swap : .insert
    configuration.gitCommentChar = gitCommentChar
    configuration.isGitTodo = git
    configuration.foldsOnRest = git
    configuration.logsEdits = options.logFile != nil
    configuration.itemsHaveCodes = options.ansi
    configuration.bottomUp = options.bottomUp
    let list = ReorderList(store: store, fixedCount: options.headerLines, classify: classify)
    let engine = ReorderEngine(list: list, width: width, height: height, configuration: configuration)
    var bindings = KeyBindings.standard
    if git { bindings.enableGitMode() }
    if options.preview != nil || git { bindings.enablePreview() }
    for binding in options.bindings { bindings.bind(binding.key, to: binding.actions) }
    self.init(engine: engine, bindings: bindings)
    isGitTodo = git
    self.classify = classify
    confirmBeforeAccept = options.confirm
    ansi = options.ansi
    headerLabel = HeaderLabel.lines(options.headerText)
    displayFields = options.displayFields
    preview = options.preview.map {
      PreviewState(
        command: PreviewCommand($0), spec: options.previewWindow ?? PreviewWindowSpec(),
        delimiter: options.delimiter.map(FieldDelimiter.init) ?? .blanks)
    }
    if git && preview == nil {
      // Below the list unless `--preview-window` says otherwise: a patch
      // is wide, and the status line keeps the whole width for what a
      // fold or a move says.
      var below = PreviewWindowSpec()
      below.position = .down
      preview = .gitTodo(
        repository: gitRepository, comment: engine.configuration.gitComment,
        spec: options.previewWindow ?? below)
    }
    self.gitRepository = gitRepository
    gridColumns = options.columns
    measureNewItems()
    applyGeometry()
    if preview != nil { _ = resize(width: width, height: height, at: .zero) }
  }

  /// Which lines are section headers or locked, from `--section`,
  /// `--lock` and git mode (comments and blank lines); nil when nothing is.
  public static func classifier(
    _ options: Options, gitCommentChar: UInt8
  ) throws(Pattern.SyntaxError) -> (@Sendable (ItemBytes) -> ItemFlags)? {
    let header = try options.sectionPattern.map { (p) throws(Pattern.SyntaxError) in try Pattern(p) }
    let lock = try options.lockPattern.map { (p) throws(Pattern.SyntaxError) in try Pattern(p) }
    let git = options.git
    let ansi = options.ansi
    guard header != nil || lock != nil || git else { return nil }
    return { item in
      var flags: ItemFlags = []
      if let header, header.matches(item, ignoringCodes: ansi) { flags.insert(.header) }
      if let lock, lock.matches(item, ignoringCodes: ansi) { flags.insert(.locked) }
      if git {
        // Comments and blank lines stay where git put them.
        let kind = GitTodoLine.parse(item, commentChar: gitCommentChar).kind
        if kind == .comment || kind == .blank { flags.insert(.locked) }
      }
      return flags
    }
  }

  /// Takes in items loaded since the last call.
  public mutating func syncLoaded() {
    let before = engine.list.count
    engine.syncLoaded(classify: classify)
    if engine.list.count != before {
      measureNewItems()
      applyGeometry()
    }
  }

  private mutating func measureNewItems() {
    guard gridColumns == 0 else { return }
    let list = engine.list
    while measuredCount < list.count {
      let id = list.id(at: measuredCount)
      let width = list.store.withBytes(of: id) { bytes in
        guard let fields = displayFields else {
          return DisplayText.glyphs(bytes, tabWidth: tabWidth, maxColumns: 80, ansi: ansi)
        }
        return DisplayText.glyphs(
          fields.displayed(Array(bytes), ansi: ansi), tabWidth: tabWidth, maxColumns: 80, ansi: ansi)
      }
      .reduce(0) { $0 + $1.width }
      widestItem = max(widestItem, min(width, 80))
      measuredCount += 1
    }
  }

  /// Lays out the header (`--header` lines, then the fixed header lines)
  /// and the grid for the current size.
  private mutating func applyGeometry() {
    let width = engine.layout.width
    let height = engine.layout.height
    let fixed = headerLabel.count + engine.list.fixedIDs.count
    let topInset = min(fixed, max(0, (height - 2) / 2))
    if engine.layout.topInset != topInset { engine.setTopInset(topInset) }
    guard let columns = gridColumns else { return }
    if columns == 0 {
      // As many columns as fit the widest item, its gutter and a gap.
      let cell = min(max(widestItem + UIGeometry.gutter + 1, 4), max(width, 4))
      engine.setGrid(columns: max(1, width / cell), cellWidth: cell)
    } else {
      fitColumns(columns, width: width)
    }
  }

  /// When the loop must call ``tick(at:)`` even without input.
  public var nextDeadline: Duration? { engine.nextDeadline }

  // MARK: - Input

  /// Handles one decoded input event.
  public mutating func handle(_ event: InputEvent, at time: Duration) -> [Effect] {
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

  public mutating func tick(at time: Duration) -> [Effect] {
    let effects = perform(.tick, at: time)
    return effects + runDeferredCommand(at: time)
  }

  /// The screen is now `width` × `height` (the list gets what the preview
  /// pane leaves).
  public mutating func resize(width: Int, height: Int, at time: Duration) -> [Effect] {
    let list = splitScreen(width: width, height: height)
    let effects = perform(.resize(width: list.width, height: list.height), at: time)
    applyGeometry()
    return effects
  }

  mutating func perform(_ action: EngineAction, at time: Duration, keepNarration: Bool = false)
    -> [Effect]
  {
    let narration = engine.narration
    let said = engine.narrationCount
    actionsPerformed += 1
    let effects = engine.handle(action, at: time)
    if keepNarration { engine.say(narration) }
    warnOfOverlaps(saidBefore: said)
    return effects
  }
}
