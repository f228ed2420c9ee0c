/// The parameters of a control sequence: fields separated by `;`, each of
/// sub-fields separated by `:`.
///
///     "1;5:3"  → [[1], [5, 3]]
///     "97::98" → [[97, nil, 98]]
///     ""       → []
struct CSIParameters {
  /// Larger numbers are clamped to this; none of ours come close.
  static let largest = 1 << 30

  var fields: [[Int?]]

  /// Parses decimal digits, `;` and `:`; nil for any other byte.
  init?(_ bytes: ArraySlice<UInt8>) {
    fields = []
    guard !bytes.isEmpty else { return }
    var field: [Int?] = []
    var number: Int?
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number = min((number ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), Self.largest)
      case UInt8(ascii: ":"):
        field.append(number)
        number = nil
      case UInt8(ascii: ";"):
        field.append(number)
        fields.append(field)
        field = []
        number = nil
      default:
        return nil
      }
    }
    field.append(number)
    fields.append(field)
  }

  /// Sub-field `sub` of field `index`; nil when absent or empty.
  func value(_ index: Int, _ sub: Int = 0) -> Int? {
    guard index < fields.count, sub < fields[index].count else { return nil }
    return fields[index][sub]
  }
}
