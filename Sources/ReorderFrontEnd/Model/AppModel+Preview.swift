import ReorderCore

// The preview pane: the screen split between the list and the pane, what
// the command runs for, its output, scrolling, and the mouse over the pane.

extension AppModel {
  // MARK: - The screen

  /// Splits the screen between the list and the preview pane; returns the
  /// list's size, which is all the engine sees (its coordinates start at
  /// the list's top-left cell).
  mutating func splitScreen(width: Int, height: Int) -> (width: Int, height: Int) {
    guard var preview else { return (width, height) }
    preview.split(Rect(x: 0, y: 0, width: width, height: height))
    self.preview = preview
    return (preview.layout.list.width, preview.layout.list.height)
  }

  /// Where the list is drawn on the screen.
  public var listOrigin: Point {
    guard let list = preview?.layout.list else { return Point(x: 0, y: 0) }
    return Point(x: list.x, y: list.y)
  }

  // MARK: - What to preview

  /// What the preview command should run for now; nil when there is no
  /// pane on the screen or nothing to show in it. Each step asks for it
  /// when it changed (``requests(since:)``).
  public var previewRequest: PreviewRequest? {
    guard let preview, let pane = preview.layout.pane, !engine.list.isEmpty else { return nil }
    // While dragging, the lifted row (the focus is where it would land).
    let id = engine.drag.map { Int($0.ids[$0.grabbedIndex]) } ?? engine.list.id(at: engine.focus)
    return PreviewRequest(
      id: id,
      selection: preview.command.usesSelection ? engine.selection : nil,
      query: preview.command.usesQuery ? searchText : nil,
      columns: pane.content.width, lines: pane.content.height)
  }

  /// The search text as typed, or the last search's.
  private var searchText: String {
    if case .search(let text, _)? = keys.prompt { return text }
    return search.lastQuery ?? ""
  }

  /// The command line for a request, with the pane's size in the
  /// environment as fzf sets it (`FZF_PREVIEW_LINES` and the like, which
  /// preview scripts written for fzf read).
  public func previewInvocation(for request: PreviewRequest) throws(PreviewCommand.ExpansionError)
    -> PreviewInvocation?
  {
    guard let preview else { return nil }
    var context = PreviewCommand.Context(
      focused: line(id: request.id, position: engine.focus), query: request.query ?? "",
      ansi: settings.ansi, delimiter: preview.delimiter)
    if request.selection != nil, engine.selection.markedCount > 0 || engine.selection.anchor != nil {
      context.selected = engine.selectedPositions().map { line(id: engine.list.id(at: $0), position: $0) }
    }
    let commandLine: [UInt8]
    if let lineCommand = preview.lineCommand {
      let list = engine.list
      let position = list.order.firstIndex(of: UInt32(request.id)) ?? engine.focus
      commandLine = lineCommand(position, list.itemsAsArrays)
    } else {
      commandLine = try preview.command.expand(context)
    }
    let scroll = try preview.effectiveSpec.scroll.map { (text) throws(PreviewCommand.ExpansionError) in
      String(decoding: try PreviewCommand(text).expand(context), as: UTF8.self)
    }
    let size = [
      "LINES": String(request.lines), "COLUMNS": String(request.columns),
      "FZF_PREVIEW_LINES": String(request.lines), "FZF_PREVIEW_COLUMNS": String(request.columns),
    ]
    return PreviewInvocation(commandLine: commandLine, environment: size, scroll: scroll)
  }

  /// An item as the placeholders see it: `{n}` is its 0-based index in the
  /// input (a line made during the session has none: its position).
  private func line(id: Int, position: Int) -> PreviewCommand.Line {
    let list = engine.list
    let original = list.originalID(of: id)
    let index = original < list.store.loadedCount ? original - list.fixedCount : position
    return PreviewCommand.Line(bytes: list.store[id].array, index: index)
  }

  // MARK: - Output

  /// The loop asked the runner for `request` (its id) to run.
  public mutating func previewRequested(_ request: PreviewOutput.RequestID, scroll: String?) {
    preview?.latestRequest = request
    preview?.latestScroll = scroll
  }

  /// Marks the pane's output as not yet the latest (or no longer).
  public mutating func markPreviewPending(_ on: Bool) {
    preview?.showsPendingMark = on
  }

  /// The runner's output changed: a new request's output starts at its
  /// scroll offset; more of the same keeps the scroll (or follows the end).
  public mutating func showPreview(_ output: PreviewOutput?) {
    guard var preview, let output else { return }
    if output.request != preview.output?.request { preview.resetScroll(for: output) }
    preview.output = output
    self.preview = preview
  }

  // MARK: - Commands

  /// `toggle-preview` and the scroll commands.
  mutating func runPreviewCommand(_ command: Command, at time: Duration) -> [Effect] {
    guard preview != nil else { return say(Narrator.noPreview) }
    if command == .togglePreview {
      preview?.toggled.toggle()
      let screen = preview?.screen ?? Rect(x: 0, y: 0, width: 0, height: 0)
      let effects = resizeScreen(width: screen.width, height: screen.height, at: time)
      engine.say(preview?.layout.pane == nil ? Narrator.previewHidden : Narrator.previewShown)
      return effects
    }
    if let motion = PreviewScroll.Motion(rawValue: command.name) { scrollPreview(motion) }
    return []
  }

  /// Scrolls the pane, within its output.
  mutating func scrollPreview(_ motion: PreviewScroll.Motion) {
    guard var preview, let pane = preview.layout.pane else { return }
    let view = preview.view(in: pane)
    preview.scroll = view.scroll
    preview.scroll.apply(motion, within: view.bounds(in: pane.content))
    self.preview = preview
  }

  // MARK: - Mouse

  /// A mouse report as the list sees it (its coordinates from the list's
  /// top-left cell), or nil when it was the pane's: the wheel over the
  /// pane scrolls it, and a press there (with its motion and release)
  /// never reaches the list. A drag that began on the list goes on over
  /// the pane, as it would past the list's edge.
  mutating func listMouse(_ mouse: MouseEvent) -> MouseEvent? {
    guard var preview, keys.showsHelp == false, keys.reviewScreen == nil else { return mouse }
    let onPane = preview.layout.pane?.frame.contains(Point(x: mouse.x, y: mouse.y)) == true
    switch mouse.kind {
    case .wheelUp where onPane, .wheelDown where onPane:
      for _ in 0..<3 { scrollPreview(mouse.kind == .wheelUp ? .lineUp : .lineDown) }
      return nil
    case .press where onPane:
      preview.pressOnPane = true
      self.preview = preview
      return nil
    case .drag where preview.pressOnPane, .move where onPane:
      return nil
    case .release where preview.pressOnPane:
      preview.pressOnPane = false
      self.preview = preview
      return nil
    default:
      var shifted = mouse
      shifted.x -= preview.layout.list.x
      shifted.y -= preview.layout.list.y
      return shifted
    }
  }
}

extension Narrator {
  public static let previewShown: Narration = "Preview shown"
  public static let previewHidden: Narration = "Preview hidden"
}
