/// A JSON value, as much of JSON as the edit log needs (numbers are
/// integers).
enum JSONValue: Hashable, Sendable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
}

/// A small strict JSON parser (no outside packages; Foundation is not
/// needed for one log format).
struct JSONParser {
  struct ParseError: Error {
    var message: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func parseDocument() throws(ParseError) -> JSONValue {
    let value = try parseValue()
    skipSpace()
    guard index == bytes.count else { throw ParseError(message: "trailing characters at \(index)") }
    return value
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func parseValue() throws(ParseError) -> JSONValue {
    skipSpace()
    guard index < bytes.count else { throw ParseError(message: "unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try parseNumber())
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
    let w = Array(word.utf8)
    guard index + w.count <= bytes.count, Array(bytes[index..<(index + w.count)]) == w else {
      throw ParseError(message: "bad literal at \(index)")
    }
    index += w.count
    return value
  }

  private mutating func nest() throws(ParseError) {
    depth += 1
    if depth > 64 { throw ParseError(message: "nested too deep") }
  }

  private mutating func parseObject() throws(ParseError) -> JSONValue {
    try nest()
    defer { depth -= 1 }
    index += 1
    var fields: [String: JSONValue] = [:]
    skipSpace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw ParseError(message: "expected a key at \(index)")
      }
      let key = try parseString()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw ParseError(message: "expected ':' at \(index)")
      }
      index += 1
      fields[key] = try parseValue()
      skipSpace()
      guard index < bytes.count else { throw ParseError(message: "unexpected end") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw ParseError(message: "expected ',' or '}' at \(index)")
      }
      index += 1
      return .object(fields)
    }
  }

  private mutating func parseArray() throws(ParseError) -> JSONValue {
    try nest()
    defer { depth -= 1 }
    index += 1
    var values: [JSONValue] = []
    skipSpace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      values.append(try parseValue())
      skipSpace()
      guard index < bytes.count else { throw ParseError(message: "unexpected end") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw ParseError(message: "expected ',' or ']' at \(index)")
      }
      index += 1
      return .array(values)
    }
  }

  private mutating func parseNumber() throws(ParseError) -> Int {
    let start = index
    if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digitsStart = index
    while index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") {
      index += 1
    }
    guard index > digitsStart, index - start <= 18 else {
      throw ParseError(message: "expected a whole number at \(start)")
    }
    return Int(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
  }

  private mutating func parseString() throws(ParseError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flushRaw() {
      if !raw.isEmpty {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        flushRaw()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRaw()
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""): scalars.append(Unicode.Scalar(escape))
        case UInt8(ascii: "u"):
          var value = try hex4()
          if (0xD800...0xDBFF).contains(value), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          }
          scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        default:
          throw ParseError(message: "bad escape at \(index)")
        }
      default:
        if byte < 0x20 { throw ParseError(message: "control character in a string at \(index)") }
        raw.append(byte)
      }
    }
    throw ParseError(message: "unterminated string")
  }

  private mutating func hex4() throws(ParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw ParseError(message: "short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = EditLog.hexValue(bytes[index]) else { throw ParseError(message: "bad \\u escape") }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
