import ReorderCore
import ReorderFrontEnd

/// Work that runs beside the event loop and feeds the model: the preview
/// command, a kind's background facts (the files each commit changes).
/// The loop polls each service's descriptors with the terminal's, wakes
/// at its deadline and lets it update the model; it never waits on one.
/// What the model wants of a service comes as a ``ModelEffect``, which the
/// loop hands to every service; a kind's own effect (``KindEffect``)
/// likewise, with the terminal to lend (``TerminalLoan``). A kind module
/// in a terminal-side target brings its own (``TerminalKindModule``).
public protocol LoopService: AnyObject {
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
  /// Does a kind's effect (``Effect/kind(_:)``) if it is this service's
  /// (git's todo in a text editor), reading `model` and borrowing the
  /// terminal from `terminal` if it must.
  /// - Returns: what to do to the model after, with the time; nil: not
  ///   this service's effect.
  func perform(_ effect: any KindEffect, model: AppModel, terminal: TerminalLoan)
    -> ((inout AppModel, Duration) -> [ModelEffect])?
}

extension LoopService {
  public func perform(_ effect: any KindEffect, model: AppModel, terminal: TerminalLoan)
    -> ((inout AppModel, Duration) -> [ModelEffect])?
  { nil }
}

/// The terminal, lent by the loop to a program of the person's own (a
/// text editor): the screen is left as Ctrl-Z leaves it, and taken back,
/// redrawn at its size, when the program ends.
public struct TerminalLoan {
  let loop: InteractiveLoop

  /// Runs `body` with the terminal's descriptor (-1 where there is none)
  /// while the loop has given the terminal away.
  public func lend<T>(_ body: (_ terminal: Int32) -> T) -> T { loop.lendTerminal(body) }
}

extension PreviewFeed: LoopService {
  func pause(at now: Duration) { restart(at: now) }
}
