import ReorderCore

/// What a kind's presentation sees of the front end's model while the
/// model asks it something (a ``KindPresentation`` command, tap, prompt
/// or after-action): the engine as a kind sees it (``KindContext``,
/// through ``withKindView(_:)``), the screen as drawn, performing an
/// engine action, saying, a prompt, and its own state; nothing else of
/// the model.
///
/// The model lends itself for the length of one call: a context cannot
/// be copied or kept (`~Copyable`), and the model behind it is the front
/// end's own.
public struct PresentationContext: ~Copyable {
  /// The model lent for the call; valid until the call returns.
  let model: UnsafeMutablePointer<AppModel>

  init(_ model: UnsafeMutablePointer<AppModel>) { self.model = model }

  /// Asks the engine as a kind sees it.
  public func withKindView<Result>(_ body: (borrowing KindContext) throws -> Result) rethrows -> Result {
    try model.pointee.engine.withKindView(body)
  }
  /// The list's screen as drawn (where a tap landed, what a row shows).
  public var listScreen: ListScreen { model.pointee.listScreen }
  /// How many times the engine has said something: a new sentence
  /// since an action began is one the kind need not repeat.
  public var narrationCount: Int { model.pointee.engine.narrationCount }

  /// Performs an engine action as the model does (a ``KindAction`` as
  /// `.kind(…)`), with what follows every action.
  public mutating func perform(_ action: EngineAction, at time: Duration) -> [Effect] {
    model.pointee.perform(action, at: time)
  }
  /// Says something on the status line (no effects).
  @discardableResult
  public mutating func say(_ narration: Narration) -> [Effect] { model.pointee.say(narration) }
  /// Opens a prompt of the kind's (``Prompt/exec(_:)``, ``Prompt/line(_:)``),
  /// unless rows are lifted.
  public mutating func openPrompt(_ prompt: Prompt) -> [Effect] { model.pointee.openPrompt(prompt) }
  /// Says that a command waits for the lifted rows to be dropped.
  public mutating func waitForDrop() -> [Effect] { model.pointee.waitForDrop() }

  /// The kind's own state in the front end (``AppModel/kindState``).
  public var kindState: (any KindState)? {
    _read { yield model.pointee.kindState }
    _modify { yield &model.pointee.kindState }
  }
}

extension AppModel {
  /// Lends the model to a kind's presentation for one call.
  public mutating func withPresentationContext<Result>(
    _ body: (inout PresentationContext) throws -> Result
  ) rethrows -> Result {
    try withUnsafeMutablePointer(to: &self) { model in
      var context = PresentationContext(model)
      return try body(&context)
    }
  }

  /// Asks the kind's presentation something with the model lent to it.
  mutating func askPresentation<Result>(
    _ body: (any KindPresentation, inout PresentationContext) throws -> Result
  ) rethrows -> Result {
    let presentation = self.presentation
    return try withPresentationContext { try body(presentation, &$0) }
  }
}
