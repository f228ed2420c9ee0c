import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTree

// The composition of the model from the command line: the only place where
// options become the model's settings.

extension AppModel {
  /// Builds the model for a command line over a store (loaded or loading).
  /// - Parameters:
  ///   - gitCommentChar: in git mode, the todo's comment character.
  ///   - treeRows: a tree's or an outline's rows, read before.
  ///   - preparedKind: the kind a module's ``KindModule/prepare(_:)``
  ///     gave (``Options/listKind(gitCommentChar:treeRows:prepared:)``).
  public init(
    options: Options, store: ItemStore, width: Int, height: Int, gitCommentChar: UInt8 = UInt8(ascii: "#"),
    treeRows: TreeRows? = nil, preparedKind: (any ListKind)? = nil
  ) throws(Pattern.SyntaxError) {
    let kind = options.listKind(gitCommentChar: gitCommentChar, treeRows: treeRows, prepared: preparedKind)
    let classify = try Self.classifier(options, kind: kind)
    let git = options.git
    var configuration = EngineConfiguration()
    configuration.longPressDuration = .milliseconds(options.longPressMilliseconds)
    if !options.animation { configuration.animationDuration = .zero }
    configuration.holdKeyReportsReleases = options.keys == .kitty
    configuration.dropMode = options.swap ? .swap : .insert
    configuration.kind = kind
    configuration.logsEdits = options.logFile != nil
    configuration.itemsHaveCodes = options.ansi
    configuration.bottomUp = options.bottomUp
    let list = ReorderList(
      store: store, fixedCount: options.headerLines, classify: classify, flagsLead: Self.flagsLead(options))
    let engine = ReorderEngine(list: list, width: width, height: height, configuration: configuration)
    var bindings = KeyBindings.standard
    bindings.enable(configuration.kind as? any KindPresentation ?? PlainList())
    if options.preview != nil || git { bindings.enablePreview() }
    for binding in options.bindings { bindings.bind(binding.key, to: binding.actions) }
    self.init(engine: engine, bindings: bindings)
    settings.otherKinds = (git ? [] : [GitTodoKind()]) + (treeRows == nil ? [TreeKeys()] : [])
    self.settings.classify = classify
    settings.confirmBeforeAccept = options.confirm
    settings.ansi = options.ansi
    // A tab is drawn as wide as the tree reads it, so a node indented with
    // a tab sits where its depth puts it (issue 29).
    settings.tabWidth = options.tabWidth
    settings.headerLabel = HeaderLabel.lines(options.headerText)
    settings.displayFields = options.displayFields
    preview = options.preview.map {
      PreviewState(
        command: PreviewCommand($0), spec: options.previewWindow ?? PreviewWindowSpec(),
        delimiter: options.delimiter.map(FieldDelimiter.init) ?? .blanks)
    }
    if git && preview == nil {
      // Below the list unless `--preview-window` says otherwise: a patch
      // is wide, and the status line keeps the whole width for what a
      // fold or a move says. Its `git show`s run in the todo's repository
      // once git's terminal-side module has found it.
      var below = PreviewWindowSpec()
      below.position = .down
      preview = .gitTodo(
        repository: nil, onto: nil, comment: engine.configuration.gitComment,
        spec: options.previewWindow ?? below)
    }
    settings.gridColumns = options.columns
    measureNewItems()
    applyGeometry()
    if preview != nil { _ = resize(width: width, height: height, at: .zero) }
  }

  /// The one byte that every row the ``classifier(_:kind:)``
  /// flags starts with, when there is one: a board's Markdown headings
  /// start with `#` (with `--section`, `--lock` or `--git` any row may be
  /// flagged; in Obsidian's board its archive's `***` and its settings
  /// footer too). The list then asks the classifier about those rows alone.
  public static func flagsLead(_ options: Options) -> UInt8? {
    let headingsOnly =
      options.board && options.boardFormat != .obsidian && options.sectionPattern == nil
      && options.lockPattern == nil && !options.git
    return headingsOnly ? UInt8(ascii: "#") : nil
  }

  /// Which lines are section headers or locked, from `--section`,
  /// `--lock` and the kind's own flags (``ListKind/flags(ofLoaded:)``: a
  /// git todo's comments and blank lines, a board's headings, a module's
  /// rows); nil when nothing is.
  public static func classifier(
    _ options: Options, kind: any ListKind
  ) throws(Pattern.SyntaxError) -> (@Sendable (ItemBytes) -> ItemFlags)? {
    let header = try options.sectionPattern.map { (p) throws(Pattern.SyntaxError) in try Pattern(p) }
    let lock = try options.lockPattern.map { (p) throws(Pattern.SyntaxError) in try Pattern(p) }
    let ansi = options.ansi
    // The kinds that flag lines of their own; a tree's flags come with
    // its rows, a plain list has none.
    let flagged = options.git || options.board || options.kindModule != nil ? kind : nil
    // A row that carries lines (a board's card, a module's block) is
    // matched by its first line, not the lines it carries.
    let carries = options.board || options.kindModule != nil
    guard header != nil || lock != nil || flagged != nil else { return nil }
    return { row in
      var flags: ItemFlags = flagged?.flags(ofLoaded: row) ?? []
      guard header != nil || lock != nil else { return flags }
      let item = carries ? row.firstLine : row
      if let header, header.matches(item, ignoringCodes: ansi) { flags.insert(.header) }
      if let lock, lock.matches(item, ignoringCodes: ansi) { flags.insert(.locked) }
      return flags
    }
  }

}
