import ReorderFrontEnd

/// Work that runs beside the event loop and feeds the model: the preview
/// command, a kind's background facts (the files each commit changes).
/// The loop polls each service's descriptors with the terminal's, wakes
/// at its deadline and lets it update the model; it never waits on one.
/// What the model wants of a service comes as a ``ModelEffect``, which the
/// loop hands to every service.
protocol LoopService: AnyObject {
  /// Descriptors to poll for reading.
  var descriptors: [Int32] { get }
  /// When the service has something to do without new input.
  var nextDeadline: Duration? { get }
  /// Reads what arrived and hands it to the model.
  /// - Returns: whether the model changed (draw again).
  func update(_ model: inout AppModel, at now: Duration) -> Bool
  /// Does what the model asked, if it is this service's (a preview to run,
  /// items to learn about); any other effect is not its business.
  /// - Returns: whether the model changed (draw again).
  func perform(_ effect: ModelEffect, on model: inout AppModel, at now: Duration) -> Bool
  /// The terminal is given away (Ctrl-Z, a text editor): stop what runs;
  /// the model asks for it again (``AppModel/workStopped()``).
  func pause(at now: Duration)
  /// Ends every process the service started, and reaps them.
  func shutdown()
}

extension PreviewFeed: LoopService {
  func pause(at now: Duration) { restart(at: now) }
}
