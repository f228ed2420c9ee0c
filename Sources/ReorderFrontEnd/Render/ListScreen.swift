import ReorderCore

/// What ``ListView`` draws: the values the view reads, made by the model
/// (``AppModel/listScreen``) for one frame. The view takes this, not the
/// model (ratatui's widgets take what they draw): it cannot change the
/// model or run a command, and a frame is a function of these values.
///
///     model.listScreen ──▶ ListView.render ──▶ Canvas ──▶ Screen
public struct ListScreen {
  /// The engine as it is now (a value): rows, layout, focus, selection,
  /// the lifted rows and their snapshot, the narration.
  public var engine: ReorderEngine
  /// The list's kind, as the front end sees it.
  public var presentation: any KindPresentation
  /// The keys as bound, for the help (and the kinds' commands bound in
  /// another list: ``AppSettings/otherKinds``).
  public var bindings: KeyBindings
  public var otherKinds: [any KindPresentation]
  // What has the keys (``KeyOwner``), as the view reads it.
  public var showHelp: Bool
  public var helpScroll: Int
  public var prompt: Prompt?
  public var promptNotice: Narration?
  public var reviewScreen: ReviewScreen?
  public var quitQuestion: QuitQuestion?
  // How rows are shown (``AppSettings``).
  public var tabWidth: Int
  public var ansi: Bool
  public var boxDrawing: Bool
  public var confirmBeforeAccept: Bool
  public var headerLabel: [String]
  public var displayFields: FieldSelector?
  /// True while input is still being read.
  public var isLoading: Bool
  /// A count typed before a command.
  public var count: Int?
  /// The status line's counter ("position/total").
  public var counter: (position: Int, total: Int)
  /// The last search's query while its matches are marked.
  public var highlightedQuery: String?
  /// The kind's own state in the model (``AppModel/kindState``: git's
  /// crossed commits), for the kind's marks.
  public var kindState: (any KindState)?
  /// The preview pane, if there is one.
  public var preview: PreviewState?

  /// Where the list is drawn on the screen.
  public var listOrigin: Point {
    guard let list = preview?.layout.list else { return Point(x: 0, y: 0) }
    return Point(x: list.x, y: list.y)
  }
}
