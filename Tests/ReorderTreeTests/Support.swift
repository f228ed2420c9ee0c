// The helpers the tree's tests share with the core's and the terminal's
// (a list of strings, an engine driven with a running clock, what
// accepting would print), for the tree's own test target.
import Foundation
@_exported import ReorderFrontEndTestSupport
@_exported import ReorderTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// A list of `items`; names starting with "#" are headers, "!" locked.
func makeList(_ items: [String]) -> ReorderList {
  ReorderList(store: makeStore(items)) { item in
    switch item.first {
    case UInt8(ascii: "#"): return .header
    case UInt8(ascii: "!"): return .locked
    default: return []
    }
  }
}

extension ReorderList {
  var strings: [String] { itemsAsArrays.map { String(decoding: $0, as: UTF8.self) } }
}

/// Drives an engine with a running clock, as a person would.
struct Session {
  var engine: ReorderEngine
  var time: Duration = .seconds(1)
  var effects: [Effect] = []

  init(
    _ items: [String], width: Int = 40, height: Int = 11,
    configure: (inout EngineConfiguration) -> Void = { _ in }
  ) {
    var configuration = EngineConfiguration()
    configuration.animationDuration = .zero
    configure(&configuration)
    engine = ReorderEngine(list: makeList(items), width: width, height: height, configuration: configuration)
  }

  var strings: [String] { engine.list.strings }

  mutating func send(_ action: EngineAction) {
    effects += engine.handle(action, at: time)
  }

  mutating func wait(_ ms: Int) {
    time += .milliseconds(ms)
    send(.tick)
  }

  /// Presses the primary button at the given screen row (column 5).
  mutating func press(row: Int, x: Int = 5, shift: Bool = false) {
    send(.pointerDown(Point(x: x, y: row), .primary, shift: shift))
  }

  mutating func drag(row: Int, x: Int = 5) {
    time += .milliseconds(16)
    send(.pointerMoved(Point(x: x, y: row)))
  }

  mutating func release(row: Int, x: Int = 5) {
    time += .milliseconds(16)
    send(.pointerUp(Point(x: x, y: row)))
  }

  /// Press, hold past the delay, drag through every row to `to`, release.
  mutating func longPressDrag(from: Int, to: Int) {
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
  var shown: [String] {
    engine.layout.visiblePositions.map { position in
      let (id, placeholder) = engine.displayed(at: position)
      let text = String(decoding: Array(engine.list.store[id]), as: UTF8.self)
      return placeholder ? "[\(text)]" : text
    }
  }
}

/// What accepting would print.
func output(_ app: AppModel) -> [UInt8] {
  var bytes: [UInt8] = []
  do {
    try OutputWriter.serialize(app.engine.list) { bytes += $0 }
  } catch {
    Issue.record("serialize threw \(error)")
  }
  return bytes
}
