/// The `--log` format: one JSON object per committed edit, in flat 1-based
/// positions as a person counts, and `--replay`'s reader for it.
///
///     {"op":"move","from":3,"to":7,"count":1}        a row or a contiguous block
///     {"op":"move","from":[1,4],"to":[5,6]}          any other move (each row's old and new place)
///     {"op":"swap","a":2,"b":5}
///     {"op":"delete","at":[3,4]}
///     {"op":"insert","at":[5],"text":["break"]}
///     {"op":"replace","at":2,"text":"squash 1a2b3c4 Fix"}
///     {"op":"group","edits":[…]}                     several edits as one undo step
///     {"op":"undo"}  {"op":"redo"}
///
/// Text that is not valid UTF-8 is written as `"hex":"…"` instead of `"text"`.
public enum EditLog {
  /// A line of the log, decoded.
  public enum Entry: Hashable, Sendable {
    /// 1-based positions: the rows at `from` go to `to`, in their order.
    /// A set, so `"count"` costs nothing however large it claims to be.
    case move(from: PositionSet, to: PositionSet)
    case swap(Int, Int)
    case delete([Int])
    case insert([Int], texts: [[UInt8]])
    case replace(Int, text: [UInt8])
    case group([Entry])
    case undo, redo
  }

  public struct FormatError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  // MARK: - Writing

  /// The log entry for an edit just committed to `list` (already applied,
  /// nothing after it).
  public static func entry(for edit: Edit, in list: ReorderList) -> Entry {
    switch edit {
    case .place(let from, let to):
      return .move(
        from: PositionSet(from.map { list.position(ofRank: $0) + 1 }),
        to: PositionSet(to.map { list.position(ofRank: $0) + 1 }))
    case .swap(let a, let b):
      return .swap(a + 1, b + 1)
    case .delete(let positions, _):
      return .delete(positions.map { $0 + 1 })
    case .insert(let positions, let ids):
      return .insert(positions.map { $0 + 1 }, texts: ids.map { list.store[Int($0)].array })
    case .replace(let position, _, let new):
      return .replace(position + 1, text: list.store[Int(new)].array)
    case .group(let edits):
      return .group(edits.map { entry(for: $0, in: list) })
    }
  }

  /// The entry as one line of JSON.
  public static func json(_ entry: Entry) -> String {
    switch entry {
    case .move(let from, let to):
      if from.isContiguous && to.isContiguous && from.count == to.count,
        let fromFirst = from.first, let toFirst = to.first
      {
        return #"{"op":"move","from":\#(fromFirst),"to":\#(toFirst),"count":\#(from.count)}"#
      }
      return #"{"op":"move","from":\#(list(Array(from))),"to":\#(list(Array(to)))}"#
    case .swap(let a, let b):
      return #"{"op":"swap","a":\#(a),"b":\#(b)}"#
    case .delete(let at):
      return #"{"op":"delete","at":\#(list(at))}"#
    case .insert(let at, let texts):
      let allText = texts.allSatisfy { String(validating: $0, as: UTF8.self) != nil }
      let values = texts.map { allText ? quoted($0) : quotedHex($0) }.joined(separator: ",")
      return #"{"op":"insert","at":\#(list(at)),"\#(allText ? "text" : "hex")":[\#(values)]}"#
    case .replace(let at, let text):
      if String(validating: text, as: UTF8.self) != nil {
        return #"{"op":"replace","at":\#(at),"text":\#(quoted(text))}"#
      }
      return #"{"op":"replace","at":\#(at),"hex":\#(quotedHex(text))}"#
    case .group(let entries):
      return #"{"op":"group","edits":["# + entries.map(json).joined(separator: ",") + "]}"
    case .undo:
      return #"{"op":"undo"}"#
    case .redo:
      return #"{"op":"redo"}"#
    }
  }

  static func list(_ values: [Int]) -> String { "[" + values.map(String.init).joined(separator: ",") + "]" }

  static func quoted(_ bytes: [UInt8]) -> String {
    var out = "\""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || (0x2028...0x2029).contains(scalar.value)
        {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static func quotedHex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = [UInt8(ascii: "\"")]
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 15)])
    }
    out.append(UInt8(ascii: "\""))
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: - Reading

  /// Parses one log line.
  public static func parse(_ line: String) throws(FormatError) -> Entry {
    var parser = JSONParser(Array(line.utf8))
    let value: JSONValue
    do {
      value = try parser.parseDocument()
    } catch {
      throw FormatError(message: "not JSON: \(error.message)")
    }
    return try entry(from: value)
  }

  static func entry(from value: JSONValue) throws(FormatError) -> Entry {
    guard case .object(let fields) = value, case .string(let op)? = fields["op"] else {
      throw FormatError(message: "expected an object with \"op\"")
    }
    let read = EntryFields(fields: fields, op: op)
    switch op {
    case "move":
      let from = try read.ints("from")
      let to = try read.ints("to")
      if let count = fields["count"] {
        // A run of `k` rows: two numbers, never `k` of them (`k` may be
        // anything up to 18 digits; the replay checks it against the list).
        guard case .number(let k) = count, k >= 1, from.count == 1, to.count == 1 else {
          throw FormatError(message: "bad \"count\"")
        }
        return .move(from: PositionSet(from[0]..<(from[0] + k)), to: PositionSet(to[0]..<(to[0] + k)))
      }
      guard from.count == to.count, !from.isEmpty else {
        throw FormatError(message: "\"from\" and \"to\" differ in length")
      }
      let fromSet = PositionSet(from)
      let toSet = PositionSet(to)
      guard fromSet.count == from.count, toSet.count == to.count else {
        throw FormatError(message: "a move names a position twice")
      }
      return .move(from: fromSet, to: toSet)
    case "swap": return .swap(try read.int("a"), try read.int("b"))
    case "delete": return .delete(try read.ints("at"))
    case "insert":
      let at = try read.ints("at")
      let values = try read.texts()
      guard at.count == values.count else {
        throw FormatError(message: "\"at\" and \"text\" differ in length")
      }
      return .insert(at, texts: values)
    case "replace":
      guard let text = try read.texts().first else {
        throw FormatError(message: "\"replace\" needs \"text\"")
      }
      return .replace(try read.int("at"), text: text)
    case "group":
      guard case .array(let values)? = fields["edits"] else {
        throw FormatError(message: "\"group\" needs \"edits\"")
      }
      var entries: [Entry] = []
      for value in values { entries.append(try entry(from: value)) }
      return .group(entries)
    case "undo": return .undo
    case "redo": return .redo
    default: throw FormatError(message: "unknown op \"\(op)\"")
    }
  }

  /// The fields of one log entry, read as its op needs them.
  struct EntryFields {
    var fields: [String: JSONValue]
    var op: String

    func int(_ key: String) throws(FormatError) -> Int {
      guard case .number(let n)? = fields[key] else {
        throw FormatError(message: "\"\(op)\" needs a number \"\(key)\"")
      }
      return n
    }

    func ints(_ key: String) throws(FormatError) -> [Int] {
      switch fields[key] {
      case .number(let n)?: return [n]
      case .array(let values)?:
        var result: [Int] = []
        for value in values {
          guard case .number(let n) = value else {
            throw FormatError(message: "\"\(key)\" must hold numbers")
          }
          result.append(n)
        }
        return result
      default: throw FormatError(message: "\"\(op)\" needs \"\(key)\"")
      }
    }

    func texts() throws(FormatError) -> [[UInt8]] {
      switch fields["text"] ?? fields["hex"] {
      case .string(let s)?: return [try EditLog.bytes(s, hex: fields["hex"] != nil)]
      case .array(let values)?:
        var result: [[UInt8]] = []
        for value in values {
          guard case .string(let s) = value else { throw FormatError(message: "\"text\" must hold strings") }
          result.append(try EditLog.bytes(s, hex: fields["hex"] != nil))
        }
        return result
      default: throw FormatError(message: "\"\(op)\" needs \"text\"")
      }
    }
  }

  static func bytes(_ string: String, hex: Bool) throws(FormatError) -> [UInt8] {
    guard hex else { return Array(string.utf8) }
    let digits = Array(string.utf8)
    guard digits.count % 2 == 0 else { throw FormatError(message: "odd hex string") }
    var result: [UInt8] = []
    var i = 0
    while i < digits.count {
      guard let hi = hexValue(digits[i]), let lo = hexValue(digits[i + 1]) else {
        throw FormatError(message: "bad hex string")
      }
      result.append(hi << 4 | lo)
      i += 2
    }
    return result
  }

  static func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  // MARK: - Replaying

  /// Re-applies log entries to a list, with the same undo and redo an
  /// interactive session has, so the result is exactly that session's;
  /// an entry no session could have made (``EditRules``) is refused.
  public struct Replayer {
    public private(set) var list: ReorderList
    public let rules: EditRules
    private var history: History

    public init(list: ReorderList, rules: EditRules = EditRules()) {
      self.list = list
      self.rules = rules
      history = History(depth: rules.historyDepth)
    }

    /// Applies one entry.
    /// - Throws: when the entry does not fit the list (out of range, a
    ///   count mismatch) or breaks a rule (a locked row or header moved, a
    ///   line rewritten where its kind allows none, …); the list is then as it was.
    public mutating func apply(_ entry: Entry) throws(FormatError) {
      switch entry {
      case .undo:
        guard let undone = history.popUndo() else { throw FormatError(message: "undo with nothing to undo") }
        list.apply(undone.edit.inverse)
      case .redo:
        guard let redone = history.popRedo() else { throw FormatError(message: "redo with nothing to redo") }
        list.apply(redone.edit)
      default:
        var edit = try self.edit(for: entry)
        // A bare move does what the same move does in a session (a card
        // checked as it enters a Complete lane); a session's own log
        // holds that as a group, which is taken as it is.
        if case .place = edit { edit = rules.kind.completed(edit, in: &list) }
        if let problem = list.violation(of: edit, under: rules) { throw FormatError(message: problem) }
        rules.kind.record(edit, in: list)
        list.apply(edit)
        history.record(edit, summary: "")
      }
    }

    /// The edit an entry stands for against the list as it is now (for a
    /// group, as it is after each step). Positions are checked against the
    /// list before anything is built, so a claimed size costs nothing.
    mutating func edit(for entry: Entry) throws(FormatError) -> Edit {
      let count = list.count
      func position(_ p: Int) throws(FormatError) -> Int {
        guard p >= 1 && p <= count else { throw FormatError(message: "position \(p) is outside 1…\(count)") }
        return p - 1
      }
      func within(_ positions: PositionSet) throws(FormatError) {
        if let first = positions.first, let last = positions.last {
          _ = try position(first)
          _ = try position(last)
        }
      }
      switch entry {
      case .move(let from, let to):
        try within(from)
        try within(to)
        var fromRanks = PositionSet()
        var toRanks = PositionSet()
        for p in from {
          guard let rank = list.rank(of: p - 1) else {
            throw FormatError(message: "row \(p) is locked: locked rows are never moved")
          }
          fromRanks.appendAscending(rank)
        }
        for p in to {
          guard let rank = list.rank(of: p - 1) else {
            throw FormatError(message: "position \(p) is a locked row's: locked rows are never displaced")
          }
          toRanks.appendAscending(rank)
        }
        return .place(from: fromRanks, to: toRanks)
      case .swap(let a, let b):
        return .swap(try position(a), try position(b))
      case .delete(let at):
        var positions: [Int] = []
        for p in at { positions.append(try position(p)) }
        let set = PositionSet(positions)
        guard set.count == at.count else { throw FormatError(message: "a delete names a position twice") }
        return .delete(positions: set, ids: list.ids(at: set))
      case .insert(let at, let texts):
        let positions = PositionSet(at.map { $0 - 1 })
        guard positions.count == at.count, positions.first ?? 0 >= 0,
          (positions.last ?? 0) < count + at.count
        else { throw FormatError(message: "insert positions out of range") }
        var ids: [UInt32] = []
        for text in texts {
          let id = list.store.appendSynthesized(text)
          list.registerSynthesized(id: id, flags: rules.flags(ofNewLine: list.store[Int(id)]))
          ids.append(id)
        }
        return .insert(positions: positions, ids: ids)
      case .replace(let at, let text):
        let p = try position(at)
        let old = list.order[p]
        let id = list.store.appendSynthesized(text)
        list.registerSynthesized(id: id, flags: list.flags(at: p), replacing: old)
        return .replace(position: p, old: old, new: id)
      case .group(let entries):
        // Each step is built against the list as the previous left it;
        // the group as a whole is then held to the rules.
        var edits: [Edit] = []
        defer { for edit in edits.reversed() { list.apply(edit.inverse) } }
        for entry in entries {
          let edit = try self.edit(for: entry)
          if let problem = list.structuralViolation(of: edit) { throw FormatError(message: problem) }
          list.apply(edit)
          edits.append(edit)
        }
        return .group(edits)
      case .undo, .redo:
        throw FormatError(message: "undo/redo inside a group")
      }
    }
  }
}
