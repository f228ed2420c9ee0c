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
  case committed(Edit, reason: CommitReason)
}

/// The whole interactive state: the engine plus what only the terminal
/// front end has (help overlay, loading state). Pure: input events and
/// time in, effects out, and ``render()`` draws it into a ``Canvas``.
public struct AppModel {
  public var engine: ReorderEngine
  public var bindings: KeyBindings
  public var showHelp = false
  /// True while input is still being read.
  public var isLoading = false
  /// Columns a tab expands to.
  public var tabWidth = 8

  public init(engine: ReorderEngine, bindings: KeyBindings = .standard) {
    self.engine = engine
    self.bindings = bindings
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
    case .keyboardProtocolReply, .deviceAttributes, .unknown:
      return []
    }
  }

  public mutating func tick(at time: Duration) -> [AppEffect] {
    perform(.tick, at: time)
  }

  public mutating func resize(width: Int, height: Int, at time: Duration) -> [AppEffect] {
    perform(.resize(width: width, height: height), at: time)
  }

  private mutating func handleKey(_ key: KeyPress, at time: Duration) -> [AppEffect] {
    let command = bindings.command(for: key)
    if showHelp && command != .abort && command != .suspend {
      if key.kind == .press { showHelp = false }  // any key closes the help
      return []
    }
    if command == .lift {
      switch key.kind {
      case .press: return perform(.holdKey(.press), at: time)
      case .repeat: return perform(.holdKey(.repeat), at: time)
      case .release: return perform(.holdKey(.release), at: time)
      }
    }
    guard key.kind != .release, let command else { return [] }
    return run(command, at: time)
  }

  /// Runs a bound command.
  public mutating func run(_ command: Command, at time: Duration) -> [AppEffect] {
    let grid = engine.layout.isGrid
    switch command {
    case .up: return perform(.cursor(.vertical(-1)), at: time)
    case .down: return perform(.cursor(.vertical(1)), at: time)
    case .left: return grid ? perform(.cursor(.horizontal(-1)), at: time) : []
    case .right: return grid ? perform(.cursor(.horizontal(1)), at: time) : []
    case .pageUp: return perform(.cursor(.pageUp), at: time)
    case .pageDown: return perform(.cursor(.pageDown), at: time)
    case .first: return perform(.cursor(.first), at: time)
    case .last: return perform(.cursor(.last), at: time)
    case .moveUp: return perform(.moveSelection(.vertical(-1)), at: time)
    case .moveDown: return perform(.moveSelection(.vertical(1)), at: time)
    case .moveLeft: return grid ? perform(.moveSelection(.horizontal(-1)), at: time) : []
    case .moveRight: return grid ? perform(.moveSelection(.horizontal(1)), at: time) : []
    case .lift: return perform(.holdKey(.press), at: time)
    case .accept: return perform(.confirm, at: time)
    case .escape: return perform(.escape, at: time)
    case .abort: return perform(.quit, at: time)
    case .undo: return perform(.undo, at: time)
    case .redo: return perform(.redo, at: time)
    case .selectRange: return perform(.toggleRangeSelection, at: time)
    case .toggleHelp:
      showHelp.toggle()
      return []
    case .suspend:
      return [.suspend]
    }
  }

  private mutating func handleMouse(_ mouse: MouseEvent, at time: Duration) -> [AppEffect] {
    let point = Point(x: mouse.x, y: mouse.y)
    if showHelp {
      if mouse.kind == .press { showHelp = false }
      return []
    }
    switch mouse.kind {
    case .press:
      switch mouse.button {
      case .left:
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

  private mutating func perform(_ action: EngineAction, at time: Duration) -> [AppEffect] {
    engine.handle(action, at: time).map { effect in
      switch effect {
      case .accept: return .accept
      case .quit: return .quit
      case .committed(let edit, let reason): return .committed(edit, reason: reason)
      }
    }
  }
}
