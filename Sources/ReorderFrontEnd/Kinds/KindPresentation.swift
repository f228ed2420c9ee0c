import ReorderCore

/// What the front end asks of a list's kind (``ListKind``): the keys it
/// adds, what its own commands do, what `?` says differently, the word the
/// counter shows and what it draws on a row. A kind's presentation is the
/// kind value itself, made to conform in the kind's folder; a kind that
/// adds nothing takes the defaults.
public protocol KindPresentation: Sendable {
  /// Keys the kind binds on top of the standard ones (and what they did
  /// moves to other keys the same way).
  var bindings: [KeyPress: Command] { get }
  /// What `command` does in this kind, where it differs from its summary.
  func helpText(for command: Command) -> String?
  /// What one of the kind's own commands does, as `?` and `--help` say it
  /// in any list (the kind's commands can be bound in another: `--bind`);
  /// nil for a command that is not the kind's.
  func summary(of command: Command) -> String?
  /// What one of the kind's own commands says in `?` in any list, where it
  /// says more than its summary (a fold into the row above: not into the
  /// first).
  func commandHelpText(for command: Command) -> String?
  /// Runs one of the kind's own commands; nil when `command` is not one.
  func run(_ command: Command, in context: inout PresentationContext, at time: Duration) -> [Effect]?
  /// Runs a standard command the kind does its own way (a board's `h`
  /// and `H` go between columns), asked before the standard meaning;
  /// `count` is the typed count or 1; nil: the standard meaning.
  func runInstead(_ command: Command, count: Int, in context: inout PresentationContext, at time: Duration)
    -> [Effect]?
  /// A word the counter shows while the kind is on ("git").
  var counterMark: String? { get }
  /// The counter's "position/total" where the kind counts its own way (a
  /// board's card among its column's cards); nil: the list's.
  func counter(in context: borrowing KindContext) -> (position: Int, total: Int)?
  /// Draws what the kind adds to a row once its text is drawn (colours,
  /// a mark in the gutter).
  func decorate(_ row: RowDecoration, of model: ListScreen, into canvas: inout Canvas)
  /// A lifted row's text as the snapshot shows it (a tree's row at the
  /// depth it would land at).
  func snapshotGlyphs(_ glyphs: [Glyph], id: Int, of model: ListScreen) -> [Glyph]
  /// Blank cells before a row's text, where the kind shows a structure
  /// the text does not (an outline's headings indented by depth); only
  /// the drawing, never the text.
  func textIndent(ofID id: Int, of model: ListScreen) -> Int
  /// Draws the rows, the lifted ones and the hold feedback itself, for a
  /// kind that lays them out its own way (a board's columns); false: the
  /// list's rows are drawn.
  func drawRows(of model: ListScreen, into canvas: inout Canvas) -> Bool
  /// What `?` says the mouse's hold and drag do, where it differs.
  var mouseHelpText: String? { get }
  /// Acts on a tap (the engine focused the row at `position`, pressed at
  /// `point`) on something the kind draws on a row (a tree's fold badge);
  /// nil: the tap only focused.
  func tap(at point: Point, on position: Int, in context: inout PresentationContext, at time: Duration)
    -> [Effect]?
  /// What the kind does in the model after every action the engine
  /// handled (git: marks the commits a lifted one crosses, and warns),
  /// in its own state (``PresentationContext/kindState``); `saidBefore` is the
  /// engine's narration count before the action.
  func afterAction(in context: inout PresentationContext, saidBefore: Int)
  /// Ends a prompt of the kind's (``Prompt/exec(_:)``, ``Prompt/line(_:)``):
  /// Enter (`accepted`) does what was typed, Esc says it was cancelled.
  func endPrompt(_ prompt: Prompt, accepted: Bool, in context: inout PresentationContext, at time: Duration)
    -> [Effect]
}

extension KindPresentation {
  public var bindings: [KeyPress: Command] { [:] }
  public func helpText(for command: Command) -> String? { nil }
  public func summary(of command: Command) -> String? { nil }
  public func commandHelpText(for command: Command) -> String? { nil }
  public func run(_ command: Command, in context: inout PresentationContext, at time: Duration) -> [Effect]? {
    nil
  }
  public func runInstead(
    _ command: Command, count: Int, in context: inout PresentationContext, at time: Duration
  )
    -> [Effect]?
  { nil }
  public var counterMark: String? { nil }
  public func counter(in context: borrowing KindContext) -> (position: Int, total: Int)? { nil }
  public func decorate(_ row: RowDecoration, of model: ListScreen, into canvas: inout Canvas) {}
  public func snapshotGlyphs(_ glyphs: [Glyph], id: Int, of model: ListScreen) -> [Glyph] { glyphs }
  public func textIndent(ofID id: Int, of model: ListScreen) -> Int { 0 }
  public func drawRows(of model: ListScreen, into canvas: inout Canvas) -> Bool { false }
  public var mouseHelpText: String? { nil }
  public func tap(at point: Point, on position: Int, in context: inout PresentationContext, at time: Duration)
    -> [Effect]?
  {
    nil
  }
  public func afterAction(in context: inout PresentationContext, saidBefore: Int) {}
  public func endPrompt(
    _ prompt: Prompt, accepted: Bool, in context: inout PresentationContext, at time: Duration
  )
    -> [Effect]
  { [] }
}

/// A row as drawn, for a kind to add to: which item, where its text
/// starts and ends, and what it is drawn as.
public struct RowDecoration: Sendable {
  public var id: Int
  /// The first cell of the row's gutter.
  public var x: Int
  public var y: Int
  /// Where the text starts, and the cell after the row's last.
  public var textX: Int
  public var end: Int
  public var isPlaceholder: Bool
  public var isFocused: Bool

  /// A row as a kind that draws its own rows lays it out (a board's card),
  /// or finds it drawn (a tree's tap on its fold badge).
  public init(id: Int, x: Int, y: Int, textX: Int, end: Int, isPlaceholder: Bool, isFocused: Bool) {
    self.id = id
    self.x = x
    self.y = y
    self.textX = textX
    self.end = end
    self.isPlaceholder = isPlaceholder
    self.isFocused = isFocused
  }
}

extension PlainList: KindPresentation {}

extension AppModel {
  /// The list's kind as the front end sees it.
  public var presentation: any KindPresentation {
    engine.configuration.kind as? any KindPresentation ?? PlainList()
  }
}
