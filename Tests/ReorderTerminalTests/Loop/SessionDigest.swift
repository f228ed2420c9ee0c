import ReorderCore
import ReorderGit

@testable import ReorderFrontEnd
@testable import ReorderTerminal

// What the behaviour comparison (SessionDigestTests) compares: after each
// event of a session, the screen the app draws (text and styles), the
// narration, the list's lines and the effects the event returned, folded
// into one FNV-1a 64 hash a session. Everything is spelled out here in
// the tests' own words (no `String(describing:)` of a type that could be
// renamed or moved), so a reshape that keeps the behaviour keeps every
// digest.

/// FNV-1a, 64 bits.
struct FNV1a64 {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
  }

  mutating func add(_ text: String) { add(text.utf8) }

  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// One session's digest.
struct SessionDigest {
  private var hash = FNV1a64()
  /// Each step's text, only when asked for (to find where two builds part).
  private(set) var steps: [String]?

  init(keepingSteps: Bool = false) { steps = keepingSteps ? [] : nil }

  var hex: String { hash.hex }

  /// Adds the state after one event and what it returned.
  mutating func add(_ model: AppModel, effects: [ModelEffect]) {
    let text = Self.text(of: model, effects: effects)
    hash.add(text)
    steps?.append(text)
  }

  /// The state as text: the screen's styled lines, the narration, the
  /// list's lines (bytes in hex, so every byte counts) and the effects.
  static func text(of model: AppModel, effects: [ModelEffect]) -> String {
    var text = "screen\n"
    for line in ListView.render(model.listScreen).styledLines { text += line + "\n" }
    text += "narration " + model.engine.narration.text + "\n"
    text += "list\n"
    for item in model.engine.list.itemsAsArrays { text += hex(item) + "\n" }
    text += "effects " + effects.map(describe).joined(separator: " ") + "\n"
    return text
  }

  /// An effect of the model in the digest's words: the engine's as
  /// themselves. The others ask the work beside the loop for something
  /// and, like ``Effect/said(_:)``, come only once a loop has begun.
  static func describe(_ effect: ModelEffect) -> String {
    switch effect {
    case .engine(let effect): return describe(effect)
    case .preview(let request?): return "preview(\(request.id) \(request.columns)x\(request.lines))"
    case .preview(nil): return "preview(none)"
    case .itemsAdded: return "items-added"
    case .redraw: return "redraw"
    }
  }

  /// An effect of the engine in the digest's words.
  static func describe(_ effect: Effect) -> String {
    switch effect {
    case .accept: return "accept"
    case .quit: return "quit"
    case .suspend: return "suspend"
    case .kind(let effect):
      // git's `!` (the digests were first written when it was the
      // engine's own effect).
      guard let edit = effect.base as? EditTodoEffect else { return "kind(\(effect.base))" }
      return "edit-todo(\(hex(edit.todo)))"
    // Reported only once a loop has begun (``AppModel/begin()``), which the
    // sessions never do: the narration is in the digest already.
    case .said(let narration): return "said(\(narration.text))"
    case .tapped(let position, let point): return "tapped(\(position) at \(point.x),\(point.y))"
    case .committed(let commit):
      let reason: String
      switch commit.reason {
      case .edit: reason = "edit"
      case .undo: reason = "undo"
      case .redo: reason = "redo"
      }
      return "committed(\(reason) \(describe(commit.edit)))"
    }
  }

  static func describe(_ edit: Edit) -> String {
    func list(_ positions: PositionSet) -> String { positions.map(String.init).joined(separator: ",") }
    func ids(_ ids: [UInt32]) -> String { ids.map { String($0) }.joined(separator: ",") }
    switch edit {
    case .place(let from, let to): return "place[\(list(from))>\(list(to))]"
    case .swap(let a, let b): return "swap[\(a),\(b)]"
    case .delete(let positions, let deleted): return "delete[\(list(positions)):\(ids(deleted))]"
    case .insert(let positions, let inserted): return "insert[\(list(positions)):\(ids(inserted))]"
    case .replace(let position, let old, let new): return "replace[\(position):\(old)>\(new)]"
    case .group(let edits): return "group[" + edits.map(describe).joined(separator: ";") + "]"
    }
  }

  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 15)])
    }
    return String(decoding: out, as: UTF8.self)
  }
}
