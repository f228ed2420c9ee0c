import ReorderCore

/// What the program's loop must do after an input.
public enum AppEffect: Hashable, Sendable {
  /// Write the list out and exit 0.
  case accept
  /// Exit without output.
  case quit
  /// Stop the process (Ctrl-Z); the loop restores the terminal first.
  case suspend
  /// An edit was committed, undone or redone.
  case committed(Commit)
}

/// A line being typed in the status bar.
public enum Prompt: Hashable, Sendable {
  /// `:` — a position to move the focused row (or selection) to.
  case position(String)
  /// `/` — a search; `origin` is where the focus was, for Esc.
  case search(String, origin: Int)

  public var text: String {
    switch self {
    case .position(let text): return ":" + text
    case .search(let text, _): return "/" + text
    }
  }
}

/// The review screen (`r`, or Enter with `--confirm`).
public struct ReviewScreen: Sendable {
  public var review: Review
  /// The first row shown.
  public var scroll = 0
}

/// The whole interactive state: the engine plus what only the terminal
/// front end has (help, prompts, counts, the review, loading state). Pure:
/// input events and time in, effects out; ``ListView`` draws it.
public struct AppModel {
  public var engine: ReorderEngine
  public var bindings: KeyBindings
  public var showHelp = false {
    didSet { helpScroll = 0 }
  }
  /// The first help line shown, when the help is taller than the screen.
  public private(set) var helpScroll = 0
  /// True while input is still being read.
  public var isLoading = false
  /// Columns a tab expands to.
  public var tabWidth = 8
  /// Items' own colour codes are shown as colours (`--ansi`).
  public var ansi = false
  /// Show the review before accepting (`--confirm`).
  public var confirmBeforeAccept = false
  /// A count typed before a command (`5` in `5j`).
  public private(set) var count: Int?
  public private(set) var prompt: Prompt?
  /// The query of the last search, for `n`/`N` and highlighting.
  public private(set) var lastQuery: String?
  public private(set) var reviewScreen: ReviewScreen?
  /// Decides which loaded lines are headers or locked.
  public var classify: (@Sendable (ItemBytes) -> ItemFlags)?
  /// A git rebase todo: commit lines are coloured by action and the action
  /// letters are bound.
  public private(set) var isGitTodo = false
  /// nil: a list; 0: a grid of as many columns as fit; N: N columns.
  public var gridColumns: Int? {
    didSet { applyGeometry() }
  }
  /// The widest item seen, in columns (for `--grid`), capped.
  private var widestItem = 1
  private var measuredCount = 0

  public init(engine: ReorderEngine, bindings: KeyBindings = .standard) {
    self.engine = engine
    self.bindings = bindings
  }

  /// Builds the model for a command line over a store (loaded or loading).
  /// - Parameter gitCommentChar: in git mode, the todo's comment character.
  public init(
    options: Options, store: ItemStore, width: Int, height: Int, gitCommentChar: UInt8 = UInt8(ascii: "#")
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
    configuration.logsEdits = options.logFile != nil
    configuration.itemsHaveCodes = options.ansi
    let list = ReorderList(store: store, fixedCount: options.headerLines, classify: classify)
    let engine = ReorderEngine(list: list, width: width, height: height, configuration: configuration)
    var bindings = KeyBindings.standard
    if git { bindings.enableGitMode() }
    for binding in options.bindings { bindings.bind(binding.key, to: binding.command) }
    self.init(engine: engine, bindings: bindings)
    isGitTodo = git
    self.classify = classify
    confirmBeforeAccept = options.confirm
    ansi = options.ansi
    gridColumns = options.columns
    measureNewItems()
    applyGeometry()
  }

  /// Which lines are headers or locked, from `--header`, `--lock` and git
  /// mode (comments and blank lines); nil when nothing is.
  public static func classifier(
    _ options: Options, gitCommentChar: UInt8
  ) throws(Pattern.SyntaxError) -> (@Sendable (ItemBytes) -> ItemFlags)? {
    let header = try options.headerPattern.map { (p) throws(Pattern.SyntaxError) in try Pattern(p) }
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
      let width = list.store.withBytes(of: id) {
        DisplayText.glyphs($0, tabWidth: tabWidth, maxColumns: 80, ansi: ansi)
      }
      .reduce(0) { $0 + $1.width }
      widestItem = max(widestItem, min(width, 80))
      measuredCount += 1
    }
  }

  /// Lays out the fixed header and the grid for the current size.
  private mutating func applyGeometry() {
    let width = engine.layout.width
    let height = engine.layout.height
    let fixed = engine.list.fixedIDs.count
    let topInset = min(fixed, max(0, (height - 2) / 2))
    if engine.layout.topInset != topInset { engine.setTopInset(topInset) }
    guard let columns = gridColumns else { return }
    if columns == 0 {
      // As many columns as fit the widest item, its gutter and a gap.
      let cell = min(max(widestItem + ListView.gutter + 1, 4), max(width, 4))
      engine.setGrid(columns: max(1, width / cell), cellWidth: cell)
    } else {
      engine.setGrid(columns: columns, cellWidth: max(width / columns, 4))
    }
  }

  /// When the loop must call ``tick(at:)`` even without input.
  public var nextDeadline: Duration? { engine.nextDeadline }

  // MARK: - Input

  /// Handles one decoded input event.
  public mutating func handle(_ event: InputEvent, at time: Duration) -> [AppEffect] {
    switch event {
    case .key(let key):
      return handleKey(key, at: time)
    case .mouse(let mouse):
      return handleMouse(mouse, at: time)
    case .paste:
      return []  // a paste is not a command: ignore it whole
    case .keyboardProtocolReply, .deviceAttributes, .cursorPosition, .unknown:
      return []
    }
  }

  public mutating func tick(at time: Duration) -> [AppEffect] {
    perform(.tick, at: time)
  }

  public mutating func resize(width: Int, height: Int, at time: Duration) -> [AppEffect] {
    let effects = perform(.resize(width: width, height: height), at: time)
    applyGeometry()
    return effects
  }

  private mutating func handleKey(_ key: KeyPress, at time: Duration) -> [AppEffect] {
    let command = bindings.command(for: key)
    if command == .abort && key.kind == .press && key.key == .char("c") && key.modifiers == .ctrl {
      return perform(.quit, at: time)  // Ctrl-C always quits
    }
    if showHelp && command != .suspend {
      // The motion keys scroll a help taller than the screen; any other key
      // (q too) closes it.
      let page = max(1, engine.layout.height - 4)
      let lines = ListView.helpLines(bindings).count
      let limit = max(0, lines - max(engine.layout.height - 2, 0))
      switch command {
      case .down?: helpScroll = min(helpScroll + 1, limit)
      case .up?: helpScroll = max(helpScroll - 1, 0)
      case .pageDown?: helpScroll = min(helpScroll + page, limit)
      case .pageUp?: helpScroll = max(helpScroll - page, 0)
      case .last?: helpScroll = limit
      case .first?: helpScroll = 0
      default: if key.kind == .press { showHelp = false }
      }
      return []
    }
    guard key.kind != .release || command == .lift else { return [] }
    if reviewScreen != nil { return handleReviewKey(key, command, at: time) }
    if prompt != nil { return handlePromptKey(key, at: time) }
    if command == .lift {
      count = nil
      switch key.kind {
      case .press: return perform(.holdKey(.press), at: time)
      case .repeat: return perform(.holdKey(.repeat), at: time)
      case .release: return perform(.holdKey(.release), at: time)
      }
    }
    if case .char(let c) = key.key, key.modifiers.isEmpty,
      let digit = c.properties.numericType != nil ? Int(String(c)) : nil,
      digit > 0 || count != nil
    {
      count = min((count ?? 0) * 10 + digit, 9_999_999)
      return []
    }
    guard let command else {
      count = nil
      return []
    }
    let n = count
    count = nil
    return run(command, count: n, at: time)
  }

  /// Runs a bound command; `count` is what was typed before it.
  public mutating func run(_ command: Command, count: Int? = nil, at time: Duration) -> [AppEffect] {
    let grid = engine.layout.isGrid
    let n = command.takesCount ? max(count ?? 1, 1) : 1
    switch command {
    case .up: return perform(.cursor(.vertical(-n)), at: time)
    case .down: return perform(.cursor(.vertical(n)), at: time)
    case .left: return grid ? perform(.cursor(.horizontal(-n)), at: time) : []
    case .right: return grid ? perform(.cursor(.horizontal(n)), at: time) : []
    case .pageUp: return repeated(n, .cursor(.pageUp), at: time)
    case .pageDown: return repeated(n, .cursor(.pageDown), at: time)
    case .first: return perform(.cursor(count.map { .to($0 - 1) } ?? .first), at: time)
    case .last: return perform(.cursor(count.map { .to($0 - 1) } ?? .last), at: time)
    case .moveUp: return perform(.moveSelection(.vertical(-n)), at: time)
    case .moveDown: return perform(.moveSelection(.vertical(n)), at: time)
    case .moveLeft: return grid ? perform(.moveSelection(.horizontal(-n)), at: time) : []
    case .moveRight: return grid ? perform(.moveSelection(.horizontal(n)), at: time) : []
    case .moveTop: return perform(.moveSelection(.first), at: time)
    case .moveBottom: return perform(.moveSelection(.last), at: time)
    case .moveTo:
      guard !engine.isDragging else { return [] }
      prompt = .position("")
      return []
    case .repeatMove: return repeated(n, .repeatLastMove, at: time)
    case .lift: return perform(.holdKey(.press), at: time)
    case .accept:
      if confirmBeforeAccept && !engine.isDragging {
        openReview()
        return []
      }
      return perform(.confirm, at: time)
    case .escape: return perform(.escape, at: time)
    case .abort: return perform(.quit, at: time)
    case .undo: return repeated(n, .undo, at: time)
    case .redo: return repeated(n, .redo, at: time)
    case .selectRange: return perform(.toggleRangeSelection, at: time)
    case .toggleMark:
      let effects = perform(.toggleMark, at: time)
      return effects + perform(.cursor(.vertical(1)), at: time, keepNarration: true)
    case .delete: return perform(.delete, at: time)
    case .editMode: return perform(.toggleEditMode, at: time)
    case .toggleDropMode: return perform(.toggleDropMode, at: time)
    case .search:
      guard !engine.isDragging else { return [] }
      prompt = .search("", origin: engine.focus)
      return []
    case .searchNext, .searchPrevious:
      guard let query = lastQuery else { return [] }
      return repeated(n, .search(query, forward: command == .searchNext, includeCurrent: false), at: time)
    case .review:
      guard !engine.isDragging else { return [] }
      openReview()
      return []
    case .toggleHelp:
      showHelp.toggle()
      return []
    case .suspend:
      return [.suspend]
    case .pick: return perform(.setGitAction(.pick), at: time)
    case .reword: return perform(.setGitAction(.reword), at: time)
    case .editCommit: return perform(.setGitAction(.edit), at: time)
    case .squash: return perform(.setGitAction(.squash), at: time)
    case .fixup: return perform(.setGitAction(.fixup), at: time)
    case .drop: return perform(.setGitAction(.drop), at: time)
    case .cycleAction: return perform(.cycleGitAction, at: time)
    case .insertBreak: return perform(.insertLine(Array("break".utf8)), at: time)
    }
  }

  private mutating func repeated(_ n: Int, _ action: EngineAction, at time: Duration) -> [AppEffect] {
    (0..<n).flatMap { _ in perform(action, at: time) }
  }

  // MARK: - Prompts

  private mutating func handlePromptKey(_ key: KeyPress, at time: Duration) -> [AppEffect] {
    guard let prompt else { return [] }
    var text: String
    switch prompt {
    case .position(let t): text = t
    case .search(let t, _): text = t
    }
    switch key.key {
    case .escape:
      self.prompt = nil
      if case .search(_, let origin) = prompt {
        return perform(.cursor(.to(origin)), at: time)
      }
      return []
    case .enter:
      self.prompt = nil
      switch prompt {
      case .position(let t):
        guard let position = Int(t), position >= 1 else { return [] }
        return perform(.moveSelection(.to(position - 1)), at: time)
      case .search(let t, _):
        if !t.isEmpty { lastQuery = t }
        return []
      }
    case .backspace:
      if text.isEmpty {
        return handlePromptKey(KeyPress(.escape), at: time)
      }
      text.removeLast()
    case .char(let c) where !key.modifiers.contains(.ctrl) && !key.modifiers.contains(.alt):
      if case .position = prompt, !("0"..."9").contains(c) { return [] }
      text.unicodeScalars.append(c)
    default:
      return []
    }
    switch prompt {
    case .position:
      self.prompt = .position(text)
      return []
    case .search(_, let origin):
      self.prompt = .search(text, origin: origin)
      lastQuery = text.isEmpty ? nil : text
      var effects = perform(.cursor(.to(origin)), at: time)
      if !text.isEmpty { effects += perform(.search(text, forward: true, includeCurrent: true), at: time) }
      return effects
    }
  }

  // MARK: - Review

  private mutating func openReview() {
    reviewScreen = ReviewScreen(review: Review(engine.list))
  }

  private mutating func handleReviewKey(_ key: KeyPress, _ command: Command?, at time: Duration)
    -> [AppEffect]
  {
    guard var screen = reviewScreen else { return [] }
    let page = max(1, engine.layout.height - 3)
    switch command {
    case .accept?:
      reviewScreen = nil
      return perform(.confirm, at: time)
    case .escape?, .review?, .abort?:
      reviewScreen = nil
      return []
    case .down?: screen.scroll += 1
    case .up?: screen.scroll -= 1
    case .pageDown?: screen.scroll += page
    case .pageUp?: screen.scroll -= page
    case .first?: screen.scroll = 0
    case .last?: screen.scroll = screen.review.rows.count
    default: return []
    }
    screen.scroll = min(max(screen.scroll, 0), max(screen.review.rows.count - page, 0))
    reviewScreen = screen
    return []
  }

  // MARK: - Mouse

  private mutating func handleMouse(_ mouse: MouseEvent, at time: Duration) -> [AppEffect] {
    let point = Point(x: mouse.x, y: mouse.y)
    if showHelp || reviewScreen != nil {
      if mouse.kind == .press { showHelp = false }
      if reviewScreen != nil, mouse.kind == .wheelDown || mouse.kind == .wheelUp {
        var screen = reviewScreen!
        screen.scroll = max(
          0, min(screen.scroll + (mouse.kind == .wheelDown ? 3 : -3), max(screen.review.rows.count - 1, 0)))
        reviewScreen = screen
      }
      return []
    }
    switch mouse.kind {
    case .press:
      switch mouse.button {
      case .left:
        if engine.isEditing,
          let done = ListView.doneButton(width: engine.layout.width, height: engine.layout.height),
          point.y == done.y, done.columns.contains(point.x)
        {
          return perform(.endEditMode, at: time)
        }
        return perform(.pointerDown(point, .primary, shift: mouse.modifiers.contains(.shift)), at: time)
      case .right:
        return perform(.pointerDown(point, .secondary, shift: false), at: time)
      default:
        return []
      }
    case .drag:
      return mouse.button == .left || mouse.button == .none ? perform(.pointerMoved(point), at: time) : []
    case .release:
      return mouse.button == .left || mouse.button == .none ? perform(.pointerUp(point), at: time) : []
    case .wheelUp:
      return perform(.scroll(-3), at: time)
    case .wheelDown:
      return perform(.scroll(3), at: time)
    case .move, .wheelLeft, .wheelRight:
      return []
    }
  }

  private mutating func perform(_ action: EngineAction, at time: Duration, keepNarration: Bool = false)
    -> [AppEffect]
  {
    let narration = engine.narration
    let effects: [AppEffect] = engine.handle(action, at: time).map { effect in
      switch effect {
      case .accept: return .accept
      case .quit: return .quit
      case .committed(let commit): return .committed(commit)
      }
    }
    if keepNarration { engine.restoreNarration(narration) }
    return effects
  }
}
