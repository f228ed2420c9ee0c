import ReorderGit

// The engine driven as a person would, shared by the core's and the
// kinds' tests.
@testable import ReorderCore

/// A list of `items`; names starting with "#" are headers, "!" locked.
public func makeList(_ items: [String]) -> ReorderList {
  ReorderList(store: makeStore(items)) { item in
    switch item.first {
    case UInt8(ascii: "#"): return .header
    case UInt8(ascii: "!"): return .locked
    default: return []
    }
  }
}

extension ReorderList {
  public var strings: [String] { itemsAsArrays.map { String(decoding: $0, as: UTF8.self) } }
}

/// Drives an engine with a running clock, as a person would.
public struct Session {
  public var engine: ReorderEngine
  public var time: Duration = .seconds(1)
  public var effects: [Effect] = []

  public init(
    _ items: [String], width: Int = 40, height: Int = 11,
    configure: (inout EngineConfiguration) -> Void = { _ in }
  ) {
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configure(&configuration)
    engine = ReorderEngine(list: makeList(items), width: width, height: height, configuration: configuration)
  }

  public var strings: [String] { engine.list.strings }

  public mutating func send(_ action: EngineAction) {
    effects += engine.handle(action, at: time)
  }

  public mutating func wait(_ ms: Int) {
    time += .milliseconds(ms)
    send(.tick)
  }

  /// Presses the primary button at the given screen row (column 5).
  public mutating func press(row: Int, x: Int = 5, shift: Bool = false) {
    send(.pointerDown(Point(x: x, y: row), .primary, shift: shift))
  }

  public mutating func drag(row: Int, x: Int = 5) {
    time += .milliseconds(16)
    send(.pointerMoved(Point(x: x, y: row)))
  }

  public mutating func release(row: Int, x: Int = 5) {
    time += .milliseconds(16)
    send(.pointerUp(Point(x: x, y: row)))
  }

  /// Press, hold past the delay, drag through every row to `to`, release.
  public mutating func longPressDrag(from: Int, to: Int) {
    press(row: from)
    wait(600)
    let step = to >= from ? 1 : -1
    var row = from
    while row != to {
      row += step
      drag(row: row)
    }
    release(row: to)
  }

  /// The rows shown on screen right now, as text, with the placeholder of
  /// a lifted row in brackets.
  public var shown: [String] {
    engine.layout.visiblePositions.map { position in
      let (id, placeholder) = engine.displayed(at: position)
      let text = String(decoding: Array(engine.list.store[id]), as: UTF8.self)
      return placeholder ? "[\(text)]" : text
    }
  }
}

/// A real session log: a random list (locked rows, headers, git commit
/// lines), in git mode or not, driven by random keys and mouse gestures as
/// a person would, with every committed edit logged as `--log` writes it.
public struct RecordedSession {
  public var items: [String]
  public var rules: EditRules
  /// The log's lines.
  public var log: [String]
  /// The list at the end of the session.
  public var result: [String]

  public init(using rng: inout SplitMix64) {
    let n = Int.random(in: 1...25, using: &rng)
    items = (0..<n).map { i in
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: return "!lock\(i)"
      case 1: return "#head\(i)"
      default: return "pick \(i)abc subject \(i)"
      }
    }
    let git = Bool.random(using: &rng)
    var s = Session(items, width: 40, height: 12) {
      $0.longPressDuration = .milliseconds(100)
      $0.dropMode = Bool.random(using: &rng) ? .insert : .swap
      $0.logsEdits = true
      $0.isGitTodo = git
    }
    log = []
    s.send(.toggleEditMode)  // deletes are edit mode's
    for _ in 0..<40 {
      s.time += .milliseconds(Int.random(in: 0...300, using: &rng))
      let before = s.effects.count
      s.send(Self.randomAction(using: &rng))
      for effect in s.effects[before...] {
        if case .committed(let commit) = effect, let entry = commit.logEntry {
          log.append(EditLog.json(entry))
        }
      }
    }
    rules = s.engine.configuration.editRules
    result = s.strings
  }

  public static func randomAction(using rng: inout SplitMix64) -> EngineAction {
    let n = Int.random(in: 0...25, using: &rng)
    switch Int.random(in: 0..<20, using: &rng) {
    case 0: return .cursor(.vertical(Int.random(in: -4...4, using: &rng)))
    case 1: return .moveSelection(.vertical(Int.random(in: -3...3, using: &rng)))
    case 2:
      return .moveSelection(
        [.first, .last, .to(Int.random(in: 0...25, using: &rng))][Int.random(in: 0..<3, using: &rng)])
    case 3: return .toggleMark
    case 4: return .delete
    case 5: return .undo
    case 6: return .redo
    case 7: return .setGitAction(GitAction.cycle[Int.random(in: 0..<6, using: &rng)])
    case 8: return .insertLine(Array("break".utf8))
    case 9: return .toggleDropMode
    case 10: return .holdKey(.press)
    case 11: return .confirm
    case 12: return .pointerDown(Point(x: 5, y: Int.random(in: 0...11, using: &rng)), .primary, shift: false)
    case 13: return .insertExec(Array("make test\(n)".utf8))
    case 14: return .duplicateLine
    case 15: return .setFixupFlag(Bool.random(using: &rng) ? .use : .edit)
    case 16:
      return .fold(Bool.random(using: &rng) ? .fixup : .squash, into: Bool.random(using: &rng) ? nil : n)
    case 17: return .editLine(Array("exec echo \(n)".utf8))
    case 18: return .pointerMoved(Point(x: 5, y: Int.random(in: 0...11, using: &rng)))
    default: return .pointerUp(Point(x: 5, y: Int.random(in: 0...11, using: &rng)))
    }
  }
}
