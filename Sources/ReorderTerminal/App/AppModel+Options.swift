import ReorderCore
import ReorderFrontEnd

// The composition of the model from the command line: the only place where
// options become the model's settings.

extension AppModel {
  /// Builds the model for a command line over a store (loaded or loading).
  /// - Parameter prepared: what the chosen kind module made of the store
  ///   (``ReorderCommand/prepareKind(_:store:loaded:)``); nil: a plain list.
  public init(
    options: Options, store: ItemStore, width: Int, height: Int, prepared: PreparedKind? = nil
  ) throws(Pattern.SyntaxError) {
    let kind = prepared?.kind ?? PlainList()
    let classify = try Self.classifier(options, prepared: prepared)
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
      store: store, fixedCount: options.headerLines, classify: classify, flagsLead: prepared?.flagsLead)
    let engine = ReorderEngine(list: list, width: width, height: height, configuration: configuration)
    var bindings = KeyBindings.standard
    bindings.enable(configuration.kind as? any KindPresentation ?? PlainList())
    if options.preview != nil || prepared?.defaultPreview != nil { bindings.enablePreview() }
    for binding in options.bindings { bindings.bind(binding.key, to: binding.actions) }
    self.init(engine: engine, bindings: bindings)
    settings.otherKinds = Self.otherKinds(than: options.kind?.module)
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
    if preview == nil, let pane = prepared?.defaultPreview {
      preview = pane(options.previewWindow, engine.configuration)
    }
    settings.gridColumns = options.columns
    measureNewItems()
    applyGeometry()
    if preview != nil { _ = resize(width: width, height: height, at: .zero) }
  }

  /// The keys of the kinds not chosen (each kind's once), which `?`
  /// names: a key that does something in git mode says so in a plain
  /// list (``KindModule/keysElsewhere``).
  static func otherKinds(than chosen: (any KindModule)?) -> [any KindPresentation] {
    var kinds: [any KindPresentation] = []
    var seen = chosen?.keysElsewhere.map { [ObjectIdentifier(type(of: $0))] } ?? []
    for module in KindModules.installed {
      guard let keys = module.keysElsewhere, !seen.contains(ObjectIdentifier(type(of: keys))) else {
        continue
      }
      seen.append(ObjectIdentifier(type(of: keys)))
      kinds.append(keys)
    }
    return kinds
  }

  /// Which lines are section headers or locked, from `--section`,
  /// `--lock` and the kind's own flags (``ListKind/flags(of:)``: a
  /// git todo's comments and blank lines, a board's headings, a block's
  /// blank lines); nil when nothing is.
  public static func classifier(
    _ options: Options, prepared: PreparedKind?
  ) throws(Pattern.SyntaxError) -> (@Sendable (ItemBytes) -> ItemFlags)? {
    let header = try options.sectionPattern.map { (p) throws(Pattern.SyntaxError) in try Pattern(p) }
    let lock = try options.lockPattern.map { (p) throws(Pattern.SyntaxError) in try Pattern(p) }
    let ansi = options.ansi
    // The kinds that flag lines of their own; a tree's flags come with
    // its rows, a plain list has none.
    let flagged = prepared?.flagsLines == true ? prepared?.kind : nil
    // A row that carries lines (a board's card, a block) is matched by its
    // first line, not the lines it carries.
    let carries = prepared?.rowsCarryLines == true
    guard header != nil || lock != nil || flagged != nil else { return nil }
    return { row in
      var flags: ItemFlags = flagged?.flags(of: row) ?? []
      guard header != nil || lock != nil else { return flags }
      let item = carries ? row.firstLine : row
      if let header, header.matches(item, ignoringCodes: ansi) { flags.insert(.header) }
      if let lock, lock.matches(item, ignoringCodes: ansi) { flags.insert(.locked) }
      return flags
    }
  }

}
